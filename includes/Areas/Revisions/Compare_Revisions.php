<?php
/**
 * The `webmcp-abilities/compare-revisions` ability: what changed between two versions of a post.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Revisions;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Output_Budget;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * As the revisions screen compares two versions, but in words (`Revision_Text`): WordPress's own
 * `wp_text_diff()` answers an HTML table. Either side is a revision of the post or the post as it
 * is now; left out, `to` is now and `from` the version before `to`. A long diff comes a page at
 * a time, each within the output budget.
 *
 * @internal
 * @since 0.9.0
 */
final class Compare_Revisions {

	public const NAME = 'webmcp-abilities/compare-revisions';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Compare revisions', 'webmcp-abilities' ),
			'description'         => __( 'Shows what changed between two versions of a post or page as text: [-removed-] and {+added+} words inside each changed line. Without from and to: what the last change did.', 'webmcp-abilities' ),
			'category'            => Categories::CONTENT,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'id'   => array(
						'type'        => 'integer',
						'minimum'     => 1,
						'description' => __( 'The post\'s ID.', 'webmcp-abilities' ),
					),
					'from' => array(
						'type'        => 'integer',
						'minimum'     => 1,
						'description' => __( 'A revision ID; default: the version before `to`.', 'webmcp-abilities' ),
					),
					'to'   => array(
						'type'        => 'integer',
						'minimum'     => 1,
						'description' => __( 'A revision ID; default: the post as it is now.', 'webmcp-abilities' ),
					),
					'page' => array(
						'type'    => 'integer',
						'minimum' => 1,
						'maximum' => 1000,
						'default' => 1,
					),
				),
				'required'             => array( 'id' ),
				'additionalProperties' => false,
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'id'          => array( 'type' => 'integer' ),
					'from'        => Revisions::version_schema(),
					'to'          => Revisions::version_schema(),
					'diff'        => array(
						'type'        => 'string',
						'description' => __( 'The changes, a page of them; empty when the versions read the same.', 'webmcp-abilities' ),
					),
					'page'        => array( 'type' => 'integer' ),
					'total_pages' => array( 'type' => 'integer' ),
				),
				'required'   => array( 'id', 'from', 'to', 'diff', 'page', 'total_pages' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Revisions::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(
				array(
					'gate'             => 'edit_posts',
					// The diff is people's words.
					'untrusted_output' => true,
					'screens'          => Revisions::screens(),
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array( 'id' => '{{post}}' ),
								'note'  => 'What the last change did: "eight" became "nine".',
							),
						),
						'invalid' => array(
							array(
								'input' => array(
									'id'   => '{{post}}',
									'from' => '{{draft}}',
								),
								'code'  => 'invalid_input',
								'note'  => 'A post, not a revision.',
							),
							array(
								'input' => array( 'id' => '{{draft}}' ),
								'code'  => 'invalid_state',
								'note'  => 'The draft has no revisions.',
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
	 * @return array<string, mixed>|WP_Error The two versions, and a page of what changed.
	 */
	public static function execute( array $input ): array|WP_Error {
		$post = Revisions::post( (int) $input['id'] );
		if ( is_wp_error( $post ) ) {
			return $post;
		}
		$to = isset( $input['to'] ) ? Revisions::named( $post, (int) $input['to'] ) : null;
		if ( is_wp_error( $to ) ) {
			return $to;
		}
		$from = isset( $input['from'] ) ? Revisions::named( $post, (int) $input['from'] ) : Revisions::before( $post, $to );
		if ( is_wp_error( $from ) ) {
			return $from;
		}
		$result = array(
			'id'          => $post->ID,
			'from'        => Revisions::version( $post, $from ),
			'to'          => Revisions::version( $post, $to ),
			'diff'        => '',
			'page'        => (int) ( $input['page'] ?? 1 ),
			// As many digits as the count may have, so the room left for the diff is no less.
			'total_pages' => 1000,
		);
		$room   = Output_Budget::CHARACTERS - Output_Budget::size( $result );
		$pages  = Revision_Text::pages( Revision_Text::diff( $from->to_array(), ( $to ?? $post )->to_array() ), $room );

		$result['diff']        = $pages[ $result['page'] - 1 ] ?? '';
		$result['total_pages'] = count( $pages );
		return $result;
	}
}
