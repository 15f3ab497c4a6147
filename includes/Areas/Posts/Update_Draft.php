<?php
/**
 * The `webmcp-abilities/update-draft` ability: change a draft that is not published yet.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Posts;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Errors;
use WebMCP_Abilities\Abilities\Open_In_Editor;
use WebMCP_Abilities\Abilities\Post_Access;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Edits drafts and pending posts only; published content is left to the person.
 *
 * @internal
 * @since 0.1.0
 */
final class Update_Draft {

	public const NAME = 'webmcp-abilities/update-draft';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Update draft', 'webmcp-abilities' ),
			'description'         => __( 'Changes the given fields of a draft or pending post (meta too); others stay. Published, scheduled and trashed ones are refused (invalid_state).', 'webmcp-abilities' ),
			'category'            => Categories::CONTENT,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array_merge(
					array(
						'id' => array(
							'type'        => 'integer',
							'minimum'     => 1,
							'description' => __( 'The draft’s ID.', 'webmcp-abilities' ),
						),
					),
					Post_Fields::schema()
				),
				'required'             => array( 'id' ),
				'minProperties'        => 2,
				'additionalProperties' => false,
			),
			'output_schema'       => Post_Fields::result_schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: true,
				destructive: false,
				tool: array(
					'gate'             => 'edit_posts',
					'consequential'    => false,
					// The result names the post by its title, which people write.
					'untrusted_output' => true,
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array(
									'id'      => '{{draft}}',
									'title'   => 'Contract draft, revised',
									'content' => '<!-- wp:paragraph --><p>Revised <em>text</em>.</p><!-- /wp:paragraph -->',
									'excerpt' => 'Revised',
									'tags'    => array( 'Hours' ),
								),
							),
						),
						'invalid' => array(
							array(
								'input' => array(
									'id'    => 987654,
									'title' => 'Hours',
								),
								'code'  => 'not_found',
							),
							array(
								'input' => array(
									'id'    => '{{post}}',
									'title' => 'Hours',
								),
								'code'  => 'invalid_state',
								'note'  => 'A published post: update-published-post changes it.',
							),
							array(
								'input' => array( 'id' => '{{draft}}' ),
								'code'  => 'ability_invalid_input',
								'note'  => 'Nothing to change.',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return true|WP_Error True when the user may edit this post.
	 */
	public static function can_run( array $input ): bool|WP_Error {
		$post = Post_Access::editable( (int) $input['id'] );
		return $post instanceof WP_Post ? true : $post;
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error The draft as it is now.
	 */
	public static function execute( array $input ): array|WP_Error {
		$post = Post_Access::editable_draft( (int) $input['id'] );
		if ( is_wp_error( $post ) ) {
			return $post;
		}
		$open = Open_In_Editor::refusal( $post );
		if ( null !== $open ) {
			return $open;
		}

		$args = Post_Fields::to_post_args( $input, $post->post_type );
		if ( is_wp_error( $args ) ) {
			return $args;
		}
		$meta = Registered_Meta::plan( $post->post_type, (array) ( $input['meta'] ?? array() ) );
		$meta = is_wp_error( $meta ) ? $meta : ( Registered_Meta::refusal( $post, array_keys( $meta ) ) ?? $meta );
		if ( is_wp_error( $meta ) ) {
			return $meta;
		}
		if ( array() !== $args ) {
			// `wp_update_post()` unslashes what it is given, as it does a form's fields.
			$updated = wp_update_post( wp_slash( array_merge( $args, array( 'ID' => $post->ID ) ) ), true );
			if ( is_wp_error( $updated ) ) {
				return Errors::failed( $updated );
			}
		}
		Registered_Meta::write( $post->ID, $meta );
		return Post_Fields::result( $post->ID );
	}
}
