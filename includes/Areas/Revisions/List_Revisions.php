<?php
/**
 * The `webmcp-abilities/list-revisions` ability: the versions WordPress kept of a post.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Revisions;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Describe_Output;
use WebMCP_Abilities\Abilities\Output_Budget;
use WebMCP_Abilities\Abilities\Pagination;
use WebMCP_Abilities\Undo\Post_Version;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * As the revisions screen lists them, newest first, autosaves marked: who saved each, when, and
 * what it changed against the one before, in a few words (compare-revisions shows the words).
 *
 * @internal
 * @since 0.9.0
 */
final class List_Revisions {

	public const NAME = 'webmcp-abilities/list-revisions';

	private const PER_PAGE = 10;

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'List revisions', 'webmcp-abilities' ),
			'description'         => __( 'Lists the saved versions (revisions) of a post or page, newest first: ID, who saved it, when, and what changed against the one before.', 'webmcp-abilities' ),
			'category'            => Categories::CONTENT,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array_merge(
					array(
						'id' => array(
							'type'        => 'integer',
							'minimum'     => 1,
							'description' => __( 'The post\'s ID.', 'webmcp-abilities' ),
						),
					),
					Pagination::input( self::PER_PAGE, __( 'Revisions per page.', 'webmcp-abilities' ) )
				),
				'required'             => array( 'id' ),
				'additionalProperties' => false,
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'revisions'   => array(
						'type'  => 'array',
						'items' => array(
							'type'       => 'object',
							'properties' => array(
								'id'       => array( 'type' => 'integer' ),
								'author'   => array( 'type' => 'string' ),
								'date'     => array(
									'type'        => 'string',
									'description' => __( 'When it was saved, ISO 8601 in UTC.', 'webmcp-abilities' ),
								),
								'summary'  => array(
									'type'        => 'string',
									'description' => __( 'What it changed against the revision before it.', 'webmcp-abilities' ),
								),
								'current'  => array(
									'type'        => 'boolean',
									'description' => __( 'Present when it reads as the post does now.', 'webmcp-abilities' ),
								),
								'autosave' => array(
									'type'        => 'boolean',
									'description' => __( 'Present for an autosave: saved by the editor, not by a person.', 'webmcp-abilities' ),
								),
							),
							'required'   => array( 'id', 'author', 'date', 'summary' ),
						),
					),
					'total'       => array( 'type' => 'integer' ),
					'total_pages' => array( 'type' => 'integer' ),
					'page'        => array( 'type' => 'integer' ),
				),
				'required'   => array( 'revisions', 'total', 'total_pages', 'page' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Revisions::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(
				array(
					'gate'             => 'edit_posts',
					// People's names; the summaries are counts and words of the plugin's own.
					'untrusted_output' => true,
					'screens'          => Revisions::screens(),
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array( 'id' => '{{post}}' ),
							),
							array(
								'input' => array(
									'id'       => '{{post}}',
									'page'     => 2,
									'per_page' => 1,
								),
								'note'  => 'The older revision, on a page of its own.',
							),
						),
						'invalid' => array(
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
	 * @return array<string, mixed>|WP_Error A page of the post's revisions.
	 */
	public static function execute( array $input ): array|WP_Error {
		$post = Revisions::post( (int) $input['id'] );
		if ( is_wp_error( $post ) ) {
			return $post;
		}
		$revisions = Revisions::of( $post );
		$result    = Pagination::slice( array_keys( $revisions ), $input, self::PER_PAGE, 'revisions' );
		$now       = Post_Version::fingerprint( $post->to_array() );
		$items     = array();
		foreach ( $result['revisions'] as $index ) {
			$items[] = self::item( $revisions[ $index ], self::older( $revisions, $index ), $now );
		}
		$result['revisions'] = $items;
		return isset( $input['per_page'] ) ? $result : Output_Budget::fit_items( $result, 'revisions', array( 'author', 'summary' ) );
	}

	/**
	 * @param WP_Post      $revision A revision.
	 * @param WP_Post|null $older    The one saved before it.
	 * @param string       $now      What the post reads now (`Post_Version::fingerprint()`).
	 * @return array<string, mixed> It, as listed.
	 */
	private static function item( WP_Post $revision, ?WP_Post $older, string $now ): array {
		$item = array(
			'id'      => $revision->ID,
			'author'  => Describe_Output::person( (int) $revision->post_author ),
			'date'    => (string) get_post_time( 'c', true, $revision ),
			'summary' => Revision_Text::summary( $older, $revision ),
		);
		if ( Post_Version::fingerprint( $revision->to_array() ) === $now ) {
			$item['current'] = true;
		}
		if ( wp_is_post_autosave( $revision ) ) {
			$item['autosave'] = true;
		}
		return $item;
	}

	/**
	 * @param array<int, WP_Post> $revisions A post's revisions, newest first.
	 * @param int                 $index     Where one of them is.
	 * @return WP_Post|null The revision saved before it, autosaves aside (they are no step in
	 *                      the history); null for the oldest.
	 */
	private static function older( array $revisions, int $index ): ?WP_Post {
		foreach ( array_slice( $revisions, $index + 1 ) as $revision ) {
			if ( ! wp_is_post_autosave( $revision ) ) {
				return $revision;
			}
		}
		return null;
	}
}
