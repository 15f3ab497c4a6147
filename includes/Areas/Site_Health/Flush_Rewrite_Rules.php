<?php
/**
 * The `webmcp-abilities/flush-rewrite-rules` ability: the rewrite rules, made again.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Site_Health;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\No_Input;

defined( 'ABSPATH' ) || exit;

/**
 * What saving Settings > Permalinks unchanged does, the usual cure for addresses that answer "not
 * found": `flush_rewrite_rules()`, a hard flush that also rewrites `.htaccess` (or `web.config`)
 * where WordPress may. Links keep their structure. Confirmed (`Describe_Rewrite_Flush`); there is
 * nothing to undo, as the rules are made from the settings.
 *
 * @internal
 * @since 0.8.0
 */
final class Flush_Rewrite_Rules {

	public const NAME = 'webmcp-abilities/flush-rewrite-rules';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Flush rewrite rules', 'webmcp-abilities' ),
			'description'         => __( 'Makes the rewrite rules again, as saving Settings > Permalinks does: the fix for addresses that answer "not found" though their content exists. Links keep their structure. The person confirms.', 'webmcp-abilities' ),
			'category'            => Categories::SITE,
			'input_schema'        => No_Input::schema(),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'rules'               => array(
						'type'        => 'integer',
						'description' => __( 'How many rules are stored now.', 'webmcp-abilities' ),
					),
					'permalink_structure' => array( 'type' => 'string' ),
				),
				'required'   => array( 'rules', 'permalink_structure' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Upkeep_Access::class, 'can_manage' ),
			'meta'                => Ability_Meta::writes(
				idempotent: true,
				destructive: false,
				tool: array(
					'gate'             => 'manage_options',
					'consequential'    => true,
					'untrusted_output' => false,
					'describe'         => Describe_Rewrite_Flush::NAME,
					'screens'          => Upkeep_Access::SCREENS,
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array(),
								'note'  => 'The fixture site stores no rules yet, as a new site until its first flush.',
							),
						),
						'invalid' => array(
							array(
								'input' => array( 'hard' => false ),
								'code'  => 'ability_invalid_input',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @return array{rules: int, permalink_structure: string} The rules stored now.
	 */
	public static function execute(): array {
		// Where `save_mod_rewrite_rules()` lives, which the hard flush calls only when loaded, as
		// on the Permalinks screen.
		require_once ABSPATH . 'wp-admin/includes/file.php';
		require_once ABSPATH . 'wp-admin/includes/misc.php';
		flush_rewrite_rules();
		return array(
			'rules'               => self::stored_rules(),
			'permalink_structure' => (string) get_option( 'permalink_structure' ),
		);
	}

	/**
	 * @return int How many rewrite rules are stored: none until the first flush, and none with
	 *             plain permalinks.
	 */
	public static function stored_rules(): int {
		$rules = get_option( 'rewrite_rules' );
		return is_array( $rules ) ? count( $rules ) : 0;
	}
}
