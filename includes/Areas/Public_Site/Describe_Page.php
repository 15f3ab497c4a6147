<?php
/**
 * The `webmcp-abilities/describe-page` ability: what a page of this site is.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Public_Site;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WP_Error;
use WP_MatchesMapRegex;
use WP_Post;
use WP_Query;
use WP_Term;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Tells an agent what a page of the site is (an item, an archive, a search and its query) from
 * its address, the way WordPress reads the address for the page itself: the rewrite rules, then
 * the query. Only what the page shows its visitors: an address of something that is not public
 * reads as a missing page, and an author's archive exists only for an author who published.
 *
 * @internal
 * @since 0.1.0
 */
final class Describe_Page {

	public const NAME = 'webmcp-abilities/describe-page';

	private const TYPES = array( 'front_page', 'posts', 'single', 'category', 'tag', 'taxonomy', 'author', 'date', 'post_type_archive', 'search', 'missing' );

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe a page', 'webmcp-abilities' ),
			'description'         => __( 'Says what a page of this site is, from its address (such as the page the person is on): a post or page (with its ID, for read-content), the front page, the list of posts, a category, tag, author or date archive, a search and what it searched for, or a missing page.', 'webmcp-abilities' ),
			'category'            => Categories::PUBLIC_SITE,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'url' => array(
						'type'        => 'string',
						'minLength'   => 1,
						'maxLength'   => Site_Address::MAX_LENGTH,
						'description' => __( 'Address of the page on this site.', 'webmcp-abilities' ),
					),
				),
				'required'             => array( 'url' ),
				'additionalProperties' => false,
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'type'  => array(
						'type' => 'string',
						'enum' => self::TYPES,
					),
					'title' => array( 'type' => 'string' ),
					'url'   => array( 'type' => 'string' ),
					'id'    => array(
						'type'        => 'integer',
						'description' => __( 'The item’s ID, for a post or page.', 'webmcp-abilities' ),
					),
					'query' => array(
						'type'        => 'object',
						'description' => __( 'What an archive or a search lists: the search words, the term, the author’s name, the date or the content type.', 'webmcp-abilities' ),
						'properties'  => array(
							'search'    => array( 'type' => 'string' ),
							'taxonomy'  => array( 'type' => 'string' ),
							'term'      => array( 'type' => 'string' ),
							'author'    => array( 'type' => 'string' ),
							'date'      => array( 'type' => 'string' ),
							'post_type' => array( 'type' => 'string' ),
							'page'      => array( 'type' => 'integer' ),
						),
					),
				),
				'required'   => array( 'type', 'title', 'url' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Public_Content::class, 'anyone' ),
			'meta'                => Ability_Meta::public_reads(
				current_page: array( 'url' ),
				examples: array(
					'valid'   => array(
						array(
							'input' => array( 'url' => '{{home}}/?p={{post}}' ),
						),
					),
					'invalid' => array(
						array(
							'input' => array( 'url' => 'https://elsewhere.example/' ),
							'code'  => 'invalid_input',
						),
					),
				)
			),
		);
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error What the page is, or `invalid_input` for an address
	 *                                       that is not this site's.
	 */
	public static function execute( array $input ): array|WP_Error {
		$url     = (string) $input['url'];
		$address = Site_Address::parse( $url );
		if ( is_wp_error( $address ) ) {
			return $address;
		}
		$vars = self::query_vars( $address['path'], $address['query'] );
		if ( null === $vars ) {
			return self::missing( $url );
		}
		// What the page is follows from its query vars alone: nothing need be fetched.
		$query = new WP_Query();
		$query->parse_query( $vars );
		$page = max( 1, (int) $query->get( 'paged' ) );

		if ( $query->is_singular() || $query->is_front_page() && 'page' === get_option( 'show_on_front' ) ) {
			$post = Public_Content::readable( url_to_postid( $url ) );
			if ( ! $post instanceof WP_Post ) {
				return self::missing( $url );
			}
			$is_front = (int) get_option( 'page_on_front' ) === $post->ID && 'page' === get_option( 'show_on_front' );
			return array(
				'type'  => $is_front ? 'front_page' : 'single',
				'title' => html_entity_decode( get_the_title( $post ), ENT_QUOTES, 'UTF-8' ),
				'url'   => (string) get_permalink( $post ),
				'id'    => $post->ID,
			);
		}
		if ( $query->is_search() ) {
			$search = (string) $query->get( 's' );
			return self::listing(
				'search',
				/* translators: %s: search words. */
				sprintf( __( 'Search results for “%s”', 'webmcp-abilities' ), $search ),
				$url,
				array( 'search' => $search ),
				$page
			);
		}
		if ( $query->is_category() || $query->is_tag() || $query->is_tax() ) {
			$term = $query->get_queried_object();
			if ( ! $term instanceof WP_Term || ! is_taxonomy_viewable( $term->taxonomy ) ) {
				return self::missing( $url );
			}
			$type = $query->is_category() ? 'category' : ( $query->is_tag() ? 'tag' : 'taxonomy' );
			return self::listing(
				$type,
				html_entity_decode( $term->name, ENT_QUOTES, 'UTF-8' ),
				(string) get_term_link( $term ),
				array(
					'taxonomy' => $term->taxonomy,
					'term'     => html_entity_decode( $term->name, ENT_QUOTES, 'UTF-8' ),
				),
				$page
			);
		}
		if ( $query->is_author() ) {
			$author = $query->get_queried_object();
			if ( ! $author instanceof WP_User || 0 === (int) count_user_posts( $author->ID, Public_Content::post_types(), true ) ) {
				return self::missing( $url );
			}
			return self::listing( 'author', $author->display_name, get_author_posts_url( $author->ID ), array( 'author' => $author->display_name ), $page );
		}
		if ( $query->is_date() ) {
			$date = implode( '-', array_filter( array( (string) $query->get( 'year' ), self::two_digits( $query->get( 'monthnum' ) ), self::two_digits( $query->get( 'day' ) ) ) ) );
			return self::listing( 'date', $date, $url, array( 'date' => $date ), $page );
		}
		if ( $query->is_post_type_archive() ) {
			$type = (string) $query->get( 'post_type' );
			$info = get_post_type_object( $type );
			if ( null === $info || ! in_array( $type, Public_Content::post_types(), true ) ) {
				return self::missing( $url );
			}
			return self::listing( 'post_type_archive', (string) $info->labels->name, (string) get_post_type_archive_link( $type ), array( 'post_type' => $type ), $page );
		}
		if ( $query->is_home() ) {
			return self::listing( 'front_page' === self::home_kind() ? 'front_page' : 'posts', self::posts_title(), $url, array(), $page );
		}
		return self::missing( $url );
	}

	/**
	 * Reads an address with the site's rewrite rules, as `WP::parse_request()` does, without
	 * running its hooks (which act on the page being served, not on this question).
	 *
	 * @param string               $path  Path below the site's home.
	 * @param array<string, mixed> $query The address's query.
	 * @return array<string, mixed>|null Public query vars, or null when no rule matches.
	 */
	private static function query_vars( string $path, array $query ): ?array {
		global $wp, $wp_rewrite;
		$public = array_flip( (array) ( $wp->public_query_vars ?? array() ) );
		$vars   = array_intersect_key( array_map( static fn ( $value ) => is_scalar( $value ) ? (string) $value : '', $query ), $public );

		$path = trim( $path, '/' );
		if ( '' === $path || ! $wp_rewrite->using_permalinks() ) {
			return $vars;
		}
		foreach ( (array) $wp_rewrite->wp_rewrite_rules() as $pattern => $rewrite ) {
			if ( preg_match( "#^{$pattern}#", $path, $matches ) || preg_match( "#^{$pattern}#", urldecode( $path ), $matches ) ) {
				$target = preg_replace( '!^.+\?!', '', (string) $rewrite );
				$parsed = array();
				wp_parse_str( (string) WP_MatchesMapRegex::apply( (string) $target, $matches ), $parsed );
				return array_intersect_key( $parsed, $public ) + $vars;
			}
		}
		return null;
	}

	/**
	 * @param string               $type  Which kind of listing.
	 * @param string               $title What it is called.
	 * @param string               $url   Its address.
	 * @param array<string, mixed> $query What it lists.
	 * @param int                  $page  Which of its pages.
	 * @return array<string, mixed>
	 */
	private static function listing( string $type, string $title, string $url, array $query, int $page ): array {
		return array(
			'type'  => $type,
			'title' => $title,
			'url'   => $url,
			'query' => $query + array( 'page' => $page ),
		);
	}

	/**
	 * The same answer for an address that does not exist and one of something not public.
	 *
	 * @param string $url The address asked about.
	 * @return array<string, mixed>
	 */
	private static function missing( string $url ): array {
		return array(
			'type'  => 'missing',
			'title' => __( 'Page not found', 'webmcp-abilities' ),
			'url'   => $url,
		);
	}

	/**
	 * @return string `front_page` when the site's home lists its posts, `posts` for a blog page.
	 */
	private static function home_kind(): string {
		return 'page' === get_option( 'show_on_front' ) && get_option( 'page_for_posts' ) ? 'posts' : 'front_page';
	}

	/**
	 * @return string The list of posts' title: the blog page's, or the site's name.
	 */
	private static function posts_title(): string {
		$blog = 'posts' === self::home_kind() ? get_post( (int) get_option( 'page_for_posts' ) ) : null;
		return html_entity_decode( $blog instanceof WP_Post ? get_the_title( $blog ) : get_bloginfo( 'name' ), ENT_QUOTES, 'UTF-8' );
	}

	/**
	 * @param mixed $number A month or day from the query (0 when absent).
	 */
	private static function two_digits( $number ): string {
		return (int) $number > 0 ? sprintf( '%02d', (int) $number ) : '';
	}
}
