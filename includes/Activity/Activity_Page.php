<?php
/**
 * The agent activity screen: Tools > Agent activity.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

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
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Agent activity', 'webmcp-abilities' ); ?></h1>
			<p>
				<?php
				echo esc_html(
					current_user_can( 'manage_options' )
						? __( 'Every call AI agents made through WebMCP tools on this site, newest first.', 'webmcp-abilities' )
						: __( 'Every call AI agents made through WebMCP tools while you were logged in, newest first.', 'webmcp-abilities' )
				);
				?>
			</p>
			<form method="get">
				<input type="hidden" name="page" value="<?php echo esc_attr( self::SLUG ); ?>">
				<?php $table->display(); ?>
			</form>
		</div>
		<?php
	}
}
