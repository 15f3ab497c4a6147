<?php
/**
 * Every row a tool could change, read behind WordPress's caches, to tell what a call changed.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests\Contract;

use WebMCP_Abilities\Activity\Activity_Log;
use WebMCP_Abilities\Grants\Grant_Store;
use WebMCP_Abilities\Proposals\Proposal_Store;

/**
 * The tables `e2e/fixtures/mu-plugins/database-probe.php` checks over HTTP, plus users, term meta
 * and the plugin's proposals and grants: row by row, so a test can name what changed. The
 * activity log is apart (`log()`): a refusal is written there, and only there.
 */
final class Site_State {

	/**
	 * @return array<string, array<string, array<string, string|null>>> Table => key => row.
	 */
	public static function take(): array {
		global $wpdb;
		// Transients are caches WordPress sets and expires on its own; an expired one's timeout is
		// kept, so deleting expired transients is a change a tool can be seen to make.
		$options = "SELECT * FROM {$wpdb->options} WHERE ( option_name NOT LIKE '\\_transient\\_%' AND option_name NOT LIKE '\\_site\\_transient\\_%' ) OR ( option_name REGEXP '^_(site_)?transient_timeout_' AND option_value < " . time() . ' )';
		$tables  = array(
			'posts'              => array( "SELECT * FROM {$wpdb->posts}", 'ID' ),
			'postmeta'           => array( "SELECT * FROM {$wpdb->postmeta}", 'meta_id' ),
			'comments'           => array( "SELECT * FROM {$wpdb->comments}", 'comment_ID' ),
			'commentmeta'        => array( "SELECT * FROM {$wpdb->commentmeta}", 'meta_id' ),
			'terms'              => array( "SELECT * FROM {$wpdb->terms}", 'term_id' ),
			'term_taxonomy'      => array( "SELECT * FROM {$wpdb->term_taxonomy}", 'term_taxonomy_id' ),
			'term_relationships' => array( "SELECT * FROM {$wpdb->term_relationships}", 'object_id,term_taxonomy_id' ),
			'termmeta'           => array( "SELECT * FROM {$wpdb->termmeta}", 'meta_id' ),
			'options'            => array( $options, 'option_name' ),
			'users'              => array( "SELECT * FROM {$wpdb->users}", 'ID' ),
			'usermeta'           => array( "SELECT * FROM {$wpdb->usermeta}", 'umeta_id' ),
			'proposals'          => array( 'SELECT * FROM ' . Proposal_Store::table(), 'id' ),
			'grants'             => array( 'SELECT * FROM ' . Grant_Store::table(), 'id' ),
		);
		$state   = array();
		foreach ( $tables as $table => list( $sql, $key ) ) {
			$state[ $table ] = self::rows( $sql, explode( ',', $key ) );
		}
		return $state;
	}

	/**
	 * @return array<string, array<string, string|null>> The activity log's rows, by ID.
	 */
	public static function log(): array {
		return self::rows( 'SELECT * FROM ' . Activity_Log::table(), array( 'id' ) );
	}

	/**
	 * @param array<string, array<string, array<string, string|null>>> $before A state.
	 * @param array<string, array<string, array<string, string|null>>> $after  A later one.
	 * @return list<array{table: string, key: string, before: array<string, string|null>|null, after: array<string, string|null>|null}>
	 *         Each row added, changed or removed.
	 */
	public static function changes( array $before, array $after ): array {
		$changes = array();
		foreach ( array_unique( array_merge( array_keys( $before ), array_keys( $after ) ) ) as $table ) {
			$old = $before[ $table ] ?? array();
			$new = $after[ $table ] ?? array();
			foreach ( array_unique( array_merge( array_keys( $old ), array_keys( $new ) ) ) as $key ) {
				if ( ( $old[ $key ] ?? null ) !== ( $new[ $key ] ?? null ) ) {
					$changes[] = array(
						'table'  => (string) $table,
						'key'    => (string) $key,
						'before' => $old[ $key ] ?? null,
						'after'  => $new[ $key ] ?? null,
					);
				}
			}
		}
		return $changes;
	}

	/**
	 * @param list<array{table: string, key: string, before: array<string, string|null>|null, after: array<string, string|null>|null}> $changes Changes.
	 * @return string They, a line each, for a failure's message.
	 */
	public static function describe( array $changes ): string {
		$lines = array();
		foreach ( array_slice( $changes, 0, 12 ) as $change ) {
			$columns = array_keys( (array) ( $change['after'] ?? $change['before'] ) );
			$moved   = array_filter( $columns, static fn ( $column ): bool => ( $change['before'][ $column ] ?? null ) !== ( $change['after'][ $column ] ?? null ) );
			$parts   = array_map(
				static fn ( $column ): string => sprintf( '%s: %s → %s', $column, self::short( $change['before'][ $column ] ?? null ), self::short( $change['after'][ $column ] ?? null ) ),
				$moved
			);
			$lines[] = "  {$change['table']} {$change['key']}: " . implode( '; ', $parts );
		}
		return implode( "\n", $lines ) . ( count( $changes ) > 12 ? "\n  …" : '' );
	}

	/**
	 * @param string   $sql  A query of a whole table.
	 * @param string[] $key  The columns that identify a row.
	 * @return array<string, array<string, string|null>>
	 */
	private static function rows( string $sql, array $key ): array {
		global $wpdb;
		$rows = array();
		foreach ( (array) $wpdb->get_results( $sql, ARRAY_A ) as $row ) { // phpcs:ignore WordPress.DB -- whole tables, read behind the caches, in a test.
			$rows[ implode( '/', array_map( static fn ( string $column ): string => (string) $row[ $column ], $key ) ) ] = $row;
		}
		return $rows;
	}

	/**
	 * @param string|null $value A column's value.
	 */
	private static function short( ?string $value ): string {
		if ( null === $value ) {
			return '(none)';
		}
		return strlen( $value ) > 80 ? var_export( substr( $value, 0, 77 ) . '...', true ) : var_export( $value, true ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export -- a failure's message.
	}
}
