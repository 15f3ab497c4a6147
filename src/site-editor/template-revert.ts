/**
 * Taking a customised template or part back to the theme's own, as the Site Editor's "Reset"
 * does: the theme's version becomes one edit of the entity (`source: theme`, which WordPress's
 * REST API answers by deleting the site's copy), saved at once. Core's undo history keeps the
 * site's version, so the person's Undo brings it back into the editor, unsaved.
 *
 * The person confirms the template they were shown: a change to it while they were asked is not
 * reverted behind their back.
 */
import apiFetch from '@wordpress/api-fetch';
import { dispatch, select } from '@wordpress/data';

import { parseBlocks } from '../editor-kit/editor-stores';
import { pendingEdits, sameEdits } from './site-changes';
import { REST_PATHS, type TemplateKind } from './theme-templates';

interface CoreSelectors {
	getLastEntitySaveError: (
		kind: string,
		name: string,
		key: string
	) => { message?: string } | undefined;
}

interface CoreActions {
	editEntityRecord: (
		kind: string,
		name: string,
		key: string,
		edits: Record< string, unknown >
	) => void;
	saveEditedEntityRecord: (
		kind: string,
		name: string,
		key: string
	) => Promise< unknown >;
}

const core = () => select( 'core' ) as unknown as CoreSelectors;
const coreActions = () => dispatch( 'core' ) as unknown as CoreActions;

let shown: {
	kind: string;
	id: string;
	edits: Record< string, unknown >;
} | null = null;

/**
 * @param kind The template's kind.
 * @param id   Its id.
 * @return Whether it has unsaved changes, which the revert replaces.
 */
export function rememberRevert( kind: TemplateKind, id: string ): boolean {
	const edits = pendingEdits( 'postType', kind, id );
	shown = { kind, id, edits };
	return Object.keys( edits ).length > 0;
}

/**
 * @param kind The template's kind.
 * @param id   Its id.
 * @return Whether it is the one the person was shown, unchanged since; forgets it either way.
 */
export function takeShownRevert( kind: TemplateKind, id: string ): boolean {
	const was = shown;
	shown = null;
	return (
		was !== null &&
		was.kind === kind &&
		was.id === id &&
		sameEdits( was.edits, pendingEdits( 'postType', kind, id ) )
	);
}

/**
 * @param kind The template's kind.
 * @param id   Its id, customised from a theme file.
 * @return Why WordPress did not save it, or null once the theme's version is saved.
 */
export async function revertToTheme(
	kind: TemplateKind,
	id: string
): Promise< string | null > {
	const theme = await apiFetch< { content?: { raw?: string } } >( {
		path: `${ REST_PATHS[ kind ] }/${ id }?context=edit&source=theme`,
	} );
	const content = theme.content?.raw ?? '';
	coreActions().editEntityRecord( 'postType', kind, id, {
		content,
		blocks: parseBlocks( content ),
		source: 'theme',
	} );
	await coreActions().saveEditedEntityRecord( 'postType', kind, id );
	const error = core().getLastEntitySaveError( 'postType', kind, id );
	return error ? ( error.message ?? '' ) : null;
}
