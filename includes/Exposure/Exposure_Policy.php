<?php
/**
 * Decides which abilities an ability, by its own meta, asks to be offered to agents.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Exposure;

use WebMCP_Abilities\Abilities\Theme_Kind;
use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Settings\Settings;
use WP_Ability;
use WP_Screen;

defined( 'ABSPATH' ) || exit;

/**
 * Pure per-ability rules, read from `meta.webmcp` (see docs/abilities.md) and WordPress 7.1's
 * `meta.public`. Nothing here looks at the current user: that is `Page_Tools`' job.
 *
 * @internal
 * @since 0.1.0
 */
final class Exposure_Policy {

	/** The capability an ability is gated on when it names none. */
	public const DEFAULT_GATE = 'read';

	/**
	 * WordPress core's abilities declare no gate; these are the capabilities their permission
	 * callbacks check, so nobody is offered a core tool that can only fail for them.
	 */
	private const CORE_GATES = array(
		'core/get-site-info'        => 'manage_options',
		'core/get-environment-info' => 'manage_options',
		'core/get-user-info'        => 'read',
	);

	/**
	 * Whether the ability should become a tool on this screen: the site owner's choice, else its
	 * own wish; narrowed to its screens and to the kind of theme it is made for; then the
	 * `webmcp_abilities_exposed` filter.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_Ability     $ability The ability.
	 * @param WP_Screen|null $screen  The wp-admin screen, or null to ask about any screen.
	 */
	public static function is_requested( WP_Ability $ability, ?WP_Screen $screen ): bool {
		// The public site's tools are visitors': `Public_Tools` offers them there, and only there.
		if ( Public_Tools::is_public( $ability->get_name() ) ) {
			return false;
		}
		$exposed = self::is_wanted( $ability ) && self::fits_screen( $ability, $screen ) && self::fits_theme( $ability );

		/**
		 * Filters whether an ability is offered to agents as a WebMCP tool on a wp-admin screen.
		 *
		 * The user's capability gate and the REST exposure are still checked after this filter;
		 * the ability's own `permission_callback` runs on every call.
		 *
		 * @since 0.1.0
		 *
		 * @param bool           $exposed Whether the ability asks to be offered here.
		 * @param WP_Ability     $ability The ability.
		 * @param WP_Screen|null $screen  The screen, or null when not asked about one screen.
		 */
		return (bool) apply_filters( 'webmcp_abilities_exposed', $exposed, $ability, $screen );
	}

	/**
	 * Whether the ability is wanted as a tool before screens and the filter: the site owner's
	 * choice, else its own wish, which another plugin's destructive ability cannot make alone.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_Ability $ability The ability.
	 */
	public static function is_wanted( WP_Ability $ability ): bool {
		return Settings::choice( $ability->get_name() ) ?? ( self::asks_to_be_exposed( $ability ) && ! self::waits_for_owner( $ability ) );
	}

	/**
	 * Another plugin's destructive ability is never offered until the site's owner says so,
	 * whatever it asks: deleting a product or a form is the owner's to allow, not its plugin's.
	 * `src/abilities/opt-in.ts` reads browser-side abilities the same way.
	 *
	 * @since 0.10.0
	 *
	 * @param WP_Ability $ability The ability.
	 */
	public static function waits_for_owner( WP_Ability $ability ): bool {
		return ! Contract::is_own( $ability->get_name() )
			&& true === ( $ability->get_meta()['annotations']['destructive'] ?? null );
	}

	/**
	 * The ability's own wish, before the owner's choice: `meta.webmcp.expose` (this plugin's),
	 * else `meta.webmcp.public` (other WebMCP integrations for WordPress), else WordPress 7.1's
	 * `meta.public`. `src/abilities/opt-in.ts` reads browser-side abilities the same way.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_Ability $ability The ability.
	 */
	public static function asks_to_be_exposed( WP_Ability $ability ): bool {
		$webmcp = self::webmcp_meta( $ability );
		return true === ( $webmcp['expose'] ?? $webmcp['public'] ?? $ability->get_meta_item( 'public' ) );
	}

	/**
	 * @param WP_Ability $ability The ability.
	 * @return string[]|null The screen IDs it is limited to, or null for every screen.
	 */
	public static function screens( WP_Ability $ability ): ?array {
		$screens = self::webmcp_meta( $ability )['screens'] ?? null;
		return is_array( $screens ) ? array_values( array_filter( $screens, 'is_string' ) ) : null;
	}

	/**
	 * The screens an ability is made for, where it comes before the others: those it names, else
	 * the screens of the post type another plugin's ability works on (`Ability_Object`), which
	 * only rank it there and keep it offered elsewhere.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_Ability $ability The ability.
	 * @return string[] Screen IDs.
	 */
	public static function home_screens( WP_Ability $ability ): array {
		return self::screens( $ability ) ?? Ability_Object::screens( $ability );
	}

	/**
	 * The capability a user needs before the tool is listed for them at all. A cheap check so that
	 * nobody sees a tool that can only fail; the ability still checks the real object on each call.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_Ability $ability The ability.
	 */
	public static function gate( WP_Ability $ability ): string {
		$gate = self::webmcp_meta( $ability )['gate'] ?? self::CORE_GATES[ $ability->get_name() ] ?? Ability_Object::gate( $ability );

		/**
		 * Filters the capability a user needs to be offered an ability's tool at all.
		 *
		 * @since 0.1.0
		 *
		 * @param string|null $gate    The ability's `meta.webmcp.gate`; when it names none, the
		 *                             capability that opens the list of the post type it works on
		 *                             (`edit_shop_orders` for `woocommerce/orders-query`), or null.
		 * @param WP_Ability  $ability The ability.
		 */
		$gate = apply_filters( 'webmcp_abilities_gate', $gate, $ability );
		return is_string( $gate ) && '' !== $gate ? $gate : self::DEFAULT_GATE;
	}

	/**
	 * Every capability a user needs to be offered the ability's tool: its own gate, and the one
	 * the site owner set on the settings screen, which can only narrow who is offered it.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_Ability $ability The ability.
	 * @return string[]
	 */
	public static function gates( WP_Ability $ability ): array {
		$gate  = self::gate( $ability );
		$owner = Settings::gate( $ability->get_name() );
		return null === $owner || $owner === $gate ? array( $gate ) : array( $gate, $owner );
	}

	/**
	 * Tools run abilities through `/wp-abilities/v1`, so an ability outside REST cannot be one.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_Ability $ability The ability.
	 */
	public static function is_in_rest( WP_Ability $ability ): bool {
		return true === $ability->get_meta_item( 'show_in_rest' );
	}

	/**
	 * @param WP_Ability     $ability The ability.
	 * @param WP_Screen|null $screen  The current screen.
	 */
	private static function fits_screen( WP_Ability $ability, ?WP_Screen $screen ): bool {
		$screens = self::screens( $ability );
		return null === $screens || null === $screen || in_array( $screen->id, $screens, true );
	}

	/**
	 * A tool made for one kind of theme's screens (`meta.webmcp.theme`: `classic` or `block`) is
	 * offered only while the active theme is of that kind: a classic theme's menus, widgets and
	 * Additional CSS have no screen under a block theme. `Plan_Version` keys plans on the kind.
	 *
	 * @param WP_Ability $ability The ability.
	 */
	private static function fits_theme( WP_Ability $ability ): bool {
		$theme = self::webmcp_meta( $ability )['theme'] ?? null;
		return null === $theme || Theme_Kind::active() === $theme;
	}

	/**
	 * @param WP_Ability $ability The ability.
	 * @return array<string, mixed>
	 */
	private static function webmcp_meta( WP_Ability $ability ): array {
		$webmcp = $ability->get_meta_item( 'webmcp' );
		return is_array( $webmcp ) ? $webmcp : array();
	}
}
