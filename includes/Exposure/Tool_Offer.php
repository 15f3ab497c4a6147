<?php
/**
 * Whether an ability is offered as a tool to the current user: for a page, and again for a call.
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
 * One chain of rules, asked twice: when a page is built (`Page_Tools`, per screen), and on every
 * agent call and report, since a tab keeps the tools it was given and the site may have changed
 * its mind since. A request has no screen, and the per-page cap is left out there: it keeps
 * pages usable rather than deciding who may do what.
 *
 * @internal
 * @since 0.1.0
 */
final class Tool_Offer {

	public const OFFERED     = 'offered';
	public const NOT_WANTED  = 'not_wanted';
	public const NOT_IN_REST = 'not_in_rest';
	public const UNNAMED     = 'unnamed';

	/**
	 * The one chain of rules that decides whether a server ability is offered as a tool, used
	 * for each page (`Page_Tools`, which adds the cap and name collisions) and for each call.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_Ability                    $ability  The ability.
	 * @param WP_Screen|null                $screen   The screen, or null for any screen.
	 * @param (callable(string): bool)|null $user_can Whether the current user has a capability
	 *                                                (default `current_user_can`); a page
	 *                                                passes one that remembers each answer.
	 * @return string `OFFERED`; `NOT_WANTED` when the plugin is off, the ability does not ask (or
	 *                the owner or a filter said no, or not on this screen) or the user misses one
	 *                of its gates; `NOT_IN_REST` when it asks but tools cannot run it; `UNNAMED`
	 *                when the bridge cannot name its tool.
	 */
	public static function status( WP_Ability $ability, ?WP_Screen $screen, ?callable $user_can = null ): string {
		$user_can ??= 'current_user_can';
		if ( ! Settings::get()['enabled'] || ! Exposure_Policy::is_requested( $ability, $screen ) ) {
			return self::NOT_WANTED;
		}
		foreach ( Exposure_Policy::gates( $ability ) as $gate ) {
			if ( ! $user_can( $gate ) ) {
				return self::NOT_WANTED;
			}
		}
		if ( ! Exposure_Policy::is_in_rest( $ability ) ) {
			return self::NOT_IN_REST;
		}
		return null === Tool_Name::claim( $ability->get_name() ) ? self::UNNAMED : self::OFFERED;
	}

	/**
	 * A tab keeps the tools it was given: every call is checked against what the site offers
	 * now, on any screen, without the per-page cap.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_Ability $ability The ability.
	 */
	public static function is_offered( WP_Ability $ability ): bool {
		return self::OFFERED === self::status( $ability, null );
	}

	/**
	 * @since 0.1.0
	 *
	 * @param string $ability_name A server ability's name.
	 */
	public static function is_offered_by_name( string $ability_name ): bool {
		return wp_has_ability( $ability_name ) && self::is_offered( wp_get_ability( $ability_name ) );
	}

	/**
	 * A browser-side ability lives in the page, out of the server's sight: what the server can
	 * still hold it to is the plugin being on, the owner not having switched it off nor gated it on
	 * a capability the user lacks, a name that is no server ability's, and a tool name the bridge
	 * can register.
	 *
	 * @since 0.1.0
	 *
	 * @param string $ability_name The browser-side ability's name.
	 */
	public static function is_offered_in_page( string $ability_name ): bool {
		return Settings::get()['enabled']
			&& ! wp_has_ability( $ability_name )
			&& false !== Settings::choice( $ability_name )
			&& self::passes_page_gate( $ability_name )
			&& 1 === preg_match( Contract::ability_name_regex(), $ability_name )
			&& null !== Tool_Name::claim( $ability_name );
	}

	/**
	 * The owner's decisions about browser-side abilities, which the bridge applies in the page:
	 * each is switched off for the current user when it is gated on a capability they lack.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string, bool> Offered or not, by ability name, for names no server ability has.
	 */
	public static function page_choices(): array {
		$settings = Settings::get();
		$choices  = array();
		foreach ( array_keys( $settings['abilities'] + $settings['gates'] ) as $name ) {
			$name = (string) $name;
			if ( wp_has_ability( $name ) ) {
				continue;
			}
			if ( ! self::passes_page_gate( $name ) ) {
				$choices[ $name ] = false;
			} elseif ( isset( $settings['abilities'][ $name ] ) ) {
				$choices[ $name ] = $settings['abilities'][ $name ];
			}
		}
		return $choices;
	}

	/**
	 * A browser-side ability has no gate of its own that the server can read: the owner's, if
	 * any, else the default.
	 *
	 * @param string $ability_name The browser-side ability's name.
	 */
	private static function passes_page_gate( string $ability_name ): bool {
		return current_user_can( Settings::gate( $ability_name ) ?? Exposure_Policy::DEFAULT_GATE );
	}
}
