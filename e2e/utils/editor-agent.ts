/**
 * The agent in the block editor: the editor tools' names, opening a post with the agent attached,
 * and reading the editor and the saved post.
 */
import { expect, type Page } from '@playwright/test';

import { Agent, type ToolResponse } from './agent';
import { logInBeforeVisit, type TestUser } from './log-in';
import type { RestClient } from './rest-client';
import { ownTool } from './tool-names';

export const EDITOR = {
	READ: ownTool( 'read-editor' ),
	TYPES: ownTool( 'list-block-types' ),
	INSERT: ownTool( 'insert-blocks' ),
	UPDATE: ownTool( 'update-block' ),
	REPLACE: ownTool( 'replace-block' ),
	MOVE: ownTool( 'move-blocks' ),
	DUPLICATE: ownTool( 'duplicate-blocks' ),
	TRANSFORM: ownTool( 'transform-blocks' ),
	REMOVE: ownTool( 'remove-blocks' ),
	FIELDS: ownTool( 'set-post-fields' ),
	UNDO: ownTool( 'undo' ),
	REDO: ownTool( 'redo' ),
	SAVE: ownTool( 'save-draft' ),
	PUBLISH: ownTool( 'publish-in-editor' ),
};
export const EDITOR_TOOLS = Object.values( EDITOR );

export interface EditorBlockState {
	id: string;
	name: string;
	text?: string;
	attributes?: Record< string, unknown >;
	inner?: EditorBlockState[];
}

export interface EditorState {
	id: number;
	title: string;
	status: string;
	unsaved_changes: boolean;
	total_blocks: number;
	blocks: EditorBlockState[];
}

/**
 * Opens the post in the block editor, its welcome guide out of the way.
 * @param page The page to open the editor in.
 * @param id   The post to edit.
 * @param user Who edits it.
 */
export async function openEditor(
	page: Page,
	id: number,
	user: TestUser = 'admin'
): Promise< Agent > {
	await logInBeforeVisit( page, user );
	const agent = await Agent.attach( page );
	await page.goto( `/wp-admin/post.php?post=${ id }&action=edit` );
	await page.waitForFunction(
		() =>
			( window as unknown as { wp?: { data?: unknown } } ).wp?.data !==
			undefined
	);
	const mode = await page.evaluate( () => {
		const wp = (
			window as unknown as {
				wp: {
					data: {
						dispatch: ( s: string ) => {
							set: ( ...a: unknown[] ) => void;
						};
						select: ( s: string ) => {
							get: ( scope: string, name: string ) => unknown;
						};
					};
				};
			}
		 ).wp;
		wp.data
			.dispatch( 'core/preferences' )
			.set( 'core/edit-post', 'welcomeGuide', false );
		return wp.data.select( 'core/preferences' ).get( 'core', 'editorMode' );
	} );
	// In the code editor the editor tools are withdrawn by design, so this would only time out
	// below with a list that does not say why.
	expect(
		mode,
		`${ user }'s saved editor mode is the code editor: a story before left it so`
	).not.toBe( 'text' );
	await expect
		.poll( () => agent.toolNames(), { timeout: 20_000 } )
		.toEqual( expect.arrayContaining( EDITOR_TOOLS ) );
	// On Playground the guide can open all the same (the person's saved preferences arrive after
	// the set); open, it hides the editor's own buttons from the person, so it is closed as they
	// would close it.
	const guide = page.getByRole( 'dialog', { name: /Welcome to the editor/ } );
	if ( await guide.isVisible() ) {
		await guide.getByRole( 'button', { name: 'Close' } ).click();
	}
	await expect( guide ).toHaveCount( 0 );
	return agent;
}

/**
 * Calls a tool that must succeed.
 * @param agent The agent.
 * @param tool  The tool.
 * @param input Its input.
 * @return The tool's result.
 */
export async function ok( agent: Agent, tool: string, input: object = {} ) {
	const { output } = await agent.call( tool, input );
	// The whole answer in the message: the diff below names only `ok`, not the error's code.
	expect(
		output,
		`${ tool } ${ JSON.stringify( input ) } answered ${ JSON.stringify( output ) }`
	).toMatchObject( {
		ok: true,
	} );
	return ( output as { result: Record< string, unknown > } ).result;
}

/**
 * @param agent The agent.
 * @param tool  The tool.
 * @param input Its input.
 * @return The code of the error the call answers, if it fails.
 */
export async function errorCode(
	agent: Agent,
	tool: string,
	input: object = {}
): Promise< string | undefined > {
	return answerCode( await agent.call( tool, input ) );
}

/**
 * @param response A tool's response.
 * @return The code of the error it answers, if it failed.
 */
export const answerCode = ( response: ToolResponse ) =>
	( response.output as { error?: { code: string } } ).error?.code;

/**
 * Closes an editor's welcome guide as the person's saved preference would, once the page has
 * WordPress's data stores: open, it holds the editor's own buttons behind it.
 * @param page  The editor.
 * @param scope The editor's preference scope: `core/edit-post` or `core/edit-site`.
 */
export async function skipWelcomeGuide(
	page: Page,
	scope: 'core/edit-post' | 'core/edit-site'
): Promise< void > {
	await page.waitForFunction(
		() =>
			( window as unknown as { wp?: { data?: unknown } } ).wp?.data !==
			undefined
	);
	await page.evaluate(
		( preferenceScope ) =>
			(
				window as unknown as {
					wp: {
						data: {
							dispatch: ( store: string ) => {
								set: ( ...args: unknown[] ) => void;
							};
						};
					};
				}
			 ).wp.data
				.dispatch( 'core/preferences' )
				.set( preferenceScope, 'welcomeGuide', false ),
		scope
	);
}

/**
 * @param agent The agent in the editor.
 * @return The editor as read-editor reads it.
 */
export async function readEditor( agent: Agent ): Promise< EditorState > {
	const { output } = await agent.call( EDITOR.READ, { limit: 100 } );
	expect( output ).toMatchObject( { ok: true } );
	return ( output as { result: EditorState } ).result;
}

/**
 * @param admin A REST client of an administrator.
 * @param id    A post.
 * @return The post as saved on the site.
 */
export async function savedContent(
	admin: RestClient,
	id: number
): Promise< { title: string; content: string; status: string } > {
	const { body } = await admin.request(
		'GET',
		`/wp/v2/posts/${ id }?context=edit`
	);
	return {
		title: body.title.raw,
		content: body.content.raw,
		status: body.status,
	};
}

/**
 * Waits until the person's editor mode, as WordPress saved it for them, is the visual editor.
 * WordPress saves a change of preferences at once, but one made while that save is on its way
 * only 2.5 s after it: a story that switches to the code editor and back must wait for the second
 * save, or the person's next editor opens in the code editor.
 * @param client A REST client of the person.
 */
export async function expectVisualEditorSaved(
	client: RestClient
): Promise< void > {
	await expect
		.poll(
			async () => {
				const { body } = await client.request(
					'GET',
					'/wp/v2/users/me?context=edit'
				);
				return (
					body.meta?.persisted_preferences?.core?.editorMode ??
					'visual'
				);
			},
			{ timeout: 15_000 }
		)
		.toBe( 'visual' );
}

/**
 * Nothing a payload of an agent's markup would run is in any of the page's frames
 * (`window.__pwned`) or in the open post's blocks (handlers, scripts, `javascript:` links).
 *
 * @param page An editor.
 */
export async function expectNothingRuns( page: Page ): Promise< void > {
	for ( const frame of page.frames() ) {
		expect(
			await frame.evaluate(
				() => ( window as { __pwned?: unknown } ).__pwned
			)
		).toBeUndefined();
	}
	// An image of the address "x" may stay; nothing that runs may.
	await expect(
		page
			.frameLocator( 'iframe[name="editor-canvas"]' )
			.locator( '.is-root-container' )
			.locator( '[onerror], [onload], script, a[href^="javascript"]' )
	).toHaveCount( 0 );
}
