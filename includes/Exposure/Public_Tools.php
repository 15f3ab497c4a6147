<?php
/**
 * Which abilities visitors' agents are offered as tools on the public site.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Exposure;

use WebMCP_Abilities\Abilities\Registry;
use WebMCP_Abilities\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Only the plugin's own read-only abilities of the public site, which answer anyone with what
 * the site already shows them. Decided without the Abilities API's registry: every page of the
 * public site asks, and must not pay for building it.
 *
 * @internal
 * @since 0.1.0
 */
final class Public_Tools {

	/**
	 * @since 0.7.0
	 *
	 * @return string[] The abilities that can be visitors' tools, in the order they are offered:
	 *                  those the areas name (`Abilities\Area::public_abilities()`).
	 */
	public static function abilities(): array {
		return Registry::public_abilities();
	}

	/**
	 * @since 0.1.0
	 *
	 * @param string $ability_name An ability name.
	 * @return bool Whether it is one of the public site's tools (which wp-admin never offers).
	 */
	public static function is_public( string $ability_name ): bool {
		return in_array( $ability_name, self::abilities(), true );
	}

	/**
	 * @since 0.1.0
	 *
	 * @return string[] The abilities offered: each unless the owner switched it off, none when the
	 *                  plugin or its public site tools are switched off.
	 */
	public static function offered(): array {
		if ( ! self::is_on() ) {
			return array();
		}
		$offered = array_values( array_filter( self::abilities(), static fn ( string $name ): bool => false !== Settings::choice( $name ) ) );
		/**
		 * Filters the tools visitors' agents are offered on the public site. Only the plugin's own
		 * public abilities can be; return an empty list to offer none.
		 *
		 * @since 0.1.0
		 *
		 * @param string[] $offered Ability names, from `Public_Tools::abilities()`.
		 */
		$filtered = apply_filters( 'webmcp_abilities_public_tools', $offered );
		return is_array( $filtered ) ? array_values( array_intersect( self::abilities(), $filtered ) ) : $offered;
	}

	/**
	 * @since 0.1.0
	 *
	 * @param string $form `search_form` or `comment_form`.
	 * @return bool Whether this page's form of that kind is offered as a declarative tool: on the
	 *              public site's own pages, while the owner offers it.
	 */
	public static function offers_form( string $form ): bool {
		return self::is_on() && ( Settings::get()['public_site'][ $form ] ?? false )
			&& ! is_admin() && ! wp_doing_ajax() && ! wp_is_serving_rest_request() && ! is_feed();
	}

	/**
	 * @return bool Whether the owner offers visitors anything: the plugin and its public set on.
	 */
	private static function is_on(): bool {
		$settings = Settings::get();
		return $settings['enabled'] && $settings['public_site']['enabled'];
	}
}
