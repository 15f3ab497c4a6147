<?php
/**
 * Which object an id in another plugin's input names, and its name when the person may read it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Exposure;

use WP_Comment;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * An input's key says what its id names: `post_id`, `customer_id`, `featured_media`, `categories`;
 * a bare `id` or `parent` names the ability's own subject, the first noun of its name
 * (`woocommerce/order-update-status` → an order). A post-like noun names a post of the type that
 * holds it, found as the loader finds it (`Ability_Object::type_holding()`: `product`,
 * `shop_order` for order, `jetpack_form` for form), `attachment` for media, `post` any type.
 *
 * A name is shown only where WordPress would show it to this person (`read_post`, `list_users`
 * or `edit_user`, a viewable taxonomy or `edit_term`, `edit_comment` or an approved comment on a
 * readable post); anything else stays the bare number, whether it exists or not, so a dialog
 * never tells apart what the person may not read from what is not there.
 *
 * @internal
 * @since 0.10.0
 */
final class Named_Ids {

	/** Nouns that name people, comments and terms; any other noun may name a post type. */
	private const KINDS = array(
		'user'       => 'user',
		'customer'   => 'user',
		'author'     => 'user',
		'owner'      => 'user',
		'comment'    => 'comment',
		'review'     => 'comment',
		'term'       => 'term',
		'category'   => 'term',
		'tag'        => 'term',
		'categories' => 'term',
		'tags'       => 'term',
	);

	/** Nouns WordPress keeps under another post type's name. */
	private const POST_TYPES = array(
		'media' => 'attachment',
		'image' => 'attachment',
		'file'  => 'attachment',
	);

	/**
	 * @param string $ability An ability's name.
	 * @return string|null The noun its name acts on (`order` for `woocommerce/order-update-status`).
	 */
	public static function subject( string $ability ): ?string {
		foreach ( explode( '-', (string) substr( (string) strstr( $ability, '/' ), 1 ) ) as $word ) {
			if ( isset( self::KINDS[ $word ] ) || null !== self::post_types( $word ) ) {
				return $word;
			}
		}
		return null;
	}

	/**
	 * @param string      $key     An input's key.
	 * @param string|null $subject The ability's subject noun.
	 * @return string|null The noun its ids name, or null when the key names no object.
	 */
	public static function noun( string $key, ?string $subject ): ?string {
		if ( in_array( $key, array( 'id', 'ids', 'parent' ), true ) ) {
			return $subject;
		}
		$words = explode( '_', strtolower( $key ) );
		$last  = (string) array_pop( $words );
		if ( in_array( $last, array( 'id', 'ids' ), true ) ) {
			$last = (string) array_pop( $words );
		} elseif ( ! isset( self::KINDS[ $last ] ) && 'media' !== $last ) {
			// A plural of a post type (`grouped_products`), or no object at all (`stock_quantity`).
			$last = (string) preg_replace( '/s$/', '', $last );
		}
		return isset( self::KINDS[ $last ] ) || null !== self::post_types( $last ) ? $last : null;
	}

	/**
	 * @param string $noun A noun from an input's key.
	 * @param int    $id   The id it was given.
	 * @return WP_Post|null The post it names, when this person may read it.
	 */
	public static function readable_post( string $noun, int $id ): ?WP_Post {
		$types = self::post_types( $noun );
		$post  = null === $types || $id < 1 ? null : get_post( $id );
		if ( ! $post instanceof WP_Post || ( array() !== $types && ! in_array( $post->post_type, $types, true ) ) ) {
			return null;
		}
		return current_user_can( 'read_post', $post->ID ) ? $post : null;
	}

	/**
	 * @param string $noun A noun from an input's key.
	 * @param int    $id   The id it was given.
	 * @return string|null The object's name, when this person may read it.
	 */
	public static function name( string $noun, int $id ): ?string {
		if ( $id < 1 ) {
			return null;
		}
		switch ( self::KINDS[ $noun ] ?? 'post' ) {
			case 'user':
				$user = get_userdata( $id );
				return $user && ( current_user_can( 'list_users' ) || current_user_can( 'edit_user', $id ) ) ? $user->display_name : null;
			case 'term':
				$term = get_term( $id );
				return $term instanceof WP_Term && ( is_taxonomy_viewable( $term->taxonomy ) || current_user_can( 'edit_term', $id ) ) ? $term->name : null;
			case 'comment':
				return self::comment_name( $id );
		}
		$post = self::readable_post( $noun, $id );
		if ( null === $post ) {
			return null;
		}
		if ( 'shop_order' === $post->post_type ) {
			return self::order_name( $post );
		}
		return '' === $post->post_title ? __( '(no title)', 'webmcp-abilities' ) : html_entity_decode( $post->post_title, ENT_QUOTES, 'UTF-8' );
	}

	/**
	 * A store's order is known by its customer (and its number, which dialogs add), as
	 * WooCommerce's orders list shows it: its title is only "Order – date".
	 *
	 * @param WP_Post $order An order the person may read.
	 * @return string "Order from Maria Garcia".
	 */
	private static function order_name( WP_Post $order ): string {
		// WooCommerce's post storage keeps the billing name in the order's meta.
		$customer = trim( get_post_meta( $order->ID, '_billing_first_name', true ) . ' ' . get_post_meta( $order->ID, '_billing_last_name', true ) );
		return '' === $customer
			? __( 'Order', 'webmcp-abilities' )
			/* translators: %s: a store customer's name. */
			: sprintf( __( 'Order from %s', 'webmcp-abilities' ), $customer );
	}

	/**
	 * @param int $id A comment ID.
	 * @return string|null "Comment by …", when this person may read the comment.
	 */
	private static function comment_name( int $id ): ?string {
		$comment = get_comment( $id );
		if ( ! $comment instanceof WP_Comment ) {
			return null;
		}
		$readable = current_user_can( 'edit_comment', $id ) || ( '1' === $comment->comment_approved && current_user_can( 'read_post', (int) $comment->comment_post_ID ) );
		return $readable ? sprintf(
			/* translators: %s: the comment author's name. */
			__( 'Comment by %s', 'webmcp-abilities' ),
			'' === $comment->comment_author ? __( 'Anonymous', 'webmcp-abilities' ) : $comment->comment_author
		) : null;
	}

	/**
	 * @param string $noun A noun.
	 * @return string[]|null The post types it names (empty for any), or null when it names none.
	 */
	private static function post_types( string $noun ): ?array {
		if ( 'post' === $noun ) {
			return array();
		}
		if ( isset( self::POST_TYPES[ $noun ] ) ) {
			return post_type_exists( self::POST_TYPES[ $noun ] ) ? array( self::POST_TYPES[ $noun ] ) : null;
		}
		if ( '' === $noun || isset( self::KINDS[ $noun ] ) ) {
			return null;
		}
		// As the loader groups the ability: `order` is `shop_order`, `form` `jetpack_form`.
		$type = Ability_Object::type_holding( $noun );
		return null === $type ? null : array( $type->name );
	}
}
