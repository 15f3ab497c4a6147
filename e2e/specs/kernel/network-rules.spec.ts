/**
 * On a subdirectory multisite with the plugin network-activated (Debian's PHP with MariaDB, a
 * network of its own), the People and Plugins tools keep the network's rules: a site admin who
 * is no super admin manages their own site's people only, and removing someone takes them off
 * the site, not off the network (nor does an undo bring them back); nobody invites from a site, and nobody switches a
 * network-activated plugin from one; the super admin changes roles on any site.
 */
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

import { request, type APIRequestContext } from '@playwright/test';
import { addQueryArgs } from '@wordpress/url';

import { startNativeServer } from '../../../bin/lib/native-server.mjs';
import {
	createSiteFolder,
	PROJECT_DIR,
} from '../../../bin/lib/wordpress-core.mjs';
import { expect, test } from '../../utils/clean-php-log';
import { addMuPlugins } from '../../utils/mu-plugins';
import { ownTool } from '../../utils/tool-names';
import { testPort } from '../../runtimes';

const NETWORK = `http://127.0.0.1:${ testPort( 9463 ) }`;
const SITE = `${ NETWORK }/before`;
const FIXTURES = join( PROJECT_DIR, 'e2e', 'fixtures' );
const AKISMET = 'akismet/akismet.php';

interface Answer {
	status: number;
	body: any;
}

/** Someone's REST session on the network, whose abilities run on any site of it. */
interface Person {
	run: (
		site: string,
		ability: string,
		method: 'GET' | 'POST',
		input?: object,
		agent?: boolean
	) => Promise< Answer >;
	/** The entries the site's activity log offers them to undo, newest first. */
	undoable: ( site: string ) => Promise< number[] >;
	undo: ( site: string, entry: number ) => Promise< Answer >;
}

let network: { stop: () => Promise< void > } | undefined;
let siteDir = '';
const contexts: APIRequestContext[] = [];

/**
 * @param user Who logs in (password `password`), on the main site: the cookie and the REST
 *             nonce hold for every site of a subdirectory network.
 */
async function as( user: string ): Promise< Person > {
	const context = await request.newContext();
	contexts.push( context );
	await context.get( `${ NETWORK }/wp-login.php` );
	const login = await context.post( `${ NETWORK }/wp-login.php`, {
		form: { log: user, pwd: 'password', testcookie: '1' },
		maxRedirects: 0,
	} );
	expect( login.status(), `${ user } logs in` ).toBe( 302 );
	const nonce = await (
		await context.get(
			`${ NETWORK }/wp-admin/admin-ajax.php?action=rest-nonce`
		)
	).text();
	return {
		async run( site, ability, method, input, agent = false ) {
			const url = `${ site }/wp-json/wp-abilities/v1/abilities/webmcp-abilities/${ ability }/run`;
			const headers = {
				'X-WP-Nonce': nonce,
				// As the bridge marks an agent's call, which the site's log records.
				...( agent
					? { 'X-WebMCP-Abilities-Tool': ownTool( ability ) }
					: {} ),
			};
			const response =
				method === 'GET'
					? await context.get( addQueryArgs( url, { input } ), {
							headers,
						} )
					: await context.post( url, {
							headers,
							data: { input: input ?? {} },
						} );
			return { status: response.status(), body: await response.json() };
		},
		async undoable( site ) {
			const screen = await (
				await context.get(
					`${ site }/wp-admin/tools.php?page=webmcp-abilities-activity`
				)
			).text();
			return [
				...screen.matchAll( /id="webmcp-abilities-undo-(\d+)"/g ),
			].map( ( match ) => Number( match[ 1 ] ) );
		},
		async undo( site, entry ) {
			const response = await context.post(
				`${ site }/wp-json/webmcp-abilities/v1/undo/${ entry }`,
				{ headers: { 'X-WP-Nonce': nonce } }
			);
			return { status: response.status(), body: await response.json() };
		},
	};
}

/**
 * @param person Who reads.
 * @param site   The site.
 * @return Its people's logins, with their roles there.
 */
async function members(
	person: Person,
	site: string
): Promise< Record< string, string[] > > {
	const { body } = await person.run( site, 'list-users', 'GET', {
		per_page: 20,
	} );
	return Object.fromEntries(
		body.users.map( ( user: { login: string; roles: string[] } ) => [
			user.login,
			user.roles,
		] )
	);
}

/**
 * @param person Who reads.
 * @param site   The site.
 * @param login  A login.
 * @return Their ID, as list-users gives it on that site.
 */
async function idOf(
	person: Person,
	site: string,
	login: string
): Promise< number > {
	const { body } = await person.run( site, 'list-users', 'GET', {
		search: login,
	} );
	return body.users.find(
		( user: { login: string } ) => user.login === login
	).id;
}

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async ( {}, testInfo ) => {
	test.skip(
		testInfo.project.name !== 'native',
		'The network runs on Debian’s PHP with MariaDB'
	);
	test.setTimeout( 120_000 );
	siteDir = await createSiteFolder( 'network-rules' );
	await addMuPlugins( siteDir, [ 'mu-plugins/offline-site.php' ] );
	network = await startNativeServer( {
		siteDir,
		port: testPort( 9463 ),
		multisite: true,
		activate: false,
		fixtures: [
			join( FIXTURES, 'network-sites.php' ),
			join( FIXTURES, 'network-people.php' ),
		],
	} );
} );

test.afterAll( async () => {
	await Promise.all( contexts.map( ( context ) => context.dispose() ) );
	await network?.stop();
	if ( siteDir ) {
		await rm( siteDir, { recursive: true, force: true } );
	}
} );

async function phpLog(): Promise< string > {
	return readFile( join( siteDir, 'wp-content', 'debug.log' ), 'utf8' ).catch(
		() => ''
	);
}

// The suite's check watches the suite's own site; this network has its own PHP log.
let logBefore = 0;
test.beforeEach( async () => {
	logBefore = ( await phpLog() ).length;
} );
test.afterEach( async () => {
	expect(
		( await phpLog() ).slice( logBefore ),
		'PHP logged something on the network'
	).toBe( '' );
} );

test( 'a site admin manages their own site’s people only, removes from the site but not from the network, and neither invites nor switches a network plugin', async () => {
	const superAdmin = await as( 'admin' );
	const siteAdmin = await as( 'siteadmin' );
	const leaver = await idOf( superAdmin, NETWORK, 'leaver' );
	const outsider = await idOf( superAdmin, NETWORK, 'outsider' );

	expect( await members( siteAdmin, SITE ) ).toEqual( {
		admin: [ 'administrator' ],
		leaver: [ 'subscriber' ],
		member: [ 'author' ],
		siteadmin: [ 'administrator' ],
	} );

	const member = await idOf( siteAdmin, SITE, 'member' );
	const changed = await siteAdmin.run( SITE, 'change-user-role', 'POST', {
		id: member,
		role: 'editor',
	} );
	expect( changed.body ).toMatchObject( {
		was: [ 'author' ],
		roles: [ 'editor' ],
	} );

	// The super admin is an administrator here too, whose role only a super admin changes.
	const superAdminId = await idOf( siteAdmin, SITE, 'admin' );
	const above = await siteAdmin.run( SITE, 'change-user-role', 'POST', {
		id: superAdminId,
		role: 'editor',
	} );
	expect( above.body.code ).toBe( 'access_denied' );
	expect( ( await members( siteAdmin, SITE ) ).admin ).toEqual( [
		'administrator',
	] );

	// Someone of the network, but not of this site.
	const stranger = await siteAdmin.run( SITE, 'change-user-role', 'POST', {
		id: outsider,
		role: 'editor',
	} );
	// Refused in the permission check, whose refusals the Abilities API answers with a 403.
	expect( stranger.body.code ).toBe( 'not_found' );
	expect( ( await members( superAdmin, NETWORK ) ).outsider ).toEqual( [
		'subscriber',
	] );
	expect( await members( superAdmin, SITE ) ).not.toHaveProperty(
		'outsider'
	);

	// An agent's change their log can undo, until the person is removed from the site.
	const promoted = await siteAdmin.run(
		SITE,
		'change-user-role',
		'POST',
		{ id: leaver, role: 'contributor' },
		true
	);
	expect( promoted.body ).toMatchObject( { roles: [ 'contributor' ] } );
	const [ entry = 0 ] = await siteAdmin.undoable( SITE );
	expect( entry ).toBeGreaterThan( 0 );

	const removed = await siteAdmin.run( SITE, 'remove-user', 'POST', {
		id: leaver,
	} );
	expect( removed.body ).toMatchObject( { removed: leaver, moved: 0 } );
	expect( await members( siteAdmin, SITE ) ).not.toHaveProperty( 'leaver' );
	// Their account and their other site stay.
	expect( ( await members( superAdmin, NETWORK ) ).leaver ).toEqual( [
		'subscriber',
	] );
	// Giving their role back would add them to the site again.
	const undo = await siteAdmin.undo( SITE, entry );
	expect( [ undo.status, undo.body.code ] ).toEqual( [
		409,
		'undo_conflict',
	] );
	expect( await members( siteAdmin, SITE ) ).not.toHaveProperty( 'leaver' );

	// A site admin adds no one unless the network allows it, and switches no network plugin.
	const invite = await siteAdmin.run( SITE, 'invite-user', 'POST', {
		login: 'newcomer',
		email: 'newcomer@example.org',
	} );
	expect( invite.body.code ).toBe( 'access_denied' );
	const akismet = await siteAdmin.run( SITE, 'set-plugin-active', 'POST', {
		plugin: AKISMET,
		active: false,
	} );
	expect( akismet.body.code ).toBe( 'access_denied' );
} );

test( 'the super admin changes a role on a site, but invites nobody from it and leaves a network-activated plugin alone', async () => {
	const superAdmin = await as( 'admin' );
	const member = await idOf( superAdmin, SITE, 'member' );
	const changed = await superAdmin.run( SITE, 'change-user-role', 'POST', {
		id: member,
		role: 'contributor',
	} );
	expect( changed.body ).toMatchObject( {
		was: [ 'editor' ],
		roles: [ 'contributor' ],
	} );

	const invite = await superAdmin.run( SITE, 'invite-user', 'POST', {
		login: 'newcomer',
		email: 'newcomer@example.org',
	} );
	expect( [ invite.status, invite.body.code ] ).toEqual( [
		409,
		'invalid_state',
	] );
	expect(
		(
			await superAdmin.run( SITE, 'list-users', 'GET', {
				search: 'newcomer',
			} )
		).body.total
	).toBe( 0 );

	const akismet = await superAdmin.run( SITE, 'set-plugin-active', 'POST', {
		plugin: AKISMET,
		active: false,
	} );
	expect( [ akismet.status, akismet.body.code ] ).toEqual( [
		409,
		'invalid_state',
	] );
	const { body } = await superAdmin.run( SITE, 'list-plugins', 'GET' );
	expect(
		body.plugins.find(
			( plugin: { plugin: string } ) => plugin.plugin === AKISMET
		)
	).toMatchObject( { active: true, network_active: true } );
} );
