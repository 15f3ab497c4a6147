<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Areas\Public_Site\Describe_Page;
use WebMCP_Abilities\Areas\Public_Site\List_Destinations;
use WebMCP_Abilities\Areas\Public_Site\Read_Content;
use WebMCP_Abilities\Areas\Public_Site\Readable_Text;
use WebMCP_Abilities\Areas\Public_Site\Search_Site;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The visitors' abilities find, read and describe what the public site shows, to anyone, and
 * nothing else: not drafts, pending, private, future or trashed items, not protected content
 * without its password, not a user who has not published.
 */
final class Public_Abilities_Test extends Test_Case {

	/** @var array<string, int> Items seeded with the same word, by what they are. */
	private array $seeded = array();

	protected function setUp(): void {
		parent::setUp();
		$author = wp_insert_user(
			array(
				'user_login'   => uniqid( 'writer' ),
				'user_pass'    => wp_generate_password(),
				'user_email'   => uniqid( 'writer' ) . '@example.org',
				'display_name' => 'Ada Writer',
				'role'         => 'author',
			)
		);
		self::assertIsInt( $author );
		$base = array(
			'post_author'  => $author,
			'post_content' => '<!-- wp:paragraph --><p>The quokka is here.</p><!-- /wp:paragraph -->',
		);
		foreach ( array( 'publish', 'draft', 'pending', 'private', 'trash' ) as $status ) {
			$this->seeded[ $status ] = $this->insert(
				array(
					'post_title'  => "Quokka $status",
					'post_status' => $status,
				) + $base
			);
		}
		$this->seeded['future']    = $this->insert(
			array(
				'post_title'  => 'Quokka future',
				'post_status' => 'future',
				'post_date'   => gmdate( 'Y-m-d H:i:s', (int) strtotime( '+1 week' ) ),
			) + $base
		);
		$this->seeded['protected'] = $this->insert(
			array(
				'post_title'    => 'Locked notes',
				'post_status'   => 'publish',
				'post_password' => 'secret',
			) + $base
		);
	}

	public function test_a_visitor_finds_the_published_post_and_nothing_else_seeded_with_the_same_word(): void {
		$found = $this->run_ability( Search_Site::NAME, array( 'search' => 'quokka' ) );
		self::assertSame( array( $this->seeded['publish'] ), array_column( $found['results'], 'id' ) );
		self::assertSame( 1, $found['total'] );
		$result = $found['results'][0];
		self::assertSame( 'Quokka publish', $result['title'] );
		self::assertSame( get_permalink( $this->seeded['publish'] ), $result['url'] );
		self::assertSame( 'post', $result['type'] );
		self::assertStringContainsString( 'quokka', $result['excerpt'] );
	}

	public function test_people_who_may_see_more_still_find_only_what_the_public_site_shows(): void {
		$this->log_in_as( 'administrator' );
		$found = $this->run_ability( Search_Site::NAME, array( 'search' => 'quokka' ) );
		self::assertSame( array( $this->seeded['publish'] ), array_column( $found['results'], 'id' ) );
	}

	public function test_a_protected_post_matches_by_its_title_only_and_shows_no_excerpt(): void {
		$found = $this->run_ability( Search_Site::NAME, array( 'search' => 'locked' ) );
		self::assertSame( array( $this->seeded['protected'] ), array_column( $found['results'], 'id' ) );
		self::assertSame( '', $found['results'][0]['excerpt'] );
	}

	public function test_searches_are_bounded(): void {
		$bad = array(
			array(),
			array( 'search' => '' ),
			array( 'search' => str_repeat( 'a', 101 ) ),
			array(
				'search'   => 'a',
				'per_page' => 21,
			),
			array(
				'search' => 'a',
				'page'   => 51,
			),
			array(
				'search' => 'a',
				'type'   => 'wp_navigation',
			),
		);
		foreach ( $bad as $input ) {
			$answer = $this->over_rest( Search_Site::NAME, $input );
			self::assertSame( 400, $answer->get_status(), (string) wp_json_encode( $input ) );
			self::assertSame( 'ability_invalid_input', $answer->get_data()['code'] );
		}
	}

	public function test_the_published_post_reads_as_markdown_or_text_with_its_public_facts(): void {
		$id       = $this->insert(
			array(
				'post_title'   => 'A guide',
				'post_status'  => 'publish',
				'post_author'  => get_post( $this->seeded['publish'] )->post_author,
				'post_content' => '<h2>Getting there</h2><p>Take the <strong>first</strong> road, see <a href="https://example.org/map">the map</a>.</p><ul><li>Bring water</li><li>Bring a hat</li></ul>',
				'tags_input'   => array( 'travel' ),
			)
		);
		$markdown = $this->run_ability( Read_Content::NAME, array( 'id' => $id ) );
		self::assertSame( "## Getting there\n\nTake the **first** road, see [the map](https://example.org/map).\n\n- Bring water\n- Bring a hat", $markdown['text'] );
		self::assertSame( 'Ada Writer', $markdown['author'] );
		self::assertSame( array( 'travel' ), $markdown['tags'] );
		self::assertSame( array( 'Uncategorized' ), $markdown['categories'] );
		self::assertSame( get_permalink( $id ), $markdown['url'] );
		self::assertFalse( $markdown['protected'] );

		$text = $this->run_ability(
			Read_Content::NAME,
			array(
				'url'    => get_permalink( $id ),
				'format' => 'text',
			)
		);
		self::assertSame( "Getting there\n\nTake the first road, see the map.\n\n• Bring water\n• Bring a hat", $text['text'] );
	}

	public function test_what_is_not_public_reads_as_missing_as_an_id_that_does_not_exist(): void {
		$missing = $this->over_rest( Read_Content::NAME, array( 'id' => 987654321 ) );
		self::assertSame( 404, $missing->get_status() );
		self::assertSame( 'not_found', $missing->get_data()['code'] );
		foreach ( array( 'draft', 'pending', 'private', 'future', 'trash' ) as $status ) {
			$answer = $this->over_rest( Read_Content::NAME, array( 'id' => $this->seeded[ $status ] ) );
			self::assertSame( $missing->get_status(), $answer->get_status(), $status );
			self::assertSame( $missing->get_data(), $answer->get_data(), $status );
		}
	}

	public function test_a_protected_post_gives_its_title_only(): void {
		$read = $this->run_ability( Read_Content::NAME, array( 'id' => $this->seeded['protected'] ) );
		self::assertTrue( $read['protected'] );
		self::assertStringEndsWith( 'Locked notes', $read['title'] );
		self::assertSame( '', $read['text'] );
	}

	public function test_only_this_sites_addresses_are_read(): void {
		foreach ( array( 'https://example.org/quokka-publish/', 'ftp://' . wp_parse_url( home_url(), PHP_URL_HOST ) . '/', 'not a url' ) as $url ) {
			$answer = $this->over_rest( Read_Content::NAME, array( 'url' => $url ) );
			self::assertSame( 400, $answer->get_status(), $url );
			self::assertSame( 'invalid_input', $answer->get_data()['code'], $url );
		}
		self::assertSame( 'invalid_input', $this->over_rest( Read_Content::NAME, array() )->get_data()['code'] );
	}

	public function test_long_content_comes_in_pages_that_break_between_paragraphs(): void {
		$paragraph = '<p>' . str_repeat( 'word ', 500 ) . '</p>';
		$id        = $this->insert(
			array(
				'post_title'   => 'Long read',
				'post_status'  => 'publish',
				'post_content' => str_repeat( $paragraph, 10 ),
			)
		);
		$first     = $this->run_ability(
			Read_Content::NAME,
			array(
				'id'     => $id,
				'length' => Readable_Text::PAGE_LENGTH,
			)
		);
		self::assertSame( 4, $first['total_pages'] );
		self::assertLessThanOrEqual( Readable_Text::PAGE_LENGTH, mb_strlen( $first['text'] ) );
		self::assertStringEndsWith( 'word', $first['text'] );
		$last = $this->run_ability(
			Read_Content::NAME,
			array(
				'id'     => $id,
				'page'   => 4,
				'length' => Readable_Text::PAGE_LENGTH,
			)
		);
		self::assertNotSame( '', $last['text'] );
		$past = $this->over_rest(
			Read_Content::NAME,
			array(
				'id'     => $id,
				'page'   => 5,
				'length' => Readable_Text::PAGE_LENGTH,
			)
		);
		self::assertSame( 'invalid_input', $past->get_data()['code'] );
	}

	public function test_without_a_menu_the_destinations_are_the_published_pages_and_categories(): void {
		$about = $this->insert(
			array(
				'post_title'  => 'About us',
				'post_type'   => 'page',
				'post_status' => 'publish',
			)
		);
		$this->insert(
			array(
				'post_title'  => 'Unfinished page',
				'post_type'   => 'page',
				'post_status' => 'draft',
			)
		);
		$this->insert(
			array(
				'post_title'  => 'Members page',
				'post_type'   => 'page',
				'post_status' => 'private',
			)
		);
		$destinations = $this->run_ability( List_Destinations::NAME, array() );
		self::assertSame( 'pages', $destinations['source'] );
		$links  = array_merge( ...array_map( static fn ( array $group ): array => $group['links'], $destinations['groups'] ) );
		$titles = array_column( $links, 'title' );
		self::assertContains( 'About us', $titles );
		self::assertContains( get_permalink( $about ), array_column( $links, 'url' ) );
		self::assertContains( 'Uncategorized', $titles );
		self::assertNotContains( 'Unfinished page', $titles );
		self::assertNotContains( 'Members page', $titles );
	}

	public function test_a_classic_menu_leaves_out_links_to_what_is_not_public(): void {
		register_nav_menus( array( 'webmcp-test-primary' => 'Primary' ) );
		$menu  = wp_create_nav_menu( 'Main' );
		$draft = $this->insert(
			array(
				'post_title'  => 'Coming soon',
				'post_type'   => 'page',
				'post_status' => 'draft',
			)
		);
		self::assertIsInt( $menu );
		$shop = wp_update_nav_menu_item(
			$menu,
			0,
			array(
				'menu-item-title'  => 'Shop',
				'menu-item-url'    => 'https://shop.example.org/',
				'menu-item-status' => 'publish',
			)
		);
		wp_update_nav_menu_item(
			$menu,
			0,
			array(
				'menu-item-title'     => 'Opening hours',
				'menu-item-url'       => 'https://shop.example.org/hours/',
				'menu-item-parent-id' => $shop,
				'menu-item-status'    => 'publish',
			)
		);
		wp_update_nav_menu_item(
			$menu,
			0,
			array(
				'menu-item-object-id' => $draft,
				'menu-item-object'    => 'page',
				'menu-item-type'      => 'post_type',
				'menu-item-status'    => 'publish',
			)
		);
		set_theme_mod( 'nav_menu_locations', array( 'webmcp-test-primary' => $menu ) );

		$destinations = $this->run_ability( List_Destinations::NAME, array() );
		self::assertSame( 'menus', $destinations['source'] );
		self::assertSame( 'Primary', $destinations['groups'][0]['name'] );
		self::assertSame(
			array(
				array(
					'title' => 'Shop',
					'url'   => 'https://shop.example.org/',
					'depth' => 0,
				),
				array(
					'title' => 'Opening hours',
					'url'   => 'https://shop.example.org/hours/',
					'depth' => 1,
				),
			),
			$destinations['groups'][0]['links']
		);
		unregister_nav_menu( 'webmcp-test-primary' );
	}

	public function test_a_block_themes_navigation_leaves_out_links_to_what_is_not_public(): void {
		if ( ! wp_is_block_theme() ) {
			self::markTestSkipped( 'The test site runs a classic theme.' );
		}
		$draft = $this->insert(
			array(
				'post_title'  => 'Coming soon',
				'post_type'   => 'page',
				'post_status' => 'draft',
			)
		);
		$this->insert(
			array(
				'post_title'   => 'Header',
				'post_type'    => 'wp_navigation',
				'post_status'  => 'publish',
				'post_content' => '<!-- wp:navigation-link {"label":"Shop","url":"https://shop.example.org/","kind":"custom"} /-->'
					. '<!-- wp:navigation-submenu {"label":"More","url":"/more/","kind":"custom"} --><!-- wp:navigation-link {"label":"Coming soon","type":"page","id":' . $draft . ',"url":"/?page_id=' . $draft . '","kind":"post-type"} /--><!-- /wp:navigation-submenu -->',
			)
		);
		$destinations = $this->run_ability( List_Destinations::NAME, array() );
		self::assertSame( 'menus', $destinations['source'] );
		self::assertSame(
			array(
				array(
					'title' => 'Shop',
					'url'   => 'https://shop.example.org/',
					'depth' => 0,
				),
				array(
					'title' => 'More',
					'url'   => '/more/',
					'depth' => 0,
				),
			),
			$destinations['groups'][0]['links']
		);
	}

	public function test_a_page_is_described_as_the_site_shows_it(): void {
		$post = $this->run_ability( Describe_Page::NAME, array( 'url' => get_permalink( $this->seeded['publish'] ) ) );
		self::assertSame( 'single', $post['type'] );
		self::assertSame( $this->seeded['publish'], $post['id'] );

		$search = $this->run_ability( Describe_Page::NAME, array( 'url' => home_url( '/?s=quokka+news' ) ) );
		self::assertSame( 'search', $search['type'] );
		self::assertSame( 'quokka news', $search['query']['search'] );

		$category = $this->run_ability( Describe_Page::NAME, array( 'url' => (string) get_category_link( 1 ) ) );
		self::assertSame( 'category', $category['type'] );
		self::assertSame( 'Uncategorized', $category['query']['term'] );

		$home = $this->run_ability( Describe_Page::NAME, array( 'url' => home_url( '/' ) ) );
		self::assertSame( 'front_page', $home['type'] );

		$author = $this->run_ability( Describe_Page::NAME, array( 'url' => get_author_posts_url( (int) get_post( $this->seeded['publish'] )->post_author ) ) );
		self::assertSame( 'author', $author['type'] );
		self::assertSame( 'Ada Writer', $author['query']['author'] );
	}

	public function test_what_is_not_public_is_described_as_a_missing_page(): void {
		$missing = $this->run_ability( Describe_Page::NAME, array( 'url' => home_url( '/no-such-thing-here/' ) ) );
		self::assertSame( 'missing', $missing['type'] );
		foreach ( array( 'draft', 'private', 'future' ) as $status ) {
			$described = $this->run_ability( Describe_Page::NAME, array( 'url' => home_url( '/?p=' . $this->seeded[ $status ] ) ) );
			self::assertSame( 'missing', $described['type'], $status );
			self::assertArrayNotHasKey( 'id', $described, $status );
		}
		$silent = $this->log_in_as( 'editor' );
		wp_set_current_user( 0 );
		$author = $this->run_ability( Describe_Page::NAME, array( 'url' => get_author_posts_url( $silent ) ) );
		self::assertSame( 'missing', $author['type'] );
		self::assertSame( 'invalid_input', $this->over_rest( Describe_Page::NAME, array( 'url' => 'https://example.org/' ) )->get_data()['code'] );
	}

	public function test_the_text_keeps_what_a_reader_reads_and_drops_what_runs(): void {
		$html = '<p>Hello <em>there</em></p><script>steal()</script><style>p{}</style><form><input name="x"></form><blockquote><p>Quoted</p></blockquote><pre>code  here</pre><img src="https://example.org/a.png" alt="A map"><ol><li>One</li><li>Two</li></ol>';
		self::assertSame( "Hello _there_\n\n> Quoted\n\n```\ncode  here\n```\n\n![A map](https://example.org/a.png)\n\n1. One\n2. Two", Readable_Text::from_html( $html, 'markdown' ) );
		self::assertSame( "Hello there\n\nQuoted\n\ncode  here\n\nA map\n\n1. One\n2. Two", Readable_Text::from_html( $html, 'text' ) );
	}

	/**
	 * Runs an ability over REST as a logged-out visitor's agent would (no nonce, no cookie).
	 *
	 * @param string               $name  Ability.
	 * @param array<string, mixed> $input Input, in the query string as for every read.
	 */
	private function over_rest( string $name, array $input ): WP_REST_Response {
		$request = new WP_REST_Request( 'GET', '/wp-abilities/v1/abilities/' . $name . '/run' );
		if ( array() !== $input ) {
			$request->set_query_params( array( 'input' => $input ) );
		}
		return rest_get_server()->dispatch( $request );
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
	 * Runs an ability as the current person (nobody, unless a test logs in), with its checks.
	 *
	 * @param string               $name  Ability.
	 * @param array<string, mixed> $input Input.
	 * @return array<string, mixed> Its result.
	 */
	private function run_ability( string $name, array $input ): array {
		$result = wp_get_ability( $name )->execute( $input );
		self::assertIsArray( $result, is_wp_error( $result ) ? $result->get_error_message() : '' );
		return $result;
	}
}
