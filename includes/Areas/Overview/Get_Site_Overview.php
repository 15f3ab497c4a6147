<?php
/**
 * The `webmcp-abilities/get-site-overview` ability: what this site is, in one read.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Overview;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\No_Input;

defined( 'ABSPATH' ) || exit;

/**
 * Read-only overview of the site, for any logged-in user who can read it.
 *
 * @internal
 * @since 0.1.0
 */
final class Get_Site_Overview {

	public const NAME = 'webmcp-abilities/get-site-overview';

	/**
	 * @since 0.1.0
	 *
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Get site overview', 'webmcp-abilities' ),
			'description'         => __( 'Returns the site title, tagline, home URL, WordPress version and number of published posts. Use it first to learn which site you are working on.', 'webmcp-abilities' ),
			'category'            => Categories::SITE,
			'input_schema'        => No_Input::schema(),
			'output_schema'       => array(
				'type'                 => 'object',
				'properties'           => array(
					'title'             => array(
						'type'        => 'string',
						'description' => __( 'Site title.', 'webmcp-abilities' ),
					),
					'tagline'           => array(
						'type'        => 'string',
						'description' => __( 'Site tagline; may be empty.', 'webmcp-abilities' ),
					),
					'url'               => array(
						'type'        => 'string',
						'format'      => 'uri',
						'description' => __( 'Home URL of the site.', 'webmcp-abilities' ),
					),
					'wordpress_version' => array(
						'type'        => 'string',
						'description' => __( 'Version of WordPress the site runs.', 'webmcp-abilities' ),
					),
					'published_posts'   => array(
						'type'        => 'integer',
						'minimum'     => 0,
						'description' => __( 'Number of published posts (post type "post").', 'webmcp-abilities' ),
					),
				),
				'required'             => array( 'title', 'tagline', 'url', 'wordpress_version', 'published_posts' ),
				'additionalProperties' => false,
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(
				array(
					'gate'             => 'read',
					// The site title and tagline are written by people.
					'untrusted_output' => true,
					'examples'         => array(
						'valid'   => array(
							array( 'input' => array() ),
						),
						'invalid' => array(
							array(
								'input' => array( 'unexpected' => 1 ),
								'code'  => 'ability_invalid_input',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * Anyone who can read the site's admin may see its overview.
	 *
	 * @since 0.1.0
	 *
	 * @return bool Whether the current user may run the ability.
	 */
	public static function can_run(): bool {
		return current_user_can( 'read' );
	}

	/**
	 * @since 0.1.0
	 *
	 * @return array{title: string, tagline: string, url: string, wordpress_version: string, published_posts: int}
	 */
	public static function execute(): array {
		return array(
			'title'             => get_bloginfo( 'name' ),
			'tagline'           => get_bloginfo( 'description' ),
			'url'               => home_url( '/' ),
			'wordpress_version' => get_bloginfo( 'version' ),
			'published_posts'   => (int) wp_count_posts( 'post' )->publish,
		);
	}
}
