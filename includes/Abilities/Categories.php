<?php
/**
 * Registers the ability categories the plugin's own abilities belong to.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Abilities;

defined( 'ABSPATH' ) || exit;

/**
 * The plugin's ability categories, prefixed so they never clash with core's `site` or `user`.
 *
 * @internal
 * @since 0.1.0
 */
final class Categories {

	public const SITE     = 'webmcp-abilities-site';
	public const CONTENT  = 'webmcp-abilities-content';
	public const COMMENTS = 'webmcp-abilities-comments';
	public const DESIGN   = 'webmcp-abilities-design';
	public const MEDIA    = 'webmcp-abilities-media';

	public const PUBLIC_SITE = 'webmcp-abilities-public-site';

	/**
	 * Runs on `wp_abilities_api_categories_init`.
	 *
	 * @since 0.1.0
	 */
	public static function register(): void {
		$categories = array(
			self::SITE        => array(
				'label'       => __( 'Site', 'webmcp-abilities' ),
				'description' => __( 'Read and describe the site as a whole.', 'webmcp-abilities' ),
			),
			self::CONTENT     => array(
				'label'       => __( 'Content', 'webmcp-abilities' ),
				'description' => __( 'Find, read, draft, publish and trash posts and pages.', 'webmcp-abilities' ),
			),
			self::COMMENTS    => array(
				'label'       => __( 'Comments', 'webmcp-abilities' ),
				'description' => __( 'Review and moderate comments.', 'webmcp-abilities' ),
			),
			self::MEDIA       => array(
				'label'       => __( 'Media', 'webmcp-abilities' ),
				'description' => __( 'Find and describe the media library\'s images and files, and set posts\' featured images.', 'webmcp-abilities' ),
			),
			self::DESIGN      => array(
				'label'       => __( 'Design', 'webmcp-abilities' ),
				'description' => __( 'A block theme\'s templates, template parts, styles and navigation.', 'webmcp-abilities' ),
			),
			self::PUBLIC_SITE => array(
				'label'       => __( 'Public site', 'webmcp-abilities' ),
				'description' => __( 'Search, read and find your way around what the site publishes, as any visitor can.', 'webmcp-abilities' ),
			),
		);
		foreach ( $categories as $slug => $args ) {
			wp_register_ability_category( $slug, $args );
		}
	}
}
