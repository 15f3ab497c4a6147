<?php
/**
 * Proposals: calls an agent made for someone who may not run them, kept for someone who may.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Proposals;

use WebMCP_Abilities\Activity\Activity_Log;

defined( 'ABSPATH' ) || exit;

/**
 * One row per proposal in a table of its own: the ability and its exact input, the object it
 * acts on and a fingerprint of that object as the proposer saw it (a later change makes the
 * proposal stale), the dialog's description of it, who proposed and through which channel and
 * tool, the agent's reason, and the decision. A proposal moves from `open` to `approved`,
 * `rejected`, `stale`, `expired` or `failed` exactly once: every move is one `UPDATE … WHERE status =
 * 'open'`, so two approvers clicking at once run it once.
 *
 * @internal
 * @since 0.6.0
 */
final class Proposal_Store {

	/** The table's name after the site's prefix. */
	public const TABLE = 'webmcp_abilities_proposals';

	/** States a proposal ends in. */
	public const CLOSED = array( 'approved', 'rejected', 'stale', 'expired', 'failed' );

	/** A proposal being approved: taken out of `open` so nobody else runs it meanwhile. */
	private const RUNNING = 'running';

	/**
	 * @return string This site's proposals table, with its prefix.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * @return string The table's definition, for `dbDelta` (see Activity_Log::install()).
	 */
	public static function schema(): string {
		global $wpdb;
		return 'CREATE TABLE ' . self::table() . " (
			id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			created_at datetime NOT NULL,
			expires_at bigint(20) unsigned NOT NULL DEFAULT 0,
			status varchar(20) NOT NULL DEFAULT 'open',
			ability varchar(255) NOT NULL DEFAULT '',
			tool varchar(128) NOT NULL DEFAULT '',
			channel varchar(20) NOT NULL DEFAULT '',
			input longtext NOT NULL,
			object_type varchar(20) NOT NULL DEFAULT '',
			object_id bigint(20) unsigned NOT NULL DEFAULT 0,
			fingerprint varchar(64) NOT NULL DEFAULT '',
			subject longtext NOT NULL,
			reason text NOT NULL,
			proposer bigint(20) unsigned NOT NULL DEFAULT 0,
			decided_by bigint(20) unsigned NOT NULL DEFAULT 0,
			decided_at datetime NULL,
			note text NOT NULL,
			result longtext NULL,
			seen tinyint(1) unsigned NOT NULL DEFAULT 0,
			PRIMARY KEY  (id),
			KEY status_object (status,object_type,object_id),
			KEY proposer (proposer,status)
		) {$wpdb->get_charset_collate()};";
	}

	/**
	 * @since 0.6.0
	 *
	 * @param array{ability: string, tool: string, channel: string, input: mixed, object_type: string, object_id: int, fingerprint: string, subject: array<string, mixed>, reason: string, proposer: int, expires_at: int} $proposal The proposal, as made.
	 * @return int Its id, or 0 when it could not be stored.
	 */
	public static function add( array $proposal ): int {
		global $wpdb;
		Activity_Log::maybe_upgrade();
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- the plugin's own table.
			self::table(),
			array(
				'created_at'  => gmdate( 'Y-m-d H:i:s' ),
				'expires_at'  => $proposal['expires_at'],
				'status'      => 'open',
				'ability'     => $proposal['ability'],
				'tool'        => substr( $proposal['tool'], 0, 128 ),
				'channel'     => $proposal['channel'],
				'input'       => (string) wp_json_encode( $proposal['input'] ),
				'object_type' => $proposal['object_type'],
				'object_id'   => $proposal['object_id'],
				'fingerprint' => $proposal['fingerprint'],
				'subject'     => (string) wp_json_encode( $proposal['subject'] ),
				'reason'      => $proposal['reason'],
				'proposer'    => $proposal['proposer'],
				'note'        => '',
			),
			array( '%s', '%d', '%s', '%s', '%s', '%s', '%s', '%s', '%d', '%s', '%s', '%s', '%d', '%s' )
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * Reasons and notes are kept as written, as text: every place that shows them escapes them
	 * (`esc_html()`), so none of it has to be stripped, and no word is lost with a tag.
	 *
	 * @since 0.6.0
	 *
	 * @param string $text  A reason or a note as sent.
	 * @param int    $limit The most characters kept.
	 * @return string It as stored: valid UTF-8 (else empty), no control characters but line breaks
	 *                and tabs, trimmed and bounded.
	 */
	public static function plain_text( string $text, int $limit ): string {
		$text = (string) preg_replace( '/(?![\t\n\r])\p{Cc}/u', '', wp_check_invalid_utf8( $text ) );
		return mb_substr( trim( $text ), 0, $limit );
	}

	/**
	 * Open proposals on one object, in the order they came, up to and including this one.
	 *
	 * @since 0.6.0
	 *
	 * @param int $id A proposal just stored.
	 */
	public static function open_on_object_until( int $id ): int {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the plugin's own table; a count that must not be cached.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} p JOIN {$table} me ON me.id = %d WHERE p.status = 'open' AND p.object_type = me.object_type AND p.object_id = me.object_id AND p.id <= me.id", $id ) );
	}

	/**
	 * The first open proposal that asks exactly what another asks: the same person, ability,
	 * input and object. An agent that sends a call again (a retry, two at once) files it once.
	 *
	 * @since 0.7.0
	 *
	 * @param int $id A proposal just stored.
	 * @return int That proposal's id, or `$id` when it is the first.
	 */
	public static function first_alike( int $id ): int {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the plugin's own table; read fresh, as proposals sent at once race.
		$first = $wpdb->get_var( $wpdb->prepare( "SELECT MIN(p.id) FROM {$table} p JOIN {$table} me ON me.id = %d WHERE p.status = 'open' AND p.expires_at >= %d AND p.proposer = me.proposer AND p.ability = me.ability AND p.object_type = me.object_type AND p.object_id = me.object_id AND p.input = me.input", $id, time() ) );
		return null === $first ? $id : (int) $first;
	}

	/**
	 * @since 0.7.0
	 *
	 * @param int    $proposer    Who would send it.
	 * @param string $ability     The ability.
	 * @param mixed  $input       Its input, as it would be stored.
	 * @param string $object_type What it acts on.
	 * @param int    $object_id   Which.
	 * @return int The open proposal that asks exactly this, or 0.
	 */
	public static function open_alike( int $proposer, string $ability, $input, string $object_type, int $object_id ): int {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the plugin's own table; read fresh.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT MIN(id) FROM {$table} WHERE status = 'open' AND expires_at >= %d AND proposer = %d AND ability = %s AND object_type = %s AND object_id = %d AND input = %s", time(), $proposer, $ability, $object_type, $object_id, (string) wp_json_encode( $input ) ) );
	}

	/**
	 * Removes a proposal that was never offered to anyone (refused right after it was stored).
	 *
	 * @since 0.6.0
	 *
	 * @param int $id The proposal.
	 */
	public static function remove( int $id ): void {
		global $wpdb;
		$wpdb->delete( self::table(), array( 'id' => $id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
	}

	/**
	 * @since 0.6.0
	 *
	 * @param int $id A proposal.
	 * @return object|null Its row, `input`, `subject` and `result` decoded; null when there is none.
	 */
	public static function get( int $id ): ?object {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the plugin's own table; its state must be read fresh.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ) );
		return is_object( $row ) ? self::decoded( $row ) : null;
	}

	/**
	 * @since 0.6.0
	 *
	 * @param array{status?: string, proposer?: int, per_page: int, page: int} $query What to list.
	 * @return array{items: array<int, object>, total: int} Newest first.
	 */
	public static function query( array $query ): array {
		global $wpdb;
		$table  = self::table();
		$where  = array( '1 = %d' );
		$values = array( 1 );
		if ( isset( $query['status'] ) ) {
			$where[]  = 'status = %s';
			$values[] = $query['status'];
		}
		if ( 'open' === ( $query['status'] ?? null ) ) {
			// Past its time, an open proposal is expired, whether or not the daily sweep ran.
			$where[]  = 'expires_at >= %d';
			$values[] = time();
		}
		if ( isset( $query['proposer'] ) ) {
			$where[]  = 'proposer = %d';
			$values[] = $query['proposer'];
		}
		$condition = implode( ' AND ', $where );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the plugin's own table; the conditions and their placeholders are this method's own.
		$total = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE {$condition}", ...$values ) );
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE {$condition} ORDER BY id DESC LIMIT %d OFFSET %d", ...array_merge( $values, array( $query['per_page'], ( $query['page'] - 1 ) * $query['per_page'] ) ) ) );
		// phpcs:enable
		return array(
			'items' => array_map( array( self::class, 'decoded' ), (array) $rows ),
			'total' => $total,
		);
	}

	/**
	 * Takes an open proposal for one approver: nobody else can decide it until `finish()`.
	 *
	 * @since 0.6.0
	 *
	 * @param int $id A proposal.
	 * @return bool Whether this request took it (false: decided, expired or being decided).
	 */
	public static function claim( int $id ): bool {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the plugin's own table.
		return 1 === $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = %s WHERE id = %d AND status = 'open' AND expires_at >= %d", self::RUNNING, $id, time() ) );
	}

	/**
	 * Gives a claimed proposal back, undecided (the approver may not run it, say).
	 *
	 * @since 0.6.0
	 *
	 * @param int $id A proposal this request claimed.
	 */
	public static function release( int $id ): void {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the plugin's own table.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = 'open' WHERE id = %d AND status = %s", $id, self::RUNNING ) );
	}

	/**
	 * Records the decision on a proposal this request claimed.
	 *
	 * @since 0.6.0
	 *
	 * @param int                       $id      The proposal.
	 * @param string                    $status  One of `CLOSED`.
	 * @param int                       $user_id Who decided (0: the site, for an expiry).
	 * @param string                    $note    Their note.
	 * @param array<string, mixed>|null $result  What the run answered, or why it did not run.
	 */
	public static function finish( int $id, string $status, int $user_id, string $note, ?array $result ): void {
		global $wpdb;
		$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
			self::table(),
			array(
				'status'     => $status,
				'decided_by' => $user_id,
				'decided_at' => gmdate( 'Y-m-d H:i:s' ),
				'note'       => $note,
				'result'     => null === $result ? null : wp_json_encode( $result ),
			),
			array(
				'id'     => $id,
				'status' => self::RUNNING,
			),
			array( '%s', '%d', '%s', '%s', '%s' ),
			array( '%d', '%s' )
		);
	}

	/**
	 * Marks a proposer's decided proposals as seen (the notice told them).
	 *
	 * @since 0.6.0
	 *
	 * @param array<int, int> $ids Proposals.
	 */
	public static function mark_seen( array $ids ): void {
		global $wpdb;
		$table = self::table();
		foreach ( $ids as $id ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the plugin's own table.
			$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET seen = 1 WHERE id = %d", $id ) );
		}
	}

	/**
	 * @since 0.6.0
	 *
	 * @param int $user_id A proposer.
	 * @return array<int, object> Their decided proposals they have not been told of.
	 */
	public static function unseen_decisions( int $user_id ): array {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the plugin's own table.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE proposer = %d AND seen = 0 AND status IN ('approved','rejected','stale','expired','failed') ORDER BY id LIMIT 20", $user_id ) );
		return array_map( array( self::class, 'decoded' ), (array) $rows );
	}

	/**
	 * Closes the open proposals whose time ran out, so their proposers hear of it. Runs with the
	 * log's daily prune; meanwhile every read already treats them as expired.
	 *
	 * @since 0.6.0
	 */
	public static function expire_due(): void {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the plugin's own table.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = 'expired', decided_at = %s WHERE status = 'open' AND expires_at < %d", gmdate( 'Y-m-d H:i:s' ), time() ) );
	}

	/**
	 * @param object $row A stored row.
	 * @return object The row with its JSON columns decoded and its numbers as numbers.
	 */
	private static function decoded( object $row ): object {
		$row->input   = json_decode( (string) $row->input, true );
		$row->subject = (array) json_decode( (string) $row->subject, true );
		$row->result  = null === $row->result ? null : json_decode( (string) $row->result, true );
		foreach ( array( 'id', 'expires_at', 'object_id', 'proposer', 'decided_by', 'seen' ) as $column ) {
			$row->$column = (int) $row->$column;
		}
		if ( 'open' === $row->status && $row->expires_at < time() ) {
			$row->status = 'expired';
		}
		return $row;
	}
}
