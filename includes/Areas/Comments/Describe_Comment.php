<?php
/**
 * The `webmcp-abilities/describe-comment` ability: a comment as the server sees it now, for the
 * person who confirms an agent's call on it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Comments;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Describe_Output;
use WebMCP_Abilities\Abilities\Errors;
use WP_Comment;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Named by moderate-comment as its `meta.webmcp.describe`. It lets in exactly the people
 * moderate-comment lets in, so describing tells nobody more than moderating would. Not a tool.
 *
 * @internal
 * @since 0.1.0
 */
final class Describe_Comment {

	public const NAME = 'webmcp-abilities/describe-comment';

	/** Words of the comment shown to the person. */
	private const EXCERPT_WORDS = 40;

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe comment', 'webmcp-abilities' ),
			'description'         => __( 'Describes a comment as it is now (author, the post it is on, an excerpt, its status) for the person asked to confirm a call on it. Takes the input of that call: its other properties are ignored.', 'webmcp-abilities' ),
			'category'            => Categories::COMMENTS,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'id' => array(
						'type'        => 'integer',
						'minimum'     => 1,
						'description' => __( 'ID of the comment.', 'webmcp-abilities' ),
					),
				),
				'required'             => array( 'id' ),
				// The describing ability receives the whole input of the call it describes.
				'additionalProperties' => true,
			),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return true|WP_Error Moderate-comment's own answer for this comment.
	 */
	public static function can_run( array $input ): bool|WP_Error {
		return Moderate_Comment::can_run( array( 'id' => (int) $input['id'] ) );
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error The description.
	 */
	public static function execute( array $input ): array|WP_Error {
		$allowed = self::can_run( $input );
		if ( is_wp_error( $allowed ) ) {
			return $allowed;
		}
		$comment = get_comment( (int) $input['id'] );
		if ( ! $comment instanceof WP_Comment ) {
			return Errors::not_found( __( 'The comment is gone.', 'webmcp-abilities' ) );
		}
		$post_title = get_post_field( 'post_title', (int) $comment->comment_post_ID );
		return Describe_Output::of(
			sprintf(
				/* translators: %s: the comment author's name. */
				__( 'Comment by %s', 'webmcp-abilities' ),
				'' === $comment->comment_author ? __( 'Anonymous', 'webmcp-abilities' ) : $comment->comment_author
			),
			array(
				__( 'ID', 'webmcp-abilities' )      => (string) $comment->comment_ID,
				__( 'Author', 'webmcp-abilities' )  => self::author( $comment ),
				__( 'On', 'webmcp-abilities' )      => '' === $post_title ? __( '(no title)', 'webmcp-abilities' ) : $post_title,
				__( 'Excerpt', 'webmcp-abilities' ) => wp_trim_words( $comment->comment_content, self::EXCERPT_WORDS ),
				__( 'Status', 'webmcp-abilities' )  => self::status( $comment ),
				__( 'Date', 'webmcp-abilities' )    => Describe_Output::moment( (int) strtotime( $comment->comment_date_gmt . ' UTC' ) ),
			)
		);
	}

	/**
	 * @param WP_Comment $comment The comment.
	 * @return string Name, and the email address for people who moderate it.
	 */
	private static function author( WP_Comment $comment ): string {
		$name = '' === $comment->comment_author ? __( 'Anonymous', 'webmcp-abilities' ) : $comment->comment_author;
		return '' === $comment->comment_author_email ? $name : sprintf( '%s <%s>', $name, $comment->comment_author_email );
	}

	/**
	 * @param WP_Comment $comment The comment.
	 * @return string Its status in words.
	 */
	private static function status( WP_Comment $comment ): string {
		$status = (string) wp_get_comment_status( $comment );
		$labels = array(
			'approved'   => __( 'Approved', 'webmcp-abilities' ),
			'unapproved' => __( 'Pending', 'webmcp-abilities' ),
			'spam'       => __( 'Spam', 'webmcp-abilities' ),
			'trash'      => __( 'Trash', 'webmcp-abilities' ),
		);
		return $labels[ $status ] ?? $status;
	}
}
