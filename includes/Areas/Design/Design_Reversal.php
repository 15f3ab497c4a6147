<?php
/**
 * What undoing a saved change to the site's design takes: the site's styles, a template or part,
 * a navigation menu, as they were before the agent's save.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Design;

use WebMCP_Abilities\Undo\Reversal_Kind;
use WP_Error;
use WP_Post;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * A design reversal (`kind` `design`) names the entity (`entity`: `global_styles`, `template`,
 * `navigation`; `key`: its REST id, `post_type` for a template), what it was `before` (its
 * content, and for a template whether the site had its own copy) and what the save left
 * (`after`, hashed; the styles by what they mean, see `Design_Fingerprint`). Undo saves the earlier
 * version back as the person clicking: a template or menu through WordPress's own REST routes,
 * so WordPress checks `edit_theme_options` and shapes the records itself, and a template that was
 * the theme's goes back to the theme's; the styles as the text they were (`restore_styles()`).
 *
 * @internal
 * @since 0.4.0
 */
final class Design_Reversal implements Reversal_Kind {

	public const KIND = 'design';

	/** REST bases of the template kinds. */
	private const TEMPLATE_BASES = array(
		'wp_template'      => 'templates',
		'wp_template_part' => 'template-parts',
	);

	/**
	 * @since 0.4.0
	 *
	 * @param array{entity: string, key: string, post_type?: string} $target An entity about to be saved.
	 * @return array<string, mixed> What it is now, for undo to restore.
	 */
	public static function snapshot( array $target ): array {
		if ( 'template' === $target['entity'] ) {
			$template = get_block_template( $target['key'], (string) ( $target['post_type'] ?? 'wp_template' ) );
			return array(
				'custom'  => null !== $template && 'custom' === $template->source,
				'content' => null === $template ? '' : (string) $template->content,
			);
		}
		$post = get_post( (int) $target['key'] );
		return array( 'content' => $post instanceof WP_Post ? $post->post_content : '' );
	}

	/**
	 * @since 0.4.0
	 *
	 * @param array{entity: string, key: string, post_type?: string} $target The entity just saved.
	 * @param array<string, mixed>                                   $before Its snapshot before.
	 * @return array{object_type: string, object_id: int, reversal: array<string, mixed>}|null
	 *         The change, or null when the save changed nothing.
	 */
	public static function of( array $target, array $before ): ?array {
		$after     = self::state( $target );
		$unchanged = Design_Fingerprint::of( (string) $target['entity'], (string) $before['content'] ) === $after['content'] && ( $before['custom'] ?? null ) === ( $after['custom'] ?? null );
		if ( $unchanged ) {
			return null;
		}
		return array(
			'object_type' => 'post',
			'object_id'   => $after['post_id'],
			'reversal'    => array(
				'kind'   => self::KIND,
				'id'     => $after['post_id'],
				'label'  => self::label( $target ),
				'before' => $before,
				'after'  => array_diff_key( $after, array( 'post_id' => true ) ),
			) + $target,
		);
	}

	/**
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $reversal A design reversal.
	 */
	public static function may_undo( array $reversal = array() ): bool { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- a kind's signature; any design change needs the same capability.
		return current_user_can( 'edit_theme_options' );
	}

	/**
	 * The Site Editor's saves are recorded as they happen (`Design_Save_Capture`), not from an
	 * ability's run.
	 *
	 * @since 0.7.0
	 *
	 * @param array<string, mixed>|null $before The snapshot.
	 * @param array<string, mixed>      $input  The write's input.
	 * @param array<string, mixed>      $result Its result.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 */
	public static function changes( ?array $before, array $input, array $result ): array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- a kind's signature.
		return array();
	}

	/**
	 * @since 0.7.0
	 *
	 * @return bool A template is the theme's when the site's copy is gone; styles and menus stay.
	 */
	public static function outlives_object(): bool {
		return true;
	}

	/**
	 * @since 0.7.0
	 */
	public static function change_name(): string {
		return __( 'design save', 'webmcp-abilities' );
	}

	/**
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $reversal A design reversal.
	 * @return string|null What changed since the agent's save, or null when it is as the save left it.
	 */
	public static function conflict( array $reversal ): ?string {
		$now   = self::read( $reversal );
		$after = (array) $reversal['after'];
		// Entries logged before issue 55 hashed the styles' text: their hash still matches it.
		$same = in_array( $after['content'], array( Design_Fingerprint::of( (string) $reversal['entity'], $now['text'] ), md5( $now['text'] ) ), true );
		if ( ! $same || ( $now['custom'] ?? null ) !== ( $after['custom'] ?? null ) ) {
			/* translators: %s: what was saved, e.g. Styles, or Template “Pages”. */
			return sprintf( __( '%s was changed again since the agent\'s save.', 'webmcp-abilities' ), (string) $reversal['label'] );
		}
		return null;
	}

	/**
	 * Saves the earlier version back, as the current person.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $reversal A design reversal, already checked for conflicts.
	 * @return true|WP_Error
	 */
	public static function apply( array $reversal ): bool|WP_Error {
		$before = (array) $reversal['before'];
		$key    = (string) $reversal['key'];
		switch ( $reversal['entity'] ) {
			case 'global_styles':
				return self::restore_styles( (int) $key, (string) $before['content'] );
			case 'navigation':
				return self::save( '/wp/v2/navigation/' . $key, array( 'content' => (string) $before['content'] ) );
			case 'template':
				$base = self::TEMPLATE_BASES[ (string) $reversal['post_type'] ] ?? 'templates';
				// WordPress's REST API answers `source: theme` by deleting the site's copy.
				return self::save( "/wp/v2/$base/$key", empty( $before['custom'] ) ? array( 'source' => 'theme' ) : array( 'content' => (string) $before['content'] ) );
		}
		return new WP_Error( 'undo_failed', __( 'WordPress could not make the reverse change.', 'webmcp-abilities' ) );
	}

	/**
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $reversal A design reversal.
	 * @return string What undo does, for its button's label.
	 */
	public static function describe( array $reversal ): string {
		/* translators: %s: what was saved, e.g. Styles, or Template “Pages”. */
		return sprintf( __( 'Save %s as it was before the agent\'s save', 'webmcp-abilities' ), (string) $reversal['label'] );
	}

	/**
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $target An entity (a target, or a reversal naming one).
	 * @return string How the Site Editor's save names it: Styles, Template “Pages”, Navigation menu “Navigation”.
	 */
	public static function label( array $target ): string {
		$key = (string) $target['key'];
		switch ( $target['entity'] ) {
			case 'global_styles':
				return __( 'Styles', 'webmcp-abilities' );
			case 'navigation':
				/* translators: %s: a menu's title. */
				return sprintf( __( 'Navigation menu “%s”', 'webmcp-abilities' ), get_the_title( (int) $key ) );
		}
		$post_type = (string) ( $target['post_type'] ?? 'wp_template' );
		$template  = get_block_template( $key, $post_type );
		$title     = null === $template ? $key : wp_strip_all_tags( (string) $template->title );
		return 'wp_template_part' === $post_type
			/* translators: %s: a template part's title. */
			? sprintf( __( 'Template part “%s”', 'webmcp-abilities' ), $title )
			/* translators: %s: a template's title. */
			: sprintf( __( 'Template “%s”', 'webmcp-abilities' ), $title );
	}

	/**
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $reversal A design reversal.
	 * @return string Where the Site Editor opens it, or '' for someone who may not edit the design.
	 */
	public static function url( array $reversal ): string {
		if ( ! current_user_can( 'edit_theme_options' ) ) {
			return '';
		}
		$path = 'template' === $reversal['entity']
			? '/' . $reversal['post_type'] . '/' . $reversal['key']
			: ( 'navigation' === $reversal['entity'] ? '/wp_navigation/' . $reversal['key'] : '/styles' );
		return add_query_arg( 'p', rawurlencode( $path ), admin_url( 'site-editor.php' ) );
	}

	/**
	 * @param array<string, mixed> $target An entity.
	 * @return array{content: string, custom?: bool, post_id: int} Its saved content (hashed), and
	 *         for a template whether the site has its own copy; the post that holds it.
	 */
	private static function state( array $target ): array {
		$now            = self::read( $target );
		$now['content'] = Design_Fingerprint::of( (string) $target['entity'], $now['text'] );
		unset( $now['text'] );
		return $now;
	}

	/**
	 * @param array<string, mixed> $target An entity.
	 * @return array{text: string, custom?: bool, post_id: int} Its saved content, and for a
	 *         template whether the site has its own copy; the post that holds it.
	 */
	private static function read( array $target ): array {
		if ( 'template' === $target['entity'] ) {
			$template = get_block_template( (string) $target['key'], (string) ( $target['post_type'] ?? 'wp_template' ) );
			return array(
				'text'    => null === $template ? '' : (string) $template->content,
				'custom'  => null !== $template && 'custom' === $template->source,
				'post_id' => null === $template ? 0 : (int) $template->wp_id,
			);
		}
		$post = get_post( (int) $target['key'] );
		return array(
			'text'    => $post instanceof WP_Post ? $post->post_content : '',
			'post_id' => (int) $target['key'],
		);
	}

	/**
	 * Writes the styles back as the text they were. WordPress's route cannot: it rebuilds the
	 * record from `styles` and `settings`, so it keeps a key the earlier record lacked and adds
	 * the other (issue 55, item 7). The route's own check and its own write stand in for it, so
	 * the record is still filtered for a person without `unfiltered_html` and gets its revision.
	 *
	 * @param int    $id      The user styles record.
	 * @param string $content Its content before the agent's save.
	 * @return true|WP_Error
	 */
	private static function restore_styles( int $id, string $content ): bool|WP_Error {
		$post = get_post( $id );
		if ( ! $post instanceof WP_Post || 'wp_global_styles' !== $post->post_type ) {
			return new WP_Error( 'undo_failed', __( 'WordPress could not make the reverse change.', 'webmcp-abilities' ) );
		}
		if ( ! current_user_can( 'edit_post', $id ) ) {
			return new WP_Error( 'access_denied', __( 'You may not make this change yourself, so you may not undo it.', 'webmcp-abilities' ) );
		}
		$saved = wp_update_post(
			array(
				'ID'           => $id,
				'post_content' => wp_slash( $content ),
			),
			true
		);
		return is_wp_error( $saved ) ? $saved : true;
	}

	/**
	 * @param string               $route A REST route of WordPress's.
	 * @param array<string, mixed> $body  What to save.
	 * @return true|WP_Error
	 */
	private static function save( string $route, array $body ): bool|WP_Error {
		$request = new WP_REST_Request( 'POST', $route );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( $body ) );
		$response = rest_do_request( $request );
		if ( $response->is_error() ) {
			return $response->as_error();
		}
		return true;
	}
}
