<?php
/**
 * The short description of a post that content abilities return, and its schema.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Posts;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * One shape for "which post is this" across abilities.
 *
 * @internal
 * @since 0.1.0
 */
final class Post_Summary {

	/**
	 * @param WP_Post $post The post.
	 * @return array{id: int, title: string, status: string, type: string, date: string, edit_link: ?string}
	 */
	public static function of( WP_Post $post ): array {
		return array(
			'id'        => $post->ID,
			'title'     => $post->post_title,
			'status'    => $post->post_status,
			'type'      => $post->post_type,
			'date'      => (string) get_post_time( 'c', true, $post ),
			'edit_link' => current_user_can( 'edit_post', $post->ID )
				? get_edit_post_link( $post->ID, 'raw' )
				: null,
		);
	}

	/**
	 * @return array<string, mixed> JSON schema of `of()`'s result.
	 */
	public static function schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'id'        => array( 'type' => 'integer' ),
				'title'     => array( 'type' => 'string' ),
				'status'    => array( 'type' => 'string' ),
				'type'      => array( 'type' => 'string' ),
				'date'      => array(
					'type'        => 'string',
					'description' => __( 'Publication date (or creation date of a draft), ISO 8601 in UTC.', 'webmcp-abilities' ),
				),
				'edit_link' => array(
					'type'        => array( 'string', 'null' ),
					'description' => __( 'URL of the editor for this post; null when the user may not edit it.', 'webmcp-abilities' ),
				),
			),
			'required'   => array( 'id', 'title', 'status', 'type', 'date', 'edit_link' ),
		);
	}
}
