<?php
/**
 * The comments area: comments and replies.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Comments;

defined( 'ABSPATH' ) || exit;

/**
 * @internal
 * @since 0.7.0
 */
final class Area extends \WebMCP_Abilities\Abilities\Area {

	/**
	 * @return array<int, class-string>
	 */
	public static function abilities(): array {
		return array(
			List_Pending_Comments::class,
			Moderate_Comment::class,
			Reply_To_Comment::class,
			Update_Reply::class,
		);
	}

	/**
	 * @return array<int, class-string>
	 */
	public static function describers(): array {
		return array(
			Describe_Comment::class,
			Describe_Reply::class,
			Describe_Reply_Change::class,
		);
	}

	/**
	 * @return array<string, class-string<\WebMCP_Abilities\Undo\Reversal_Kind>>
	 */
	public static function reversals(): array {
		return array(
			Moderate_Comment::NAME => Moderation_Reversal::class,
			Reply_To_Comment::NAME => Reply_Reversal::class,
			Update_Reply::NAME     => Reply_Change_Reversal::class,
		);
	}
}
