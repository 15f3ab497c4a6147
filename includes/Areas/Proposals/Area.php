<?php
/**
 * The proposals area: the agent's side of proposals: proposing a call for someone else to approve, and reading one back.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Proposals;

defined( 'ABSPATH' ) || exit;

/**
 * @internal
 * @since 0.7.0
 */
final class Area extends \WebMCP_Abilities\Abilities\Area {

	/**
	 * @return array<int, class-string>
	 */
	public static function abilities(): array {
		return array(
			Get_Proposal::class,
		);
	}

	/**
	 * Adds the area's hooks.
	 */
	public static function boot(): void {
		add_action( 'rest_api_init', array( Proposal_Controller::class, 'register' ) );
		add_filter( 'rest_pre_dispatch', array( Proposal_Describe_Step::class, 'answer' ), 13, 3 );
	}
}
