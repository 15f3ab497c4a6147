<?php
/**
 * The `webmcp-abilities/describe-publish` ability: the draft a publish-post call would publish,
 * and when it would go live.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Posts;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Describe_Output;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Publish-post's `meta.webmcp.describe`: the post as `describe-post` shows it, and when it goes
 * live. It refuses what the call would refuse (a post already published, scheduled or trashed; a
 * date in the past), so the person is never asked to confirm a call that cannot run (issue 55).
 * Not a tool itself.
 *
 * @internal
 * @since 0.6.0
 */
final class Describe_Publish {

	public const NAME = 'webmcp-abilities/describe-publish';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe publishing', 'webmcp-abilities' ),
			'description'         => __( 'Describes the draft a publish-post call would publish (title, type, status, author, last change) and when it goes live, for the person asked to confirm it. Takes the input of that call.', 'webmcp-abilities' ),
			'category'            => Categories::CONTENT,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'id'   => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
					'date' => array( 'type' => 'string' ),
				),
				'required'             => array( 'id' ),
				// The describing ability receives the whole input of the call it describes.
				'additionalProperties' => true,
			),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Describe_Post::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @param array<string, mixed> $input The call's input.
	 * @return array<string, mixed>|WP_Error The description, or the call's own refusal.
	 */
	public static function execute( array $input ): array|WP_Error {
		$post = Publish_Post::publishable( $input );
		if ( is_wp_error( $post ) ) {
			return $post;
		}
		$shown = Describe_Post::execute( array( 'id' => $post->ID ) );
		if ( is_wp_error( $shown ) ) {
			return $shown;
		}
		$when              = Publish_Post::when( $input );
		$shown['fields'][] = array(
			'label' => __( 'Goes live', 'webmcp-abilities' ),
			'value' => null === $when ? __( 'Now, for everyone.', 'webmcp-abilities' ) : Describe_Output::moment( $when ),
		);
		return $shown;
	}
}
