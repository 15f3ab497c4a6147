<?php
/**
 * The `webmcp-abilities/list-terms` ability: a taxonomy's terms with their counts and hierarchy.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Terms;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Pagination;
use WP_Error;
use WP_Taxonomy;

defined( 'ABSPATH' ) || exit;

/**
 * As Posts > Categories lists them: by name, with their parent and post counts, empty ones too.
 * For people who may assign them (`assign_terms`), so an agent never guesses a term's ID.
 *
 * @internal
 * @since 0.5.0
 */
final class List_Terms {

	public const NAME = 'webmcp-abilities/list-terms';

	private const PER_PAGE = 20;

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'List terms', 'webmcp-abilities' ),
			'description'         => __( 'Lists or searches the categories, tags or another public taxonomy\'s terms by name, with each one\'s ID, slug, parent and number of posts.', 'webmcp-abilities' ),
			'category'            => Categories::CONTENT,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'taxonomy' => Term_Access::taxonomy_schema(),
					'search'   => array(
						'type'        => 'string',
						'maxLength'   => 200,
						'description' => __( 'Words in the name or slug.', 'webmcp-abilities' ),
					),
					'parent'   => array(
						'type'        => 'integer',
						'minimum'     => 0,
						'description' => __( 'Only the children of this term ID; 0: only top-level terms.', 'webmcp-abilities' ),
					),
					...Pagination::input( self::PER_PAGE, __( 'Omit to fit 1,500 characters.', 'webmcp-abilities' ) ),
				),
				'additionalProperties' => false,
				'default'              => array(),
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'terms'       => array(
						'type'  => 'array',
						'items' => Term_Access::summary_schema(),
					),
					'total'       => array( 'type' => 'integer' ),
					'total_pages' => array( 'type' => 'integer' ),
					'page'        => array( 'type' => 'integer' ),
					'per_page'    => array(
						'type'        => 'integer',
						'description' => __( 'The page size chosen to fit; give it with page for the next pages.', 'webmcp-abilities' ),
					),
				),
				'required'   => array( 'terms', 'total', 'total_pages', 'page' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(
				array(
					'gate'             => 'edit_posts',
					// Term names are written by people.
					'untrusted_output' => true,
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array(
									'taxonomy' => 'post_tag',
									'search'   => 'Contract',
								),
							),
						),
						'invalid' => array(
							array(
								'input' => array( 'taxonomy' => 'no_such_taxonomy' ),
								'code'  => 'invalid_input',
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
	public static function can_run( array $input = array() ): bool|WP_Error {
		$taxonomy = Term_Access::taxonomy( $input, 'assign_terms' );
		return $taxonomy instanceof WP_Taxonomy ? true : $taxonomy;
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error One page of terms.
	 */
	public static function execute( array $input = array() ): array|WP_Error {
		$taxonomy = Term_Access::taxonomy( $input, 'assign_terms' );
		if ( is_wp_error( $taxonomy ) ) {
			return $taxonomy;
		}
		$args = array(
			'taxonomy'   => $taxonomy->name,
			'hide_empty' => false,
			'orderby'    => 'name',
		);
		if ( isset( $input['search'] ) && '' !== $input['search'] ) {
			$args['search'] = (string) $input['search'];
		}
		if ( isset( $input['parent'] ) ) {
			$args['parent'] = (int) $input['parent'];
		}
		$terms   = get_terms( $args );
		$summary = is_array( $terms ) ? array_map( array( Term_Access::class, 'summary' ), $terms ) : array();
		return Pagination::whole_items( $summary, $input, self::PER_PAGE, 'terms' );
	}
}
