<?php
/**
 * The `webmcp-abilities/reply-to-comment` ability: answer a comment as the person.
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
 * Posts a reply as wp-admin's Reply does: by the person, with their name, email and address,
 * through `wp_new_comment()` (so WordPress's duplicate and flood checks, its moderation rules and
 * its hooks apply). Consequential: a moderator's reply is public at once, so the bridge shows the
 * person the comment answered and the reply first (`Describe_Reply`).
 *
 * @internal
 * @since 0.5.0
 */
final class Reply_To_Comment {

	public const NAME = 'webmcp-abilities/reply-to-comment';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Reply to comment', 'webmcp-abilities' ),
			'description'         => __( 'Replies to an approved comment as the logged-in person, with their name. A moderator\'s reply is public at once. Held comments must be approved first (moderate-comment).', 'webmcp-abilities' ),
			'category'            => Categories::COMMENTS,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'id'      => array(
						'type'        => 'integer',
						'minimum'     => 1,
						'description' => __( 'ID of the comment to answer.', 'webmcp-abilities' ),
					),
					'content' => array(
						'type'        => 'string',
						'minLength'   => 1,
						'maxLength'   => Reply_Access::MAX_LENGTH,
						'description' => __( 'The reply, as plain text or the little HTML comments allow.', 'webmcp-abilities' ),
					),
				),
				'required'             => array( 'id', 'content' ),
				'additionalProperties' => false,
			),
			'output_schema'       => self::output_schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: false,
				destructive: false,
				tool: array(
					'gate'             => 'edit_posts',
					'consequential'    => true,
					// The result is IDs, a status and an address, never a comment's text.
					'untrusted_output' => false,
					'describe'         => Describe_Reply::NAME,
					'screens'          => array( 'edit-comments' ),
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array(
									'id'      => '{{comment}}',
									'content' => 'We open at <em>nine</em>, see you then.',
								),
							),
						),
						'invalid' => array(
							array(
								'input' => array(
									'id'      => 987654,
									'content' => 'Thanks!',
								),
								'code'  => 'not_found',
							),
							array(
								'input' => array(
									'id'      => '{{comment}}',
									'content' => '',
								),
								'code'  => 'ability_invalid_input',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return true|WP_Error True when the person may answer this comment.
	 */
	public static function can_run( array $input ): bool|WP_Error {
		$comment = Reply_Access::answerable( (int) $input['id'] );
		return $comment instanceof WP_Comment ? true : $comment;
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error The reply.
	 */
	public static function execute( array $input ): array|WP_Error {
		$parent = self::answerable( $input );
		if ( is_wp_error( $parent ) ) {
			return $parent;
		}
		$user = wp_get_current_user();
		// `wp_new_comment()` unslashes what it is given, as it does a form's fields.
		$id = wp_new_comment(
			wp_slash(
				array(
					'comment_post_ID'      => (int) $parent->comment_post_ID,
					'comment_parent'       => (int) $parent->comment_ID,
					'comment_author'       => $user->display_name,
					'comment_author_email' => $user->user_email,
					'comment_author_url'   => $user->user_url,
					'comment_content'      => Reply_Access::as_stored( (string) $input['content'] ),
					'comment_type'         => 'comment',
					'user_id'              => $user->ID,
				)
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			return Errors::failed( $id );
		}
		return self::result( (int) $id );
	}

	/**
	 * What the call would refuse, checked before anything is posted: the describe step asks the
	 * same.
	 *
	 * @since 0.7.0
	 *
	 * @param array<string, mixed> $input Validated input.
	 * @return WP_Comment|WP_Error The comment to answer, when the call can run.
	 */
	public static function answerable( array $input ): WP_Comment|WP_Error {
		$comment = Reply_Access::answerable( (int) $input['id'] );
		if ( is_wp_error( $comment ) ) {
			return $comment;
		}
		return Reply_Access::not_answerable_now( $comment ) ?? self::empty_reply( (string) $input['content'] ) ?? $comment;
	}

	/**
	 * @param string $content The reply as given.
	 * @return WP_Error|null `invalid_input` when nothing would be left of it once stored.
	 */
	public static function empty_reply( string $content ): ?WP_Error {
		return '' === Reply_Access::as_stored( $content )
			? Errors::invalid_input( __( 'The reply is empty once HTML comments may not carry is removed. Nothing was posted.', 'webmcp-abilities' ) )
			: null;
	}

	/**
	 * @param int $id A reply.
	 * @return array{id: int, parent: int, post: int, status: string, link: string}
	 */
	public static function result( int $id ): array {
		$reply = get_comment( $id );
		return array(
			'id'     => $id,
			'parent' => $reply instanceof WP_Comment ? (int) $reply->comment_parent : 0,
			'post'   => $reply instanceof WP_Comment ? (int) $reply->comment_post_ID : 0,
			'status' => (string) wp_get_comment_status( $id ),
			'link'   => $reply instanceof WP_Comment ? (string) get_comment_link( $reply ) : '',
		);
	}

	/**
	 * @return array<string, mixed> JSON schema of `result()`.
	 */
	public static function output_schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'id'     => array( 'type' => 'integer' ),
				'parent' => array( 'type' => 'integer' ),
				'post'   => array( 'type' => 'integer' ),
				'status' => array(
					'type'        => 'string',
					'description' => __( 'approved (public), unapproved (held for moderation), spam or trash.', 'webmcp-abilities' ),
				),
				'link'   => array( 'type' => 'string' ),
			),
			'required'   => array( 'id', 'parent', 'post', 'status', 'link' ),
		);
	}
}
