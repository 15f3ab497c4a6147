<?php
/**
 * Makes a post's comment form a declarative WebMCP tool the person sends.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Public_Site;

use WebMCP_Abilities\Exposure\Public_Tools;
use WP_HTML_Tag_Processor;

defined( 'ABSPATH' ) || exit;

/**
 * The agent fills the form in and the call waits: nothing is sent until the person reads it and
 * presses the form's own button (no `toolautosubmit`). The browser leaves hidden fields (the
 * post, the reply-to comment, a nonce) out of the tool, so they stay out of the agent's reach.
 * `comment_form()` has no filter for its form tag, so its markup, classic or from the Comments
 * Form block, is taken between its own before and after actions and given attributes only.
 *
 * @internal
 * @since 0.1.0
 */
final class Comment_Form_Tool {

	public const NAME = 'wp_comment-form';

	/** @var bool Whether the comment form's markup is being taken. */
	private static bool $buffering = false;

	/**
	 * Runs on `comment_form_before`.
	 *
	 * @since 0.1.0
	 */
	public static function start(): void {
		if ( ! self::$buffering && Public_Tools::offers_form( 'comment_form' ) ) {
			self::$buffering = ob_start();
		}
	}

	/**
	 * Runs on `comment_form_after`.
	 *
	 * @since 0.1.0
	 */
	public static function end(): void {
		if ( ! self::$buffering ) {
			return;
		}
		self::$buffering = false;
		// The markup comment_form() has just printed, escaped by it; the HTML API only adds attributes.
		echo self::mark( (string) ob_get_clean() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}

	/**
	 * @param string $html The comment form's markup.
	 * @return string The markup, its form a tool.
	 */
	private static function mark( string $html ): string {
		$form = new WP_HTML_Tag_Processor( $html );
		if ( ! $form->next_tag( array( 'tag_name' => 'form' ) ) ) {
			return $html;
		}
		$form->set_attribute( 'toolname', self::NAME );
		$form->set_attribute( 'tooldescription', __( 'Fill in a comment on this page’s post for the person to read. It is not sent by this tool: the person checks it and presses the form’s own button to post it.', 'webmcp-abilities' ) );
		$fields = array(
			'comment' => __( 'The comment’s text.', 'webmcp-abilities' ),
			'author'  => __( 'The name shown with the comment.', 'webmcp-abilities' ),
			'email'   => __( 'The person’s e-mail address; the site does not show it.', 'webmcp-abilities' ),
			'url'     => __( 'The person’s website, if they want it linked.', 'webmcp-abilities' ),
		);
		while ( $form->next_tag() ) {
			$name = $form->get_attribute( 'name' );
			if ( in_array( $form->get_tag(), array( 'INPUT', 'TEXTAREA' ), true ) && is_string( $name ) && isset( $fields[ $name ] ) ) {
				$form->set_attribute( 'toolparamdescription', $fields[ $name ] );
			}
		}
		return $form->get_updated_html();
	}
}
