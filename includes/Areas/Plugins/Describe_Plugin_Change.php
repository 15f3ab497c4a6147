<?php
/**
 * The `webmcp-abilities/describe-plugin-change` ability: the plugin a set-plugin-active call
 * switches, before → after, for the person who confirms it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Plugins;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Describe_Output;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Named by set-plugin-active as its `meta.webmcp.describe`; lets in the same people and refuses
 * what the call would refuse, so nobody is asked about a call that cannot run. Not a tool. A fatal
 * error as the plugin loads is known only when it loads: the call answers it.
 *
 * @internal
 * @since 0.8.0
 */
final class Describe_Plugin_Change {

	public const NAME = 'webmcp-abilities/describe-plugin-change';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe plugin change', 'webmcp-abilities' ),
			'description'         => __( 'Shows the plugin a set-plugin-active call activates or deactivates, its state before and after, and what that does, for the person asked to confirm it. Takes that call\'s input.', 'webmcp-abilities' ),
			'category'            => Categories::SITE,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'plugin' => array( 'type' => 'string' ),
					'active' => array( 'type' => 'boolean' ),
				),
				'required'             => array( 'plugin', 'active' ),
				'additionalProperties' => true,
			),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Set_Plugin_Active::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @param array<string, mixed> $input The call's input.
	 * @return array<string, mixed>|WP_Error The plugin, its state before → after, and what changes.
	 */
	public static function execute( array $input ): array|WP_Error {
		$plugin  = (string) $input['plugin'];
		$active  = (bool) $input['active'];
		$refusal = Installed_Plugins::refusal( $plugin, $active );
		if ( null !== $refusal ) {
			return $refusal;
		}
		$name   = Installed_Plugins::name( Installed_Plugins::all()[ $plugin ], $plugin );
		$fields = array( __( 'Plugin', 'webmcp-abilities' ) => Installed_Plugins::described( $plugin ) );
		if ( is_plugin_active( $plugin ) === $active ) {
			$fields[ __( 'Status', 'webmcp-abilities' ) ] = $active
				? __( 'Active already: nothing changes.', 'webmcp-abilities' )
				: __( 'Inactive already: nothing changes.', 'webmcp-abilities' );
			return Describe_Output::of( $name, $fields );
		}
		if ( $active ) {
			$fields[ __( 'Status', 'webmcp-abilities' ) ]       = __( 'Inactive → Active', 'webmcp-abilities' );
			$fields[ __( 'What changes', 'webmcp-abilities' ) ] = __( 'WordPress runs the plugin\'s code on every page from now on, and its activation once: it may add settings, screens or tables. If it fails as it loads, it stays inactive.', 'webmcp-abilities' );
		} else {
			$fields[ __( 'Status', 'webmcp-abilities' ) ]       = __( 'Active → Inactive', 'webmcp-abilities' );
			$fields[ __( 'What changes', 'webmcp-abilities' ) ] = __( 'Its code stops running: what it adds to the site (blocks, shortcodes, widgets, screens) is gone until it is activated again. Its settings and data stay.', 'webmcp-abilities' );
		}
		return Describe_Output::of( $name, $fields );
	}
}
