<?php
/**
 * The `webmcp-abilities/duplicate-post` ability: a post or page copied as a new draft.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Posts;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Errors;
use WebMCP_Abilities\Abilities\Post_Access;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * As the editor's own Duplicate action (the Site Editor's pages and the post editor's actions
 * menu): a draft of the caller's titled "<title> (Copy)", with the original's blocks as written,
 * excerpt, password, discussion settings, parent and order, template, featured image, the terms
 * of each of its taxonomies the caller may assign, and its registered meta shown in REST; never
 * protected or unregistered meta. Saved as REST saves a new post: inserted, then its featured
 * image and meta, then `wp_after_insert_post`. Undo moves the draft to the trash unless it
 * changed since (`Created_Draft_Reversal`).
 *
 * @internal
 * @since 0.9.0
 */
final class Duplicate_Post {

	public const NAME = 'webmcp-abilities/duplicate-post';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Duplicate post', 'webmcp-abilities' ),
			'description'         => __( 'Copies a post or page as a new draft: blocks, excerpt, categories and tags, featured image, template and parent. Returns the draft\'s ID and edit link.', 'webmcp-abilities' ),
			'category'            => Categories::CONTENT,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'id' => array(
						'type'        => 'integer',
						'minimum'     => 1,
						'description' => __( 'ID of the post or page to copy.', 'webmcp-abilities' ),
					),
				),
				'required'             => array( 'id' ),
				'additionalProperties' => false,
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'id'        => array( 'type' => 'integer' ),
					'title'     => array( 'type' => 'string' ),
					'status'    => array( 'type' => 'string' ),
					'edit_link' => array(
						'type'        => 'string',
						'description' => __( 'Where the person opens the draft in the editor.', 'webmcp-abilities' ),
					),
				),
				'required'   => array( 'id', 'title', 'status', 'edit_link' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: false,
				destructive: false,
				tool: array(
					'gate'             => 'edit_posts',
					'consequential'    => true,
					// The result names the draft by its title, which people write.
					'untrusted_output' => true,
					'describe'         => Describe_Duplicate::NAME,
					// Each type's list and its editor, whose screen is named as the type.
					'screens'          => Post_Access::screens( true, true ),
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array( 'id' => '{{post}}' ),
							),
						),
						'invalid' => array(
							array(
								'input' => array( 'id' => '{{image}}' ),
								'code'  => 'not_found',
								'note'  => 'An image is no post.',
							),
							array(
								'input' => array( 'id' => 987654 ),
								'code'  => 'not_found',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return true|WP_Error True when the user may edit the original and create one of its type.
	 */
	public static function can_run( array $input ): bool|WP_Error {
		$source = Post_Access::editable( (int) $input['id'] );
		if ( is_wp_error( $source ) ) {
			return $source;
		}
		$type = get_post_type_object( $source->post_type );
		if ( null === $type || ! current_user_can( $type->cap->create_posts ) ) {
			return Errors::access_denied( __( 'You may not create this type of content.', 'webmcp-abilities' ) );
		}
		return true;
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error The new draft.
	 */
	public static function execute( array $input ): array|WP_Error {
		$source = self::source( (int) $input['id'] );
		if ( is_wp_error( $source ) ) {
			return $source;
		}
		$copy = self::copy( $source );
		// Not yet `wp_after_insert_post`: hooked code sees the draft whole, as after a REST save.
		$id = wp_insert_post( wp_slash( $copy['post'] ), true, false );
		if ( is_wp_error( $id ) ) {
			return Errors::failed( $id );
		}
		if ( $copy['thumbnail'] > 0 ) {
			set_post_thumbnail( $id, $copy['thumbnail'] );
		}
		foreach ( $copy['meta'] as $key => $value ) {
			if ( current_user_can( 'edit_post_meta', $id, $key ) ) {
				update_post_meta( $id, $key, wp_slash( $value ) );
			}
		}
		wp_after_insert_post( $id, false, null );
		return array(
			'id'        => $id,
			'title'     => get_the_title( $id ),
			'status'    => (string) get_post_status( $id ),
			'edit_link' => (string) get_edit_post_link( $id, 'raw' ),
		);
	}

	/**
	 * @param int $id The original's ID.
	 * @return WP_Post|WP_Error The original, or why it cannot be copied.
	 */
	public static function source( int $id ): WP_Post|WP_Error {
		$source = Post_Access::editable( $id );
		if ( $source instanceof WP_Post && 'trash' === $source->post_status ) {
			return Errors::invalid_state(
				sprintf(
					/* translators: %d: Post ID. */
					__( 'Post %d is in the trash: restore it first to copy it. Nothing was changed.', 'webmcp-abilities' ),
					$id
				)
			);
		}
		return $source;
	}

	/**
	 * @param WP_Post $source The original.
	 * @return array{post: array<string, mixed>, thumbnail: int, meta: array<string, mixed>}
	 *         The draft's fields (terms among them, as `tax_input`), its featured image and meta.
	 */
	public static function copy( WP_Post $source ): array {
		$post     = array(
			'post_type'      => $source->post_type,
			'post_status'    => 'draft',
			'post_author'    => get_current_user_id(),
			'post_title'     => sprintf(
				/* translators: %s: the original's title. As WordPress's editor titles its duplicates. */
				_x( '%s (Copy)', 'post', 'webmcp-abilities' ),
				'' === $source->post_title ? __( '(no title)', 'webmcp-abilities' ) : $source->post_title
			),
			'post_content'   => $source->post_content,
			'post_excerpt'   => $source->post_excerpt,
			'post_password'  => $source->post_password,
			'comment_status' => $source->comment_status,
			'ping_status'    => $source->ping_status,
			'post_parent'    => is_post_type_hierarchical( $source->post_type ) ? (int) $source->post_parent : 0,
			'menu_order'     => (int) $source->menu_order,
			'tax_input'      => self::terms( $source ),
		);
		$template = get_page_template_slug( $source );
		if ( '' !== $template && isset( wp_get_theme()->get_page_templates( null, $source->post_type )[ $template ] ) ) {
			$post['page_template'] = $template;
		}
		if ( isset( $post['tax_input']['category'] ) ) {
			// Otherwise WordPress files it under the default category, before the terms are set.
			$post['post_category'] = $post['tax_input']['category'];
		}
		return array(
			'post'      => $post,
			'thumbnail' => post_type_supports( $source->post_type, 'thumbnail' ) ? (int) get_post_thumbnail_id( $source ) : 0,
			'meta'      => self::meta( $source ),
		);
	}

	/**
	 * @param WP_Post $source The original.
	 * @return array<string, array<int, int>> Its term IDs in each taxonomy of its type the user
	 *         may assign, as `wp_insert_post()` takes them.
	 */
	private static function terms( WP_Post $source ): array {
		$terms = array();
		foreach ( get_object_taxonomies( $source->post_type, 'objects' ) as $taxonomy ) {
			if ( ! current_user_can( $taxonomy->cap->assign_terms ) ) {
				continue;
			}
			$ids = wp_get_object_terms( $source->ID, $taxonomy->name, array( 'fields' => 'ids' ) );
			if ( is_array( $ids ) && array() !== $ids ) {
				$terms[ $taxonomy->name ] = array_map( 'intval', $ids );
			}
		}
		return $terms;
	}

	/**
	 * @param WP_Post $source The original.
	 * @return array<string, mixed> Its single-valued meta that is registered for its type (or for
	 *                              every type) and shown in REST, by key; protected keys left out.
	 */
	private static function meta( WP_Post $source ): array {
		$keys = array_merge( get_registered_meta_keys( 'post' ), get_registered_meta_keys( 'post', $source->post_type ) );
		$meta = array();
		foreach ( $keys as $key => $args ) {
			if ( empty( $args['show_in_rest'] ) || empty( $args['single'] ) || is_protected_meta( $key, 'post' ) || ! metadata_exists( 'post', $source->ID, $key ) ) {
				continue;
			}
			$meta[ $key ] = get_post_meta( $source->ID, $key, true );
		}
		return $meta;
	}
}
