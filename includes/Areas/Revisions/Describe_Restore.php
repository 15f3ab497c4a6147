<?php
/**
 * The `webmcp-abilities/describe-restore` ability: the post a restore-revision call rewrites, and
 * what its title, content and excerpt become.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Revisions;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Describe_Output;
use WebMCP_Abilities\Abilities\Readable_Diff;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Named by restore-revision as its `meta.webmcp.describe`; lets in the same people and refuses
 * what the call would refuse (`Restore_Revision::target()`), so nobody is asked about a restore
 * that cannot happen. The diff is against the post now, as the revisions screen shows it before
 * its Restore button. Not a tool.
 *
 * @internal
 * @since 0.9.0
 */
final class Describe_Restore {

	public const NAME = 'webmcp-abilities/describe-restore';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe revision restore', 'webmcp-abilities' ),
			'description'         => __( 'Shows the post a restore-revision call rewrites, the version it restores, and what is removed and added in each text, for the person asked to confirm it. Takes that call\'s input.', 'webmcp-abilities' ),
			'category'            => Categories::CONTENT,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'id'       => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
					'revision' => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
				),
				'required'             => array( 'id' ),
				'additionalProperties' => true,
			),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Revisions::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @param array<string, mixed> $input The call's input.
	 * @return array<string, mixed>|WP_Error The post, the version restored, and a diff of each
	 *                                       text that changes.
	 */
	public static function execute( array $input ): array|WP_Error {
		$target = Restore_Revision::target( $input );
		if ( is_wp_error( $target ) ) {
			return $target;
		}
		list( $post, $revision ) = $target;
		$labels                  = array(
			'post_title'   => __( 'Title', 'webmcp-abilities' ),
			'post_content' => __( 'Content', 'webmcp-abilities' ),
			'post_excerpt' => __( 'Excerpt', 'webmcp-abilities' ),
		);
		$changes                 = array();
		foreach ( $labels as $field => $label ) {
			$changes[ $label ] = Readable_Diff::of( (string) $post->$field, (string) $revision->$field );
		}
		$type    = get_post_type_object( $post->post_type );
		$visible = in_array( $post->post_status, array( 'publish', 'private' ), true );
		return Describe_Output::of(
			'' === $post->post_title ? __( '(no title)', 'webmcp-abilities' ) : $post->post_title,
			array(
				__( 'ID', 'webmcp-abilities' )         => (string) $post->ID,
				__( 'Type', 'webmcp-abilities' )       => null === $type ? $post->post_type : (string) $type->labels->singular_name,
				__( 'Address', 'webmcp-abilities' )    => (string) get_permalink( $post ),
				__( 'Restores', 'webmcp-abilities' )   => sprintf(
					/* translators: 1: the revision's date and time, 2: who saved it, 3: the revision's ID. */
					__( 'The version saved %1$s by %2$s (revision %3$d)', 'webmcp-abilities' ),
					Describe_Output::moment( (int) get_post_timestamp( $revision ) ),
					Describe_Output::person( (int) $revision->post_author ),
					$revision->ID
				),
				__( 'Afterwards', 'webmcp-abilities' ) => array() === array_filter( $changes )
					? __( 'Nothing changes: the post already reads like this.', 'webmcp-abilities' )
					: ( $visible
						? __( 'Readers see the restored version at once. The version now is kept as a revision.', 'webmcp-abilities' )
						: __( 'The version now is kept as a revision.', 'webmcp-abilities' ) ),
			),
			$changes
		);
	}
}
