<?php
/**
 * Storage of the agent activity log: its own table, created and upgraded by version.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

defined( 'ABSPATH' ) || exit;

/**
 * Appends, queries, prunes and drops entries. Knows nothing of REST or screens.
 *
 * @internal
 * @since 0.1.0
 */
final class Activity_Log {

	/** Bump when the table changes; `maybe_upgrade()` then runs `dbDelta` again. */
	public const SCHEMA_VERSION = '4';

	public const VERSION_OPTION = 'webmcp_abilities_log_version';

	/** The most values a filter on the screen lists. */
	public const DISTINCT_LIMIT = 100;

	/** The table's name after the site's prefix: each site of a multisite has its own. */
	public const TABLE = 'webmcp_abilities_log';

	/** Outcomes are `ok` or a stable error code; this is their longest length. */
	private const OUTCOME_LENGTH = 64;

	/** A browser agent's call, through the page's WebMCP tools. */
	public const CHANNEL_WEBMCP = 'webmcp';

	/** A call by the site's own assistant, or one of its model turns. */
	public const CHANNEL_ASSISTANT = 'assistant';

	/**
	 * @return string This site's table, with its prefix.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * Creates or upgrades the table, and the agent budget's (Rate_Limiter). Runs on activation
	 * and whenever the version differs.
	 *
	 * @since 0.1.0
	 */
	public static function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';

		$table   = self::table();
		$charset = $wpdb->get_charset_collate();
		// dbDelta wants two spaces after PRIMARY KEY and one field per line.
		dbDelta(
			"CREATE TABLE {$table} (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				created_at datetime NOT NULL,
				user_id bigint(20) unsigned NOT NULL DEFAULT 0,
				tool varchar(128) NOT NULL DEFAULT '',
				ability varchar(255) NOT NULL DEFAULT '',
				input_summary text NOT NULL,
				outcome varchar(64) NOT NULL DEFAULT '',
				duration_ms int(10) unsigned NOT NULL DEFAULT 0,
				channel varchar(20) NOT NULL DEFAULT 'webmcp',
				model varchar(191) NOT NULL DEFAULT '',
				PRIMARY KEY  (id),
				KEY user_created (user_id,created_at),
				KEY created_at (created_at)
			) {$charset};"
		);
		// Version 4 keys budgets by who, not by user ID. A budget lasts a minute: the old table
		// goes rather than being converted.
		if ( version_compare( (string) get_option( self::VERSION_OPTION, '0' ), '4', '<' ) ) {
			$wpdb->query( 'DROP TABLE IF EXISTS ' . Rate_Limiter::table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.DirectDatabaseQuery.SchemaChange -- the plugin's own table.
		}
		dbDelta( Rate_Limiter::schema() );
		update_option( self::VERSION_OPTION, self::SCHEMA_VERSION );
	}

	/**
	 * Runs on `admin_init`, before writing and before pruning, so an updated plugin upgrades its
	 * table without being re-activated, and a site of a network that was never set up (a large
	 * network, or one never visited in wp-admin) gets its table before it is first used.
	 *
	 * @since 0.1.0
	 */
	public static function maybe_upgrade(): void {
		if ( get_option( self::VERSION_OPTION ) !== self::SCHEMA_VERSION ) {
			self::install();
		}
	}

	/**
	 * @since 0.1.0
	 *
	 * @param array{user_id: int, tool: string, ability: string, input_summary: string, outcome: string, duration_ms: int, channel?: string, model?: string} $entry The call to record;
	 *        `channel` defaults to a browser agent's, `model` (the provider and model that asked
	 *        for an assistant's call or answered its turn) to none.
	 * @return int The entry's id, or 0 when it could not be stored.
	 */
	public static function add( array $entry ): int {
		global $wpdb;
		self::maybe_upgrade();
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- the plugin's own table.
			self::table(),
			array(
				'created_at'    => gmdate( 'Y-m-d H:i:s' ),
				'user_id'       => $entry['user_id'],
				'tool'          => substr( $entry['tool'], 0, 128 ),
				'ability'       => substr( $entry['ability'], 0, 255 ),
				'input_summary' => $entry['input_summary'],
				'outcome'       => substr( $entry['outcome'], 0, self::OUTCOME_LENGTH ),
				'duration_ms'   => max( 0, $entry['duration_ms'] ),
				'channel'       => $entry['channel'] ?? self::CHANNEL_WEBMCP,
				'model'         => substr( $entry['model'] ?? '', 0, 191 ),
			),
			array( '%s', '%d', '%s', '%s', '%s', '%s', '%d', '%s', '%s' )
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * Gives an entry recorded as `unfinished` (before its ability ran) its outcome, and the input
	 * summary of what ran (REST has sanitised the input since).
	 *
	 * @since 0.1.0
	 *
	 * @param int    $id            The entry.
	 * @param string $outcome       How the call ended.
	 * @param int    $duration_ms   How long it took.
	 * @param string $input_summary The input, summarised.
	 */
	public static function finish( int $id, string $outcome, int $duration_ms, string $input_summary ): void {
		global $wpdb;
		$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table.
			self::table(),
			array(
				'outcome'       => substr( $outcome, 0, self::OUTCOME_LENGTH ),
				'duration_ms'   => max( 0, $duration_ms ),
				'input_summary' => $input_summary,
			),
			array( 'id' => $id ),
			array( '%s', '%d', '%s' ),
			array( '%d' )
		);
	}

	/**
	 * @since 0.1.0
	 *
	 * @param array{user_id?: int, tool?: string, outcome?: string, per_page: int, page: int} $query The filters and page;
	 *        `user_id` limits to one person's entries.
	 * @return array{items: array<int, object>, total: int}
	 */
	public static function query( array $query ): array {
		global $wpdb;
		$table = self::table();
		$where = array( '1=1' );
		$args  = array();
		if ( isset( $query['user_id'] ) ) {
			$where[] = 'user_id = %d';
			$args[]  = $query['user_id'];
		}
		foreach ( array( 'tool', 'outcome' ) as $column ) {
			if ( isset( $query[ $column ] ) && '' !== $query[ $column ] ) {
				$where[] = "{$column} = %s";
				$args[]  = $query[ $column ];
			}
		}
		$where_sql = implode( ' AND ', $where );
		$offset    = max( 0, ( $query['page'] - 1 ) * $query['per_page'] );

		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- table and column names are the plugin's own; the values' placeholders are in $where_sql, built above.
		$total = (int) ( array() === $args
			? $wpdb->get_var( "SELECT COUNT(*) FROM {$table} WHERE {$where_sql}" )
			: $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE {$where_sql}", $args ) ) );
		$items = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT * FROM {$table} WHERE {$where_sql} ORDER BY id DESC LIMIT %d OFFSET %d",
				array_merge( $args, array( $query['per_page'], $offset ) )
			)
		);
		// phpcs:enable
		return array(
			'items' => is_array( $items ) ? $items : array(),
			'total' => $total,
		);
	}

	/**
	 * The values a column takes, for the screen's filters: scoped like the rows, and bounded so
	 * a log with many tools cannot make the screen slow.
	 *
	 * @since 0.1.0
	 *
	 * @param string   $column  `tool` or `outcome`.
	 * @param int|null $user_id Only this person's entries; null for everyone's.
	 * @return string[] At most `DISTINCT_LIMIT` values, in order.
	 */
	public static function distinct( string $column, ?int $user_id ): array {
		global $wpdb;
		if ( ! in_array( $column, array( 'tool', 'outcome' ), true ) ) {
			return array();
		}
		$table = self::table();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- whitelisted column of the plugin's own table; values are prepared.
		$values = null === $user_id
			? $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT {$column} FROM {$table} ORDER BY {$column} LIMIT %d", self::DISTINCT_LIMIT ) )
			: $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT {$column} FROM {$table} WHERE user_id = %d ORDER BY {$column} LIMIT %d", $user_id, self::DISTINCT_LIMIT ) );
		// phpcs:enable
		return is_array( $values ) ? array_values( array_filter( $values, 'is_string' ) ) : array();
	}

	/**
	 * Deletes entries older than the retention period.
	 *
	 * @since 0.1.0
	 *
	 * @param int $days Keep entries this many days.
	 */
	public static function prune( int $days ): void {
		global $wpdb;
		self::maybe_upgrade();
		$table = self::table();
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE created_at < %s", gmdate( 'Y-m-d H:i:s', time() - $days * DAY_IN_SECONDS ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
	}

	/**
	 * Removes the tables (the log's and the budget's) and their version; for uninstall.
	 *
	 * @since 0.1.0
	 */
	public static function drop(): void {
		global $wpdb;
		$table  = self::table();
		$budget = Rate_Limiter::table();
		$wpdb->query( "DROP TABLE IF EXISTS {$budget}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.DirectDatabaseQuery.SchemaChange -- the plugin's own table.
		$wpdb->query( "DROP TABLE IF EXISTS {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.DirectDatabaseQuery.SchemaChange -- the plugin's own table.
		delete_option( self::VERSION_OPTION );
	}
}
