<?php
/**
 * What undoing a change of someone's role takes.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\People;

use WebMCP_Abilities\Undo\Reversal_Kind;
use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * `before` and `after` hold the person's roles on the site. Undo gives the earlier ones back with
 * `WP_User::set_role()`, as Users does, under the rules of the change itself: only by someone who
 * may give those roles to that person, never to oneself, and never taking the role from the site's
 * last administrator; and not when the roles changed again since.
 *
 * @internal
 * @since 0.8.0
 */
final class Role_Reversal implements Reversal_Kind {

	public const KIND = 'user_role';

	/**
	 * @param array<string, mixed> $input The write's input.
	 * @return array{roles: string[]}|null The person's roles now.
	 */
	public static function snapshot( array $input ): ?array {
		$user = get_userdata( (int) ( $input['id'] ?? 0 ) );
		return $user instanceof WP_User ? array( 'roles' => array_values( $user->roles ) ) : null;
	}

	/**
	 * @param array<string, mixed>|null $before The roles before.
	 * @param array<string, mixed>      $input  The write's input.
	 * @param array<string, mixed>      $result Its result.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 */
	public static function changes( ?array $before, array $input, array $result ): array {
		$after = self::snapshot( $input );
		if ( null === $before || null === $after || $before['roles'] === $after['roles'] ) {
			return array();
		}
		$id = (int) $input['id'];
		return array(
			array(
				'object_type' => 'user',
				'object_id'   => $id,
				'reversal'    => array(
					'kind'   => self::KIND,
					'id'     => $id,
					'label'  => (string) ( $result['name'] ?? '' ),
					'before' => $before['roles'],
					'after'  => $after['roles'],
				),
			),
		);
	}

	/**
	 * @param array<string, mixed> $reversal A role reversal.
	 */
	public static function may_undo( array $reversal ): bool {
		$id = (int) $reversal['id'];
		if ( get_current_user_id() === $id || ! current_user_can( 'promote_users' ) || ! People::may_promote( new WP_User( $id ) ) ) {
			return false;
		}
		foreach ( (array) $reversal['before'] as $role ) {
			if ( true !== People::may_give( (string) $role ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * @param array<string, mixed> $reversal A role reversal.
	 */
	public static function conflict( array $reversal ): ?string {
		$user = get_userdata( (int) $reversal['id'] );
		if ( ! $user instanceof WP_User ) {
			return __( 'The user was removed since the agent\'s change.', 'webmcp-abilities' );
		}
		if ( array_values( $user->roles ) !== (array) $reversal['after'] ) {
			return sprintf(
				/* translators: 1: a user's name, 2: their roles now. */
				__( 'The role of %1$s was changed again since the agent\'s change: it is %2$s now.', 'webmcp-abilities' ),
				$user->display_name,
				People::roles_shown( array_values( $user->roles ) )
			);
		}
		$last = in_array( 'administrator', (array) $reversal['before'], true ) ? null : People::last_administrator( $user );
		return null === $last ? null : $last->get_error_message();
	}

	/**
	 * @param array<string, mixed> $reversal A role reversal.
	 * @return true
	 */
	public static function apply( array $reversal ): bool|WP_Error {
		$user  = new WP_User( (int) $reversal['id'] );
		$roles = array_map( 'strval', (array) $reversal['before'] );
		$user->set_role( (string) array_shift( $roles ) );
		foreach ( $roles as $role ) {
			$user->add_role( $role );
		}
		return true;
	}

	/**
	 * @param array<string, mixed> $reversal A role reversal.
	 */
	public static function describe( array $reversal ): string {
		return sprintf(
			/* translators: 1: a user's name, 2: their earlier roles. */
			__( 'Give %1$s the role %2$s again', 'webmcp-abilities' ),
			(string) $reversal['label'],
			People::roles_shown( array_map( 'strval', (array) $reversal['before'] ) )
		);
	}

	/**
	 * @return string The change undo takes back.
	 */
	public static function change_name(): string {
		return __( 'role change', 'webmcp-abilities' );
	}

	/**
	 * @param array<string, mixed> $reversal A role reversal.
	 */
	public static function url( array $reversal ): string {
		return (string) get_edit_user_link( (int) $reversal['id'] );
	}
}
