<?php
/**
 * What undoing a widget change takes.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Widgets;

use WebMCP_Abilities\Undo\Option_Change;
use WebMCP_Abilities\Undo\Reversal_Kind;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * `before` and `after` hold, as JSON, the options the change wrote: `sidebars_widgets`, and a new
 * widget's `widget_<id_base>`. Undo writes the earlier values back, unless one changed again since.
 *
 * @internal
 * @since 0.9.0
 */
final class Widgets_Reversal implements Reversal_Kind {

	public const KIND = 'widgets';

	/**
	 * @param array<string, mixed> $input The write's input.
	 * @return array<string, string> The options it may write, as they are now.
	 */
	public static function snapshot( array $input ): array {
		$options = array( 'sidebars_widgets' );
		if ( 'add' === ( $input['action'] ?? '' ) && 1 === preg_match( '/^[a-z0-9_-]+$/', (string) ( $input['type'] ?? '' ) ) ) {
			$options[] = 'widget_' . $input['type'];
		}
		$values = array();
		foreach ( $options as $option ) {
			$values[ $option ] = (string) wp_json_encode( get_option( $option, null ) );
		}
		return $values;
	}

	/**
	 * @param array<string, mixed>|null $before The options before.
	 * @param array<string, mixed>      $input  The write's input.
	 * @param array<string, mixed>      $result Its result.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 */
	public static function changes( ?array $before, array $input, array $result ): array {
		return Option_Change::of( self::KIND, __( 'Widgets', 'webmcp-abilities' ), $before, self::snapshot( $input ) );
	}

	/**
	 * @param array<string, mixed> $reversal A widgets reversal.
	 */
	public static function may_undo( array $reversal ): bool {
		return current_user_can( Widgets::CAPABILITY );
	}

	/**
	 * @param array<string, mixed> $reversal A widgets reversal.
	 */
	public static function conflict( array $reversal ): ?string {
		foreach ( (array) $reversal['after'] as $option => $value ) {
			// Loosely: WordPress rewrites `sidebars_widgets` with its keys in another order when
			// the Widgets screen loads (`retrieve_widgets()`), which changes no widget.
			if ( json_decode( (string) $value, true ) != get_option( (string) $option, null ) ) { // phpcs:ignore WordPress.PHP.StrictComparisons.LooseComparison -- as said.
				return 'sidebars_widgets' === $option
					? __( 'The widgets were moved, added or removed again since the agent\'s change.', 'webmcp-abilities' )
					: __( 'The widget was changed again since the agent\'s change.', 'webmcp-abilities' );
			}
		}
		return null;
	}

	/**
	 * @param array<string, mixed> $reversal A widgets reversal, checked for conflicts.
	 * @return true
	 */
	public static function apply( array $reversal ): bool|WP_Error {
		foreach ( (array) $reversal['before'] as $option => $json ) {
			$value = json_decode( (string) $json, true );
			if ( null === $value ) {
				delete_option( (string) $option );
			} else {
				update_option( (string) $option, $value );
			}
		}
		return true;
	}

	/**
	 * @param array<string, mixed> $reversal A widgets reversal.
	 */
	public static function describe( array $reversal ): string {
		return __( 'Put the widgets back as they were', 'webmcp-abilities' );
	}

	/**
	 * @return string The change undo takes back.
	 */
	public static function change_name(): string {
		return __( 'widget change', 'webmcp-abilities' );
	}

	/**
	 * @param array<string, mixed> $reversal A widgets reversal.
	 */
	public static function url( array $reversal ): string {
		return current_user_can( Widgets::CAPABILITY ) ? admin_url( 'widgets.php' ) : '';
	}
}
