<?php
/**
 * Registers the plugin's own abilities, from the areas it is composed of.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Abilities;

use WebMCP_Abilities\Undo\Reversal_Kind;

defined( 'ABSPATH' ) || exit;

/**
 * Holds the areas `Plugin::AREAS` names and answers the kernel's questions about them. Each
 * ability class names itself (`NAME`) and describes itself (`definition()`); this is the one
 * place that hands them to WordPress.
 *
 * @internal
 * @since 0.1.0
 */
final class Registry {

	/** @var array<int, class-string<Area>> */
	private static array $areas = array();

	/**
	 * @since 0.7.0
	 *
	 * @param array<int, class-string<Area>> $areas The areas, in the order their tools are offered.
	 */
	public static function compose( array $areas ): void {
		self::$areas = $areas;
	}

	/**
	 * Adds each area's own hooks.
	 *
	 * @since 0.7.0
	 */
	public static function boot(): void {
		foreach ( self::$areas as $area ) {
			$area::boot();
		}
	}

	/**
	 * Runs on `wp_abilities_api_init`: every area's tools, then the abilities that are not tools.
	 *
	 * @since 0.1.0
	 */
	public static function register(): void {
		$abilities = array_merge(
			...array_map( static fn ( string $area ): array => $area::abilities(), self::$areas ),
			...array_map( static fn ( string $area ): array => $area::describers(), self::$areas )
		);
		foreach ( $abilities as $ability ) {
			wp_register_ability( $ability::NAME, $ability::definition() );
		}
	}

	/**
	 * @since 0.7.0
	 *
	 * @return array<string, class-string<Reversal_Kind>> Every write's kind of reversal, by ability
	 *         name (`Area::reversals()`).
	 */
	public static function reversals(): array {
		return array_merge( array(), ...array_map( static fn ( string $area ): array => $area::reversals(), self::$areas ) );
	}

	/**
	 * @since 0.7.0
	 *
	 * @return array<int, class-string<Reversal_Kind>> Every kind of reversal.
	 */
	public static function reversal_kinds(): array {
		$kinds = array();
		foreach ( self::$areas as $area ) {
			$kinds = array_merge( $kinds, array_values( $area::reversals() ), $area::other_reversals() );
		}
		return array_values( array_unique( $kinds ) );
	}

	/**
	 * @since 0.7.0
	 *
	 * @return string[] The abilities that can be visitors' tools, in the order they are offered.
	 */
	public static function public_abilities(): array {
		return array_merge( array(), ...array_map( static fn ( string $area ): array => $area::public_abilities(), self::$areas ) );
	}

	/**
	 * @since 0.7.0
	 *
	 * @param string $ability An ability's name.
	 * @return class-string<Proposable>|class-string<Site_Proposable>|null The class that says what
	 *         its proposal shows, if any.
	 */
	public static function proposal( string $ability ): ?string {
		foreach ( self::$areas as $area ) {
			$proposals = $area::proposals();
			if ( isset( $proposals[ $ability ] ) ) {
				return $proposals[ $ability ];
			}
		}
		return null;
	}
}
