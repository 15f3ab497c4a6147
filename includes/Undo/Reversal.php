<?php
/**
 * What undoing each of the plugin's own writes takes, whether the object is still as the agent
 * left it, and the undo itself, each asked of the kind of reversal the write records.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Undo;

use WebMCP_Abilities\Abilities\Registry;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A reversal is plain data, stored with the log entry: its `kind`, the object's `id`, what the
 * object was `before` and what the write left it as (`after`). Undo refuses when the object no
 * longer matches `after` (someone changed it since), so it never overwrites a later change.
 *
 * Each kind is a `Reversal_Kind` class in its area, and each area says which of its writes records
 * which kind (`Abilities\Area::reversals()`); this hands each question to the kind that knows. A
 * stored kind no area knows any more offers no undo.
 *
 * @internal
 * @since 0.2.0
 */
final class Reversal {

	/**
	 * @param string $ability An ability's name.
	 */
	public static function is_reversible( string $ability ): bool {
		return isset( Registry::reversals()[ $ability ] );
	}

	/**
	 * @since 0.6.0
	 *
	 * @return array<string, string> The kind of reversal each of the plugin's own server writes
	 *         records, by ability; the Site Editor's saves record a kind of their own.
	 */
	public static function kinds(): array {
		return array_map( static fn ( string $kind ): string => $kind::KIND, Registry::reversals() );
	}

	/**
	 * @param array<string, mixed> $reversal A stored reversal.
	 * @return class-string<Reversal_Kind>|null The class of its kind, when an area knows it.
	 */
	private static function handler( array $reversal ): ?string {
		foreach ( Registry::reversal_kinds() as $handler ) {
			if ( ( $reversal['kind'] ?? '' ) === $handler::KIND ) {
				return $handler;
			}
		}
		return null;
	}

	/**
	 * The object as it is before the write.
	 *
	 * @param string               $ability A reversible ability.
	 * @param array<string, mixed> $input   Its input.
	 * @return array<string, mixed>|null
	 */
	public static function snapshot( string $ability, array $input ): ?array {
		$handler = Registry::reversals()[ $ability ] ?? null;
		return null === $handler ? null : $handler::snapshot( $input );
	}

	/**
	 * What the write changed, one change per object, with what undo needs.
	 *
	 * @param string                    $ability A reversible ability.
	 * @param array<string, mixed>|null $before  The snapshot.
	 * @param array<string, mixed>      $input   Its input.
	 * @param array<string, mixed>      $result  The ability's result.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 */
	public static function changes( string $ability, ?array $before, array $input, array $result ): array {
		$handler = Registry::reversals()[ $ability ] ?? null;
		return null === $handler ? array() : $handler::changes( $before, $input, $result );
	}

	/**
	 * @param array<string, mixed> $reversal A stored reversal.
	 * @return bool Whether the current person may make the reverse change.
	 */
	public static function may_undo( array $reversal ): bool {
		$handler = self::handler( $reversal );
		return null !== $handler && $handler::may_undo( $reversal );
	}

	/**
	 * @param array<string, mixed> $reversal A stored reversal.
	 * @return string|null What changed since the agent's write, or null when the object is as it left it.
	 */
	public static function conflict( array $reversal ): ?string {
		$handler = self::handler( $reversal );
		return null === $handler ? null : $handler::conflict( $reversal );
	}

	/**
	 * Makes the reverse change, as the current person.
	 *
	 * @param array<string, mixed> $reversal A stored reversal, already checked for conflicts.
	 * @return true|WP_Error
	 */
	public static function apply( array $reversal ): bool|WP_Error {
		$handler = self::handler( $reversal );
		return null === $handler
			? new WP_Error( 'undo_failed', __( 'WordPress could not make the reverse change.', 'webmcp-abilities' ) )
			: $handler::apply( $reversal );
	}

	/**
	 * What undo cannot take back, for the person to weigh before they click.
	 *
	 * @param array<string, mixed> $reversal A stored reversal.
	 */
	public static function caveat( array $reversal ): ?string {
		$handler = self::handler( $reversal );
		// A kind with something undo cannot take back says so itself.
		return null !== $handler && method_exists( $handler, 'caveat' ) ? $handler::caveat( $reversal ) : null;
	}

	/**
	 * @param array<string, mixed> $reversal A stored reversal.
	 * @return string What undo will do, in a sentence for its button's label.
	 */
	public static function describe( array $reversal ): string {
		$handler = self::handler( $reversal );
		return null === $handler ? '' : $handler::describe( $reversal );
	}

	/**
	 * @since 0.2.0
	 *
	 * @param array<string, mixed> $reversal A reversal.
	 * @return string The change it takes back, in a word or two ("trash", "publish").
	 */
	public static function change_name( array $reversal ): string {
		$handler = self::handler( $reversal );
		return null === $handler ? '' : $handler::change_name();
	}

	/**
	 * @since 0.5.0
	 *
	 * @param array<string, mixed> $reversal A stored reversal.
	 * @return string|null Where the current person edits its object ('' for nowhere), or null for
	 *         a kind no area knows, whose entry names its object by type and ID only.
	 */
	public static function url( array $reversal ): ?string {
		$handler = self::handler( $reversal );
		return null === $handler ? null : $handler::url( $reversal );
	}

	/**
	 * @since 0.7.0
	 *
	 * @param array<string, mixed> $reversal A stored reversal.
	 * @return bool Whether its object is there whatever happened to it since (a template is the
	 *              theme's when the site's copy is gone; styles and menus stay).
	 */
	public static function outlives_object( array $reversal ): bool {
		$handler = self::handler( $reversal );
		return null !== $handler && method_exists( $handler, 'outlives_object' ) && $handler::outlives_object();
	}
}
