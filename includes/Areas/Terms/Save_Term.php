<?php
/**
 * The `webmcp-abilities/save-term` ability: add a category, tag or other term, or rename one.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Terms;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Agent_Text;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Errors;
use WP_Error;
use WP_Taxonomy;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * Written with `wp_insert_term()` and `wp_update_term()`, as the term screens do: WordPress
 * sanitises the fields, refuses a name or slug already taken, and fires `created_term` and
 * `edited_term` for other plugins. The name is the agent's text, the description its HTML
 * (`Agent_Text`).
 *
 * @internal
 * @since 0.5.0
 */
final class Save_Term {

	public const NAME = 'webmcp-abilities/save-term';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Save term', 'webmcp-abilities' ),
			'description'         => __( 'Adds a category, tag or other term (no id), or changes one (its id): give only what changes.', 'webmcp-abilities' ),
			'category'            => Categories::CONTENT,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'taxonomy'    => Term_Access::taxonomy_schema(),
					'id'          => array(
						'type'        => 'integer',
						'minimum'     => 1,
						'description' => __( 'The term to change (list-terms); omit to add one.', 'webmcp-abilities' ),
					),
					'name'        => array(
						'type'      => 'string',
						'minLength' => 1,
						'maxLength' => 200,
					),
					'slug'        => array(
						'type'        => 'string',
						'pattern'     => '^[a-z0-9-]{1,200}$',
						'description' => __( 'Lowercase letters, digits and hyphens.', 'webmcp-abilities' ),
					),
					'description' => array(
						'type'      => 'string',
						'maxLength' => 2000,
					),
					'parent'      => array(
						'type'        => 'integer',
						'minimum'     => 0,
						'description' => __( 'Parent term ID (hierarchical taxonomies); 0: top level.', 'webmcp-abilities' ),
					),
				),
				'additionalProperties' => false,
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => Term_Access::summary_schema()['properties'] + array(
					'created' => array( 'type' => 'boolean' ),
				),
				'required'   => array( 'id', 'name', 'slug', 'parent', 'count', 'created' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: false,
				destructive: false,
				tool: array(
					'gate'             => 'manage_categories',
					// A term's name shows on every post that has it (issue 55).
					'consequential'    => true,
					'untrusted_output' => true,
					'describe'         => Describe_Term_Save::NAME,
					'screens'          => array( 'edit-category', 'edit-post_tag' ),
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array(
									'taxonomy'    => 'category',
									'id'          => '{{category}}',
									'name'        => 'Contract news',
									'description' => '<p>What is <em>new</em>.</p>',
								),
							),
							array(
								'input' => array(
									'taxonomy'    => 'post_tag',
									'name'        => 'Opening hours',
									'description' => 'When we open.',
								),
							),
						),
						'invalid' => array(
							array(
								'input' => array(
									'taxonomy' => 'category',
									'id'       => '{{category}}',
								),
								'code'  => 'invalid_input',
								'note'  => 'Nothing to change.',
							),
							array(
								'input' => array(
									'taxonomy' => 'category',
									'id'       => 987654,
									'name'     => 'News',
								),
								'code'  => 'not_found',
							),
							array(
								'input' => array(
									'taxonomy' => 'post_tag',
									'name'     => 'Hours',
									'parent'   => '{{tag}}',
								),
								'code'  => 'invalid_input',
								'note'  => 'Tags have no parent.',
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
		$checked = self::checked( $input );
		return is_wp_error( $checked ) ? $checked : true;
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error The term as saved.
	 */
	public static function execute( array $input ): array|WP_Error {
		$checked = self::checked( $input );
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}
		$fields = array_intersect_key( $input, array_flip( array( 'slug', 'parent' ) ) );
		if ( isset( $input['description'] ) ) {
			// WordPress filters descriptions so for everyone; plugins for rich descriptions lift
			// that for people, which an agent is not.
			$fields['description'] = Agent_Text::html( (string) $input['description'], 'pre_term_description' );
		}
		$name = Agent_Text::text( (string) ( $input['name'] ?? '' ) );
		if ( $checked instanceof WP_Term ) {
			$saved = wp_update_term( $checked->term_id, $checked->taxonomy, wp_slash( $fields + ( isset( $input['name'] ) ? array( 'name' => $name ) : array() ) ) );
		} else {
			$saved = wp_insert_term( wp_slash( $name ), $checked->name, wp_slash( $fields ) );
		}
		if ( is_wp_error( $saved ) ) {
			// A name or slug already taken, as the term screens say it.
			return Errors::invalid_input( $saved->get_error_message() );
		}
		$term = get_term( (int) $saved['term_id'] );
		if ( ! $term instanceof WP_Term ) {
			return Errors::failed( new WP_Error( 'term_not_saved', __( 'WordPress did not save the term.', 'webmcp-abilities' ) ) );
		}
		return Term_Access::summary( $term ) + array( 'created' => ! isset( $input['id'] ) );
	}

	/**
	 * Everything but what only WordPress's own insert or update can tell (a name already taken).
	 *
	 * @param array<string, mixed> $input Validated input.
	 * @return WP_Term|WP_Taxonomy|WP_Error The term to change, or the taxonomy to add one to.
	 */
	public static function checked( array $input ): WP_Term|WP_Taxonomy|WP_Error {
		$taxonomy = Term_Access::taxonomy( $input, isset( $input['id'] ) ? 'edit_terms' : 'manage_terms' );
		if ( is_wp_error( $taxonomy ) ) {
			return $taxonomy;
		}
		$term = null;
		if ( isset( $input['id'] ) ) {
			$term = Term_Access::term_for( (int) $input['id'], $taxonomy->name, 'edit_term' );
			if ( is_wp_error( $term ) ) {
				return $term;
			}
			if ( array() === array_intersect_key( $input, array_flip( array( 'name', 'slug', 'description', 'parent' ) ) ) ) {
				return Errors::invalid_input( __( 'Give what changes: name, slug, description or parent.', 'webmcp-abilities' ) );
			}
		} elseif ( ! isset( $input['name'] ) ) {
			return Errors::invalid_input( __( 'A new term needs a name.', 'webmcp-abilities' ) );
		}
		$parent = self::parent_error( $input, $taxonomy, $term );
		if ( null !== $parent ) {
			return $parent;
		}
		return $term ?? $taxonomy;
	}

	/**
	 * @param array<string, mixed> $input    Validated input.
	 * @param WP_Taxonomy          $taxonomy The taxonomy.
	 * @param WP_Term|null         $term     The term changed, or null for a new one.
	 */
	private static function parent_error( array $input, WP_Taxonomy $taxonomy, ?WP_Term $term ): ?WP_Error {
		$parent = (int) ( $input['parent'] ?? 0 );
		if ( $parent <= 0 ) {
			return null;
		}
		if ( ! $taxonomy->hierarchical ) {
			return Errors::invalid_input( __( 'Terms of this taxonomy have no parent.', 'webmcp-abilities' ) );
		}
		$found = Term_Access::term( $parent, $taxonomy->name );
		if ( is_wp_error( $found ) ) {
			return Errors::invalid_input( $found->get_error_message() );
		}
		if ( null !== $term && ( $parent === $term->term_id || in_array( $parent, get_term_children( $term->term_id, $taxonomy->name ), true ) ) ) {
			return Errors::invalid_input( __( 'A term cannot be placed under itself or one of its own children.', 'webmcp-abilities' ) );
		}
		return null;
	}
}
