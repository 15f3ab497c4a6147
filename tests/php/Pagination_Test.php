<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Abilities\Output_Budget;
use WebMCP_Abilities\Abilities\Pagination;

/**
 * The lists that must not cut what they name (plugins' files, events' hooks, terms and themes by
 * name) answer fewer whole items a page instead, and say the page size they chose.
 */
final class Pagination_Test extends Test_Case {

	/**
	 * @param int $count  How many.
	 * @param int $length Each name's length.
	 * @return list<array{name: string}>
	 */
	private static function named( int $count, int $length ): array {
		return array_map( static fn ( int $n ): array => array( 'name' => str_pad( "item-$n-", $length, 'x' ) ), range( 1, $count ) );
	}

	public function test_a_page_of_long_names_holds_fewer_whole_items_within_the_budget(): void {
		$items = self::named( 30, 200 );

		$first  = Pagination::whole_items( $items, array(), 10, 'items' );
		$second = Pagination::whole_items( $items, array( 'page' => 2 ), 10, 'items' );

		self::assertLessThan( 10, $first['per_page'] );
		self::assertLessThanOrEqual( Output_Budget::CHARACTERS, Output_Budget::size( $first ) );
		self::assertSame( array_slice( $items, 0, $first['per_page'] ), $first['items'], 'Whole names, in order.' );
		self::assertSame( (int) ceil( 30 / $first['per_page'] ), $first['total_pages'] );
		self::assertSame( array_slice( $items, $first['per_page'], $first['per_page'] ), $second['items'], 'The next page follows on.' );
	}

	public function test_short_names_fill_the_page_and_a_size_asked_for_is_kept(): void {
		$items = self::named( 30, 10 );

		self::assertCount( 10, Pagination::whole_items( $items, array(), 10, 'items' )['items'] );
		$asked = Pagination::whole_items( self::named( 30, 200 ), array( 'per_page' => 9 ), 10, 'items' );
		self::assertCount( 9, $asked['items'], 'The agent chose the size: over the budget, it is kept.' );
		self::assertArrayNotHasKey( 'per_page', $asked );
	}

	public function test_one_item_too_long_for_the_budget_still_comes_whole(): void {
		$page = Pagination::whole_items( self::named( 3, 2000 ), array(), 10, 'items' );

		self::assertSame( 1, $page['per_page'] );
		self::assertSame( 2000, strlen( $page['items'][0]['name'] ) );
	}
}
