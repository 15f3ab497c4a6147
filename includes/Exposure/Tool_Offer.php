<?php
/**
 * Whether an ability is offered as a tool to the current user now, on any screen.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Exposure;

use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Settings\Settings;
use WP_Ability;

defined( 'ABSPATH' ) || exit;

/**
 * The question a request asks after the page was built: a tab keeps the tools it was given, so
 * every agent call and every report is checked against what the site offers at that moment.
 * Screens are left out (a request has none) and so is the per-page cap, which keeps pages usable
 * rather than deciding who may do what.
 *
 * @internal
 * @since 0.1.0
 */
final class Tool_Offer {

	/**
	 * @since 0.1.0
	 *
	 * @param WP_Ability $ability The ability.
	 * @return bool Whether the plugin is on, the ability asks (or the owner or the filter wants
	 *              it) to be a tool, the user passes its gates (its own and the owner's), it is
	 *              in REST, and the bridge can name its tool.
	 */
	public static function is_offered( WP_Ability $ability ): bool {
		return Settings::get()['enabled']
			&& Exposure_Policy::is_requested( $ability, null )
			&& self::user_passes( Exposure_Policy::gates( $ability ) )
			&& Exposure_Policy::is_in_rest( $ability )
			&& null !== Tool_Name::claim( $ability->get_name() );
	}

	/**
	 * @since 0.5.0
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
	 * @since 0.5.0
	 *
	 * @param string $ability_name The browser-side ability's name.
	 */
	public static function is_offered_in_page( string $ability_name ): bool {
		return Settings::get()['enabled']
			&& ! wp_has_ability( $ability_name )
			&& false !== Settings::choice( $ability_name )
			&& self::user_passes( array( Settings::gate( $ability_name ) ?? Exposure_Policy::DEFAULT_GATE ) )
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
			if ( ! self::user_passes( array( $settings['gates'][ $name ] ?? Exposure_Policy::DEFAULT_GATE ) ) ) {
				$choices[ $name ] = false;
			} elseif ( isset( $settings['abilities'][ $name ] ) ) {
				$choices[ $name ] = $settings['abilities'][ $name ];
			}
		}
		return $choices;
	}

	/**
	 * @param string[] $gates Capabilities.
	 * @return bool Whether the current user has every one.
	 */
	private static function user_passes( array $gates ): bool {
		foreach ( $gates as $gate ) {
			if ( ! current_user_can( $gate ) ) {
				return false;
			}
		}
		return true;
	}
}
