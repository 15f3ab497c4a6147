/**
 * The site's people, as an eager agent manages them from Users (a site with only this plugin):
 * bad input refused before anyone is asked; an author made editor through an accessible dialog
 * showing the role before → after, and put back from the log; a removal whose dialog names the
 * person, counts what moves to whom and says it cannot be undone. The last administrator is never
 * demoted or removed, and an editor's agent cannot raise its person: it is offered no people
 * tools, and a forged call is refused by the server.
 */
import { undoFromLog } from '../../utils/activity-log';
import { Agent } from '../../utils/agent';
import { expectNoSeriousViolations } from '../../utils/axe';
import { confirmDialog, shownSubject } from '../../utils/confirm-dialog';
import { errorCode } from '../../utils/editor-agent';
import { logInBeforeVisit } from '../../utils/log-in';
import { RestClient } from '../../utils/rest-client';
import { ownTool } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';

const LIST = ownTool( 'list-users' );
const INVITE = ownTool( 'invite-user' );
const ROLE = ownTool( 'change-user-role' );
const REMOVE = ownTool( 'remove-user' );

let admin: RestClient;
let me: number;
const made: number[] = [];
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
	me = ( await admin.request( 'GET', '/wp/v2/users/me' ) ).body.id;
} );
test.afterAll( async () => {
	for ( const id of made ) {
		await admin.request(
			'DELETE',
			`/wp/v2/users/${ id }?force=true&reassign=${ me }`
		);
	}
	await admin.dispose();
} );

/**
 * @param name Their display name.
 * @param role Their role.
 * @return A user of this story's own, with the password `password`.
 */
async function person( name: string, role: string ): Promise< number > {
	const login = `${ name.toLowerCase().replace( /\W+/g, '-' ) }-${ Date.now() }`;
	const { status, body } = await admin.request( 'POST', '/wp/v2/users', {
		username: login,
		email: `${ login }@example.org`,
		password: 'password',
		name,
		roles: [ role ],
	} );
	expect( status, JSON.stringify( body ) ).toBe( 201 );
	made.push( body.id );
	return body.id;
}

/** @param id A user. @return Their roles, as WordPress's own REST API reads them. */
const rolesOf = async ( id: number ) =>
	( await admin.request( 'GET', `/wp/v2/users/${ id }?context=edit` ) ).body
		.roles as string[];

test( 'an author made editor: bad input refused unasked, the role confirmed before → after, and put back from the log', async ( {
	page,
} ) => {
	const ann = await person( 'Story Author', 'author' );
	const login = (
		await admin.request( 'GET', `/wp/v2/users/${ ann }?context=edit` )
	).body.username as string;

	await logInBeforeVisit( page, 'admin' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/users.php' );
	await Promise.all(
		[ LIST, INVITE, ROLE, REMOVE ].map( ( tool ) => agent.whenTool( tool ) )
	);
	const dialog = confirmDialog( page );

	// Bad input, the moment the tools appear and all at once: refused, nobody asked, nothing changed.
	expect(
		await Promise.all( [
			errorCode( agent, ROLE, { id: ann, role: 'overlord' } ),
			errorCode( agent, ROLE, { id: 987654, role: 'editor' } ),
			errorCode( agent, INVITE, {
				login: 'admin',
				email: 'someone-new@example.org',
			} ),
			errorCode( agent, INVITE, {
				login: 'someone-new',
				email: `${ login }@example.org`,
			} ),
			errorCode( agent, REMOVE, { id: ann, reassign: ann } ),
		] )
	).toEqual( [
		'invalid_input',
		'not_found',
		'invalid_input',
		'invalid_input',
		'invalid_input',
	] );
	await expect( dialog ).toBeHidden();
	expect( await rolesOf( ann ) ).toEqual( [ 'author' ] );
	const found = ( await agent.call( LIST, { search: 'Story Author' } ) )
		.output as { result: { users: Array< { id: number } > } };
	expect( found.result.users.map( ( { id } ) => id ) ).toEqual( [ ann ] );

	const promoting = await agent.invoke( ROLE, { id: ann, role: 'editor' } );
	await expect( dialog ).toBeVisible();
	expect( await shownSubject( dialog ) ).toEqual( {
		User: `Story Author (${ login }, user ${ ann })`,
		Role: 'Author → Editor',
	} );
	await expectNoSeriousViolations( page, {
		include: '.webmcp-abilities-confirm',
	} );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	expect( ( await agent.response( promoting ) ).output ).toMatchObject( {
		ok: true,
		result: { was: [ 'author' ], roles: [ 'editor' ] },
	} );
	expect( await rolesOf( ann ) ).toEqual( [ 'editor' ] );

	expect( await undoFromLog( page, 'Story Author' ) ).toBe( 'Undone.' );
	expect( await rolesOf( ann ) ).toEqual( [ 'author' ] );
} );

test( 'a removal names the person, counts what moves to whom and says it cannot be undone', async ( {
	page,
} ) => {
	const leaving = await person( 'Leaving Writer', 'author' );
	const heir = await person( 'Heir Editor', 'editor' );
	const posts = [];
	for ( const [ type, title ] of [
		[ 'posts', 'First words' ],
		[ 'posts', 'Second words' ],
		[ 'pages', 'About the writer' ],
	] ) {
		const { body } = await admin.request( 'POST', `/wp/v2/${ type }`, {
			title,
			status: 'publish',
			author: leaving,
		} );
		posts.push( { type, id: body.id as number } );
	}

	await logInBeforeVisit( page, 'admin' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/users.php' );
	await agent.whenTool( REMOVE );
	const dialog = confirmDialog( page );
	expect( await errorCode( agent, REMOVE, { id: leaving } ) ).toBe(
		'invalid_input'
	);
	await expect( dialog ).toBeHidden();

	const removing = await agent.invoke( REMOVE, {
		id: leaving,
		reassign: heir,
	} );
	await expect( dialog ).toBeVisible();
	expect( await shownSubject( dialog ) ).toMatchObject( {
		Role: 'Author',
		'Their content': 'Posts: 2, Pages: 1',
		Undo: 'Not possible: the activity log cannot bring a removed user back.',
	} );
	const shown = await shownSubject( dialog );
	expect( shown.User ).toMatch( /^Leaving Writer \(/ );
	expect( shown[ 'Goes to' ] ).toMatch( /^Heir Editor \(/ );
	await expectNoSeriousViolations( page, {
		include: '.webmcp-abilities-confirm',
	} );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	expect( ( await agent.response( removing ) ).output ).toMatchObject( {
		ok: true,
		result: { removed: leaving, reassign: heir, moved: 3 },
	} );
	made.splice( made.indexOf( leaving ), 1 );
	expect(
		( await admin.request( 'GET', `/wp/v2/users/${ leaving }` ) ).status
	).toBe( 404 );
	for ( const { type, id } of posts ) {
		const { body } = await admin.request(
			'GET',
			`/wp/v2/${ type }/${ id }?context=edit`
		);
		expect( body.author ).toBe( heir );
		await admin.request( 'DELETE', `/wp/v2/${ type }/${ id }?force=true` );
	}
} );

test( 'the last administrator is never demoted or removed, and an editor’s agent cannot raise its person', async ( {
	page,
} ) => {
	const administrators = await admin.request(
		'GET',
		'/wp/v2/users?roles=administrator&context=edit'
	);
	expect(
		administrators.body.map( ( { id }: { id: number } ) => id )
	).toEqual( [ me ] );
	const editor = (
		await admin.request( 'GET', '/wp/v2/users?search=editor&context=edit' )
	).body.find(
		( { username }: { username: string } ) => username === 'editor'
	).id as number;

	await logInBeforeVisit( page, 'admin' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/users.php' );
	await Promise.all(
		[ ROLE, REMOVE ].map( ( tool ) => agent.whenTool( tool ) )
	);
	expect(
		await Promise.all( [
			errorCode( agent, ROLE, { id: me, role: 'editor' } ),
			errorCode( agent, REMOVE, { id: me, reassign: editor } ),
		] )
	).toEqual( [ 'conflict', 'conflict' ] );
	await expect( confirmDialog( page ) ).toBeHidden();
	expect( await rolesOf( me ) ).toEqual( [ 'administrator' ] );

	await page.context().clearCookies();
	await logInBeforeVisit( page, 'editor' );
	const editorsAgent = await Agent.attach( page );
	await page.goto( '/wp-admin/profile.php' );
	const tools = await editorsAgent.settledToolNames();
	for ( const tool of [ LIST, INVITE, ROLE, REMOVE ] ) {
		expect( tools ).not.toContain( tool );
	}
	const forged = await page.evaluate(
		async ( id ) =>
			(
				window as unknown as {
					wp: { apiFetch: ( options: object ) => Promise< unknown > };
				}
			 ).wp
				.apiFetch( {
					path: '/wp-abilities/v1/abilities/webmcp-abilities/change-user-role/run',
					method: 'POST',
					data: { input: { id, role: 'administrator' } },
				} )
				.catch( ( error: { code: string } ) => error.code ),
		editor
	);
	expect( forged ).toBe( 'access_denied' );
	expect( await rolesOf( editor ) ).toEqual( [ 'editor' ] );
} );
