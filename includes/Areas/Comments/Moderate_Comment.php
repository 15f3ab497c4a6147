<?php
/**
 * The `webmcp-abilities/moderate-comment` ability: approve, unapprove, spam or trash a comment.
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
 * Changes a comment's status. Consequential: the bridge asks the person first.
 *
 * @internal
 * @since 0.1.0
 */
final class Moderate_Comment {

	public const NAME = 'webmcp-abilities/moderate-comment';

	/** Each action and the comment status it leads to. */
	private const ACTIONS = array(
		'approve'   => 'approve',
		'unapprove' => 'hold',
		'spam'      => 'spam',
		'trash'     => 'trash',
	);

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Moderate comment', 'webmcp-abilities' ),
			'description'         => __( 'Approves (shows it on the site), unapproves (holds it for moderation), marks as spam, or trashes one comment.', 'webmcp-abilities' ),
			'category'            => Categories::COMMENTS,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'id'     => array(
						'type'        => 'integer',
						'minimum'     => 1,
						'description' => __( 'ID of the comment, as list-pending-comments returns it.', 'webmcp-abilities' ),
					),
					'action' => array(
						'type'        => 'string',
						'enum'        => array_keys( self::ACTIONS ),
						'description' => __( 'What to do with the comment.', 'webmcp-abilities' ),
					),
				),
				'required'             => array( 'id', 'action' ),
				'additionalProperties' => false,
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'id'     => array( 'type' => 'integer' ),
					'status' => array(
						'type'        => 'string',
						'description' => __( 'The comment status now: approved, unapproved, spam or trash.', 'webmcp-abilities' ),
					),
				),
				'required'   => array( 'id', 'status' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: true,
				destructive: false,
				tool: array(
					'gate'             => 'edit_posts',
					'consequential'    => true,
					// The result is an ID and a status, never the comment's text.
					'untrusted_output' => false,
					'describe'         => Describe_Comment::NAME,
					// Approving a queue in bulk is safe to grant; spam and trash are the owner's call.
					'destructive_when' => array( 'action' => array( 'spam', 'trash' ) ),
					// Offered where comments are moderated.
					'screens'          => array( 'edit-comments' ),
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array(
									'id'     => '{{comment}}',
									'action' => 'unapprove',
								),
							),
							array(
								'input' => array(
									'id'     => '{{comment}}',
									'action' => 'approve',
								),
							),
						),
						'invalid' => array(
							array(
								'input' => array(
									'id'     => '{{comment}}',
									'action' => 'delete',
								),
								'code'  => 'ability_invalid_input',
							),
							array(
								'input' => array(
									'id'     => 987654,
									'action' => 'spam',
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
	 * @return true|WP_Error True when the user may moderate this comment.
	 */
	public static function can_run( array $input ): bool|WP_Error {
		$comment = self::comment( (int) $input['id'] );
		return $comment instanceof WP_Comment ? true : $comment;
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error The comment's new status.
	 */
	public static function execute( array $input ): array|WP_Error {
		$comment = self::comment( (int) $input['id'] );
		if ( is_wp_error( $comment ) ) {
			return $comment;
		}
		$status = self::ACTIONS[ (string) $input['action'] ];
		if ( wp_get_comment_status( $comment ) !== self::status_name( $status ) ) {
			$changed = wp_set_comment_status( $comment, $status, true );
			if ( is_wp_error( $changed ) ) {
				return Errors::failed( $changed );
			}
		}
		return array(
			'id'     => (int) $comment->comment_ID,
			'status' => (string) wp_get_comment_status( (int) $comment->comment_ID ),
		);
	}

	/**
	 * A comment the user cannot moderate is `not_found`, exactly like a missing one: answering
	 * otherwise for some comments (say, approved ones) would tell which IDs exist, including
	 * comments on private posts.
	 *
	 * @param int $id Comment ID.
	 * @return WP_Comment|WP_Error
	 */
	private static function comment( int $id ): WP_Comment|WP_Error {
		if ( ! current_user_can( 'read' ) ) {
			return Errors::access_denied( __( 'Log in to moderate comments.', 'webmcp-abilities' ) );
		}
		$comment = get_comment( $id );
		if ( $comment instanceof WP_Comment && current_user_can( 'edit_comment', $id ) ) {
			return $comment;
		}
		return Errors::not_found(
			sprintf(
				/* translators: %d: Comment ID. */
				__( 'No comment with ID %d exists that you can moderate. Use list-pending-comments to find one.', 'webmcp-abilities' ),
				$id
			)
		);
	}

	/**
	 * @param string $status A status as `wp_set_comment_status()` takes it.
	 * @return string The same status as `wp_get_comment_status()` names it.
	 */
	private static function status_name( string $status ): string {
		return array(
			'approve' => 'approved',
			'hold'    => 'unapproved',
		)[ $status ] ?? $status;
	}
}
