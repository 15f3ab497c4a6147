<?php
/**
 * Groups a page's tools by ability category, for the loader that swaps groups in and out.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Exposure;

defined( 'ABSPATH' ) || exit;

/**
 * When more abilities are offered on a page than the cap lets it register at once, the bridge
 * registers the first ones and one loader tool, which lists these groups and registers a group
 * when an agent asks, withdrawing the least recently used ones (`src/tools/tool-groups.ts`). A
 * group is an ability category, split into parts when it holds more tools than fit at once, so
 * every group can be loaded whole.
 *
 * @internal
 * @since 0.1.0
 */
final class Tool_Groups {

	/**
	 * @since 0.1.0
	 *
	 * @param string[] $ability_names Every ability the page offers, in order of priority.
	 * @param int      $size          The most tools one group holds: as many as the page
	 *                                registers at once beside the loader.
	 * @return array<int, array{group: string, category: string, label: string, abilities: string[]}>
	 *         The groups, the one holding the most important tool first; each part after a
	 *         category's first is named `category.2`, `category.3` (a dot is in no category slug).
	 */
	public static function of( array $ability_names, int $size ): array {
		$by_category = array();
		foreach ( $ability_names as $name ) {
			$ability = wp_get_ability( $name );
			if ( null !== $ability ) {
				// A prefix keeps a numeric slug a string key.
				$by_category[ 'c' . $ability->get_category() ][] = $name;
			}
		}
		$labels = array();
		foreach ( array_keys( $by_category ) as $key ) {
			$labels[ $key ] = self::label( substr( (string) $key, 1 ) );
		}
		$groups = array();
		foreach ( $by_category as $key => $names ) {
			$category = substr( (string) $key, 1 );
			$label    = self::distinct( $labels, (string) $key );
			$parts    = array_chunk( $names, max( 1, $size ) );
			foreach ( $parts as $index => $part ) {
				$groups[] = array(
					'group'     => 0 === $index ? $category : $category . '.' . ( $index + 1 ),
					'category'  => $category,
					'label'     => 1 === count( $parts ) ? $label : sprintf(
						/* translators: 1: an ability category's label, 2: a part's number, 3: how many parts. */
						__( '%1$s (part %2$d of %3$d)', 'webmcp-abilities' ),
						$label,
						$index + 1,
						count( $parts )
					),
					'abilities' => $part,
				);
			}
		}
		return $groups;
	}

	/**
	 * Two categories may share a label (core's "Site" and this plugin's): then each says whose.
	 *
	 * @param array<string, string> $labels Every group's category label, by its key.
	 * @param string                $key    One group's key.
	 * @return string Its label, told apart from the others.
	 */
	private static function distinct( array $labels, string $key ): string {
		$label = $labels[ $key ];
		if ( count( array_keys( $labels, $label, true ) ) < 2 ) {
			return $label;
		}
		$category = substr( $key, 1 );
		$owner    = str_starts_with( $category, 'webmcp-abilities-' )
			? __( 'WebMCP Abilities', 'webmcp-abilities' )
			: ( in_array( $category, array( 'site', 'user' ), true ) ? __( 'WordPress', 'webmcp-abilities' ) : $category );
		/* translators: 1: an ability category's label, 2: whose it is (WordPress, a plugin). */
		return sprintf( __( '%1$s (%2$s)', 'webmcp-abilities' ), $label, $owner );
	}

	/**
	 * @param string $category An ability category's slug.
	 * @return string Its label, or the slug when the category is gone.
	 */
	private static function label( string $category ): string {
		$registered = wp_get_ability_category( $category );
		return null === $registered ? $category : $registered->get_label();
	}
}
