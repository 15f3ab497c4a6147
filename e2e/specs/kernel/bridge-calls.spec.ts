/**
 * An agent calls the tools on a real site: reads, writes, consequential calls the person
 * confirms, declines or the agent cancels, and input the browser refuses before any request.
 */
import { agentOn } from '../../utils/agent';
import { confirmDialog } from '../../utils/confirm-dialog';
import { runRequests } from '../../utils/page-watch';
import { RestClient } from '../../utils/rest-client';
import { createPost, postStatus } from '../../utils/site-content';
import { ownTool } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';
import { NATIVE_ONLY } from '../../runtimes';

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterAll( async () => admin.dispose() );

test(
	'a read-only call answers what the ability answers over REST',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const title = `Findable ${ Date.now() }`;
		await createPost( admin, { title, status: 'publish' } );
		const agent = await agentOn( page, 'admin', ownTool( 'publish-post' ) );

		const response = await agent.call( ownTool( 'find-posts' ), {
			search: title,
		} );
		expect( response.status ).toBe( 'Completed' );
		const direct = await admin.run( 'webmcp-abilities/find-posts', 'GET', {
			search: title,
		} );
		expect( response.output ).toEqual( { ok: true, result: direct.body } );
		expect( direct.body.total ).toBe( 1 );
	}
);

test(
	'a write call runs without a dialog and changes the site',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const title = `Agent draft ${ Date.now() }`;
		const agent = await agentOn( page, 'admin', ownTool( 'publish-post' ) );

		const response = await agent.call( ownTool( 'create-draft' ), {
			title,
		} );
		expect( response.output ).toMatchObject( {
			ok: true,
			result: { status: 'draft' },
		} );
		const id = ( response.output as { result: { id: number } } ).result.id;
		const saved = await admin.request(
			'GET',
			`/wp/v2/posts/${ id }?context=edit`
		);
		expect( saved.body ).toMatchObject( {
			status: 'draft',
			title: { raw: title },
		} );
		await expect( confirmDialog( page ) ).toHaveCount( 0 );
	}
);

test(
	'a consequential call shows exactly what will happen, and runs once the person confirms',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const id = await createPost( admin, {
			title: 'To publish',
			status: 'draft',
		} );
		const agent = await agentOn( page, 'admin', ownTool( 'publish-post' ) );

		const call = await agent.invoke( ownTool( 'publish-post' ), { id } );
		const dialog = confirmDialog( page );
		await expect( dialog ).toBeVisible();
		await expect( dialog ).toContainText( 'Publish post' );
		await expect( dialog ).toContainText( ownTool( 'publish-post' ) );
		const input = dialog.locator( '.webmcp-abilities-confirm__input' );
		await expect( input.locator( 'dt' ) ).toHaveText( [ 'id' ] );
		await expect( input.locator( 'dd' ) ).toHaveText( [ String( id ) ] );
		// Nothing runs while the person decides.
		expect( await postStatus( admin, id ) ).toBe( 'draft' );

		await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
		const response = await agent.response( call );
		expect( response.output ).toMatchObject( {
			ok: true,
			result: { id, status: 'publish' },
		} );
		expect( await postStatus( admin, id ) ).toBe( 'publish' );
		await expect( dialog ).toHaveCount( 0 );
	}
);

test(
	'a declined call returns confirmation_declined and changes nothing',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const id = await createPost( admin, {
			title: 'Not to publish',
			status: 'draft',
		} );
		const agent = await agentOn( page, 'admin', ownTool( 'publish-post' ) );
		const runs = runRequests( page );

		const call = await agent.invoke( ownTool( 'publish-post' ), { id } );
		await confirmDialog( page )
			.getByRole( 'button', { name: 'Cancel' } )
			.click();
		expect( ( await agent.response( call ) ).output ).toMatchObject( {
			ok: false,
			error: { code: 'confirmation_declined', retryable: false },
		} );
		expect( await postStatus( admin, id ) ).toBe( 'draft' );
		expect( runs ).toEqual( [] );
	}
);

test(
	'an agent that cancels while the dialog is open closes it, and nothing runs',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const id = await createPost( admin, {
			title: 'Cancelled publish',
			status: 'draft',
		} );
		const agent = await agentOn( page, 'admin', ownTool( 'publish-post' ) );
		const runs = runRequests( page );

		const call = await agent.invoke( ownTool( 'publish-post' ), { id } );
		await expect( confirmDialog( page ) ).toBeVisible();
		await agent.cancel( call );
		expect( ( await agent.response( call ) ).status ).toBe( 'Canceled' );
		await expect( confirmDialog( page ) ).toHaveCount( 0 );
		expect( await postStatus( admin, id ) ).toBe( 'draft' );
		expect( runs ).toEqual( [] );
	}
);

test(
	'a confirmation given after the page saved changes returns stale_context and runs nothing',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const id = await createPost( admin, {
			title: 'Edited meanwhile',
			status: 'draft',
		} );
		const agent = await agentOn( page, 'admin', ownTool( 'publish-post' ) );

		const call = await agent.invoke( ownTool( 'publish-post' ), { id } );
		await expect( confirmDialog( page ) ).toBeVisible();
		// The page itself saves the post while the person is being asked (as an editor autosave would).
		await page.evaluate(
			( postId ) =>
				(
					window as unknown as {
						wp: { apiFetch: ( o: object ) => Promise< unknown > };
					}
				 ).wp.apiFetch( {
					path: `/wp/v2/posts/${ postId }`,
					method: 'POST',
					data: { title: 'Edited by the page' },
				} ),
			id
		);
		await confirmDialog( page )
			.getByRole( 'button', { name: 'Confirm' } )
			.click();
		expect( ( await agent.response( call ) ).output ).toMatchObject( {
			ok: false,
			error: { code: 'stale_context' },
		} );
		expect( await postStatus( admin, id ) ).toBe( 'draft' );
	}
);

test(
	'invalid input gets invalid_input from the browser, with no request and no dialog',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const agent = await agentOn( page, 'admin', ownTool( 'publish-post' ) );
		const runs = runRequests( page );

		for ( const [ tool, input ] of [
			[ ownTool( 'find-posts' ), { per_page: 'lots' } ],
			[ ownTool( 'create-draft' ), {} ],
			[ ownTool( 'publish-post' ), { id: 'one' } ],
			[ 'webmcp-test_count-words', { input: '' } ],
		] as const ) {
			const response = await agent.call( tool, input );
			expect( response.output, tool ).toMatchObject( {
				ok: false,
				error: { code: 'invalid_input', retryable: false },
			} );
		}
		await expect( confirmDialog( page ) ).toHaveCount( 0 );
		expect( runs ).toEqual( [] );
	}
);

test(
	'a server refusal comes back as a value with a stable code',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const agent = await agentOn( page, 'admin', ownTool( 'publish-post' ) );
		expect(
			( await agent.call( ownTool( 'get-post' ), { id: 999999 } ) ).output
		).toMatchObject( {
			ok: false,
			error: { code: 'not_found', retryable: false },
		} );
	}
);

test(
	'another plugin’s opted-in abilities run: a bare-string read, and a write the person confirms',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const agent = await agentOn( page, 'admin', ownTool( 'publish-post' ) );
		expect(
			(
				await agent.call( 'webmcp-test_count-words', {
					input: 'one two three',
				} )
			).output
		).toEqual( {
			ok: true,
			result: 3,
		} );

		const tagline = `Tagline ${ Date.now() }`;
		const call = await agent.invoke( 'webmcp-test_set-tagline', {
			tagline,
		} );
		await expect( confirmDialog( page ) ).toContainText( tagline );
		await confirmDialog( page )
			.getByRole( 'button', { name: 'Confirm' } )
			.click();
		expect( ( await agent.response( call ) ).output ).toEqual( {
			ok: true,
			result: tagline,
		} );
		expect( ( await admin.request( 'GET', '/' ) ).body.description ).toBe(
			tagline
		);
	}
);
