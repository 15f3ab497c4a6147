<?php
/**
 * The `webmcp-abilities/update-site-identity` ability: the site's title, tagline and icon.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Site_Identity;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Agent_Text;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Errors;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Changes what names the site everywhere (the browser tab, feeds, search results, the header).
 * Consequential: visitors see it at once, so the bridge shows the person before and after. The
 * options are written with `update_option()`, as Settings > General does: WordPress sanitises
 * them (`sanitize_option_blogname`…) and fires `update_option_*` for other plugins. The title and
 * tagline are the agent's text (`Agent_Text`): a tag in them is dropped, not shown as words.
 *
 * @internal
 * @since 0.5.0
 */
final class Update_Site_Identity {

	public const NAME = 'webmcp-abilities/update-site-identity';

	/** The longest title or tagline taken: longer ones are not a site's name. */
	public const MAX_LENGTH = 200;

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Update site identity', 'webmcp-abilities' ),
			'description'         => __( 'Changes the site\'s title, tagline or icon (an image from the media library; 0 removes it). Visitors see the change at once. Give only what changes.', 'webmcp-abilities' ),
			'category'            => Categories::SITE,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'title'   => array(
						'type'        => 'string',
						'minLength'   => 1,
						'maxLength'   => self::MAX_LENGTH,
						'description' => __( 'The site\'s new title.', 'webmcp-abilities' ),
					),
					'tagline' => array(
						'type'        => 'string',
						'maxLength'   => self::MAX_LENGTH,
						'description' => __( 'The new tagline; empty removes it.', 'webmcp-abilities' ),
					),
					'icon'    => array(
						'type'        => 'integer',
						'minimum'     => 0,
						'description' => __( 'ID of an image in the media library for the site icon; 0 removes the icon.', 'webmcp-abilities' ),
					),
				),
				'minProperties'        => 1,
				'additionalProperties' => false,
			),
			'output_schema'       => self::output_schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: true,
				destructive: false,
				tool: array(
					'gate'             => 'manage_options',
					'consequential'    => true,
					// The result is the site's name as the owner set it, not content from visitors.
					'untrusted_output' => false,
					'describe'         => Describe_Site_Identity::NAME,
					'screens'          => array( 'dashboard', 'options-general' ),
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array(
									'title'   => 'Contract bakery',
									'tagline' => 'Fresh bread daily',
								),
							),
							array(
								'input' => array( 'icon' => '{{image}}' ),
							),
						),
						'invalid' => array(
							array(
								'input' => array( 'icon' => 987654 ),
								'code'  => 'invalid_input',
								'note'  => 'No such image.',
							),
							array(
								'input' => array( 'title' => '<script>alert(1)</script>' ),
								'code'  => 'invalid_input',
								'note'  => 'No words left once tags are removed.',
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
			: Errors::access_denied( __( 'Only people who manage the site\'s settings may change its title, tagline or icon.', 'webmcp-abilities' ) );
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error The site's identity now.
	 */
	public static function execute( array $input ): array|WP_Error {
		$invalid = self::invalid( $input );
		if ( null !== $invalid ) {
			return $invalid;
		}
		if ( isset( $input['title'] ) ) {
			update_option( 'blogname', Agent_Text::text( (string) $input['title'] ) );
		}
		if ( isset( $input['tagline'] ) ) {
			update_option( 'blogdescription', Agent_Text::text( (string) $input['tagline'] ) );
		}
		if ( isset( $input['icon'] ) ) {
			update_option( 'site_icon', (int) $input['icon'] );
		}
		return self::current();
	}

	/**
	 * Bad input changes nothing: each value is checked before any is written.
	 *
	 * @param array<string, mixed> $input Validated input.
	 */
	public static function invalid( array $input ): ?WP_Error {
		if ( isset( $input['title'] ) && '' === Agent_Text::text( (string) $input['title'] ) ) {
			return Errors::invalid_input( __( 'The title must have words in it.', 'webmcp-abilities' ) );
		}
		$icon = (int) ( $input['icon'] ?? 0 );
		if ( $icon > 0 && ! wp_attachment_is_image( $icon ) ) {
			return Errors::invalid_input(
				sprintf(
					/* translators: %d: attachment ID. */
					__( 'No image with ID %d is in the media library. Use find-media to find one.', 'webmcp-abilities' ),
					$icon
				)
			);
		}
		return null;
	}

	/**
	 * @return array{title: string, tagline: string, icon: array{id: int, url: string}} The site's
	 *         identity as visitors see it.
	 */
	public static function current(): array {
		$icon = (int) get_option( 'site_icon' );
		return array(
			'title'   => self::as_shown( (string) get_option( 'blogname' ) ),
			'tagline' => self::as_shown( (string) get_option( 'blogdescription' ) ),
			'icon'    => array(
				'id'  => $icon,
				'url' => $icon > 0 ? (string) wp_get_attachment_image_url( $icon, 'full' ) : '',
			),
		);
	}

	/**
	 * WordPress keeps the title and tagline HTML-escaped (`sanitize_option()`), and visitors read
	 * them as text: this is that text.
	 *
	 * @param string $value A title or tagline as stored.
	 */
	public static function as_shown( string $value ): string {
		return wp_specialchars_decode( $value, ENT_QUOTES );
	}

	/**
	 * @return array<string, mixed> JSON schema of `current()`.
	 */
	private static function output_schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'title'   => array( 'type' => 'string' ),
				'tagline' => array( 'type' => 'string' ),
				'icon'    => array(
					'type'        => 'object',
					'description' => __( 'The site icon: its attachment ID (0: none) and address.', 'webmcp-abilities' ),
					'properties'  => array(
						'id'  => array( 'type' => 'integer' ),
						'url' => array( 'type' => 'string' ),
					),
				),
			),
			'required'   => array( 'title', 'tagline', 'icon' ),
		);
	}
}
