/**
 * The agent in the block editor: the editor tools' names, opening a post with the agent attached,
 * and reading the editor and the saved post.
 */
import { expect, type Page } from '@playwright/test';

import { Agent } from './agent';
import { logIn, type TestUser } from './log-in';
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
	await logIn( page, user );
	const agent = await Agent.attach( page );
	await page.goto( `/wp-admin/post.php?post=${ id }&action=edit` );
	await page.waitForFunction(
		() =>
			( window as unknown as { wp?: { data?: unknown } } ).wp?.data !==
			undefined
	);
	await page.evaluate( () => {
		const wp = (
			window as unknown as {
				wp: {
					data: {
						dispatch: ( s: string ) => {
							set: ( ...a: unknown[] ) => void;
						};
					};
				};
			}
		 ).wp;
		wp.data
			.dispatch( 'core/preferences' )
			.set( 'core/edit-post', 'welcomeGuide', false );
	} );
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
