<?php
/**
 * The `webmcp-abilities/describe-reply-change` ability: the reply an update-reply call changes,
 * and the change.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Comments;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Describe_Output;
use WebMCP_Abilities\Abilities\Readable_Diff;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Named by update-reply as its `meta.webmcp.describe`; lets in the same people and refuses what
 * the call would refuse. Not a tool.
 *
 * @internal
 * @since 0.5.0
 */
final class Describe_Reply_Change {

	public const NAME = 'webmcp-abilities/describe-reply-change';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe reply change', 'webmcp-abilities' ),
			'description'         => __( 'Shows the reply an update-reply call changes and what happens to it (its text as a diff, or the trash), for the person asked to confirm it. Takes that call\'s input.', 'webmcp-abilities' ),
			'category'            => Categories::COMMENTS,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'id'      => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
					'content' => array(
						'type'      => 'string',
						'maxLength' => Reply_Access::MAX_LENGTH,
					),
					'trash'   => array( 'type' => 'boolean' ),
				),
				'required'             => array( 'id' ),
				'additionalProperties' => true,
			),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Update_Reply::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @param array<string, mixed> $input The call's input.
	 * @return array<string, mixed>|WP_Error The reply, and what the call does to it.
	 */
	public static function execute( array $input ): array|WP_Error {
		$reply = Update_Reply::changeable( $input );
		if ( is_wp_error( $reply ) ) {
			return $reply;
		}
		$post_title = get_post_field( 'post_title', (int) $reply->comment_post_ID );
		$fields     = array(
			__( 'Reply', 'webmcp-abilities' ) => sprintf( '#%d', $reply->comment_ID ),
			__( 'On', 'webmcp-abilities' )    => '' === $post_title ? __( '(no title)', 'webmcp-abilities' ) : $post_title,
		);
		if ( isset( $input['trash'] ) ) {
			$fields[ __( 'Text', 'webmcp-abilities' ) ]   = wp_strip_all_tags( $reply->comment_content );
			$fields[ __( 'Change', 'webmcp-abilities' ) ] = __( 'Moves the reply to the trash: it leaves the site.', 'webmcp-abilities' );
			return Describe_Output::of( __( 'Your reply', 'webmcp-abilities' ), $fields );
		}
		return Describe_Output::of(
			__( 'Your reply', 'webmcp-abilities' ),
			$fields,
			array( __( 'Text', 'webmcp-abilities' ) => Readable_Diff::of( $reply->comment_content, Reply_Access::as_stored( (string) $input['content'] ) ) )
		);
	}
}
