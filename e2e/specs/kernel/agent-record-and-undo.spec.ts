/**
 * One log of every agent run of an ability, whichever way it came in, and a way back: calls
 * through an application password and through the AI Client's ability resolver appear with their
 * channel (forged headers change nothing), denials appear as denied, and each of the plugin's
 * writes by an agent is undone from the log screen, once, and refused when the object changed.
 */
import type { Page } from '@playwright/test';

import { undoFromLog } from '../../utils/activity-log';
import { agentOn } from '../../utils/agent';
import { confirmDialog } from '../../utils/confirm-dialog';
import { fillLogInForm, logIn } from '../../utils/log-in';
import { RestClient } from '../../utils/rest-client';
import {
	createComment,
	createPost,
	postStatus,
} from '../../utils/site-content';
import { switchOnTestPlugin } from '../../utils/test-plugins';
import { ownTool } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';

const SCREEN = '/wp-admin/tools.php?page=webmcp-abilities-activity';
const RUN = '/wp-json/wp-abilities/v1/abilities';

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterAll( async () => admin.dispose() );

/** A script or remote client signed in with one of the person's application passwords. */
interface Script {
	run: (
		ability: string,
		method: 'GET' | 'POST' | 'DELETE',
		input: object,
		headers?: Record< string, string >
	) => Promise< { status: number; body: Record< string, unknown > } >;
}

/**
 * @param baseURL The site.
 * @param user    Whose password (created through core's own REST route, as the profile screen does).
 * @param client  A client logged in as that person.
 */
async function scriptFor(
	baseURL: string,
	user: string,
	client: RestClient
): Promise< Script > {
	const created = await client.request(
		'POST',
		'/wp/v2/users/me/application-passwords',
		{ name: `e2e ${ Date.now() }` }
	);
	expect( created.status, JSON.stringify( created.body ) ).toBe( 201 );
	const basic = Buffer.from(
		`${ user }:${ created.body.password }`
	).toString( 'base64' );
	return {
		async run( ability, method, input, headers = {} ) {
			const query =
				method === 'POST'
					? ''
					: '?' +
						Object.entries( input )
							.map(
								( [ key, value ] ) =>
									`input[${ key }]=${ encodeURIComponent(
										String( value )
									) }`
							)
							.join( '&' );
			const response = await fetch(
				`${ baseURL }${ RUN }/${ ability }/run${ query }`,
				{
					method,
					headers: {
						Authorization: `Basic ${ basic }`,
						'Content-Type': 'application/json',
						...headers,
					},
					body:
						method === 'POST'
							? JSON.stringify( { input } )
							: undefined,
				}
			);
			return { status: response.status, body: await response.json() };
		},
	};
}

/**
 * What the stories' agent writes act on: a published post to trash, a draft to publish, a draft
 * to update (the editor's own), and a held comment on the administrator's post.
 * @param editor A client logged in as the editor.
 * @param stamp  Makes the titles this story's own.
 */
async function writeTargets( editor: RestClient, stamp: number ) {
	const onPost = await createPost( admin, {
		title: `Commented ${ stamp }`,
		status: 'publish',
	} );
	return {
		trashed: await createPost( editor, {
			title: `Trashed ${ stamp }`,
			status: 'publish',
		} ),
		published: await createPost( editor, {
			title: `Published ${ stamp }`,
			status: 'draft',
		} ),
		updated: await createPost( editor, {
			title: `Draft ${ stamp }`,
			status: 'draft',
			content: 'The person’s text.',
		} ),
		comment: await createComment( admin, {
			post: onPost,
			content: 'Held',
			status: 'hold',
		} ),
	};
}

/**
 * The script's writes, one after another, each of which must go through.
 * @param script The script.
 * @param writes Each write: the plugin's ability, its method and its input.
 */
async function scriptWrites(
	script: Script,
	writes: ReadonlyArray<
		readonly [ string, 'GET' | 'POST' | 'DELETE', object ]
	>
): Promise< void > {
	for ( const [ ability, method, input ] of writes ) {
		const ran = await script.run(
			`webmcp-abilities/${ ability }`,
			method,
			input
		);
		expect( ran.status, JSON.stringify( ran.body ) ).toBe( 200 );
	}
}

/**
 * @param page  A logged-in page.
 * @param query Filters, as a query string.
 * @return The screen's rows: channel, ability, input and outcome, newest first.
 */
async function logRows( page: Page, query = '' ) {
	await page.goto( `${ SCREEN }${ query }` );
	return page.locator( '#the-list tr' ).evaluateAll( ( rows ) =>
		rows.map( ( row ) => ( {
			channel: row
				.querySelector( '.webmcp-abilities-channel' )
				?.getAttribute( 'data-channel' ),
			ability: row
				.querySelector( '.column-tool small' )
				?.textContent?.trim(),
			input: row
				.querySelector( '.column-input_summary' )
				?.textContent?.trim(),
			outcome: row
				.querySelector( '.webmcp-abilities-outcome' )
				?.textContent?.trim(),
			object: row
				.querySelector( '.webmcp-abilities-object' )
				?.textContent?.trim(),
		} ) )
	);
}

test( 'runs through an application password and the AI Client’s resolver are logged with their channel; forged headers and denials change nothing', async ( {
	page,
	baseURL,
} ) => {
	const editor = await RestClient.as( baseURL as string, 'editor' );
	const script = await scriptFor( baseURL as string, 'editor', editor );
	const search = `channel-${ Date.now() }`;

	expect(
		( await script.run( 'webmcp-abilities/find-posts', 'GET', { search } ) )
			.status
	).toBe( 200 );
	// The headers the bridge and the assistant send, forged by the script: still its channel.
	expect(
		(
			await script.run(
				'webmcp-abilities/find-posts',
				'GET',
				{ search: `${ search }-forged` },
				{
					'X-WebMCP-Abilities-Tool': ownTool( 'find-posts' ),
					'X-WebMCP-Abilities-Assistant-Call': 'made-up',
				}
			)
		).status
	).toBe( 200 );
	// A subscriber may not trash a post: denied, and logged as denied.
	const post = await createPost( admin, {
		title: `Not theirs ${ search }`,
		status: 'publish',
	} );
	const subscriber = await RestClient.as( baseURL as string, 'subscriber' );
	const denied = await (
		await scriptFor( baseURL as string, 'subscriber', subscriber )
	).run( 'webmcp-abilities/trash-post', 'DELETE', { id: post } );
	expect( denied.status ).toBe( 403 );

	// A plugin that lets a model call abilities through the AI Client.
	await logIn( page, 'editor' );
	await switchOnTestPlugin( page, baseURL as string, 'aiClient' );
	await page.goto( '/wp-admin/' );
	const resolved = await page.evaluate(
		( args ) =>
			(
				window as unknown as {
					wp: { apiFetch: ( o: object ) => Promise< unknown > };
				}
			 ).wp.apiFetch( {
				path: '/webmcp-test/v1/resolve',
				method: 'POST',
				data: {
					ability: 'webmcp-abilities/find-posts',
					args,
				},
			} ),
		{ search: `${ search }-model` }
	);
	expect( resolved ).toMatchObject( {
		name: 'wpab__webmcp-abilities__find-posts',
		response: { posts: [], total: 0 },
	} );

	await expect
		.poll( () =>
			logRows( page, '&ability=webmcp-abilities%2Ffind-posts' ).then(
				( rows ) =>
					rows.filter( ( row ) => row.input?.includes( search ) )
			)
		)
		.toEqual( [
			expect.objectContaining( {
				channel: 'ai-client',
				input: JSON.stringify( { search: `${ search }-model` } ),
				outcome: 'ok',
			} ),
			expect.objectContaining( {
				channel: 'app-password',
				input: JSON.stringify( { search: `${ search }-forged` } ),
				outcome: 'ok',
			} ),
			expect.objectContaining( {
				channel: 'app-password',
				input: JSON.stringify( { search } ),
				outcome: 'ok',
			} ),
		] );
	// The channel filter lists it, and the screen names it.
	expect(
		await logRows( page, `&channel=ai-client` ).then( ( rows ) =>
			rows.every( ( row ) => row.channel === 'ai-client' )
		)
	).toBe( true );

	// Another person, from a cleared browser: wp-login.php over a live session can miss a submit.
	await page.context().clearCookies();
	await logIn( page, 'subscriber' );
	expect(
		( await logRows( page, '&channel=app-password' ) ).find(
			( row ) => row.ability === 'webmcp-abilities/trash-post'
		)
	).toMatchObject( { outcome: 'access_denied', input: `{"id":${ post }}` } );
	await editor.dispose();
	await subscriber.dispose();
} );

test( 'an agent’s trash, publish, draft update and comment moderation are each undone from the log, once', async ( {
	page,
	baseURL,
} ) => {
	const stamp = Date.now();
	const editor = await RestClient.as( baseURL as string, 'editor' );
	const script = await scriptFor( baseURL as string, 'editor', editor );
	const { trashed, published, updated, comment } = await writeTargets(
		editor,
		stamp
	);

	// The trash through the page's own tool, confirmed by the person; the rest by a script.
	const agent = await agentOn( page, 'editor', ownTool( 'trash-post' ) );
	const call = await agent.invoke( ownTool( 'trash-post' ), { id: trashed } );
	await confirmDialog( page )
		.getByRole( 'button', { name: 'Confirm', exact: true } )
		.click();
	expect( ( await agent.response( call ) ).output ).toMatchObject( {
		ok: true,
	} );
	await scriptWrites( script, [
		[ 'publish-post', 'POST', { id: published } ],
		[
			'update-draft',
			'POST',
			{ id: updated, title: `Agent ${ stamp }`, content: 'Overwritten.' },
		],
		[ 'moderate-comment', 'POST', { id: comment, action: 'spam' } ],
	] );

	await page.goto( SCREEN );
	// Publishing says what undo cannot take back.
	await expect(
		page
			.locator( '#the-list tr' )
			.filter( { hasText: `Published ${ stamp }` } )
			.locator( '.webmcp-abilities-caveat' )
	).toContainText( 'may have been read, sent by email' );

	expect( await undoFromLog( page, `Trashed ${ stamp }` ) ).toBe( 'Undone.' );
	expect( await postStatus( admin, trashed ) ).toBe( 'publish' );
	expect( await undoFromLog( page, `Published ${ stamp }` ) ).toBe(
		'Undone.'
	);
	expect( await postStatus( admin, published ) ).toBe( 'draft' );
	expect( await undoFromLog( page, `Agent ${ stamp }` ) ).toBe( 'Undone.' );
	const restored = await admin.request(
		'GET',
		`/wp/v2/posts/${ updated }?context=edit`
	);
	expect( restored.body.title.raw ).toBe( `Draft ${ stamp }` );
	expect( restored.body.content.raw ).toBe( 'The person’s text.' );
	expect( await undoFromLog( page, `Comment ${ comment }` ) ).toBe(
		'Undone.'
	);
	expect(
		( await admin.request( 'GET', `/wp/v2/comments/${ comment }` ) ).body
			.status
	).toBe( 'hold' );

	// Each entry is undone once: no Undo is left on them, and each undo is an entry of its own.
	const rows = await logRows( page, '&channel=person' );
	expect(
		rows.filter( ( row ) => row.outcome === 'ok' ).length
	).toBeGreaterThanOrEqual( 4 );
	await expect(
		page
			.locator( '#the-list tr' )
			.filter( { hasText: String( stamp ) } )
			.getByRole( 'button', { name: 'Undo' } )
	).toHaveCount( 0 );
	await editor.dispose();
} );

test( 'the same Undo sent twice at once, then again: one undoes it, the others hear already_undone, by whom and when', async ( {
	page,
	baseURL,
} ) => {
	const stamp = Date.now();
	const editor = await RestClient.as( baseURL as string, 'editor' );
	const script = await scriptFor( baseURL as string, 'editor', editor );
	const trashed = await createPost( editor, {
		title: `Twice ${ stamp }`,
		status: 'publish',
	} );
	await scriptWrites( script, [
		[ 'trash-post', 'DELETE', { id: trashed } ],
	] );
	await editor.dispose();

	await logIn( page, 'editor' );
	await page.goto( SCREEN );
	const button = page.getByRole( 'button', {
		name: `Undo: trash of “Twice ${ stamp }”`,
		exact: true,
	} );
	const form = await button.getAttribute( 'form' );
	// The form the button submits, sent as a double click and a late third click would send it.
	const send = ( times: number ) =>
		page.evaluate(
			async ( [ id, count ] ) => {
				const data = new FormData(
					document.getElementById( id as string ) as HTMLFormElement
				);
				await Promise.all(
					Array.from( { length: count as number }, () =>
						fetch( '/wp-admin/admin-post.php', {
							method: 'POST',
							body: data,
							redirect: 'manual',
						} )
					)
				);
			},
			[ form, times ]
		);
	await send( 2 );
	await send( 1 );

	// The screen the person is sent back to tells the last click what happened.
	await page.goto( SCREEN );
	await expect(
		page.locator( '.webmcp-abilities-undo-notice' )
	).toContainText(
		/This change was already undone by \S+ on .+\. Nothing else was changed\./
	);
	expect( await postStatus( admin, trashed ) ).toBe( 'publish' );
	const undos = ( await logRows( page, '&channel=person' ) ).filter(
		( row ) => row.object === `Twice ${ stamp }`
	);
	expect( undos.map( ( row ) => row.outcome ).sort() ).toEqual( [
		'already_undone',
		'already_undone',
		'ok',
	] );
} );

test( 'undo refuses, and says what changed, when the object changed since the agent’s write', async ( {
	page,
	baseURL,
} ) => {
	const stamp = Date.now();
	const editor = await RestClient.as( baseURL as string, 'editor' );
	const script = await scriptFor( baseURL as string, 'editor', editor );
	const { trashed, published, updated, comment } = await writeTargets(
		editor,
		stamp
	);
	await scriptWrites( script, [
		[ 'trash-post', 'DELETE', { id: trashed } ],
		[ 'publish-post', 'POST', { id: published } ],
		[ 'update-draft', 'POST', { id: updated, title: `Agent ${ stamp }` } ],
		[ 'moderate-comment', 'POST', { id: comment, action: 'approve' } ],
	] );
	// Someone else changes each object after the agent did.
	await admin.request( 'POST', `/wp/v2/posts/${ trashed }`, {
		status: 'draft',
	} );
	// The title in the log stays the post's current one: the link follows the object.
	await admin.request( 'POST', `/wp/v2/posts/${ published }`, {
		content: 'Edited after publishing.',
	} );
	await admin.request( 'POST', `/wp/v2/posts/${ updated }`, {
		content: 'A person’s later edit.',
	} );
	await admin.request( 'POST', `/wp/v2/comments/${ comment }`, {
		status: 'hold',
	} );

	await logIn( page, 'editor' );
	expect( await undoFromLog( page, `Trashed ${ stamp }` ) ).toContain(
		'it is draft now, and the agent left it trash'
	);
	expect( await undoFromLog( page, `Published ${ stamp }` ) ).toMatch(
		/changed since the agent.s change: last edited .* by admin\. Nothing was undone\./
	);
	expect( await undoFromLog( page, `Agent ${ stamp }` ) ).toMatch(
		/changed since the agent.s change: last edited .* by admin\./
	);
	expect( await undoFromLog( page, `Comment ${ comment }` ) ).toContain(
		'it is unapproved now, and the agent left it approved'
	);
	// Nothing was undone.
	expect( await postStatus( admin, trashed ) ).toBe( 'draft' );
	expect( await postStatus( admin, published ) ).toBe( 'publish' );
	expect(
		( await admin.request( 'GET', `/wp/v2/comments/${ comment }` ) ).body
			.status
	).toBe( 'hold' );
	await editor.dispose();
} );

test( 'undo is offered to, and done by, only someone who may make the reverse change', async ( {
	page,
	baseURL,
} ) => {
	const stamp = Date.now();
	const login = `undoer-${ stamp }`;
	const created = await admin.request( 'POST', '/wp/v2/users', {
		username: login,
		password: 'password',
		email: `${ login }@example.org`,
		roles: [ 'editor' ],
	} );
	expect( created.status ).toBe( 201 );
	const person = await RestClient.as( baseURL as string, login );
	const script = await scriptFor( baseURL as string, login, person );
	const onPost = await createPost( admin, {
		title: `Someone’s ${ stamp }`,
		status: 'publish',
	} );
	const comment = await createComment( admin, {
		post: onPost,
		content: 'Held',
		status: 'hold',
	} );
	expect(
		(
			await script.run( 'webmcp-abilities/moderate-comment', 'POST', {
				id: comment,
				action: 'approve',
			} )
		).status
	).toBe( 200 );
	// The editor becomes an author: someone else's post's comments are no longer theirs to moderate.
	await admin.request( 'POST', `/wp/v2/users/${ created.body.id }`, {
		roles: [ 'author' ],
	} );

	await page.goto( '/wp-login.php' );
	await fillLogInForm( page, login );
	await page.locator( '#wp-submit' ).click();
	await page.goto( SCREEN );
	const row = page
		.locator( '#the-list tr' )
		.filter( { hasText: 'webmcp-abilities/moderate-comment' } );
	await expect( row ).toHaveCount( 1 );
	await expect( row.getByRole( 'button', { name: 'Undo' } ) ).toHaveCount(
		0
	);

	// The administrator may: the entry shows Undo to them, and undoing works.
	await page.context().clearCookies();
	await logIn( page, 'admin' );
	expect( await undoFromLog( page, `Comment ${ comment }` ) ).toBe(
		'Undone.'
	);
	await person.dispose();
} );

test( 'on WordPress 7.0, without the ability hooks, the log says which channels it cannot record', async ( {
	page,
} ) => {
	await logIn( page, 'admin' );
	await page.goto( `${ SCREEN }&pretend_wp_version=7.0` );
	await expect(
		page.locator( '.webmcp-abilities-channels-notice' )
	).toContainText(
		'runs through the AI Client and the MCP adapter are not recorded here'
	);
	await page.goto( SCREEN );
	await expect(
		page.locator( '.webmcp-abilities-channels-notice' )
	).toHaveCount( 0 );
} );
