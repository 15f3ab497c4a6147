<?php
/**
 * The `webmcp-abilities/describe-term-merge` ability: both terms of a merge and how many posts
 * move, for the person who confirms it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Terms;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Describe_Output;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Lets in exactly the people merge-terms lets in. Not a tool.
 *
 * @internal
 * @since 0.5.0
 */
final class Describe_Term_Merge {

	public const NAME = 'webmcp-abilities/describe-term-merge';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe term merge', 'webmcp-abilities' ),
			'description'         => __( 'Names both terms of a merge-terms call and the number of posts that move, for the person asked to confirm it. Takes that call\'s input.', 'webmcp-abilities' ),
			'category'            => Categories::CONTENT,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'taxonomy' => array( 'type' => 'string' ),
					'from'     => array( 'type' => 'integer' ),
					'into'     => array( 'type' => 'integer' ),
				),
				'required'             => array( 'from', 'into' ),
				'additionalProperties' => true,
			),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Merge_Terms::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @param array<string, mixed> $input The call's input.
	 * @return array<string, mixed>|WP_Error The description.
	 */
	public static function execute( array $input ): array|WP_Error {
		$terms = Merge_Terms::terms( $input );
		if ( is_wp_error( $terms ) ) {
			return $terms;
		}
		list( $from, $into ) = $terms;
		$moved               = count( Merge_Terms::objects( $from ) );
		return Describe_Output::of(
			sprintf(
				/* translators: 1: the term merged away, 2: the term that stays. */
				__( 'Merge “%1$s” into “%2$s”', 'webmcp-abilities' ),
				Term_Access::name( $from ),
				Term_Access::name( $into )
			),
			array(
				__( 'Merged away', 'webmcp-abilities' ) => Term_Access::named( $from ),
				__( 'Into', 'webmcp-abilities' )        => Term_Access::named( $into ),
				__( 'Posts moved', 'webmcp-abilities' ) => sprintf(
					/* translators: %d: number of posts. */
					_n( '%d post gets the second term', '%d posts get the second term', $moved, 'webmcp-abilities' ),
					$moved
				),
				__( 'Then', 'webmcp-abilities' )        => sprintf(
					/* translators: %s: a term's name. */
					__( '“%s” is deleted; its address stops working.', 'webmcp-abilities' ),
					Term_Access::name( $from )
				),
			)
		);
	}
}
