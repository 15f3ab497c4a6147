<?php
/**
 * The agent activity screen: Tools > Agent activity.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

use WebMCP_Abilities\Undo\Undo_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Every logged-in person can see their own agents' calls; people who manage options see all.
 *
 * @internal
 * @since 0.1.0
 */
final class Activity_Page {

	public const SLUG = 'webmcp-abilities-activity';

	/**
	 * Runs on `admin_menu`.
	 *
	 * @since 0.1.0
	 */
	public static function add_menu(): void {
		add_management_page(
			__( 'Agent activity', 'webmcp-abilities' ),
			__( 'Agent activity', 'webmcp-abilities' ),
			'read',
			self::SLUG,
			array( self::class, 'render' )
		);
	}

	/**
	 * @since 0.1.0
	 */
	public static function render(): void {
		$table = new Activity_List_Table();
		$table->prepare_items();
		$notice = Undo_Request::take_notice();
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Agent activity', 'webmcp-abilities' ); ?></h1>
			<?php if ( null !== $notice ) : ?>
				<div id="webmcp-abilities-undo-notice" class="notice inline <?php echo $notice['ok'] ? 'notice-success' : 'notice-error'; ?> webmcp-abilities-undo-notice" role="status" tabindex="-1"><p><?php echo esc_html( $notice['message'] ); ?></p></div>
				<?php self::focus( 'webmcp-abilities-undo-notice' ); ?>
			<?php endif; ?>
			<p>
				<?php
				echo esc_html(
					current_user_can( 'manage_options' )
						? __( 'Every ability AI agents ran on this site, and how each call ended, newest first: through WebMCP tools in the browser, the site assistant, application passwords, the AI Client and the MCP adapter.', 'webmcp-abilities' )
						: __( 'Every ability AI agents ran while you were logged in, and how each call ended, newest first.', 'webmcp-abilities' )
				);
				?>
			</p>
			<?php if ( ! Ability_Run_Recorder::is_available() ) : ?>
				<div class="notice notice-info inline webmcp-abilities-channels-notice"><p>
					<?php esc_html_e( 'This version of WordPress runs abilities without the hooks that tell who called them, so runs through the AI Client and the MCP adapter are not recorded here. Calls over REST (WebMCP tools, the site assistant, application passwords) are. WordPress 7.1 records every channel.', 'webmcp-abilities' ); ?>
				</p></div>
			<?php endif; ?>
			<form method="get">
				<input type="hidden" name="page" value="<?php echo esc_attr( self::SLUG ); ?>">
				<?php if ( null === $notice && array() !== Activity_Filters::arguments() ) : ?>
					<p id="webmcp-abilities-filtered" class="webmcp-abilities-filtered" tabindex="-1">
						<?php
						$total = (int) $table->get_pagination_arg( 'total_items' );
						/* translators: %s: the number of entries. */
						echo esc_html( sprintf( _n( '%s entry matches the filters.', '%s entries match the filters.', $total, 'webmcp-abilities' ), number_format_i18n( $total ) ) );
						?>
					</p>
					<?php self::focus( 'webmcp-abilities-filtered' ); ?>
				<?php endif; ?>
				<?php $table->display(); ?>
			</form>
			<?php $table->print_undo_forms(); ?>
		</div>
		<?php
	}

	/**
	 * After an Undo's or a Filter's reload, focus lands on what it did, not the top of the page,
	 * as soon as it is parsed. The notice is `inline`: wp-admin's `common.js` moves every other
	 * notice below the heading, and moving a focused element drops its focus (with `autofocus`,
	 * that move came after the focus on a busy machine, and focus was lost).
	 *
	 * @param string $id The element's id.
	 */
	private static function focus( string $id ): void {
		wp_print_inline_script_tag( sprintf( 'document.getElementById( %s ).focus();', wp_json_encode( $id ) ) );
	}
}
