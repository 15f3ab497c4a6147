/**
 * Acts as a real WebMCP agent through Chromium's CDP `WebMCP` domain: sees the tools a page
 * registers and calls them as an agent would.
 */
import { join } from 'node:path';

import { expect, type CDPSession, type Page } from '@playwright/test';

import { PROJECT_DIR } from '../../bin/lib/wordpress-core.mjs';
import { logInBeforeVisit, type TestUser } from './log-in';
import { offeredTools } from './offered-signal';

export interface AgentTool {
	name: string;
	description: string;
	inputSchema?: Record< string, unknown >;
	annotations?: {
		readOnly?: boolean;
		untrustedContent?: boolean;
		consequential?: boolean;
		/** A declarative form tool that sends itself (`toolautosubmit`). */
		autosubmit?: boolean;
	};
	frameId: string;
}

export interface ToolResponse {
	status: 'Completed' | 'Error' | 'Canceled';
	output?: unknown;
	errorText?: string;
}

interface ToolRespondedEvent extends ToolResponse {
	invocationId: string;
}

/** Playwright types only the CDP domains it knows; `WebMCP` is newer, so it is sent untyped. */
interface RawCDPSession {
	send: (
		method: string,
		params?: object
	) => Promise< Record< string, unknown > >;
	on: ( event: string, listener: ( params: never ) => void ) => void;
}

export class Agent {
	private readonly tools = new Map< string, AgentTool >();
	private readonly waiting = new Map< string, Array< () => void > >();
	private readonly responses = new Map< string, ToolResponse >();
	private readonly cdp: RawCDPSession;
	/** The page's own frame: what an agent that sees only the top page sees. */
	private topFrameId = '';

	private constructor(
		session: CDPSession,
		private readonly page: Page
	) {
		this.cdp = session as unknown as RawCDPSession;
		this.cdp.on(
			'WebMCP.toolsAdded',
			( { tools }: { tools: AgentTool[] } ) => {
				for ( const tool of tools ) {
					this.tools.set( tool.name, tool );
					this.waiting
						.get( tool.name )
						?.forEach( ( wake ) => wake() );
					this.waiting.delete( tool.name );
				}
			}
		);
		this.cdp.on(
			'WebMCP.toolsRemoved',
			( { tools }: { tools: AgentTool[] } ) => {
				for ( const tool of tools ) {
					this.tools.delete( tool.name );
				}
			}
		);
		// Chromium sends no `toolsRemoved` when a document goes away: drop that frame's tools.
		const dropFrame = ( frameId: string ) => {
			for ( const [ name, tool ] of this.tools ) {
				if ( tool.frameId === frameId ) {
					this.tools.delete( name );
				}
			}
		};
		this.cdp.on(
			'Page.frameNavigated',
			( { frame }: { frame: { id: string } } ) => dropFrame( frame.id )
		);
		this.cdp.on(
			'Page.frameDetached',
			( { frameId }: { frameId: string } ) => dropFrame( frameId )
		);
		this.cdp.on( 'WebMCP.toolResponded', ( event: ToolRespondedEvent ) => {
			// An invocation's answer is its first. Chromium 156 answers one a second time, with
			// `[]`, when a frame of the page (the Site Editor's canvas, which open-template
			// replaces) loads a new document while the call runs.
			if ( this.responses.has( event.invocationId ) ) {
				return;
			}
			this.responses.set( event.invocationId, event );
		} );
	}

	/**
	 * @param page The page the agent works on.
	 * @return An agent that already knows the tools registered so far.
	 */
	static async attach( page: Page ): Promise< Agent > {
		const agent = new Agent(
			await page.context().newCDPSession( page ),
			page
		);
		await agent.cdp.send( 'Page.enable' );
		const { frameTree } = ( await agent.cdp.send(
			'Page.getFrameTree'
		) ) as { frameTree: { frame: { id: string } } };
		agent.topFrameId = frameTree.frame.id;
		await agent.cdp.send( 'WebMCP.enable' );
		return agent;
	}

	/** @return The tools the agent can see now, by name. */
	toolNames(): string[] {
		return [ ...this.tools.keys() ].sort();
	}

	/**
	 * For pages where no tool may be the right answer: waits for the page's own signal that its
	 * tools are offered (`data-webmcp-abilities="offered"`, in each frame that loads the bridge),
	 * then until the agent has heard of every tool those documents list. Never a quiet period: a
	 * busy machine can be quiet for a second before the first tool comes.
	 *
	 * @param read Which list: every tool (default), or, say, the top page's.
	 * @return The tools, by name.
	 */
	async settledToolNames(
		read: () => string[] = () => this.toolNames()
	): Promise< string[] > {
		const offered = async () => {
			const listed: string[] = [];
			for ( const frame of this.page.frames() ) {
				const answer = await offeredTools( frame );
				if ( answer === null ) {
					return false;
				}
				listed.push( ...answer );
			}
			const heard = read();
			return listed.every( ( name ) => heard.includes( name ) );
		};
		await expect
			.poll( offered, {
				message: 'the page signals its tools are offered',
				timeout: 30_000,
			} )
			.toBe( true );
		return read();
	}

	/** @return The tools registered on the top page itself (not in its frames), by name. */
	topToolNames(): string[] {
		return [ ...this.tools.values() ]
			.filter( ( tool ) => tool.frameId === this.topFrameId )
			.map( ( tool ) => tool.name )
			.sort();
	}

	/**
	 * For an eager agent: resolves the moment the page registers the tool (at once if it is
	 * there), so a call can go out in the same turn of the event loop.
	 *
	 * @param name Tool name.
	 */
	whenTool( name: string ): Promise< void > {
		if ( this.tools.has( name ) ) {
			return Promise.resolve();
		}
		return new Promise( ( resolve ) =>
			this.waiting.set( name, [
				...( this.waiting.get( name ) ?? [] ),
				resolve,
			] )
		);
	}

	tool( name: string ): AgentTool | undefined {
		return this.tools.get( name );
	}

	/**
	 * Calls a tool and waits for its answer.
	 *
	 * @param name  Tool name.
	 * @param input Arguments, as an agent sends them.
	 * @return The response; `output` is parsed when it is JSON.
	 */
	async call( name: string, input: object = {} ): Promise< ToolResponse > {
		return this.response( await this.invoke( name, input ) );
	}

	/**
	 * Starts a call without waiting for it.
	 *
	 * @param name  Tool name.
	 * @param input Arguments, as an agent sends them.
	 * @return The invocation, for `response()` or `cancel()`.
	 */
	async invoke( name: string, input: object = {} ): Promise< string > {
		const tool = this.tools.get( name );
		if ( ! tool ) {
			throw new Error(
				`The agent sees no tool "${ name }" (it sees: ${ this.toolNames().join( ', ' ) }).`
			);
		}
		const { invocationId } = ( await this.cdp.send( 'WebMCP.invokeTool', {
			frameId: tool.frameId,
			toolName: name,
			input,
		} ) ) as { invocationId: string };
		return invocationId;
	}

	/**
	 * Cancels a call, as an agent that gave up on it.
	 * @param invocationId A call started with `invoke()`.
	 */
	async cancel( invocationId: string ): Promise< void > {
		await this.cdp.send( 'WebMCP.cancelInvocation', { invocationId } );
	}

	/**
	 * @param invocationId A call started with `invoke()`.
	 * @return Its response; `output` is parsed when it is JSON.
	 */
	async response( invocationId: string ): Promise< ToolResponse > {
		const deadline = Date.now() + 30_000;
		while ( ! this.responses.has( invocationId ) ) {
			if ( Date.now() > deadline ) {
				throw new Error(
					`The call ${ invocationId } got no answer within 30 s.`
				);
			}
			await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		}
		const response = this.responses.get( invocationId ) as ToolResponse;
		return { ...response, output: parseJson( response.output ) };
	}
}

function parseJson( value: unknown ): unknown {
	if ( typeof value !== 'string' ) {
		return value;
	}
	try {
		return JSON.parse( value );
	} catch {
		return value;
	}
}

/**
 * Logs the person in on a screen, with an agent attached that sees the given tool there.
 *
 * @param page   The page.
 * @param user   Who logs in.
 * @param tool   A tool the agent must see before the test goes on.
 * @param screen The wp-admin screen.
 */
export async function agentOn(
	page: Page,
	user: TestUser,
	tool: string,
	screen = '/wp-admin/'
): Promise< Agent > {
	await logInBeforeVisit( page, user );
	const agent = await Agent.attach( page );
	await page.goto( screen );
	// Generous: on Playground's single PHP worker the page can wait behind other requests.
	await expect
		.poll( () => agent.toolNames(), { timeout: 30_000 } )
		.toContain( tool );
	// The page registers its tools one after another: the rest may still be on their way.
	await agent.settledToolNames();
	return agent;
}

/**
 * Makes the page's browser list and run tools as Chrome 160 does, over the Chromium 156 here
 * (`e2e/fixtures/chrome-160-tools.js`): `getTools()` gives `Tool` objects (`source`, `null` for
 * empty fields, "{}" as JSON), `executeTool()` takes only those, and `outputSchema` is kept.
 *
 * @param page The page, before it loads the screen.
 */
export async function emulateChrome160( page: Page ): Promise< void > {
	await page.addInitScript( {
		path: join( PROJECT_DIR, 'e2e', 'fixtures', 'chrome-160-tools.js' ),
	} );
}
