/**
 * The post open in the editor, as a call names it: an ability that acts on the post itself (not
 * on its blocks) takes its id, so what the person confirms names the object, and a call meant
 * for another post is refused.
 */
import { __ } from '@wordpress/i18n';

import { EditorError } from '../editor-kit/editor-error';
import { editor } from '../editor-kit/editor-stores';

export const POST_ID = {
	type: 'integer',
	minimum: 1,
	description:
		'The id of the post open in the editor, as read-editor gives it.',
};

/** @param id The id the call names; throws `not_found` unless it is the open post's. */
export function assertOpenPost( id: number ): void {
	if ( id !== editor().getCurrentPostId() ) {
		throw new EditorError(
			'not_found',
			__(
				'That post is not the one open in this editor; nothing changed. Read the editor for its id.',
				'webmcp-abilities'
			)
		);
	}
}

/** The statuses of a post visitors see or will see: published, scheduled or private. */
const LIVE = [ 'publish', 'future', 'private' ];

/** @return Whether the open post, as edited, is published, scheduled or private. */
export const isLive = (): boolean =>
	LIVE.includes( String( editor().getEditedPostAttribute( 'status' ) ) );

/**
 * Throws unless the person may publish the open post now: `access_denied` when the REST API does
 * not give them the publish link (as the editor's own Publish button reads it), `conflict` when
 * it is already live.
 */
export function assertPublishable(): void {
	if (
		editor().getCurrentPost()._links?.[ 'wp:action-publish' ] === undefined
	) {
		throw new EditorError(
			'access_denied',
			__(
				'This person may not publish this post; nothing changed. They can submit it for review themselves.',
				'webmcp-abilities'
			)
		);
	}
	if ( isLive() ) {
		throw new EditorError(
			'conflict',
			__(
				'This post is already published, scheduled or private; nothing changed.',
				'webmcp-abilities'
			)
		);
	}
}
