<?php
/**
 * The log screen's filters, read from a request, for the table and its CSV export alike.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

use WebMCP_Abilities\Proposals\Proposal_Log;

defined( 'ABSPATH' ) || exit;

/**
 * Dates are the site's own (what the screen shows); the log stores GMT. People who cannot
 * manage options see only their own entries, whatever the person filter says.
 *
 * @internal
 * @since 0.2.0
 */
final class Activity_Filters {

	/** The text filters, each a column of the log. */
	public const COLUMNS = array( 'channel', 'tool', 'ability', 'outcome' );

	/** A date filter's format, as `<input type="date">` sends it. */
	private const DATE = '#^\d{4}-\d{2}-\d{2}\z#';

	/**
	 * @since 0.2.0
	 *
	 * @return int|null The one person whose entries the viewer sees, or null for everyone's.
	 */
	public static function scope(): ?int {
		return current_user_can( 'manage_options' ) ? null : get_current_user_id();
	}

	/**
	 * @since 0.2.0
	 *
	 * @param string $name A filter's query argument.
	 * @return string Its value in the query string, sanitised.
	 */
	public static function value( string $name ): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only filters.
		return isset( $_GET[ $name ] ) && is_string( $_GET[ $name ] ) ? sanitize_text_field( wp_unslash( $_GET[ $name ] ) ) : '';
	}

	/**
	 * @since 0.2.0
	 *
	 * @return array{user_id?: int, person?: int, tool?: string, ability?: string, outcome?: string, channel?: string, call_id?: string, from?: string, to?: string} The query for Activity_Log::query(), without its page.
	 */
	public static function query(): array {
		$query = array();
		foreach ( self::COLUMNS as $column ) {
			$value = self::value( $column );
			if ( '' !== $value ) {
				$query[ $column ] = $value;
			}
		}
		$person = absint( self::value( 'person' ) );
		if ( $person > 0 ) {
			$query['person'] = $person;
		}
		// One proposal's story: proposed, decided, run.
		$proposal = (int) absint( self::value( 'proposal' ) );
		if ( $proposal > 0 ) {
			$query['call_id'] = Proposal_Log::link( $proposal );
		}
		$scope = self::scope();
		if ( null !== $scope ) {
			$query['user_id'] = $scope;
		}
		foreach ( array(
			'from' => '00:00:00',
			'to'   => '23:59:59',
		) as $bound => $time ) {
			$date = self::value( $bound );
			if ( 1 === preg_match( self::DATE, $date ) ) {
				$query[ $bound ] = get_gmt_from_date( "{$date} {$time}" );
			}
		}
		return $query;
	}

	/**
	 * @since 0.2.0
	 *
	 * @return array<string, string> The filters in effect, as query arguments, to carry into links.
	 */
	public static function arguments(): array {
		$arguments = array();
		foreach ( array_merge( self::COLUMNS, array( 'person', 'proposal', 'from', 'to' ) ) as $name ) {
			$arguments[ $name ] = self::value( $name );
		}
		return array_filter( $arguments, static fn ( string $value ): bool => '' !== $value );
	}
}
