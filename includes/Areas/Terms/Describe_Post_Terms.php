<?php
/**
 * The `webmcp-abilities/describe-post-terms` ability: each post of a set-post-terms call with its
 * terms before and after, for the person who confirms it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Terms;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Describe_Output;
use WP_Error;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * Every post by its ID and title, every term by its name, read from the site (not from the
 * agent's words), so nobody is asked about bare IDs (issue 55). Lets in exactly the people
 * set-post-terms lets in, and refuses what it would refuse. Not a tool.
 *
 * @internal
 * @since 0.5.0
 */
final class Describe_Post_Terms {

	public const NAME = 'webmcp-abilities/describe-post-terms';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		$ids = array(
			'type'  => 'array',
			'items' => array( 'type' => 'integer' ),
		);
		return array(
			'label'               => __( 'Describe post terms', 'webmcp-abilities' ),
			'description'         => __( 'Names each post of a set-post-terms call and its terms before and after, for the person asked to confirm it. Takes that call\'s input.', 'webmcp-abilities' ),
			'category'            => Categories::CONTENT,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'taxonomy' => array( 'type' => 'string' ),
					'posts'    => array( 'maxItems' => Set_Post_Terms::MAX_POSTS ) + $ids,
					'add'      => $ids,
					'remove'   => $ids,
				),
				'required'             => array( 'posts' ),
				'additionalProperties' => true,
			),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Set_Post_Terms::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @param array<string, mixed> $input The call's input.
	 * @return array<string, mixed>|WP_Error The description.
	 */
	public static function execute( array $input ): array|WP_Error {
		$checked = Set_Post_Terms::checked( $input );
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}
		list( $taxonomy, $posts ) = $checked;
		$open                     = Set_Post_Terms::open_in_editor( $posts );
		if ( null !== $open ) {
			return $open;
		}
		$fields = array();
		foreach ( array(
			'add'    => __( 'Add', 'webmcp-abilities' ),
			'remove' => __( 'Remove', 'webmcp-abilities' ),
		) as $key => $label ) {
			$ids = array_map( 'intval', (array) ( $input[ $key ] ?? array() ) );
			if ( array() !== $ids ) {
				$fields[ $label ] = self::names( $ids, $taxonomy->name );
			}
		}
		foreach ( $posts as $post ) {
			$now   = Set_Post_Terms::term_ids( $post->ID, $taxonomy->name );
			$then  = Set_Post_Terms::terms_after( $now, $input );
			$named = sprintf(
				/* translators: 1: a post's ID, 2: its title. */
				__( '#%1$d “%2$s”', 'webmcp-abilities' ),
				$post->ID,
				'' === $post->post_title ? __( '(no title)', 'webmcp-abilities' ) : $post->post_title
			);
			$fields[ $named ] = $then === $now
				/* translators: %s: the post's terms, which stay as they are. */
				? sprintf( __( 'No change: %s', 'webmcp-abilities' ), self::names( $now, $taxonomy->name ) )
				/* translators: 1: the post's terms now, 2: its terms after the call. */
				: sprintf( __( '%1$s → %2$s', 'webmcp-abilities' ), self::names( $now, $taxonomy->name ), self::names( $then, $taxonomy->name ) );
		}
		return Describe_Output::of(
			sprintf(
				/* translators: 1: a taxonomy's name, e.g. Tags, 2: number of posts. */
				_n( '%1$s of %2$d post', '%1$s of %2$d posts', count( $posts ), 'webmcp-abilities' ),
				$taxonomy->labels->name,
				count( $posts )
			),
			$fields
		);
	}

	/**
	 * @param int[]  $ids      Term IDs.
	 * @param string $taxonomy Their taxonomy.
	 * @return string Their names, quoted, in alphabetical order; a word saying there are none.
	 */
	private static function names( array $ids, string $taxonomy ): string {
		$names = array();
		foreach ( $ids as $id ) {
			$term    = get_term( $id, $taxonomy );
			$names[] = $term instanceof WP_Term ? Term_Access::name( $term ) : '#' . $id;
		}
		if ( array() === $names ) {
			return __( 'none', 'webmcp-abilities' );
		}
		usort( $names, 'strnatcasecmp' );
		/* translators: %s: a term's name. */
		$quoted = array_map( static fn ( string $name ): string => sprintf( __( '“%s”', 'webmcp-abilities' ), $name ), $names );
		return implode( wp_get_list_item_separator(), $quoted );
	}
}
