<?php
/**
 * The `webmcp-abilities/describe-published-change` ability: the post an update-published-post
 * call changes, and a diff of each text it rewrites.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Posts;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Describe_Output;
use WebMCP_Abilities\Abilities\Open_In_Editor;
use WebMCP_Abilities\Abilities\Readable_Diff;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Named by update-published-post as its `meta.webmcp.describe`; lets in the same people and
 * refuses what the call would refuse (a draft, an edit that cannot be made, a post open in an
 * editor), so nobody is asked about a call that cannot run. Not a tool.
 *
 * @internal
 * @since 0.5.0
 */
final class Describe_Published_Change {

	public const NAME = 'webmcp-abilities/describe-published-change';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe published post change', 'webmcp-abilities' ),
			'description'         => __( 'Shows the published post an update-published-post call changes, each field it sets before and after and, for each text it rewrites, what is removed and what is added, for the person asked to confirm it. Takes that call\'s input.', 'webmcp-abilities' ),
			'category'            => Categories::CONTENT,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'id'      => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
					'title'   => array( 'type' => 'string' ),
					'excerpt' => array( 'type' => 'string' ),
					'replace' => Content_Replacements::schema(),
					'meta'    => array( 'type' => 'object' ),
				),
				'required'             => array( 'id' ),
				'additionalProperties' => true,
			),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Update_Published_Post::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @param array<string, mixed> $input The call's input.
	 * @return array<string, mixed>|WP_Error The post, and a diff of each text that changes.
	 */
	public static function execute( array $input ): array|WP_Error {
		$post = Update_Published_Post::live_post( (int) $input['id'] );
		if ( is_wp_error( $post ) ) {
			return $post;
		}
		$open = Open_In_Editor::refusal( $post );
		if ( null !== $open ) {
			return $open;
		}
		$planned = Update_Published_Post::planned( $post, $input );
		if ( is_wp_error( $planned ) ) {
			return $planned;
		}
		$meta = Update_Published_Post::planned_meta( $post, $input );
		if ( is_wp_error( $meta ) ) {
			return $meta;
		}
		$type = get_post_type_object( $post->post_type );
		return Describe_Output::of(
			'' === $post->post_title ? __( '(no title)', 'webmcp-abilities' ) : $post->post_title,
			array(
				__( 'ID', 'webmcp-abilities' )      => (string) $post->ID,
				__( 'Type', 'webmcp-abilities' )    => null === $type ? $post->post_type : (string) $type->labels->singular_name,
				__( 'Address', 'webmcp-abilities' ) => (string) get_permalink( $post ),
			) + Registered_Meta::shown_changes( $post, $meta ) + array(
				__( 'Changes', 'webmcp-abilities' ) => self::consequence( array() !== $planned, array() !== $meta ),
			),
			self::changes( $post, $planned )
		);
	}

	/**
	 * @param bool $texts  Whether the call rewrites a text.
	 * @param bool $fields Whether it sets a field.
	 * @return string What the person's confirming does; a revision keeps texts only.
	 */
	private static function consequence( bool $texts, bool $fields ): string {
		if ( $texts ) {
			return __( 'Visitors see them at once. A revision keeps the version before.', 'webmcp-abilities' );
		}
		return $fields
			? __( 'Visitors see them at once.', 'webmcp-abilities' )
			: __( 'None: the post already reads like this.', 'webmcp-abilities' );
	}

	/**
	 * @since 0.6.0
	 *
	 * @param WP_Post               $post    The live post.
	 * @param array<string, string> $planned Its fields as the call would save them.
	 * @return array<string, array<int, array{change: string, text: string}>> A diff per field
	 *         that changes, by its label.
	 */
	public static function changes( WP_Post $post, array $planned ): array {
		$labels  = array(
			'post_title'   => __( 'Title', 'webmcp-abilities' ),
			'post_content' => __( 'Content', 'webmcp-abilities' ),
			'post_excerpt' => __( 'Excerpt', 'webmcp-abilities' ),
		);
		$changes = array();
		foreach ( $planned as $field => $value ) {
			$changes[ $labels[ $field ] ] = Readable_Diff::of( (string) $post->$field, $value );
		}
		return $changes;
	}
}
