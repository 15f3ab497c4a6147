<?php
/**
 * Makes the theme's search form a declarative WebMCP tool.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Public_Site;

use WebMCP_Abilities\Exposure\Public_Tools;
use WP_HTML_Tag_Processor;

defined( 'ABSPATH' ) || exit;

/**
 * The classic `get_search_form()` and the Search block both become the same tool, which the
 * browser builds from the form and may send on its own: a search only opens its results page,
 * which brings its own tools. Only attributes are added, the same for every visitor, so the
 * form looks and works as before where the browser has no declarative WebMCP. Only a page's
 * first search form is the tool: a second of the same name would be refused.
 *
 * @internal
 * @since 0.1.0
 */
final class Search_Form_Tool {

	public const NAME = 'wp_search-form';

	/** @var bool Whether this page's search form tool is already offered. */
	private static bool $offered = false;

	/**
	 * Filters `get_search_form` and `render_block_core/search`.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $html The form's markup.
	 * @return mixed The markup, with the tool's attributes when it is the page's first form.
	 */
	public static function mark( $html ) {
		if ( self::$offered || ! is_string( $html ) || ! Public_Tools::offers_form( 'search_form' ) ) {
			return $html;
		}
		$form = new WP_HTML_Tag_Processor( $html );
		if ( ! $form->next_tag( array( 'tag_name' => 'form' ) ) ) {
			return $html;
		}
		$form->set_attribute( 'toolname', self::NAME );
		$form->set_attribute( 'tooldescription', __( 'Search this site’s published content. Sending the form opens the search results page, whose own tools read what it found.', 'webmcp-abilities' ) );
		$form->set_attribute( 'toolautosubmit', true );
		while ( $form->next_tag( array( 'tag_name' => 'input' ) ) ) {
			if ( 's' === $form->get_attribute( 'name' ) ) {
				$form->set_attribute( 'toolparamdescription', __( 'The words to search for.', 'webmcp-abilities' ) );
				break;
			}
		}
		self::$offered = true;
		return $form->get_updated_html();
	}
}
