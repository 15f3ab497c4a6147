<?php
/**
 * The `webmcp-abilities/describe-duplicate` ability: the post a duplicate-post call copies, and
 * what its copy keeps.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Posts;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Describe_Output;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Named by duplicate-post as its `meta.webmcp.describe`; lets in the same people and refuses what
 * the call would refuse. Says what the copy will hold, read from `Duplicate_Post::copy()`, the
 * plan the call itself follows. Not a tool.
 *
 * @internal
 * @since 0.9.0
 */
final class Describe_Duplicate {

	public const NAME = 'webmcp-abilities/describe-duplicate';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe duplicate', 'webmcp-abilities' ),
			'description'         => __( 'Shows the post or page a duplicate-post call copies and what the new draft keeps, for the person asked to confirm it. Takes that call\'s input.', 'webmcp-abilities' ),
			'category'            => Categories::CONTENT,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'id' => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
				),
				'required'             => array( 'id' ),
				'additionalProperties' => true,
			),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Duplicate_Post::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @param array<string, mixed> $input The call's input.
	 * @return array<string, mixed>|WP_Error The original, and the copy it makes.
	 */
	public static function execute( array $input ): array|WP_Error {
		$source = Duplicate_Post::source( (int) $input['id'] );
		if ( is_wp_error( $source ) ) {
			return $source;
		}
		$copy = Duplicate_Post::copy( $source );
		$type = get_post_type_object( $source->post_type );
		return Describe_Output::of(
			'' === $source->post_title ? __( '(no title)', 'webmcp-abilities' ) : $source->post_title,
			array(
				__( 'ID', 'webmcp-abilities' )         => (string) $source->ID,
				__( 'Type', 'webmcp-abilities' )       => null === $type ? $source->post_type : (string) $type->labels->singular_name,
				__( 'New draft', 'webmcp-abilities' )  => sprintf(
					/* translators: %s: the copy's title. */
					__( '“%s”, a draft of yours; the original stays as it is.', 'webmcp-abilities' ),
					$copy['post']['post_title']
				),
				__( 'Copied', 'webmcp-abilities' )     => implode( '; ', self::copied( $source, $copy ) ),
				__( 'Not copied', 'webmcp-abilities' ) => __( 'Its comments, revisions, address and date.', 'webmcp-abilities' ),
			)
		);
	}

	/**
	 * @param WP_Post                                                                       $source The original.
	 * @param array{post: array<string, mixed>, thumbnail: int, meta: array<string, mixed>} $copy   Its copy's plan.
	 * @return array<int, string> What the copy keeps, as the person knows each.
	 */
	private static function copied( WP_Post $source, array $copy ): array {
		$blocks = count( array_filter( parse_blocks( $source->post_content ), static fn ( array $block ): bool => null !== $block['blockName'] ) );
		$said   = array(
			$blocks > 0
				/* translators: %d: number of blocks. */
				? sprintf( _n( 'the content (%d block)', 'the content (%d blocks)', $blocks, 'webmcp-abilities' ), $blocks )
				: __( 'the content', 'webmcp-abilities' ),
		);
		if ( '' !== $source->post_excerpt ) {
			$said[] = __( 'the excerpt', 'webmcp-abilities' );
		}
		foreach ( (array) $copy['post']['tax_input'] as $taxonomy => $ids ) {
			$names  = array_map( static fn ( int $id ): string => (string) get_term_field( 'name', $id, (string) $taxonomy ), (array) $ids );
			$object = get_taxonomy( (string) $taxonomy );
			$said[] = ( $object ? $object->labels->name : $taxonomy ) . ': ' . implode( ', ', $names );
		}
		if ( $copy['thumbnail'] > 0 ) {
			/* translators: %s: the image's title. */
			$said[] = sprintf( __( 'the featured image “%s”', 'webmcp-abilities' ), get_the_title( $copy['thumbnail'] ) );
		}
		if ( isset( $copy['post']['page_template'] ) ) {
			$templates = wp_get_theme()->get_page_templates( null, $source->post_type );
			/* translators: %s: a template's name. */
			$said[] = sprintf( __( 'the template “%s”', 'webmcp-abilities' ), $templates[ $copy['post']['page_template'] ] ?? $copy['post']['page_template'] );
		}
		if ( $copy['post']['post_parent'] > 0 ) {
			/* translators: %s: the parent page's title. */
			$said[] = sprintf( __( 'the parent “%s”', 'webmcp-abilities' ), get_the_title( (int) $copy['post']['post_parent'] ) );
		}
		if ( '' !== $source->post_password ) {
			$said[] = __( 'the password', 'webmcp-abilities' );
		}
		if ( array() !== $copy['meta'] ) {
			/* translators: %s: custom field names. */
			$said[] = sprintf( __( 'custom fields: %s', 'webmcp-abilities' ), implode( ', ', array_keys( $copy['meta'] ) ) );
		}
		return $said;
	}
}
