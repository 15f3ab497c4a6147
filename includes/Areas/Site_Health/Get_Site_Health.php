<?php
/**
 * The `webmcp-abilities/get-site-health` ability: what Tools > Site Health says about the site.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Site_Health;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Output_Budget;
use WebMCP_Abilities\Abilities\Pagination;

defined( 'ABSPATH' ) || exit;

/**
 * The results the screen shows as it opens, worst first, with how many there are of each status;
 * a page at a time, its texts cut to fit the output budget unless the agent asks for a page size.
 *
 * @internal
 * @since 0.8.0
 */
final class Get_Site_Health {

	public const NAME = 'webmcp-abilities/get-site-health';

	private const PER_PAGE = 4;

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Get Site Health status', 'webmcp-abilities' ),
			'description'         => __( 'Runs the checks Tools > Site Health runs as it opens (not those it runs afterwards: loopback, HTTPS, WordPress.org) and returns each result, worst first, with its status, what it means and what to do, and the counts per status.', 'webmcp-abilities' ),
			'category'            => Categories::SITE,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'status' => array(
						'type' => 'string',
						'enum' => Site_Status::STATUSES,
					),
					...Pagination::input( self::PER_PAGE, __( 'Omit to fit 1,500 characters.', 'webmcp-abilities' ) ),
				),
				'additionalProperties' => false,
				'default'              => array(),
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'counts'      => array(
						'type'       => 'object',
						'properties' => array_fill_keys( Site_Status::STATUSES, array( 'type' => 'integer' ) ),
					),
					'tests'       => array(
						'type'  => 'array',
						'items' => array(
							'type'       => 'object',
							'properties' => array(
								'test'        => array( 'type' => 'string' ),
								'label'       => array( 'type' => 'string' ),
								'status'      => array( 'type' => 'string' ),
								'badge'       => array( 'type' => 'string' ),
								'description' => array( 'type' => 'string' ),
								'actions'     => array( 'type' => 'string' ),
							),
						),
					),
					'total'       => array( 'type' => 'integer' ),
					'total_pages' => array( 'type' => 'integer' ),
					'page'        => array( 'type' => 'integer' ),
				),
				'required'   => array( 'counts', 'tests', 'total', 'total_pages', 'page' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Upkeep_Access::class, 'can_view_health' ),
			'meta'                => Ability_Meta::reads(
				array(
					// What WordPress grants `view_site_health_checks` from, so a role can be counted.
					'gate'             => 'install_plugins',
					// Written by WordPress and the plugins the owner installed, which run with the
					// site's own power anyway; no visitor's or other user's words reach a result.
					'untrusted_output' => false,
					'screens'          => Upkeep_Access::SCREENS,
					'examples'         => array(
						'valid'   => array(
							array( 'input' => array() ),
							array(
								'input' => array(
									'status'   => 'good',
									'per_page' => 50,
								),
							),
						),
						'invalid' => array(
							array(
								'input' => array( 'status' => 'fine' ),
								'code'  => 'ability_invalid_input',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed> The counts, and a page of results.
	 */
	public static function execute( array $input = array() ): array {
		$results = Site_Status::results();
		$shown   = isset( $input['status'] )
			? array_values( array_filter( $results, static fn ( array $result ): bool => $input['status'] === $result['status'] ) )
			: $results;
		$page    = array( 'counts' => Site_Status::counts( $results ) ) + Pagination::slice( $shown, $input, self::PER_PAGE, 'tests' );
		return isset( $input['per_page'] ) ? $page : Output_Budget::fit_items( $page, 'tests', array( 'description', 'actions' ) );
	}
}
