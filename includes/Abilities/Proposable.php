<?php
/**
 * What a proposable ability tells a proposal about the post it acts on.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Abilities;

use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The ability is the one home of the post states it takes: its own checks and the proposal's
 * read the same list.
 *
 * @internal
 * @since 0.7.0
 */
interface Proposable {

	/**
	 * @return string[] The post statuses the ability acts on.
	 */
	public static function statuses(): array;

	/**
	 * @param WP_Post              $post  The post.
	 * @param array<string, mixed> $input The proposed call's input.
	 * @return array<string, array<int, array{change: string, text: string}>>|WP_Error The diff of
	 *         each text the call would change, by its label (`Describe_Output`'s shape).
	 */
	public static function proposed_changes( WP_Post $post, array $input ): array|WP_Error;
}
