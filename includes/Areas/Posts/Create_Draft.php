<?php
/**
 * The `webmcp-abilities/create-draft` ability: a new draft post or page.
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

defined( 'ABSPATH' ) || exit;

/**
 * Creates a draft, never a published post: the person reviews and publishes it.
 *
 * @internal
 * @since 0.1.0
 */
final class Create_Draft {

	public const NAME = 'webmcp-abilities/create-draft';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Create draft', 'webmcp-abilities' ),
			'description'         => __( 'Creates a draft post or page; nothing is published. Returns its ID and edit and preview links.', 'webmcp-abilities' ),
			'category'            => Categories::CONTENT,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array_merge(
					array(
						'type' => array(
							'type'        => 'string',
							'enum'        => Post_Access::POST_TYPES,
							'default'     => 'post',
							'description' => __( 'Post or page.', 'webmcp-abilities' ),
						),
					),
					Post_Fields::schema()
				),
				'required'             => array( 'title' ),
				'additionalProperties' => false,
			),
			'output_schema'       => Post_Fields::result_schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: false,
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
									'title'      => 'Spring opening hours',
									'content'    => '<!-- wp:paragraph --><p>From March we open at <strong>eight</strong>.</p><!-- /wp:paragraph -->',
									'excerpt'    => 'New hours from March',
									'categories' => array( '{{category}}' ),
									'tags'       => array( 'Hours' ),
								),
							),
						),
						'invalid' => array(
							array(
								'input' => array( 'title' => '' ),
								'code'  => 'ability_invalid_input',
							),
							array(
								'input' => array(
									'title'      => 'Hours',
									'categories' => array( 987654 ),
								),
								'code'  => 'invalid_input',
								'note'  => 'No such category.',
							),
							array(
								'input' => array(
									'type'  => 'page',
									'title' => 'Hours',
									'tags'  => array( 'Hours' ),
								),
								'code'  => 'invalid_input',
								'note'  => 'Pages have no tags.',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return true|WP_Error Whether the user may create this type of content.
	 */
	public static function can_run( array $input ): bool|WP_Error {
		$type = get_post_type_object( (string) ( $input['type'] ?? 'post' ) );
		if ( ! $type || ! current_user_can( $type->cap->create_posts ) ) {
			return Errors::access_denied( __( 'You may not create this type of content.', 'webmcp-abilities' ) );
		}
		return true;
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error The new draft.
	 */
	public static function execute( array $input ): array|WP_Error {
		$type = (string) ( $input['type'] ?? 'post' );
		$args = Post_Fields::to_post_args( $input, $type );
		if ( is_wp_error( $args ) ) {
			return $args;
		}

		// `wp_insert_post()` unslashes what it is given, as it does a form's fields.
		$post_id = wp_insert_post(
			wp_slash(
				array_merge(
					$args,
					array(
						'post_type'   => $type,
						'post_status' => 'draft',
						'post_author' => get_current_user_id(),
					)
				)
			),
			true
		);
		if ( is_wp_error( $post_id ) ) {
			return Errors::failed( $post_id );
		}
		return Post_Fields::result( $post_id );
	}
}
