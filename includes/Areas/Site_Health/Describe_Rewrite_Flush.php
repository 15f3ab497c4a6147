<?php
/**
 * The `webmcp-abilities/describe-rewrite-flush` ability: what a flush-rewrite-rules call does,
 * for the person who confirms it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Site_Health;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Describe_Output;
use WebMCP_Abilities\Abilities\No_Input;

defined( 'ABSPATH' ) || exit;

/**
 * Named by flush-rewrite-rules as its `meta.webmcp.describe`; lets in the same people. Not a tool.
 *
 * @internal
 * @since 0.8.0
 */
final class Describe_Rewrite_Flush {

	public const NAME = 'webmcp-abilities/describe-rewrite-flush';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe flushing rewrite rules', 'webmcp-abilities' ),
			'description'         => __( 'Shows the rewrite rules a flush-rewrite-rules call makes again, and that links keep their structure, for the person asked to confirm it.', 'webmcp-abilities' ),
			'category'            => Categories::SITE,
			'input_schema'        => No_Input::schema(),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Upkeep_Access::class, 'can_manage' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @return array<string, mixed> The rules before → after, the links, and why there is no undo.
	 */
	public static function execute(): array {
		$structure = (string) get_option( 'permalink_structure' );
		$stored    = Flush_Rewrite_Rules::stored_rules();
		return Describe_Output::of(
			__( 'Rewrite rules', 'webmcp-abilities' ),
			array(
				__( 'Permalink structure', 'webmcp-abilities' ) => '' === $structure
					? __( 'Plain (?p=123), unchanged', 'webmcp-abilities' )
					/* translators: %s: the permalink structure. */
					: sprintf( __( '%s, unchanged', 'webmcp-abilities' ), $structure ),
				__( 'Rewrite rules', 'webmcp-abilities' ) => sprintf(
					/* translators: %s: how many rules are stored. */
					__( '%s stored → made again from the permalink structure and what the theme and plugins add', 'webmcp-abilities' ),
					number_format_i18n( $stored )
				),
				__( 'Links', 'webmcp-abilities' )         => __( 'Keep their structure: no post\'s or page\'s address changes.', 'webmcp-abilities' ),
				__( 'Undo', 'webmcp-abilities' )          => __( 'Not possible, and nothing to put back: the rules are made from the site\'s settings.', 'webmcp-abilities' ),
			)
		);
	}
}
