<?php
/**
 * Where a person opens the site's assistant: its item in the admin bar, and what the page's
 * script needs to open the panel.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Assistant;

use WebMCP_Abilities\Admin\Build_Script;

defined( 'ABSPATH' ) || exit;

/**
 * Both appear only to a person the turn route would serve (see Assistant_Controller::can_use()),
 * so on WordPress 6.9, without the AI Client, there is no panel at all.
 *
 * @internal
 * @since 0.1.0
 */
final class Assistant_Entry {

	/** The admin bar item's id; the bridge opens the panel from its link. */
	public const NODE = 'webmcp-abilities-assistant';

	/**
	 * Runs on `admin_bar_menu`.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_Admin_Bar $admin_bar The admin bar.
	 */
	public static function add_node( \WP_Admin_Bar $admin_bar ): void {
		if ( ! is_admin() || true !== Assistant_Controller::can_use() ) {
			return;
		}
		$admin_bar->add_node(
			array(
				'id'    => self::NODE,
				'title' => '<span class="ab-icon dashicons-format-chat" aria-hidden="true"></span><span class="ab-label">' . esc_html__( 'Assistant', 'webmcp-abilities' ) . '</span>',
				'href'  => '#' . self::NODE,
				'meta'  => array( 'title' => __( 'Ask the site\'s assistant to work with this site\'s tools', 'webmcp-abilities' ) ),
			)
		);
	}

	/**
	 * @since 0.1.0
	 *
	 * @return array{conversationKey: string, connectorsUrl: string|null, panelScript: string}|null What the bridge needs
	 *         to offer the panel on this page, or null when this person has no assistant here.
	 */
	public static function page_data(): ?array {
		if ( true !== Assistant_Controller::can_use() ) {
			return null;
		}
		$panel = Build_Script::url( 'assistant-panel' );
		if ( null === $panel ) {
			return null;
		}
		return array(
			// One conversation per person and site: another person or site in the same tab
			// starts afresh. Not a secret; it only names the session storage entry.
			'conversationKey' => md5( home_url() . '|' . get_current_blog_id() . '|' . get_current_user_id() ),
			'connectorsUrl'   => current_user_can( 'manage_options' ) ? admin_url( 'options-connectors.php' ) : null,
			'panelScript'     => $panel,
		);
	}
}
