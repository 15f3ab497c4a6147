<?php
/**
 * The one change a write to some of the site's options makes, for the kinds that undo them.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Undo;

defined( 'ABSPATH' ) || exit;

/**
 * Options belong to the site, not to an object: one change holds every option the write changed,
 * its value before and after, as stored; options it left as they were are not kept.
 *
 * @internal
 * @since 0.8.0
 */
final class Option_Change {

	/**
	 * @param string                    $kind   The reversal's kind.
	 * @param string                    $label  What people call what changed.
	 * @param array<string, mixed>|null $before The options before the write.
	 * @param array<string, string>     $after  The same options after it.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 *         The change, or none when the write changed nothing.
	 */
	public static function of( string $kind, string $label, ?array $before, array $after ): array {
		$before  = array_map( 'strval', (array) $before );
		$changed = array_flip( array_keys( array_diff_assoc( $after, $before ) ) );
		if ( array() === $changed ) {
			return array();
		}
		return array(
			array(
				'object_type' => 'site',
				'object_id'   => 0,
				'reversal'    => array(
					'kind'   => $kind,
					'id'     => 0,
					'label'  => $label,
					'before' => array_intersect_key( $before, $changed ),
					'after'  => array_intersect_key( $after, $changed ),
				),
			),
		);
	}
}
