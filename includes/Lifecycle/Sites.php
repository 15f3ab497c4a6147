<?php
/**
 * Runs a per-site task on the current site, or on every site of a multisite.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Lifecycle;

defined( 'ABSPATH' ) || exit;

/**
 * @internal
 * @since 0.1.0
 */
final class Sites {

	/** Sites read per query, so a large network is walked without loading every site at once. */
	private const BATCH = 100;

	/**
	 * @since 0.1.0
	 *
	 * @param callable(): void $task      Acts on the current site (options, tables, cron).
	 * @param bool             $all_sites Run it on every site of every network, when multisite.
	 */
	public static function run( callable $task, bool $all_sites ): void {
		if ( ! $all_sites || ! is_multisite() ) {
			$task();
			return;
		}
		$offset = 0;
		do {
			$ids = get_sites(
				array(
					'fields'                 => 'ids',
					'number'                 => self::BATCH,
					'offset'                 => $offset,
					'orderby'                => 'id',
					'update_site_meta_cache' => false,
				)
			);
			foreach ( $ids as $id ) {
				self::run_on( (int) $id, $task );
			}
			$offset += self::BATCH;
			$full    = count( $ids ) === self::BATCH;
		} while ( $full );
	}

	/**
	 * @since 0.1.0
	 *
	 * @param int              $site_id A site of this multisite.
	 * @param callable(): void $task    Acts on the current site.
	 */
	public static function run_on( int $site_id, callable $task ): void {
		switch_to_blog( $site_id );
		try {
			$task();
		} finally {
			restore_current_blog();
		}
	}
}
