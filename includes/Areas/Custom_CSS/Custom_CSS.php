<?php
/**
 * A classic theme's Additional CSS, the Customizer's `custom_css` setting.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Custom_CSS;

use WebMCP_Abilities\Abilities\Errors;
use WebMCP_Abilities\Abilities\Theme_Kind;
use WP_Customize_Custom_CSS_Setting;
use WP_Customize_Manager;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The active theme's Additional CSS is one `custom_css` post, read with `wp_get_custom_css()` and
 * written with `wp_update_custom_css_post()`, as the Customizer publishes it. What the Customizer
 * refuses (`WP_Customize_Custom_CSS_Setting::validate()`: a `</style>` that would end the page's
 * style element, and whatever its `customize_validate_custom_css[…]` filters refuse), these refuse
 * first, through that same method, so bad input changes nothing; and any tag at all.
 *
 * @internal
 * @since 0.9.0
 */
final class Custom_CSS {

	/** The screens these tools are made for: Appearance > Themes, where the Customizer opens. */
	public const SCREENS = array( 'themes' );

	/** The capability the Customizer's Additional CSS setting asks (WordPress maps it to `unfiltered_html`). */
	public const CAPABILITY = 'edit_css';

	/** The capability the Customizer itself asks (`customize`, which WordPress maps to it): editors, who may have `edit_css`, lack it. */
	public const GATE = 'edit_theme_options';

	/** The longest CSS taken at once. */
	public const MAX_LENGTH = 100000;

	/**
	 * @return true|WP_Error True for who may open the Customizer and edit its Additional CSS.
	 */
	public static function can_run(): bool|WP_Error {
		return current_user_can( 'customize' ) && current_user_can( self::CAPABILITY )
			? true
			: Errors::access_denied( __( 'Only people who may customize the site and edit its CSS (administrators) may read or change its Additional CSS.', 'webmcp-abilities' ) );
	}

	/**
	 * The post `wp_get_custom_css_post()` finds, found as it finds it but without the note it
	 * leaves in the theme's settings when there is none (`custom_css_post_id` -1): a read here
	 * changes nothing.
	 *
	 * @param string|null $stylesheet A theme; the active one by default.
	 */
	public static function post( ?string $stylesheet = null ): ?WP_Post {
		$stylesheet ??= get_stylesheet();
		$id           = get_stylesheet() === $stylesheet ? (int) get_theme_mod( 'custom_css_post_id' ) : 0;
		$post         = $id > 0 ? get_post( $id ) : null;
		if ( $post instanceof WP_Post ) {
			return $post;
		}
		$found = get_posts(
			array(
				'post_type'        => 'custom_css',
				'post_status'      => get_post_stati(),
				'name'             => sanitize_title( $stylesheet ),
				'posts_per_page'   => 1,
				'no_found_rows'    => true,
				'suppress_filters' => true,
			)
		);
		return $found[0] ?? null;
	}

	/**
	 * @return string The active theme's Additional CSS, as stored.
	 */
	public static function current(): string {
		$post = self::post();
		return null === $post ? '' : $post->post_content;
	}

	/**
	 * @param string $css CSS an agent gave.
	 * @return true|WP_Error True when the Customizer would publish it; else why not
	 *                       (`invalid_input`, in the Customizer's words), or `invalid_state` under
	 *                       a block theme.
	 */
	public static function check( string $css ): bool|WP_Error {
		$refusal = Theme_Kind::classic_refusal();
		if ( null !== $refusal ) {
			return $refusal;
		}
		// CSS needs no tags; an agent's that holds one may be an injected one, so it is refused
		// whole, in the words WordPress used for all markup before it narrowed its check to
		// `</style>`.
		if ( 1 === preg_match( '#<[/!]?[a-z]#i', $css ) ) {
			return Errors::invalid_input( __( 'Markup is not allowed in CSS.', 'webmcp-abilities' ) );
		}
		$validity = self::setting()->validate( $css );
		if ( is_wp_error( $validity ) && $validity->has_errors() ) {
			return Errors::invalid_input( html_entity_decode( wp_strip_all_tags( implode( ' ', $validity->get_error_messages() ) ), ENT_QUOTES, 'UTF-8' ) );
		}
		return true;
	}

	/**
	 * The Customizer's own setting for the active theme's Additional CSS, with a manager that loads
	 * none of the Customizer's panels: only its validation is asked.
	 */
	private static function setting(): WP_Customize_Custom_CSS_Setting {
		require_once ABSPATH . WPINC . '/class-wp-customize-manager.php';
		$none    = static fn (): array => array();
		add_filter( 'customize_loaded_components', $none );
		$manager = new WP_Customize_Manager();
		remove_filter( 'customize_loaded_components', $none );
		return new WP_Customize_Custom_CSS_Setting(
			$manager,
			sprintf( 'custom_css[%s]', get_stylesheet() ),
			array( 'capability' => self::CAPABILITY )
		);
	}

	/**
	 * Writes the active theme's Additional CSS as the Customizer publishes it.
	 *
	 * @param string $css Checked CSS.
	 * @return true|WP_Error
	 */
	public static function write( string $css ): bool|WP_Error {
		$saved = wp_update_custom_css_post( $css );
		return is_wp_error( $saved ) ? Errors::failed( $saved ) : true;
	}

	/**
	 * @return string The active theme's name, for dialogs and the log.
	 */
	public static function theme(): string {
		return wp_strip_all_tags( (string) wp_get_theme()->get( 'Name' ) );
	}
}
