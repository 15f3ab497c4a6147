<?php
/**
 * The `webmcp-abilities/update-reply` ability: change the text of the person's own reply, or
 * move it to the trash.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Comments;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Errors;
use WP_Comment;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Edits through `wp_update_comment()` and trashes through `wp_trash_comment()`, as wp-admin's
 * Quick Edit and Trash links do. Consequential: the reply is public, so the bridge shows the
 * person a diff of the text, or the reply about to go, first (`Describe_Reply_Change`).
 *
 * @internal
 * @since 0.5.0
 */
final class Update_Reply {

	public const NAME = 'webmcp-abilities/update-reply';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Update reply', 'webmcp-abilities' ),
			'description'         => __( 'Changes the text of one of your own comments (a reply you posted), or moves it to the trash. Give either content or trash.', 'webmcp-abilities' ),
			'category'            => Categories::COMMENTS,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'id'      => array(
						'type'        => 'integer',
						'minimum'     => 1,
						'description' => __( 'ID of your reply, as reply-to-comment returned it.', 'webmcp-abilities' ),
					),
					'content' => array(
						'type'        => 'string',
						'minLength'   => 1,
						'maxLength'   => Reply_Access::MAX_LENGTH,
						'description' => __( 'The reply\'s new text.', 'webmcp-abilities' ),
					),
					'trash'   => array(
						'type'        => 'boolean',
						'enum'        => array( true ),
						'description' => __( 'true moves the reply to the trash.', 'webmcp-abilities' ),
					),
				),
				'required'             => array( 'id' ),
				'minProperties'        => 2,
				'maxProperties'        => 2,
				'additionalProperties' => false,
			),
			'output_schema'       => Reply_To_Comment::output_schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: true,
				destructive: false,
				tool: array(
					'gate'             => 'edit_posts',
					'consequential'    => true,
					'untrusted_output' => false,
					'describe'         => Describe_Reply_Change::NAME,
					'screens'          => array( 'edit-comments' ),
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array(
									'id'      => '{{reply}}',
									'content' => 'We open at <em>ten</em> now.',
								),
							),
							array(
								'input' => array(
									'id'    => '{{reply}}',
									'trash' => true,
								),
							),
						),
						'invalid' => array(
							array(
								'input' => array(
									'id'      => '{{comment}}',
									'content' => 'Edited',
								),
								'code'  => 'access_denied',
								'note'  => 'Not the person\'s own reply.',
							),
							array(
								'input' => array(
									'id'      => '{{reply}}',
									'content' => 'Edited',
									'trash'   => true,
								),
								'code'  => 'ability_invalid_input',
							),
							array(
								'input' => array(
									'id'      => 987654,
									'content' => 'Edited',
								),
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
	 * @return true|WP_Error True when the reply is the person's own and they may edit it.
	 */
	public static function can_run( array $input ): bool|WP_Error {
		$reply = Reply_Access::own( (int) $input['id'] );
		return $reply instanceof WP_Comment ? true : $reply;
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error The reply now.
	 */
	public static function execute( array $input ): array|WP_Error {
		$reply = self::changeable( $input );
		if ( is_wp_error( $reply ) ) {
			return $reply;
		}
		if ( isset( $input['trash'] ) ) {
			if ( 'trash' !== wp_get_comment_status( $reply ) && ! wp_trash_comment( $reply ) ) {
				return Errors::failed( new WP_Error( 'trash_failed', __( 'WordPress could not move the reply to the trash.', 'webmcp-abilities' ) ) );
			}
			return Reply_To_Comment::result( (int) $reply->comment_ID );
		}
		$content = Reply_Access::as_stored( (string) $input['content'] );
		if ( $content !== $reply->comment_content ) {
			$updated = wp_update_comment(
				wp_slash(
					array(
						'comment_ID'      => (int) $reply->comment_ID,
						'comment_content' => $content,
					)
				),
				true
			);
			if ( is_wp_error( $updated ) ) {
				return Errors::failed( $updated );
			}
		}
		return Reply_To_Comment::result( (int) $reply->comment_ID );
	}

	/**
	 * What the call would refuse, checked before anything is changed.
	 *
	 * @param array<string, mixed> $input Validated input.
	 * @return WP_Comment|WP_Error The reply, when the call can run.
	 */
	public static function changeable( array $input ): WP_Comment|WP_Error {
		$reply = Reply_Access::own( (int) $input['id'] );
		if ( is_wp_error( $reply ) ) {
			return $reply;
		}
		if ( isset( $input['trash'] ) === isset( $input['content'] ) ) {
			return Errors::invalid_input( __( 'Give either content (the new text) or trash: true, not both. Nothing was changed.', 'webmcp-abilities' ) );
		}
		if ( isset( $input['content'] ) ) {
			if ( 'trash' === wp_get_comment_status( $reply ) ) {
				return Errors::invalid_state( __( 'The reply is in the trash; it cannot be edited there.', 'webmcp-abilities' ) );
			}
			return Reply_To_Comment::empty_reply( (string) $input['content'] ) ?? $reply;
		}
		return $reply;
	}
}
