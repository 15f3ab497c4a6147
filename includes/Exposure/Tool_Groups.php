<?php
/**
 * Groups a page's tools by ability category, another plugin's by what they work on, for the
 * loader that swaps groups in and out.
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
 * group is an ability category (for another plugin, the plugin as its category's label names
 * it), split into parts when it holds more tools than fit at once, so every group can be loaded
 * whole.
 *
 * Another plugin's category is split by what its abilities work on (`Ability_Object`) when two or
 * more of the things it works on have two or more abilities each, counting every ability it
 * registered, so a group keeps its name whatever the owner offers: "WooCommerce: orders",
 * "WooCommerce: products"; its other abilities stay in the plugin's own group.
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
	 *         The groups, the one holding the most important tool first; a plugin's sub-group is
	 *         named `category:object` (a colon is in no category slug), and each part after a
	 *         group's first `group.2`, `group.3` (nor is a dot).
	 */
	public static function of( array $ability_names, int $size ): array {
		$objects  = self::objects();
		$by_group = array();
		$labels   = array();
		foreach ( $ability_names as $name ) {
			$ability = wp_get_ability( $name );
			if ( null === $ability ) {
				continue;
			}
			$category = $ability->get_category();
			$object   = $objects[ $name ] ?? null;
			// A prefix keeps a numeric slug a string key.
			$labels[ 'c' . $category ]                                      ??= self::label( $category );
			$by_group[ null === $object ? $category : "$category:$object" ][] = $name;
		}
		$groups = array();
		foreach ( $by_group as $group => $names ) {
			$group    = (string) $group;
			$category = (string) strstr( $group . ':', ':', true );
			$label    = self::distinct( $labels, 'c' . $category );
			if ( $group !== $category ) {
				/* translators: 1: a plugin's name (its ability category's label), 2: what some of its abilities work on, as their names say (orders). */
				$label = sprintf( __( '%1$s: %2$s', 'webmcp-abilities' ), $label, substr( $group, strlen( $category ) + 1 ) );
			}
			$parts = array_chunk( $names, max( 1, $size ) );
			foreach ( $parts as $index => $part ) {
				$groups[] = array(
					'group'     => 0 === $index ? $group : $group . '.' . ( $index + 1 ),
					'category'  => $category,
					'label'     => 1 === count( $parts ) ? $label : sprintf(
						/* translators: 1: a group's label, 2: a part's number, 3: how many parts. */
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
	 * @return array<string, string> The sub-group of each ability in one, by ability name: what
	 *                               it works on, where its category is split.
	 */
	private static function objects(): array {
		$by_category = array();
		foreach ( wp_get_abilities() as $ability ) {
			$object = Ability_Object::of( $ability );
			if ( null !== $object ) {
				$by_category[ 'c' . $ability->get_category() ][ $object ][] = $ability->get_name();
			}
		}
		$objects = array();
		foreach ( $by_category as $by_object ) {
			$shared = array_filter( $by_object, static fn ( array $names ): bool => count( $names ) >= 2 );
			if ( count( $shared ) < 2 ) {
				continue;
			}
			foreach ( $shared as $object => $names ) {
				$objects += array_fill_keys( $names, (string) $object );
			}
		}
		return $objects;
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
