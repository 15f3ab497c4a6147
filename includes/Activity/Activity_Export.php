<?php
/**
 * The log as CSV, with the screen's filters, and the shape of a row other plugins receive.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

defined( 'ABSPATH' ) || exit;

/**
 * Streams the rows page by page, so a long log is never held in memory. A cell that a
 * spreadsheet would run as a formula (it starts with `=`, `+`, `-`, `@`, a tab or a carriage
 * return; input summaries and tool names come from agents) is prefixed with a quote.
 *
 * @internal
 * @since 0.2.0
 */
final class Activity_Export {

	public const ACTION = 'webmcp_abilities_export';

	/** Rows read from the table at a time. */
	private const BATCH = 500;

	/**
	 * @since 0.2.0
	 *
	 * @return string The export's address, with the screen's current filters and a nonce.
	 */
	public static function url(): string {
		return wp_nonce_url( add_query_arg( array( 'action' => self::ACTION ) + Activity_Filters::arguments(), admin_url( 'admin-post.php' ) ), self::ACTION );
	}

	/**
	 * Runs on `admin_post_webmcp_abilities_export`.
	 *
	 * @since 0.2.0
	 */
	public static function download(): void {
		check_admin_referer( self::ACTION );
		if ( ! current_user_can( 'read' ) ) {
			wp_die( esc_html__( 'You may not export the agent activity log.', 'webmcp-abilities' ), 403 );
		}
		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="agent-activity-' . gmdate( 'Y-m-d' ) . '.csv"' );
		$out = fopen( 'php://output', 'w' );
		if ( false === $out ) {
			exit;
		}
		self::write( $out, Activity_Filters::query() );
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose -- php://output.
		exit;
	}

	/**
	 * @since 0.2.0
	 *
	 * @param resource                                                                                                                            $out   Where the CSV goes.
	 * @param array{user_id?: int, person?: int, tool?: string, ability?: string, outcome?: string, channel?: string, from?: string, to?: string} $query The filters.
	 */
	public static function write( $out, array $query ): void {
		$header = false;
		for ( $page = 1; ; $page++ ) {
			$result = Activity_Log::query(
				$query + array(
					'per_page' => self::BATCH,
					'page'     => $page,
				)
			);
			foreach ( $result['items'] as $item ) {
				$row = self::row( $item );
				if ( ! $header ) {
					fputcsv( $out, array_keys( $row ), ',', '"', '' );
					$header = true;
				}
				fputcsv( $out, array_map( array( self::class, 'cell' ), array_values( $row ) ), ',', '"', '' );
			}
			if ( count( $result['items'] ) < self::BATCH ) {
				break;
			}
		}
		if ( ! $header ) {
			fputcsv( $out, array_keys( self::row( (object) array() ) ), ',', '"', '' );
		}
	}

	/**
	 * @since 0.2.0
	 *
	 * @param object $item A stored row.
	 * @return array<string, int|string> The row as the export and the stored-row action give it.
	 */
	public static function row( object $item ): array {
		$user = get_userdata( (int) ( $item->user_id ?? 0 ) );
		return array(
			'id'          => (int) ( $item->id ?? 0 ),
			'time_utc'    => isset( $item->created_at ) ? str_replace( ' ', 'T', (string) $item->created_at ) . 'Z' : '',
			'user_id'     => (int) ( $item->user_id ?? 0 ),
			'user_login'  => $user ? $user->user_login : '',
			'channel'     => (string) ( $item->channel ?? '' ),
			'model'       => (string) ( $item->model ?? '' ),
			'tool'        => (string) ( $item->tool ?? '' ),
			'ability'     => (string) ( $item->ability ?? '' ),
			'input'       => (string) ( $item->input_summary ?? '' ),
			'outcome'     => (string) ( $item->outcome ?? '' ),
			'duration_ms' => (int) ( $item->duration_ms ?? 0 ),
			'object_type' => (string) ( $item->object_type ?? '' ),
			'object_id'   => (int) ( $item->object_id ?? 0 ),
			'grant'       => (string) ( $item->grant_id ?? '' ),
			'undone_by'   => (int) ( $item->undone_by ?? 0 ),
			'undoes'      => (int) ( $item->undoes ?? 0 ),
		);
	}

	/**
	 * @param int|string $value A cell.
	 * @return int|string The cell, defused if a spreadsheet would run it.
	 */
	private static function cell( $value ) {
		return is_string( $value ) && 1 === preg_match( '/^[=+\-@\t\r]/', $value ) ? "'" . $value : $value;
	}
}
