<?php
/**
 * What undoing a change to a post's featured image takes.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Media;

use WebMCP_Abilities\Undo\Reversal_Kind;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * `before` and `after` hold the featured image's ID (0: none). Undo sets the earlier one back,
 * unless the post's featured image changed again since.
 *
 * @internal
 * @since 0.5.0
 */
final class Featured_Image_Reversal implements Reversal_Kind {

	public const KIND = 'featured_image';

	/**
	 * @param array<string, mixed> $input A set-featured-image call's input.
	 * @return array{image: int}
	 */
	public static function snapshot( array $input ): array {
		return array( 'image' => (int) get_post_thumbnail_id( (int) ( $input['id'] ?? 0 ) ) );
	}

	/**
	 * @param array<string, mixed>|null $before The image before.
	 * @param array<string, mixed>      $input  The call's input.
	 * @param array<string, mixed>      $result Its result.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 */
	public static function changes( ?array $before, array $input, array $result ): array {
		$id  = (int) ( $result['id'] ?? 0 );
		$was = (int) ( $before['image'] ?? 0 );
		$now = (int) get_post_thumbnail_id( $id );
		if ( $id <= 0 || $was === $now ) {
			return array();
		}
		return array(
			array(
				'object_type' => 'post',
				'object_id'   => $id,
				'reversal'    => array(
					'kind'   => self::KIND,
					'id'     => $id,
					'before' => array( 'image' => $was ),
					'after'  => array( 'image' => $now ),
				),
			),
		);
	}

	/**
	 * @param array<string, mixed> $reversal A featured image reversal.
	 */
	public static function may_undo( array $reversal ): bool {
		return current_user_can( 'edit_post', (int) $reversal['id'] );
	}

	/**
	 * @param array<string, mixed> $reversal A featured image reversal.
	 */
	public static function conflict( array $reversal ): ?string {
		$id = (int) $reversal['id'];
		if ( null === get_post( $id ) ) {
			return __( 'The post no longer exists.', 'webmcp-abilities' );
		}
		return (int) get_post_thumbnail_id( $id ) === (int) $reversal['after']['image']
			? null
			: __( 'The post\'s featured image was changed again since the agent\'s change.', 'webmcp-abilities' );
	}

	/**
	 * @param array<string, mixed> $reversal A featured image reversal.
	 * @return true|WP_Error
	 */
	public static function apply( array $reversal ): bool|WP_Error {
		$id    = (int) $reversal['id'];
		$image = (int) $reversal['before']['image'];
		$done  = $image > 0 ? set_post_thumbnail( $id, $image ) : delete_post_thumbnail( $id );
		return false === $done
			? new WP_Error( 'undo_failed', __( 'WordPress could not make the reverse change.', 'webmcp-abilities' ) )
			: true;
	}

	/**
	 * @param array<string, mixed> $reversal A featured image reversal.
	 */
	public static function describe( array $reversal ): string {
		return (int) $reversal['before']['image'] > 0
			? __( 'Set the post\'s earlier featured image back', 'webmcp-abilities' )
			: __( 'Remove the featured image the agent set', 'webmcp-abilities' );
	}

	/**
	 * @return string The change undo takes back.
	 */
	public static function change_name(): string {
		return __( 'featured image change', 'webmcp-abilities' );
	}

	/**
	 * @param array<string, mixed> $reversal A featured image reversal.
	 */
	public static function url( array $reversal ): string {
		$id = (int) $reversal['id'];
		return current_user_can( 'edit_post', $id ) ? (string) get_edit_post_link( $id, 'raw' ) : '';
	}
}
