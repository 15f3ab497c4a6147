<?php
/**
 * What undoing a change to the site's settings takes.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Site_Settings;

use WebMCP_Abilities\Undo\Option_Change;
use WebMCP_Abilities\Undo\Reversal_Kind;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * `before` and `after` hold the options the write changed, as stored. Undo writes the earlier
 * values back as the Settings screens do (`Settings::write()`: a permalink structure flushes the
 * rewrite rules), unless one of them changed again since.
 *
 * @internal
 * @since 0.8.0
 */
final class Settings_Reversal implements Reversal_Kind {

	public const KIND = 'site_settings';

	/**
	 * @param array<string, mixed> $input The write's input.
	 * @return array<string, string> The options it writes, as they are now.
	 */
	public static function snapshot( array $input ): array {
		return Settings::stored( array_keys( array_intersect_key( $input, Settings::fields() ) ) );
	}

	/**
	 * @param array<string, mixed>|null $before The options before.
	 * @param array<string, mixed>      $input  The write's input.
	 * @param array<string, mixed>      $result Its result.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 */
	public static function changes( ?array $before, array $input, array $result ): array {
		return Option_Change::of( self::KIND, __( 'Site settings', 'webmcp-abilities' ), $before, self::snapshot( $input ) );
	}

	/**
	 * @param array<string, mixed> $reversal A settings reversal.
	 */
	public static function may_undo( array $reversal ): bool {
		return current_user_can( 'manage_options' );
	}

	/**
	 * @param array<string, mixed> $reversal A settings reversal.
	 */
	public static function conflict( array $reversal ): ?string {
		foreach ( (array) $reversal['after'] as $option => $value ) {
			if ( Settings::raw( (string) $option ) !== (string) $value ) {
				return sprintf(
					/* translators: %s: a setting's name, such as "timezone". */
					__( 'The setting %s was changed again since the agent\'s change.', 'webmcp-abilities' ),
					Settings::key_of( (string) $option )
				);
			}
		}
		return null;
	}

	/**
	 * @param array<string, mixed> $reversal A settings reversal.
	 * @return true
	 */
	public static function apply( array $reversal ): bool|WP_Error {
		Settings::write( array_map( 'strval', (array) $reversal['before'] ) );
		return true;
	}

	/**
	 * @param array<string, mixed> $reversal A settings reversal.
	 */
	public static function describe( array $reversal ): string {
		$names = array_unique( array_map( array( Settings::class, 'key_of' ), array_map( 'strval', array_keys( (array) $reversal['before'] ) ) ) );
		/* translators: %s: the settings, such as "timezone, date_format". */
		return sprintf( __( 'Set %s back as they were', 'webmcp-abilities' ), implode( wp_get_list_item_separator(), $names ) );
	}

	/**
	 * @return string The change undo takes back.
	 */
	public static function change_name(): string {
		return __( 'settings change', 'webmcp-abilities' );
	}

	/**
	 * @param array<string, mixed> $reversal A settings reversal.
	 */
	public static function url( array $reversal ): string {
		$first = (string) array_key_first( (array) $reversal['before'] );
		return current_user_can( 'manage_options' ) ? Settings::screen_url( Settings::key_of( $first ) ) : '';
	}
}
