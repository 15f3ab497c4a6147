<?php
/**
 * The `webmcp-abilities/update-settings` ability: the site's settings, as its Settings screens
 * change them.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Site_Settings;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Errors;
use WebMCP_Abilities\Abilities\Site_Proposable;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Consequential: visitors see most settings at once (the homepage, comments, links), so the person
 * confirms each change seeing before → after (`Describe_Settings`), and the log's Undo puts the
 * earlier values back (`Settings_Reversal`). Only people who manage options may, as on the screens;
 * an editor's agent may propose a Reading or Discussion change to them (`Site_Proposable`).
 *
 * @internal
 * @since 0.8.0
 */
final class Update_Settings implements Site_Proposable {

	public const NAME = 'webmcp-abilities/update-settings';

	/** The screens these tools are made for: the Settings screens, and the dashboard, an editor's way in. */
	public const SCREENS = array( 'dashboard', 'options-general', 'options-reading', 'options-discussion', 'options-permalink', 'options-privacy' );

	/** The screens whose settings an editor may propose: what visitors read and how they comment. */
	public const PROPOSABLE_SECTIONS = array( 'reading', 'discussion' );

	/** Who may propose a change of those: editors, who run the site's content. */
	public const PROPOSER_CAPABILITY = 'edit_others_posts';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Update site settings', 'webmcp-abilities' ),
			'description'         => __( 'Changes the site\'s settings as Settings > General, Reading, Discussion, Permalinks and Privacy do. Give only what changes, named as get-settings names them (timezone, date_format, show_on_front, page_on_front, posts_per_page, comments_on_new_posts, close_comments_days_old, permalink_structure…). The person confirms; the activity log can undo it. The administration e-mail and the site\'s addresses are read-only.', 'webmcp-abilities' ),
			'category'            => Categories::SITE,
			// One value per setting: each is checked against its own schema (`Settings::fields()`) by
			// the ability, so the tool's list stays short for agents (250 tokens a tool).
			'input_schema'        => array(
				'type'                 => 'object',
				'minProperties'        => 1,
				'maxProperties'        => count( Settings::fields() ),
				'additionalProperties' => array( 'type' => array( 'string', 'integer', 'boolean' ) ),
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'changed'  => array(
						'type'  => 'array',
						'items' => array( 'type' => 'string' ),
					),
					'settings' => array(
						'type'        => 'object',
						'description' => __( 'The settings the call gave, as they are now.', 'webmcp-abilities' ),
					),
				),
				'required'   => array( 'changed', 'settings' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: true,
				destructive: false,
				tool: array(
					// Editors too: a call of theirs goes for approval.
					'gate'             => self::PROPOSER_CAPABILITY,
					'consequential'    => true,
					'untrusted_output' => false,
					'describe'         => Describe_Settings::NAME,
					'proposable'       => self::PROPOSER_CAPABILITY,
					'screens'          => self::SCREENS,
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array(
									'timezone'    => 'Europe/Lisbon',
									'date_format' => 'j F Y',
									'time_format' => 'H:i',
								),
							),
							array(
								'input' => array(
									'posts_per_page' => 7,
									'close_comments_for_old_posts' => true,
									'close_comments_days_old' => 30,
								),
							),
						),
						'invalid' => array(
							array(
								'input' => array( 'timezone' => 'Mars/Olympus_Mons' ),
								'code'  => 'invalid_input',
								'note'  => 'No such time zone.',
							),
							array(
								'input' => array(
									'show_on_front' => 'page',
									'page_on_front' => '{{post}}',
								),
								'code'  => 'invalid_input',
								'note'  => 'A post is not a page.',
							),
							array(
								'input' => array( 'admin_email' => 'new@example.org' ),
								'code'  => 'invalid_input',
								'note'  => 'Read-only: WordPress confirms a new e-mail by mail.',
							),
							array(
								'input' => array( 'permalink_structure' => '/blog/' ),
								'code'  => 'invalid_input',
								'note'  => 'No structure tag.',
							),
							array(
								'input' => array(),
								'code'  => 'ability_invalid_input',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @return true|WP_Error True for people who may change the site's settings.
	 */
	public static function can_run(): bool|WP_Error {
		return current_user_can( 'manage_options' )
			? true
			: Errors::access_denied( __( 'Only people who manage the site\'s settings may read or change them.', 'webmcp-abilities' ) );
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error What changed, and the settings given as they are now.
	 */
	public static function execute( array $input ): array|WP_Error {
		$writes = Settings::writes( $input );
		if ( is_wp_error( $writes ) ) {
			return $writes;
		}
		$input  = (array) Settings::checked( $input );
		$before = Settings::stored( array_keys( $input ) );
		Settings::write( $writes );
		$after   = Settings::stored( array_keys( $input ) );
		$changed = array_values( array_unique( array_map( array( Settings::class, 'key_of' ), array_keys( array_diff_assoc( $after, $before ) ) ) ) );
		$now     = array();
		foreach ( array_keys( $input ) as $key ) {
			$now[ $key ] = Settings::value( $key );
		}
		return array(
			'changed'  => $changed,
			'settings' => $now,
		);
	}

	/**
	 * @param array<string, mixed> $input A call's input.
	 */
	public static function may_propose( array $input ): bool {
		$fields = Settings::fields();
		foreach ( array_keys( $input ) as $key ) {
			if ( ! in_array( $fields[ $key ]['section'] ?? '', self::PROPOSABLE_SECTIONS, true ) ) {
				return false;
			}
		}
		return array() !== $input;
	}

	/**
	 * @param array<string, mixed> $input A call's input.
	 */
	public static function fingerprint( array $input ): string {
		return md5( (string) wp_json_encode( Settings::stored( array_keys( array_intersect_key( $input, Settings::fields() ) ) ) ) );
	}

	/**
	 * @param array<string, mixed> $input A call's input.
	 * @return array<string, mixed>|WP_Error
	 */
	public static function proposal_subject( array $input ): array|WP_Error {
		return Describe_Settings::execute( $input );
	}
}
