<?php
/**
 * Works out which abilities become tools on one wp-admin page, for the person viewing it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Exposure;

use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Settings\Settings;
use WP_Ability;
use WP_Screen;

defined( 'ABSPATH' ) || exit;

/**
 * Applies `Tool_Offer`'s rules to every ability for one screen, then name collisions and the
 * per-page cap.
 *
 * When more abilities ask than the cap allows, the owner's explicit choices come first, then the
 * plugin's own and WordPress core's, then every other plugin's, each group in the order the
 * Abilities API lists it; a name that cannot be a tool never takes a place. The cap sizes a page,
 * it decides nothing about who may do what: the rest stay offered, through a loader tool that
 * takes one place, and every call is checked without the cap (`Tool_Offer::is_offered()`).
 *
 * @internal
 * @since 0.1.0
 */
final class Page_Tools {

	/** Places a load always has, whatever the tools kept for good take. */
	private const LOAD_ROOM = 5;

	/**
	 * Agent browsers get unreliable with many tools on one page: ChatGPT's desktop browser
	 * silently drops a page's tools above its budget (about 30 worked; 121 did not).
	 */
	public const DEFAULT_MAX_TOOLS = 30;

	/**
	 * @since 0.1.0
	 *
	 * @param WP_Screen|null $screen The current wp-admin screen.
	 * @return array{offered: string[], left_out: string[], not_in_rest: string[], unnamed: array<string, string>, room: int, groups: array<int, array{group: string, category: string, label: string, abilities: string[]}>}
	 *         Ability names: registered as tools when the page loads (in order of priority), left
	 *         out of those by the cap, asking for a tool but not in REST, and those whose name
	 *         cannot be a tool (with the reason); the places left under the cap for browser-side
	 *         abilities; and, when some are left out, every offered one by group for the loader.
	 */
	public static function for_current_user( ?WP_Screen $screen ): array {
		$can = array();
		// Many abilities share a few gates; each is checked once per page.
		return self::plan(
			$screen,
			static function ( string $capability ) use ( &$can ): bool {
				$can[ $capability ] ??= current_user_can( $capability );
				return $can[ $capability ];
			}
		);
	}

	/**
	 * How many tools a person of each role is offered, screen by screen: the screen IDs abilities
	 * are made for (`Exposure_Policy::home_screens()`), and `*` for every other screen. Only the
	 * gates decide an offer, and a role's capabilities are all a gate reads.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string, array<string, array{offered: int, at_once: int}>> By screen ID, by
	 *         role slug: the tools offered, and how many the page registers at once (the loader
	 *         counted, when the cap leaves some to it).
	 */
	public static function counts_by_role(): array {
		$counts = array();
		foreach ( self::named_screens() as $label => $screen_id ) {
			foreach ( wp_roles()->role_objects as $slug => $role ) {
				$plan                      = self::plan( self::screen( $screen_id ), array( $role, 'has_cap' ) );
				$counts[ $label ][ $slug ] = array(
					'offered' => count( $plan['offered'] ) + count( $plan['left_out'] ),
					'at_once' => count( $plan['offered'] ) + ( array() === $plan['groups'] ? 0 : 1 ),
				);
			}
		}
		return $counts;
	}

	/**
	 * @param WP_Screen|null         $screen   The screen.
	 * @param callable(string): bool $user_can Whether the person has a capability.
	 * @return array{offered: string[], left_out: string[], not_in_rest: string[], unnamed: array<string, string>, room: int, groups: array<int, array{group: string, category: string, label: string, abilities: string[]}>}
	 */
	private static function plan( ?WP_Screen $screen, callable $user_can ): array {
		$plan = array(
			'offered'     => array(),
			'left_out'    => array(),
			'not_in_rest' => array(),
			'unnamed'     => array(),
			'room'        => 0,
			'groups'      => array(),
		);
		if ( ! Settings::get()['enabled'] ) {
			return $plan;
		}

		$wanted = array();
		foreach ( wp_get_abilities() as $ability ) {
			$status = Tool_Offer::status( $ability, $screen, $user_can );
			if ( Tool_Offer::NOT_IN_REST === $status ) {
				$plan['not_in_rest'][] = $ability->get_name();
			} elseif ( Tool_Offer::UNNAMED === $status ) {
				$plan['unnamed'][ $ability->get_name() ] = Tool_Name::why_not( $ability->get_name() );
			} elseif ( Tool_Offer::OFFERED === $status ) {
				$wanted[] = $ability;
			}
		}

		$offered = array();
		foreach ( self::by_priority( $wanted, $screen ) as $ability ) {
			$name = $ability->get_name();
			// `Tool_Offer::status()` has claimed the name already: here it only meets the others.
			$tool_name = (string) Tool_Name::claim( $name );
			if ( isset( $offered[ $tool_name ] ) ) {
				$plan['unnamed'][ $name ] = sprintf( '"%s" is already the tool of %s', $tool_name, $offered[ $tool_name ] );
			} else {
				$offered[ $tool_name ] = $name;
			}
		}

		$all = array_values( $offered );
		// The screen's own editor tools come first: the server's take what they leave.
		$reserved = self::editor_places( $screen );
		$max      = max( 0, self::max_tools() - $reserved );
		// Past the cap, one place goes to the loader, which needs one more to load anything into.
		$loader           = count( $all ) > $max && $max >= 2;
		$first            = $loader ? $max - 1 : $max;
		$plan['offered']  = array_slice( $all, 0, $first );
		$plan['left_out'] = array_slice( $all, $first );
		$plan['room']     = $max - count( $plan['offered'] ) - ( $loader ? 1 : 0 ) + $reserved;
		// The tools the owner ranks first stay for good; the loader swaps the others.
		$kept           = $loader ? self::kept( $plan['offered'] ) : 0;
		$plan['groups'] = $loader ? Tool_Groups::of( array_slice( $all, $kept ), $first - $kept ) : array();
		return $plan;
	}

	/**
	 * The first offered tools that a load never withdraws: the owner's choices, then the plugin's
	 * own and core's, as far as they lead the list, leaving the loader room for a group.
	 *
	 * @param string[] $offered The abilities registered first, most important first.
	 * @return int How many of them are kept.
	 */
	private static function kept( array $offered ): int {
		$kept = 0;
		foreach ( $offered as $name ) {
			if ( true !== Settings::choice( $name ) && ! in_array( strstr( $name, '/', true ), Contract::first_namespaces(), true ) ) {
				break;
			}
			++$kept;
		}
		return min( $kept, max( 0, count( $offered ) - self::LOAD_ROOM ) );
	}

	/**
	 * The abilities the cap leaves out for the current user, screen by screen: every screen an
	 * ability is made for (`Exposure_Policy::home_screens()`), and `*` for all the others.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string, string[]> Screen IDs by ability name, for abilities left out anywhere.
	 */
	public static function left_out_by_screen(): array {
		$left_out = array();
		foreach ( self::named_screens() as $label => $screen_id ) {
			foreach ( self::for_current_user( self::screen( $screen_id ) )['left_out'] as $name ) {
				$left_out[ $name ][] = (string) $label;
			}
		}
		return $left_out;
	}

	/**
	 * @return array<string, string> Every screen ID an ability is made for, by itself, after `*`:
	 *                               an ID no ability names, which stands for every other screen.
	 */
	private static function named_screens(): array {
		$screen_ids = array();
		foreach ( wp_get_abilities() as $ability ) {
			$screen_ids = array_merge( $screen_ids, Exposure_Policy::home_screens( $ability ) );
		}
		$screen_ids = array_unique( $screen_ids );
		return array_merge( array( '*' => 'webmcp-abilities-any-other-screen' ), array_combine( $screen_ids, $screen_ids ) );
	}

	/**
	 * @param WP_Screen|null $screen The screen.
	 * @return int The places its editor tools take (those the owner did not switch off): they
	 *             register in the page, after the plan, and are the screen's reason to be.
	 */
	private static function editor_places( ?WP_Screen $screen ): int {
		if ( null === $screen || ! function_exists( 'wp_enqueue_script_module' ) ) {
			return 0;
		}
		$names = array_filter(
			Contract::editor_tools( (string) $screen->base ),
			static fn ( string $name ): bool => false !== Settings::choice( $name )
		);
		return min( count( $names ), max( 0, self::max_tools() - 2 ) );
	}

	/**
	 * @param WP_Ability[]   $abilities Abilities in the order the Abilities API lists them.
	 * @param WP_Screen|null $screen    The screen.
	 * @return WP_Ability[] The same, most important first: the owner's choices, then the plugin's
	 *                      own and core's, then others'; within each, those made for this screen
	 *                      (`Exposure_Policy::home_screens()`) first; equals keep their order.
	 */
	private static function by_priority( array $abilities, ?WP_Screen $screen ): array {
		$ranked = array_fill( 0, 6, array() );
		foreach ( $abilities as $ability ) {
			$name = $ability->get_name();
			if ( true === Settings::choice( $name ) ) {
				$rank = 0;
			} else {
				$rank = in_array( strstr( $name, '/', true ), Contract::first_namespaces(), true ) ? 1 : 2;
			}
			$for_screen                                      = null !== $screen && in_array( $screen->id, Exposure_Policy::home_screens( $ability ), true );
			$ranked[ $rank * 2 + ( $for_screen ? 0 : 1 ) ][] = $ability;
		}
		return array_merge( ...$ranked );
	}

	/**
	 * @since 0.1.0
	 *
	 * @param string $screen_id A screen ID.
	 * @return WP_Screen The screen, outside wp-admin too (REST asks about screens).
	 */
	public static function screen( string $screen_id ): WP_Screen {
		if ( ! class_exists( WP_Screen::class ) ) {
			require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
			require_once ABSPATH . 'wp-admin/includes/screen.php';
		}
		return WP_Screen::get( $screen_id );
	}

	/**
	 * @since 0.1.0
	 *
	 * @return int The most tools one page offers.
	 */
	public static function max_tools(): int {
		/**
		 * Filters the most WebMCP tools one wp-admin page registers at once. When more abilities
		 * ask, the owner's explicit choices are registered first, then the plugin's own and core's,
		 * then others'; one loader tool registers the rest by group on an agent's request (named in
		 * the browser console and on the settings screen).
		 *
		 * @since 0.1.0
		 *
		 * @param int $max_tools The cap set on the settings screen (default 30).
		 */
		return (int) apply_filters( 'webmcp_abilities_max_tools', Settings::get()['max_tools'] );
	}
}
