/**
 * `npm start` (after its build step) brings up WordPress in the Playground CLI with the plugin
 * active, logged in on wp-admin, and stops cleanly on Ctrl-C.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

import { PROJECT_DIR } from '../../bin/lib/wordpress-core.mjs';
import { Agent } from '../utils/agent';
import { expect, test } from '../utils/clean-php-log';
import { testPort } from '../runtimes';

const PORT = testPort( 9455 );

test( 'the start script serves a logged-in wp-admin with the tools, and Ctrl-C stops it', async ( {
	page,
}, testInfo ) => {
	test.skip(
		testInfo.project.name !== 'playground',
		'npm start always uses the Playground CLI'
	);
	test.setTimeout( 120_000 );

	const start = spawn( 'node', [ join( PROJECT_DIR, 'bin', 'start.mjs' ) ], {
		env: { ...process.env, PORT: String( PORT ) },
		stdio: [ 'ignore', 'pipe', 'inherit' ],
	} );
	const exited = new Promise< number | null >( ( resolve ) =>
		start.once( 'exit', resolve )
	);
	try {
		let output = '';
		start.stdout.on( 'data', ( chunk ) => ( output += chunk ) );
		await expect
			.poll( () => output, { timeout: 90_000 } )
			.toContain( 'Press Ctrl-C to stop.' );
		const adminUrl = /wp-admin: (\S+)/.exec( output )?.[ 1 ];
		expect( adminUrl ).toBe( `http://127.0.0.1:${ PORT }/wp-admin/` );

		const agent = await Agent.attach( page );
		await page.goto( adminUrl as string );
		await expect( page.locator( '#wpadminbar' ) ).toBeVisible();
		await expect
			.poll( () => agent.toolNames() )
			.toContain( 'webmcp-abilities_get-site-overview' );
	} finally {
		start.kill( 'SIGINT' );
	}
	expect( await exited ).toBe( 0 );
	await expect( fetch( `http://127.0.0.1:${ PORT }/` ) ).rejects.toThrow();
} );
