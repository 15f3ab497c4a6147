<?php
/**
 * What another plugin's ability works on, read from its name: the loader's sub-group, the
 * screens it belongs to, and who may be offered it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Exposure;

use WebMCP_Abilities\Contract;
use WP_Ability;
use WP_Post_Type;

defined( 'ABSPATH' ) || exit;

/**
 * Plugins name their abilities after what they act on (`woocommerce/orders-query`,
 * `woocommerce/order-update-status`, `jetpack-forms/get-responses`): the first word of the name
 * that is not a verb is its object. When a post type with screens holds such objects (`product`,
 * `shop_order`, a type whose label names them, as Jetpack's "Form Responses" does), the ability
 * belongs to that type's list and editor screens, and whoever cannot open that list is not
 * offered it. The plugin's own and core's abilities name their screens and gates themselves.
 *
 * @internal
 * @since 0.1.0
 */
final class Ability_Object {

	/** @var string The registered post types when `$found` was filled. */
	private static string $types = '';

	/** @var array<string, WP_Post_Type|null> The post type holding each object asked about. */
	private static array $found = array();

	/** Words that say what an ability does, not what it does it to. */
	private const VERBS = array( 'add', 'assign', 'bulk', 'change', 'check', 'count', 'create', 'delete', 'duplicate', 'edit', 'export', 'fetch', 'find', 'generate', 'get', 'import', 'insert', 'list', 'manage', 'mark', 'modify', 'new', 'publish', 'query', 'read', 'remove', 'restore', 'run', 'search', 'send', 'set', 'show', 'toggle', 'trash', 'update', 'upload', 'validate', 'view' );

	/**
	 * @since 0.1.0
	 *
	 * @param WP_Ability $ability An ability.
	 * @return string|null What it works on, plural and lower case (`orders`), or null for the
	 *                     plugin's own and core's abilities and names with no such word.
	 */
	public static function of( WP_Ability $ability ): ?string {
		$namespace = (string) strstr( $ability->get_name(), '/', true );
		if ( in_array( $namespace, Contract::first_namespaces(), true ) ) {
			return null;
		}
		$object = self::from_name( $ability->get_name() );

		/**
		 * Filters what another plugin's ability works on: the loader lists it in the group
		 * "Plugin: object" (when two or more of the plugin's objects have two or more abilities
		 * each), and when a post type with screens holds that object the ability comes first on
		 * them and is offered only to those who can open its list. The default is the first word of the ability's name that is not a verb, made
		 * plural (`woocommerce/order-add-note`: `orders`).
		 *
		 * @since 0.1.0
		 *
		 * @param string|null $object  Plural, lower case (`orders`), or null for none.
		 * @param WP_Ability  $ability The ability.
		 */
		$object = apply_filters( 'webmcp_abilities_ability_object', $object, $ability );
		// It names a group the loader's input lists: words, with no `:` or `.` (they part groups).
		$object = is_string( $object ) ? trim( (string) preg_replace( '/[^a-z0-9 -]+/', '', strtolower( $object ) ) ) : '';
		return '' === $object ? null : $object;
	}

	/**
	 * @since 0.1.0
	 *
	 * @param WP_Ability $ability An ability.
	 * @return WP_Post_Type|null The post type with screens that holds what it works on.
	 */
	public static function post_type( WP_Ability $ability ): ?WP_Post_Type {
		$object = self::of( $ability );
		return null === $object ? null : self::type_holding( $object );
	}

	/**
	 * @since 0.10.0
	 *
	 * @param string $noun What another plugin's objects are called, singular or plural (`order`,
	 *                     `forms`).
	 * @return WP_Post_Type|null The post type with screens that holds them (`shop_order`,
	 *                           `jetpack_form`), or null.
	 */
	public static function type_holding( string $noun ): ?WP_Post_Type {
		$object = self::plural( strtolower( $noun ) );
		global $wp_post_types;
		// Asked for every ability on every screen a plan weighs: once per object while the types stay.
		$types = implode( ',', array_keys( (array) $wp_post_types ) );
		if ( self::$types !== $types ) {
			self::$types = $types;
			self::$found = array();
		}
		if ( ! array_key_exists( $object, self::$found ) ) {
			self::$found[ $object ] = self::find( array( $object, self::singular( $object ) ) );
		}
		return self::$found[ $object ];
	}

	/**
	 * @param string[] $names An object's plural and singular.
	 * @return WP_Post_Type|null The post type with screens named so, else one whose name's last
	 *                           part, REST base or label names it.
	 */
	private static function find( array $names ): ?WP_Post_Type {
		$types = get_post_types( array( 'show_ui' => true ), 'objects' );
		foreach ( $types as $type ) {
			if ( in_array( $type->name, $names, true ) ) {
				return $type;
			}
		}
		foreach ( $types as $type ) {
			if ( self::holds( $type, $names ) ) {
				return $type;
			}
		}
		return null;
	}

	/**
	 * @since 0.1.0
	 *
	 * @param WP_Ability $ability An ability.
	 * @return string[] The list and editor screens of the post type that holds what it works on.
	 */
	public static function screens( WP_Ability $ability ): array {
		$type = self::post_type( $ability );
		return null === $type ? array() : array( 'edit-' . $type->name, $type->name );
	}

	/**
	 * @since 0.1.0
	 *
	 * @param WP_Ability $ability An ability.
	 * @return string|null The capability that opens that post type's list, which everyone offered
	 *                     the ability should have.
	 */
	public static function gate( WP_Ability $ability ): ?string {
		$type = self::post_type( $ability );
		return null === $type ? null : (string) $type->cap->edit_posts;
	}

	/**
	 * @param string $name An ability's name.
	 * @return string|null The first word after the namespace that is not a verb, made plural.
	 */
	private static function from_name( string $name ): ?string {
		$words = preg_split( '/[-_]/', (string) substr( (string) strstr( $name, '/' ), 1 ) );
		foreach ( false === $words ? array() : $words as $word ) {
			// Letters only: `a-01` names no object.
			if ( 1 === preg_match( '/^[a-z]{3,}$/', $word ) && ! in_array( $word, self::VERBS, true ) ) {
				return self::plural( $word );
			}
		}
		return null;
	}

	/**
	 * @param WP_Post_Type $type  A post type.
	 * @param string[]     $names An object's plural and singular.
	 */
	private static function holds( WP_Post_Type $type, array $names ): bool {
		// Plugins prefix their types: WooCommerce's `shop_order`, Jetpack's `jetpack_form`.
		$parts = preg_split( '/[-_]/', $type->name );
		$words = array( $type->name, false === $parts ? '' : (string) end( $parts ) );
		if ( is_string( $type->rest_base ) ) {
			$words[] = $type->rest_base;
		}
		// A label names what the type holds when its name does not: "Form Responses" (`feedback`).
		foreach ( array( $type->labels->name ?? '', $type->labels->singular_name ?? '' ) as $label ) {
			$label_words = preg_split( '/\s+/', strtolower( trim( (string) $label ) ) );
			$words[]     = false === $label_words ? '' : (string) end( $label_words );
		}
		return array() !== array_intersect( $names, $words );
	}

	/**
	 * @param string $word A lower-case English noun.
	 * @return string Its plural, as near as a rule gets.
	 */
	private static function plural( string $word ): string {
		if ( str_ends_with( $word, 's' ) ) {
			return $word;
		}
		if ( 1 === preg_match( '/[^aeiou]y$/', $word ) ) {
			return substr( $word, 0, -1 ) . 'ies';
		}
		return $word . ( 1 === preg_match( '/(x|ch|sh|z)$/', $word ) ? 'es' : 's' );
	}

	/**
	 * @param string $word A lower-case English plural.
	 * @return string Its singular, as near as a rule gets.
	 */
	private static function singular( string $word ): string {
		if ( str_ends_with( $word, 'ies' ) ) {
			return substr( $word, 0, -3 ) . 'y';
		}
		if ( 1 === preg_match( '/(x|ch|sh|ss|z)es$/', $word ) ) {
			return substr( $word, 0, -2 );
		}
		return str_ends_with( $word, 's' ) && ! str_ends_with( $word, 'ss' ) ? substr( $word, 0, -1 ) : $word;
	}
}
