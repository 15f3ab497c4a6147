<?php
/**
 * What a field another plugin's call names holds now, on the post it acts on.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Exposure;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The "before" of before → after, for a post the person may read: an input key that names one of
 * its fields (`title` or `name`, `status`, `slug`, `excerpt` or `short_description`, `menu_order`)
 * reads it as WordPress keeps it, a status as its registered label ("On hold"); any other key
 * reads the post's meta of that name, or of that name with the underscore plugins give their own
 * (`regular_price` → `_regular_price`), only for someone who may edit the post, as its edit screen
 * shows meta only to them. A long text (content, description) is not compared here: its new value
 * is shown.
 *
 * @internal
 * @since 0.10.0
 */
final class Object_Fields {

	/** Input keys that name a post's own columns. */
	private const COLUMNS = array(
		'title'             => 'post_title',
		'name'              => 'post_title',
		'status'            => 'post_status',
		'slug'              => 'post_name',
		'excerpt'           => 'post_excerpt',
		'short_description' => 'post_excerpt',
		'menu_order'        => 'menu_order',
	);

	/**
	 * @param WP_Post $post A post the person may read.
	 * @param string  $key  An input key of a call on it.
	 * @return string|null What that field holds now, or null when the key names none of its fields.
	 */
	public static function before( WP_Post $post, string $key ): ?string {
		$column = self::COLUMNS[ $key ] ?? null;
		if ( 'post_status' === $column ) {
			return self::status_label( $post->post_status );
		}
		if ( null !== $column ) {
			$value = (string) $post->$column;
			return 'post_title' === $column ? html_entity_decode( $value, ENT_QUOTES, 'UTF-8' ) : $value;
		}
		if ( ! current_user_can( 'edit_post', $post->ID ) ) {
			return null;
		}
		foreach ( array( $key, "_$key" ) as $meta_key ) {
			if ( metadata_exists( 'post', $post->ID, $meta_key ) ) {
				$value = get_post_meta( $post->ID, $meta_key, true );
				return is_scalar( $value ) ? (string) $value : null;
			}
		}
		return null;
	}

	/**
	 * @param string $status A post status, or the value a plugin's input gives for one (`on-hold`
	 *                       for WooCommerce's `wc-on-hold`).
	 * @return string Its registered label, else the value itself.
	 */
	public static function status_label( string $status ): string {
		$object = get_post_status_object( $status );
		if ( null === $object ) {
			foreach ( get_post_stati( array(), 'objects' ) as $name => $candidate ) {
				if ( str_ends_with( (string) $name, "-$status" ) ) {
					$object = $candidate;
					break;
				}
			}
		}
		return null === $object ? $status : (string) $object->label;
	}
}
