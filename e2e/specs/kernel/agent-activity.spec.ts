/**
 * Every call through a WebMCP tool lands in the agent activity log (Tools > Agent activity):
 * what ran on the server and what ended in the browser; other REST use does not. People see
 * their own entries; administrators see everyone's. The person sees each call in the page.
 */
import type { Page } from '@playwright/test';

import { agentOn } from '../../utils/agent';
import { confirmDialog } from '../../utils/confirm-dialog';
import { logIn } from '../../utils/log-in';
import { RestClient } from '../../utils/rest-client';
import { createPost } from '../../utils/site-content';
import { ownTool } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';
import { NATIVE_ONLY } from '../../runtimes';

const SCREEN = '/wp-admin/tools.php?page=webmcp-abilities-activity';
/**
 * The log's rows as the screen shows them: tool, input and outcome, newest first.
 * @param page  A logged-in page.
 * @param query Filters, as a query string.
 */
async function logRows( page: Page, query = '' ) {
	await page.goto( `${ SCREEN }${ query }` );
	return page.locator( '#the-list tr' ).evaluateAll( ( rows ) =>
		rows.map( ( row ) => ( {
			person: row.querySelector( '.column-user_id' )?.textContent?.trim(),
			tool: row.querySelector( '.column-tool code' )?.textContent?.trim(),
			// A tool's input is JSON; the assistant's model turns are summed up in words.
			input: ( ( text: string ) => {
				try {
					return JSON.parse( text || 'null' );
				} catch {
					return text;
				}
			} )(
				row
					.querySelector( '.column-input_summary' )
					?.textContent?.trim() ?? ''
			),
			outcome: row
				.querySelector( '.column-outcome .webmcp-abilities-outcome' )
				?.textContent?.trim(),
		} ) )
	);
}

test( 'calls that ran, failed, were declined or refused in the browser are all logged, with the input redacted', async ( {
	page,
	baseURL,
} ) => {
	// The author's own draft: the dialog only opens for a post the person could publish.
	const author = await RestClient.as( baseURL as string, 'author' );
	const id = await createPost( author, {
		title: 'Logged decline',
		status: 'draft',
	} );
	const search = `logged-${ Date.now() }`;

	const agent = await agentOn( page, 'author', ownTool( 'find-posts' ) );
	await agent.call( ownTool( 'find-posts' ), { search } );
	// A post ID no other story asks for, so this story can tell its rows from theirs.
	const missing = 900_000 + Math.floor( Math.random() * 90_000 );
	await agent.call( ownTool( 'get-post' ), { id: missing } );
	const call = await agent.invoke( ownTool( 'publish-post' ), { id } );
	await confirmDialog( page )
		.getByRole( 'button', { name: 'Cancel' } )
		.click();
	await agent.response( call );
	await agent.call( ownTool( 'create-draft' ), {
		title: `Secret ${ search }`,
		password: 'hunter2',
		pwd: 'hunter2',
		credentials: { user: 'me', value: 'hunter2' },
		otp: '424242',
		apiKey: 'k-hunter2',
		keyword: 'kept',
	} );
	// The same ability over REST, not through a tool: not an agent call.
	await author.run( 'webmcp-abilities/find-posts', 'GET', {
		search: 'not-logged',
	} );

	// Reports from the browser are sent without waiting, so the last calls may land in any order,
	// and a story before this one on the worker's site may still have a late report landing: this
	// story's rows are picked out by what only they carry.
	const byTool = < Row extends { tool?: string } >( rows: Row[] ) =>
		[ ...rows ].sort( ( a, b ) =>
			String( a.tool ).localeCompare( String( b.tool ) )
		);
	const isOurs = ( row: { input: unknown } ) => {
		const input = row.input as { id?: number } | null;
		return (
			JSON.stringify( input ).includes( search ) ||
			input?.id === id ||
			input?.id === missing
		);
	};
	await expect
		.poll( async () =>
			byTool( ( await logRows( page ) ).filter( isOurs ) )
		)
		.toEqual(
			byTool( [
				{
					person: 'author',
					tool: ownTool( 'create-draft' ),
					input: {
						title: `Secret ${ search }`,
						password: '[redacted]',
						pwd: '[redacted]',
						credentials: '[redacted]',
						otp: '[redacted]',
						apiKey: '[redacted]',
						keyword: 'kept',
					},
					outcome: 'invalid_input',
				},
				{
					person: 'author',
					tool: ownTool( 'publish-post' ),
					input: { id },
					outcome: 'confirmation_declined',
				},
				{
					person: 'author',
					tool: ownTool( 'get-post' ),
					input: { id: missing },
					outcome: 'not_found',
				},
				{
					person: 'author',
					tool: ownTool( 'find-posts' ),
					input: { search },
					outcome: 'ok',
				},
			] )
		);
	const everything = JSON.stringify( await logRows( page ) );
	expect( everything ).not.toContain( 'hunter2' );
	expect( everything ).not.toContain( '424242' );
	expect( everything ).not.toContain( 'not-logged' );
	await author.dispose();
} );

test( 'calls refused before the person is asked are each one row, written by the server that refused them', async ( {
	page,
	baseURL,
} ) => {
	const editor = await RestClient.as( baseURL as string, 'editor' );
	const draft = await createPost( editor, {
		title: 'Editor’s draft',
		status: 'draft',
	} );
	const published = await createPost( editor, {
		title: 'Editor’s post',
		status: 'publish',
	} );
	await editor.dispose();
	const gone = 999_999;

	// An eager agent sends all three at once, on what the author may not touch or what is not there.
	const agent = await agentOn( page, 'author', ownTool( 'trash-post' ) );
	const answers = await Promise.all( [
		agent.call( ownTool( 'trash-post' ), { id: draft } ),
		agent.call( ownTool( 'publish-post' ), { id: published } ),
		agent.call( ownTool( 'trash-post' ), { id: gone } ),
	] );
	const codes = answers.map(
		( answer ) =>
			( answer.output as { error?: { code: string } } ).error?.code
	);
	// Publishing a published post could not run for anyone: not even proposed (conflict).
	expect( codes ).toEqual( [ 'not_found', 'conflict', 'not_found' ] );
	await expect( confirmDialog( page ) ).toHaveCount( 0 );

	const refused = ( rows: Awaited< ReturnType< typeof logRows > > ) =>
		rows
			.filter(
				( row ) =>
					[
						ownTool( 'trash-post' ),
						ownTool( 'publish-post' ),
					].includes( row.tool as string ) &&
					[ draft, published, gone ].includes(
						( row.input as { id?: number } | null )?.id as number
					)
			)
			.map(
				( row ) => `${ row.tool } ${ row.input.id } ${ row.outcome }`
			)
			.sort();
	await expect
		.poll( async () => refused( await logRows( page ) ) )
		.toEqual(
			[
				`${ ownTool( 'trash-post' ) } ${ draft } not_found`,
				`${ ownTool( 'publish-post' ) } ${ published } invalid_state`,
				`${ ownTool( 'trash-post' ) } ${ gone } not_found`,
			].sort()
		);
} );

test(
	'people see only their own agents’ calls; administrators see everyone’s and can filter',
	{ tag: NATIVE_ONLY },
	async ( { page, browser, baseURL } ) => {
		// Another person's agent call (marked as the bridge marks it).
		const editor = await RestClient.as( baseURL as string, 'editor' );
		const path =
			'/wp-abilities/v1/abilities/webmcp-abilities/get-site-overview/run';
		expect(
			(
				await editor.request( 'GET', path, undefined, {
					'X-WebMCP-Abilities-Tool': ownTool( 'get-site-overview' ),
				} )
			).status
		).toBe( 200 );
		await editor.dispose();

		const marker = `mine-${ Date.now() }`;
		const agent = await agentOn(
			page,
			'contributor',
			ownTool( 'find-posts' )
		);
		await agent.call( ownTool( 'find-posts' ), { search: marker } );

		const contributorView = await logRows( page );
		expect( contributorView.length ).toBeGreaterThan( 0 );
		expect(
			contributorView.every( ( row ) => row.person === 'contributor' )
		).toBe( true );
		expect( JSON.stringify( contributorView ) ).toContain( marker );

		const adminPage = await (
			await browser.newContext( { baseURL } )
		).newPage();
		await logIn( adminPage, 'admin' );
		const people = new Set(
			( await logRows( adminPage ) ).map( ( row ) => row.person )
		);
		expect( people ).toContain( 'contributor' );
		expect( people ).toContain( 'editor' );

		const onlyOverview = await logRows(
			adminPage,
			`&tool=${ ownTool( 'get-site-overview' ) }`
		);
		expect( onlyOverview.length ).toBeGreaterThan( 0 );
		expect(
			onlyOverview.every(
				( row ) => row.tool === ownTool( 'get-site-overview' )
			)
		).toBe( true );
	}
);

test(
	'while an agent runs a tool, the person sees it named in the page, then its outcome',
	{ tag: NATIVE_ONLY },
	async ( { page, baseURL } ) => {
		const admin = await RestClient.as( baseURL as string, 'admin' );
		const draft = await createPost( admin, {
			title: 'Going out',
			status: 'draft',
		} );
		const published = await createPost( admin, {
			title: 'Already out',
			status: 'publish',
		} );
		await admin.dispose();
		const agent = await agentOn( page, 'editor', ownTool( 'find-posts' ) );
		const notice = page
			.getByRole( 'status' )
			.filter( { hasText: 'An AI agent' } );
		const call = await agent.invoke( ownTool( 'publish-post' ), {
			id: draft,
		} );
		await expect( notice ).toHaveText(
			'An AI agent in your browser is using “Publish post”…'
		);
		// The dialog names who asks and the tool as people know it; the technical name comes after.
		const dialog = confirmDialog( page );
		await expect( dialog.getByRole( 'heading' ) ).toHaveText(
			'An AI agent in your browser wants to run “Publish post”'
		);
		await expect( dialog ).toContainText(
			`Tool: ${ ownTool( 'publish-post' ) }`
		);
		await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
		await agent.response( call );
		await expect( notice ).toHaveText(
			'An AI agent in your browser used “Publish post”: done.'
		);

		// What could not run is refused before anyone is asked, and the page says so.
		await agent.call( ownTool( 'publish-post' ), { id: published } );
		await expect( dialog ).toHaveCount( 0 );
		await expect( notice ).toHaveText(
			'An AI agent in your browser used “Publish post”: failed (conflict).'
		);

		await agent.call( ownTool( 'find-posts' ), {} );
		await expect( notice ).toHaveText(
			'An AI agent in your browser used “Find posts”: done.'
		);
	}
);

test(
	'entries older than the retention period (30 days) are deleted by the daily clean-up',
	{ tag: NATIVE_ONLY },
	async ( { page, baseURL } ) => {
		const admin = await RestClient.as( baseURL as string, 'admin' );
		const run = ( tool: string ) =>
			admin.request(
				'GET',
				`/wp-abilities/v1/abilities/webmcp-abilities/${ tool }/run`,
				undefined,
				{
					'X-WebMCP-Abilities-Tool': ownTool( tool ),
				}
			);
		expect( ( await run( 'get-site-overview' ) ).status ).toBe( 200 );
		expect( ( await run( 'list-admin-screens' ) ).status ).toBe( 200 );
		await admin.dispose();

		await logIn( page, 'admin' );
		const probe = async ( query: string ) =>
			expect( ( await page.request.get( `/?${ query }` ) ).ok() ).toBe(
				true
			);
		await probe(
			`webmcp_test_age_log=31&tool=${ ownTool( 'get-site-overview' ) }`
		);
		await probe(
			`webmcp_test_age_log=29&tool=${ ownTool( 'list-admin-screens' ) }`
		);
		await probe( 'webmcp_test_prune=1' );

		const tools = ( await logRows( page ) ).map( ( row ) => row.tool );
		expect( tools ).not.toContain( ownTool( 'get-site-overview' ) );
		expect( tools ).toContain( ownTool( 'list-admin-screens' ) );
	}
);
