<?php
/**
 * A classic theme's widgets as Appearance > Widgets has them: its sidebars (widget areas) and
 * the widgets in each.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Widgets;

use WebMCP_Abilities\Abilities\Agent_Text;
use WebMCP_Abilities\Abilities\Errors;
use WebMCP_Abilities\Abilities\Output_Budget;
use WebMCP_Abilities\Abilities\Theme_Kind;
use WP_Error;
use WP_Widget;

defined( 'ABSPATH' ) || exit;

/**
 * One home for what a widget change does: planned on the `sidebars_widgets` option first (nothing
 * written, so the dialog shows each sidebar after), then written as the Widgets screen saves
 * (`wp_set_sidebars_widgets()`, and a new widget's settings through its own `WP_Widget::update()`
 * into its `widget_<id_base>` option, as the REST widgets controller does). A removed widget goes
 * to the inactive widgets, as on the screen.
 *
 * @internal
 * @since 0.9.0
 */
final class Widgets {

	/** The screens these tools are made for. */
	public const SCREENS = array( 'widgets' );

	/** The capability the Widgets screen asks. */
	public const CAPABILITY = 'edit_theme_options';

	/** Where WordPress keeps widgets in no sidebar. */
	public const INACTIVE = 'wp_inactive_widgets';

	/** The block widget's type. */
	public const BLOCK = 'block';

	/**
	 * @return true|WP_Error True for who may use the Widgets screen.
	 */
	public static function can_run(): bool|WP_Error {
		return current_user_can( self::CAPABILITY )
			? true
			: Errors::access_denied( __( 'Only people who may change the site\'s design (Appearance) may read or change its widgets.', 'webmcp-abilities' ) );
	}

	/**
	 * @return array<string, string> The theme's sidebars, name by ID, then the inactive widgets.
	 */
	public static function sidebars(): array {
		global $wp_registered_sidebars;
		$names = array();
		foreach ( (array) $wp_registered_sidebars as $id => $sidebar ) {
			$names[ (string) $id ] = wp_strip_all_tags( (string) ( $sidebar['name'] ?? $id ) );
		}
		$names[ self::INACTIVE ] = __( 'Inactive widgets', 'webmcp-abilities' );
		return $names;
	}

	/**
	 * @return array<string, WP_Widget> The widget types an agent may add, by ID base: those
	 *                                  whose settings WordPress's REST API takes as they are.
	 */
	public static function types(): array {
		global $wp_widget_factory;
		$types = array();
		foreach ( $wp_widget_factory->widgets as $widget ) {
			if ( $widget instanceof WP_Widget && ! empty( $widget->widget_options['show_instance_in_rest'] ) ) {
				$types[ $widget->id_base ] = $widget;
			}
		}
		ksort( $types );
		return $types;
	}

	/**
	 * @return array<string, list<string>> Each sidebar's widget IDs as the Widgets screen reads them,
	 *                                     the theme's sidebars and the inactive widgets only.
	 */
	public static function placed(): array {
		$all    = wp_get_sidebars_widgets();
		$placed = array();
		foreach ( array_keys( self::sidebars() ) as $id ) {
			$placed[ $id ] = array_values( array_map( 'strval', (array) ( $all[ $id ] ?? array() ) ) );
		}
		return $placed;
	}

	/**
	 * Plans a change: nothing is written.
	 *
	 * @param array<string, mixed> $input An edit-widgets call's input.
	 * @return array{before: array<string, list<string>>, after: array<string, list<string>>, widget: string, instance: array<string, mixed>|null}|WP_Error
	 *         The sidebars before and after, the widget, and a new widget's settings.
	 */
	public static function plan( array $input ): array|WP_Error {
		$refusal = Theme_Kind::classic_refusal();
		if ( null !== $refusal ) {
			return $refusal;
		}
		$before   = self::placed();
		$after    = $before;
		$sidebars = self::sidebars();
		$sidebar  = isset( $input['sidebar'] ) ? (string) $input['sidebar'] : null;
		if ( null !== $sidebar && ( ! isset( $sidebars[ $sidebar ] ) || self::INACTIVE === $sidebar ) ) {
			return Errors::invalid_input(
				/* translators: %s: the theme's sidebars, such as "sidebar-1". */
				sprintf( __( 'The theme has no such sidebar. Its sidebars: %s.', 'webmcp-abilities' ), implode( ', ', array_diff( array_keys( $sidebars ), array( self::INACTIVE ) ) ) )
			);
		}
		$instance = null;
		if ( 'add' === $input['action'] ) {
			$new = self::new_widget( $input, $sidebar );
			if ( is_wp_error( $new ) ) {
				return $new;
			}
			list( $widget, $instance ) = $new;
		} else {
			$widget = (string) ( $input['widget'] ?? '' );
			$from   = self::sidebar_of( $widget, $before );
			if ( null === $from ) {
				return Errors::not_found( __( 'There is no such widget. Use get-widgets to see each sidebar\'s widgets.', 'webmcp-abilities' ) );
			}
			$after[ $from ] = array_values( array_diff( $after[ $from ], array( $widget ) ) );
			if ( 'remove' === $input['action'] ) {
				if ( self::INACTIVE === $from ) {
					return Errors::invalid_state( __( 'That widget is already among the inactive widgets.', 'webmcp-abilities' ) );
				}
				$sidebar = self::INACTIVE;
			} elseif ( null === $sidebar && ! isset( $input['position'] ) ) {
				return Errors::invalid_input( __( 'A move needs a sidebar, a position, or both.', 'webmcp-abilities' ) );
			}
			$sidebar ??= $from;
		}
		$position = isset( $input['position'] ) && 'remove' !== $input['action'] ? max( 0, (int) $input['position'] - 1 ) : PHP_INT_MAX;
		array_splice( $after[ $sidebar ], min( $position, count( $after[ $sidebar ] ) ), 0, array( $widget ) );
		return compact( 'before', 'after', 'widget', 'instance' );
	}

	/**
	 * @param array<string, mixed> $input   An add call's input.
	 * @param string|null          $sidebar The sidebar it adds to.
	 * @return array{0: string, 1: array<string, mixed>}|WP_Error The new widget's ID and settings.
	 */
	private static function new_widget( array $input, ?string $sidebar ): array|WP_Error {
		$types = self::types();
		$type  = (string) ( $input['type'] ?? '' );
		if ( null === $sidebar ) {
			return Errors::invalid_input( __( 'Adding a widget needs the sidebar to add it to (get-widgets lists them).', 'webmcp-abilities' ) );
		}
		if ( ! isset( $types[ $type ] ) ) {
			return Errors::invalid_input(
				/* translators: %s: widget types, such as "block, search". */
				sprintf( __( 'There is no such widget type. Types: %s.', 'webmcp-abilities' ), implode( ', ', array_keys( $types ) ) )
			);
		}
		if ( self::BLOCK === $type ) {
			// WordPress keeps an administrator's block widget as typed: an agent's is filtered as
			// for people without `unfiltered_html` (`WP_Widget_Block::update()`).
			$given = array( 'content' => Agent_Text::html( (string) ( $input['content'] ?? '' ) ) );
			if ( '' === trim( wp_strip_all_tags( $given['content'] ) ) && ! has_blocks( $given['content'] ) ) {
				return Errors::invalid_input( __( 'A block widget needs content: block markup, such as <!-- wp:paragraph --><p>Hello</p><!-- /wp:paragraph -->.', 'webmcp-abilities' ) );
			}
		} else {
			$given = array( 'title' => Agent_Text::text( (string) ( $input['title'] ?? '' ) ) );
		}
		$widget   = $types[ $type ];
		$instance = $widget->update( $given, array() );
		/** This filter is documented in wp-includes/class-wp-widget.php */
		$instance = apply_filters( 'widget_update_callback', $instance, $given, array(), $widget ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook, applied as WP_Widget::update_callback() applies it.
		if ( ! is_array( $instance ) ) {
			return Errors::invalid_input( __( 'WordPress refused that widget\'s settings.', 'webmcp-abilities' ) );
		}
		return array( $type . '-' . self::next_number( $widget ), $instance );
	}

	/**
	 * @param WP_Widget $widget A widget type.
	 * @return int The number a new widget of it gets: after every one WordPress knows of, as the
	 *             REST widgets controller numbers them, and after every one stored.
	 */
	private static function next_number( WP_Widget $widget ): int {
		require_once ABSPATH . 'wp-admin/includes/widgets.php';
		$stored = array_filter( array_keys( $widget->get_settings() ), 'is_int' );
		return max( (int) next_widget_id_number( $widget->id_base ), 1 + (int) max( array_merge( array( 1 ), $stored ) ) );
	}

	/**
	 * @param string                      $widget   A widget ID.
	 * @param array<string, list<string>> $sidebars Each sidebar's widget IDs.
	 * @return string|null The sidebar it is in.
	 */
	private static function sidebar_of( string $widget, array $sidebars ): ?string {
		foreach ( $sidebars as $sidebar => $widgets ) {
			if ( in_array( $widget, $widgets, true ) ) {
				return (string) $sidebar;
			}
		}
		return null;
	}

	/**
	 * Writes a planned change as the Widgets screen saves it.
	 *
	 * @param array{after: array<string, list<string>>, widget: string, instance: array<string, mixed>|null} $plan A planned change.
	 */
	public static function write( array $plan ): void {
		if ( null !== $plan['instance'] ) {
			$parsed   = wp_parse_widget_id( $plan['widget'] );
			$widget   = self::types()[ $parsed['id_base'] ];
			$settings = $widget->get_settings();

			$settings[ (int) $parsed['number'] ] = $plan['instance'];
			$widget->save_settings( $settings );
		}
		wp_set_sidebars_widgets( array_merge( wp_get_sidebars_widgets(), $plan['after'] ) );
	}

	/**
	 * @param string                    $id       A widget's ID.
	 * @param array<string, mixed>|null $instance Its settings, when not yet stored.
	 * @param int                       $length   The most characters of its title or text.
	 * @return array{type: string, title: string} Its type (ID base) and its title, or for a block
	 *                                            widget a short text of its content.
	 */
	public static function widget( string $id, ?array $instance = null, int $length = 60 ): array {
		global $wp_widget_factory;
		$parsed   = wp_parse_widget_id( $id );
		$object   = $wp_widget_factory->get_widget_object( $parsed['id_base'] );
		$instance = $instance ?? ( $object instanceof WP_Widget && isset( $parsed['number'] ) ? ( $object->get_settings()[ (int) $parsed['number'] ] ?? array() ) : array() );
		$text     = self::BLOCK === $parsed['id_base'] ? (string) ( $instance['content'] ?? '' ) : (string) ( $instance['title'] ?? '' );
		$text     = html_entity_decode( trim( (string) preg_replace( '/\s+/', ' ', wp_strip_all_tags( $text ) ) ), ENT_QUOTES, 'UTF-8' );
		return array(
			'type'  => (string) $parsed['id_base'],
			'title' => Output_Budget::cut( $text, $length ),
		);
	}

	/**
	 * @param string                    $id       A widget's ID.
	 * @param array<string, mixed>|null $instance Its settings, when not yet stored.
	 * @return string It as a person reads it: its type's name, and its title or text.
	 */
	public static function label( string $id, ?array $instance = null ): string {
		global $wp_widget_factory;
		$shown  = self::widget( $id, $instance );
		$object = $wp_widget_factory->get_widget_object( $shown['type'] );
		$name   = $object instanceof WP_Widget ? wp_strip_all_tags( $object->name ) : $shown['type'];
		/* translators: 1: a widget type's name, such as "Search", 2: its title or text. */
		return '' === $shown['title'] ? $name : sprintf( __( '%1$s “%2$s”', 'webmcp-abilities' ), $name, $shown['title'] );
	}
}
