<?php
/**
 * The `webmcp-abilities/describe-invite` ability: the user an invite-user call would add, for the
 * person who confirms it.
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
 * Named by invite-user as its `meta.webmcp.describe`; lets in the same people and refuses what the
 * call would refuse. Says that a mail goes out and that the log cannot take it back. Not a tool.
 *
 * @internal
 * @since 0.8.0
 */
final class Describe_Invite {

	public const NAME = 'webmcp-abilities/describe-invite';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe an invitation', 'webmcp-abilities' ),
			'description'         => __( 'Shows the user an invite-user call would add, their role and the mail they get, for the person asked to confirm it. Takes that call\'s input.', 'webmcp-abilities' ),
			'category'            => Categories::SITE,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'login' => array( 'type' => 'string' ),
					'email' => array( 'type' => 'string' ),
				),
				'required'             => array( 'login', 'email' ),
				'additionalProperties' => true,
			),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Invite_User::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @param array<string, mixed> $input The call's input.
	 * @return array<string, mixed>|WP_Error The new user, as WordPress would make them.
	 */
	public static function execute( array $input ): array|WP_Error {
		$user = Invite_User::user( $input );
		if ( is_wp_error( $user ) ) {
			return $user;
		}
		return Describe_Output::of(
			/* translators: %s: the new user's login. */
			sprintf( __( 'New user %s', 'webmcp-abilities' ), $user['user_login'] ),
			array(
				__( 'Username', 'webmcp-abilities' ) => $user['user_login'],
				__( 'Email', 'webmcp-abilities' )    => $user['user_email'],
				__( 'Name', 'webmcp-abilities' )     => $user['display_name'] ?? $user['user_login'],
				__( 'Role', 'webmcp-abilities' )     => People::role_name( $user['role'] ),
				__( 'Then', 'webmcp-abilities' )     => sprintf(
					/* translators: %s: an e-mail address. */
					__( 'WordPress e-mails %s a link to set their password.', 'webmcp-abilities' ),
					$user['user_email']
				),
				__( 'Undo', 'webmcp-abilities' )     => __( 'Not possible: the e-mail goes out at once. Removing the account later is a removal of its own.', 'webmcp-abilities' ),
			)
		);
	}
}
