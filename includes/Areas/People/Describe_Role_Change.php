<?php
/**
 * The `webmcp-abilities/describe-role-change` ability: whose role a change-user-role call changes,
 * before and after, for the person who confirms it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\People;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Describe_Output;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Named by change-user-role as its `meta.webmcp.describe`; lets in the same people and refuses what
 * the call would refuse (the last administrator, oneself), so nobody is asked in vain. Not a tool.
 *
 * @internal
 * @since 0.8.0
 */
final class Describe_Role_Change {

	public const NAME = 'webmcp-abilities/describe-role-change';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe a role change', 'webmcp-abilities' ),
			'description'         => __( 'Names the user a change-user-role call changes and their role before and after, for the person asked to confirm it. Takes that call\'s input.', 'webmcp-abilities' ),
			'category'            => Categories::SITE,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'id'   => array( 'type' => 'integer' ),
					'role' => array( 'type' => 'string' ),
				),
				'required'             => array( 'id', 'role' ),
				'additionalProperties' => true,
			),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Change_User_Role::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @param array<string, mixed> $input The call's input.
	 * @return array<string, mixed>|WP_Error The person and their role, before → after.
	 */
	public static function execute( array $input ): array|WP_Error {
		$user = Change_User_Role::user( $input );
		if ( is_wp_error( $user ) ) {
			return $user;
		}
		$was  = array_values( $user->roles );
		$role = (string) $input['role'];
		return Describe_Output::of(
			$user->display_name,
			array(
				__( 'User', 'webmcp-abilities' ) => People::named( $user ),
				__( 'Role', 'webmcp-abilities' ) => array( $role ) === $was
					? __( 'No change: they already have this role.', 'webmcp-abilities' )
					: sprintf(
						/* translators: 1: the roles now, 2: the role after the change. */
						__( '%1$s → %2$s', 'webmcp-abilities' ),
						People::roles_shown( $was ),
						People::role_name( $role )
					),
			)
		);
	}
}
