<?php
/**
 * The site health and upkeep area: Tools > Site Health's status, the scheduled events, the debug
 * log, and the upkeep an owner runs from there.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Site_Health;

defined( 'ABSPATH' ) || exit;

/**
 * Not the kernel's `Health\` checks (the plugin's own results on the Site Health screen): these
 * tools read the screen, the plugin's results among them, as any other.
 *
 * @internal
 * @since 0.8.0
 */
final class Area extends \WebMCP_Abilities\Abilities\Area {

	/**
	 * @return array<int, class-string>
	 */
	public static function abilities(): array {
		return array(
			Get_Site_Health::class,
			List_Scheduled_Events::class,
			Read_Debug_Log::class,
			Run_Scheduled_Event::class,
			Delete_Expired_Transients::class,
			Flush_Rewrite_Rules::class,
		);
	}

	/**
	 * @return array<int, class-string>
	 */
	public static function describers(): array {
		return array(
			Describe_Scheduled_Event::class,
			Describe_Expired_Transients::class,
			Describe_Rewrite_Flush::class,
		);
	}
}
