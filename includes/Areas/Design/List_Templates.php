<?php
/**
 * The `webmcp-abilities/list-templates` ability: a block theme's templates and template parts.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Design;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Errors;
use WebMCP_Abilities\Abilities\Output_Budget;
use WebMCP_Abilities\Abilities\Pagination;
use WP_Block_Template;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * What the Site Editor lists under Templates and Patterns > Template parts: each with what it is
 * used for, its area, whether the site has its own copy of it (the owner customised it, or made
 * it), and where the Site Editor opens it. Only where there is a Site Editor: a block theme, and
 * a person who may change the site's design (`edit_theme_options`, as `site-editor.php` asks).
 *
 * @internal
 * @since 0.4.0
 */
final class List_Templates {

	public const NAME = 'webmcp-abilities/list-templates';

	/** Items per page unless the agent asks: as many as fit Chrome's output budget. */
	private const PER_PAGE = 4;

	/** The post types, as the Site Editor's addresses and the editor tools name them. */
	private const KINDS = array(
		'template' => 'wp_template',
		'part'     => 'wp_template_part',
	);

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'List templates and template parts', 'webmcp-abilities' ),
			'description'         => __( 'Lists the block theme’s templates (single post, page, archive…) and template parts (header, footer…), a page at a time: id, kind, title, what it is for, area, whether the site customised it (revertible to the theme’s), and its Site Editor link. Open one with open-template.', 'webmcp-abilities' ),
			'category'            => Categories::DESIGN,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'kind' => array(
						'type'        => 'string',
						'enum'        => array( 'template', 'part', 'all' ),
						'default'     => 'all',
						'description' => __( 'Templates, template parts, or both (default).', 'webmcp-abilities' ),
					),
				) + Pagination::input( self::PER_PAGE, __( 'Omit to fit 1,500 characters.', 'webmcp-abilities' ) ),
				'additionalProperties' => false,
				'default'              => array(),
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'templates'   => array(
						'type'  => 'array',
						'items' => array(
							'type'       => 'object',
							'properties' => array(
								'id'          => array(
									'type'        => 'string',
									'description' => __( 'theme//slug, as open-template takes it.', 'webmcp-abilities' ),
								),
								'kind'        => array(
									'type' => 'string',
									'enum' => array_values( self::KINDS ),
								),
								'title'       => array( 'type' => 'string' ),
								'description' => array( 'type' => 'string' ),
								'area'        => array( 'type' => 'string' ),
								'customized'  => array(
									'type'        => 'boolean',
									'description' => __( 'The site has its own copy: changed by the owner, or made by them.', 'webmcp-abilities' ),
								),
								'revertible'  => array(
									'type'        => 'boolean',
									'description' => __( 'Customised from the theme’s own, which it can go back to.', 'webmcp-abilities' ),
								),
								'link'        => array( 'type' => 'string' ),
							),
							'required'   => array( 'id', 'kind', 'title', 'description', 'customized', 'revertible', 'link' ),
						),
					),
					'total'       => array( 'type' => 'integer' ),
					'total_pages' => array( 'type' => 'integer' ),
					'page'        => array( 'type' => 'integer' ),
				),
				'required'   => array( 'templates', 'total', 'total_pages', 'page' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(
				array(
					'gate'             => 'edit_theme_options',
					'screens'          => array( 'site-editor' ),
					// Titles and descriptions of the owner's own templates are people's text.
					'untrusted_output' => true,
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array( 'kind' => 'part' ),
							),
						),
						'invalid' => array(
							array(
								'input' => array( 'kind' => 'layout' ),
								'code'  => 'ability_invalid_input',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @return true|WP_Error Whether the current user may run the ability: there is a Site Editor
	 *                       for them.
	 */
	public static function can_run(): bool|WP_Error {
		if ( ! current_user_can( 'edit_theme_options' ) ) {
			return Errors::access_denied( __( 'You may not change the site’s design.', 'webmcp-abilities' ) );
		}
		if ( ! wp_is_block_theme() ) {
			return Errors::access_denied( __( 'The active theme is not a block theme: it has no templates to list.', 'webmcp-abilities' ) );
		}
		return true;
	}

	/**
	 * @param array<string, mixed>|null $input Validated input (none from a call that gave none).
	 * @return array<string, mixed> One page of templates and parts.
	 */
	public static function execute( ?array $input = null ): array {
		$kind  = (string) ( $input['kind'] ?? 'all' );
		$items = array();
		foreach ( self::KINDS as $name => $post_type ) {
			if ( 'all' !== $kind && $name !== $kind ) {
				continue;
			}
			foreach ( get_block_templates( array(), $post_type ) as $template ) {
				$items[] = self::item( $template, $post_type );
			}
		}
		$result = Pagination::slice( $items, $input, self::PER_PAGE, 'templates' );
		return isset( $input['per_page'] ) ? $result : Output_Budget::fit_items( $result, 'templates', array( 'title', 'description' ) );
	}

	/**
	 * @param WP_Block_Template $template  A template or part, the site's copy where it has one.
	 * @param string            $post_type `wp_template` or `wp_template_part`.
	 * @return array<string, mixed>
	 */
	private static function item( WP_Block_Template $template, string $post_type ): array {
		$customized = 'custom' === $template->source;
		$item       = array(
			'id'          => $template->id,
			'kind'        => $post_type,
			'title'       => html_entity_decode( wp_strip_all_tags( (string) $template->title ), ENT_QUOTES, 'UTF-8' ),
			'description' => html_entity_decode( wp_strip_all_tags( (string) $template->description ), ENT_QUOTES, 'UTF-8' ),
			'customized'  => $customized,
			'revertible'  => $customized && ! empty( $template->has_theme_file ),
			'link'        => add_query_arg(
				array(
					'p'      => rawurlencode( '/' . $post_type . '/' . $template->id ),
					'canvas' => 'edit',
				),
				admin_url( 'site-editor.php' )
			),
		);
		if ( 'wp_template_part' === $post_type ) {
			$item['area'] = (string) $template->area;
		}
		return $item;
	}
}
