<?php
/**
 * The `webmcp-abilities/restore-revision` ability: put an earlier version of a post back.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Revisions;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Errors;
use WebMCP_Abilities\Abilities\Open_In_Editor;
use WebMCP_Abilities\Undo\Post_Version;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * As the revisions screen's Restore button: the same checks (`edit_post` on the post; revisions
 * on, unless it is an autosave; nobody editing it, here whoever it is, `Open_In_Editor`) and the
 * same function, `wp_restore_post_revision()`, which saves the restored text as a new revision.
 * The version it replaces is kept as a revision first, when none holds it yet. Consequential:
 * visitors of a published post read it at once, so the person sees the diff against now first
 * (`Describe_Restore`); the log's Undo restores the version it replaced (`Restore_Reversal`).
 *
 * @internal
 * @since 0.9.0
 */
final class Restore_Revision {

	public const NAME = 'webmcp-abilities/restore-revision';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Restore revision', 'webmcp-abilities' ),
			'description'         => __( 'Restores an earlier version (revision) of a post or page: its title, content and excerpt. The version it replaces is kept as a revision.', 'webmcp-abilities' ),
			'category'            => Categories::CONTENT,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'id'       => array(
						'type'        => 'integer',
						'minimum'     => 1,
						'description' => __( 'The post\'s ID.', 'webmcp-abilities' ),
					),
					'revision' => array(
						'type'        => 'integer',
						'minimum'     => 1,
						'description' => __( 'The revision\'s ID; default: the version before the current one.', 'webmcp-abilities' ),
					),
				),
				'required'             => array( 'id' ),
				'additionalProperties' => false,
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'id'       => array( 'type' => 'integer' ),
					'revision' => array(
						'type'        => 'integer',
						'description' => __( 'The revision restored.', 'webmcp-abilities' ),
					),
					'changed'  => array(
						'type'        => 'boolean',
						'description' => __( 'False when the post already read as the revision.', 'webmcp-abilities' ),
					),
					'link'     => array(
						'type'        => 'string',
						'description' => __( 'Where visitors read the post.', 'webmcp-abilities' ),
					),
				),
				'required'   => array( 'id', 'revision', 'changed', 'link' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Revisions::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: true,
				destructive: false,
				tool: array(
					'gate'             => 'edit_posts',
					'consequential'    => true,
					// The result is IDs, a flag and an address, never the post's text.
					'untrusted_output' => false,
					'describe'         => Describe_Restore::NAME,
					'screens'          => Revisions::screens(),
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array( 'id' => '{{post}}' ),
								'note'  => 'Back to "Open at eight."',
							),
							array(
								'input' => array( 'id' => '{{post}}' ),
								'note'  => 'Again: back to "Open at nine.", which the first restore replaced.',
							),
						),
						'invalid' => array(
							array(
								'input' => array(
									'id'       => '{{post}}',
									'revision' => '{{draft}}',
								),
								'code'  => 'invalid_input',
								'note'  => 'A post, not a revision.',
							),
							array(
								'input' => array( 'id' => '{{draft}}' ),
								'code'  => 'invalid_state',
								'note'  => 'The draft has no earlier version.',
							),
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
	 * @return array<string, mixed>|WP_Error The post and the revision restored.
	 */
	public static function execute( array $input ): array|WP_Error {
		$target = self::target( $input );
		if ( is_wp_error( $target ) ) {
			return $target;
		}
		list( $post, $revision ) = $target;
		$changed                 = Post_Version::fingerprint( $revision->to_array() ) !== Post_Version::fingerprint( $post->to_array() );
		if ( $changed ) {
			Post_Version::keep( $post );
			// `wp_update_post()` without its `$wp_error`: a failure is 0.
			if ( ! wp_restore_post_revision( $revision->ID ) ) {
				return Errors::failed( new WP_Error( 'not_restored', __( 'WordPress could not restore the revision.', 'webmcp-abilities' ) ) );
			}
		}
		return array(
			'id'       => $post->ID,
			'revision' => $revision->ID,
			'changed'  => $changed,
			'link'     => (string) get_permalink( $post ),
		);
	}

	/**
	 * @param array<string, mixed> $input A call's input.
	 * @return array{0: WP_Post, 1: WP_Post}|WP_Error The post and the revision to restore, or
	 *         why the revisions screen would not restore it.
	 */
	public static function target( array $input ): array|WP_Error {
		$post = Revisions::post( (int) $input['id'] );
		if ( is_wp_error( $post ) ) {
			return $post;
		}
		$revision = isset( $input['revision'] ) ? Revisions::named( $post, (int) $input['revision'] ) : Revisions::before( $post, null );
		if ( is_wp_error( $revision ) ) {
			return $revision;
		}
		if ( ! wp_revisions_enabled( $post ) && ! wp_is_post_autosave( $revision ) ) {
			return Errors::invalid_state(
				sprintf(
					/* translators: %d: Post ID. */
					__( 'Revisions are turned off for post %d, so WordPress restores none but an autosave. Nothing was changed.', 'webmcp-abilities' ),
					$post->ID
				)
			);
		}
		return Open_In_Editor::refusal( $post ) ?? array( $post, $revision );
	}
}
