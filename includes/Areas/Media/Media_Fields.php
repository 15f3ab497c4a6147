<?php
/**
 * The fields of a media item people describe it with: alt text, title, caption, description.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Media;

use WebMCP_Abilities\Abilities\Agent_Text;
use WebMCP_Abilities\Abilities\Media_Access;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Read and written as the library's "Attachment details" does: the title, caption and
 * description are the attachment's post fields (`wp_update_post()`, so WordPress fires
 * `attachment_updated`), the alt text its meta. An agent's values are text, the description
 * HTML (`from_agent()`), whoever the person is.
 *
 * @internal
 * @since 0.5.0
 */
final class Media_Fields {

	/** Each field, the post field it is kept in ('' for the alt text's meta) and its longest length. */
	public const FIELDS = array(
		'alt'         => array( '', 1000 ),
		'title'       => array( 'post_title', 200 ),
		'caption'     => array( 'post_excerpt', 2000 ),
		'description' => array( 'post_content', 5000 ),
	);

	/**
	 * @return array<string, array<string, mixed>> JSON schemas of the fields.
	 */
	public static function schema(): array {
		$schema = array();
		foreach ( self::FIELDS as $field => $spec ) {
			$schema[ $field ] = array(
				'type'      => 'string',
				'maxLength' => $spec[1],
			);
		}
		$schema['alt']['description']     = __( 'Alt text: what the image shows, for people who cannot see it. Empty for a decorative image.', 'webmcp-abilities' );
		$schema['title']['minLength']     = 1;
		$schema['caption']['description'] = __( 'Caption shown under the image where it is used.', 'webmcp-abilities' );
		return $schema;
	}

	/**
	 * @param int      $id     An attachment.
	 * @param string[] $fields Field names.
	 * @return array<string, string> Those fields as they are now.
	 */
	public static function read( int $id, array $fields ): array {
		$values = array();
		foreach ( $fields as $field ) {
			$column           = self::FIELDS[ $field ][0] ?? null;
			$values[ $field ] = match ( $column ) {
				null    => '',
				''      => (string) get_post_meta( $id, Media_Access::ALT_KEY, true ),
				default => (string) get_post_field( $column, $id, 'raw' ),
			};
		}
		return $values;
	}

	/**
	 * @param array<string, string> $values Field => a value an agent gave.
	 * @return array<string, string> The values as they may be stored.
	 */
	public static function from_agent( array $values ): array {
		foreach ( $values as $field => $value ) {
			$values[ $field ] = 'description' === $field ? Agent_Text::html( $value ) : Agent_Text::text( $value );
		}
		return $values;
	}

	/**
	 * @param int                   $id     An attachment.
	 * @param array<string, string> $values Field => new value, as it may be stored: an agent's
	 *                                      through `from_agent()`, or what was stored before.
	 * @return true|WP_Error
	 */
	public static function write( int $id, array $values ): bool|WP_Error {
		$post = array();
		foreach ( $values as $field => $value ) {
			$column = self::FIELDS[ $field ][0] ?? null;
			if ( '' === $column ) {
				update_post_meta( $id, Media_Access::ALT_KEY, wp_slash( $value ) );
			} elseif ( null !== $column ) {
				$post[ $column ] = wp_slash( $value );
			}
		}
		if ( array() !== $post ) {
			$updated = wp_update_post( array( 'ID' => $id ) + $post, true );
			if ( is_wp_error( $updated ) ) {
				return $updated;
			}
		}
		return true;
	}

	/**
	 * @param array<string, mixed> $item An item of a call's input.
	 * @return string[] The fields it changes.
	 */
	public static function named_in( array $item ): array {
		return array_values( array_intersect( array_keys( self::FIELDS ), array_keys( $item ) ) );
	}
}
