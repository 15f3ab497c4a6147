<?php
/**
 * Grants for bulk work: a person lets one tool run a number of times, for a few minutes,
 * without a confirmation each time.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Grants;

use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * A grant is one row of a small table: its random id, the person, the ability, the calls left
 * and when it ends. The id lives only in the memory of the page where the person gave it, so
 * no other tab or screen can use it, and it dies with that page. Each call under it takes one
 * call in a single `UPDATE` that also checks the person, the ability and the time, so calls
 * sent at once can never take more than the grant holds.
 *
 * @internal
 * @since 0.2.0
 */
final class Grant_Store {

	/** The most calls one grant may cover. */
	public const MAX_CALLS = 50;

	/** The longest a grant may last, in minutes. */
	public const MAX_MINUTES = 30;

	/** The table's name after the site's prefix. */
	public const TABLE = 'webmcp_abilities_grants';

	/** @var array<int, string> The grant each call under way runs under, by request object. */
	private static array $used = array();

	/**
	 * @return string This site's grant table, with its prefix.
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
			id char(36) NOT NULL,
			user_id bigint(20) unsigned NOT NULL,
			ability varchar(255) NOT NULL,
			remaining int(10) unsigned NOT NULL DEFAULT 0,
			expires_at bigint(20) unsigned NOT NULL DEFAULT 0,
			PRIMARY KEY  (id),
			KEY expires_at (expires_at)
		) {$wpdb->get_charset_collate()};";
	}

	/**
	 * @since 0.2.0
	 *
	 * @param int    $user_id The person.
	 * @param string $ability The ability the grant covers.
	 * @param int    $calls   How many calls.
	 * @param int    $minutes For how long.
	 * @return array{id: string, calls: int, expires: int}|WP_Error The grant (`expires`: a Unix time).
	 */
	public static function create( int $user_id, string $ability, int $calls, int $minutes ): array|WP_Error {
		global $wpdb;
		$table = self::table();
		$now   = time();
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE expires_at < %d", $now ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
		$grant  = array(
			'id'      => wp_generate_uuid4(),
			'calls'   => $calls,
			'expires' => $now + $minutes * MINUTE_IN_SECONDS,
		);
		$stored = $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- the plugin's own table.
			$table,
			array(
				'id'         => $grant['id'],
				'user_id'    => $user_id,
				'ability'    => $ability,
				'remaining'  => $calls,
				'expires_at' => $grant['expires'],
			),
			array( '%s', '%d', '%s', '%d', '%d' )
		);
		return false === $stored ? new WP_Error( 'grant_failed', __( 'The grant could not be stored.', 'webmcp-abilities' ), array( 'status' => 500 ) ) : $grant;
	}

	/**
	 * Takes one call of a grant for this person and ability, if it has one left and has not ended.
	 *
	 * @since 0.2.0
	 *
	 * @param string $id      The grant the call names.
	 * @param int    $user_id The person calling.
	 * @param string $ability The ability called.
	 */
	public static function consume( string $id, int $user_id, string $ability ): bool {
		global $wpdb;
		$table = self::table();
		return 1 === $wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
			$wpdb->prepare(
				"UPDATE {$table} SET remaining = remaining - 1 WHERE id = %s AND user_id = %d AND ability = %s AND remaining > 0 AND expires_at >= %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the plugin's own table.
				$id,
				$user_id,
				$ability,
				time()
			)
		);
	}

	/**
	 * Ends a grant before its time (the banner's "End now").
	 *
	 * @since 0.2.0
	 *
	 * @param string $id      The grant.
	 * @param int    $user_id The person whose grant it is.
	 */
	public static function end( string $id, int $user_id ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
		$wpdb->delete(
			self::table(),
			array(
				'id'      => $id,
				'user_id' => $user_id,
			),
			array( '%s', '%d' )
		);
	}

	/**
	 * Remembers which grant a call took, for its log entry.
	 *
	 * @since 0.2.0
	 *
	 * @param WP_REST_Request $request The call.
	 * @param string          $id      The grant.
	 */
	public static function mark( WP_REST_Request $request, string $id ): void {
		self::$used[ spl_object_id( $request ) ] = $id;
	}

	/**
	 * Forgets any earlier call's grant at this request's object id (ids are reused once freed).
	 *
	 * @since 0.2.0
	 *
	 * @param WP_REST_Request $request A call about to be checked.
	 */
	public static function forget( WP_REST_Request $request ): void {
		unset( self::$used[ spl_object_id( $request ) ] );
	}

	/**
	 * @since 0.2.0
	 *
	 * @param WP_REST_Request $request A call.
	 * @return string The grant it ran under, or ''.
	 */
	public static function used_by( WP_REST_Request $request ): string {
		return self::$used[ spl_object_id( $request ) ] ?? '';
	}
}
