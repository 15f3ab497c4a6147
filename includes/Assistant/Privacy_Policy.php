<?php
/**
 * The plugin's text for the privacy policy guide (Settings > Privacy).
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Assistant;

defined( 'ABSPATH' ) || exit;

/**
 * Site content can leave the site through the assistant, to a provider the owner chose: the
 * guide says so, so the owner can tell their visitors and users.
 *
 * @internal
 * @since 0.1.0
 */
final class Privacy_Policy {

	/**
	 * Runs on `admin_init`.
	 *
	 * @since 0.1.0
	 */
	public static function add_suggested_text(): void {
		if ( ! function_exists( 'wp_add_privacy_policy_content' ) ) {
			return;
		}
		$paragraphs = array(
			__( 'This site may offer its users in wp-admin an assistant that works through the site\'s own tools. When the site\'s owner switches it on, what a user writes to the assistant, and what the site\'s tools return to it (which can include posts, comments and the names of the people who wrote them), is sent to the AI provider the site uses, under that provider\'s own privacy policy.', 'webmcp-abilities' ),
			__( 'Every call a tool makes is recorded in the site\'s agent activity log (who, when, which tool, a short summary of its input with secrets removed, and the outcome), kept for 30 days.', 'webmcp-abilities' ),
		);
		wp_add_privacy_policy_content(
			__( 'WebMCP Abilities', 'webmcp-abilities' ),
			wp_kses_post( '<p>' . implode( '</p><p>', array_map( 'esc_html', $paragraphs ) ) . '</p>' )
		);
	}
}
