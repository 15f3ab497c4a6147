<?php
/**
 * What a proposal acts on, as the person proposing it and the people deciding it read it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Proposals;

use WebMCP_Abilities\Abilities\Describe_Output;
use WebMCP_Abilities\Abilities\Errors;
use WebMCP_Abilities\Abilities\Registry;
use WebMCP_Abilities\Proposals\Proposal_Policy;
use WP_Ability;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The post as the proposer may read it (the describing abilities let in only people who may run
 * the call, which a proposer may not), and, for a change to a published post, the diff of each
 * text. Kept with the proposal, so an approver sees what the proposer saw.
 *
 * @internal
 * @since 0.6.0
 */
final class Proposal_Subject {

	/**
	 * @since 0.8.0
	 *
	 * @param WP_Ability           $ability The ability proposed.
	 * @param array<string, mixed> $input   Its input.
	 * @return array<string, mixed>|WP_Error|null What it acts on, as `of()` shows a post and a
	 *                                            change to the site shows itself; null when it
	 *                                            names nothing to act on.
	 */
	public static function for_call( WP_Ability $ability, array $input ): array|WP_Error|null {
		$site = Proposal_Policy::site_change( $ability );
		if ( null !== $site ) {
			$subject = $site::proposal_subject( $input );
			if ( is_array( $subject ) ) {
				// First, as a post's subject has it: notices name a proposal by it.
				array_unshift(
					$subject['fields'],
					array(
						'label' => __( 'Proposed', 'webmcp-abilities' ),
						'value' => $ability->get_label(),
					)
				);
			}
			return $subject;
		}
		$post = Proposal_Policy::post_of( $input );
		return null === $post ? null : self::of( $ability, $input, $post );
	}

	/**
	 * @since 0.6.0
	 *
	 * @param WP_Ability           $ability The ability proposed.
	 * @param array<string, mixed> $input   Its input.
	 * @param WP_Post              $post    The post it acts on, readable by the proposer.
	 * @return array<string, mixed>|WP_Error In `Describe_Output`'s shape; `invalid_state` or
	 *                                       `invalid_input` when the call could not run on the
	 *                                       post as it is, whoever approved it.
	 */
	public static function of( WP_Ability $ability, array $input, WP_Post $post ): array|WP_Error {
		$proposable = Registry::proposal( $ability->get_name() );
		$state      = self::state_problem( null === $proposable ? null : $proposable::statuses(), $post );
		if ( null !== $state ) {
			return $state;
		}
		$changes = null === $proposable ? array() : $proposable::proposed_changes( $post, $input );
		if ( is_wp_error( $changes ) ) {
			return $changes;
		}
		$type   = get_post_type_object( $post->post_type );
		$status = get_post_status_object( $post->post_status );
		return Describe_Output::of(
			'' === $post->post_title ? __( '(no title)', 'webmcp-abilities' ) : $post->post_title,
			array(
				__( 'Proposed', 'webmcp-abilities' )      => $ability->get_label(),
				__( 'ID', 'webmcp-abilities' )            => (string) $post->ID,
				__( 'Type', 'webmcp-abilities' )          => $type ? (string) $type->labels->singular_name : $post->post_type,
				__( 'Status', 'webmcp-abilities' )        => $status ? (string) $status->label : $post->post_status,
				__( 'Author', 'webmcp-abilities' )        => Describe_Output::person( (int) $post->post_author ),
				__( 'Last modified', 'webmcp-abilities' ) => Describe_Output::moment( (int) get_post_timestamp( $post, 'modified' ) ),
			),
			$changes
		);
	}

	/**
	 * Nobody is asked to approve what could not run for anyone: publishing a published post,
	 * trashing a trashed one, fixing a draft as if it were live.
	 *
	 * @param string[]|null $takes The statuses the ability takes, when it names them (`Proposable`).
	 * @param WP_Post       $post  Its post.
	 * @return WP_Error|null `invalid_state`, or null when the post is in a state the call takes.
	 */
	private static function state_problem( ?array $takes, WP_Post $post ): ?WP_Error {
		$fits = null !== $takes
			? in_array( $post->post_status, $takes, true )
			: 'trash' !== $post->post_status;
		return $fits ? null : Errors::invalid_state(
			sprintf(
				/* translators: 1: Post ID, 2: Post status. */
				__( 'Post %1$d is %2$s: this call could not run on it, so it cannot be proposed either.', 'webmcp-abilities' ),
				$post->ID,
				$post->post_status
			)
		);
	}
}
