<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Areas\Public_Site\Describe_Page;
use WebMCP_Abilities\Areas\Media\Find_Media;
use WebMCP_Abilities\Areas\Posts\Find_Posts;
use WebMCP_Abilities\Areas\Media\Get_Media;
use WebMCP_Abilities\Areas\Posts\Get_Post;
use WebMCP_Abilities\Areas\Overview\Get_Site_Overview;
use WebMCP_Abilities\Areas\Overview\List_Admin_Screens;
use WebMCP_Abilities\Areas\Public_Site\List_Destinations;
use WebMCP_Abilities\Areas\Comments\List_Pending_Comments;
use WebMCP_Abilities\Areas\Terms\List_Terms;
use WebMCP_Abilities\Areas\Public_Site\Read_Content;
use WebMCP_Abilities\Areas\Public_Site\Search_Site;

/**
 * Chrome's guidance keeps a tool's output within 1,500 characters: every read the plugin offers,
 * with the input an agent gives when it says only what to read, answers within that on a large
 * site (long titles, long posts, long comments, many of each), and the next page is one call away.
 */
final class Output_Budget_Test extends Test_Case {

	/** Chrome's budget for one call's output. */
	private const BUDGET = 1500;

	/** @var int[] Published posts, newest last. */
	private array $posts = array();

	protected function setUp(): void {
		parent::setUp();
		update_option( 'blogname', 'The Riverside Community Garden Association — News and Notes' );
		update_option( 'blogdescription', 'Growing vegetables, flowers and friendships on the east bank since 1987: workdays, harvest reports, recipes, plot waiting list and the monthly newsletter.' );
		$categories = array_map(
			static fn ( string $name ): int => (int) wp_create_category( $name ),
			array( 'Seasonal planting guides', 'Harvest reports and recipes', 'Association meetings' )
		);
		for ( $i = 1; $i <= 12; $i++ ) {
			$this->posts[] = $this->insert(
				array(
					'post_title'    => "Part $i: what we learned about watering tomatoes, peppers and aubergines in a dry summer",
					'post_status'   => 'publish',
					'post_date'     => gmdate( 'Y-m-d H:i:s', strtotime( "2025-06-01 +$i days" ) ),
					'post_content'  => self::long_post(),
					'post_category' => $categories,
					'tags_input'    => array( 'tomatoes', 'irrigation', 'drought', 'mulch', 'volunteers', 'summer 2025' ),
				)
			);
		}
		for ( $i = 1; $i <= 12; $i++ ) {
			$this->insert(
				array(
					'post_title'  => "Plot holders’ handbook, chapter $i",
					'post_type'   => 'page',
					'post_status' => 'publish',
				)
			);
		}
		foreach ( array_slice( $this->posts, 0, 8 ) as $post ) {
			wp_insert_comment(
				array(
					'comment_post_ID'  => $post,
					'comment_author'   => 'Marguerite Okonkwo-Villeneuve',
					'comment_content'  => str_repeat( 'We tried drip lines on plot 14 and the difference was clear within a fortnight. ', 8 ),
					'comment_approved' => 0,
					'comment_type'     => 'comment',
				)
			);
		}
	}

	public function test_the_site_overview_fits(): void {
		$this->log_in_as( 'administrator' );
		$this->assert_fits( $this->run_ability( Get_Site_Overview::NAME ) );
	}

	public function test_the_admin_screens_fit_a_page_at_a_time(): void {
		$this->log_in_as( 'administrator' );
		$first = $this->run_ability( List_Admin_Screens::NAME );
		$this->assert_fits( $first );
		$this->assert_next_page( List_Admin_Screens::NAME, array(), $first, 'screens' );
	}

	public function test_found_media_fit_a_page_at_a_time(): void {
		$this->log_in_as( 'administrator' );
		for ( $i = 1; $i <= 20; $i++ ) {
			$this->image( $i );
		}
		$first = $this->run_ability( Find_Media::NAME, array( 'missing_alt' => true ) );
		$this->assert_fits( $first );
		$this->assert_next_page( Find_Media::NAME, array( 'missing_alt' => true ), $first, 'media' );
	}

	public function test_one_media_item_fits_with_its_long_caption_and_description(): void {
		$this->log_in_as( 'administrator' );
		$image = $this->image( 1 );
		wp_update_post(
			array(
				'ID'           => $image,
				'post_excerpt' => str_repeat( 'A long caption about the harvest. ', 60 ),
				'post_content' => str_repeat( 'A long description of the photograph. ', 120 ),
			)
		);
		foreach ( $this->posts as $post ) {
			set_post_thumbnail( $post, $image );
		}
		$this->assert_fits( $this->run_ability( Get_Media::NAME, array( 'id' => $image ) ) );
	}

	public function test_terms_fit_a_page_at_a_time(): void {
		$this->log_in_as( 'administrator' );
		for ( $i = 1; $i <= 40; $i++ ) {
			wp_insert_term( "Garden notes from the east bank allotments, volume $i", 'post_tag' );
		}
		$first = $this->run_ability( List_Terms::NAME, array( 'taxonomy' => 'post_tag' ) );
		$this->assert_fits( $first );
		$this->assert_next_page(
			List_Terms::NAME,
			array(
				'taxonomy' => 'post_tag',
				'per_page' => $first['per_page'],
			),
			$first,
			'terms'
		);
	}

	public function test_found_posts_fit_a_page_at_a_time(): void {
		$this->log_in_as( 'administrator' );
		$first = $this->run_ability( Find_Posts::NAME );
		$this->assert_fits( $first );
		$this->assert_next_page( Find_Posts::NAME, array(), $first, 'posts' );
	}

	public function test_a_long_post_comes_a_part_at_a_time_that_fits_until_it_is_whole(): void {
		$this->log_in_as( 'administrator' );
		$id      = end( $this->posts );
		$content = '';
		$offset  = 0;
		for ( $call = 1; null !== $offset; $call++ ) {
			$part = $this->run_ability( Get_Post::NAME, array( 'id' => $id ) + ( $offset > 0 ? array( 'offset' => $offset ) : array() ) );
			$this->assert_fits( $part );
			$content .= $part['content'];
			$offset   = $part['next_offset'];
			self::assertLessThan( 100, $call, 'Each part moves on.' );
		}
		self::assertGreaterThan( 2, $call );
		self::assertSame( get_post( $id )->post_content, $content );
		self::assertSame( mb_strlen( $content ), $part['content_length'] );
	}

	public function test_pending_comments_fit_a_page_at_a_time(): void {
		$this->log_in_as( 'administrator' );
		$first = $this->run_ability( List_Pending_Comments::NAME );
		$this->assert_fits( $first );
		$this->assert_next_page( List_Pending_Comments::NAME, array(), $first, 'comments' );
	}

	public function test_a_visitors_search_fits_a_page_at_a_time(): void {
		$input = array( 'search' => 'tomatoes' );
		$first = $this->run_ability( Search_Site::NAME, $input );
		$this->assert_fits( $first );
		$this->assert_next_page( Search_Site::NAME, $input, $first, 'results' );
	}

	public function test_a_long_read_comes_in_pages_that_fit(): void {
		$input = array( 'id' => end( $this->posts ) );
		$first = $this->run_ability( Read_Content::NAME, $input );
		$this->assert_fits( $first );
		self::assertGreaterThan( 2, $first['total_pages'] );
		$last = $this->run_ability( Read_Content::NAME, $input + array( 'page' => $first['total_pages'] ) );
		$this->assert_fits( $last );
		self::assertNotSame( '', $last['text'] );
	}

	public function test_the_sites_destinations_fit_a_page_at_a_time(): void {
		$first = $this->run_ability( List_Destinations::NAME );
		$this->assert_fits( $first );
		$this->assert_next_page( List_Destinations::NAME, array(), $first, 'groups' );
	}

	public function test_an_agent_that_asks_for_a_size_gets_it_whole(): void {
		$this->log_in_as( 'administrator' );
		$comments = $this->run_ability( List_Pending_Comments::NAME, array( 'per_page' => 50 ) )['comments'];
		self::assertCount( 8, $comments );
		self::assertSame( get_comment( $comments[0]['id'] )->comment_content, $comments[0]['content'] );

		$post = $this->run_ability(
			Get_Post::NAME,
			array(
				'id'     => end( $this->posts ),
				'length' => 100000,
			)
		);
		self::assertSame( get_post( end( $this->posts ) )->post_content, $post['content'] );
		self::assertNull( $post['next_offset'] );
	}

	public function test_a_page_description_fits(): void {
		$this->assert_fits( $this->run_ability( Describe_Page::NAME, array( 'url' => get_permalink( end( $this->posts ) ) ) ) );
	}

	/**
	 * @param array<string, mixed> $result An ability's result.
	 */
	private function assert_fits( array $result ): void {
		$answer = (string) wp_json_encode(
			array(
				'ok'     => true,
				'result' => $result,
			),
			JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE
		);
		// As JavaScript counts it: in UTF-16 code units.
		$length = intdiv( strlen( (string) mb_convert_encoding( $answer, 'UTF-16LE', 'UTF-8' ) ), 2 );
		self::assertLessThanOrEqual( self::BUDGET, $length, $answer );
	}

	/**
	 * @param string               $ability The ability.
	 * @param array<string, mixed> $input   What the first page was asked with.
	 * @param array<string, mixed> $first   The first page.
	 * @param string               $list    Which of its fields is the list.
	 */
	private function assert_next_page( string $ability, array $input, array $first, string $list ): void {
		self::assertGreaterThan( 1, $first['total_pages'], 'The content is larger than one page.' );
		$second = $this->run_ability( $ability, $input + array( 'page' => 2 ) );
		$this->assert_fits( $second );
		self::assertNotEmpty( $second[ $list ] );
		self::assertNotEquals( $first[ $list ], $second[ $list ] );
	}

	/**
	 * @param string               $name  The ability.
	 * @param array<string, mixed> $input Its input.
	 * @return array<string, mixed> Its result.
	 */
	private function run_ability( string $name, array $input = array() ): array {
		$result = wp_get_ability( $name )->execute( $input );
		self::assertIsArray( $result, is_wp_error( $result ) ? $result->get_error_message() : '' );
		return $result;
	}

	/**
	 * @param int $i A number for its title.
	 * @return int An image without alt text, its title and file name long.
	 */
	private function image( int $i ): int {
		$id = wp_insert_attachment(
			array(
				'post_title'     => "Volunteers lifting the first potatoes of the season on plot $i, early morning",
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			"volunteers-lifting-the-first-potatoes-of-the-season-on-plot-$i-early-morning.jpg"
		);
		self::assertGreaterThan( 0, $id );
		return $id;
	}

	/**
	 * @param array<string, mixed> $post Arguments for `wp_insert_post()`.
	 * @return int The new post's ID.
	 */
	private function insert( array $post ): int {
		$id = wp_insert_post( $post, true );
		self::assertIsInt( $id );
		return $id;
	}

	/**
	 * @return string About 9,000 characters of block markup: headings, paragraphs and a list.
	 */
	private static function long_post(): string {
		$paragraph = '<!-- wp:paragraph --><p>' . str_repeat( 'The soil held its water far longer under a thick layer of straw, and the plants that were watered deeply twice a week did better than those watered a little every day. ', 3 ) . '</p><!-- /wp:paragraph -->';
		$section   = '<!-- wp:heading --><h2 class="wp-block-heading">What the "dry beds" taught us</h2><!-- /wp:heading -->' . $paragraph . $paragraph
			. '<!-- wp:list --><ul class="wp-block-list"><li>Mulch before the heat</li><li>Water at dawn</li><li>Shade cloth for seedlings</li></ul><!-- /wp:list -->';
		return str_repeat( $section, 6 );
	}
}
