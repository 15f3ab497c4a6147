<?php
/**
 * Who may propose a call instead of running it, and who may approve it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Proposals;

use WebMCP_Abilities\Abilities\Post_Access;
use WebMCP_Abilities\Abilities\Registry;
use WebMCP_Abilities\Abilities\Site_Proposable;
use WebMCP_Abilities\Settings\Settings;
use WP_Ability;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * A consequential ability that acts on one post (`meta.webmcp.proposable` names the capability
 * that lets a person propose it, such as `edit_posts`) may be proposed by anyone with that
 * capability for the post's type who may read the post: its author, and the people who write on
 * the site. One that changes the site itself (`Site_Proposable`: some of its settings) may be
 * proposed by anyone with that capability, for the changes it lets be proposed. The call becomes a proposal when the person may not run it on that post, or when the
 * owner set their role to "runs after approval" for it. It is approved by someone whose own
 * permission check for the call passes at that moment, never by the proposer unless the owner
 * allows it.
 *
 * @internal
 * @since 0.6.0
 */
final class Proposal_Policy {

	/** What a call does: runs now, becomes a proposal, or is refused as the ability decides. */
	public const RUN     = 'run';
	public const PROPOSE = 'propose';
	public const REFUSE  = 'refuse';

	/**
	 * @param WP_Ability $ability An ability.
	 * @return string|null The capability that lets a person propose it, or null when it cannot be.
	 */
	public static function proposable( WP_Ability $ability ): ?string {
		$meta       = $ability->get_meta();
		$capability = $meta['webmcp']['proposable'] ?? null;
		return is_string( $capability ) && '' !== $capability ? $capability : null;
	}

	/**
	 * What a call of the ability by the current person does.
	 *
	 * @since 0.6.0
	 *
	 * @param WP_Ability           $ability The ability called.
	 * @param array<string, mixed> $input   Its input.
	 */
	public static function mode( WP_Ability $ability, array $input ): string {
		$may_propose = self::may_propose( $ability, $input );
		if ( $may_propose && self::needs_approval( $ability->get_name(), wp_get_current_user()->roles ) ) {
			return self::PROPOSE;
		}
		if ( true === $ability->check_permissions( $input ) ) {
			return self::RUN;
		}
		return $may_propose ? self::PROPOSE : self::REFUSE;
	}

	/**
	 * @since 0.6.0
	 *
	 * @param WP_Ability           $ability The ability.
	 * @param array<string, mixed> $input   A call's input.
	 */
	public static function may_propose( WP_Ability $ability, array $input ): bool {
		$capability = self::proposable( $ability );
		if ( null === $capability || ! Settings::get()['proposals']['enabled'] ) {
			return false;
		}
		$site = self::site_change( $ability );
		if ( null !== $site ) {
			return current_user_can( $capability ) && $site::may_propose( $input );
		}
		$post = self::post_of( $input );
		if ( null === $post ) {
			return false;
		}
		$type = get_post_type_object( $post->post_type );
		// The type's own version of the capability (`edit_pages` for a page's `edit_posts`).
		$needed = null === $type ? $capability : (string) ( $type->cap->$capability ?? $capability );
		return current_user_can( $needed ) && current_user_can( 'read_post', $post->ID );
	}

	/**
	 * @param string             $ability_name An ability.
	 * @param array<int, string> $roles        A person's roles.
	 * @return bool Whether the owner made calls from any of these roles wait for approval.
	 */
	public static function needs_approval( string $ability_name, array $roles ): bool {
		$after_approval = Settings::get()['proposals']['approval'][ $ability_name ] ?? array();
		return array() !== array_intersect( $roles, $after_approval );
	}

	/**
	 * Whether the current person may approve a proposal now: their own permission check for the
	 * call passes, the owner did not set their role to wait for approval, and it is not their own
	 * proposal (unless the owner allows that).
	 *
	 * @since 0.6.0
	 * @phpstan-impure Asked again after a proposal is claimed: the person's rights may differ.
	 *
	 * @param object $proposal A stored proposal.
	 */
	public static function may_approve( object $proposal ): bool {
		$ability = wp_get_ability( (string) $proposal->ability );
		if ( null === $ability || ! is_user_logged_in() ) {
			return false;
		}
		if ( get_current_user_id() === (int) $proposal->proposer && ! Settings::get()['proposals']['self_approval'] ) {
			return false;
		}
		if ( self::needs_approval( $ability->get_name(), wp_get_current_user()->roles ) ) {
			return false;
		}
		return true === $ability->check_permissions( (array) $proposal->input );
	}

	/**
	 * @since 0.6.0
	 *
	 * @return bool Whether the current person may approve proposals at all: see the screen's
	 *              count and its Approve buttons (each checked again, per proposal).
	 */
	public static function is_approver(): bool {
		return current_user_can( 'edit_others_posts' ) || current_user_can( 'publish_posts' );
	}

	/**
	 * @return string Who decides, in words the proposer's dialog shows.
	 */
	public static function approvers(): string {
		return __( 'an editor or administrator (or anyone else who may make this change)', 'webmcp-abilities' );
	}

	/**
	 * @param WP_Ability $ability A proposable ability.
	 * @return class-string<Site_Proposable>|null Its class, when it changes the site itself rather
	 *                                            than one post.
	 */
	public static function site_change( WP_Ability $ability ): ?string {
		$class = Registry::proposal( $ability->get_name() );
		return null !== $class && is_subclass_of( $class, Site_Proposable::class ) ? $class : null;
	}

	/**
	 * @since 0.8.0
	 *
	 * @param WP_Ability           $ability A proposable ability.
	 * @param array<string, mixed> $input   A call's input.
	 * @return array{type: string, id: int, fingerprint: string}|null What the call acts on (a post,
	 *         or the site), and what it is now, in short: a later change makes a proposal stale.
	 */
	public static function target( WP_Ability $ability, array $input ): ?array {
		$site = self::site_change( $ability );
		if ( null !== $site ) {
			return array(
				'type'        => 'site',
				'id'          => 0,
				'fingerprint' => $site::fingerprint( $input ),
			);
		}
		$post = self::post_of( $input );
		return null === $post ? null : array(
			'type'        => 'post',
			'id'          => $post->ID,
			'fingerprint' => self::fingerprint( $post ),
		);
	}

	/**
	 * @since 0.6.0
	 *
	 * @param array<string, mixed> $input A call's input.
	 * @return WP_Post|null The post, page or other content it acts on (`Post_Access::types()`).
	 */
	public static function post_of( array $input ): ?WP_Post {
		$post = get_post( (int) ( $input['id'] ?? 0 ) );
		return $post instanceof WP_Post && in_array( $post->post_type, Post_Access::types(), true ) ? $post : null;
	}

	/**
	 * @since 0.6.0
	 *
	 * @param WP_Post $post A post.
	 * @return string What it is now, in short: a later change to it makes a proposal stale.
	 */
	public static function fingerprint( WP_Post $post ): string {
		return md5( (string) wp_json_encode( array( $post->post_status, $post->post_modified_gmt, $post->post_title, $post->post_content, $post->post_excerpt, $post->post_date_gmt ) ) );
	}
}
