<?php
/**
 * A person's click on "Undo" in the agent activity log.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Undo;

use WebMCP_Abilities\Activity\Activity_Filters;
use WebMCP_Abilities\Activity\Activity_Log;
use WebMCP_Abilities\Activity\Activity_Page;
use WebMCP_Abilities\Activity\Agent_Call_Recorder;
use WebMCP_Abilities\Activity\Logged_Object;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * One undo is one entry of its own (channel `person`), whatever its outcome: refused for want of
 * the capability, refused because the object changed since, already undone, or done. An entry is
 * undone at most once: the mark is taken in one query before the reverse change, so two clicks
 * at the same moment cannot both go through.
 *
 * @internal
 * @since 0.2.0
 */
final class Undo_Request {

	public const ACTION = 'webmcp_abilities_undo';

	/** Where the outcome waits for the screen the person is sent back to. */
	private const NOTICE = 'webmcp_abilities_undo_notice_';

	/**
	 * @since 0.2.0
	 *
	 * @param int $id An entry.
	 * @return string The nonce action of undoing it.
	 */
	public static function nonce_action( int $id ): string {
		return self::ACTION . '_' . $id;
	}

	/**
	 * Runs on `admin_post_webmcp_abilities_undo`.
	 *
	 * @since 0.2.0
	 */
	public static function handle(): void {
		$id = isset( $_POST['entry'] ) ? absint( $_POST['entry'] ) : 0;
		check_admin_referer( self::nonce_action( $id ) );
		$result = self::undo( $id );
		set_transient(
			self::NOTICE . get_current_user_id(),
			array(
				'ok'      => true === $result,
				'message' => true === $result ? __( 'Undone.', 'webmcp-abilities' ) : $result->get_error_message(),
			),
			MINUTE_IN_SECONDS
		);
		wp_safe_redirect( wp_get_referer() ? wp_get_referer() : admin_url( 'tools.php?page=' . Activity_Page::SLUG ) );
		exit;
	}

	/**
	 * @since 0.2.0
	 *
	 * @return array{ok: bool, message: string}|null The outcome of this person's last undo, once.
	 */
	public static function take_notice(): ?array {
		$key    = self::NOTICE . get_current_user_id();
		$notice = get_transient( $key );
		delete_transient( $key );
		return is_array( $notice ) ? $notice : null;
	}

	/**
	 * @since 0.2.0
	 *
	 * @param object $row A stored entry.
	 * @return array<string, mixed>|null Its reversal, when the current person may undo it now.
	 */
	public static function offer( object $row ): ?array {
		$reversal = self::reversal_of( $row );
		return null !== $reversal && 0 === (int) $row->undone_by && self::may_see( $row ) && ! Logged_Object::of_unregistered_type( $row ) && Reversal::may_undo( $reversal ) ? $reversal : null;
	}

	/**
	 * Undoes an entry's write as the current person, and records the attempt.
	 *
	 * @since 0.2.0
	 *
	 * @param int $id The entry.
	 * @return true|WP_Error
	 */
	public static function undo( int $id ): bool|WP_Error {
		$started  = microtime( true );
		$row      = Activity_Log::get( $id );
		$reversal = null === $row ? null : self::reversal_of( $row );
		if ( null === $row || null === $reversal || ! self::may_see( $row ) ) {
			return new WP_Error( 'not_found', __( 'There is no change in the log that you can undo there.', 'webmcp-abilities' ) );
		}
		$entry  = Activity_Log::add(
			array(
				'user_id'       => get_current_user_id(),
				'tool'          => '',
				'ability'       => (string) $row->ability,
				'input_summary' => (string) wp_json_encode( array( 'undo' => $id ) ),
				'outcome'       => Agent_Call_Recorder::UNFINISHED,
				'duration_ms'   => 0,
				'channel'       => Activity_Log::CHANNEL_PERSON,
				'object_type'   => (string) $row->object_type,
				'object_id'     => (int) $row->object_id,
				'undoes'        => $id,
			)
		);
		$result = Logged_Object::of_unregistered_type( $row )
			? new WP_Error( 'undo_conflict', __( 'This post\'s content type is no longer on the site (its plugin is off), so WordPress cannot say who may change it. Nothing was undone.', 'webmcp-abilities' ) )
			: self::attempt( $id, $entry, $reversal );
		Activity_Log::finish(
			$entry,
			array(
				'outcome'     => true === $result ? 'ok' : (string) $result->get_error_code(),
				'duration_ms' => (int) round( ( microtime( true ) - $started ) * 1000 ),
			)
		);
		return $result;
	}

	/**
	 * @param int                  $id       The entry undone.
	 * @param int                  $entry    The entry recording the undo.
	 * @param array<string, mixed> $reversal The entry's reversal.
	 * @return true|WP_Error
	 */
	private static function attempt( int $id, int $entry, array $reversal ): bool|WP_Error {
		if ( ! Reversal::may_undo( $reversal ) ) {
			return new WP_Error( 'access_denied', __( 'You may not make this change yourself, so you may not undo it.', 'webmcp-abilities' ) );
		}
		// The mark comes before the check for a change since: of two undos at once, the second
		// must hear that the first undid it, not that the first's own change is a conflict.
		if ( ! Activity_Log::mark_undone( $id, $entry ) ) {
			return self::already_undone( $id );
		}
		$conflict = Reversal::conflict( $reversal );
		$result   = null === $conflict ? Reversal::apply( $reversal ) : new WP_Error( 'undo_conflict', $conflict . ' ' . __( 'Nothing was undone.', 'webmcp-abilities' ) );
		if ( true !== $result ) {
			Activity_Log::unmark_undone( $id );
		}
		return $result;
	}

	/**
	 * @param int $id An entry another undo has marked.
	 * @return WP_Error `already_undone`, saying when and by whom.
	 */
	private static function already_undone( int $id ): WP_Error {
		$row  = Activity_Log::get( $id );
		$undo = null === $row ? null : Activity_Log::get( (int) $row->undone_by );
		if ( null === $undo ) {
			return new WP_Error( 'already_undone', __( 'This change was already undone. Nothing else was changed.', 'webmcp-abilities' ) );
		}
		$person = get_userdata( (int) $undo->user_id );
		$when   = (int) strtotime( $undo->created_at . ' UTC' );
		return new WP_Error(
			'already_undone',
			sprintf(
				/* translators: 1: a person's display name, 2: a date and time. */
				__( 'This change was already undone by %1$s on %2$s. Nothing else was changed.', 'webmcp-abilities' ),
				$person ? $person->display_name : __( 'a deleted user', 'webmcp-abilities' ),
				wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $when )
			),
			array(
				'undone_by' => (int) $undo->user_id,
				'undone_at' => gmdate( 'c', $when ),
			)
		);
	}

	/**
	 * @since 0.3.0
	 *
	 * @param object $row A stored entry.
	 * @return array<string, mixed>|null Its reversal, if its write recorded one.
	 */
	public static function reversal_of( object $row ): ?array {
		$reversal = is_string( $row->reversal ?? null ) ? json_decode( $row->reversal, true ) : null;
		return is_array( $reversal ) && isset( $reversal['kind'], $reversal['id'], $reversal['after'] ) ? $reversal : null;
	}

	/**
	 * @param object $row A stored entry.
	 */
	private static function may_see( object $row ): bool {
		$scope = Activity_Filters::scope();
		return null === $scope || (int) $row->user_id === $scope;
	}
}
