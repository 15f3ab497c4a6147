<?php
/**
 * The `webmcp-abilities/get-settings` ability: the site's settings, as its Settings screens show them.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Site_Settings;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Errors;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Reads what Settings > General, Reading, Discussion, Permalinks and Privacy show, by the names
 * update-settings takes, with the languages the site may switch to and what stays read-only here.
 *
 * @internal
 * @since 0.8.0
 */
final class Get_Settings {

	public const NAME = 'webmcp-abilities/get-settings';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Get site settings', 'webmcp-abilities' ),
			'description'         => __( 'Reads the site\'s settings as Settings > General, Reading, Discussion, Permalinks and Privacy show them (time zone, formats, language, homepage, posts per page, comments, permalinks, privacy page), by the names update-settings takes; with the installed languages, and the administration e-mail and addresses, which are read-only here.', 'webmcp-abilities' ),
			'category'            => Categories::SITE,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'section' => array(
						'type'        => 'string',
						'enum'        => Settings::SECTIONS,
						'description' => __( 'One screen\'s settings only; all by default.', 'webmcp-abilities' ),
					),
				),
				'additionalProperties' => false,
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'settings'  => array(
						'type'        => 'object',
						'description' => __( 'Each setting\'s value, by the name update-settings takes.', 'webmcp-abilities' ),
					),
					'languages' => array(
						'type'  => 'array',
						'items' => array( 'type' => 'string' ),
					),
					'read_only' => array(
						'type'        => 'object',
						'description' => __( 'Shown, not changed here: each value and why.', 'webmcp-abilities' ),
					),
				),
				'required'   => array( 'settings', 'languages', 'read_only' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(
				array(
					'gate'             => Update_Settings::PROPOSER_CAPABILITY,
					// Settings the owner chose, not content from visitors.
					'untrusted_output' => false,
					'screens'          => Update_Settings::SCREENS,
					'examples'         => array(
						'valid'   => array(
							array( 'input' => array() ),
							array( 'input' => array( 'section' => 'reading' ) ),
						),
						'invalid' => array(
							array(
								'input' => array( 'section' => 'writing' ),
								'code'  => 'ability_invalid_input',
								'note'  => 'Not a section these tools cover.',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * Who manages options reads every setting; an editor, who may propose Reading and Discussion
	 * changes, reads those.
	 *
	 * @param array<string, mixed> $input The call's input.
	 * @return true|WP_Error
	 */
	public static function can_run( array $input = array() ): bool|WP_Error {
		if ( current_user_can( 'manage_options' ) ) {
			return true;
		}
		if ( current_user_can( Update_Settings::PROPOSER_CAPABILITY ) && in_array( $input['section'] ?? '', Update_Settings::PROPOSABLE_SECTIONS, true ) ) {
			return true;
		}
		return Errors::access_denied(
			current_user_can( Update_Settings::PROPOSER_CAPABILITY )
				? __( 'Editors may read the Reading and Discussion settings: give section "reading" or "discussion".', 'webmcp-abilities' )
				: __( 'Only people who manage the site\'s settings may read them.', 'webmcp-abilities' )
		);
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed> The settings.
	 */
	public static function execute( array $input = array() ): array {
		$section = isset( $input['section'] ) ? (string) $input['section'] : null;
		// The e-mail and the addresses are for who manages the site.
		return array(
			'settings'  => Settings::current( $section ),
			'languages' => Settings::languages(),
			'read_only' => current_user_can( 'manage_options' ) ? Settings::read_only() : (object) array(),
		);
	}
}
