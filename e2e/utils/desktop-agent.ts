/**
 * A desktop agent as Claude Code, Cursor or Gemini CLI runs one: an MCP client (the MCP SDK's
 * own) that starts an MCP server over stdio and calls its tools. The servers are the real ones,
 * started from `node_modules`: Chrome DevTools' `chrome-devtools-mcp` and MCP-B's relay.
 */
import { join } from 'node:path';

import { chromium, type Browser } from '@playwright/test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

import { PROJECT_DIR } from '../../bin/lib/wordpress-core.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';

export interface DesktopAgent {
	/** The tools the server offers the agent. */
	tools: () => Promise< string[] >;
	/**
	 * @param name    A tool of the server.
	 * @param args    Its arguments.
	 * @param timeout How long the agent waits before it gives up (the SDK's default is 60 s).
	 * @return The text of the result, and whether the server marked it an error.
	 */
	call: (
		name: string,
		args?: Record< string, unknown >,
		timeout?: number
	) => Promise< { text: string; isError: boolean } >;
	/** What the server wrote to stderr. */
	stderr: () => string;
	close: () => Promise< void >;
}

/**
 * @param script The server's script, under `node_modules`.
 * @param args   Its arguments.
 */
export async function startDesktopAgent(
	script: string,
	args: string[]
): Promise< DesktopAgent > {
	const transport = new StdioClientTransport( {
		command: process.execPath,
		args: [ join( PROJECT_DIR, 'node_modules', script ), ...args ],
		stderr: 'pipe',
	} );
	let stderr = '';
	transport.stderr?.on( 'data', ( chunk: Buffer ) => {
		stderr += chunk.toString();
	} );
	const client = new Client( {
		name: 'e2e-desktop-agent',
		version: '1.0.0',
	} );
	await client.connect( transport );
	return {
		tools: async () =>
			( await client.listTools() ).tools.map( ( { name } ) => name ),
		async call( name, toolArgs = {}, timeout ) {
			const result = await client.callTool(
				{ name, arguments: toolArgs },
				undefined,
				timeout ? { timeout } : undefined
			);
			const content = result.content as Array< {
				type: string;
				text?: string;
			} >;
			return {
				text: content
					.filter( ( part ) => part.type === 'text' )
					.map( ( part ) => part.text )
					.join( '\n' ),
				isError: result.isError === true,
			};
		},
		stderr: () => stderr,
		close: () => client.close(),
	};
}

/**
 * The person's own Chromium, with WebMCP on and the remote debugging port open, as the recipe
 * in docs/desktop-agents.md starts it.
 * @param port The debugging port.
 */
export function launchDebuggableChromium( port: number ): Promise< Browser > {
	return chromium.launch( {
		executablePath: CHROMIUM_PATH,
		args: [
			...CHROMIUM_ARGS,
			'--enable-features=WebMCP',
			`--remote-debugging-port=${ port }`,
		],
	} );
}
