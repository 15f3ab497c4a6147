<?php
/**
 * What a proposable ability that changes the site itself, not one post, tells its proposal.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Abilities;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A proposal keeps a fingerprint of what it acts on as the proposer saw it: approving it after
 * that changed would do something nobody read. For a post the kernel takes it from the post
 * (`Proposals\Proposal_Policy`); a change to the site's own state names its own.
 *
 * @internal
 * @since 0.8.0
 */
interface Site_Proposable {

	/**
	 * @param array<string, mixed> $input A call's input.
	 * @return bool Whether this call may be proposed at all (some changes are the owner's alone).
	 */
	public static function may_propose( array $input ): bool;

	/**
	 * @param array<string, mixed> $input A call's input.
	 * @return string What the call acts on, as it is now, in short.
	 */
	public static function fingerprint( array $input ): string;

	/**
	 * @param array<string, mixed> $input A call's input.
	 * @return array<string, mixed>|WP_Error What the proposer and the approver read, in
	 *                                       `Describe_Output`'s shape; why not, when the call
	 *                                       could not run for anyone.
	 */
	public static function proposal_subject( array $input ): array|WP_Error;
}
