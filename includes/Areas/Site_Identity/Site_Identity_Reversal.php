<?php
/**
 * What undoing a change to the site's title, tagline or icon takes.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Site_Identity;

use WebMCP_Abilities\Undo\Option_Change;
use WebMCP_Abilities\Undo\Reversal_Kind;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * `before` and `after` hold the options the write changed (`blogname`, `blogdescription`,
 * `site_icon`). Undo writes the earlier values back with `update_option()`, as Settings > General
 * does, unless one of them changed again since.
 *
 * @internal
 * @since 0.5.0
 */
final class Site_Identity_Reversal implements Reversal_Kind {

	public const KIND = 'site_identity';

	/** Each input and the option it writes. */
	private const OPTIONS = array(
		'title'   => 'blogname',
		'tagline' => 'blogdescription',
		'icon'    => 'site_icon',
	);

	/**
	 * @param array<string, mixed> $input The write's input.
	 * @return array<string, string> The options it writes, as they are now.
	 */
	public static function snapshot( array $input ): array {
		$values = array();
		foreach ( self::OPTIONS as $key => $option ) {
			if ( array_key_exists( $key, $input ) ) {
				$values[ $option ] = (string) get_option( $option );
			}
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
		return Option_Change::of( self::KIND, __( 'Site identity', 'webmcp-abilities' ), $before, self::snapshot( $input ) );
	}

	/**
	 * @param array<string, mixed> $reversal A site identity reversal.
	 */
	public static function may_undo( array $reversal ): bool {
		return current_user_can( 'manage_options' );
	}

	/**
	 * @param array<string, mixed> $reversal A site identity reversal.
	 */
	public static function conflict( array $reversal ): ?string {
		foreach ( (array) $reversal['after'] as $option => $value ) {
			if ( (string) get_option( (string) $option ) !== (string) $value ) {
				return sprintf(
					/* translators: %s: a setting's name, e.g. the site's title. */
					__( 'The site\'s %s was changed again since the agent\'s change.', 'webmcp-abilities' ),
					self::name( (string) $option )
				);
			}
		}
		return null;
	}

	/**
	 * @param array<string, mixed> $reversal A site identity reversal.
	 * @return true
	 */
	public static function apply( array $reversal ): bool|WP_Error {
		foreach ( (array) $reversal['before'] as $option => $value ) {
			update_option( (string) $option, 'site_icon' === $option ? (int) $value : (string) $value );
		}
		return true;
	}

	/**
	 * @param array<string, mixed> $reversal A site identity reversal.
	 */
	public static function describe( array $reversal ): string {
		$names = array_map( array( self::class, 'name' ), array_keys( (array) $reversal['before'] ) );
		/* translators: %s: the settings, e.g. "title, tagline". */
		return sprintf( __( 'Set the site\'s %s back as they were', 'webmcp-abilities' ), implode( wp_get_list_item_separator(), $names ) );
	}

	/**
	 * @return string The change undo takes back.
	 */
	public static function change_name(): string {
		return __( 'site identity change', 'webmcp-abilities' );
	}

	/**
	 * @param array<string, mixed> $reversal A site identity reversal.
	 */
	public static function url( array $reversal ): string {
		return current_user_can( 'manage_options' ) ? admin_url( 'options-general.php' ) : '';
	}

	/**
	 * @param string $option An option this kind writes.
	 * @return string The setting as people name it.
	 */
	private static function name( string $option ): string {
		return array(
			'blogname'        => __( 'title', 'webmcp-abilities' ),
			'blogdescription' => __( 'tagline', 'webmcp-abilities' ),
			'site_icon'       => __( 'icon', 'webmcp-abilities' ),
		)[ $option ] ?? $option;
	}
}
