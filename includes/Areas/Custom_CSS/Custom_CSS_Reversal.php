<?php
/**
 * What undoing a change to the Additional CSS takes.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Custom_CSS;

use WebMCP_Abilities\Undo\Reversal_Kind;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * `before` and `after` hold the theme's stylesheet, its CSS and the post that holds it. Undo
 * publishes the earlier CSS again for that theme (`wp_update_custom_css_post()`), or moves to the
 * trash the post the write made, unless the CSS changed again since.
 *
 * @internal
 * @since 0.9.0
 */
final class Custom_CSS_Reversal implements Reversal_Kind {

	public const KIND = 'custom_css';

	/**
	 * @param array<string, mixed> $input The write's input.
	 * @return array{stylesheet: string, css: string, post: int} The active theme's CSS now, and
	 *         the post that holds it (0 while it has none).
	 */
	public static function snapshot( array $input ): array {
		$post = Custom_CSS::post();
		return array(
			'stylesheet' => get_stylesheet(),
			'css'        => Custom_CSS::current(),
			'post'       => null === $post ? 0 : $post->ID,
		);
	}

	/**
	 * @param array<string, mixed>|null $before The CSS before.
	 * @param array<string, mixed>      $input  The write's input.
	 * @param array<string, mixed>      $result Its result.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 */
	public static function changes( ?array $before, array $input, array $result ): array {
		$after = self::snapshot( $input );
		if ( null === $before || $before === $after ) {
			return array();
		}
		return array(
			array(
				'object_type' => 'theme',
				'object_id'   => 0,
				'reversal'    => array(
					'kind'   => self::KIND,
					'id'     => 0,
					/* translators: %s: a theme's name. */
					'label'  => sprintf( __( 'Additional CSS (%s)', 'webmcp-abilities' ), Custom_CSS::theme() ),
					'before' => $before,
					'after'  => $after,
				),
			),
		);
	}

	/**
	 * @param array<string, mixed> $reversal A CSS reversal.
	 */
	public static function may_undo( array $reversal ): bool {
		return true === Custom_CSS::can_run();
	}

	/**
	 * @param array<string, mixed> $reversal A CSS reversal.
	 */
	public static function conflict( array $reversal ): ?string {
		$stylesheet = (string) $reversal['after']['stylesheet'];
		$post       = Custom_CSS::post( $stylesheet );
		return ( null === $post ? '' : $post->post_content ) === (string) $reversal['after']['css']
			? null
			: __( 'The Additional CSS was changed again since the agent\'s change.', 'webmcp-abilities' );
	}

	/**
	 * @param array<string, mixed> $reversal A CSS reversal, checked for conflicts.
	 * @return true|WP_Error
	 */
	public static function apply( array $reversal ): bool|WP_Error {
		$post = Custom_CSS::post( (string) $reversal['after']['stylesheet'] );
		if ( 0 === (int) $reversal['before']['post'] && null !== $post ) {
			// The write made the theme's first CSS: its undo moves it to the trash, as the undo of
			// any new item does, and the theme forgets it.
			wp_trash_post( $post->ID );
			if ( get_stylesheet() === $reversal['after']['stylesheet'] ) {
				remove_theme_mod( 'custom_css_post_id' );
			}
			return true;
		}
		$saved = wp_update_custom_css_post( (string) $reversal['before']['css'], array( 'stylesheet' => (string) $reversal['before']['stylesheet'] ) );
		return is_wp_error( $saved ) ? $saved : true;
	}

	/**
	 * @param array<string, mixed> $reversal A CSS reversal.
	 */
	public static function describe( array $reversal ): string {
		return __( 'Put the Additional CSS back as it was', 'webmcp-abilities' );
	}

	/**
	 * @return string The change undo takes back.
	 */
	public static function change_name(): string {
		return __( 'Additional CSS change', 'webmcp-abilities' );
	}

	/**
	 * @param array<string, mixed> $reversal A CSS reversal.
	 */
	public static function url( array $reversal ): string {
		return true === Custom_CSS::can_run() ? admin_url( 'customize.php?autofocus[section]=custom_css' ) : '';
	}
}
