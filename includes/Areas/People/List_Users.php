<?php
/**
 * The `webmcp-abilities/list-users` ability: the site's people, as the Users screen lists them.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\People;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Errors;
use WebMCP_Abilities\Abilities\Output_Budget;
use WebMCP_Abilities\Abilities\Pagination;
use WP_Error;
use WP_User;
use WP_User_Query;

defined( 'ABSPATH' ) || exit;

/**
 * For people who may list users (`list_users`), as Users: the same search, role filter and order,
 * and the same post count (`count_many_users_posts()`). They see e-mail addresses there, so they do
 * here. On a network, the site's own people only, as there.
 *
 * @internal
 * @since 0.8.0
 */
final class List_Users {

	public const NAME = 'webmcp-abilities/list-users';

	/** The Users screen, and the screens of one person. */
	public const SCREENS = array( 'users', 'user-edit', 'profile', 'user-new' );

	private const PER_PAGE = 10;

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'List users', 'webmcp-abilities' ),
			'description'         => __( 'Lists or searches the site\'s users by login, as Users does: ID, name, login, e-mail, roles and number of posts.', 'webmcp-abilities' ),
			'category'            => Categories::SITE,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'search' => array(
						'type'        => 'string',
						'maxLength'   => 100,
						'description' => __( 'Words in the name, login or e-mail.', 'webmcp-abilities' ),
					),
					'role'   => People::role_schema(),
					...Pagination::input( self::PER_PAGE, __( 'Omit to fit 1,500 characters.', 'webmcp-abilities' ) ),
				),
				'additionalProperties' => false,
				'default'              => array(),
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'users'       => array(
						'type'  => 'array',
						'items' => array(
							'type'       => 'object',
							'properties' => array(
								'id'    => array( 'type' => 'integer' ),
								'name'  => array( 'type' => 'string' ),
								'login' => array( 'type' => 'string' ),
								'email' => array( 'type' => 'string' ),
								'roles' => array(
									'type'  => 'array',
									'items' => array( 'type' => 'string' ),
								),
								'posts' => array( 'type' => 'integer' ),
							),
							'required'   => array( 'id', 'name', 'login', 'email', 'roles', 'posts' ),
						),
					),
					'total'       => array( 'type' => 'integer' ),
					'total_pages' => array( 'type' => 'integer' ),
					'page'        => array( 'type' => 'integer' ),
					'per_page'    => array(
						'type'        => 'integer',
						'description' => __( 'The page size chosen to fit; give it with page for the next pages.', 'webmcp-abilities' ),
					),
				),
				'required'   => array( 'users', 'total', 'total_pages', 'page' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(
				array(
					'gate'             => 'list_users',
					// Names people chose for themselves.
					'untrusted_output' => true,
					'screens'          => self::SCREENS,
					'examples'         => array(
						'valid'   => array(
							array( 'input' => array() ),
							array(
								'input' => array(
									'search' => 'Contract',
									'role'   => 'author',
								),
							),
						),
						'invalid' => array(
							array(
								'input' => array( 'role' => 'overlord' ),
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
	 * @return true|WP_Error True for people who may list users.
	 */
	public static function can_run(): bool|WP_Error {
		return current_user_can( 'list_users' )
			? true
			: Errors::access_denied( __( 'Only people who may list users may read the site\'s users.', 'webmcp-abilities' ) );
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed> One page of users.
	 */
	public static function execute( array $input = array() ): array {
		if ( isset( $input['per_page'] ) ) {
			return self::page( $input, (int) $input['per_page'] );
		}
		// Fewer people a page rather than cut names or addresses, which would mislead; the page
		// size is said.
		for ( $per_page = self::PER_PAGE; ; $per_page-- ) {
			$result = self::page( $input, $per_page ) + array( 'per_page' => $per_page );
			if ( 1 === $per_page || Output_Budget::size( $result ) <= Output_Budget::CHARACTERS ) {
				return $result;
			}
		}
	}

	/**
	 * @param array<string, mixed> $input    Validated input.
	 * @param int                  $per_page People a page.
	 * @return array<string, mixed> That page, as the Users screen queries it.
	 */
	private static function page( array $input, int $per_page ): array {
		$args   = array(
			'number'  => $per_page,
			'paged'   => (int) ( $input['page'] ?? 1 ),
			'orderby' => 'login',
			'order'   => 'ASC',
		);
		$search = trim( (string) ( $input['search'] ?? '' ) );
		if ( '' !== $search ) {
			$args['search'] = '*' . $search . '*';
		}
		if ( isset( $input['role'] ) ) {
			$args['role'] = (string) $input['role'];
		}
		$query  = new WP_User_Query( $args );
		$people = array_values( array_filter( (array) $query->get_results(), static fn ( $user ): bool => $user instanceof WP_User ) );
		$posts  = count_many_users_posts( array_map( static fn ( WP_User $user ): int => $user->ID, $people ) );
		$total  = (int) $query->get_total();
		return array(
			'users'       => array_map(
				static fn ( WP_User $user ): array => array(
					'id'    => $user->ID,
					'name'  => $user->display_name,
					'login' => $user->user_login,
					'email' => $user->user_email,
					'roles' => array_values( $user->roles ),
					'posts' => (int) ( $posts[ $user->ID ] ?? 0 ),
				),
				$people
			),
			'total'       => $total,
			'total_pages' => (int) ceil( $total / $per_page ),
			'page'        => (int) $args['paged'],
		);
	}
}
