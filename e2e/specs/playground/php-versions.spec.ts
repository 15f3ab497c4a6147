/**
 * The plugin on each PHP version it supports besides the native runtime's 8.2 (Debian's), through
 * the Playground CLI's own PHP builds: a fresh site with only the plugin, active, and WP_DEBUG
 * on; the person logs in, the agent sees the dashboard's tools, reads, publishes a draft the
 * person confirms, and the person undoes it from the log; PHP logs nothing on the way. Only the
 * Playground project runs it (`e2e/playwright.config.ts`).
 */
import { expect, test } from '@playwright/test';

import { undoFromLog } from '../../utils/activity-log';
import { Agent } from '../../utils/agent';
import { readPhpLog } from '../../utils/clean-php-log';
import { confirmDialog } from '../../utils/confirm-dialog';
import { logIn } from '../../utils/log-in';
import {
	startPhpVersionSite,
	type PhpVersionSite,
} from '../../utils/php-version-site';
import { ownTool } from '../../utils/tool-names';
import { testPort } from '../../runtimes';

/** 8.2 is the native runtime's (Debian's php), which every other spec runs on. */
const PHP_VERSIONS = [ '8.1', '8.3', '8.4', '8.5' ];
const ENVIRONMENT = 'core_get-environment-info';

/**
 * Debian's core patches the installer to set the upload paths from variables it never defines:
 * its two warnings are logged while the site installs, before the plugin is there.
 */
const INSTALLER_LINE = /in \/wordpress\/wp-admin\/install\.php on line \d+$/;

/**
 * @param index The version's place in `PHP_VERSIONS`.
 * @return Its site's port: 8950 and on.
 */
function sitePort( index: number ): number {
	return testPort( 8950 + index );
}

const sites = new Map< string, Promise< PhpVersionSite > >();

// Booted side by side: on 2 cores the four took 36 s together, where one alone takes 13 to 17 s.
// Starting the tests while the later sites still booted saved nothing. A site that fails to
// boot fails its own version's test only.
test.beforeAll( async () => {
	test.setTimeout( 150_000 );
	PHP_VERSIONS.forEach( ( php, index ) =>
		sites.set( php, startPhpVersionSite( php, sitePort( index ) ) )
	);
	await Promise.allSettled( sites.values() );
} );

test.afterAll( async () => {
	const started = await Promise.allSettled( sites.values() );
	await Promise.all(
		started.map( ( result ) =>
			result.status === 'fulfilled' ? result.value.stop() : undefined
		)
	);
} );

PHP_VERSIONS.forEach( ( php, index ) => {
	test.describe( `PHP ${ php }`, () => {
		test.use( { baseURL: `http://127.0.0.1:${ sitePort( index ) }` } );

		test( 'the tools appear in wp-admin; a read, a confirmed publish, its log row and its undo work; PHP logs nothing', async ( {
			page,
			baseURL,
		} ) => {
			test.setTimeout( 120_000 );
			const site = await sites.get( php );
			expect( site?.url ).toBe( baseURL );

			// Watching from the start: the dashboard the login lands on offers the tools.
			const agent = await Agent.attach( page );
			await logIn( page, 'admin' );
			await expect
				.poll( () => agent.toolNames(), { timeout: 30_000 } )
				.toEqual(
					expect.arrayContaining( [
						ENVIRONMENT,
						ownTool( 'find-posts' ),
						ownTool( 'create-draft' ),
						ownTool( 'publish-post' ),
					] )
				);

			// The PHP that answers is the one asked for.
			const environment = await agent.call( ENVIRONMENT );
			expect( environment.output ).toMatchObject( { ok: true } );
			const seen = (
				environment.output as { result: { php_version: string } }
			 ).result.php_version;
			test.info().annotations.push( {
				type: 'PHP version',
				description: seen,
			} );
			expect( seen, 'the site runs another PHP' ).toMatch(
				new RegExp( `^${ php.replace( '.', '\\.' ) }\\.` )
			);

			const title = `On PHP ${ php }`;
			const draft = await agent.call( ownTool( 'create-draft' ), {
				title,
				content: 'Written by an agent.',
			} );
			expect( draft.output ).toMatchObject( {
				ok: true,
				result: { id: expect.any( Number ) },
			} );
			const id = ( draft.output as { result: { id: number } } ).result.id;
			expect(
				(
					await agent.call( ownTool( 'find-posts' ), {
						search: title,
					} )
				).output
			).toMatchObject( {
				ok: true,
				result: { total: 1, posts: [ { id, status: 'draft' } ] },
			} );

			const publish = await agent.invoke( ownTool( 'publish-post' ), {
				id,
			} );
			const dialog = confirmDialog( page );
			await expect( dialog ).toContainText( title );
			await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
			expect( ( await agent.response( publish ) ).output ).toMatchObject(
				{ ok: true, result: { id, status: 'publish' } }
			);

			expect( await undoFromLog( page, title ) ).toBe( 'Undone.' );
			// The log screen, after the undo: the publish's row, marked undone.
			await expect(
				page
					.locator( '#the-list tr' )
					.filter( { hasText: 'publish-post' } )
					.filter( { hasText: title } )
					.filter( {
						has: page.locator( '.webmcp-abilities-undone' ),
					} )
			).toHaveCount( 1 );
			await agent.whenTool( ownTool( 'get-post' ) );
			expect(
				( await agent.call( ownTool( 'get-post' ), { id } ) ).output
			).toMatchObject( { ok: true, result: { status: 'draft' } } );

			const logged = ( await readPhpLog( baseURL as string ) )
				.split( '\n' )
				.filter( ( line ) => line && ! INSTALLER_LINE.test( line ) );
			expect( logged, `PHP ${ seen } logged something` ).toEqual( [] );
		} );
	} );
} );
