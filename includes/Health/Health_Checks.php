<?php
/**
 * What Tools > Site Health checks for the plugin: what stops it working or makes it costly, each
 * with what to do.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Health;

use WebMCP_Abilities\Activity\Activity_Log;
use WebMCP_Abilities\Exposure\Page_Tools;
use WebMCP_Abilities\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Each check returns a Site Health result (`label`, `status`: good, recommended or critical,
 * `badge`, `description`, `actions`, `test`). The checks take what they judge as arguments where
 * the site cannot be changed under a test (the WordPress version, the object cache), and read the
 * site otherwise.
 *
 * @internal
 * @since 0.6.0
 */
final class Health_Checks {

	/**
	 * @since 0.6.0
	 *
	 * @param string $wp_version      WordPress's version.
	 * @param bool   $has_abilities   Whether the Abilities API is loaded.
	 * @param string $minimum_version The oldest WordPress the plugin runs on.
	 * @return array<string, mixed>
	 */
	public static function abilities_api( string $wp_version, bool $has_abilities, string $minimum_version ): array {
		$version = (string) preg_replace( '/-.*/', '', $wp_version );
		if ( $has_abilities && version_compare( $version, $minimum_version, '>=' ) ) {
			return self::result( 'abilities_api', 'good', __( 'The Abilities API is available', 'webmcp-abilities' ), __( 'WebMCP Abilities offers the site\'s abilities to AI agents through WordPress\'s Abilities API.', 'webmcp-abilities' ) );
		}
		return self::result(
			'abilities_api',
			'critical',
			__( 'WebMCP Abilities is not running: the Abilities API is missing', 'webmcp-abilities' ),
			sprintf(
				/* translators: 1: the oldest WordPress version supported, 2: this site's version. */
				__( 'The plugin needs WordPress %1$s or later, whose Abilities API it offers to agents. This site runs WordPress %2$s, so no tool is offered and nothing is logged.', 'webmcp-abilities' ),
				$minimum_version,
				$wp_version
			),
			self::link( admin_url( 'update-core.php' ), __( 'Update WordPress', 'webmcp-abilities' ) )
		);
	}

	/**
	 * @since 0.6.0
	 *
	 * @param bool $persistent Whether the site has a persistent object cache.
	 * @return array<string, mixed>
	 */
	public static function object_cache( bool $persistent ): array {
		if ( $persistent ) {
			return self::result( 'object_cache', 'good', __( 'WebMCP Abilities keeps its page plans in the object cache', 'webmcp-abilities' ), __( 'Which tools each page offers is worked out once and shared by every web server through the persistent object cache.', 'webmcp-abilities' ) );
		}
		return self::result(
			'object_cache',
			'recommended',
			__( 'WebMCP Abilities works out its page plans on every request', 'webmcp-abilities' ),
			__( 'Without a persistent object cache (Redis, Memcached), the tools each page offers are worked out again for every request. On one web server this costs little; on several, or on a host that clears caches often, add a persistent object cache. Budgets and grants stay exact either way: they live in the database.', 'webmcp-abilities' ),
			self::link( __( 'https://developer.wordpress.org/advanced-administration/performance/optimization/#object-caching', 'webmcp-abilities' ), __( 'Learn about object caching', 'webmcp-abilities' ) )
		);
	}

	/**
	 * @since 0.6.0
	 *
	 * @return array<string, mixed> Where tools are offered past the per-page cap, by role.
	 */
	public static function cap(): array {
		$past = array();
		foreach ( Page_Tools::counts_by_role() as $screen => $roles ) {
			foreach ( $roles as $role => $count ) {
				if ( $count['offered'] > $count['at_once'] ) {
					$past[] = sprintf(
						/* translators: 1: a screen ID or "*", 2: a role, 3: tools offered, 4: tools registered at once. */
						__( '%1$s, %2$s: %3$d offered, %4$d at once', 'webmcp-abilities' ),
						'*' === $screen ? __( 'most screens', 'webmcp-abilities' ) : $screen,
						translate_user_role( (string) ( wp_roles()->role_names[ $role ] ?? $role ) ),
						$count['offered'],
						$count['at_once']
					);
				}
			}
		}
		if ( array() === $past ) {
			return self::result( 'cap', 'good', __( 'Every page offers its tools at once', 'webmcp-abilities' ), __( 'No screen offers more tools than the per-page cap.', 'webmcp-abilities' ) );
		}
		return self::result(
			'cap',
			'recommended',
			__( 'Some pages offer more tools than agents are given at once', 'webmcp-abilities' ),
			__( 'Past the per-page cap, agents reach the other tools through the loader, a call away. Switch off the tools nobody needs, or raise the cap if your agents accept more:', 'webmcp-abilities' ) . '</p><ul><li>' . implode( '</li><li>', array_map( 'esc_html', array_slice( $past, 0, 10 ) ) ) . '</li></ul><p>',
			self::link( admin_url( 'options-general.php?page=webmcp-abilities' ), __( 'Choose the tools', 'webmcp-abilities' ) )
		);
	}

	/**
	 * @since 0.6.0
	 *
	 * @return array<string, mixed> Whether the activity log's table is there, at its schema.
	 */
	public static function log_table(): array {
		global $wpdb;
		$table  = Activity_Log::table();
		$exists = $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a check of the plugin's own table.
		$stored = (string) get_option( Activity_Log::VERSION_OPTION, '' );
		if ( $exists && Activity_Log::SCHEMA_VERSION === $stored ) {
			return self::result( 'log_table', 'good', __( 'The agent activity log is ready', 'webmcp-abilities' ), __( 'Every agent call is recorded, and the plugin\'s writes can be undone from the log.', 'webmcp-abilities' ) );
		}
		return self::result(
			'log_table',
			'critical',
			$exists
				? __( 'The agent activity log\'s table is behind the plugin', 'webmcp-abilities' )
				: __( 'The agent activity log\'s table is missing', 'webmcp-abilities' ),
			__( 'Agent calls cannot be recorded as they should, nor undone from the log. Visiting any wp-admin screen sets the table up; if this stays, the database user may lack the right to create or alter tables: deactivate and activate the plugin, or ask your host.', 'webmcp-abilities' ),
			self::link( admin_url( 'plugins.php' ), __( 'Plugins', 'webmcp-abilities' ) )
		);
	}

	/**
	 * @since 0.6.0
	 *
	 * @param bool $has_provider Whether an AI provider that can call tools is set up.
	 * @return array<string, mixed>
	 */
	public static function assistant( bool $has_provider ): array {
		if ( ! Settings::get()['assistant']['enabled'] ) {
			return self::result( 'assistant', 'good', __( 'The site assistant is off', 'webmcp-abilities' ), __( 'Switch it on under Settings > WebMCP Abilities to let people ask the site\'s own assistant.', 'webmcp-abilities' ) );
		}
		if ( $has_provider ) {
			return self::result( 'assistant', 'good', __( 'The site assistant has an AI provider', 'webmcp-abilities' ), __( 'People who may use it can ask the site\'s assistant from the admin bar.', 'webmcp-abilities' ) );
		}
		return self::result(
			'assistant',
			'recommended',
			__( 'The site assistant is on, but no AI provider is set up', 'webmcp-abilities' ),
			__( 'Everyone who opens the assistant is told it cannot answer. Set up a provider that can call tools, or switch the assistant off.', 'webmcp-abilities' ),
			self::link( admin_url( 'options-general.php?page=webmcp-abilities' ), __( 'Assistant settings', 'webmcp-abilities' ) )
		);
	}

	/**
	 * @since 0.6.0
	 *
	 * @return array<string, mixed> The answer of the REST check: reaching it from the browser,
	 *                              with the person's cookies and nonce, is the check.
	 */
	public static function rest(): array {
		return self::result( 'rest', 'good', __( 'The browser reaches WebMCP Abilities over the REST API', 'webmcp-abilities' ), __( 'Tools run through the REST API with the person\'s login, as this check just did.', 'webmcp-abilities' ) );
	}

	/**
	 * @since 0.6.0
	 *
	 * @return bool Whether an AI provider that can call tools is set up for the assistant.
	 */
	public static function has_provider(): bool {
		return function_exists( 'wp_ai_client_prompt' ) && wp_ai_client_prompt( 'Site Health' )->is_supported_for_text_generation();
	}

	/**
	 * @param string $test        The test's id, after the plugin's prefix.
	 * @param string $status      `good`, `recommended` or `critical`.
	 * @param string $label       What it found, as a heading.
	 * @param string $description What it means, plain text (or this class's own markup).
	 * @param string $actions     A link to act on it.
	 * @return array<string, mixed>
	 */
	private static function result( string $test, string $status, string $label, string $description, string $actions = '' ): array {
		return array(
			'label'       => $label,
			'status'      => $status,
			'badge'       => array(
				'label' => __( 'WebMCP Abilities', 'webmcp-abilities' ),
				'color' => 'critical' === $status ? 'red' : 'blue',
			),
			'description' => '<p>' . wp_kses(
				$description,
				array(
					'p'  => array(),
					'ul' => array(),
					'li' => array(),
				)
			) . '</p>',
			'actions'     => $actions,
			'test'        => 'webmcp_abilities_' . $test,
		);
	}

	/**
	 * @param string $url  Where.
	 * @param string $text What.
	 */
	private static function link( string $url, string $text ): string {
		return '<p><a href="' . esc_url( $url ) . '">' . esc_html( $text ) . '</a></p>';
	}
}
