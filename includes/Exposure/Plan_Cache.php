<?php
/**
 * Keeps each page plan in the object cache until anything it was made from changes.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Exposure;

use WebMCP_Abilities\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * A plan is the same for everyone who answers its gates alike, on one screen, under one
 * `Plan_Version`: it is kept under those three, in the object cache (shared by every web node
 * where the site has a persistent one, this request's own otherwise). What it holds decides only
 * what is offered; whether this person may act on that object is asked again on every call, by
 * the ability's own `permission_callback`, and is never cached.
 *
 * @internal
 * @since 0.1.0
 */
final class Plan_Cache {

	public const GROUP = 'webmcp_abilities_plans';

	/** Old versions are never read again: they only have to leave the cache in time. */
	private const LIFETIME = DAY_IN_SECONDS;

	/**
	 * @since 0.1.0
	 *
	 * @param string   $screen_id The screen the plan is for.
	 * @param callable $make      Makes the plan (an array), when none is kept.
	 * @return array<string, mixed> The plan.
	 */
	public static function remember( string $screen_id, callable $make ): array {
		// Another plugin's REST fields on abilities may answer each person differently.
		global $wp_rest_additional_fields;
		if ( ! empty( $wp_rest_additional_fields['ability'] ) ) {
			return $make();
		}

		$version = Plan_Version::current();
		$key     = $version . ':' . $screen_id . ':' . self::audience( $version );
		$plan    = wp_cache_get( $key, self::GROUP );
		if ( is_array( $plan ) ) {
			return $plan;
		}
		$plan = $make();
		wp_cache_set( $key, $plan, self::GROUP, self::LIFETIME );
		return $plan;
	}

	/**
	 * Who may share a plan: the same roles, and the same answer to every capability a plan
	 * reads (each ability's gates, the owner's gates for browser-side abilities, `read` for REST's
	 * answers). Asked anew for each person, so a capability given to one user, or taken from a
	 * role, never reaches anyone through a kept plan.
	 *
	 * @param string $version The plan's version.
	 * @return string 32 hex digits.
	 */
	private static function audience( string $version ): string {
		$gates = wp_cache_get( $version . ':gates', self::GROUP );
		if ( ! is_array( $gates ) ) {
			$gates = self::gates();
			wp_cache_set( $version . ':gates', $gates, self::GROUP, self::LIFETIME );
		}
		$user    = wp_get_current_user();
		$answers = array( 'roles' => array_values( $user->roles ) );
		sort( $answers['roles'] );
		foreach ( $gates as $gate ) {
			$answers[ $gate ] = current_user_can( $gate );
		}
		return hash( 'xxh128', (string) wp_json_encode( $answers ) );
	}

	/**
	 * @return string[] Every capability a plan can ask about, once each.
	 */
	private static function gates(): array {
		$gates = array( Exposure_Policy::DEFAULT_GATE => true );
		foreach ( wp_get_abilities() as $ability ) {
			foreach ( Exposure_Policy::gates( $ability ) as $gate ) {
				$gates[ $gate ] = true;
			}
		}
		foreach ( Settings::get()['gates'] as $gate ) {
			$gates[ $gate ] = true;
		}
		$gates = array_map( 'strval', array_keys( $gates ) );
		sort( $gates );
		return $gates;
	}
}
