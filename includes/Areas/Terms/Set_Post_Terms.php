<?php
/**
 * The `webmcp-abilities/set-post-terms` ability: add or remove categories, tags or other terms on
 * one post or many.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Terms;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Errors;
use WebMCP_Abilities\Abilities\Open_In_Editor;
use WebMCP_Abilities\Abilities\Post_Access;
use WP_Error;
use WP_Post;
use WP_Taxonomy;

defined( 'ABSPATH' ) || exit;

/**
 * Needs the taxonomy's `assign_terms` and `edit_post` on each post; a post open in an editor is
 * refused (its editor would save its own terms over these). Every post is checked before any
 * changes, and each post changed is its own log entry.
 *
 * @internal
 * @since 0.5.0
 */
final class Set_Post_Terms {

	public const NAME = 'webmcp-abilities/set-post-terms';

	public const MAX_POSTS = 50;

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		$ids = array(
			'type'        => 'array',
			'items'       => array(
				'type'    => 'integer',
				'minimum' => 1,
			),
			'uniqueItems' => true,
			'maxItems'    => 100,
		);
		return array(
			'label'               => __( 'Set post terms', 'webmcp-abilities' ),
			'description'         => __( 'Adds terms to, or removes terms from, up to 50 posts or pages at once (for example, moves posts from one category to another). Term IDs as list-terms gives them.', 'webmcp-abilities' ),
			'category'            => Categories::CONTENT,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'taxonomy' => Term_Access::taxonomy_schema(),
					'posts'    => array(
						'minItems'    => 1,
						'maxItems'    => self::MAX_POSTS,
						'description' => __( 'IDs of the posts or pages.', 'webmcp-abilities' ),
					) + $ids,
					'add'      => array( 'description' => __( 'Term IDs each post gets.', 'webmcp-abilities' ) ) + $ids,
					'remove'   => array( 'description' => __( 'Term IDs taken off each post.', 'webmcp-abilities' ) ) + $ids,
				),
				'required'             => array( 'posts' ),
				'additionalProperties' => false,
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'updated'   => array(
						'type'  => 'array',
						'items' => array( 'type' => 'integer' ),
					),
					'unchanged' => array(
						'type'  => 'array',
						'items' => array( 'type' => 'integer' ),
					),
				),
				'required'   => array( 'updated', 'unchanged' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: true,
				destructive: false,
				tool: array(
					'gate'             => 'edit_posts',
					// It changes what visitors see listed on live posts, many at once (issue 55).
					'consequential'    => true,
					'untrusted_output' => false,
					'describe'         => Describe_Post_Terms::NAME,
					'screens'          => array( 'edit-post', 'edit-page', 'edit-category', 'edit-post_tag' ),
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array(
									'taxonomy' => 'post_tag',
									'posts'    => array( '{{post}}' ),
									'add'      => array( '{{second_tag}}' ),
								),
							),
							array(
								'input' => array(
									'taxonomy' => 'post_tag',
									'posts'    => array( '{{post}}' ),
									'remove'   => array( '{{tag}}' ),
								),
							),
						),
						'invalid' => array(
							array(
								'input' => array(
									'taxonomy' => 'post_tag',
									'posts'    => array( '{{post}}' ),
								),
								'code'  => 'invalid_input',
								'note'  => 'Nothing to add or remove.',
							),
							array(
								'input' => array(
									'taxonomy' => 'post_tag',
									'posts'    => array( 987654 ),
									'add'      => array( '{{tag}}' ),
								),
								'code'  => 'not_found',
							),
							array(
								'input' => array(
									'taxonomy' => 'post_tag',
									'posts'    => array( '{{post}}' ),
									'add'      => array( '{{category}}' ),
								),
								'code'  => 'invalid_input',
								'note'  => 'A category is no tag.',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return true|WP_Error
	 */
	public static function can_run( array $input ): bool|WP_Error {
		$checked = self::checked( $input );
		return is_wp_error( $checked ) ? $checked : true;
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error Which posts changed.
	 */
	public static function execute( array $input ): array|WP_Error {
		$checked = self::checked( $input );
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}
		list( $taxonomy, $posts ) = $checked;
		$open                     = self::open_in_editor( $posts );
		if ( null !== $open ) {
			return $open;
		}
		$result = array(
			'updated'   => array(),
			'unchanged' => array(),
		);
		foreach ( $posts as $post ) {
			$now  = self::term_ids( $post->ID, $taxonomy->name );
			$then = self::terms_after( $now, $input );
			if ( $then === $now ) {
				$result['unchanged'][] = $post->ID;
				continue;
			}
			$set = wp_set_object_terms( $post->ID, $then, $taxonomy->name );
			if ( is_wp_error( $set ) ) {
				return Errors::failed( $set );
			}
			$result['updated'][] = $post->ID;
		}
		return $result;
	}

	/**
	 * @param int    $post     A post.
	 * @param string $taxonomy A taxonomy.
	 * @return int[] The post's term IDs there, sorted.
	 */
	public static function term_ids( int $post, string $taxonomy ): array {
		$ids = wp_get_object_terms( $post, $taxonomy, array( 'fields' => 'ids' ) );
		$ids = is_array( $ids ) ? array_map( 'intval', $ids ) : array();
		sort( $ids );
		return $ids;
	}

	/**
	 * @param int[]                $now   A post's term IDs, sorted.
	 * @param array<string, mixed> $input Validated input.
	 * @return int[] Its term IDs once the call ran, sorted.
	 */
	public static function terms_after( array $now, array $input ): array {
		$add    = array_map( 'intval', (array) ( $input['add'] ?? array() ) );
		$remove = array_map( 'intval', (array) ( $input['remove'] ?? array() ) );
		$then   = array_values( array_diff( array_unique( array_merge( $now, $add ) ), $remove ) );
		sort( $then );
		return $then;
	}

	/**
	 * @param WP_Post[] $posts The call's posts.
	 * @return WP_Error|null The refusal for the first open in an editor, whose next Save would
	 *                       put back its own terms; null when none is.
	 */
	public static function open_in_editor( array $posts ): ?WP_Error {
		foreach ( $posts as $post ) {
			$open = Open_In_Editor::refusal( $post );
			if ( null !== $open ) {
				return $open;
			}
		}
		return null;
	}

	/**
	 * Every post and term, checked before anything changes.
	 *
	 * @param array<string, mixed> $input Validated input.
	 * @return array{0: WP_Taxonomy, 1: WP_Post[]}|WP_Error
	 */
	public static function checked( array $input ): array|WP_Error {
		$taxonomy = Term_Access::taxonomy( $input, 'assign_terms' );
		if ( is_wp_error( $taxonomy ) ) {
			return $taxonomy;
		}
		$add    = (array) ( $input['add'] ?? array() );
		$remove = (array) ( $input['remove'] ?? array() );
		if ( array() === $add && array() === $remove ) {
			return Errors::invalid_input( __( 'Give terms to add or to remove.', 'webmcp-abilities' ) );
		}
		foreach ( array_merge( $add, $remove ) as $term_id ) {
			$term = Term_Access::term( (int) $term_id, $taxonomy->name );
			if ( is_wp_error( $term ) ) {
				return Errors::invalid_input( $term->get_error_message() );
			}
		}
		$posts = array();
		foreach ( (array) $input['posts'] as $id ) {
			$post = Post_Access::editable( (int) $id );
			if ( is_wp_error( $post ) ) {
				return $post;
			}
			if ( ! is_object_in_taxonomy( $post->post_type, $taxonomy->name ) ) {
				return Errors::invalid_input(
					sprintf(
						/* translators: 1: post ID, 2: taxonomy name. */
						__( 'Post %1$d cannot have %2$s.', 'webmcp-abilities' ),
						$post->ID,
						$taxonomy->labels->name
					)
				);
			}
			$posts[] = $post;
		}
		return array( $taxonomy, $posts );
	}
}
