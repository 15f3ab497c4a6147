<?php
/**
 * The posts area: posts and pages.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Posts;

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
			Find_Posts::class,
			Get_Post::class,
			Create_Draft::class,
			Duplicate_Post::class,
			Update_Draft::class,
			Update_Published_Post::class,
			Publish_Post::class,
			Trash_Post::class,
		);
	}

	/**
	 * @return array<int, class-string>
	 */
	public static function describers(): array {
		return array(
			Describe_Post::class,
			Describe_Publish::class,
			Describe_Published_Change::class,
			Describe_Duplicate::class,
		);
	}

	/**
	 * @return array<string, class-string<\WebMCP_Abilities\Undo\Reversal_Kind>>
	 */
	public static function reversals(): array {
		return array(
			Create_Draft::NAME          => Created_Draft_Reversal::class,
			Duplicate_Post::NAME        => Created_Draft_Reversal::class,
			Update_Draft::NAME          => Draft_Change_Reversal::class,
			Publish_Post::NAME          => Publish_Reversal::class,
			Trash_Post::NAME            => Trash_Reversal::class,
			Update_Published_Post::NAME => Published_Post_Reversal::class,
		);
	}

	/**
	 * @return array<string, class-string<\WebMCP_Abilities\Abilities\Proposable>>
	 */
	public static function proposals(): array {
		return array(
			Publish_Post::NAME          => Publish_Post::class,
			Update_Published_Post::NAME => Update_Published_Post::class,
		);
	}
}
