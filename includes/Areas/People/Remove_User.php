<?php
/**
 * The `webmcp-abilities/remove-user` ability: one person taken off the site, their content given
 * to someone named, as Users > Delete (or, on a network, Remove) does.
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
 * Consequential and destructive, and not undoable: a deleted account, its meta and its sessions
 * are gone, and no log entry brings them back; the dialog (`Describe_Removal`) names the person,
 * counts what moves to whom, and says so. Their content always goes to someone named: this tool
 * never deletes it, which Users > Delete also offers. On a single site the account is deleted
 * with `wp_delete_user()` (`delete_users`, and `delete_user` on them); on a network, where Users
 * removes people from the site only, it is `remove_user_from_blog()` (`remove_users`, and
 * `remove_user` on them) and the account stays. Never oneself, never the last administrator.
 *
 * @internal
 * @since 0.8.0
 */
final class Remove_User {

	public const NAME = 'webmcp-abilities/remove-user';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Remove a user', 'webmcp-abilities' ),
			'description'         => __( 'Deletes a user as Users > Delete does (on a network: removes them from this site), giving all their posts and pages to another user. Never yourself or the last administrator. The person confirms; it cannot be undone.', 'webmcp-abilities' ),
			'category'            => Categories::SITE,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'id'       => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
					'reassign' => array(
						'type'        => 'integer',
						'minimum'     => 1,
						'description' => __( 'ID of the user who gets their content; required when they have any.', 'webmcp-abilities' ),
					),
				),
				'required'             => array( 'id' ),
				'additionalProperties' => false,
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'removed'  => array( 'type' => 'integer' ),
					'name'     => array( 'type' => 'string' ),
					'reassign' => array(
						'type'        => 'integer',
						'description' => __( 'Who got their content; 0 when they had none.', 'webmcp-abilities' ),
					),
					'moved'    => array(
						'type'        => 'integer',
						'description' => __( 'Items given to them: posts, pages, media and the like.', 'webmcp-abilities' ),
					),
				),
				'required'   => array( 'removed', 'name', 'reassign', 'moved' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: false,
				destructive: true,
				tool: array(
					'gate'             => self::capability(),
					'consequential'    => true,
					'untrusted_output' => false,
					'describe'         => Describe_Removal::NAME,
					'screens'          => List_Users::SCREENS,
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array(
									'id'       => '{{author_user}}',
									'reassign' => 1,
								),
								'note'  => 'User 1: the administrator WordPress made at install.',
							),
						),
						'invalid' => array(
							array(
								'input' => array( 'id' => '{{author_user}}' ),
								'code'  => 'invalid_input',
								'note'  => 'They have a post: someone must get it.',
							),
							array(
								'input' => array(
									'id'       => '{{author_user}}',
									'reassign' => '{{author_user}}',
								),
								'code'  => 'invalid_input',
								'note'  => 'Their content cannot go to themselves.',
							),
							array(
								'input' => array(
									'id'       => '{{author_user}}',
									'reassign' => 987654,
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
	 * @return true|WP_Error True for people who may take this person off the site.
	 */
	public static function can_run( array $input = array() ): bool|WP_Error {
		$user = self::permitted( $input );
		return is_wp_error( $user ) ? $user : true;
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error Who was removed, and who got how much of theirs.
	 */
	public static function execute( array $input ): array|WP_Error {
		$removal = self::removal( $input );
		if ( is_wp_error( $removal ) ) {
			return $removal;
		}
		list( $user, $heir, $content ) = $removal;
		$reassign                      = $heir instanceof WP_User ? $heir->ID : 0;
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$removed = is_multisite()
			? remove_user_from_blog( $user->ID, get_current_blog_id(), $reassign )
			// With no one named they have no content, and WordPress deletes none.
			: wp_delete_user( $user->ID, $heir?->ID );
		if ( true !== $removed ) {
			return Errors::failed( is_wp_error( $removed ) ? $removed : new WP_Error( 'user_not_removed', __( 'WordPress did not remove the user.', 'webmcp-abilities' ) ) );
		}
		return array(
			'removed'  => $user->ID,
			'name'     => $user->display_name,
			'reassign' => $reassign,
			'moved'    => (int) array_sum( $content ),
		);
	}

	/**
	 * What a removal does, once the site's rules allow it: the describe step shows it, and nobody
	 * is asked about a removal that cannot be made.
	 *
	 * @param array<string, mixed> $input Validated input.
	 * @return array{0: WP_User, 1: WP_User|null, 2: array<string, int>}|WP_Error The person, who
	 *         gets their content (null when they have none), and how much of each kind moves.
	 */
	public static function removal( array $input ): array|WP_Error {
		$user = self::permitted( $input );
		if ( is_wp_error( $user ) ) {
			return $user;
		}
		$last = People::last_administrator( $user );
		if ( null !== $last ) {
			return $last;
		}
		if ( get_current_user_id() === $user->ID ) {
			return Errors::access_denied( __( 'You cannot remove yourself here: another administrator can, on Users.', 'webmcp-abilities' ) );
		}
		$content = People::content( $user->ID );
		if ( ! isset( $input['reassign'] ) ) {
			return array() === $content ? array( $user, null, $content ) : Errors::invalid_input(
				sprintf(
					/* translators: 1: a user's name, 2: their content, such as "Posts: 3". */
					__( '%1$s has content (%2$s). Name the user who gets it (reassign): their content is never deleted here.', 'webmcp-abilities' ),
					$user->display_name,
					People::content_shown( $content )
				)
			);
		}
		if ( (int) $input['reassign'] === $user->ID ) {
			return Errors::invalid_input( __( 'Their content must go to someone else.', 'webmcp-abilities' ) );
		}
		$heir = People::user( (int) $input['reassign'] );
		return is_wp_error( $heir ) ? $heir : array( $user, $heir, $content );
	}

	/**
	 * @return string What Users asks of who removes people: deleting them, or on a network removing
	 *                them from the site.
	 */
	private static function capability(): string {
		return is_multisite() ? 'remove_users' : 'delete_users';
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return WP_User|WP_Error The person, when the current one may remove them.
	 */
	private static function permitted( array $input ): WP_User|WP_Error {
		if ( ! current_user_can( self::capability() ) ) {
			return Errors::access_denied( __( 'Only people who may delete users may remove someone.', 'webmcp-abilities' ) );
		}
		$user = People::user( (int) ( $input['id'] ?? 0 ) );
		if ( is_wp_error( $user ) ) {
			return $user;
		}
		if ( ! current_user_can( is_multisite() ? 'remove_user' : 'delete_user', $user->ID ) ) {
			/* translators: %s: a user's name. */
			return Errors::access_denied( sprintf( __( 'You may not remove %s.', 'webmcp-abilities' ), $user->display_name ) );
		}
		return $user;
	}
}
