<?php
/**
 * The revisions area: the versions WordPress keeps of a post, compared and restored.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Revisions;

defined( 'ABSPATH' ) || exit;

/**
 * @internal
 * @since 0.9.0
 */
final class Area extends \WebMCP_Abilities\Abilities\Area {

	/**
	 * @return array<int, class-string>
	 */
	public static function abilities(): array {
		return array(
			List_Revisions::class,
			Compare_Revisions::class,
			Restore_Revision::class,
		);
	}

	/**
	 * @return array<int, class-string>
	 */
	public static function describers(): array {
		return array(
			Describe_Restore::class,
		);
	}

	/**
	 * @return array<string, class-string<\WebMCP_Abilities\Undo\Reversal_Kind>>
	 */
	public static function reversals(): array {
		return array(
			Restore_Revision::NAME => Restore_Reversal::class,
		);
	}
}
