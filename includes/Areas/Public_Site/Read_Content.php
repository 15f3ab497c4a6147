<?php
/**
 * The `webmcp-abilities/read-content` ability: one published item, as a reader gets it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Public_Site;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Errors;
use WebMCP_Abilities\Abilities\Output_Budget;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Reads a published post, page or other public item, by ID or by its address on this site, as
 * Markdown or plain text, a page at a time. What a visitor could not read on the site stays out:
 * a protected item without its password gives its title only.
 *
 * @internal
 * @since 0.1.0
 */
final class Read_Content {

	public const NAME = 'webmcp-abilities/read-content';

	/** The most pages of one text an agent may walk. */
	private const MAX_PAGE = 1000;

	/** The shortest page, so that a read always moves on. */
	private const SHORTEST_PAGE = 200;

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Read content', 'webmcp-abilities' ),
			'description'         => __( 'Reads one published post or page by address or ID: title, author, date, categories, tags, canonical address and text (Markdown or plain), a page at a time (page, total_pages).', 'webmcp-abilities' ),
			'category'            => Categories::PUBLIC_SITE,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'url'    => array(
						'type'        => 'string',
						'minLength'   => 1,
						'maxLength'   => Site_Address::MAX_LENGTH,
						'description' => __( 'Its address on this site.', 'webmcp-abilities' ),
					),
					'id'     => array(
						'type'        => 'integer',
						'minimum'     => 1,
						'description' => __( 'Its ID, from a search (instead of url).', 'webmcp-abilities' ),
					),
					'format' => array(
						'type'    => 'string',
						'enum'    => Readable_Text::FORMATS,
						'default' => 'markdown',
					),
					'page'   => array(
						'type'        => 'integer',
						'minimum'     => 1,
						'maximum'     => self::MAX_PAGE,
						'default'     => 1,
						'description' => __( 'Page of a long text, from 1.', 'webmcp-abilities' ),
					),
					'length' => array(
						'type'        => 'integer',
						'minimum'     => self::SHORTEST_PAGE,
						'maximum'     => Readable_Text::PAGE_LENGTH,
						'description' => __( 'Characters a page; omit to fit 1,500. Keep it from page to page.', 'webmcp-abilities' ),
					),
				),
				'additionalProperties' => false,
				'default'              => array(),
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'id'          => array( 'type' => 'integer' ),
					'title'       => array( 'type' => 'string' ),
					'type'        => array( 'type' => 'string' ),
					'url'         => array(
						'type'        => 'string',
						'description' => __( 'The canonical address.', 'webmcp-abilities' ),
					),
					'author'      => array(
						'type'        => 'string',
						'description' => __( 'The author’s public display name.', 'webmcp-abilities' ),
					),
					'date'        => array( 'type' => 'string' ),
					'modified'    => array( 'type' => 'string' ),
					'categories'  => array(
						'type'  => 'array',
						'items' => array( 'type' => 'string' ),
					),
					'tags'        => array(
						'type'  => 'array',
						'items' => array( 'type' => 'string' ),
					),
					'protected'   => array(
						'type'        => 'boolean',
						'description' => __( 'Password-protected and not unlocked: only the title is shown; the person can type the password on the page.', 'webmcp-abilities' ),
					),
					'format'      => array( 'type' => 'string' ),
					'text'        => array( 'type' => 'string' ),
					'page'        => array( 'type' => 'integer' ),
					'total_pages' => array( 'type' => 'integer' ),
				),
				'required'   => array( 'id', 'title', 'url', 'text', 'page', 'total_pages' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Public_Content::class, 'anyone' ),
			'meta'                => Ability_Meta::public_reads(
				current_page: array( 'url', 'id' ),
				examples: array(
					'valid'   => array(
						array(
							'input' => array( 'id' => '{{post}}' ),
						),
						array(
							'input' => array(
								'url'    => '{{home}}/?p={{post}}',
								'format' => 'text',
							),
						),
					),
					'invalid' => array(
						array(
							'input' => array( 'id' => '{{draft}}' ),
							'code'  => 'not_found',
							'note'  => 'Not public.',
						),
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
	 * @return array<string, mixed>|WP_Error The item.
	 */
	public static function execute( array $input ): array|WP_Error {
		$post = self::item( $input );
		if ( is_wp_error( $post ) ) {
			return $post;
		}
		$format = (string) ( $input['format'] ?? 'markdown' );
		$page   = (int) ( $input['page'] ?? 1 );
		$locked = Public_Content::is_locked( $post );
		$url    = wp_get_canonical_url( $post );
		$answer = array(
			'id'          => $post->ID,
			'title'       => html_entity_decode( get_the_title( $post ), ENT_QUOTES, 'UTF-8' ),
			'type'        => $post->post_type,
			'url'         => (string) ( $url ? $url : get_permalink( $post ) ),
			'author'      => post_type_supports( $post->post_type, 'author' ) ? (string) get_the_author_meta( 'display_name', (int) $post->post_author ) : '',
			'date'        => (string) get_post_time( 'c', true, $post ),
			'modified'    => (string) get_post_modified_time( 'c', true, $post ),
			'categories'  => self::term_names( $post, 'category' ),
			'tags'        => self::term_names( $post, 'post_tag' ),
			'protected'   => $locked,
			'format'      => $format,
			'text'        => '',
			// The longest page numbers stand in, so every page of the item is cut alike.
			'page'        => self::MAX_PAGE,
			'total_pages' => self::MAX_PAGE,
		);
		$length = isset( $input['length'] ) ? (int) $input['length'] : max( self::SHORTEST_PAGE, Output_Budget::CHARACTERS - Output_Budget::size( $answer ) );
		$text   = $locked ? '' : Readable_Text::from_html( self::rendered( $post ), $format );
		$paged  = Readable_Text::page( $text, $page, $length );
		if ( $page > $paged['pages'] ) {
			return Errors::invalid_input(
				sprintf(
					/* translators: %d: number of pages. */
					_n( 'This text has %d page.', 'This text has %d pages.', $paged['pages'], 'webmcp-abilities' ),
					$paged['pages']
				)
			);
		}
		return array_merge(
			$answer,
			array(
				'text'        => $paged['text'],
				'page'        => $page,
				'total_pages' => $paged['pages'],
			)
		);
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return WP_Post|WP_Error The public item it names.
	 */
	private static function item( array $input ): WP_Post|WP_Error {
		if ( isset( $input['id'] ) ) {
			return Public_Content::readable( (int) $input['id'] );
		}
		if ( ! isset( $input['url'] ) ) {
			return Errors::invalid_input( __( 'Give the address of the item (such as the page the person is on) or its ID.', 'webmcp-abilities' ) );
		}
		$address = Site_Address::parse( (string) $input['url'] );
		if ( is_wp_error( $address ) ) {
			return $address;
		}
		return Public_Content::readable( url_to_postid( (string) $input['url'] ) );
	}

	/**
	 * The content as the item's page shows it, with the site's own filters (blocks, shortcodes).
	 *
	 * @param WP_Post $post A public item.
	 */
	private static function rendered( WP_Post $post ): string {
		$previous        = $GLOBALS['post'] ?? null;
		$GLOBALS['post'] = $post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- content filters read the global post, as in the loop; put back below.
		setup_postdata( $post );
		$html            = (string) apply_filters( 'the_content', $post->post_content ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
		$GLOBALS['post'] = $previous; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- as above.
		if ( $previous instanceof WP_Post ) {
			setup_postdata( $previous );
		}
		return $html;
	}

	/**
	 * @param WP_Post $post     The item.
	 * @param string  $taxonomy Taxonomy.
	 * @return string[] Its terms' names.
	 */
	private static function term_names( WP_Post $post, string $taxonomy ): array {
		$terms = is_object_in_taxonomy( $post->post_type, $taxonomy ) ? get_the_terms( $post, $taxonomy ) : array();
		return is_array( $terms ) ? array_map( static fn ( $term ): string => html_entity_decode( $term->name, ENT_QUOTES, 'UTF-8' ), $terms ) : array();
	}
}
