<?php
/**
 * What undoing a plugin's activation or deactivation takes.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Plugins;

use WebMCP_Abilities\Undo\Reversal_Kind;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * `plugin` names the plugin's file; `before` and `after` hold whether it was active. Undo gives it
 * its earlier state as the Plugins screen would (`Installed_Plugins::switch_to()`: activating it
 * again may fail as any activation may, and then nothing changes), unless it was switched again
 * since.
 *
 * @internal
 * @since 0.8.0
 */
final class Plugin_Reversal implements Reversal_Kind {

	public const KIND = 'plugin_active';

	/**
	 * @param array<string, mixed> $input The write's input.
	 * @return array{active: bool} Whether the plugin is active now.
	 */
	public static function snapshot( array $input ): array {
		Installed_Plugins::load();
		return array( 'active' => is_plugin_active( (string) ( $input['plugin'] ?? '' ) ) );
	}

	/**
	 * @param array<string, mixed>|null $before Whether it was active.
	 * @param array<string, mixed>      $input  The write's input.
	 * @param array<string, mixed>      $result Its result.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 */
	public static function changes( ?array $before, array $input, array $result ): array {
		$plugin = (string) $input['plugin'];
		$after  = self::snapshot( $input );
		if ( empty( $result['changed'] ) || (bool) ( $before['active'] ?? false ) === $after['active'] ) {
			return array();
		}
		return array(
			array(
				'object_type' => 'plugin',
				'object_id'   => 0,
				'reversal'    => array(
					'kind'   => self::KIND,
					'id'     => 0,
					'plugin' => $plugin,
					'label'  => (string) $result['name'],
					'before' => array( 'active' => ! $after['active'] ),
					'after'  => $after,
				),
			),
		);
	}

	/**
	 * @param array<string, mixed> $reversal A plugin reversal.
	 */
	public static function may_undo( array $reversal ): bool {
		return current_user_can( empty( $reversal['before']['active'] ) ? 'deactivate_plugin' : 'activate_plugin', (string) $reversal['plugin'] );
	}

	/**
	 * @param array<string, mixed> $reversal A plugin reversal.
	 */
	public static function conflict( array $reversal ): ?string {
		$plugin = (string) $reversal['plugin'];
		if ( ! isset( Installed_Plugins::all()[ $plugin ] ) ) {
			/* translators: %s: a plugin's name. */
			return sprintf( __( '%s is no longer installed.', 'webmcp-abilities' ), (string) $reversal['label'] );
		}
		if ( is_plugin_active( $plugin ) !== (bool) $reversal['after']['active'] ) {
			return sprintf(
				/* translators: %s: a plugin's name. */
				empty( $reversal['after']['active'] ) ? __( '%s was activated again since the agent\'s change.', 'webmcp-abilities' ) : __( '%s was deactivated since the agent\'s change.', 'webmcp-abilities' ),
				(string) $reversal['label']
			);
		}
		return null;
	}

	/**
	 * @param array<string, mixed> $reversal A plugin reversal.
	 * @return true|WP_Error
	 */
	public static function apply( array $reversal ): bool|WP_Error {
		$plugin  = (string) $reversal['plugin'];
		$active  = (bool) $reversal['before']['active'];
		$refusal = Installed_Plugins::refusal( $plugin, $active );
		$done    = $refusal ?? Installed_Plugins::switch_to( $plugin, $active );
		return is_wp_error( $done ) ? $done : true;
	}

	/**
	 * @param array<string, mixed> $reversal A plugin reversal.
	 */
	public static function describe( array $reversal ): string {
		return sprintf(
			/* translators: %s: a plugin's name. */
			empty( $reversal['before']['active'] ) ? __( 'Deactivate %s again', 'webmcp-abilities' ) : __( 'Activate %s again', 'webmcp-abilities' ),
			(string) $reversal['label']
		);
	}

	/**
	 * What its activation set up, undo does not take away: WordPress's deactivation does not.
	 *
	 * @param array<string, mixed> $reversal A plugin reversal.
	 */
	public static function caveat( array $reversal ): ?string {
		return empty( $reversal['before']['active'] )
			? __( 'While active, the plugin ran on the site: what its activation set up (settings, tables, scheduled tasks) stays after it is deactivated.', 'webmcp-abilities' )
			: null;
	}

	/**
	 * @return string The change undo takes back.
	 */
	public static function change_name(): string {
		return __( 'plugin change', 'webmcp-abilities' );
	}

	/**
	 * @param array<string, mixed> $reversal A plugin reversal.
	 */
	public static function url( array $reversal ): string {
		return current_user_can( 'activate_plugins' ) ? admin_url( 'plugins.php' ) : '';
	}
}
