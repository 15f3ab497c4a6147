<?php
/**
 * A design entity's saved content, hashed by what it means, so that undo tells a change by
 * someone else from WordPress's own rewriting.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Design;

defined( 'ABSPATH' ) || exit;

/**
 * The site's styles are JSON that WordPress rewrites on every save: its route puts the keys in
 * its own order and writes `settings: []` or `styles: []` where the record had none. Two records
 * that differ only so style the site alike, so a save by nobody else must not read as a conflict
 * (issue 55, item 7). A template's or menu's markup is compared as it is.
 *
 * @internal
 * @since 0.6.0
 */
final class Design_Fingerprint {

	/**
	 * @since 0.6.0
	 *
	 * @param string $entity  The entity's kind (`global_styles`, `template`, `navigation`).
	 * @param string $content Its saved content.
	 * @return string The content hashed; for the styles, their meaning.
	 */
	public static function of( string $entity, string $content ): string {
		$config = 'global_styles' === $entity ? json_decode( $content, true ) : null;
		return md5( is_array( $config ) ? (string) wp_json_encode( self::meaning( $config ) ) : $content );
	}

	/**
	 * @param array<int|string, mixed> $config Decoded JSON (an object and a list alike).
	 * @return array<int|string, mixed> The same without empty objects or lists, and an object's
	 *         keys sorted; a list keeps its order and its places, which are part of what it says
	 *         (a palette).
	 */
	private static function meaning( array $config ): array {
		$is_list = array_is_list( $config );
		$meaning = array();
		foreach ( $config as $key => $value ) {
			$value = is_array( $value ) ? self::meaning( $value ) : $value;
			if ( $is_list || array() !== $value ) {
				$meaning[ $key ] = $value;
			}
		}
		if ( ! $is_list ) {
			ksort( $meaning, SORT_STRING );
		}
		return $meaning;
	}
}
