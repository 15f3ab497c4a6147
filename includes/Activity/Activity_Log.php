<?php
/**
 * Storage of the agent activity log: its own table, created and upgraded by version.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

use WebMCP_Abilities\Grants\Grant_Store;
use WebMCP_Abilities\Proposals\Proposal_Store;

defined( 'ABSPATH' ) || exit;

/**
 * Appends, queries, prunes and drops entries. Knows nothing of REST or screens.
 *
 * @internal
 * @since 0.1.0
 */
final class Activity_Log {

	/** Bump when the table changes; `maybe_upgrade()` then runs `dbDelta` again. */
	public const SCHEMA_VERSION = '7';

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

	/** A REST run signed in with an application password: a script or a remote client. */
	public const CHANNEL_APP_PASSWORD = 'app-password';

	/** A run WordPress's AI Client made for a model's function call (its ability resolver). */
	public const CHANNEL_AI_CLIENT = 'ai-client';

	/** A run by WordPress's MCP adapter, for an MCP client (HTTP or STDIO). */
	public const CHANNEL_MCP_ADAPTER = 'mcp-adapter';

	/** A run from PHP that a filter asked to record (`webmcp_abilities_record_execution`). */
	public const CHANNEL_PHP = 'php';

	/** A person's own action on the log screen: an undo. */
	public const CHANNEL_PERSON = 'person';

	/** A proposal decided, and the approved run, by the person who decided (Proposals). */
	public const CHANNEL_PROPOSAL = 'proposal';

	/** Every channel, in the order the screen lists them. */
	public const CHANNELS = array( self::CHANNEL_WEBMCP, self::CHANNEL_ASSISTANT, self::CHANNEL_APP_PASSWORD, self::CHANNEL_AI_CLIENT, self::CHANNEL_MCP_ADAPTER, self::CHANNEL_PHP, self::CHANNEL_PERSON, self::CHANNEL_PROPOSAL );

	/** Fired with each row once it is complete, for plugins that forward the log elsewhere. */
	public const STORED_ACTION = 'webmcp_abilities_activity_stored';

	/**
	 * @return string This site's table, with its prefix.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * Creates or upgrades the table, and the agent budget's (Rate_Limiter) and grants' (Grant_Store). Runs on activation
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
				object_type varchar(20) NOT NULL DEFAULT '',
				object_id bigint(20) unsigned NOT NULL DEFAULT 0,
				reversal longtext NULL,
				undone_by bigint(20) unsigned NOT NULL DEFAULT 0,
				undoes bigint(20) unsigned NOT NULL DEFAULT 0,
				grant_id varchar(40) NOT NULL DEFAULT '',
				call_id varchar(100) NOT NULL DEFAULT '',
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
		dbDelta( Grant_Store::schema() );
		dbDelta( Proposal_Store::schema() );
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
	 * @param array{user_id: int, tool: string, ability: string, input_summary: string, outcome: string, duration_ms: int, channel?: string, model?: string, object_type?: string, object_id?: int, reversal?: array<string, mixed>|null, undoes?: int, grant_id?: string, call_id?: string} $entry The call to record;
	 *        `channel` defaults to a browser agent's, `model` (the provider and model that asked
	 *        for an assistant's call or answered its turn) to none, `reversal` (what undo needs,
	 *        see Undo\Reversal) to nothing to undo, `call_id` (the assistant's call, as its
	 *        model turn issued it) to none.
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
				'object_type'   => $entry['object_type'] ?? '',
				'object_id'     => $entry['object_id'] ?? 0,
				'reversal'      => isset( $entry['reversal'] ) ? wp_json_encode( $entry['reversal'] ) : null,
				'undoes'        => $entry['undoes'] ?? 0,
				'grant_id'      => substr( $entry['grant_id'] ?? '', 0, 40 ),
				'call_id'       => substr( $entry['call_id'] ?? '', 0, 100 ),
			),
			array( '%s', '%d', '%s', '%s', '%s', '%s', '%d', '%s', '%s', '%s', '%d', '%s', '%d', '%s', '%s' )
		);
		$id = (int) $wpdb->insert_id;
		if ( $id > 0 && Agent_Call_Recorder::UNFINISHED !== $entry['outcome'] ) {
			self::announce( $id );
		}
		return $id;
	}

	/**
	 * Gives an entry recorded as `unfinished` (before its ability ran) its outcome, the input
	 * summary of what ran (REST has sanitised the input since), and what the run changed.
	 *
	 * @since 0.1.0
	 *
	 * @param int                                                                                                                                           $id     The entry.
	 * @param array{outcome: string, duration_ms: int, input_summary?: string, object_type?: string, object_id?: int, reversal?: array<string, mixed>|null} $result How the call ended.
	 */
	public static function finish( int $id, array $result ): void {
		global $wpdb;
		$fields  = array(
			'outcome'     => substr( $result['outcome'], 0, self::OUTCOME_LENGTH ),
			'duration_ms' => max( 0, $result['duration_ms'] ),
		);
		$formats = array( '%s', '%d' );
		foreach ( array(
			'input_summary' => '%s',
			'object_type'   => '%s',
			'object_id'     => '%d',
		) as $column => $format ) {
			if ( isset( $result[ $column ] ) ) {
				$fields[ $column ] = $result[ $column ];
				$formats[]         = $format;
			}
		}
		if ( isset( $result['reversal'] ) ) {
			$fields['reversal'] = wp_json_encode( $result['reversal'] );
			$formats[]          = '%s';
		}
		$wpdb->update( self::table(), $fields, array( 'id' => $id ), $formats, array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table.
		self::announce( $id );
	}

	/**
	 * Logs the other objects one call changed, one entry each beside the call's own entry (which
	 * holds the first), with the same person, tool, channel and outcome: each is undone on its own.
	 *
	 * @since 0.5.0
	 *
	 * @param int                                                                                    $id      The call's entry.
	 * @param array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}> $changes The other objects' changes.
	 */
	public static function add_siblings( int $id, array $changes ): void {
		$entry = array() === $changes ? null : self::get( $id );
		if ( null === $entry ) {
			return;
		}
		foreach ( $changes as $change ) {
			self::add(
				array(
					'user_id'       => (int) $entry->user_id,
					'tool'          => (string) $entry->tool,
					'ability'       => (string) $entry->ability,
					'input_summary' => (string) $entry->input_summary,
					'outcome'       => (string) $entry->outcome,
					'duration_ms'   => (int) $entry->duration_ms,
					'channel'       => (string) $entry->channel,
					'model'         => (string) $entry->model,
					'grant_id'      => (string) $entry->grant_id,
					'call_id'       => (string) $entry->call_id,
				) + $change
			);
		}
	}

	/**
	 * @since 0.2.0
	 *
	 * @param int $id An entry.
	 * @return object|null The stored row, or null when there is none.
	 */
	public static function get( int $id ): ?object {
		global $wpdb;
		$table = self::table();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
		return is_object( $row ) ? $row : null;
	}

	/**
	 * The writes a person's site assistant made with these calls: the entries that ran and
	 * recorded what undo needs, oldest first.
	 *
	 * @since 0.3.0
	 *
	 * @param int      $user_id  The person.
	 * @param string[] $call_ids The assistant's call ids, as its model turns issued them.
	 * @return list<object>
	 */
	public static function assistant_writes( int $user_id, array $call_ids ): array {
		global $wpdb;
		if ( array() === $call_ids ) {
			return array();
		}
		$table = self::table();
		$in    = implode( ',', array_fill( 0, count( $call_ids ), '%s' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the plugin's own table; one placeholder per id.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE user_id = %d AND channel = %s AND outcome = 'ok' AND reversal IS NOT NULL AND call_id IN ({$in}) ORDER BY id", $user_id, self::CHANNEL_ASSISTANT, ...$call_ids ) );
		return is_array( $rows ) ? array_values( $rows ) : array();
	}

	/**
	 * Marks an entry as undone, once: of two people undoing it at the same moment, one wins.
	 *
	 * @since 0.2.0
	 *
	 * @param int $id      The entry undone.
	 * @param int $undo_id The entry that records the undo.
	 * @return bool Whether this call marked it (false: it was already undone).
	 */
	public static function mark_undone( int $id, int $undo_id ): bool {
		global $wpdb;
		$table = self::table();
		return 1 === $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET undone_by = %d WHERE id = %d AND undone_by = 0", $undo_id, $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
	}

	/**
	 * Releases a mark whose undo did not go through, so the entry can be undone again.
	 *
	 * @since 0.2.0
	 *
	 * @param int $id The entry.
	 */
	public static function unmark_undone( int $id ): void {
		global $wpdb;
		$wpdb->update( self::table(), array( 'undone_by' => 0 ), array( 'id' => $id ), array( '%d' ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table.
	}

	/**
	 * @param int $id A complete entry.
	 */
	private static function announce( int $id ): void {
		if ( ! has_action( self::STORED_ACTION ) ) {
			return;
		}
		$row = self::get( $id );
		if ( null !== $row ) {
			/**
			 * Fires once for each complete entry of the agent activity log, to forward it
			 * elsewhere (a SIEM, a chat channel). Unfinished calls fire when they finish.
			 *
			 * @since 0.2.0
			 *
			 * @param array<string, mixed> $row The stored row, as the CSV export has it.
			 */
			do_action( 'webmcp_abilities_activity_stored', Activity_Export::row( $row ) );
		}
	}

	/**
	 * @since 0.1.0
	 *
	 * @param array{user_id?: int, person?: int, tool?: string, ability?: string, outcome?: string, channel?: string, call_id?: string, from?: string, to?: string, per_page: int, page: int} $query The filters and page;
	 *        `user_id` limits to one person's entries (the viewer's scope), `person` is a
	 *        filter within it, `from` and `to` are GMT times, inclusive.
	 * @return array{items: array<int, object>, total: int}
	 */
	public static function query( array $query ): array {
		global $wpdb;
		$table = self::table();
		$where = array( '1=1' );
		$args  = array();
		foreach ( array( 'user_id', 'person' ) as $key ) {
			if ( isset( $query[ $key ] ) ) {
				$where[] = 'user_id = %d';
				$args[]  = $query[ $key ];
			}
		}
		foreach ( array( 'tool', 'ability', 'outcome', 'channel', 'call_id' ) as $column ) {
			if ( isset( $query[ $column ] ) && '' !== $query[ $column ] ) {
				$where[] = "{$column} = %s";
				$args[]  = $query[ $column ];
			}
		}
		foreach ( array(
			'from' => '>=',
			'to'   => '<=',
		) as $key => $operator ) {
			if ( isset( $query[ $key ] ) && '' !== $query[ $key ] ) {
				$where[] = "created_at {$operator} %s";
				$args[]  = $query[ $key ];
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
	 * @param string   $column  `tool`, `ability`, `outcome`, `channel` or `user_id`.
	 * @param int|null $user_id Only this person's entries; null for everyone's.
	 * @return string[] At most `DISTINCT_LIMIT` values, in order.
	 */
	public static function distinct( string $column, ?int $user_id ): array {
		global $wpdb;
		if ( ! in_array( $column, array( 'tool', 'ability', 'outcome', 'channel', 'user_id' ), true ) ) {
			return array();
		}
		$table = self::table();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- whitelisted column of the plugin's own table; values are prepared.
		$values = null === $user_id
			? $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT {$column} FROM {$table} ORDER BY {$column} LIMIT %d", self::DISTINCT_LIMIT ) )
			: $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT {$column} FROM {$table} WHERE user_id = %d ORDER BY {$column} LIMIT %d", $user_id, self::DISTINCT_LIMIT ) );
		// phpcs:enable
		return is_array( $values ) ? array_values( array_map( 'strval', array_filter( $values, 'is_scalar' ) ) ) : array();
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
	 * Removes the tables (the log's, the budget's and the grants') and their version; for uninstall.
	 *
	 * @since 0.1.0
	 */
	public static function drop(): void {
		global $wpdb;
		$table  = self::table();
		$budget = Rate_Limiter::table();
		$grants = Grant_Store::table();
		$wpdb->query( 'DROP TABLE IF EXISTS ' . Proposal_Store::table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.DirectDatabaseQuery.SchemaChange -- the plugin's own table.
		$wpdb->query( "DROP TABLE IF EXISTS {$budget}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.DirectDatabaseQuery.SchemaChange -- the plugin's own table.
		$wpdb->query( "DROP TABLE IF EXISTS {$grants}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.DirectDatabaseQuery.SchemaChange -- the plugin's own table.
		$wpdb->query( "DROP TABLE IF EXISTS {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.DirectDatabaseQuery.SchemaChange -- the plugin's own table.
		delete_option( self::VERSION_OPTION );
	}
}
