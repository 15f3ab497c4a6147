<?php
/**
 * The `webmcp-abilities/get-media` ability: one media item, its sizes and where it is used.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Media;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Media_Access;
use WebMCP_Abilities\Abilities\Output_Budget;
use WP_Error;
use WP_Post;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * What the library's "Attachment details" shows, and where the item appears: as a post's
 * featured image or in its content (the block editor marks images with `wp-image-ID`).
 *
 * @internal
 * @since 0.5.0
 */
final class Get_Media {

	public const NAME = 'webmcp-abilities/get-media';

	/** Posts listed for each way of using the item. */
	private const USES = 5;

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Get media', 'webmcp-abilities' ),
			'description'         => __( 'Reads one media item: title, file, type, alt text, caption, description, address, size in pixels and its generated sizes, and the posts that use it (as featured image or in their content).', 'webmcp-abilities' ),
			'category'            => Categories::MEDIA,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'id' => array(
						'type'        => 'integer',
						'minimum'     => 1,
						'description' => __( 'ID of the media item, as find-media returns it.', 'webmcp-abilities' ),
					),
				),
				'required'             => array( 'id' ),
				'additionalProperties' => false,
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'id'          => array( 'type' => 'integer' ),
					'title'       => array( 'type' => 'string' ),
					'file'        => array( 'type' => 'string' ),
					'type'        => array( 'type' => 'string' ),
					'alt'         => array( 'type' => 'string' ),
					'caption'     => array( 'type' => 'string' ),
					'description' => array( 'type' => 'string' ),
					'attached_to' => array( 'type' => 'integer' ),
					'url'         => array( 'type' => 'string' ),
					'width'       => array( 'type' => 'integer' ),
					'height'      => array( 'type' => 'integer' ),
					'sizes'       => array(
						'type'        => 'object',
						'description' => __( 'Generated sizes by name, each "width×height".', 'webmcp-abilities' ),
					),
					'used_in'     => array(
						'type'  => 'array',
						'items' => array(
							'type'       => 'object',
							'properties' => array(
								'id'    => array( 'type' => 'integer' ),
								'title' => array( 'type' => 'string' ),
								'as'    => array(
									'type' => 'string',
									'enum' => array( 'featured_image', 'content' ),
								),
							),
						),
					),
				),
				'required'   => array( 'id', 'title', 'file', 'type', 'alt', 'url', 'used_in' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(
				array(
					'gate'             => 'upload_files',
					'untrusted_output' => true,
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array( 'id' => '{{image}}' ),
							),
						),
						'invalid' => array(
							array(
								'input' => array( 'id' => 987654 ),
								'code'  => 'not_found',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return true|WP_Error
	 */
	public static function can_run( array $input ): bool|WP_Error {
		$attachment = Media_Access::readable( (int) $input['id'] );
		return $attachment instanceof WP_Post ? true : $attachment;
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error The item.
	 */
	public static function execute( array $input ): array|WP_Error {
		$attachment = Media_Access::readable( (int) $input['id'] );
		if ( is_wp_error( $attachment ) ) {
			return $attachment;
		}
		$meta  = wp_get_attachment_metadata( $attachment->ID );
		$meta  = is_array( $meta ) ? $meta : array();
		$sizes = array();
		foreach ( (array) ( $meta['sizes'] ?? array() ) as $name => $size ) {
			$sizes[ (string) $name ] = sprintf( '%d×%d', (int) $size['width'], (int) $size['height'] );
		}
		$result  = Media_Access::fields( $attachment ) + array(
			'url'     => (string) wp_get_attachment_url( $attachment->ID ),
			'width'   => (int) ( $meta['width'] ?? 0 ),
			'height'  => (int) ( $meta['height'] ?? 0 ),
			'sizes'   => (object) $sizes,
			'used_in' => self::uses( $attachment->ID ),
		);
		$fit     = static function ( int $length ) use ( $result ): array {
			$result['caption']     = Output_Budget::cut( $result['caption'], $length );
			$result['description'] = Output_Budget::cut( $result['description'], $length );
			return $result;
		};
		$longest = max( mb_strlen( $result['caption'] ), mb_strlen( $result['description'] ) );
		return $fit( Output_Budget::longest_fit( $fit, 0, $longest ) );
	}

	/**
	 * @param int $id An attachment.
	 * @return array<int, array{id: int, title: string, as: string}> Posts the person may read that use it.
	 */
	private static function uses( int $id ): array {
		$common   = array(
			'post_type'        => 'any',
			'post_status'      => array( 'publish', 'future', 'draft', 'pending', 'private' ),
			'posts_per_page'   => self::USES, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- five at most (USES).
			'suppress_filters' => false,
		);
		$featured = new WP_Query(
			$common + array(
				'meta_key'   => '_thumbnail_id', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- how WordPress stores featured images.
				'meta_value' => (string) $id, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- as above.
			)
		);
		$marked   = self::in_content( $id );
		$content  = new WP_Query( $common + array( 'post__in' => array() === $marked ? array( 0 ) : $marked ) );
		$uses     = array();
		foreach ( array(
			'featured_image' => $featured->posts,
			'content'        => $content->posts,
		) as $as => $posts ) {
			foreach ( $posts as $post ) {
				if ( $post instanceof WP_Post && current_user_can( 'read_post', $post->ID ) ) {
					$uses[] = array(
						'id'    => $post->ID,
						'title' => $post->post_title,
						'as'    => $as,
					);
				}
			}
		}
		return $uses;
	}

	/**
	 * @param int $id An attachment.
	 * @return int[] Posts whose content shows it (the editor's `wp-image-ID` class).
	 */
	private static function in_content( int $id ): array {
		global $wpdb;
		$ids = $wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- no API searches content for a class name; one indexed-by-type read.
			$wpdb->prepare(
				"SELECT ID FROM {$wpdb->posts} WHERE post_type NOT IN ( 'revision', 'attachment' ) AND post_content REGEXP %s LIMIT %d",
				'wp-image-' . $id . '([^0-9]|$)',
				self::USES
			)
		);
		return array_map( 'intval', $ids );
	}
}
