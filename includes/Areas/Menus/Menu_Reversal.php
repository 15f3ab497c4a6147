<?php
/**
 * What undoing a change to a classic theme's menu takes.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Menus;

use WebMCP_Abilities\Undo\Reversal_Kind;
use WP_Error;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * `before` and `after` hold the menu's whole state (`Menus::state()`): its name, every item with
 * every field the Menus screen saves, and the theme's locations. Undo writes the earlier state
 * back as the Menus screen saves (`Menus::write()`: an item the write removed comes back under
 * its ID), unless the menu changed again since.
 *
 * @internal
 * @since 0.9.0
 */
final class Menu_Reversal implements Reversal_Kind {

	public const KIND = 'menu';

	/**
	 * @param array<string, mixed> $input The write's input.
	 * @return array<string, mixed>|null The menu's state now, or null when it names none.
	 */
	public static function snapshot( array $input ): ?array {
		$menu = Menus::menu( $input['menu'] ?? 0 );
		return $menu instanceof WP_Term ? array( 'menu' => $menu->term_id ) + Menus::state( $menu ) : null;
	}

	/**
	 * @param array<string, mixed>|null $before The menu's state before.
	 * @param array<string, mixed>      $input  The write's input.
	 * @param array<string, mixed>      $result Its result.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 */
	public static function changes( ?array $before, array $input, array $result ): array {
		$menu = get_term( (int) ( $before['menu'] ?? 0 ), 'nav_menu' );
		if ( null === $before || ! $menu instanceof WP_Term ) {
			return array();
		}
		$id    = (int) $before['menu'];
		$after = Menus::state( $menu );
		unset( $before['menu'] );
		if ( $after === $before ) {
			return array();
		}
		return array(
			array(
				'object_type' => 'menu',
				'object_id'   => $id,
				'reversal'    => array(
					'kind'   => self::KIND,
					'id'     => $id,
					/* translators: %s: a menu's name. */
					'label'  => sprintf( __( 'Menu “%s”', 'webmcp-abilities' ), wp_strip_all_tags( $menu->name ) ),
					'before' => $before,
					'after'  => $after,
				),
			),
		);
	}

	/**
	 * @param array<string, mixed> $reversal A menu reversal.
	 */
	public static function may_undo( array $reversal ): bool {
		return current_user_can( Menus::CAPABILITY );
	}

	/**
	 * @param array<string, mixed> $reversal A menu reversal.
	 */
	public static function conflict( array $reversal ): ?string {
		$menu = get_term( (int) $reversal['id'], 'nav_menu' );
		if ( ! $menu instanceof WP_Term ) {
			return __( 'The menu was deleted since the agent\'s change.', 'webmcp-abilities' );
		}
		return Menus::state( $menu ) === $reversal['after'] ? null : sprintf(
			/* translators: %s: a menu's name. */
			__( 'The menu “%s” was changed again since the agent\'s change.', 'webmcp-abilities' ),
			wp_strip_all_tags( $menu->name )
		);
	}

	/**
	 * @param array<string, mixed> $reversal A menu reversal, checked for conflicts.
	 * @return true|WP_Error
	 */
	public static function apply( array $reversal ): bool|WP_Error {
		$menu = get_term( (int) $reversal['id'], 'nav_menu' );
		if ( ! $menu instanceof WP_Term ) {
			return new WP_Error( 'undo_conflict', __( 'The menu was deleted since the agent\'s change.', 'webmcp-abilities' ) );
		}
		$written = Menus::write( $menu, Menus::state( $menu ), (array) $reversal['before'] );
		return is_wp_error( $written ) ? $written : true;
	}

	/**
	 * @param array<string, mixed> $reversal A menu reversal.
	 */
	public static function describe( array $reversal ): string {
		/* translators: %s: a menu's name. */
		return sprintf( __( 'Put the menu “%s” back as it was', 'webmcp-abilities' ), wp_strip_all_tags( (string) $reversal['before']['name'] ) );
	}

	/**
	 * @return string The change undo takes back.
	 */
	public static function change_name(): string {
		return __( 'menu change', 'webmcp-abilities' );
	}

	/**
	 * @param array<string, mixed> $reversal A menu reversal.
	 */
	public static function url( array $reversal ): string {
		return current_user_can( Menus::CAPABILITY ) ? admin_url( 'nav-menus.php?action=edit&menu=' . (int) $reversal['id'] ) : '';
	}
}
