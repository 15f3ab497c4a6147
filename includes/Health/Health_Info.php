<?php
/**
 * The plugin's section of Tools > Site Health > Info: the settings that matter when something
 * does not work, for the owner and for whoever they ask for help.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Health;

use WebMCP_Abilities\Activity\Log_Retention;
use WebMCP_Abilities\Activity\Rate_Limiter;
use WebMCP_Abilities\Exposure\Page_Tools;
use WebMCP_Abilities\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Settings and counts only: no content, no addresses, no keys.
 *
 * @internal
 * @since 0.6.0
 */
final class Health_Info {

	/**
	 * Runs on `debug_information`.
	 *
	 * @since 0.6.0
	 *
	 * @param array<string, array<string, mixed>> $info Site Health's sections.
	 * @return array<string, array<string, mixed>>
	 */
	public static function add( array $info ): array {
		$settings = Settings::get();
		$on       = static fn ( bool $value ): string => $value ? __( 'On', 'webmcp-abilities' ) : __( 'Off', 'webmcp-abilities' );
		$fields   = array(
			'enabled'     => array(
				'label' => __( 'Tools offered in wp-admin', 'webmcp-abilities' ),
				'value' => $on( $settings['enabled'] ),
			),
			'max_tools'   => array(
				'label' => __( 'Most tools on one page', 'webmcp-abilities' ),
				'value' => $settings['max_tools'],
			),
			'budget'      => array(
				'label' => __( 'Agent requests per person per minute', 'webmcp-abilities' ),
				'value' => Rate_Limiter::limit( 1 ),
			),
			'visitors'    => array(
				'label' => __( 'Visitors\' tools on the public site', 'webmcp-abilities' ),
				/* translators: 1: on or off, 2: requests per minute. */
				'value' => sprintf( __( '%1$s (all visitors together: %2$d requests a minute)', 'webmcp-abilities' ), $on( $settings['public_site']['enabled'] ), $settings['public_site']['visitor_ceiling'] ),
			),
			'retention'   => array(
				'label' => __( 'Days the activity log is kept', 'webmcp-abilities' ),
				'value' => Log_Retention::days(),
			),
			'assistant'   => array(
				'label' => __( 'Site assistant', 'webmcp-abilities' ),
				/* translators: 1: on or off, 2: a capability. */
				'value' => sprintf( __( '%1$s (for people with %2$s)', 'webmcp-abilities' ), $on( $settings['assistant']['enabled'] ), $settings['assistant']['capability'] ),
			),
			'proposals'   => array(
				'label' => __( 'Proposals', 'webmcp-abilities' ),
				/* translators: 1: on or off, 2: proposals a day, 3: days. */
				'value' => sprintf( __( '%1$s (%2$d a person a day, open %3$d days)', 'webmcp-abilities' ), $on( $settings['proposals']['enabled'] ), $settings['proposals']['daily_limit'], $settings['proposals']['expiry_days'] ),
			),
			'confirm'     => array(
				'label' => __( 'Seconds a confirmation waits', 'webmcp-abilities' ),
				'value' => $settings['desktop']['confirm_wait'],
			),
			'relay'       => array(
				'label' => __( 'MCP-B relay for desktop agents', 'webmcp-abilities' ),
				/* translators: 1: on or off, 2: a port number. */
				'value' => sprintf( __( '%1$s (port %2$d)', 'webmcp-abilities' ), $on( $settings['desktop']['relay'] ), $settings['desktop']['relay_port'] ),
			),
			'objectcache' => array(
				'label' => __( 'Persistent object cache', 'webmcp-abilities' ),
				'value' => $on( (bool) wp_using_ext_object_cache() ),
			),
		);
		foreach ( Page_Tools::counts_by_role()['dashboard'] ?? array() as $role => $count ) {
			$fields[ 'dashboard_' . $role ] = array(
				/* translators: %s: a role. */
				'label' => sprintf( __( 'Tools on the dashboard: %s', 'webmcp-abilities' ), translate_user_role( (string) ( wp_roles()->role_names[ $role ] ?? $role ) ) ),
				/* translators: 1: tools offered, 2: tools at once. */
				'value' => sprintf( __( '%1$d offered, %2$d at once', 'webmcp-abilities' ), $count['offered'], $count['at_once'] ),
			);
		}
		$info['webmcp-abilities'] = array(
			'label'  => __( 'WebMCP Abilities', 'webmcp-abilities' ),
			'fields' => $fields,
		);
		return $info;
	}
}
