<?php
/**
 * The `webmcp-abilities/list-admin-screens` ability: where in wp-admin this person can go.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Overview;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Output_Budget;
use WebMCP_Abilities\Abilities\Pagination;

defined( 'ABSPATH' ) || exit;

/**
 * The main wp-admin screens, each listed only when the user has the capability WordPress checks
 * to open it, so an agent can send the person to the right place.
 *
 * @internal
 * @since 0.1.0
 */
final class List_Admin_Screens {

	public const NAME = 'webmcp-abilities/list-admin-screens';

	/** Screens per page unless the agent asks: as many as fit Chrome's output budget. */
	private const PER_PAGE = 8;

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'List admin screens', 'webmcp-abilities' ),
			'description'         => __( 'Lists the wp-admin screens you may open, a page at a time, with their title, URL and what each is for. Use it to send the person to the right place.', 'webmcp-abilities' ),
			'category'            => Categories::SITE,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => Pagination::input( self::PER_PAGE, __( 'Omit to fit 1,500 characters.', 'webmcp-abilities' ) ),
				'additionalProperties' => false,
				'default'              => array(),
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'screens'     => array(
						'type'  => 'array',
						'items' => array(
							'type'       => 'object',
							'properties' => array(
								'title'   => array( 'type' => 'string' ),
								'url'     => array( 'type' => 'string' ),
								'purpose' => array( 'type' => 'string' ),
							),
							'required'   => array( 'title', 'url', 'purpose' ),
						),
					),
					'total'       => array( 'type' => 'integer' ),
					'total_pages' => array( 'type' => 'integer' ),
					'page'        => array( 'type' => 'integer' ),
				),
				'required'   => array( 'screens', 'total', 'total_pages', 'page' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(
				array(
					'gate'             => 'read',
					// Screen titles and purposes come from code, not from content.
					'untrusted_output' => false,
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array( 'per_page' => 3 ),
							),
						),
						'invalid' => array(
							array(
								'input' => array( 'per_page' => 51 ),
								'code'  => 'ability_invalid_input',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @return bool Whether the current user may run the ability.
	 */
	public static function can_run(): bool {
		return current_user_can( 'read' );
	}

	/**
	 * @param array<string, mixed>|null $input Validated input (none from a call that gave none).
	 * @return array{screens: array<int, array{title: string, url: string, purpose: string}>, total: int, total_pages: int, page: int}
	 */
	public static function execute( ?array $input = null ): array {
		$screens = array();
		foreach ( self::screens() as $screen ) {
			if ( current_user_can( $screen['capability'] ) ) {
				$screens[] = array(
					'title'   => $screen['title'],
					'url'     => admin_url( $screen['path'] ),
					'purpose' => $screen['purpose'],
				);
			}
		}
		$result = Pagination::slice( $screens, $input, self::PER_PAGE, 'screens' );
		return isset( $input['per_page'] ) ? $result : Output_Budget::fit_items( $result, 'screens', array( 'title', 'purpose' ) );
	}

	/**
	 * Core's screens and the capability each needs (as in `wp-admin/menu.php`).
	 *
	 * @return array<int, array{title: string, path: string, purpose: string, capability: string}>
	 */
	private static function screens(): array {
		$screen  = static fn( string $title, string $path, string $purpose, string $capability ): array => compact( 'title', 'path', 'purpose', 'capability' );
		$screens = array(
			$screen( __( 'Dashboard', 'webmcp-abilities' ), 'index.php', __( 'Overview of the site and recent activity.', 'webmcp-abilities' ), 'read' ),
			$screen( __( 'Posts', 'webmcp-abilities' ), 'edit.php', __( 'List, search and manage posts.', 'webmcp-abilities' ), 'edit_posts' ),
			$screen( __( 'Add New Post', 'webmcp-abilities' ), 'post-new.php', __( 'Write a new post in the editor.', 'webmcp-abilities' ), 'edit_posts' ),
			$screen( __( 'Categories', 'webmcp-abilities' ), 'edit-tags.php?taxonomy=category', __( 'Create and rename post categories.', 'webmcp-abilities' ), 'manage_categories' ),
			$screen( __( 'Pages', 'webmcp-abilities' ), 'edit.php?post_type=page', __( 'List and manage pages.', 'webmcp-abilities' ), 'edit_pages' ),
			$screen( __( 'Media Library', 'webmcp-abilities' ), 'upload.php', __( 'Upload and manage images and files.', 'webmcp-abilities' ), 'upload_files' ),
			$screen( __( 'Comments', 'webmcp-abilities' ), 'edit-comments.php', __( 'Read and moderate comments.', 'webmcp-abilities' ), 'edit_posts' ),
			$screen( __( 'Appearance', 'webmcp-abilities' ), 'themes.php', __( 'Choose and customise the theme.', 'webmcp-abilities' ), 'switch_themes' ),
			$screen( __( 'Plugins', 'webmcp-abilities' ), 'plugins.php', __( 'Install, activate and deactivate plugins.', 'webmcp-abilities' ), 'activate_plugins' ),
			$screen( __( 'Users', 'webmcp-abilities' ), 'users.php', __( 'Manage user accounts and roles.', 'webmcp-abilities' ), 'list_users' ),
			$screen( __( 'Profile', 'webmcp-abilities' ), 'profile.php', __( 'Your own name, email, password and preferences.', 'webmcp-abilities' ), 'read' ),
			$screen( __( 'Tools', 'webmcp-abilities' ), 'tools.php', __( 'Import, export and other site tools.', 'webmcp-abilities' ), 'edit_posts' ),
			$screen( __( 'Site Health', 'webmcp-abilities' ), 'site-health.php', __( 'Check the site for problems and see its technical details.', 'webmcp-abilities' ), 'view_site_health_checks' ),
			$screen( __( 'General Settings', 'webmcp-abilities' ), 'options-general.php', __( 'Site title, tagline, address, time zone and language.', 'webmcp-abilities' ), 'manage_options' ),
			$screen( __( 'Discussion Settings', 'webmcp-abilities' ), 'options-discussion.php', __( 'How comments are allowed and moderated.', 'webmcp-abilities' ), 'manage_options' ),
		);

		/**
		 * Filters the wp-admin screens list-admin-screens may offer, to add a plugin's own screens.
		 *
		 * @since 0.1.0
		 *
		 * @param array $screens Items with `title`, `path` (relative to wp-admin), `purpose` and
		 *                       the `capability` needed to open the screen.
		 */
		$filtered = apply_filters( 'webmcp_abilities_admin_screens', $screens );

		return array_values(
			array_filter(
				is_array( $filtered ) ? $filtered : $screens,
				static fn( $item ): bool => is_array( $item )
					&& is_string( $item['title'] ?? null )
					&& is_string( $item['path'] ?? null )
					&& is_string( $item['purpose'] ?? null )
					&& is_string( $item['capability'] ?? null )
			)
		);
	}
}
