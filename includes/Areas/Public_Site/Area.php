<?php
/**
 * The public site area: what the public site shows visitors, and their agents' tools there.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Public_Site;

defined( 'ABSPATH' ) || exit;

/**
 * @internal
 * @since 0.7.0
 */
final class Area extends \WebMCP_Abilities\Abilities\Area {

	/**
	 * @return array<int, class-string>
	 */
	public static function abilities(): array {
		return array(
			Search_Site::class,
			Read_Content::class,
			List_Destinations::class,
			Describe_Page::class,
		);
	}

	/**
	 * @return string[]
	 */
	public static function public_abilities(): array {
		return array(
			Search_Site::NAME,
			Read_Content::NAME,
			List_Destinations::NAME,
			Describe_Page::NAME,
		);
	}

	/**
	 * Adds the area's hooks.
	 */
	public static function boot(): void {
		add_action( 'wp_footer', array( Public_Tools_Loader::class, 'print' ) );
		add_action( 'wp_loaded', array( Public_Tools_Script::class, 'maybe_serve' ) );
		add_filter( 'get_search_form', array( Search_Form_Tool::class, 'mark' ) );
		add_filter( 'render_block_core/search', array( Search_Form_Tool::class, 'mark' ) );
		add_action( 'comment_form_before', array( Comment_Form_Tool::class, 'start' ) );
		add_action( 'comment_form_after', array( Comment_Form_Tool::class, 'end' ) );
	}
}
