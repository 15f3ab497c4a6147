<?php
/**
 * The `webmcp-abilities/describe-site-identity` ability: the site's title, tagline and icon now
 * and as a call would leave them, for the person who confirms it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Site_Identity;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Agent_Text;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Describe_Output;
use WebMCP_Abilities\Abilities\Media_Access;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Named by update-site-identity as its `meta.webmcp.describe`; lets in the same people. Not a tool.
 *
 * @internal
 * @since 0.5.0
 */
final class Describe_Site_Identity {

	public const NAME = 'webmcp-abilities/describe-site-identity';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe site identity change', 'webmcp-abilities' ),
			'description'         => __( 'Shows the site\'s title, tagline and icon as they are and as an update-site-identity call would leave them, for the person asked to confirm it. Takes that call\'s input.', 'webmcp-abilities' ),
			'category'            => Categories::SITE,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'title'   => array( 'type' => 'string' ),
					'tagline' => array( 'type' => 'string' ),
					'icon'    => array(
						'type'    => 'integer',
						'minimum' => 0,
					),
				),
				'additionalProperties' => true,
			),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Update_Site_Identity::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @param array<string, mixed> $input The call's input.
	 * @return array<string, mixed>|WP_Error Each value that changes, before and after.
	 */
	public static function execute( array $input = array() ): array|WP_Error {
		$invalid = Update_Site_Identity::invalid( $input );
		if ( null !== $invalid ) {
			return $invalid;
		}
		$now    = Update_Site_Identity::current();
		$fields = array();
		$change = static function ( string $was, string $becomes ): string {
			/* translators: 1: the value now, 2: the value after the change. */
			return sprintf( __( '“%1$s” → “%2$s”', 'webmcp-abilities' ), $was, Update_Site_Identity::as_shown( $becomes ) );
		};
		if ( isset( $input['title'] ) ) {
			$fields[ __( 'Title', 'webmcp-abilities' ) ] = $change( $now['title'], sanitize_option( 'blogname', Agent_Text::text( (string) $input['title'] ) ) );
		}
		if ( isset( $input['tagline'] ) ) {
			$fields[ __( 'Tagline', 'webmcp-abilities' ) ] = $change( $now['tagline'], sanitize_option( 'blogdescription', Agent_Text::text( (string) $input['tagline'] ) ) );
		}
		if ( isset( $input['icon'] ) ) {
			$fields[ __( 'Site icon', 'webmcp-abilities' ) ] = $change( self::icon_name( $now['icon']['id'] ), self::icon_name( (int) $input['icon'] ) );
		}
		return Describe_Output::of( $now['title'], $fields );
	}

	/**
	 * @param int $id An attachment ID, or 0.
	 * @return string How the person knows the image: its ID, title and file name.
	 */
	private static function icon_name( int $id ): string {
		return $id > 0 ? Media_Access::name( $id ) : __( 'none', 'webmcp-abilities' );
	}
}
