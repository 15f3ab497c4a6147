<?php
/**
 * The `webmcp-abilities/change-user-role` ability: one person's role, as Users' "Change role to…"
 * gives it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\People;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Errors;
use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Consequential: a role is what someone may do on the site, so the person confirms seeing the role
 * before → after (`Describe_Role_Change`), and the log's Undo gives the earlier roles back
 * (`Role_Reversal`). Checked as Users checks it (`promote_users`, then `People::may_promote()` on
 * that person; on a network, members of this site only), and stricter: never one's own role, never
 * the site's last administrator's, never a role holding more than the person's own. Written with
 * `WP_User::set_role()`, as that screen writes it, so `set_user_role` fires.
 *
 * @internal
 * @since 0.8.0
 */
final class Change_User_Role {

	public const NAME = 'webmcp-abilities/change-user-role';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Change a user\'s role', 'webmcp-abilities' ),
			'description'         => __( 'Gives a user another role, as Users > Change role to does. Never your own, never the last administrator\'s, never a role that may do more than yours. The person confirms; the activity log can undo it.', 'webmcp-abilities' ),
			'category'            => Categories::SITE,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'id'   => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
					'role' => People::role_schema(),
				),
				'required'             => array( 'id', 'role' ),
				'additionalProperties' => false,
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'id'    => array( 'type' => 'integer' ),
					'name'  => array( 'type' => 'string' ),
					'was'   => array(
						'type'  => 'array',
						'items' => array( 'type' => 'string' ),
					),
					'roles' => array(
						'type'  => 'array',
						'items' => array( 'type' => 'string' ),
					),
				),
				'required'   => array( 'id', 'name', 'was', 'roles' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: true,
				destructive: false,
				tool: array(
					'gate'             => 'promote_users',
					'consequential'    => true,
					'untrusted_output' => false,
					'describe'         => Describe_Role_Change::NAME,
					'screens'          => List_Users::SCREENS,
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array(
									'id'   => '{{author_user}}',
									'role' => 'editor',
								),
							),
							array(
								'input' => array(
									'id'   => '{{author_user}}',
									'role' => 'contributor',
								),
							),
						),
						'invalid' => array(
							array(
								'input' => array(
									'id'   => '{{author_user}}',
									'role' => 'overlord',
								),
								'code'  => 'ability_invalid_input',
								'note'  => 'No such role.',
							),
							array(
								'input' => array(
									'id'   => 987654,
									'role' => 'editor',
								),
								'code'  => 'not_found',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return true|WP_Error True for people who may give this person this role.
	 */
	public static function can_run( array $input = array() ): bool|WP_Error {
		$user = self::permitted( $input );
		return is_wp_error( $user ) ? $user : true;
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error The person's roles before and now.
	 */
	public static function execute( array $input ): array|WP_Error {
		$user = self::user( $input );
		if ( is_wp_error( $user ) ) {
			return $user;
		}
		$was = array_values( $user->roles );
		$user->set_role( (string) $input['role'] );
		$now = new WP_User( $user->ID );
		return array(
			'id'    => $user->ID,
			'name'  => $now->display_name,
			'was'   => $was,
			'roles' => array_values( $now->roles ),
		);
	}

	/**
	 * The person whose role would change, once the site's rules allow it: the describe step shows
	 * them, and nobody is asked about a change that cannot be made.
	 *
	 * @param array<string, mixed> $input Validated input.
	 * @return WP_User|WP_Error
	 */
	public static function user( array $input ): WP_User|WP_Error {
		$user = self::permitted( $input );
		if ( is_wp_error( $user ) ) {
			return $user;
		}
		if ( 'administrator' !== $input['role'] ) {
			$last = People::last_administrator( $user );
			if ( null !== $last ) {
				return $last;
			}
		}
		if ( get_current_user_id() === $user->ID ) {
			return Errors::access_denied( __( 'Your own role is not changed here: another administrator can change it on Users.', 'webmcp-abilities' ) );
		}
		return $user;
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return WP_User|WP_Error The person, when the current one may give them that role.
	 */
	private static function permitted( array $input ): WP_User|WP_Error {
		if ( ! current_user_can( 'promote_users' ) ) {
			return Errors::access_denied( __( 'Only people who may change users\' roles may do this.', 'webmcp-abilities' ) );
		}
		$user = People::user( (int) ( $input['id'] ?? 0 ) );
		if ( is_wp_error( $user ) ) {
			return $user;
		}
		if ( ! People::may_promote( $user ) ) {
			/* translators: %s: a user's name. */
			return Errors::access_denied( sprintf( __( 'You may not change the role of %s.', 'webmcp-abilities' ), $user->display_name ) );
		}
		$may = People::may_give( (string) ( $input['role'] ?? '' ) );
		return is_wp_error( $may ) ? $may : $user;
	}
}
