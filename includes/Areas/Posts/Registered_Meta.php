<?php
/**
 * The fields of a content type an agent may read and set: post meta a plugin registered and
 * shows in REST, one scalar value each.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Posts;

use WebMCP_Abilities\Abilities\Agent_Text;
use WebMCP_Abilities\Abilities\Errors;
use WebMCP_Abilities\Abilities\Post_Access;
use WebMCP_Abilities\Abilities\Readable_Diff;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * What the block editor's REST API lets a person edit in a post's meta, and no more: keys
 * registered with `show_in_rest`, `single`, a scalar type, and not protected (`_`). A value is
 * checked by the key's schema and its `auth_callback` (`edit_post_meta`), as REST checks it, and
 * stored with `update_post_meta()`, whose `sanitize_callback` runs as for any save. Values are
 * kept as stored (text, or null for none) for undo to compare and put back.
 *
 * @internal
 * @since 0.8.0
 */
final class Registered_Meta {

	private const SCALARS = array( 'string', 'integer', 'number', 'boolean' );

	/**
	 * Core's footnotes block keeps its notes in `footnotes`, as JSON in step with the content:
	 * they change with the content, never alone.
	 */
	private const KEPT_BY_BLOCKS = array( 'footnotes' );

	/**
	 * Each key and value is checked on the server, by the type's own schema (`plan()`): the tool
	 * declares no more, to stay within an agent's reading budget.
	 *
	 * @return array<string, mixed> JSON schema of the `meta` input.
	 */
	public static function input_schema(): array {
		return array( 'type' => 'object' );
	}

	/**
	 * @param string $type A post type.
	 * @return array<string, array{label: string, schema: array<string, mixed>, default: mixed}>
	 *         Its fields, by key.
	 */
	public static function of_type( string $type ): array {
		$fields = array();
		foreach ( array_merge( get_registered_meta_keys( 'post' ), get_registered_meta_keys( 'post', $type ) ) as $key => $args ) {
			$rest = $args['show_in_rest'] ?? false;
			if ( ! $rest || empty( $args['single'] ) || ! in_array( $args['type'] ?? '', self::SCALARS, true ) || is_protected_meta( (string) $key, 'post' ) || in_array( $key, self::KEPT_BY_BLOCKS, true ) ) {
				continue;
			}
			// As REST builds it: the registered type, under the schema `show_in_rest` gives.
			$schema                  = array_merge( array( 'type' => $args['type'] ), is_array( $rest ) ? (array) ( $rest['schema'] ?? array() ) : array() );
			$fields[ (string) $key ] = array(
				'label'   => '' !== (string) ( $args['label'] ?? '' ) ? (string) $args['label'] : (string) $key,
				'schema'  => $schema,
				'default' => $args['default'] ?? null,
			);
		}
		return $fields;
	}

	/**
	 * @param WP_Post $post A post.
	 * @return array<string, string|null> Its fields as stored, by key; null for none.
	 */
	public static function stored( WP_Post $post ): array {
		$values = array();
		foreach ( array_keys( self::of_type( $post->post_type ) ) as $key ) {
			$raw            = get_metadata_raw( 'post', $post->ID, $key, true );
			$values[ $key ] = is_scalar( $raw ) ? (string) $raw : null;
		}
		return $values;
	}

	/**
	 * @param WP_Post $post A post.
	 * @return array<string, mixed> Its fields as REST reads them (typed; the default for none).
	 */
	public static function read( WP_Post $post ): array {
		$fields = self::of_type( $post->post_type );
		$values = array();
		foreach ( self::stored( $post ) as $key => $raw ) {
			$value          = $raw ?? $fields[ $key ]['default'];
			$values[ $key ] = null === $value ? null : rest_sanitize_value_from_schema( $value, $fields[ $key ]['schema'], $key );
		}
		return $values;
	}

	/**
	 * Checks the fields an agent gave against the type, before anything is written.
	 *
	 * @param string               $type  The post type.
	 * @param array<string, mixed> $given The `meta` input.
	 * @return array<string, mixed>|WP_Error The values as they will be saved, by key, or
	 *                                       `invalid_input` naming the key at fault.
	 */
	public static function plan( string $type, array $given ): array|WP_Error {
		$fields  = self::of_type( $type );
		$planned = array();
		foreach ( $given as $key => $value ) {
			$key = (string) $key;
			if ( ! isset( $fields[ $key ] ) ) {
				return self::unknown( $type, $key, array_keys( $fields ) );
			}
			// An agent's words are text, whatever the field.
			$value = is_string( $value ) ? Agent_Text::text( $value ) : $value;
			$valid = rest_validate_value_from_schema( $value, $fields[ $key ]['schema'], $key );
			if ( is_wp_error( $valid ) ) {
				return Errors::invalid_input(
					sprintf(
						/* translators: %s: why WordPress refused the value. */
						__( '%s Nothing was changed.', 'webmcp-abilities' ),
						$valid->get_error_message()
					)
				);
			}
			$planned[ $key ] = rest_sanitize_value_from_schema( $value, $fields[ $key ]['schema'], $key );
		}
		return $planned;
	}

	/**
	 * @param WP_Post  $post The post.
	 * @param string[] $keys Fields a call sets.
	 * @return WP_Error|null `access_denied` for the first the person may not change (the key's
	 *                       `auth_callback`), or null.
	 */
	public static function refusal( WP_Post $post, array $keys ): ?WP_Error {
		foreach ( $keys as $key ) {
			if ( ! current_user_can( 'edit_post_meta', $post->ID, (string) $key ) ) {
				return Errors::access_denied(
					sprintf(
						/* translators: 1: a field's key, 2: the post, as its type names it ("Book 12"). */
						__( 'You may not change the field %1$s of %2$s. Nothing was changed.', 'webmcp-abilities' ),
						$key,
						Post_Access::named( $post )
					)
				);
			}
		}
		return null;
	}

	/**
	 * @param int                  $post_id The post.
	 * @param array<string, mixed> $values  Planned values, by key.
	 */
	public static function write( int $post_id, array $values ): void {
		foreach ( $values as $key => $value ) {
			// A boolean as 1 or 0, which `rest_sanitize_boolean()` reads back.
			update_post_meta( $post_id, $key, wp_slash( is_bool( $value ) ? (string) (int) $value : $value ) );
		}
	}

	/**
	 * @param int                        $post_id The post.
	 * @param array<string, string|null> $values  Values as stored before (`stored()`), by key.
	 */
	public static function restore( int $post_id, array $values ): void {
		foreach ( $values as $key => $value ) {
			if ( null === $value ) {
				delete_post_meta( $post_id, (string) $key );
			} else {
				update_post_meta( $post_id, (string) $key, wp_slash( (string) $value ) );
			}
		}
	}

	/**
	 * @param array<string, string|null> $before Fields as stored before a write.
	 * @param array<string, string|null> $after  As stored after it.
	 * @return array{before: array<string, string|null>, after: array<string, string|null>} Those
	 *         that differ, as they were and as they are.
	 */
	public static function difference( array $before, array $after ): array {
		$changed = array_keys( array_filter( $after, static fn ( $value, $key ): bool => ( $before[ $key ] ?? null ) !== $value, ARRAY_FILTER_USE_BOTH ) );
		return array(
			'before' => array_combine( $changed, array_map( static fn ( string $key ) => $before[ $key ] ?? null, $changed ) ),
			'after'  => array_intersect_key( $after, array_flip( $changed ) ),
		);
	}

	/**
	 * @param WP_Post                    $post  A post a write left.
	 * @param array<string, string|null> $after Its fields as the write left them.
	 * @return string|null What changed since, in words, or null when none did.
	 */
	public static function changed_since( WP_Post $post, array $after ): ?string {
		$now     = self::stored( $post );
		$fields  = self::of_type( $post->post_type );
		$changed = array();
		foreach ( $after as $key => $value ) {
			if ( ( $now[ $key ] ?? null ) !== $value ) {
				$changed[] = $fields[ $key ]['label'] ?? (string) $key;
			}
		}
		return array() === $changed ? null : sprintf(
			/* translators: 1: the post, as its type names it ("Book 12"), 2: fields, comma separated. */
			__( 'The fields of %1$s were changed since the agent\'s change: %2$s.', 'webmcp-abilities' ),
			Post_Access::named( $post ),
			implode( ', ', $changed )
		);
	}

	/**
	 * @param WP_Post $post A post.
	 * @return array<string, string> Its fields as a dialog shows them, by label.
	 */
	public static function shown( WP_Post $post ): array {
		$fields = self::of_type( $post->post_type );
		$shown  = array();
		foreach ( self::stored( $post ) as $key => $value ) {
			$shown[ $fields[ $key ]['label'] ] = self::words( $value );
		}
		return $shown;
	}

	/**
	 * @param WP_Post              $post    The post.
	 * @param array<string, mixed> $planned Values a call would save, by key.
	 * @return array<string, string> Each that changes, "before → after", by label.
	 */
	public static function shown_changes( WP_Post $post, array $planned ): array {
		$fields = self::of_type( $post->post_type );
		$stored = self::stored( $post );
		$shown  = array();
		foreach ( self::changes( $post, $planned ) as $key => $value ) {
			$shown[ $fields[ $key ]['label'] ] = sprintf(
				/* translators: 1: a field's value now, 2: the value it becomes. */
				__( '%1$s → %2$s', 'webmcp-abilities' ),
				self::words( $stored[ $key ] ?? null ),
				self::words( self::as_stored( $value ) )
			);
		}
		return $shown;
	}

	/**
	 * @param WP_Post              $post    The post.
	 * @param array<string, mixed> $planned Values a call would save, by key.
	 * @return array<string, array<int, array{change: string, text: string}>> Each that changes, as
	 *         a diff of its value now and the value it becomes, by label (`Describe_Output`'s shape).
	 */
	public static function diffs( WP_Post $post, array $planned ): array {
		$fields = self::of_type( $post->post_type );
		$stored = self::stored( $post );
		$diffs  = array();
		foreach ( self::changes( $post, $planned ) as $key => $value ) {
			$diffs[ $fields[ $key ]['label'] ] = Readable_Diff::of( self::words( $stored[ $key ] ?? null ), self::words( self::as_stored( $value ) ) );
		}
		return $diffs;
	}

	/**
	 * @param WP_Post              $post    The post.
	 * @param array<string, mixed> $planned Values a call would save, by key.
	 * @return array<string, mixed> Those that differ from what is stored.
	 */
	public static function changes( WP_Post $post, array $planned ): array {
		$stored = self::stored( $post );
		return array_filter( $planned, static fn ( $value, string $key ): bool => self::as_stored( $value ) !== ( $stored[ $key ] ?? null ), ARRAY_FILTER_USE_BOTH );
	}

	/**
	 * @param string   $type  The post type.
	 * @param string   $key   The key an agent gave.
	 * @param string[] $known The type's fields.
	 * @return WP_Error `invalid_input` naming the key, and the fields there are.
	 */
	private static function unknown( string $type, string $key, array $known ): WP_Error {
		$object = get_post_type_object( $type );
		$name   = null === $object ? $type : (string) $object->labels->name;
		return Errors::invalid_input(
			array() === $known
				? sprintf(
					/* translators: 1: a field's key, 2: the post type's plural name (Posts, Books). */
					__( '%2$s have no field %1$s that can be set here, nor any other. Nothing was changed.', 'webmcp-abilities' ),
					$key,
					$name
				)
				: sprintf(
					/* translators: 1: a field's key, 2: the post type's plural name (Posts, Books), 3: field keys, comma separated. */
					__( '%2$s have no field %1$s that can be set here; their fields are: %3$s. Nothing was changed.', 'webmcp-abilities' ),
					$key,
					$name,
					implode( ', ', $known )
				)
		);
	}

	/**
	 * @param mixed $value A planned value.
	 * @return string It as the database will hold it.
	 */
	private static function as_stored( $value ): string {
		return is_bool( $value ) ? (string) (int) $value : (string) $value;
	}

	/**
	 * @param string|null $value A stored value.
	 * @return string It in a dialog.
	 */
	private static function words( ?string $value ): string {
		return null === $value || '' === $value ? __( '(none)', 'webmcp-abilities' ) : $value;
	}
}
