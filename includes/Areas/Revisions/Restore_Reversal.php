<?php
/**
 * What undoing a restored revision takes.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Revisions;

use WebMCP_Abilities\Undo\Post_Version;
use WebMCP_Abilities\Undo\Reversal_Kind;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * `before` names the revision holding the version the restore replaced (the call keeps one when
 * none did); undo restores it as the revisions screen would, unless the post's title, content or
 * excerpt changed again since (`Post_Version`).
 *
 * @internal
 * @since 0.9.0
 */
final class Restore_Reversal implements Reversal_Kind {

	public const KIND = 'revision_restore';

	/**
	 * @param array<string, mixed> $input A restore-revision call's input.
	 * @return array{fields: string}|null What the post reads now.
	 */
	public static function snapshot( array $input ): ?array {
		$post = get_post( (int) ( $input['id'] ?? 0 ) );
		return $post instanceof WP_Post ? array( 'fields' => Post_Version::fingerprint( $post->to_array() ) ) : null;
	}

	/**
	 * @param array<string, mixed>|null $before The post before.
	 * @param array<string, mixed>      $input  The call's input.
	 * @param array<string, mixed>      $result Its result.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 */
	public static function changes( ?array $before, array $input, array $result ): array {
		$post = get_post( (int) ( $result['id'] ?? 0 ) );
		if ( null === $before || ! $post instanceof WP_Post ) {
			return array();
		}
		$after = Post_Version::fingerprint( $post->to_array() );
		$kept  = Post_Version::revision_of( $post->ID, (string) $before['fields'] );
		if ( $after === $before['fields'] || 0 === $kept ) {
			return array();
		}
		return array(
			array(
				'object_type' => 'post',
				'object_id'   => $post->ID,
				'reversal'    => array(
					'kind'   => self::KIND,
					'id'     => $post->ID,
					'before' => array( 'revision' => $kept ),
					'after'  => array( 'fields' => $after ),
				),
			),
		);
	}

	/**
	 * @param array<string, mixed> $reversal A restore's reversal.
	 */
	public static function may_undo( array $reversal ): bool {
		return current_user_can( 'edit_post', (int) $reversal['id'] );
	}

	/**
	 * @param array<string, mixed> $reversal A restore's reversal.
	 */
	public static function conflict( array $reversal ): ?string {
		return Post_Version::conflict( (int) $reversal['id'], (string) $reversal['after']['fields'], (int) $reversal['before']['revision'] );
	}

	/**
	 * @param array<string, mixed> $reversal A restore's reversal, checked for conflicts.
	 * @return true|WP_Error
	 */
	public static function apply( array $reversal ): bool|WP_Error {
		return Post_Version::restore( (int) $reversal['before']['revision'] );
	}

	/**
	 * @param array<string, mixed> $reversal A restore's reversal.
	 */
	public static function describe( array $reversal ): string {
		return __( 'Restore the version the agent\'s restore replaced (title, content and excerpt)', 'webmcp-abilities' );
	}

	/**
	 * @return string The change undo takes back.
	 */
	public static function change_name(): string {
		return __( 'restored revision', 'webmcp-abilities' );
	}

	/**
	 * @param array<string, mixed> $reversal A restore's reversal.
	 * @return string What undo cannot take back, for a post readers could see.
	 */
	public static function caveat( array $reversal ): ?string {
		return in_array( get_post_status( (int) $reversal['id'] ), array( 'publish', 'private' ), true )
			? __( 'Undo puts the replaced version back, but not for anyone who read the restored one.', 'webmcp-abilities' )
			: null;
	}

	/**
	 * @param array<string, mixed> $reversal A restore's reversal.
	 * @return string The revisions screen, at the version the restore replaced.
	 */
	public static function url( array $reversal ): string {
		return current_user_can( 'edit_post', (int) $reversal['id'] )
			? admin_url( 'revision.php?revision=' . (int) $reversal['before']['revision'] )
			: '';
	}
}
