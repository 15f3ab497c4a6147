<?php
/**
 * A classic theme's menus as Appearance > Menus has them: each menu's items as a tree, and the
 * theme's locations.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Menus;

use WebMCP_Abilities\Abilities\Agent_Text;
use WebMCP_Abilities\Abilities\Errors;
use WebMCP_Abilities\Abilities\Theme_Kind;
use WP_Error;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * One home for a menu's state: its name, its items in the order visitors see them (each with
 * every field the Menus screen saves, so writing one back changes nothing else), and the theme's
 * `nav_menu_locations`. A change is planned on that state first (`plan_*()`: nothing written, so
 * the dialog shows the state after), then written as the Menus screen writes it
 * (`wp_update_nav_menu_item()`, `wp_delete_post()`, `wp_update_nav_menu_object()`,
 * `set_theme_mod( 'nav_menu_locations' )`). Undo writes the earlier state back the same way.
 *
 * @internal
 * @since 0.9.0
 */
final class Menus {

	/** The screens these tools are made for. */
	public const SCREENS = array( 'nav-menus' );

	/** The capability the Menus screen asks. */
	public const CAPABILITY = 'edit_theme_options';

	/** What an agent may add, and how WordPress stores it: item type and object. */
	public const KINDS = array(
		'page'     => array( 'post_type', 'page' ),
		'post'     => array( 'post_type', 'post' ),
		'category' => array( 'taxonomy', 'category' ),
		'custom'   => array( 'custom', 'custom' ),
	);

	/**
	 * @return true|WP_Error True for who may use the Menus screen.
	 */
	public static function can_run(): bool|WP_Error {
		return current_user_can( self::CAPABILITY )
			? true
			: Errors::access_denied( __( 'Only people who may change the site\'s design (Appearance) may read or change its menus.', 'webmcp-abilities' ) );
	}

	/**
	 * @param int|string $menu A menu's ID or name, as the agent gave it.
	 * @return WP_Term|WP_Error The menu, or `not_found`.
	 */
	public static function menu( int|string $menu ): WP_Term|WP_Error {
		$found = is_int( $menu ) || ctype_digit( $menu ) ? wp_get_nav_menu_object( (int) $menu ) : wp_get_nav_menu_object( Agent_Text::text( $menu ) );
		if ( ! $found instanceof WP_Term ) {
			return Errors::not_found( __( 'There is no such menu. Use get-menus to see the menus, by ID and name.', 'webmcp-abilities' ) );
		}
		return $found;
	}

	/**
	 * @param WP_Term $menu A menu.
	 * @return array{name: string, items: list<array<string, mixed>>, locations: array<string, int>|null}
	 *         Its state: the items in the order visitors see them (parents before their children,
	 *         siblings by position), `order` as stored; `locations` as the theme stores them, null
	 *         when it never stored any.
	 */
	public static function state( WP_Term $menu ): array {
		$posts = get_posts(
			array(
				'post_type'        => 'nav_menu_item',
				'post_status'      => 'publish',
				'numberposts'      => -1,
				'orderby'          => 'menu_order',
				'order'            => 'ASC',
				'suppress_filters' => true,
				'tax_query'        => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- what `wp_get_nav_menu_items()` asks, without its filters.
					array(
						'taxonomy' => 'nav_menu',
						'field'    => 'term_taxonomy_id',
						'terms'    => $menu->term_taxonomy_id,
					),
				),
			)
		);
		$items = array();
		foreach ( $posts as $post ) {
			$items[] = self::item( $post );
		}
		$locations = get_theme_mod( 'nav_menu_locations' );
		return array(
			'name'      => $menu->name,
			'items'     => self::in_order( $items ),
			'locations' => is_array( $locations ) ? $locations : null,
		);
	}

	/**
	 * @param WP_Post $post A menu item's post.
	 * @return array<string, mixed> Every field the Menus screen saves for it, as stored.
	 */
	private static function item( WP_Post $post ): array {
		$meta = static fn ( string $key ): string => (string) get_post_meta( $post->ID, $key, true );
		$css  = get_post_meta( $post->ID, '_menu_item_classes', true );
		return array(
			'id'          => $post->ID,
			'parent'      => (int) $meta( '_menu_item_menu_item_parent' ),
			'order'       => $post->menu_order,
			// Saving an item dates it anew unless told its date: an item saved again keeps it.
			'date'        => $post->post_date,
			'title'       => $post->post_title,
			'type'        => $meta( '_menu_item_type' ),
			'object'      => $meta( '_menu_item_object' ),
			'object_id'   => (int) $meta( '_menu_item_object_id' ),
			'url'         => $meta( '_menu_item_url' ),
			'description' => $post->post_content,
			'attr_title'  => $post->post_excerpt,
			'target'      => $meta( '_menu_item_target' ),
			'classes'     => implode( ' ', is_array( $css ) ? $css : array() ),
			'xfn'         => $meta( '_menu_item_xfn' ),
		);
	}

	/**
	 * @param list<array<string, mixed>> $items Items in stored order.
	 * @return list<array<string, mixed>> Them as visitors see them: each after its parent,
	 *         siblings by position; an item whose parent is not in the menu at the top, as the
	 *         walker shows it.
	 */
	private static function in_order( array $items ): array {
		$ids      = array_flip( array_column( $items, 'id' ) );
		$children = array();
		foreach ( $items as $item ) {
			$parent                = isset( $ids[ $item['parent'] ] ) && $item['parent'] !== $item['id'] ? $item['parent'] : 0;
			$children[ $parent ][] = $item;
		}
		$ordered = array();
		$walk    = static function ( int $parent ) use ( &$walk, &$ordered, $children ): void {
			foreach ( $children[ $parent ] ?? array() as $item ) {
				$ordered[] = $item;
				$walk( (int) $item['id'] );
			}
		};
		$walk( 0 );
		return $ordered;
	}

	/**
	 * Plans an item's addition: nothing is written.
	 *
	 * @param array<string, mixed> $input An add-menu-item call's input.
	 * @return array{menu: WP_Term, before: array<string, mixed>, after: array<string, mixed>}|WP_Error
	 */
	public static function plan_add( array $input ): array|WP_Error {
		$menu = self::ready( $input );
		if ( is_wp_error( $menu ) ) {
			return $menu;
		}
		$before = self::state( $menu );
		$new    = self::new_item( $input );
		if ( is_wp_error( $new ) ) {
			return $new;
		}
		$after = self::placed( $before, array( $new ), (int) ( $input['parent'] ?? 0 ), $input['position'] ?? null );
		return is_wp_error( $after ) ? $after : compact( 'menu', 'before', 'after' );
	}

	/**
	 * Plans a change of a menu or of one of its items: nothing is written.
	 *
	 * @param array<string, mixed> $input An edit-menu call's input.
	 * @return array{menu: WP_Term, before: array<string, mixed>, after: array<string, mixed>}|WP_Error
	 */
	public static function plan_edit( array $input ): array|WP_Error {
		$menu = self::ready( $input );
		if ( is_wp_error( $menu ) ) {
			return $menu;
		}
		$before = self::state( $menu );
		$after  = $before;
		$moves  = array_intersect_key( $input, array_flip( array( 'parent', 'position', 'remove' ) ) );
		if ( ! isset( $input['item'] ) && array() !== $moves ) {
			return Errors::invalid_input( __( 'parent, position and remove are for an item: give the item too (get-menus shows each menu\'s items).', 'webmcp-abilities' ) );
		}
		if ( isset( $input['item'] ) && ! isset( $input['name'] ) && array() === $moves ) {
			return Errors::invalid_input( __( 'Say what changes for the item: its name, parent or position, or remove it.', 'webmcp-abilities' ) );
		}
		if ( isset( $input['name'] ) && ! isset( $input['item'] ) ) {
			$name  = Agent_Text::text( (string) $input['name'] );
			$taken = wp_get_nav_menu_object( $name );
			if ( '' === $name || ( $taken instanceof WP_Term && $taken->term_id !== $menu->term_id ) ) {
				return Errors::invalid_input( __( 'A menu needs a name no other menu has.', 'webmcp-abilities' ) );
			}
			$after['name'] = $name;
		}
		if ( isset( $input['location'] ) ) {
			$locations = get_registered_nav_menus();
			if ( ! isset( $locations[ $input['location'] ] ) ) {
				return Errors::invalid_input(
					/* translators: %s: the theme's menu locations, such as "primary, footer". */
					sprintf( __( 'The theme has no such menu location. Its locations: %s.', 'webmcp-abilities' ), array() === $locations ? __( 'none', 'webmcp-abilities' ) : implode( ', ', array_keys( $locations ) ) )
				);
			}
			$after['locations']                                = (array) $after['locations'];
			$after['locations'][ (string) $input['location'] ] = $menu->term_id;
		}
		if ( isset( $input['item'] ) ) {
			$changed = self::item_changed( $after, (int) $input['item'], $input );
			if ( is_wp_error( $changed ) ) {
				return $changed;
			}
			$after = $changed;
		}
		return compact( 'menu', 'before', 'after' );
	}

	/**
	 * @param array<string, mixed> $input A call's input.
	 * @return WP_Term|WP_Error The menu it names, under a classic theme.
	 */
	private static function ready( array $input ): WP_Term|WP_Error {
		$refusal = Theme_Kind::classic_refusal();
		return $refusal ?? self::menu( $input['menu'] ?? 0 );
	}

	/**
	 * @param array<string, mixed> $input An add-menu-item call's input.
	 * @return array<string, mixed>|WP_Error The new item, as stored, or why not.
	 */
	private static function new_item( array $input ): array|WP_Error {
		list( $type, $object ) = self::KINDS[ (string) $input['type'] ];
		$id                    = (int) ( $input['id'] ?? 0 );
		$url                   = '';
		if ( 'custom' === $type ) {
			$url    = trim( (string) ( $input['url'] ?? '' ) );
			$scheme = strtolower( (string) wp_parse_url( $url, PHP_URL_SCHEME ) );
			if ( ! in_array( $scheme, array( 'http', 'https' ), true ) || '' === (string) wp_parse_url( $url, PHP_URL_HOST ) ) {
				return Errors::invalid_input( __( 'A custom link needs a full http:// or https:// address.', 'webmcp-abilities' ) );
			}
			$id = 0;
		} elseif ( 'post_type' === $type ) {
			$post = get_post( $id );
			if ( ! $post instanceof WP_Post || $object !== $post->post_type || 'publish' !== $post->post_status ) {
				return Errors::invalid_input(
					/* translators: %s: page or post. */
					sprintf( __( 'id must be a published %s: use find-posts to find one.', 'webmcp-abilities' ), $object )
				);
			}
		} elseif ( ! get_term( $id, $object ) instanceof WP_Term ) {
			return Errors::invalid_input( __( 'id must be a category: use list-terms to find one.', 'webmcp-abilities' ) );
		}
		$title = Agent_Text::text( (string) ( $input['title'] ?? '' ) );
		return array(
			'id'          => 0,
			'parent'      => 0,
			'order'       => 0,
			'date'        => '',
			'title'       => 'custom' === $type && '' === $title ? $url : $title,
			'type'        => $type,
			'object'      => $object,
			'object_id'   => $id,
			'url'         => $url,
			'description' => '',
			'attr_title'  => '',
			'target'      => '',
			'classes'     => '',
			'xfn'         => '',
		);
	}

	/**
	 * @param array<string, mixed> $state A menu's state.
	 * @param int                  $id    The item to change.
	 * @param array<string, mixed> $input What changes: name (its title), parent, position, remove.
	 * @return array<string, mixed>|WP_Error The state after, or why not.
	 */
	private static function item_changed( array $state, int $id, array $input ): array|WP_Error {
		$index = array_search( $id, array_column( $state['items'], 'id' ), true );
		if ( false === $index ) {
			return is_nav_menu_item( $id )
				? Errors::invalid_input( __( 'That item is in another menu: give the menu it is in (get-menus shows each menu\'s items).', 'webmcp-abilities' ) )
				: Errors::not_found( __( 'There is no such menu item. Use get-menus to see each menu\'s items.', 'webmcp-abilities' ) );
		}
		$block = self::subtree( $state['items'], (int) $index );
		if ( ! empty( $input['remove'] ) ) {
			// As the Menus screen removes an item: its sub-items move up to its place.
			$removed = $state['items'][ $index ];
			array_splice( $state['items'], (int) $index, 1 );
			foreach ( $state['items'] as $key => $item ) {
				if ( $item['parent'] === $id ) {
					$state['items'][ $key ]['parent'] = $removed['parent'];
				}
			}
			return self::numbered( $state );
		}
		if ( isset( $input['name'] ) ) {
			$title = Agent_Text::text( (string) $input['name'] );
			if ( '' === $title ) {
				return Errors::invalid_input( __( 'A menu item needs a title with words in it.', 'webmcp-abilities' ) );
			}
			$block[0]['title']                 = $title;
			$state['items'][ $index ]['title'] = $title;
		}
		if ( ! isset( $input['parent'] ) && ! isset( $input['position'] ) ) {
			return self::numbered( $state );
		}
		$parent = (int) ( $input['parent'] ?? $block[0]['parent'] );
		if ( in_array( $parent, array_column( $block, 'id' ), true ) ) {
			return Errors::invalid_input( __( 'An item cannot be nested under itself or one of its own sub-items.', 'webmcp-abilities' ) );
		}
		array_splice( $state['items'], (int) $index, count( $block ) );
		return self::placed( $state, $block, $parent, $input['position'] ?? null );
	}

	/**
	 * @param array<string, mixed>       $state    A menu's state, without the block.
	 * @param list<array<string, mixed>> $block    An item and its sub-items, in order.
	 * @param int                        $parent   The item to nest it under; 0 for the top level.
	 * @param mixed                      $position Its place among its siblings, from 1; null for last.
	 * @return array<string, mixed>|WP_Error The state with the block in its place, or why not.
	 */
	private static function placed( array $state, array $block, int $parent, mixed $position ): array|WP_Error {
		$ids = array_column( $state['items'], 'id' );
		if ( 0 !== $parent && ! in_array( $parent, $ids, true ) ) {
			return Errors::invalid_input( __( 'parent must be an item of this menu (get-menus shows them), or 0 for the top level.', 'webmcp-abilities' ) );
		}
		$block[0]['parent'] = $parent;
		$siblings           = array_keys( array_filter( $state['items'], static fn ( array $item ): bool => $item['parent'] === $parent ) );
		$at                 = null === $position ? PHP_INT_MAX : (int) $position - 1;
		if ( isset( $siblings[ $at ] ) ) {
			$index = $siblings[ $at ];
		} elseif ( 0 === $parent ) {
			$index = count( $state['items'] );
		} else {
			// After the parent's last descendant.
			$start = (int) array_search( $parent, $ids, true );
			$index = $start + count( self::subtree( $state['items'], $start ) );
		}
		array_splice( $state['items'], $index, 0, $block );
		return self::numbered( $state );
	}

	/**
	 * @param list<array<string, mixed>> $items Items in order.
	 * @param int                        $index One of them.
	 * @return list<array<string, mixed>> It and its sub-items, which follow it in order.
	 */
	private static function subtree( array $items, int $index ): array {
		$inside = array( $items[ $index ]['id'] => true );
		$block  = array( $items[ $index ] );
		$count  = count( $items );
		for ( $next = $index + 1; $next < $count && isset( $inside[ $items[ $next ]['parent'] ] ); ++$next ) {
			$inside[ $items[ $next ]['id'] ] = true;
			$block[]                         = $items[ $next ];
		}
		return $block;
	}

	/**
	 * @param array<string, mixed> $state A menu's state, its items in order.
	 * @return array<string, mixed> It with each item's position its place, as the Menus screen saves.
	 */
	private static function numbered( array $state ): array {
		foreach ( array_keys( $state['items'] ) as $index ) {
			$state['items'][ $index ]['order'] = $index + 1;
		}
		return $state;
	}

	/**
	 * Writes a menu's state as the Menus screen saves it: only what differs from now.
	 *
	 * @param WP_Term              $menu   The menu.
	 * @param array<string, mixed> $now    Its state now.
	 * @param array<string, mixed> $target The state to write: a new item has ID 0; an item with
	 *                                     an ID no longer in the menu is put back under that ID.
	 * @return int|WP_Error The ID of the item added, 0 when none was, or why it failed.
	 */
	public static function write( WP_Term $menu, array $now, array $target ): int|WP_Error {
		if ( $target['name'] !== $now['name'] ) {
			$renamed = wp_update_nav_menu_object( $menu->term_id, wp_slash( array( 'menu-name' => $target['name'] ) ) );
			if ( is_wp_error( $renamed ) ) {
				return Errors::invalid_input( $renamed->get_error_message() );
			}
		}
		$current = array_column( $now['items'], null, 'id' );
		foreach ( array_diff_key( $current, array_column( $target['items'], null, 'id' ) ) as $id => $item ) {
			wp_delete_post( (int) $id, true );
		}
		$added = 0;
		$moved = array();
		foreach ( $target['items'] as $item ) {
			$id = (int) $item['id'];
			if ( isset( $current[ $id ] ) && $current[ $id ] === $item ) {
				continue;
			}
			if ( $id > 0 && ! isset( $current[ $id ] ) ) {
				// Undo of a removal: the same ID, so sub-items and links to it still find it.
				$id                         = (int) wp_insert_post(
					array(
						'import_id'    => $id,
						'post_type'    => 'nav_menu_item',
						'post_status'  => 'publish',
						// WordPress saves no post without a title or content; the item's own follow.
						'post_content' => ' ',
					)
				);
				$moved[ (int) $item['id'] ] = $id;
			}
			$saved = wp_update_nav_menu_item( $menu->term_id, $id, wp_slash( self::args( $item, $moved ) ) );
			if ( is_wp_error( $saved ) ) {
				return Errors::failed( $saved );
			}
			$added = 0 === (int) $item['id'] ? (int) $saved : $added;
		}
		if ( $target['locations'] !== $now['locations'] ) {
			if ( null === $target['locations'] ) {
				remove_theme_mod( 'nav_menu_locations' );
			} else {
				set_theme_mod( 'nav_menu_locations', $target['locations'] );
			}
		}
		return $added;
	}

	/**
	 * @param array<string, mixed> $item  An item's state.
	 * @param array<int, int>      $moved IDs items were put back under, by the ID they had.
	 * @return array<string, mixed> It as `wp_update_nav_menu_item()` takes it.
	 */
	private static function args( array $item, array $moved ): array {
		return array(
			'menu-item-object-id'   => $item['object_id'],
			'menu-item-object'      => $item['object'],
			'menu-item-parent-id'   => $moved[ $item['parent'] ] ?? $item['parent'],
			'menu-item-position'    => $item['order'],
			'menu-item-type'        => $item['type'],
			'menu-item-title'       => $item['title'],
			'menu-item-url'         => $item['url'],
			'menu-item-description' => $item['description'],
			'menu-item-attr-title'  => $item['attr_title'],
			'menu-item-target'      => $item['target'],
			'menu-item-classes'     => $item['classes'],
			'menu-item-xfn'         => $item['xfn'],
			'menu-item-status'      => 'publish',
			'menu-item-post-date'   => $item['date'],
		);
	}

	/**
	 * @param array<string, mixed> $item An item's state.
	 * @return string Its title as visitors read it: its own, else what it points to.
	 */
	public static function label( array $item ): string {
		$title = trim( (string) $item['title'] );
		if ( '' === $title ) {
			if ( 'post_type' === $item['type'] ) {
				$title = (string) get_post_field( 'post_title', (int) $item['object_id'], 'raw' );
			} elseif ( 'taxonomy' === $item['type'] ) {
				$term  = get_term( (int) $item['object_id'], (string) $item['object'] );
				$title = $term instanceof WP_Term ? $term->name : '';
			}
		}
		$title = html_entity_decode( wp_strip_all_tags( $title ), ENT_QUOTES, 'UTF-8' );
		return '' === $title ? (string) $item['url'] : $title;
	}

	/**
	 * @param array<string, mixed> $state A menu's state.
	 * @return string Its items as a person reads a tree: "Home, About (Team, History), Contact".
	 */
	public static function outline( array $state ): string {
		$children = array();
		foreach ( $state['items'] as $item ) {
			$children[ (int) $item['parent'] ][] = $item;
		}
		$say     = static function ( int $parent ) use ( &$say, $children ): string {
			$parts = array();
			foreach ( $children[ $parent ] ?? array() as $item ) {
				$inside  = (int) $item['id'] > 0 ? $say( (int) $item['id'] ) : '';
				$parts[] = self::label( $item ) . ( '' === $inside ? '' : " ($inside)" );
			}
			return implode( ', ', $parts );
		};
		$outline = $say( 0 );
		return '' === $outline ? __( '(no items)', 'webmcp-abilities' ) : $outline;
	}

	/**
	 * @param array<string, mixed> $state A menu's state.
	 * @param int                  $menu  The menu's ID.
	 * @return string The theme's locations that show it, by their names, or "none".
	 */
	public static function shown_at( array $state, int $menu ): string {
		$names = array();
		foreach ( get_registered_nav_menus() as $location => $name ) {
			if ( (int) ( $state['locations'][ $location ] ?? 0 ) === $menu ) {
				$names[] = $name;
			}
		}
		return array() === $names ? __( 'none', 'webmcp-abilities' ) : implode( ', ', $names );
	}
}
