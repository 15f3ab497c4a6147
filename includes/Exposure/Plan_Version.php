<?php
/**
 * One version for everything a page's plan depends on but the person: it changes when any of it does.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Exposure;

use WebMCP_Abilities\Abilities\Theme_Kind;
use WebMCP_Abilities\Settings\Settings;

use const WebMCP_Abilities\VERSION;

defined( 'ABSPATH' ) || exit;

/**
 * A plan is cached under this version (`Plan_Cache`), so a stale one is never read: it is simply
 * never asked for again. The parts are what `Page_Tools` and `Ability_Answers` read: every
 * registered ability as REST describes it (name, label, description, category, schemas, meta),
 * the ability categories, the plugin's settings, the roles and their capabilities, the plugin's
 * and WordPress's versions, the language, REST's address, the per-page cap, the active theme's
 * kind and the post types with screens. Hashing all that is a fifth of what working the plan
 * out again costs (1,000 abilities: `docs/scale.md`).
 *
 * What a filter decides from something else than the ability and the screen cannot be seen
 * here: such a filter adds what it reads through `webmcp_abilities_plan_version`.
 *
 * @internal
 * @since 0.1.0
 */
final class Plan_Version {

	/**
	 * @since 0.1.0
	 *
	 * @return string 32 hex digits.
	 */
	public static function current(): string {
		global $wp_version;

		$context = hash_init( 'xxh128' );
		foreach ( wp_get_abilities() as $ability ) {
			hash_update( $context, self::encode( array( $ability->get_name(), $ability->get_label(), $ability->get_description(), $ability->get_category(), $ability->get_input_schema(), $ability->get_output_schema(), $ability->get_meta() ) ) );
		}
		foreach ( wp_get_ability_categories() as $category ) {
			hash_update( $context, self::encode( array( $category->get_slug(), $category->get_label() ) ) );
		}
		$parts = array(
			'settings' => Settings::get(),
			'roles'    => wp_roles()->roles,
			'plugin'   => VERSION,
			'wp'       => $wp_version,
			'locale'   => determine_locale(),
			'rest'     => rest_url(),
			'cap'      => Page_Tools::max_tools(),
			// Tools made for one kind of theme are offered only under it (`meta.webmcp.theme`).
			'theme'    => Theme_Kind::active(),
			// Another plugin's ability belongs to the screens of the post type it works on.
			'types'    => array_keys( get_post_types( array( 'show_ui' => true ) ) ),
		);

		/**
		 * Filters what a cached page plan is keyed on, besides the abilities. A plugin whose
		 * `webmcp_abilities_exposed` or `webmcp_abilities_gate` filter reads anything but the
		 * ability and the screen adds it here, or plans made before it changed are reused.
		 *
		 * @since 0.1.0
		 *
		 * @param array<string, mixed> $parts Settings, roles, versions, locale and REST's address.
		 */
		$parts = apply_filters( 'webmcp_abilities_plan_version', $parts );
		hash_update( $context, self::encode( $parts ) );
		return hash_final( $context );
	}

	/**
	 * @param mixed $value What to hash.
	 * @return string JSON, whatever it holds: a closure in an ability's meta is `{}`.
	 */
	private static function encode( $value ): string {
		return (string) wp_json_encode( $value, JSON_INVALID_UTF8_SUBSTITUTE | JSON_PARTIAL_OUTPUT_ON_ERROR | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
	}
}
