<?php
/**
 * The `webmcp-abilities/set-plugin-active` ability: a plugin activated or deactivated, as the
 * Plugins screen's links do it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Plugins;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Errors;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Consequential: a plugin's code starts or stops running on every page, so the person confirms
 * seeing the plugin and its state before → after (`Describe_Plugin_Change`), and the log's Undo
 * gives it back its earlier state (`Plugin_Reversal`). Checked as wp-admin checks it: the
 * `activate_plugin` or `deactivate_plugin` capability for that plugin, and `Installed_Plugins`'
 * refusals. One tool for both directions keeps the screen's tool list short.
 *
 * @internal
 * @since 0.8.0
 */
final class Set_Plugin_Active {

	public const NAME = 'webmcp-abilities/set-plugin-active';

	/** The Plugins screen; elsewhere the loader offers these tools. */
	public const SCREENS = array( 'plugins' );

	/** A plugin's file in the plugins folder: `folder/file.php`, or `file.php`. */
	private const FILE_PATTERN = '^[A-Za-z0-9 ._-]+(/[A-Za-z0-9 ._-]+)?\.php$';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Activate or deactivate a plugin', 'webmcp-abilities' ),
			'description'         => __( 'Activates or deactivates a plugin as the Plugins screen does, by its file from list-plugins. The person confirms; the activity log can undo it. Not this plugin, must-use plugins or drop-ins. A plugin that fails as it loads stays inactive, and the answer says why.', 'webmcp-abilities' ),
			'category'            => Categories::SITE,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'plugin' => array(
						'type'      => 'string',
						'pattern'   => self::FILE_PATTERN,
						'maxLength' => 200,
					),
					'active' => array(
						'type'        => 'boolean',
						'description' => __( 'true activates, false deactivates.', 'webmcp-abilities' ),
					),
				),
				'required'             => array( 'plugin', 'active' ),
				'additionalProperties' => false,
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'plugin'  => array( 'type' => 'string' ),
					'name'    => array( 'type' => 'string' ),
					'active'  => array( 'type' => 'boolean' ),
					'changed' => array( 'type' => 'boolean' ),
					'note'    => array(
						'type'        => 'string',
						'description' => __( 'What WordPress said besides, if anything.', 'webmcp-abilities' ),
					),
				),
				'required'   => array( 'plugin', 'name', 'active', 'changed' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: true,
				destructive: false,
				tool: array(
					'gate'             => 'activate_plugins',
					'consequential'    => true,
					'untrusted_output' => false,
					'describe'         => Describe_Plugin_Change::NAME,
					'screens'          => self::SCREENS,
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array(
									'plugin' => 'akismet/akismet.php',
									'active' => true,
								),
							),
							array(
								'input' => array(
									'plugin' => 'akismet/akismet.php',
									'active' => false,
								),
							),
						),
						'invalid' => array(
							array(
								'input' => array(
									'plugin' => 'webmcp-abilities/plugin.php',
									'active' => false,
								),
								'code'  => 'invalid_input',
								'note'  => 'This plugin itself.',
							),
							array(
								'input' => array(
									'plugin' => '../wp-config.php',
									'active' => true,
								),
								'code'  => 'not_found',
								'note'  => 'Outside the plugins folder.',
							),
							array(
								'input' => array(
									'plugin' => 'no-such-plugin/no-such-plugin.php',
									'active' => true,
								),
								'code'  => 'not_found',
							),
							array(
								'input' => array(
									'plugin' => 'akismet',
									'active' => true,
								),
								'code'  => 'ability_invalid_input',
								'note'  => 'A folder, not the plugin\'s file.',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @return true|WP_Error True for people who may activate plugins on this site.
	 */
	public static function can_manage(): bool|WP_Error {
		return current_user_can( 'activate_plugins' ) ? true : self::denied();
	}

	/**
	 * As plugins.php asks before each link's action: the capability for that plugin.
	 *
	 * @param array<string, mixed> $input Validated input.
	 * @return true|WP_Error
	 */
	public static function can_run( array $input ): bool|WP_Error {
		$allowed = ! empty( $input['active'] )
			? current_user_can( 'activate_plugin', (string) $input['plugin'] )
			: current_user_can( 'deactivate_plugin', (string) $input['plugin'] );
		return $allowed ? true : self::denied();
	}

	/**
	 * @return WP_Error The same refusal for both checks: who may not, learns no more.
	 */
	private static function denied(): WP_Error {
		return Errors::access_denied( __( 'Only people who manage the site\'s plugins may list or switch them.', 'webmcp-abilities' ) );
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error The plugin's state now.
	 */
	public static function execute( array $input ): array|WP_Error {
		$plugin  = (string) $input['plugin'];
		$active  = (bool) $input['active'];
		$refusal = Installed_Plugins::refusal( $plugin, $active );
		if ( null !== $refusal ) {
			return $refusal;
		}
		$changed = is_plugin_active( $plugin ) !== $active;
		$note    = $changed ? Installed_Plugins::switch_to( $plugin, $active ) : '';
		if ( is_wp_error( $note ) ) {
			return $note;
		}
		return array_filter(
			array(
				'plugin'  => $plugin,
				'name'    => Installed_Plugins::name( Installed_Plugins::all()[ $plugin ], $plugin ),
				'active'  => is_plugin_active( $plugin ),
				'changed' => $changed,
				'note'    => $note,
			),
			static fn ( $value ): bool => '' !== $value
		);
	}
}
