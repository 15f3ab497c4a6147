<?php
/**
 * The `webmcp-abilities/find-posts` ability: search posts, pages or another content type, get
 * candidates back.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Posts;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Output_Budget;
use WebMCP_Abilities\Abilities\Pagination;
use WebMCP_Abilities\Abilities\Post_Access;
use WebMCP_Abilities\Abilities\Protected_Search;
use WP_Error;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Lists matching posts the user can see, a page at a time. It never picks one: the agent (or the
 * person) chooses among the candidates.
 *
 * @internal
 * @since 0.1.0
 */
final class Find_Posts {

	public const NAME = 'webmcp-abilities/find-posts';

	private const STATUSES = array( 'publish', 'future', 'draft', 'pending', 'private' );

	/** Candidates per page unless the agent asks: as many as fit Chrome's output budget. */
	private const PER_PAGE = 5;

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Find posts', 'webmcp-abilities' ),
			'description'         => __( 'Searches one content type by words, status, author or date, newest first: a page of candidates and the total. When several match, ask the person which one.', 'webmcp-abilities' ),
			'category'            => Categories::CONTENT,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'search' => array(
						'type'        => 'string',
						'maxLength'   => 200,
						'description' => __( 'Words in the title or content.', 'webmcp-abilities' ),
					),
					'type'   => Post_Fields::type_schema(),
					'status' => array(
						'type'        => 'array',
						'items'       => array(
							'type' => 'string',
							'enum' => self::STATUSES,
						),
						'description' => __( 'Only these; omit for all.', 'webmcp-abilities' ),
					),
					'author' => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
					'after'  => array(
						'type'   => 'string',
						'format' => 'date-time',
					),
					'before' => array(
						'type'   => 'string',
						'format' => 'date-time',
					),
					...Pagination::input( self::PER_PAGE, __( 'Omit to fit 1,500 characters.', 'webmcp-abilities' ) ),
				),
				'additionalProperties' => false,
				'default'              => array(),
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'posts'       => array(
						'type'  => 'array',
						'items' => Post_Summary::schema(),
					),
					'total'       => array(
						'type'        => 'integer',
						'description' => __( 'Matching posts over all pages.', 'webmcp-abilities' ),
					),
					'total_pages' => array( 'type' => 'integer' ),
					'page'        => array( 'type' => 'integer' ),
				),
				'required'   => array( 'posts', 'total', 'total_pages', 'page' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(
				array(
					'gate'             => 'read',
					// Titles are written by other people.
					'untrusted_output' => true,
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array(
									'search' => 'Contract',
									'type'   => 'post',
								),
							),
						),
						'invalid' => array(
							array(
								'input' => array(
									'status' => array( 'trash' ),
								),
								'code'  => 'ability_invalid_input',
								'note'  => 'Trashed posts are not searched.',
							),
							array(
								'input' => array( 'type' => 'wp_template' ),
								'code'  => 'invalid_input',
								'note'  => 'Templates have tools of their own.',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * Anyone who can read may search; what they find is limited to what they can see.
	 *
	 * @return bool Whether the current user may run the ability.
	 */
	public static function can_run(): bool {
		return current_user_can( 'read' );
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error The page of candidates; `invalid_input` for a type
	 *                                       that is no content.
	 */
	public static function execute( array $input ): array|WP_Error {
		$type    = (string) ( $input['type'] ?? 'post' );
		$unknown = Post_Access::unknown_type( $type );
		if ( null !== $unknown ) {
			return $unknown;
		}

		$page     = (int) ( $input['page'] ?? 1 );
		$per_page = (int) ( $input['per_page'] ?? self::PER_PAGE );
		$statuses = ! empty( $input['status'] ) ? array_values( (array) $input['status'] ) : self::STATUSES;

		$query_args = array(
			'post_type'           => $type,
			'post_status'         => $statuses,
			'posts_per_page'      => $per_page,
			'paged'               => $page,
			'orderby'             => 'date',
			'order'               => 'DESC',
			'ignore_sticky_posts' => true,
			'suppress_filters'    => false,
		);
		if ( isset( $input['search'] ) && '' !== $input['search'] ) {
			$query_args['s'] = (string) $input['search'];
		}
		if ( isset( $input['author'] ) ) {
			$query_args['author'] = (int) $input['author'];
		}
		$date_query = array_filter(
			array(
				'after'  => isset( $input['after'] ) ? gmdate( 'Y-m-d H:i:s', (int) strtotime( (string) $input['after'] ) ) : null,
				'before' => isset( $input['before'] ) ? gmdate( 'Y-m-d H:i:s', (int) strtotime( (string) $input['before'] ) ) : null,
			)
		);
		if ( $date_query ) {
			$query_args['date_query'] = array( array_merge( $date_query, array( 'column' => 'post_date_gmt' ) ) );
		}

		$limit_to_visible = self::visibility_clause( $type );
		$search_readable  = self::search_clause( $type );
		add_filter( 'posts_where', $limit_to_visible );
		add_filter( 'posts_search', $search_readable, 10, 2 );
		$query = new WP_Query( $query_args );
		remove_filter( 'posts_search', $search_readable );
		remove_filter( 'posts_where', $limit_to_visible );

		$result = array(
			'posts'       => array_map( array( Post_Summary::class, 'of' ), $query->posts ),
			'total'       => (int) $query->found_posts,
			'total_pages' => (int) $query->max_num_pages,
			'page'        => $page,
		);
		return isset( $input['per_page'] ) ? $result : Output_Budget::fit_items( $result, 'posts', array( 'title' ) );
	}

	/**
	 * Lists what wp-admin would show this user: published posts, their own posts, others' drafts,
	 * pending and scheduled posts with `edit_others_posts`, others' private posts with
	 * `read_private_posts` (a role may have one without the other).
	 *
	 * @param string $type Post type searched.
	 * @return callable A `posts_where` filter for this one query.
	 */
	private static function visibility_clause( string $type ): callable {
		return static function ( string $where ) use ( $type ): string {
			global $wpdb;
			$caps    = get_post_type_object( $type )?->cap;
			$visible = array(
				"{$wpdb->posts}.post_status = 'publish'",
				$wpdb->prepare( "{$wpdb->posts}.post_author = %d", get_current_user_id() ),
			);
			if ( $caps && current_user_can( $caps->edit_others_posts ) ) {
				$visible[] = "{$wpdb->posts}.post_status IN ( 'future', 'draft', 'pending' )";
			}
			if ( $caps && current_user_can( $caps->read_private_posts ) ) {
				$visible[] = "{$wpdb->posts}.post_status = 'private'";
			}
			return $where . ' AND ( ' . implode( ' OR ', $visible ) . ' )';
		};
	}

	/**
	 * For a user who cannot edit others' posts, others' protected posts match by title only.
	 *
	 * @param string $type Post type searched.
	 * @return callable A `posts_search` filter for this one query.
	 */
	private static function search_clause( string $type ): callable {
		return static function ( string $search, WP_Query $query ) use ( $type ): string {
			global $wpdb;
			$caps = get_post_type_object( $type )?->cap;
			if ( $caps && current_user_can( $caps->edit_others_posts ) ) {
				return $search;
			}
			$readable = $wpdb->prepare( "( {$wpdb->posts}.post_password = '' OR {$wpdb->posts}.post_author = %d )", get_current_user_id() );
			return Protected_Search::clause( $search, $query, $readable );
		};
	}
}
