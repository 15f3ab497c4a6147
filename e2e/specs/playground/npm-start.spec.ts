/**
 * What a person gets: `npm start` (after its set-up and build), on a site with ONLY this plugin,
 * no test plugins and no must-use plugins: the Playground CLI by default, the system's PHP and
 * MariaDB with `--native`. An eager agent uses the tools the moment they appear, the person
 * confirms what matters, and Ctrl-C stops the site.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { cp, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

import { expect, test, type Page } from '@playwright/test';

import { PROJECT_DIR } from '../../../bin/lib/wordpress-core.mjs';
import { Agent } from '../../utils/agent';
import { confirmDialog } from '../../utils/confirm-dialog';
import { logInToStartSite } from '../../utils/log-in';
import { launchWithoutWebMCP } from '../../utils/plain-browser';
import {
	callsReply,
	scriptModel,
	switchOnScriptedModel,
	textReply,
} from '../../utils/scripted-model';
import { findAbility } from '../../utils/settings-screen';
import { ownTool } from '../../utils/tool-names';
import { NATIVE_ONLY, testPort } from '../../runtimes';

const PORT = testPort( 9455 );
const URL = `http://127.0.0.1:${ PORT }`;
const READ = ownTool( 'read-editor' );
const INSERT = ownTool( 'insert-blocks' );
const UPDATE = ownTool( 'update-block' );
const SAVE = ownTool( 'save-draft' );
const MOVE = ownTool( 'move-blocks' );
const TRANSFORM = ownTool( 'transform-blocks' );
const UNDO = ownTool( 'undo' );

interface EditorState {
	id: number;
	unsaved_changes: boolean;
	blocks: Array< { id: string; name: string; text?: string } >;
}

test.describe.configure( { mode: 'serial' } );

let start: ChildProcessByStdio< null, Readable, null >;
let startOutput = '';
let siteDir = '';
/** How much of the log was there before the test: the installer's own lines are not ours. */
let logLength = 0;

/** The start site's own PHP log (the plugin on a site with nothing else must log nothing). */
async function phpLog(): Promise< string > {
	try {
		return await readFile(
			join( siteDir, 'wp-content', 'debug.log' ),
			'utf8'
		);
	} catch {
		return ''; // WordPress creates it only when something is logged.
	}
}

test.beforeAll( async ( {}, testInfo ) => {
	test.setTimeout( 150_000 );
	const native = testInfo.project.name === 'native';
	start = spawn(
		'node',
		[
			join( PROJECT_DIR, 'bin', 'start.mjs' ),
			...( native ? [ '--native' ] : [] ),
		],
		{
			env: { ...process.env, PORT: String( PORT ) },
			stdio: [ 'ignore', 'pipe', 'inherit' ],
		}
	);
	start.stdout.on( 'data', ( chunk ) => ( startOutput += chunk ) );
	await expect
		.poll( () => startOutput, { timeout: 120_000 } )
		.toContain( 'Press Ctrl-C to stop.' );
	siteDir = /Site files: (\S+)/.exec( startOutput )?.[ 1 ] ?? '';
	expect( /wp-admin: (\S+)/.exec( startOutput )?.[ 1 ] ).toBe(
		`${ URL }/wp-admin/`
	);
} );

test.beforeEach( async () => {
	logLength = ( await phpLog() ).length;
} );

test.afterEach( async () => {
	expect(
		( await phpLog() ).slice( logLength ),
		'PHP logged something on the start site'
	).toBe( '' );
} );

test.afterAll( async () => {
	start?.kill( 'SIGINT' );
} );

/**
 * The person logs in and opens a wp-admin screen, with the agent watching.
 * @param page The person's page.
 * @param path The wp-admin screen to open.
 */
async function openAdmin( page: Page, path = '/wp-admin/' ): Promise< Agent > {
	await logInToStartSite( page, URL );
	const agent = await Agent.attach( page );
	await page.goto( `${ URL }${ path }` );
	return agent;
}

test( 'the dashboard offers the tools; a read and a confirmed publish work; both show in the log', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	const agent = await openAdmin( page );
	// Eager: several calls the moment their tools appear. Chromium tells the agent of each tool
	// on its own, so one may be seen a moment before the next.
	await Promise.all( [
		agent.whenTool( ownTool( 'get-site-overview' ) ),
		agent.whenTool( ownTool( 'create-draft' ) ),
	] );
	const [ overview, draft ] = await Promise.all( [
		agent.call( ownTool( 'get-site-overview' ) ),
		agent.call( ownTool( 'create-draft' ), {
			title: 'From the start site',
			content: 'Written by an agent.',
		} ),
	] );
	expect( overview.output ).toMatchObject( {
		ok: true,
		result: { url: `${ URL }/` },
	} );
	expect( draft.output ).toMatchObject( {
		ok: true,
		result: { id: expect.any( Number ) },
	} );
	const id = ( draft.output as { result: { id: number } } ).result.id;

	const publish = await agent.invoke( ownTool( 'publish-post' ), { id } );
	const dialog = confirmDialog( page );
	await expect( dialog ).toContainText( 'From the start site' );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	expect( ( await agent.response( publish ) ).output ).toMatchObject( {
		ok: true,
		result: { id, status: 'publish' },
	} );
	expect(
		( await agent.call( ownTool( 'get-post' ), { id } ) ).output
	).toMatchObject( { ok: true, result: { status: 'publish' } } );

	await page.goto(
		`${ URL }/wp-admin/tools.php?page=webmcp-abilities-activity`
	);
	const outcomes = page.locator( '#the-list tr' );
	await expect( outcomes.filter( { hasText: 'publish-post' } ) ).toHaveCount(
		1
	);
	await expect( outcomes.filter( { hasText: 'create-draft' } ) ).toHaveCount(
		1
	);
} );

test(
	'in the editor, the tools work the moment they appear: read, insert, update, undo, save',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		test.setTimeout( 150_000 );
		const agent = await openAdmin( page, '/wp-admin/post-new.php' );
		await agent.whenTool( INSERT );
		// The moment they appear, several at once: nothing fails, and nothing done is lost.
		const [ first, inserted ] = await Promise.all( [
			agent.call( READ ),
			agent.call( INSERT, {
				content: 'Inserted the moment it appeared.',
			} ),
		] );
		expect( first.output ).toMatchObject( {
			ok: true,
			result: { id: expect.any( Number ) },
		} );
		expect( inserted.output ).toMatchObject( { ok: true } );
		const id = ( first.output as { result: EditorState } ).result.id;

		const read = async () => {
			const { output } = await agent.call( READ );
			expect( output ).toMatchObject( { ok: true } );
			return ( output as { result: EditorState } ).result;
		};
		// Still there a moment later: the editor did not replace it with the post's own blocks.
		await page.waitForTimeout( 2000 );
		let state = await read();
		expect( state.blocks.map( ( block ) => block.text ) ).toEqual( [
			'Inserted the moment it appeared.',
		] );

		await agent.call( INSERT, { content: 'A second paragraph.' } );
		expect(
			(
				await agent.call( UPDATE, {
					id: state.blocks[ 0 ]?.id,
					content: 'Updated by the agent.',
				} )
			).output
		).toMatchObject( { ok: true } );
		state = await read();
		expect( state.blocks.map( ( block ) => block.text ) ).toEqual( [
			'Updated by the agent.',
			'A second paragraph.',
		] );

		// The person closes the welcome guide, then takes the update back with one Undo.
		const guide = page.getByRole( 'dialog', { name: /Welcome/ } );
		if ( await guide.isVisible() ) {
			await guide.getByRole( 'button', { name: 'Close' } ).click();
		}
		await page
			.getByRole( 'button', { name: 'Undo', exact: true } )
			.first()
			.click();
		state = await read();
		expect( state.blocks.map( ( block ) => block.text ) ).toEqual( [
			'Inserted the moment it appeared.',
			'A second paragraph.',
		] );

		// The agent turns the second paragraph into a heading and moves it first, both at once,
		// then takes the move back with the editor's own undo.
		const second = state.blocks[ 1 ]?.id as string;
		const [ transformed, moved ] = await Promise.all( [
			agent.call( TRANSFORM, {
				ids: [ second ],
				to: 'core/heading',
			} ),
			agent.call( MOVE, {
				ids: [ state.blocks[ 0 ]?.id ],
				position: 'end',
			} ),
		] );
		expect( transformed.output ).toMatchObject( { ok: true } );
		expect( moved.output ).toMatchObject( { ok: true } );
		state = await read();
		expect(
			state.blocks.map( ( block ) => [ block.name, block.text ] )
		).toEqual( [
			[ 'core/heading', 'A second paragraph.' ],
			[ 'core/paragraph', 'Inserted the moment it appeared.' ],
		] );
		expect( ( await agent.call( UNDO ) ).output ).toMatchObject( {
			ok: true,
		} );
		expect( ( await agent.call( UNDO ) ).output ).toMatchObject( {
			ok: true,
		} );
		state = await read();
		expect(
			state.blocks.map( ( block ) => [ block.name, block.text ] )
		).toEqual( [
			[ 'core/paragraph', 'Inserted the moment it appeared.' ],
			[ 'core/paragraph', 'A second paragraph.' ],
		] );

		expect( ( await agent.call( SAVE ) ).output ).toMatchObject( {
			ok: true,
			result: { id, status: 'draft' },
		} );
		expect( ( await read() ).unsaved_changes ).toBe( false );
		const saved = await page.evaluate(
			async ( postId ) =>
				(
					await (
						window as unknown as {
							wp: {
								apiFetch: ( o: object ) => Promise< {
									content: { raw: string };
								} >;
							};
						}
					 ).wp.apiFetch( {
						path: `/wp/v2/posts/${ postId }?context=edit`,
					} )
				).content.raw,
			id
		);
		expect( saved ).toContain( 'Inserted the moment it appeared.' );
		expect( saved ).toContain( 'A second paragraph.' );
		expect( saved ).not.toContain( 'Updated by the agent.' );
	}
);

test( 'the settings screen lists the abilities', async ( { page } ) => {
	await openAdmin(
		page,
		'/wp-admin/options-general.php?page=webmcp-abilities&tab=abilities'
	);
	await expect(
		await findAbility( page, 'webmcp-abilities/get-site-overview' )
	).toContainText( 'Offered' );
	await expect(
		await findAbility( page, 'webmcp-abilities/read-editor' )
	).toContainText( 'wp_read-editor' );
} );

test(
	'with a provider set up, a person whose browser has no WebMCP switches the assistant on and has it publish a draft, confirmed by their click',
	{ tag: NATIVE_ONLY },
	async () => {
		test.setTimeout( 120_000 );
		// The provider the owner would set up in Settings > Connectors: here, the scripted model.
		const muPlugins = join( siteDir, 'wp-content', 'mu-plugins' );
		const fixtures = join( PROJECT_DIR, 'e2e', 'fixtures', 'mu-plugins' );
		await mkdir( muPlugins, { recursive: true } );
		await cp(
			join( fixtures, 'scripted-model.php' ),
			join( muPlugins, 'scripted-model.php' )
		);
		await cp(
			join( fixtures, 'scripted-model' ),
			join( muPlugins, 'scripted-model' ),
			{ recursive: true }
		);
		const browser = await launchWithoutWebMCP();
		const page = await browser.newPage();
		try {
			await switchOnScriptedModel( page, URL );
			await logInToStartSite( page, URL );
			await page.goto(
				`${ URL }/wp-admin/options-general.php?page=webmcp-abilities`
			);
			await page
				.getByRole( 'checkbox', {
					name: 'Offer the site’s assistant in wp-admin',
				} )
				.check();
			await page.getByRole( 'button', { name: 'Save settings' } ).click();
			await expect(
				page
					.locator( '.components-notice' )
					.getByText( 'Settings saved.' )
			).toBeVisible();

			await page.goto( `${ URL }/wp-admin/` );
			const id = await page.evaluate(
				async () =>
					(
						( await (
							window as unknown as {
								wp: {
									apiFetch: (
										o: object
									) => Promise< unknown >;
								};
							}
						 ).wp.apiFetch( {
							path: '/wp/v2/posts',
							method: 'POST',
							data: { title: 'Ready to go', status: 'draft' },
						} ) ) as { id: number }
					 ).id
			);
			await scriptModel( [
				callsReply( [
					{
						id: 'call-publish',
						name: ownTool( 'publish-post' ),
						arguments: { id },
					},
				] ),
				textReply( 'Published “Ready to go”.' ),
			] );
			await page
				.locator( '#wp-admin-bar-webmcp-abilities-assistant' )
				.getByRole( 'menuitem', { name: 'Assistant' } )
				.click();
			const panel = page.getByRole( 'region', {
				name: 'Site assistant',
			} );
			await panel.getByRole( 'textbox' ).fill( 'Publish “Ready to go”' );
			await panel.getByRole( 'button', { name: 'Send' } ).click();
			const dialog = confirmDialog( page );
			await expect( dialog ).toContainText( 'Ready to go' );
			await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
			await expect( panel.getByRole( 'log' ) ).toContainText(
				'Published “Ready to go”.'
			);

			await page.goto(
				`${ URL }/wp-admin/tools.php?page=webmcp-abilities-activity`
			);
			await expect(
				page
					.locator( '#the-list tr' )
					.filter( { hasText: 'publish-post' } )
					.filter( { hasText: 'Site assistant' } )
			).toHaveCount( 1 );
		} finally {
			await browser.close();
		}
	}
);

test( 'Ctrl-C stops the site', async () => {
	const exited = new Promise< number | null >( ( resolve ) =>
		start.once( 'exit', resolve )
	);
	start.kill( 'SIGINT' );
	expect( await exited ).toBe( 0 );
	await expect( fetch( `${ URL }/` ) ).rejects.toThrow();
} );
