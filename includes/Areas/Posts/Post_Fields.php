<?php
/**
 * The editable fields of a draft: their input schema, and how they become `wp_insert_post()`
 * arguments and meta. Shared by create-draft and update-draft.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Posts;

use WebMCP_Abilities\Abilities\Agent_Text;
use WebMCP_Abilities\Abilities\Errors;
use WebMCP_Abilities\Abilities\Post_Access;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Title, content, excerpt, categories, tags and the type's own fields (`Registered_Meta`).
 *
 * @internal
 * @since 0.1.0
 */
final class Post_Fields {

	/** The longest content an agent may write, and read in one call. */
	public const MAX_CONTENT = 100000;

	/**
	 * The site's types are named for the agent; the server checks the one it gives
	 * (`Post_Access::unknown_type()`), so a type registered later is not refused by a stale list.
	 *
	 * @since 0.8.0
	 *
	 * @return array<string, mixed> JSON schema of a `type` input.
	 */
	public static function type_schema(): array {
		return array(
			'type'        => 'string',
			'maxLength'   => 20,
			'default'     => 'post',
			'description' => implode( ', ', Post_Access::types() ),
		);
	}

	/**
	 * @return array<string, mixed> JSON schema properties of the editable fields.
	 */
	public static function schema(): array {
		return array(
			'title'      => array(
				'type'        => 'string',
				'minLength'   => 1,
				'maxLength'   => 300,
				'description' => __( 'Plain text.', 'webmcp-abilities' ),
			),
			'content'    => array(
				'type'        => 'string',
				'maxLength'   => self::MAX_CONTENT,
				'description' => __( 'Block markup or HTML.', 'webmcp-abilities' ),
			),
			'excerpt'    => array(
				'type'        => 'string',
				'maxLength'   => 1000,
				'description' => __( 'Short summary.', 'webmcp-abilities' ),
			),
			'categories' => array(
				'type'        => 'array',
				'items'       => array(
					'type'    => 'integer',
					'minimum' => 1,
				),
				// No `uniqueItems` (nor on tags): WordPress sets a term once, however often it is named.
				'maxItems'    => 20,
				'description' => __( 'Category IDs; replace the current ones.', 'webmcp-abilities' ),
			),
			'tags'       => array(
				'type'        => 'array',
				'items'       => array(
					'type'      => 'string',
					'minLength' => 1,
					'maxLength' => 100,
				),
				'maxItems'    => 20,
				'description' => __( 'Tag names, made if missing; replace the current ones.', 'webmcp-abilities' ),
			),
			'meta'       => Registered_Meta::input_schema(),
		);
	}

	/**
	 * Checks the fields against the site and turns them into `wp_insert_post()` arguments,
	 * before anything is written: the agent's text as `Agent_Text` lets it be stored.
	 *
	 * @param array<string, mixed> $input     Validated input.
	 * @param string               $post_type Type of the post the fields are for.
	 * @return array<string, mixed>|WP_Error Post arguments, or `invalid_input`.
	 */
	public static function to_post_args( array $input, string $post_type ): array|WP_Error {
		$args = array();
		if ( isset( $input['title'] ) ) {
			$args['post_title'] = Agent_Text::text( (string) $input['title'] );
		}
		foreach ( array( 'content', 'excerpt' ) as $field ) {
			if ( isset( $input[ $field ] ) ) {
				$args[ 'post_' . $field ] = Agent_Text::html( (string) $input[ $field ] );
			}
		}

		foreach ( array(
			'categories' => 'category',
			'tags'       => 'post_tag',
		) as $field => $taxonomy ) {
			if ( isset( $input[ $field ] ) && ! is_object_in_taxonomy( $post_type, $taxonomy ) ) {
				return Errors::invalid_input(
					sprintf(
						/* translators: 1: the post type's plural name (Pages, Books), 2: categories or tags. */
						__( '%1$s have no %2$s; leave them out.', 'webmcp-abilities' ),
						(string) get_post_type_object( $post_type )?->labels->name,
						$field
					)
				);
			}
		}

		if ( isset( $input['categories'] ) ) {
			$ids = array_map( 'intval', (array) $input['categories'] );
			foreach ( $ids as $id ) {
				if ( ! term_exists( $id, 'category' ) ) {
					return Errors::invalid_input(
						sprintf(
							/* translators: %d: Category ID. */
							__( 'There is no category with ID %d. Leave it out, or ask the person to create it first.', 'webmcp-abilities' ),
							$id
						)
					);
				}
			}
			$args['post_category'] = $ids;
		}
		if ( isset( $input['tags'] ) ) {
			$args['tags_input'] = array_map( array( Agent_Text::class, 'text' ), (array) $input['tags'] );
		}
		return $args;
	}

	/**
	 * @param int $post_id A post that now exists.
	 * @return array{id: int, status: string, edit_link: ?string, preview_link: string}
	 */
	public static function result( int $post_id ): array {
		$post = get_post( $post_id );
		return array(
			'id'           => $post_id,
			'status'       => $post ? $post->post_status : '',
			'edit_link'    => get_edit_post_link( $post_id, 'raw' ),
			'preview_link' => $post ? get_preview_post_link( $post ) : '',
		);
	}

	/**
	 * @return array<string, mixed> JSON schema of `result()`.
	 */
	public static function result_schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'id'           => array( 'type' => 'integer' ),
				'status'       => array( 'type' => 'string' ),
				'edit_link'    => array(
					'type'        => array( 'string', 'null' ),
					'description' => __( 'Where the person can open the draft in the editor.', 'webmcp-abilities' ),
				),
				'preview_link' => array(
					'type'        => 'string',
					'description' => __( 'Where the person can preview the draft.', 'webmcp-abilities' ),
				),
			),
			'required'   => array( 'id', 'status', 'edit_link', 'preview_link' ),
		);
	}
}
