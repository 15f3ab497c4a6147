<?php
/**
 * The site's people as wp-admin's Users screens know them: who they are, their roles, the roles a
 * person may give, and what they own.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\People;

use WebMCP_Abilities\Abilities\Errors;
use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * One home for the rules the people tools share. A role is given only when wp-admin would offer
 * it (`get_editable_roles()`, which plugins narrow with `editable_roles`) and when it holds no
 * capability the person giving it lacks, so nobody raises anyone above themselves. The site
 * always keeps an administrator.
 *
 * @internal
 * @since 0.8.0
 */
final class People {

	/** The role that runs the site: never taken from the last person who has it. */
	private const ADMINISTRATOR = 'administrator';

	/**
	 * @return string[] Every role on the site, by slug, in the Users screen's order.
	 */
	public static function roles(): array {
		return array_keys( wp_roles()->get_names() );
	}

	/**
	 * @return array<string, mixed> The schema of a role, by slug.
	 */
	public static function role_schema(): array {
		return array(
			'type' => 'string',
			'enum' => self::roles(),
		);
	}

	/**
	 * @param string $role A role's slug.
	 * @return string Its name, as the Users screen shows it.
	 */
	public static function role_name( string $role ): string {
		$names = wp_roles()->get_names();
		return isset( $names[ $role ] ) ? translate_user_role( $names[ $role ] ) : $role;
	}

	/**
	 * @param string[] $roles Roles' slugs.
	 * @return string Their names, or a word saying there is none.
	 */
	public static function roles_shown( array $roles ): string {
		return array() === $roles
			? __( 'No role for this site', 'webmcp-abilities' )
			: implode( wp_get_list_item_separator(), array_map( array( self::class, 'role_name' ), $roles ) );
	}

	/**
	 * Whether the current person may give a role: wp-admin's roles for them (only the default
	 * role to someone who may not promote, as Users > Add New), and none holding a capability they
	 * lack. A network's super admins hold them all.
	 *
	 * @param string $role A role's slug.
	 * @return true|WP_Error
	 */
	public static function may_give( string $role ): bool|WP_Error {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$offered = current_user_can( 'promote_users' ) ? array_keys( get_editable_roles() ) : array( (string) get_option( 'default_role' ) );
		$role_of = get_role( $role );
		if ( ! in_array( $role, $offered, true ) || null === $role_of ) {
			return Errors::access_denied(
				/* translators: %s: a role's name. */
				sprintf( __( 'You may not give people the role %s.', 'webmcp-abilities' ), self::role_name( $role ) )
			);
		}
		$mine = wp_get_current_user()->allcaps;
		foreach ( array_keys( array_filter( $role_of->capabilities ) ) as $capability ) {
			// User levels (`level_0`…`level_10`) are WordPress's old ranks, which roles added since
			// seldom carry: what a role may do is in its capabilities.
			if ( empty( $mine[ $capability ] ) && ! is_super_admin() && 1 !== preg_match( '/^level_\d+$/', (string) $capability ) ) {
				return Errors::access_denied(
					sprintf(
						/* translators: 1: a role's name, 2: a capability, such as "manage_options". */
						__( 'You may not give people the role %1$s: it may do more than you may (%2$s).', 'webmcp-abilities' ),
						self::role_name( $role ),
						$capability
					)
				);
			}
		}
		return true;
	}

	/**
	 * @param int $id A user's ID.
	 * @return WP_User|WP_Error The user, when they are one of this site's people.
	 */
	public static function user( int $id ): WP_User|WP_Error {
		$user = get_userdata( $id );
		// On a network, people of other sites are not this site's to manage.
		if ( ! $user instanceof WP_User || ( is_multisite() && ! is_user_member_of_blog( $id ) ) ) {
			return Errors::not_found(
				/* translators: %d: a user ID. */
				sprintf( __( 'No user %d on this site. list-users gives their IDs.', 'webmcp-abilities' ), $id )
			);
		}
		return $user;
	}

	/**
	 * Whether the current person may change this person's role, as Users lets them: `promote_user`
	 * on them, and on a single site `edit_user`. On a network `edit_user` belongs to network admins
	 * alone and Users does not ask it of a site admin; what it guards there stays: only a super
	 * admin changes a super admin's role.
	 *
	 * @param WP_User $user One of this site's people.
	 */
	public static function may_promote( WP_User $user ): bool {
		if ( ! current_user_can( 'promote_user', $user->ID ) ) {
			return false;
		}
		return is_multisite() ? is_super_admin() || ! is_super_admin( $user->ID ) : current_user_can( 'edit_user', $user->ID );
	}

	/**
	 * @param WP_User $user A user.
	 * @return string Who they are: name, login and ID, as the person tells people apart.
	 */
	public static function named( WP_User $user ): string {
		return sprintf(
			/* translators: 1: a user's display name, 2: their login, 3: their ID. */
			__( '%1$s (%2$s, user %3$d)', 'webmcp-abilities' ),
			$user->display_name,
			$user->user_login,
			$user->ID
		);
	}

	/**
	 * A state, not a permission: refused as a 409 whoever asks.
	 *
	 * @param WP_User $user A user whose role would go.
	 * @return WP_Error|null Why not, when they are the site's only administrator.
	 */
	public static function last_administrator( WP_User $user ): ?WP_Error {
		if ( ! in_array( self::ADMINISTRATOR, $user->roles, true ) ) {
			return null;
		}
		$administrators = get_users(
			array(
				'role'   => self::ADMINISTRATOR,
				'fields' => 'ID',
				'number' => 2,
			)
		);
		return count( $administrators ) > 1 ? null : Errors::invalid_state(
			/* translators: %s: a user's name. */
			sprintf( __( '%s is the site\'s only administrator, and the site must keep one. Make someone else an administrator first.', 'webmcp-abilities' ), $user->display_name )
		);
	}

	/**
	 * @param int $id A user's ID.
	 * @return array<string, int> How many items of each kind they wrote (posts, pages, media,
	 *                            revisions: everything a removal gives to someone else), by kind.
	 */
	public static function content( int $id ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- `wp_delete_user()` moves every row by post_author; only a query counts them all.
		$rows   = (array) $wpdb->get_results( $wpdb->prepare( "SELECT post_type, COUNT(*) AS n FROM {$wpdb->posts} WHERE post_author = %d GROUP BY post_type ORDER BY n DESC, post_type", $id ) );
		$counts = array();
		foreach ( $rows as $row ) {
			$type            = get_post_type_object( (string) $row->post_type );
			$name            = $type ? (string) $type->labels->name : (string) $row->post_type;
			$counts[ $name ] = ( $counts[ $name ] ?? 0 ) + (int) $row->n;
		}
		return $counts;
	}

	/**
	 * @param array<string, int> $counts What someone wrote, by kind.
	 * @return string It in words: "Posts: 3, Pages: 1", or "None".
	 */
	public static function content_shown( array $counts ): string {
		if ( array() === $counts ) {
			return __( 'None', 'webmcp-abilities' );
		}
		$parts = array();
		foreach ( $counts as $kind => $count ) {
			/* translators: 1: a kind of content, such as "Posts", 2: how many. */
			$parts[] = sprintf( __( '%1$s: %2$d', 'webmcp-abilities' ), $kind, $count );
		}
		return implode( wp_get_list_item_separator(), $parts );
	}
}
