/**
 * The person, and only the person, answers the confirmation dialog, and sees in it what the call
 * will act on as the site has it now: page script cannot confirm, a stray Enter declines, and the
 * object is read fresh from the server, never taken from the agent's words.
 */
import { agentOn } from '../../utils/agent';
import { confirmDialog, shownSubject } from '../../utils/confirm-dialog';
import { runRequests } from '../../utils/page-watch';
import {
	DEFAULT_SETTINGS,
	savePluginSettings,
} from '../../utils/plugin-settings';
import { RestClient } from '../../utils/rest-client';
import {
	createComment,
	createPost,
	postStatus,
} from '../../utils/site-content';
import { ownTool } from '../../utils/tool-names';
import { expect as baseExpect, test } from '../../utils/clean-php-log';
import { NATIVE_ONLY } from '../../runtimes';

// The dialog opens once its read of the object has answered, which on Playground's single PHP
// worker can wait behind the dashboard's own requests.
const expect = baseExpect.configure( { timeout: 30_000 } );

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterAll( async () => admin.dispose() );

test( 'a click from page script is not an answer; the person’s own click is', async ( {
	page,
} ) => {
	const id = await createPost( admin, {
		title: 'Scripted confirm',
		status: 'draft',
	} );
	const agent = await agentOn( page, 'admin', ownTool( 'publish-post' ) );
	const runs = runRequests( page );

	const call = await agent.invoke( ownTool( 'publish-post' ), { id } );
	const dialog = confirmDialog( page );
	await expect( dialog ).toBeVisible();
	// A click handler answers at once, so the dialog would be gone right after the click.
	const afterScriptClicks = await page.evaluate( () => {
		const open = document.querySelector(
			'dialog[open]'
		) as HTMLDialogElement;
		const confirm = [ ...open.querySelectorAll( 'button' ) ].find(
			( button ) => button.textContent === 'Confirm'
		);
		confirm?.click();
		confirm?.dispatchEvent( new MouseEvent( 'click', { bubbles: true } ) );
		return { open: open.open, inDocument: open.isConnected };
	} );
	expect( afterScriptClicks ).toEqual( { open: true, inDocument: true } );
	await expect( dialog ).toBeVisible();
	expect( await postStatus( admin, id ) ).toBe( 'draft' );
	expect( runs ).toEqual( [] );

	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	expect( ( await agent.response( call ) ).output ).toMatchObject( {
		ok: true,
		result: { id, status: 'publish' },
	} );
	expect( await postStatus( admin, id ) ).toBe( 'publish' );
} );

test(
	'the dialog opens with focus on Cancel: Enter declines, and so does Esc',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const id = await createPost( admin, {
			title: 'Stray keys',
			status: 'draft',
		} );
		const agent = await agentOn( page, 'admin', ownTool( 'publish-post' ) );
		const runs = runRequests( page );

		for ( const key of [ 'Enter', 'Escape' ] ) {
			const call = await agent.invoke( ownTool( 'publish-post' ), {
				id,
			} );
			const dialog = confirmDialog( page );
			await expect(
				dialog.getByRole( 'button', { name: 'Cancel' } )
			).toBeFocused();
			await page.keyboard.press( key );
			expect(
				( await agent.response( call ) ).output,
				key
			).toMatchObject( {
				ok: false,
				error: { code: 'confirmation_declined' },
			} );
			await expect( dialog ).toHaveCount( 0 );
		}
		expect( await postStatus( admin, id ) ).toBe( 'draft' );
		expect( runs ).toEqual( [] );
	}
);

test(
	'page script that closes or removes the dialog declines the call; nothing runs',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const id = await createPost( admin, {
			title: 'Closed by script',
			status: 'draft',
		} );
		const agent = await agentOn( page, 'admin', ownTool( 'publish-post' ) );
		const runs = runRequests( page );

		for ( const how of [ 'close', 'remove' ] as const ) {
			const call = await agent.invoke( ownTool( 'publish-post' ), {
				id,
			} );
			await expect( confirmDialog( page ) ).toBeVisible();
			await page.evaluate(
				( method ) =>
					(
						document.querySelector(
							'dialog[open]'
						) as HTMLDialogElement
					 )[ method ](),
				how
			);
			expect(
				( await agent.response( call ) ).output,
				how
			).toMatchObject( {
				ok: false,
				error: { code: 'confirmation_declined' },
			} );
		}
		expect( await postStatus( admin, id ) ).toBe( 'draft' );
		expect( runs ).toEqual( [] );
	}
);

test(
	'publishing shows the post as the site has it when the dialog opens, its title as text',
	{ tag: NATIVE_ONLY },
	async ( { page, baseURL } ) => {
		const id = await createPost( admin, {
			title: 'The title the agent read',
			status: 'draft',
		} );
		const agent = await agentOn( page, 'admin', ownTool( 'publish-post' ) );
		const dialog = confirmDialog( page );
		const year = String( new Date().getUTCFullYear() );

		const before = await agent.invoke( ownTool( 'publish-post' ), { id } );
		await expect( dialog ).toContainText( 'The title the agent read' );
		// A draft never changed since it was written: its author wrote it last.
		expect( await shownSubject( dialog ) ).toMatchObject( {
			Status: 'Draft',
			'Last modified by': 'admin',
		} );
		expect( ( await shownSubject( dialog ) )[ 'Last modified' ] ).toContain(
			year
		);
		await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
		await agent.response( before );

		// Someone else rewrites the draft after the agent read it, just before it asks to publish.
		const fresh = `Rewritten <em>by the editor</em> ${ Date.now() }`;
		const editor = await RestClient.as( baseURL as string, 'editor' );
		expect(
			(
				await editor.request( 'POST', `/wp/v2/posts/${ id }`, {
					title: fresh,
				} )
			).status
		).toBe( 200 );
		await editor.dispose();

		const call = await agent.invoke( ownTool( 'publish-post' ), { id } );
		await expect( dialog ).toContainText( fresh );
		await expect( dialog ).not.toContainText( 'The title the agent read' );
		await expect( dialog.locator( 'em' ) ).toHaveCount( 0 );
		expect( await shownSubject( dialog ) ).toMatchObject( {
			ID: String( id ),
			Type: 'Post',
			Status: 'Draft',
			Author: 'admin',
			'Last modified by': 'editor',
		} );
		// In the site's own format; the year is enough to tell a real date from an empty one.
		expect( ( await shownSubject( dialog ) )[ 'Last modified' ] ).toContain(
			year
		);
		// The exact input is always there too.
		await expect(
			dialog.locator( '.webmcp-abilities-confirm__input dd' )
		).toHaveText( [ String( id ) ] );

		await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
		await agent.response( call );
	}
);

test(
	'trashing shows the post, and moderating shows the comment, post and excerpt',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const title = `To trash ${ Date.now() }`;
		const postId = await createPost( admin, { title, status: 'publish' } );
		const commentId = await createComment( admin, {
			post: postId,
			content: 'Please approve me, I am a <b>very</b> real comment.',
			status: 'hold',
		} );
		const agent = await agentOn(
			page,
			'admin',
			ownTool( 'moderate-comment' ),
			'/wp-admin/edit-comments.php'
		);
		const dialog = confirmDialog( page );

		const trash = await agent.invoke( ownTool( 'trash-post' ), {
			id: postId,
		} );
		await expect( dialog ).toContainText( title );
		expect( await shownSubject( dialog ) ).toMatchObject( {
			Type: 'Post',
			Status: 'Published',
			Author: 'admin',
			// Written by the administrator and never changed since.
			'Last modified by': 'admin',
		} );
		expect( ( await shownSubject( dialog ) )[ 'Last modified' ] ).toContain(
			String( new Date().getUTCFullYear() )
		);
		await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
		await agent.response( trash );

		const moderate = await agent.invoke( ownTool( 'moderate-comment' ), {
			id: commentId,
			action: 'approve',
		} );
		await expect( dialog ).toContainText( 'Comment by admin' );
		expect( await shownSubject( dialog ) ).toMatchObject( {
			ID: String( commentId ),
			On: title,
			Excerpt: 'Please approve me, I am a very real comment.',
			Status: 'Pending',
		} );
		await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
		await agent.response( moderate );
	}
);

test(
	'another plugin’s ability that names no describer is described from its schema by the generic step, beside its exact input',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const agent = await agentOn( page, 'admin', 'webmcp-test_set-tagline' );
		const call = await agent.invoke( 'webmcp-test_set-tagline', {
			tagline: 'Not described',
		} );
		const dialog = confirmDialog( page );
		expect( await shownSubject( dialog ) ).toMatchObject( {
			Tagline: 'Not described',
		} );
		await expect( dialog ).not.toContainText( 'could not be described' );
		await expect(
			dialog.locator( '.webmcp-abilities-confirm__input dd' )
		).toHaveText( [ 'Not described' ] );
		await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
		await agent.response( call );
	}
);

test(
	'a post that is missing or not the person’s returns not_found without asking',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const othersDraft = await createPost( admin, {
			title: 'The administrator’s draft',
			status: 'draft',
		} );
		const agent = await agentOn(
			page,
			'author',
			ownTool( 'publish-post' )
		);
		const runs = runRequests( page );

		for ( const id of [ othersDraft, 999999 ] ) {
			// Were a dialog to open, the call would wait for an answer that never comes.
			const response = await agent.call( ownTool( 'publish-post' ), {
				id,
			} );
			expect( response.output, String( id ) ).toMatchObject( {
				ok: false,
				error: { code: 'not_found' },
			} );
		}
		await expect( confirmDialog( page ) ).toHaveCount( 0 );
		expect( runs ).toEqual( [] );
		expect( await postStatus( admin, othersDraft ) ).toBe( 'draft' );
	}
);

test(
	'a dialog waits as long as the owner set, warns before the end, and More time keeps it open',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		await savePluginSettings( admin, {
			...DEFAULT_SETTINGS,
			desktop: { ...DEFAULT_SETTINGS.desktop, confirm_wait: 10 },
		} );
		try {
			const id = await createPost( admin, {
				title: 'More time',
				status: 'draft',
			} );
			const agent = await agentOn(
				page,
				'admin',
				ownTool( 'publish-post' )
			);
			const call = await agent.invoke( ownTool( 'publish-post' ), {
				id,
			} );
			const dialog = confirmDialog( page );
			await expect( dialog ).toContainText(
				'If nobody answers within 10 seconds'
			);
			const warning = dialog.locator( '[aria-live="polite"]' );
			await expect( warning ).toContainText(
				'Choose More time to keep this request open'
			);
			await dialog.getByRole( 'button', { name: 'More time' } ).click();
			// Past the first 10 s (a wait this short is all within the warning), the dialog is
			// still there for the person.
			await page.waitForTimeout( 6000 );
			await expect( dialog ).toBeVisible();
			await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
			expect( ( await agent.response( call ) ).output ).toMatchObject( {
				ok: true,
			} );
			expect( await postStatus( admin, id ) ).toBe( 'publish' );
		} finally {
			await savePluginSettings( admin, DEFAULT_SETTINGS );
		}
	}
);
