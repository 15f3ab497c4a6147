<?php
/**
 * The `webmcp-abilities/describe-reply` ability: the comment a reply-to-comment call answers, and
 * the reply as it would be posted.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Comments;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Describe_Output;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Named by reply-to-comment as its `meta.webmcp.describe`; lets in the same people and refuses
 * what the call would refuse, so nobody is asked about a reply that cannot be posted. Not a tool.
 *
 * @internal
 * @since 0.5.0
 */
final class Describe_Reply {

	public const NAME = 'webmcp-abilities/describe-reply';

	/** The most characters of the answered comment shown. */
	private const COMMENT_LENGTH = 600;

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe reply', 'webmcp-abilities' ),
			'description'         => __( 'Shows the comment a reply-to-comment call answers and the reply as it would be posted, for the person asked to confirm it. Takes that call\'s input.', 'webmcp-abilities' ),
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
				),
				'required'             => array( 'id', 'content' ),
				'additionalProperties' => true,
			),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Reply_To_Comment::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @param array<string, mixed> $input The call's input.
	 * @return array<string, mixed>|WP_Error The comment answered, and the reply.
	 */
	public static function execute( array $input ): array|WP_Error {
		$comment = Reply_To_Comment::answerable( $input );
		if ( is_wp_error( $comment ) ) {
			return $comment;
		}
		$author     = '' === $comment->comment_author ? __( 'Anonymous', 'webmcp-abilities' ) : $comment->comment_author;
		$post_title = get_post_field( 'post_title', (int) $comment->comment_post_ID );
		return Describe_Output::of(
			/* translators: %s: the comment author's name. */
			sprintf( __( 'Reply to %s', 'webmcp-abilities' ), $author ),
			array(
				__( 'Comment', 'webmcp-abilities' )    => sprintf( '#%d', $comment->comment_ID ),
				__( 'On', 'webmcp-abilities' )         => '' === $post_title ? __( '(no title)', 'webmcp-abilities' ) : $post_title,
				/* translators: %s: the comment author's name. */
				sprintf( __( '%s wrote', 'webmcp-abilities' ), $author ) => self::shortened( wp_strip_all_tags( $comment->comment_content ) ),
				__( 'Your reply', 'webmcp-abilities' ) => Reply_Access::as_stored( (string) $input['content'] ),
				__( 'Signed', 'webmcp-abilities' )     => wp_get_current_user()->display_name,
				__( 'Visible', 'webmcp-abilities' )    => current_user_can( 'moderate_comments' )
					? __( 'On the site at once, under the comment.', 'webmcp-abilities' )
					: __( 'As the site\'s moderation rules decide: it may be held.', 'webmcp-abilities' ),
			)
		);
	}

	/**
	 * @param string $text A comment's text.
	 * @return string Its start, when it is long.
	 */
	private static function shortened( string $text ): string {
		return mb_strlen( $text ) > self::COMMENT_LENGTH ? mb_substr( $text, 0, self::COMMENT_LENGTH ) . '…' : $text;
	}
}
