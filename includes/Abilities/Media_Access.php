<?php
/**
 * Which attachments a person may see and change, as the media library decides.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Abilities;

use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Everyone who may upload sees the library, as on Media > Library; an attachment of a post they
 * may not read (a private or draft post of someone else's) is not theirs to see, and one they may
 * not edit (an author and another's image) not theirs to change. An attachment out of reach is
 * `not_found`, like a missing one, so answers never tell which IDs exist.
 *
 * @internal
 * @since 0.5.0
 */
final class Media_Access {

	/** The alt text meta key WordPress's own screens write. */
	public const ALT_KEY = '_wp_attachment_image_alt';

	/**
	 * @return true|WP_Error True for people who use the media library.
	 */
	public static function can_use_library(): bool|WP_Error {
		return current_user_can( 'upload_files' )
			? true
			: Errors::access_denied( __( 'Only people who may upload files use the media library.', 'webmcp-abilities' ) );
	}

	/**
	 * @param int $id An attachment ID.
	 * @return WP_Post|WP_Error The attachment, when the person may see it.
	 */
	public static function readable( int $id ): WP_Post|WP_Error {
		$allowed = self::can_use_library();
		if ( is_wp_error( $allowed ) ) {
			return $allowed;
		}
		$post = get_post( $id );
		if ( $post instanceof WP_Post && 'attachment' === $post->post_type && current_user_can( 'read_post', $id ) && self::parent_is_readable( $post ) ) {
			return $post;
		}
		return self::missing( $id );
	}

	/**
	 * @param int $id An attachment ID.
	 * @return WP_Post|WP_Error The attachment, when the person may change it.
	 */
	public static function editable( int $id ): WP_Post|WP_Error {
		$post = self::readable( $id );
		if ( $post instanceof WP_Post && ! current_user_can( 'edit_post', $id ) ) {
			return Errors::access_denied(
				sprintf(
					/* translators: %d: attachment ID. */
					__( 'You may not change media item %d: it is someone else\'s.', 'webmcp-abilities' ),
					$id
				)
			);
		}
		return $post;
	}

	/**
	 * @param int $id An attachment ID.
	 * @return WP_Post|WP_Error The image, when the person may see it and it is one.
	 */
	public static function readable_image( int $id ): WP_Post|WP_Error {
		$post = self::readable( $id );
		if ( $post instanceof WP_Post && ! wp_attachment_is_image( $post ) ) {
			return Errors::invalid_input(
				sprintf(
					/* translators: %d: attachment ID. */
					__( 'Media item %d is not an image.', 'webmcp-abilities' ),
					$id
				)
			);
		}
		return $post;
	}

	/**
	 * @param WP_Post $attachment An attachment.
	 * @return array{id: int, title: string, file: string, type: string, alt: string, caption: string, description: string, attached_to: int}
	 *         Its fields as the library's edit screen shows them.
	 */
	public static function fields( WP_Post $attachment ): array {
		return array(
			'id'          => $attachment->ID,
			'title'       => $attachment->post_title,
			'file'        => wp_basename( (string) get_attached_file( $attachment->ID ) ),
			'type'        => $attachment->post_mime_type,
			'alt'         => (string) get_post_meta( $attachment->ID, self::ALT_KEY, true ),
			'caption'     => $attachment->post_excerpt,
			'description' => $attachment->post_content,
			'attached_to' => $attachment->post_parent,
		);
	}

	/**
	 * @param int $id An attachment.
	 * @return string How the person knows it in a dialog: its ID, title and file name.
	 */
	public static function name( int $id ): string {
		/* translators: 1: attachment ID, 2: its title, 3: its file name. */
		return sprintf( __( '#%1$d “%2$s” (%3$s)', 'webmcp-abilities' ), $id, get_the_title( $id ), wp_basename( (string) get_attached_file( $id ) ) );
	}

	/**
	 * @param WP_Post $attachment An attachment.
	 */
	private static function parent_is_readable( WP_Post $attachment ): bool {
		return 0 === $attachment->post_parent || null === get_post( $attachment->post_parent ) || current_user_can( 'read_post', $attachment->post_parent );
	}

	/**
	 * @param int $id An attachment ID.
	 */
	private static function missing( int $id ): WP_Error {
		return Errors::not_found(
			sprintf(
				/* translators: %d: attachment ID. */
				__( 'No media item with ID %d exists that you can see. Use find-media to find one.', 'webmcp-abilities' ),
				$id
			)
		);
	}
}
