<?php
/**
 * The terms area: categories and tags.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Terms;

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
			List_Terms::class,
			Save_Term::class,
			Merge_Terms::class,
			Set_Post_Terms::class,
		);
	}

	/**
	 * @return array<int, class-string>
	 */
	public static function describers(): array {
		return array(
			Describe_Term_Merge::class,
			Describe_Term_Save::class,
			Describe_Post_Terms::class,
		);
	}

	/**
	 * @return array<string, class-string<\WebMCP_Abilities\Undo\Reversal_Kind>>
	 */
	public static function reversals(): array {
		return array(
			Save_Term::NAME      => Term_Reversal::class,
			Merge_Terms::NAME    => Term_Merge_Reversal::class,
			Set_Post_Terms::NAME => Post_Terms_Reversal::class,
		);
	}
}
