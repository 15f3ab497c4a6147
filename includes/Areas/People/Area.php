<?php
/**
 * The people area: the site's users and their roles, as the Users screens manage them.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\People;

defined( 'ABSPATH' ) || exit;

/**
 * @internal
 * @since 0.8.0
 */
final class Area extends \WebMCP_Abilities\Abilities\Area {

	/**
	 * @return array<int, class-string>
	 */
	public static function abilities(): array {
		return array(
			List_Users::class,
			Invite_User::class,
			Change_User_Role::class,
			Remove_User::class,
		);
	}

	/**
	 * @return array<int, class-string>
	 */
	public static function describers(): array {
		return array(
			Describe_Invite::class,
			Describe_Role_Change::class,
			Describe_Removal::class,
		);
	}

	/**
	 * @return array<string, class-string<\WebMCP_Abilities\Undo\Reversal_Kind>>
	 */
	public static function reversals(): array {
		return array(
			Change_User_Role::NAME => Role_Reversal::class,
		);
	}
}
