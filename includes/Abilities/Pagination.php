<?php
/**
 * The page and page-size inputs the plugin's list abilities share.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Abilities;

defined( 'ABSPATH' ) || exit;

/**
 * Bounded on both sides, so an agent can neither ask for an unbounded page nor walk past the
 * thousandth one.
 *
 * @internal
 * @since 0.1.0
 */
final class Pagination {

	/** The most results one page may hold. */
	private const MAX_PER_PAGE = 50;

	/**
	 * @since 0.1.0
	 *
	 * @param int    $per_page    Results per page when the agent does not say.
	 * @param string $description What one result is, for the page size's description.
	 * @return array<string, array<string, mixed>> The `page` and `per_page` input properties.
	 */
	public static function input( int $per_page, string $description ): array {
		return array(
			'page'     => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => 1000,
				'default' => 1,
			),
			'per_page' => array(
				'type'        => 'integer',
				'minimum'     => 1,
				'maximum'     => self::MAX_PER_PAGE,
				'default'     => $per_page,
				'description' => $description,
			),
		);
	}

	/**
	 * One page of a list the ability holds whole, as the list abilities answer it.
	 *
	 * @since 0.2.0
	 *
	 * @param array<int, mixed>         $items    The whole list.
	 * @param array<string, mixed>|null $input    Validated input, with `page` and `per_page`.
	 * @param int                       $per_page Items per page when the agent does not say.
	 * @param string                    $key      The answer's key for the page's items.
	 * @return array<string, mixed> The page's items under `$key`, with `total`, `total_pages`, `page`.
	 */
	public static function slice( array $items, ?array $input, int $per_page, string $key ): array {
		$page     = (int) ( $input['page'] ?? 1 );
		$per_page = (int) ( $input['per_page'] ?? $per_page );
		return array(
			$key          => array_slice( $items, ( $page - 1 ) * $per_page, $per_page ),
			'total'       => count( $items ),
			'total_pages' => (int) ceil( count( $items ) / $per_page ),
			'page'        => $page,
		);
	}

	/**
	 * One page of whole items, as many as fit the output budget when the agent does not say how
	 * many: fewer a page rather than cut names that would then name nothing (a plugin's file, an
	 * event's hook). The page size is said, so the next page is asked the same.
	 *
	 * @since 0.10.0
	 *
	 * @param array<int, mixed>    $items    The whole list.
	 * @param array<string, mixed> $input    Validated input, with `page` and `per_page`.
	 * @param int                  $per_page The most items a page when the agent does not say.
	 * @param string               $key      The answer's key for the page's items.
	 * @return array<string, mixed> As `slice()`, with `per_page` when this chose it.
	 */
	public static function whole_items( array $items, array $input, int $per_page, string $key ): array {
		if ( isset( $input['per_page'] ) ) {
			return self::slice( $items, $input, $per_page, $key );
		}
		for ( $size = $per_page; ; $size-- ) {
			$result = self::slice( $items, array( 'per_page' => $size ) + $input, $size, $key ) + array( 'per_page' => $size );
			if ( 1 >= $size || Output_Budget::size( $result ) <= Output_Budget::CHARACTERS ) {
				return $result;
			}
		}
	}
}
