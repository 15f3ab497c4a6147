<?php
/**
 * What undoing a change to a published post's title, content or excerpt takes.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Posts;

use WebMCP_Abilities\Undo\Post_Version;
use WebMCP_Abilities\Undo\Reversal_Kind;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * `before` names the revision holding the version the change replaced: the newest revision
 * that reads like it, or, when the post has none (revisions off, or a post made without one),
 * a revision made of it just before the write, so the revisions screen lists it before the
 * change, as if the person had saved it. Undo restores it with `wp_restore_post_revision()`, as
 * the revisions screen's Restore button does, unless the post changed again since. The fields
 * the change set (`Registered_Meta`), which a revision does not keep, are in `before.meta` as
 * they were and in `after.meta` as the change left them; a change of fields only names no
 * revision (0).
 *
 * @internal
 * @since 0.5.0
 */
final class Published_Post_Reversal implements Reversal_Kind {

	public const KIND = 'published_post';

	/** @var array<int, true> Posts whose version before the agent's change is kept as it is saved. */
	private static array $saving = array();

	/**
	 * Reads only. The call may still be refused (a draft; a replacement that breaks a block), and a
	 * refused call writes nothing, not even a revision: the version it replaces is kept as a
	 * revision only when WordPress saves the change (`keep_before_save()`), before the save's own.
	 *
	 * @param array<string, mixed> $input An update-published-post call's input.
	 * @return array{fields: string, meta: array<string, string|null>}|null The post's text, in
	 *         short, and its fields, as they are now.
	 */
	public static function snapshot( array $input ): ?array {
		$post = get_post( (int) ( $input['id'] ?? 0 ) );
		if ( ! $post instanceof WP_Post ) {
			return null;
		}
		// Asked of the hook, not of `$saving`: a snapshot whose save never came leaves its post there.
		if ( false === has_action( 'pre_post_update', array( self::class, 'keep_before_save' ) ) ) {
			add_action( 'pre_post_update', array( self::class, 'keep_before_save' ) );
		}
		self::$saving[ $post->ID ] = true;
		return array(
			'fields' => Post_Version::fingerprint( $post->to_array() ),
			'meta'   => Registered_Meta::stored( $post ),
		);
	}

	/**
	 * Runs on `pre_post_update`, as the agent's change is about to be saved.
	 *
	 * @since 0.6.0
	 *
	 * @param int $id The post being saved.
	 */
	public static function keep_before_save( int $id ): void {
		if ( ! isset( self::$saving[ $id ] ) ) {
			return;
		}
		unset( self::$saving[ $id ] );
		$post = get_post( $id );
		if ( $post instanceof WP_Post ) {
			Post_Version::keep( $post );
		}
	}

	/**
	 * @param array<string, mixed>|null $before The post before.
	 * @param array<string, mixed>      $input  The call's input.
	 * @param array<string, mixed>      $result Its result.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 */
	public static function changes( ?array $before, array $input, array $result ): array {
		$post = get_post( (int) ( $result['id'] ?? 0 ) );
		unset( self::$saving[ (int) ( $input['id'] ?? 0 ) ] );
		if ( null === $before || ! $post instanceof WP_Post ) {
			return array();
		}
		$texts    = Post_Version::fingerprint( $post->to_array() ) !== $before['fields'];
		$meta     = Registered_Meta::difference( (array) ( $before['meta'] ?? array() ), Registered_Meta::stored( $post ) );
		$revision = $texts ? Post_Version::revision_of( $post->ID, (string) $before['fields'] ) : 0;
		if ( ( $texts && 0 === $revision ) || ( ! $texts && array() === $meta['after'] ) ) {
			return array();
		}
		return array(
			array(
				'object_type' => 'post',
				'object_id'   => $post->ID,
				'reversal'    => array(
					'kind'   => self::KIND,
					'id'     => $post->ID,
					'before' => array(
						'revision' => $revision,
						'meta'     => $meta['before'],
					),
					'after'  => array(
						'fields' => Post_Version::fingerprint( $post->to_array() ),
						'meta'   => $meta['after'],
					),
				),
			),
		);
	}

	/**
	 * @param array<string, mixed> $reversal A published post reversal.
	 */
	public static function may_undo( array $reversal ): bool {
		return current_user_can( 'edit_post', (int) $reversal['id'] );
	}

	/**
	 * @param array<string, mixed> $reversal A published post reversal.
	 */
	public static function conflict( array $reversal ): ?string {
		$post = get_post( (int) $reversal['id'] );
		if ( ! $post instanceof WP_Post ) {
			return __( 'The post no longer exists.', 'webmcp-abilities' );
		}
		$meta = Registered_Meta::changed_since( $post, (array) ( $reversal['after']['meta'] ?? array() ) );
		if ( null !== $meta ) {
			return $meta;
		}
		$after    = (string) $reversal['after']['fields'];
		$revision = (int) $reversal['before']['revision'];
		// A change of fields alone kept no revision: only its text must read as the agent left it.
		return 0 === $revision && Post_Version::fingerprint( $post->to_array() ) === $after
			? null
			: Post_Version::conflict( $post->ID, $after, $revision );
	}

	/**
	 * @param array<string, mixed> $reversal A published post reversal, checked for conflicts.
	 * @return true|WP_Error
	 */
	public static function apply( array $reversal ): bool|WP_Error {
		$revision = (int) $reversal['before']['revision'];
		$restored = 0 === $revision ? true : Post_Version::restore( $revision );
		if ( is_wp_error( $restored ) ) {
			return $restored;
		}
		Registered_Meta::restore( (int) $reversal['id'], (array) ( $reversal['before']['meta'] ?? array() ) );
		return true;
	}

	/**
	 * @param array<string, mixed> $reversal A published post reversal.
	 */
	public static function describe( array $reversal ): string {
		if ( 0 === (int) $reversal['before']['revision'] ) {
			return __( 'Restore the fields the agent changed', 'webmcp-abilities' );
		}
		return array() === (array) ( $reversal['before']['meta'] ?? array() )
			? __( 'Restore the revision from before the agent\'s change (title, content and excerpt)', 'webmcp-abilities' )
			: __( 'Restore the revision from before the agent\'s change (title, content and excerpt) and the fields it changed', 'webmcp-abilities' );
	}

	/**
	 * @return string The change undo takes back.
	 */
	public static function change_name(): string {
		return __( 'published post change', 'webmcp-abilities' );
	}

	/**
	 * @since 0.7.0
	 *
	 * @param array<string, mixed> $reversal A stored reversal of this kind.
	 * @return string What undo cannot take back.
	 */
	public static function caveat( array $reversal ): string { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- `Reversal::caveat()` passes every kind its reversal.
		return __( 'Undo restores the earlier version, but not for anyone who read the changed one: visitors and feed readers may have seen it.', 'webmcp-abilities' );
	}

	/**
	 * @param array<string, mixed> $reversal A published post reversal.
	 * @return string The revisions screen, comparing the version the change replaced; the post's
	 *                edit screen for a change of fields only.
	 */
	public static function url( array $reversal ): string {
		if ( ! current_user_can( 'edit_post', (int) $reversal['id'] ) ) {
			return '';
		}
		$revision = (int) $reversal['before']['revision'];
		return 0 === $revision ? (string) get_edit_post_link( (int) $reversal['id'], 'raw' ) : admin_url( 'revision.php?revision=' . $revision );
	}
}
