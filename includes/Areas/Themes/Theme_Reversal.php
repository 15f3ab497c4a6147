<?php
/**
 * What undoing a theme switch takes.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Themes;

use WebMCP_Abilities\Undo\Reversal_Kind;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * `before` and `after` hold the active theme's stylesheet. Undo switches back with
 * `switch_theme()`, as Appearance > Themes would, unless the theme was switched again since or
 * the earlier theme can no longer be switched to.
 *
 * @internal
 * @since 0.8.0
 */
final class Theme_Reversal implements Reversal_Kind {

	public const KIND = 'theme';

	/**
	 * @param array<string, mixed> $input The write's input.
	 * @return array{stylesheet: string} The active theme.
	 */
	public static function snapshot( array $input ): array {
		return array( 'stylesheet' => get_stylesheet() );
	}

	/**
	 * @param array<string, mixed>|null $before The active theme before.
	 * @param array<string, mixed>      $input  The write's input.
	 * @param array<string, mixed>      $result Its result.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 */
	public static function changes( ?array $before, array $input, array $result ): array {
		$after = self::snapshot( $input );
		$was   = (string) ( $before['stylesheet'] ?? '' );
		if ( '' === $was || $was === $after['stylesheet'] ) {
			return array();
		}
		return array(
			array(
				'object_type' => 'theme',
				'object_id'   => 0,
				'reversal'    => array(
					'kind'   => self::KIND,
					'id'     => 0,
					'label'  => __( 'Theme', 'webmcp-abilities' ),
					'before' => array( 'stylesheet' => $was ),
					'after'  => $after,
				),
			),
		);
	}

	/**
	 * @param array<string, mixed> $reversal A theme reversal.
	 */
	public static function may_undo( array $reversal ): bool {
		return current_user_can( 'switch_themes' );
	}

	/**
	 * @param array<string, mixed> $reversal A theme reversal.
	 */
	public static function conflict( array $reversal ): ?string {
		if ( get_stylesheet() === (string) $reversal['after']['stylesheet'] ) {
			return null;
		}
		return sprintf(
			/* translators: %s: a theme's name. */
			__( 'The theme was switched again since the agent\'s change: %s is active now.', 'webmcp-abilities' ),
			Installed_Themes::name( wp_get_theme() )
		);
	}

	/**
	 * @param array<string, mixed> $reversal A theme reversal.
	 * @return true|WP_Error
	 */
	public static function apply( array $reversal ): bool|WP_Error {
		$theme = Installed_Themes::usable( (string) $reversal['before']['stylesheet'] );
		if ( is_wp_error( $theme ) ) {
			return $theme;
		}
		switch_theme( $theme->get_stylesheet() );
		return true;
	}

	/**
	 * @param array<string, mixed> $reversal A theme reversal.
	 */
	public static function describe( array $reversal ): string {
		$theme = wp_get_theme( (string) $reversal['before']['stylesheet'] );
		/* translators: %s: a theme's name. */
		return sprintf( __( 'Switch back to %s', 'webmcp-abilities' ), $theme->exists() ? Installed_Themes::name( $theme ) : (string) $reversal['before']['stylesheet'] );
	}

	/**
	 * Widgets and menus WordPress moved for the new theme are moved again, not put back.
	 *
	 * @param array<string, mixed> $reversal A theme reversal.
	 */
	public static function caveat( array $reversal ): string { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- `Reversal::caveat()` passes every kind its reversal.
		return __( 'WordPress moves widgets and menus again as it switches back, where it can: check them after.', 'webmcp-abilities' );
	}

	/**
	 * @return string The change undo takes back.
	 */
	public static function change_name(): string {
		return __( 'theme switch', 'webmcp-abilities' );
	}

	/**
	 * @param array<string, mixed> $reversal A theme reversal.
	 */
	public static function url( array $reversal ): string {
		return current_user_can( 'switch_themes' ) ? admin_url( 'themes.php' ) : '';
	}
}
