<?php
/**
 * The `webmcp-abilities/describe-term-save` ability: the term a save-term call adds or changes,
 * for the person who confirms it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Terms;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Describe_Output;
use WP_Error;
use WP_Taxonomy;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * Names the taxonomy, the term as it is now (for a change) and each field it gets, the parent by
 * its name, with the names as WordPress will save them (issue 55). Lets in exactly the people
 * save-term lets in, and refuses what it would refuse before saving. Not a tool.
 *
 * @internal
 * @since 0.5.0
 */
final class Describe_Term_Save {

	public const NAME = 'webmcp-abilities/describe-term-save';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe term save', 'webmcp-abilities' ),
			'description'         => __( 'Names the term a save-term call adds or changes, each field before and after, for the person asked to confirm it. Takes that call\'s input.', 'webmcp-abilities' ),
			'category'            => Categories::CONTENT,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'taxonomy'    => array( 'type' => 'string' ),
					'id'          => array( 'type' => 'integer' ),
					'name'        => array( 'type' => 'string' ),
					'slug'        => array( 'type' => 'string' ),
					'description' => array( 'type' => 'string' ),
					'parent'      => array( 'type' => 'integer' ),
				),
				'additionalProperties' => true,
			),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Save_Term::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @param array<string, mixed> $input The call's input.
	 * @return array<string, mixed>|WP_Error The description.
	 */
	public static function execute( array $input ): array|WP_Error {
		$checked = Save_Term::checked( $input );
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}
		return $checked instanceof WP_Term ? self::change( $checked, $input ) : self::addition( $checked, $input );
	}

	/**
	 * @param WP_Taxonomy          $taxonomy Where the term is added.
	 * @param array<string, mixed> $input    The call's input.
	 * @return array<string, mixed>
	 */
	private static function addition( WP_Taxonomy $taxonomy, array $input ): array {
		$name   = Term_Access::as_saved( 'name', (string) $input['name'], $taxonomy->name );
		$fields = array(
			__( 'Taxonomy', 'webmcp-abilities' ) => (string) $taxonomy->labels->name,
			__( 'Name', 'webmcp-abilities' )     => self::quoted( $name ),
		);
		if ( isset( $input['slug'] ) ) {
			$fields[ __( 'Slug', 'webmcp-abilities' ) ] = (string) $input['slug'];
		}
		if ( isset( $input['description'] ) ) {
			$fields[ __( 'Description', 'webmcp-abilities' ) ] = self::quoted( Term_Access::as_saved( 'description', (string) $input['description'], $taxonomy->name ) );
		}
		if ( $taxonomy->hierarchical ) {
			$fields[ __( 'Parent', 'webmcp-abilities' ) ] = self::parent( (int) ( $input['parent'] ?? 0 ), $taxonomy->name );
		}
		return Describe_Output::of(
			sprintf(
				/* translators: 1: the new term's name, 2: its taxonomy's name, e.g. Categories. */
				__( 'Add “%1$s” to %2$s', 'webmcp-abilities' ),
				$name,
				$taxonomy->labels->name
			),
			$fields
		);
	}

	/**
	 * @param WP_Term              $term  The term changed.
	 * @param array<string, mixed> $input The call's input.
	 * @return array<string, mixed>
	 */
	private static function change( WP_Term $term, array $input ): array {
		$taxonomy = get_taxonomy( $term->taxonomy );
		$now      = Term_Access::name( $term );
		$fields   = array(
			__( 'Taxonomy', 'webmcp-abilities' ) => $taxonomy ? (string) $taxonomy->labels->name : $term->taxonomy,
			__( 'Term', 'webmcp-abilities' )     => Term_Access::named( $term ),
		);
		$name     = isset( $input['name'] ) ? Term_Access::as_saved( 'name', (string) $input['name'], $term->taxonomy ) : $now;
		if ( isset( $input['name'] ) ) {
			$fields[ __( 'Name', 'webmcp-abilities' ) ] = self::before_after( self::quoted( $now ), self::quoted( $name ) );
		}
		if ( isset( $input['slug'] ) ) {
			$fields[ __( 'Slug', 'webmcp-abilities' ) ] = self::before_after( $term->slug, (string) $input['slug'] );
		}
		if ( isset( $input['description'] ) ) {
			$fields[ __( 'Description', 'webmcp-abilities' ) ] = self::before_after(
				self::quoted( wp_specialchars_decode( $term->description, ENT_QUOTES ) ),
				self::quoted( Term_Access::as_saved( 'description', (string) $input['description'], $term->taxonomy ) )
			);
		}
		if ( isset( $input['parent'] ) ) {
			$fields[ __( 'Parent', 'webmcp-abilities' ) ] = self::before_after( self::parent( $term->parent, $term->taxonomy ), self::parent( (int) $input['parent'], $term->taxonomy ) );
		}
		// Everyone who reads those posts sees the change.
		$fields[ __( 'Published posts with it', 'webmcp-abilities' ) ] = (string) $term->count;
		return Describe_Output::of(
			$name === $now
				/* translators: %s: a term's name. */
				? sprintf( __( 'Change “%s”', 'webmcp-abilities' ), $now )
				/* translators: 1: a term's name now, 2: its new name. */
				: sprintf( __( 'Rename “%1$s” to “%2$s”', 'webmcp-abilities' ), $now, $name ),
			$fields
		);
	}

	/**
	 * @param int    $id       A parent's term ID, or 0.
	 * @param string $taxonomy Its taxonomy.
	 * @return string How the person knows it.
	 */
	private static function parent( int $id, string $taxonomy ): string {
		if ( $id <= 0 ) {
			return __( 'none (top level)', 'webmcp-abilities' );
		}
		$parent = Term_Access::term( $id, $taxonomy );
		return $parent instanceof WP_Term ? Term_Access::named( $parent ) : '#' . $id;
	}

	/**
	 * @param string $text A name or a description.
	 */
	private static function quoted( string $text ): string {
		/* translators: %s: a term's name or description. */
		return sprintf( __( '“%s”', 'webmcp-abilities' ), $text );
	}

	/**
	 * @param string $was     A value now.
	 * @param string $becomes It after the call.
	 */
	private static function before_after( string $was, string $becomes ): string {
		/* translators: 1: a value now, 2: the value after the change. */
		return sprintf( __( '%1$s → %2$s', 'webmcp-abilities' ), $was, $becomes );
	}
}
