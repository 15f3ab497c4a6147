<?php
/**
 * The `webmcp-abilities/find-media` ability: search the media library.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Media;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Media_Access;
use WebMCP_Abilities\Abilities\Output_Budget;
use WebMCP_Abilities\Abilities\Pagination;
use WP_Post;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Lists attachments as Media > Library does, newest first, with what an agent needs to judge
 * them (alt text, title, file) and how many images lack alt text in all.
 *
 * @internal
 * @since 0.5.0
 */
final class Find_Media {

	public const NAME = 'webmcp-abilities/find-media';

	private const PER_PAGE = 8;

	/** The library's kinds of media, as its type filter names them. */
	private const TYPES = array( 'image', 'video', 'audio', 'application' );

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Find media', 'webmcp-abilities' ),
			'description'         => __( 'Searches the media library, newest first, by words, type, missing alt text or attached post: a page of items (ID, title, file, type, alt text, attached post) and how many images lack alt text.', 'webmcp-abilities' ),
			'category'            => Categories::MEDIA,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'search'      => array(
						'type'        => 'string',
						'maxLength'   => 200,
						'description' => __( 'Words in the title, caption, description or file name.', 'webmcp-abilities' ),
					),
					'type'        => array(
						'type'        => 'string',
						'enum'        => self::TYPES,
						'description' => __( 'Kind of media.', 'webmcp-abilities' ),
					),
					'missing_alt' => array(
						'type'        => 'boolean',
						'description' => __( 'Only images without alt text.', 'webmcp-abilities' ),
					),
					'attached_to' => array(
						'type'        => 'integer',
						'minimum'     => 0,
						'description' => __( 'A post ID; 0: attached to none.', 'webmcp-abilities' ),
					),
					...Pagination::input( self::PER_PAGE, __( 'Omit to fit 1,500 characters.', 'webmcp-abilities' ) ),
				),
				'additionalProperties' => false,
				'default'              => array(),
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'media'       => array(
						'type'  => 'array',
						'items' => array(
							'type'       => 'object',
							'properties' => array(
								'id'          => array( 'type' => 'integer' ),
								'title'       => array( 'type' => 'string' ),
								'file'        => array( 'type' => 'string' ),
								'type'        => array( 'type' => 'string' ),
								'alt'         => array( 'type' => 'string' ),
								'attached_to' => array( 'type' => 'integer' ),
							),
						),
					),
					'total'       => array( 'type' => 'integer' ),
					'total_pages' => array( 'type' => 'integer' ),
					'page'        => array( 'type' => 'integer' ),
					'missing_alt' => array(
						'type'        => 'integer',
						'description' => __( 'Images in the library you can see that have no alt text.', 'webmcp-abilities' ),
					),
				),
				'required'   => array( 'media', 'total', 'total_pages', 'page', 'missing_alt' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Media_Access::class, 'can_use_library' ),
			'meta'                => Ability_Meta::reads(
				array(
					'gate'             => 'upload_files',
					// Titles, file names and alt text are written by people.
					'untrusted_output' => true,
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array(
									'search' => 'Contract',
									'type'   => 'image',
								),
							),
						),
						'invalid' => array(
							array(
								'input' => array( 'type' => 'pdf' ),
								'code'  => 'ability_invalid_input',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed> One page of media.
	 */
	public static function execute( array $input = array() ): array {
		$page     = (int) ( $input['page'] ?? 1 );
		$per_page = (int) ( $input['per_page'] ?? self::PER_PAGE );
		$query    = self::query(
			$input,
			array(
				'posts_per_page' => $per_page,
				'paged'          => $page,
			)
		);
		$result   = array(
			'media'       => array_map(
				static function ( WP_Post $attachment ): array {
					$fields = Media_Access::fields( $attachment );
					unset( $fields['caption'], $fields['description'] );
					return $fields;
				},
				$query->posts
			),
			'total'       => (int) $query->found_posts,
			'total_pages' => (int) $query->max_num_pages,
			'page'        => $page,
			'missing_alt' => (int) self::query(
				array(
					'type'        => 'image',
					'missing_alt' => true,
				),
				array(
					'posts_per_page' => 1,
					'fields'         => 'ids',
				)
			)->found_posts,
		);
		return isset( $input['per_page'] ) ? $result : Output_Budget::fit_items( $result, 'media', array( 'title', 'alt', 'file' ) );
	}

	/**
	 * @param array<string, mixed> $input The filters.
	 * @param array<string, mixed> $more  More query arguments.
	 */
	private static function query( array $input, array $more ): WP_Query {
		$args = array(
			'post_type'        => 'attachment',
			'post_status'      => 'inherit',
			// Newest first; uploads of the same second by ID, so every call pages the same way.
			'orderby'          => array(
				'date' => 'DESC',
				'ID'   => 'DESC',
			),
			'suppress_filters' => false,
		) + $more;
		if ( isset( $input['search'] ) && '' !== $input['search'] ) {
			$args['s'] = (string) $input['search'];
		}
		if ( isset( $input['type'] ) ) {
			$args['post_mime_type'] = (string) $input['type'];
		}
		if ( isset( $input['attached_to'] ) ) {
			$args['post_parent'] = (int) $input['attached_to'];
		}
		if ( ! empty( $input['missing_alt'] ) ) {
			$args['post_mime_type'] = 'image';
			$args['meta_query']     = array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- the one way to find images without alt text.
				'relation' => 'OR',
				array(
					'key'     => Media_Access::ALT_KEY,
					'compare' => 'NOT EXISTS',
				),
				array(
					'key'   => Media_Access::ALT_KEY,
					'value' => '',
				),
			);
		}
		$readable = self::readable_clause();
		add_filter( 'posts_where', $readable );
		$query = new WP_Query( $args );
		remove_filter( 'posts_where', $readable );
		return $query;
	}

	/**
	 * Leaves out media attached to posts the person may not read (someone else's draft or
	 * private post), as `read_post` does one at a time.
	 */
	private static function readable_clause(): callable {
		return static function ( string $where ): string {
			global $wpdb;
			if ( current_user_can( 'edit_others_posts' ) && current_user_can( 'read_private_posts' ) ) {
				return $where;
			}
			$readable = $wpdb->prepare(
				"{$wpdb->posts}.post_parent = 0 OR {$wpdb->posts}.post_author = %d OR {$wpdb->posts}.post_parent IN ( SELECT parent.ID FROM {$wpdb->posts} AS parent WHERE parent.post_status = 'publish' OR parent.post_author = %d )",
				get_current_user_id(),
				get_current_user_id()
			);
			return $where . " AND ( {$readable} )";
		};
	}
}
