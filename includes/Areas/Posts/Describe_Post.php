<?php
/**
 * The `webmcp-abilities/describe-post` ability: a post as the server sees it now, for the
 * person who confirms an agent's call on it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Posts;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Describe_Output;
use WebMCP_Abilities\Abilities\Errors;
use WebMCP_Abilities\Abilities\Open_In_Editor;
use WebMCP_Abilities\Abilities\Post_Access;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Named by publish-post and trash-post as their `meta.webmcp.describe`: the bridge runs it with
 * the call's own input when the confirmation dialog opens, so the person sees which post it is,
 * read from the database, not from the agent's words. Not a tool itself.
 *
 * @internal
 * @since 0.1.0
 */
final class Describe_Post {

	public const NAME = 'webmcp-abilities/describe-post';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe post', 'webmcp-abilities' ),
			'description'         => __( 'Describes a post, page or other content as it is now (title, type, status, author, last change and by whom, its fields) for the person asked to confirm a call on it. Takes the input of that call: its other properties are ignored.', 'webmcp-abilities' ),
			'category'            => Categories::CONTENT,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'id' => array(
						'type'        => 'integer',
						'minimum'     => 1,
						'description' => __( 'ID of the post or page.', 'webmcp-abilities' ),
					),
				),
				'required'             => array( 'id' ),
				// The describing ability receives the whole input of the call it describes.
				'additionalProperties' => true,
			),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * Only people who could act on the post (edit or trash it) learn who changed it and when;
	 * a post they cannot see is `not_found`, as for the abilities it describes.
	 *
	 * @param array<string, mixed> $input Validated input.
	 * @return true|WP_Error
	 */
	public static function can_run( array $input ): bool|WP_Error {
		$post = self::post( (int) $input['id'] );
		return $post instanceof WP_Post ? true : $post;
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error The description.
	 */
	public static function execute( array $input ): array|WP_Error {
		$post = self::post( (int) $input['id'] );
		if ( is_wp_error( $post ) ) {
			return $post;
		}
		// Publishing or trashing it would be refused: the person is not asked to confirm either.
		$open = Open_In_Editor::refusal( $post );
		if ( null !== $open ) {
			return $open;
		}
		$type   = get_post_type_object( $post->post_type );
		$status = get_post_status_object( $post->post_status );
		return Describe_Output::of(
			'' === $post->post_title ? __( '(no title)', 'webmcp-abilities' ) : $post->post_title,
			array(
				__( 'ID', 'webmcp-abilities' )            => (string) $post->ID,
				__( 'Type', 'webmcp-abilities' )          => $type ? (string) $type->labels->singular_name : $post->post_type,
				__( 'Status', 'webmcp-abilities' )        => $status ? (string) $status->label : $post->post_status,
				__( 'Author', 'webmcp-abilities' )        => Describe_Output::person( (int) $post->post_author ),
				// A draft's GMT dates stay empty until it is first updated; the local ones never do.
				__( 'Last modified', 'webmcp-abilities' ) => Describe_Output::moment( (int) get_post_timestamp( $post, 'modified' ) ),
				__( 'Last modified by', 'webmcp-abilities' ) => Describe_Output::person( self::last_editor( $post ) ),
			) + Registered_Meta::shown( $post )
		);
	}

	/**
	 * @param int $id Post ID.
	 * @return WP_Post|WP_Error
	 */
	private static function post( int $id ): WP_Post|WP_Error {
		$post = Post_Access::readable( $id );
		if ( $post instanceof WP_Post
			&& ! current_user_can( 'edit_post', $post->ID )
			&& ! current_user_can( 'delete_post', $post->ID )
		) {
			return Errors::access_denied(
				sprintf(
					/* translators: %s: the post, as its type names it ("Book 12"). */
					__( 'You may not change %s.', 'webmcp-abilities' ),
					Post_Access::named( $post )
				)
			);
		}
		return $post;
	}

	/**
	 * Who saved the post last. Saves through the REST API (the block editor, the abilities) leave
	 * `_edit_last` alone but write a revision dated with the change, so a revision from that very
	 * moment names its author; the classic editor's `_edit_last` covers the rest.
	 *
	 * @param WP_Post $post The post.
	 * @return int A user ID, 0 when unknown.
	 */
	private static function last_editor( WP_Post $post ): int {
		$revisions = wp_get_post_revisions( $post, array( 'posts_per_page' => 1 ) );
		$latest    = reset( $revisions );
		if ( $latest instanceof WP_Post && $latest->post_date_gmt === $post->post_modified_gmt ) {
			return (int) $latest->post_author;
		}
		if ( $post->post_modified === $post->post_date ) {
			// Never changed since it was written.
			return (int) $post->post_author;
		}
		return (int) get_post_meta( $post->ID, '_edit_last', true );
	}
}
