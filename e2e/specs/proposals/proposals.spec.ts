/**
 * Proposals, on a site with only this plugin: an agent working for someone who may not do a thing
 * sends it for approval; someone who may decides in wp-admin; everyone hears; the log tells the
 * story. A contributor's draft published by the editor's authority; an author's fix to an
 * editor's post rejected with a note the author reads; a proposal made stale by an edit; ten
 * people's agents sending a hundred proposals at once against an exact daily limit.
 */

import { Agent } from '../../utils/agent';
import { CORE_ADMIN_MENU, expectNoSeriousViolations } from '../../utils/axe';
import { confirmDialog, shownSubject } from '../../utils/confirm-dialog';
import { logIn, logInBeforeVisit } from '../../utils/log-in';
import {
	DEFAULT_SETTINGS,
	readPluginSettings,
	savePluginSettings,
} from '../../utils/plugin-settings';
import { RestClient } from '../../utils/rest-client';
import {
	decide,
	PROPOSALS_SCREEN,
	type Proposed,
	sendForApproval,
} from '../../utils/proposals';
import { createPost, postStatus } from '../../utils/site-content';
import { ownTool } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';
import { NATIVE_ONLY } from '../../runtimes';

const PUBLISH = ownTool( 'publish-post' );
const FIX = ownTool( 'update-published-post' );
const GET_PROPOSAL = ownTool( 'get-proposal' );

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterAll( async () => admin.dispose() );

test( 'a contributor’s agent proposes publishing their draft; the editor sees it, approves it, and the post is published by the editor’s authority, the log telling the story', async ( {
	page,
	browser,
	baseURL,
} ) => {
	test.setTimeout( 120_000 );
	const stamp = Date.now();
	const contributor = await RestClient.as( baseURL as string, 'contributor' );
	const draft = await createPost( contributor, {
		title: `Spring opening ${ stamp }`,
		status: 'draft',
	} );
	await contributor.dispose();

	await logInBeforeVisit( page, 'contributor' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/edit.php' );
	// Eager: the moment the tool is there.
	await agent.whenTool( PUBLISH );
	const calling = await agent.invoke( PUBLISH, {
		id: draft,
		approval_reason: 'The editor asked for it to go out today.',
	} );
	const dialog = confirmDialog( page );
	await expect( dialog ).toBeVisible();
	await expect( dialog ).toContainText(
		'You may not make this change yourself.'
	);
	await expect( dialog.locator( 'blockquote' ) ).toHaveText(
		'The editor asked for it to go out today.'
	);
	expect( await shownSubject( dialog ) ).toMatchObject( {
		Proposed: 'Publish post',
		Status: 'Draft',
	} );
	await expectNoSeriousViolations( page, {
		include: '.webmcp-abilities-confirm',
	} );
	await dialog.getByRole( 'button', { name: 'Send for approval' } ).click();
	const answer = ( await agent.response( calling ) ).output as Proposed;
	expect( answer ).toMatchObject( {
		ok: true,
		proposal: { id: expect.any( Number ) },
	} );
	const id = answer.proposal.id;
	// A sent proposal is an outcome: the page says so, not that the call failed.
	await expect(
		page.locator( '.webmcp-abilities-agent-notice' )
	).toContainText( 'sent for approval' );
	// An agent that calls again files nothing new: the same proposal answers.
	expect(
		await sendForApproval( page, agent, PUBLISH, {
			id: draft,
			approval_reason: 'Again, in case it was lost.',
		} )
	).toBe( id );
	expect( await postStatus( admin, draft ) ).toBe( 'draft' );

	// The editor: a count in the menu, the proposal with its reason, Approve.
	const editorContext = await browser.newContext( { baseURL } );
	const editorPage = await editorContext.newPage();
	await logIn( editorPage, 'editor' );
	await editorPage.goto( '/wp-admin/' );
	await expect(
		editorPage
			.locator( '#adminmenu' )
			.getByText( /proposals? waiting for you/ )
	).toBeAttached();
	await editorPage.goto( PROPOSALS_SCREEN );
	const card = editorPage.getByRole( 'region', {
		name: `Proposal ${ id }: Publish post “Spring opening ${ stamp }”`,
	} );
	await expect( card ).toContainText(
		'The editor asked for it to go out today.'
	);
	await expectNoSeriousViolations( editorPage, {
		excluded: CORE_ADMIN_MENU,
	} );
	expect(
		await decide( editorPage, id, 'Approve', 'Good to go.' )
	).toContain( `Proposal ${ id }: approved and done.` );
	expect( await postStatus( admin, draft ) ).toBe( 'publish' );

	await editorContext.close();
	await page.goto( '/wp-admin/' );
	await expect(
		page.locator( '.webmcp-abilities-proposal-notice' )
	).toContainText( `Proposal ${ id }, Publish post` );
	await agent.whenTool( GET_PROPOSAL );
	expect( ( await agent.call( GET_PROPOSAL, { id } ) ).output ).toMatchObject(
		{ ok: true, result: { status: 'approved', note: 'Good to go.' } }
	);

	// The story, as the owner reads it: proposed by the contributor, run and approved by the
	// editor, each row linked to the proposal.
	const ownerContext = await browser.newContext( { baseURL } );
	const ownerPage = await ownerContext.newPage();
	await logIn( ownerPage, 'admin' );
	await ownerPage.goto(
		`/wp-admin/tools.php?page=webmcp-abilities-activity&proposal=${ id }`
	);
	const rows = ownerPage.locator( '#the-list tr' );
	await expect( rows ).toHaveCount( 3 );
	expect(
		await rows.locator( '.webmcp-abilities-outcome' ).allTextContents()
	).toEqual( [ 'approved', 'ok', 'proposed' ] );
	await expect(
		rows.getByRole( 'link', { name: `Proposal ${ id }` } )
	).toHaveCount( 3 );
	await ownerContext.close();
} );

test( 'a contributor’s agent with invalid input is refused with the server’s words, asking nobody and offering no grant', async ( {
	page,
	baseURL,
} ) => {
	const contributor = await RestClient.as( baseURL as string, 'contributor' );
	const draft = await createPost( contributor, {
		title: `Next week ${ Date.now() }`,
		status: 'draft',
	} );
	await contributor.dispose();
	await logInBeforeVisit( page, 'contributor' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/edit.php' );
	await agent.whenTool( PUBLISH );
	// The page's own validation leaves date formats to the server, whose describe step refuses it.
	const answer = await agent.call( PUBLISH, {
		id: draft,
		date: 'next tuesday',
		approval_reason: 'Please.',
	} );
	expect( answer.output ).toMatchObject( {
		ok: false,
		error: {
			code: 'invalid_input',
			message: expect.stringMatching( /date/ ),
			retryable: false,
		},
	} );
	await expect( confirmDialog( page ) ).toHaveCount( 0 );
	expect( await postStatus( admin, draft ) ).toBe( 'draft' );
} );

test( 'an author’s agent proposes a fix to an editor’s published post; the editor rejects it with a note, and the author reads it', async ( {
	page,
	browser,
	baseURL,
} ) => {
	const stamp = Date.now();
	const editor = await RestClient.as( baseURL as string, 'editor' );
	const post = await createPost( editor, {
		title: `Hours ${ stamp }`,
		status: 'publish',
		content:
			'<!-- wp:paragraph -->\n<p>Open on Mondys.</p>\n<!-- /wp:paragraph -->',
	} );
	await editor.dispose();

	await logInBeforeVisit( page, 'author' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/edit.php' );
	await agent.whenTool( FIX );
	const id = await sendForApproval( page, agent, FIX, {
		id: post,
		replace: [ { find: 'Mondys', with: 'Mondays' } ],
	} );

	const editorContext = await browser.newContext( { baseURL } );
	const editorPage = await editorContext.newPage();
	await logIn( editorPage, 'editor' );
	await editorPage.goto( PROPOSALS_SCREEN );
	const card = editorPage.getByRole( 'region', {
		name: new RegExp( `^Proposal ${ id }:` ),
	} );
	// The diff, as the author's dialog showed it.
	await expect( card.locator( 'del' ) ).toContainText( 'Mondys' );
	await expect( card.locator( 'ins' ) ).toContainText( 'Mondays' );
	expect(
		await decide(
			editorPage,
			id,
			'Reject',
			'We close on Mondays <b>and</b> 1 < 2: I will fix it.'
		)
	).toContain( `Proposal ${ id }: rejected.` );
	await editorContext.close();

	const content = (
		await admin.request( 'GET', `/wp/v2/posts/${ post }?context=edit` )
	).body.content.raw as string;
	expect( content ).toContain( 'Mondys' );
	// The author's next wp-admin screen says so, the note as text: every word, the tag's too.
	await page.goto( '/wp-admin/' );
	const notice = page.locator( '.webmcp-abilities-proposal-notice' );
	await expect( notice ).toContainText(
		'rejected by editor. Note: “We close on Mondays <b>and</b> 1 < 2: I will fix it.”'
	);
	await expect( notice.locator( 'b' ) ).toHaveCount( 0 );
	await page.reload();
	await expect( notice ).toHaveCount( 0 );
} );

test( 'a proposal made stale by an edit cannot be approved, and says what changed', async ( {
	page,
	browser,
	baseURL,
} ) => {
	const stamp = Date.now();
	const contributor = await RestClient.as( baseURL as string, 'contributor' );
	const draft = await createPost( contributor, {
		title: `Stale ${ stamp }`,
		status: 'draft',
	} );
	await contributor.dispose();
	await logInBeforeVisit( page, 'contributor' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/edit.php' );
	await agent.whenTool( PUBLISH );
	const id = await sendForApproval( page, agent, PUBLISH, { id: draft } );

	await admin.request( 'POST', `/wp/v2/posts/${ draft }`, {
		title: `Stale ${ stamp }, retitled`,
	} );
	const editorContext = await browser.newContext( { baseURL } );
	const editorPage = await editorContext.newPage();
	await logIn( editorPage, 'editor' );
	await editorPage.goto( PROPOSALS_SCREEN );
	expect( await decide( editorPage, id, 'Approve' ) ).toContain(
		'changed after the proposal was made'
	);
	await editorContext.close();
	expect( await postStatus( admin, draft ) ).toBe( 'draft' );
	expect( ( await agent.call( GET_PROPOSAL, { id } ) ).output ).toMatchObject(
		{ ok: true, result: { status: 'stale' } }
	);
} );

test(
	'several proposals approved at once with their boxes ticked',
	{ tag: NATIVE_ONLY },
	async ( { page, baseURL } ) => {
		const stamp = Date.now();
		const contributor = await RestClient.as(
			baseURL as string,
			'contributor'
		);
		const proposals: Array< { draft: number; id: number } > = [];
		for ( const n of [ 1, 2 ] ) {
			const draft = await createPost( contributor, {
				title: `Bulk ${ stamp } ${ n }`,
				status: 'draft',
			} );
			const sent = await contributor.request(
				'POST',
				'/webmcp-abilities/v1/proposals',
				{
					ability: 'webmcp-abilities/publish-post',
					tool: PUBLISH,
					input: { id: draft },
				}
			);
			expect( sent.status ).toBe( 201 );
			proposals.push( { draft, id: sent.body.id } );
		}
		await contributor.dispose();

		await logIn( page, 'editor' );
		await page.goto( PROPOSALS_SCREEN );
		for ( const { id } of proposals ) {
			await page
				.getByRole( 'checkbox', {
					name: `Select proposal ${ id } for approval`,
				} )
				.check();
		}
		await page
			.getByRole( 'button', { name: 'Approve the selected proposals' } )
			.click();
		const notice = page.locator( '#webmcp-abilities-decision-notice' );
		for ( const { id, draft } of proposals ) {
			await expect( notice ).toContainText(
				`Proposal ${ id }: approved and done.`
			);
			expect( await postStatus( admin, draft ) ).toBe( 'publish' );
		}
	}
);

test(
	'ten people’s agents sending a hundred proposals at once: the daily limit is exact and none is lost',
	{ tag: NATIVE_ONLY },
	async ( { baseURL } ) => {
		test.setTimeout( 120_000 );
		const before = await readPluginSettings( admin );
		await savePluginSettings( admin, {
			...before,
			proposals: { ...DEFAULT_SETTINGS.proposals, daily_limit: 5 },
		} );
		try {
			const stamp = Date.now();
			const people = await Promise.all(
				Array.from( { length: 10 }, async ( _, index ) => {
					const login = `proposer-${ stamp }-${ index }`;
					const made = await admin.request( 'POST', '/wp/v2/users', {
						username: login,
						password: 'password',
						email: `${ login }@example.org`,
						roles: [ 'contributor' ],
					} );
					expect( made.status ).toBe( 201 );
					const client = await RestClient.as(
						baseURL as string,
						login
					);
					const drafts = await Promise.all(
						Array.from( { length: 10 }, ( __, n ) =>
							createPost( client, {
								title: `Proposal ${ n } of ${ login }`,
								status: 'draft',
							} )
						)
					);
					return { client, drafts };
				} )
			);
			const answers = await Promise.all(
				people.flatMap( ( person ) =>
					person.drafts.map( ( draft ) =>
						person.client.request(
							'POST',
							'/webmcp-abilities/v1/proposals',
							{
								ability: 'webmcp-abilities/publish-post',
								tool: PUBLISH,
								input: { id: draft },
							}
						)
					)
				)
			);
			const statuses = answers.map( ( answer ) => answer.status );
			expect(
				statuses.filter( ( status ) => status === 201 )
			).toHaveLength( 50 );
			expect(
				statuses.filter( ( status ) => status === 429 )
			).toHaveLength( 50 );
			// Each person: exactly five taken, and each of those is there, open.
			for ( const [ index, person ] of people.entries() ) {
				const mine = answers
					.slice( index * 10, index * 10 + 10 )
					.filter( ( answer ) => answer.status === 201 )
					.map( ( answer ) => answer.body.id as number );
				expect( mine ).toHaveLength( 5 );
				for ( const id of mine ) {
					const read = await person.client.request(
						'GET',
						`/wp-abilities/v1/abilities/webmcp-abilities/get-proposal/run?input[id]=${ id }`
					);
					expect( read.body ).toMatchObject( { id, status: 'open' } );
				}
				await person.client.dispose();
			}
		} finally {
			await savePluginSettings( admin, before );
		}
	}
);
