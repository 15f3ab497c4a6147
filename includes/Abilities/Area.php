<?php
/**
 * What an area of the site hands the kernel: its abilities, how its writes are undone, and its
 * own hooks.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Abilities;

use WebMCP_Abilities\Undo\Reversal_Kind;

defined( 'ABSPATH' ) || exit;

/**
 * Each folder under `includes/Areas/` has one subclass, and `Plugin::AREAS` lists them: the kernel
 * learns of an area's classes only through it, so an area is added or removed in one line.
 *
 * @internal
 * @since 0.7.0
 */
abstract class Area {

	/**
	 * @return array<int, class-string> The area's tools, in the order the page offers them.
	 */
	abstract public static function abilities(): array;

	/**
	 * @return array<int, class-string> Abilities that are not tools: the confirmation dialog runs
	 *                                  them to show what a call acts on.
	 */
	public static function describers(): array {
		return array();
	}

	/**
	 * @return array<string, class-string<Reversal_Kind>> The kind of reversal each of the area's
	 *         writes records, by ability name.
	 */
	public static function reversals(): array {
		return array();
	}

	/**
	 * @return array<int, class-string<Reversal_Kind>> Kinds recorded by something other than an
	 *                                                 ability's run (the Site Editor's saves).
	 */
	public static function other_reversals(): array {
		return array();
	}

	/**
	 * @return string[] Names of the area's abilities that visitors' agents may be offered on the
	 *                  public site, in the order they are offered.
	 */
	public static function public_abilities(): array {
		return array();
	}

	/**
	 * @return array<string, class-string<Proposable>|class-string<Site_Proposable>> The area's proposable abilities that say
	 *         themselves what a proposal of theirs shows, by name.
	 */
	public static function proposals(): array {
		return array();
	}

	/**
	 * Adds the area's own hooks, once the plugin's requirements are met.
	 */
	public static function boot(): void {}
}
