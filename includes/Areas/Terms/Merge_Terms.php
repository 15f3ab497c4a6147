<?php
/**
 * The `webmcp-abilities/merge-terms` ability: one term's posts move to another, and the emptied
 * term is deleted.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Terms;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Errors;
use WP_Error;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * Consequential and destructive: the merged term's archive is gone for visitors. Everything in
 * the term (posts of any status and type) gets the other term, then the term is deleted with
 * `wp_delete_term()`, as Posts > Categories deletes one (its children move up to its parent,
 * `delete_term` fires). The log's Undo recreates it with its posts.
 *
 * @internal
 * @since 0.5.0
 */
final class Merge_Terms {

	public const NAME = 'webmcp-abilities/merge-terms';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Merge terms', 'webmcp-abilities' ),
			'description'         => __( 'Merges one category, tag or other term into another of the same taxonomy: every post of the first gets the second, and the first is deleted.', 'webmcp-abilities' ),
			'category'            => Categories::CONTENT,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'taxonomy' => Term_Access::taxonomy_schema(),
					'from'     => array(
						'type'        => 'integer',
						'minimum'     => 1,
						'description' => __( 'ID of the term merged away (deleted).', 'webmcp-abilities' ),
					),
					'into'     => array(
						'type'        => 'integer',
						'minimum'     => 1,
						'description' => __( 'ID of the term that stays and gets its posts.', 'webmcp-abilities' ),
					),
				),
				'required'             => array( 'from', 'into' ),
				'additionalProperties' => false,
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'into'    => Term_Access::summary_schema(),
					'moved'   => array(
						'type'        => 'integer',
						'description' => __( 'Posts that got the term.', 'webmcp-abilities' ),
					),
					'deleted' => array( 'type' => 'integer' ),
				),
				'required'   => array( 'into', 'moved', 'deleted' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: false,
				destructive: true,
				tool: array(
					'gate'             => 'manage_categories',
					'consequential'    => true,
					'untrusted_output' => true,
					'describe'         => Describe_Term_Merge::NAME,
					'screens'          => array( 'edit-category', 'edit-post_tag' ),
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array(
									'taxonomy' => 'post_tag',
									'from'     => '{{tag}}',
									'into'     => '{{second_tag}}',
								),
							),
						),
						'invalid' => array(
							array(
								'input' => array(
									'taxonomy' => 'post_tag',
									'from'     => '{{tag}}',
									'into'     => '{{tag}}',
								),
								'code'  => 'invalid_input',
								'note'  => 'Into itself.',
							),
							array(
								'input' => array(
									'taxonomy' => 'post_tag',
									'from'     => 987654,
									'into'     => '{{tag}}',
								),
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
	 * @return true|WP_Error
	 */
	public static function can_run( array $input ): bool|WP_Error {
		$terms = self::permitted( $input );
		return is_wp_error( $terms ) ? $terms : true;
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error The term that stays.
	 */
	public static function execute( array $input ): array|WP_Error {
		$terms = self::terms( $input );
		if ( is_wp_error( $terms ) ) {
			return $terms;
		}
		list( $from, $into ) = $terms;
		$objects             = self::objects( $from );
		foreach ( $objects as $object ) {
			$added = wp_add_object_terms( $object, $into->term_id, $into->taxonomy );
			if ( is_wp_error( $added ) ) {
				return Errors::failed( $added );
			}
		}
		$deleted = wp_delete_term( $from->term_id, $from->taxonomy );
		if ( true !== $deleted ) {
			return Errors::failed( is_wp_error( $deleted ) ? $deleted : new WP_Error( 'term_not_deleted', __( 'WordPress did not delete the merged term.', 'webmcp-abilities' ) ) );
		}
		$into = get_term( $into->term_id, $into->taxonomy );
		return array(
			'into'    => $into instanceof WP_Term ? Term_Access::summary( $into ) : array(),
			'moved'   => count( $objects ),
			'deleted' => $from->term_id,
		);
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array{0: WP_Term, 1: WP_Term}|WP_Error The term merged away and the one that stays.
	 */
	public static function terms( array $input ): array|WP_Error {
		$terms = self::permitted( $input );
		if ( is_wp_error( $terms ) ) {
			return $terms;
		}
		// A state, not a permission: refused after the permission check, as a 409 (issue 55).
		return Term_Access::is_default( $terms[0] ) ? self::default_refusal( $terms[0] ) : $terms;
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array{0: WP_Term, 1: WP_Term}|WP_Error Both terms, when the person may merge them.
	 */
	private static function permitted( array $input ): array|WP_Error {
		$taxonomy = Term_Access::taxonomy( $input, 'manage_terms' );
		if ( is_wp_error( $taxonomy ) ) {
			return $taxonomy;
		}
		if ( (int) $input['from'] === (int) $input['into'] ) {
			return Errors::invalid_input( __( 'A term cannot be merged into itself.', 'webmcp-abilities' ) );
		}
		$from = Term_Access::term( (int) $input['from'], $taxonomy->name );
		if ( is_wp_error( $from ) ) {
			return $from;
		}
		// Nobody passes `delete_term` on a default term: terms() says why instead of "you may not".
		if ( ! Term_Access::is_default( $from ) ) {
			$from = Term_Access::term_for( $from->term_id, $taxonomy->name, 'delete_term' );
			if ( is_wp_error( $from ) ) {
				return $from;
			}
		}
		$into = Term_Access::term_for( (int) $input['into'], $taxonomy->name, 'edit_term' );
		if ( is_wp_error( $into ) ) {
			return $into;
		}
		return array( $from, $into );
	}

	/**
	 * @param WP_Term $term Its taxonomy's default term.
	 * @return WP_Error Why it cannot be merged away, and what would let it be.
	 */
	private static function default_refusal( WP_Term $term ): WP_Error {
		if ( 'category' === $term->taxonomy ) {
			return Errors::invalid_state(
				sprintf(
					/* translators: %s: the default category's name. */
					__( '“%s” is the default category, which WordPress gives to posts that have no other, so it cannot be merged away. Choose another default category first (Settings > Writing), then merge.', 'webmcp-abilities' ),
					Term_Access::name( $term )
				)
			);
		}
		$taxonomy = get_taxonomy( $term->taxonomy );
		return Errors::invalid_state(
			sprintf(
				/* translators: 1: a term's name, 2: its taxonomy's name, e.g. Genres. */
				__( '“%1$s” is the default term of %2$s, which WordPress never deletes, so it cannot be merged away.', 'webmcp-abilities' ),
				Term_Access::name( $term ),
				$taxonomy ? (string) $taxonomy->labels->name : $term->taxonomy
			)
		);
	}

	/**
	 * @param WP_Term $term A term.
	 * @return int[] Every object that has it, whatever its status.
	 */
	public static function objects( WP_Term $term ): array {
		$objects = get_objects_in_term( $term->term_id, $term->taxonomy );
		return is_array( $objects ) ? array_map( 'intval', $objects ) : array();
	}
}
