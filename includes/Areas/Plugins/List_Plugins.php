<?php
/**
 * The `webmcp-abilities/list-plugins` ability: the site's plugins, as the Plugins screen lists them.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Plugins;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Pagination;

defined( 'ABSPATH' ) || exit;

/**
 * By the Plugins screen's tabs, with each plugin's file (what set-plugin-active takes) and the
 * newer version WordPress last heard of (the `update_plugins` site transient, never asked again
 * here). Installing and updating are not offered: the description says so, so an agent does not
 * look for them.
 *
 * @internal
 * @since 0.8.0
 */
final class List_Plugins {

	public const NAME = 'webmcp-abilities/list-plugins';

	/** The Plugins screen's tabs. */
	private const STATUSES = array( 'all', 'active', 'inactive', 'update', 'must-use', 'drop-ins' );

	private const PER_PAGE = 10;

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'List plugins', 'webmcp-abilities' ),
			'description'         => __( 'Lists the site\'s plugins as the Plugins screen does: name, file, version, whether active (or network-active), and a newer version WordPress knows of. Installing and updating plugins from the directory are not offered here.', 'webmcp-abilities' ),
			'category'            => Categories::SITE,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'status' => array(
						'type'        => 'string',
						'enum'        => self::STATUSES,
						'description' => __( 'The screen\'s tab; all: the plugins folder\'s.', 'webmcp-abilities' ),
					),
					...Pagination::input( self::PER_PAGE, __( 'Omit to fit 1,500 characters.', 'webmcp-abilities' ) ),
				),
				'additionalProperties' => false,
				'default'              => array(),
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'plugins'     => array(
						'type'  => 'array',
						'items' => array(
							'type'       => 'object',
							'properties' => array(
								'name'           => array( 'type' => 'string' ),
								'plugin'         => array(
									'type'        => 'string',
									'description' => __( 'Its file, as set-plugin-active takes it.', 'webmcp-abilities' ),
								),
								'version'        => array( 'type' => 'string' ),
								'active'         => array( 'type' => 'boolean' ),
								'network_active' => array( 'type' => 'boolean' ),
								'update'         => array(
									'type'        => array( 'string', 'null' ),
									'description' => __( 'The newer version WordPress last heard of, or null.', 'webmcp-abilities' ),
								),
							),
							'required'   => array( 'name', 'plugin', 'version', 'active', 'network_active', 'update' ),
						),
					),
					'total'       => array( 'type' => 'integer' ),
					'total_pages' => array( 'type' => 'integer' ),
					'page'        => array( 'type' => 'integer' ),
					'per_page'    => array(
						'type'        => 'integer',
						'description' => __( 'The page size chosen to fit; give it with page for the next pages.', 'webmcp-abilities' ),
					),
				),
				'required'   => array( 'plugins', 'total', 'total_pages', 'page' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Set_Plugin_Active::class, 'can_manage' ),
			'meta'                => Ability_Meta::reads(
				array(
					'gate'             => 'activate_plugins',
					// Plugins the owner installed, not content from visitors.
					'untrusted_output' => false,
					'screens'          => Set_Plugin_Active::SCREENS,
					'examples'         => array(
						'valid'   => array(
							array( 'input' => array() ),
							array( 'input' => array( 'status' => 'inactive' ) ),
						),
						'invalid' => array(
							array(
								'input' => array( 'status' => 'recently-active' ),
								'code'  => 'ability_invalid_input',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed> One page of plugins.
	 */
	public static function execute( array $input = array() ): array {
		$status = (string) ( $input['status'] ?? 'all' );
		$items  = self::items( $status );
		return Pagination::whole_items( $items, $input, self::PER_PAGE, 'plugins' );
	}

	/**
	 * @param string $status A tab of the Plugins screen.
	 * @return array<int, array<string, mixed>> Its plugins, by name.
	 */
	private static function items( string $status ): array {
		Installed_Plugins::load();
		$updates = get_site_transient( 'update_plugins' );
		$known   = is_object( $updates ) && isset( $updates->response ) ? (array) $updates->response : array();
		$always  = 'must-use' === $status || 'drop-ins' === $status;
		$plugins = match ( $status ) {
			'must-use' => get_mu_plugins(),
			'drop-ins' => get_dropins(),
			default    => Installed_Plugins::all(),
		};
		$items = array();
		foreach ( $plugins as $file => $data ) {
			$file   = (string) $file;
			$active = $always || is_plugin_active( $file );
			$update = isset( $known[ $file ]->new_version ) ? (string) $known[ $file ]->new_version : null;
			if ( ( 'active' === $status && ! $active ) || ( 'inactive' === $status && $active ) || ( 'update' === $status && null === $update ) ) {
				continue;
			}
			$items[] = array(
				'name'           => Installed_Plugins::name( $data, $file ),
				'plugin'         => $file,
				'version'        => (string) ( $data['Version'] ?? '' ),
				'active'         => $active,
				'network_active' => ! $always && is_plugin_active_for_network( $file ),
				'update'         => $update,
			);
		}
		usort( $items, static fn ( array $a, array $b ): int => strnatcasecmp( $a['name'], $b['name'] ) );
		return $items;
	}
}
