<?php
/**
 * The `webmcp-abilities/invite-user` ability: a new user, as Users > Add New makes one.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\People;

use stdClass;
use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Agent_Text;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Errors;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Consequential, and not undoable: WordPress e-mails the new person a link to set their password
 * the moment the account exists, and no undo takes that mail back; deleting an account someone has
 * been told about is a removal, which remove-user asks about on its own. The login and e-mail are
 * checked as `edit_user()` checks them (and plugins' `user_profile_update_errors` may refuse), the
 * account made with `wp_insert_user()` and announced through `edit_user_created_user`, as Add New
 * does with its "Send the new user an email" box ticked. On a network, Add New sends an activation
 * e-mail instead and the account waits for it: this tool refuses there and says so.
 *
 * @internal
 * @since 0.8.0
 */
final class Invite_User {

	public const NAME = 'webmcp-abilities/invite-user';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Invite a user', 'webmcp-abilities' ),
			'description'         => __( 'Adds a user as Users > Add New does; WordPress e-mails them a link to set their password. Role: one you may give, the site\'s default if left out. The person confirms; it cannot be undone.', 'webmcp-abilities' ),
			'category'            => Categories::SITE,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'login' => array(
						'type'      => 'string',
						'maxLength' => 60,
						'pattern'   => '^[A-Za-z0-9 _.@-]+$',
					),
					'email' => array(
						'type'      => 'string',
						'format'    => 'email',
						'maxLength' => 100,
					),
					'name'  => array(
						'type'        => 'string',
						'maxLength'   => 250,
						'description' => __( 'Shown as their name.', 'webmcp-abilities' ),
					),
					'role'  => People::role_schema(),
				),
				'required'             => array( 'login', 'email' ),
				'additionalProperties' => false,
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'id'    => array( 'type' => 'integer' ),
					'login' => array( 'type' => 'string' ),
					'name'  => array( 'type' => 'string' ),
					'email' => array( 'type' => 'string' ),
					'role'  => array( 'type' => 'string' ),
				),
				'required'   => array( 'id', 'login', 'name', 'email', 'role' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: false,
				destructive: false,
				tool: array(
					'gate'             => 'create_users',
					'consequential'    => true,
					'untrusted_output' => false,
					'describe'         => Describe_Invite::NAME,
					'screens'          => List_Users::SCREENS,
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array(
									'login' => 'contract-writer',
									'email' => 'writer@example.org',
									'name'  => 'Contract Writer',
									'role'  => 'author',
								),
							),
							array(
								'input' => array(
									'login' => 'contract-reader',
									'email' => 'reader@example.org',
								),
								'note'  => 'The site\'s default role.',
							),
						),
						'invalid' => array(
							array(
								'input' => array(
									'login' => 'contract-author',
									'email' => 'someone@example.org',
								),
								'code'  => 'invalid_input',
								'note'  => 'The login is taken.',
							),
							array(
								'input' => array(
									'login' => 'contract-twin',
									'email' => 'contract-author@example.org',
								),
								'code'  => 'invalid_input',
								'note'  => 'The e-mail is already used.',
							),
							array(
								'input' => array(
									'login' => 'contract-ruler',
									'email' => 'ruler@example.org',
									'role'  => 'overlord',
								),
								'code'  => 'ability_invalid_input',
								'note'  => 'No such role.',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return true|WP_Error True for people who may add users and give them that role.
	 */
	public static function can_run( array $input = array() ): bool|WP_Error {
		if ( ! current_user_can( 'create_users' ) ) {
			return Errors::access_denied( __( 'Only people who may create users may invite someone.', 'webmcp-abilities' ) );
		}
		return People::may_give( self::role( $input ) );
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error The new user.
	 */
	public static function execute( array $input ): array|WP_Error {
		$user = self::user( $input );
		if ( is_wp_error( $user ) ) {
			return $user;
		}
		$id = wp_insert_user( $user );
		if ( is_wp_error( $id ) ) {
			return Errors::failed( $id );
		}
		/** This action is documented in wp-admin/includes/user.php */
		do_action( 'edit_user_created_user', $id, 'both' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own, as Add New fires it.
		$made = get_userdata( $id );
		return array(
			'id'    => $id,
			'login' => $made ? $made->user_login : $user['user_login'],
			'name'  => $made ? $made->display_name : $user['user_login'],
			'email' => $user['user_email'],
			'role'  => $user['role'],
		);
	}

	/**
	 * The new user as `wp_insert_user()` takes them, once every check of Add New passed: the
	 * describe step shows this, and nobody is asked about a user who could not be made.
	 *
	 * @param array<string, mixed> $input Validated input.
	 * @return array{user_login: string, user_email: string, user_pass: string, role: string, display_name?: string}|WP_Error
	 */
	public static function user( array $input ): array|WP_Error {
		if ( is_multisite() ) {
			return Errors::invalid_state( __( 'On a network, WordPress invites people by an activation e-mail from Users > Add New, and the account waits until they answer it; this tool does not invite there.', 'webmcp-abilities' ) );
		}
		$login = (string) $input['login'];
		$email = (string) $input['email'];
		if ( ! validate_username( $login ) || sanitize_user( $login, true ) !== $login ) {
			return Errors::invalid_input( __( 'A login may hold only letters, numbers, spaces and . - @ _, with no space at either end or two in a row.', 'webmcp-abilities' ) );
		}
		/** This filter is documented in wp-includes/user.php */
		$illegal = array_map( 'strtolower', (array) apply_filters( 'illegal_user_logins', array() ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own.
		if ( username_exists( $login ) || in_array( strtolower( $login ), $illegal, true ) ) {
			/* translators: %s: a login. */
			return Errors::invalid_input( sprintf( __( 'The login “%s” is taken or not allowed. Choose another.', 'webmcp-abilities' ), $login ) );
		}
		if ( ! is_email( $email ) ) {
			return Errors::invalid_input( __( 'That is not an e-mail address WordPress accepts.', 'webmcp-abilities' ) );
		}
		if ( email_exists( $email ) ) {
			/* translators: %s: an e-mail address. */
			return Errors::invalid_input( sprintf( __( '%s already belongs to a user of the site: list-users finds them.', 'webmcp-abilities' ), $email ) );
		}
		$user = array(
			'user_login' => $login,
			'user_email' => $email,
			'user_pass'  => wp_generate_password( 24 ),
			'role'       => self::role( $input ),
		);
		$name = Agent_Text::text( (string) ( $input['name'] ?? '' ) );
		if ( '' !== $name ) {
			$user['display_name'] = $name;
		}
		return self::plugins_allow( $user );
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return string The role asked for, or the one Add New gives by default.
	 */
	public static function role( array $input ): string {
		return (string) ( $input['role'] ?? get_option( 'default_role' ) );
	}

	/**
	 * Plugins refuse a new user on `user_profile_update_errors`, as `edit_user()` asks them.
	 *
	 * @param array{user_login: string, user_email: string, user_pass: string, role: string, display_name?: string} $user The new user.
	 * @return array{user_login: string, user_email: string, user_pass: string, role: string, display_name?: string}|WP_Error
	 */
	private static function plugins_allow( array $user ): array|WP_Error {
		$errors = new WP_Error();
		$asked  = new stdClass();
		foreach ( $user as $field => $value ) {
			$asked->$field = $value;
		}
		/** This action is documented in wp-admin/includes/user.php */
		do_action_ref_array( 'user_profile_update_errors', array( &$errors, false, &$asked ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own.
		return $errors->has_errors() ? Errors::invalid_input( wp_strip_all_tags( $errors->get_error_message() ) ) : $user;
	}
}
