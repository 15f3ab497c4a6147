<?php
/**
 * The examples a tool declares beside its schema (`meta.webmcp.examples`): their one format.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Exposure;

use WP_Ability;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Every tool of the plugin declares inputs that work on a small fixture site and the invalid
 * inputs that matter, and `tests/php/Tool_Contract_Test.php` holds each tool to the contract with
 * them (issue 55): any other plugin's ability that declares them gets the same checks. Objects are
 * named through placeholders, which that suite's one fixture builder creates and fills.
 *
 * The examples are for tests, not for agents: they are kept out of every answer REST and the page
 * give about an ability, so no page or agent pays for them.
 *
 * @internal
 * @since 0.6.0
 */
final class Tool_Examples {

	/**
	 * The objects an example may name, each as `{{name}}`: a whole string that is one placeholder
	 * becomes the object's ID; one inside a longer string is replaced by its text.
	 */
	public const PLACEHOLDERS = array(
		'post'        => 'A published post, “Contract post”, by the person, in “Contract category” and tagged “Contract tag”; its content is one paragraph, “Open at nine.”, and its revisions keep the version before, “Open at eight.”',
		'draft'       => 'A draft post, “Contract draft”, by the person.',
		'comment'     => 'An approved comment on the post by “Contract Visitor”: “When do you open?”',
		'reply'       => 'The person\'s own approved reply to that comment: “We open at nine.”',
		'image'       => 'A JPEG image in the media library, “Contract image”.',
		'category'    => 'A category, “Contract category”.',
		'tag'         => 'A tag, “Contract tag”.',
		'second_tag'  => 'Another tag, “Second tag”, on no post.',
		'proposal'    => 'An open proposal by the person to publish the draft.',
		'author_user' => 'A user with the author role, “Contract Author” (login contract-author, e-mail contract-author@example.org), who wrote one published post.',
		'home'        => 'The site\'s home address, without a final slash.',
	);

	/** An ID no object has: invalid examples use it for an object that does not exist. */
	public const MISSING_ID = 987654;

	/** `{{name}}` and nothing else. */
	private const WHOLE = '/\A\{\{([a-z_]+)\}\}\z/';

	/** Every `{{name}}` in a string. */
	private const ANY = '/\{\{([a-z_]+)\}\}/';

	/**
	 * The placeholders examples may name: the plugin's own, and those other plugins add for their
	 * objects (a store's product), which cannot rename or replace the plugin's.
	 *
	 * @since 0.10.0
	 *
	 * @return array<string, string> Each placeholder's promise, by name.
	 */
	public static function placeholders(): array {
		/**
		 * Filters the placeholders other plugins' examples may name, each `name => what it is`.
		 * Whoever runs the tool contract makes each one on `webmcp_abilities_example_object`
		 * (docs/plugin-developers.md).
		 *
		 * @since 0.10.0
		 *
		 * @param array<string, string> $placeholders Others' placeholders, by name (`[a-z_]+`).
		 */
		$theirs = (array) apply_filters( 'webmcp_abilities_example_placeholders', array() );
		$named  = array_filter(
			$theirs,
			static fn ( $promise, $name ): bool => is_string( $promise ) && 1 === preg_match( '/\A[a-z_]+\z/', (string) $name ),
			ARRAY_FILTER_USE_BOTH
		);
		return self::PLACEHOLDERS + $named;
	}

	/**
	 * @since 0.6.0
	 *
	 * @param WP_Ability $ability An ability.
	 * @return array{valid: list<array{input: mixed, note: string}>, invalid: list<array{input: mixed, code: string, note: string}>}|WP_Error|null
	 *         Its examples; null when it declares none; `invalid_examples` naming what is wrong
	 *         when they do not have the format.
	 */
	public static function of( WP_Ability $ability ) {
		$meta     = $ability->get_meta();
		$examples = $meta['webmcp']['examples'] ?? null;
		if ( null === $examples ) {
			return null;
		}
		if ( ! is_array( $examples ) || array() !== array_diff( array_keys( $examples ), array( 'valid', 'invalid' ) ) ) {
			return self::error( $ability, '', 'an object with `valid` and `invalid` only' );
		}
		$read = array(
			'valid'   => array(),
			'invalid' => array(),
		);
		foreach ( array_keys( $read ) as $kind ) {
			$list = $examples[ $kind ] ?? array();
			if ( ! is_array( $list ) || ! array_is_list( $list ) ) {
				return self::error( $ability, $kind, 'a list' );
			}
			foreach ( $list as $index => $example ) {
				$where = "{$kind}[{$index}]";
				$keys  = 'valid' === $kind ? array( 'input', 'note' ) : array( 'input', 'code', 'note' );
				if ( ! is_array( $example ) || ! array_key_exists( 'input', $example ) || array() !== array_diff( array_keys( $example ), $keys ) ) {
					return self::error( $ability, $where, 'an object with ' . implode( ', ', $keys ) );
				}
				if ( 'invalid' === $kind && ( ! is_string( $example['code'] ?? null ) || 1 !== preg_match( '/\A[a-z_]+\z/', $example['code'] ) ) ) {
					return self::error( $ability, "$where.code", 'the error code it is refused with' );
				}
				if ( ! is_string( $example['note'] ?? '' ) ) {
					return self::error( $ability, "$where.note", 'a string' );
				}
				$unknown = array_diff( self::placeholders_in( $example['input'] ), array_keys( self::placeholders() ) );
				if ( array() !== $unknown ) {
					return self::error( $ability, "$where.input", 'placeholders from Tool_Examples::PLACEHOLDERS, not {{' . implode( '}}, {{', $unknown ) . '}}' );
				}
				$read[ $kind ][] = array( 'input' => $example['input'] ) + ( 'invalid' === $kind ? array( 'code' => $example['code'] ) : array() ) + array( 'note' => (string) ( $example['note'] ?? '' ) );
			}
		}
		return $read;
	}

	/**
	 * @since 0.6.0
	 *
	 * @param mixed                     $input  An example's input.
	 * @param array<string, int|string> $values Each placeholder's object ID, or text for `home`.
	 * @return mixed The input as a call sends it.
	 */
	public static function fill( $input, array $values ) {
		if ( is_array( $input ) ) {
			return array_map( static fn ( $value ) => self::fill( $value, $values ), $input );
		}
		if ( ! is_string( $input ) ) {
			return $input;
		}
		if ( 1 === preg_match( self::WHOLE, $input, $match ) && isset( $values[ $match[1] ] ) ) {
			return $values[ $match[1] ];
		}
		return (string) preg_replace_callback( self::ANY, static fn ( array $found ): string => (string) ( $values[ $found[1] ] ?? $found[0] ), $input );
	}

	/**
	 * @since 0.6.0
	 *
	 * @param mixed $input An example's input.
	 * @return string[] The placeholders it names.
	 */
	public static function placeholders_in( $input ): array {
		if ( is_array( $input ) ) {
			return array_values( array_unique( array_merge( array(), ...array_map( array( self::class, 'placeholders_in' ), array_values( $input ) ) ) ) );
		}
		return is_string( $input ) && preg_match_all( self::ANY, $input, $found ) > 0 ? array_values( array_unique( $found[1] ) ) : array();
	}

	/**
	 * An ability as REST or the page answers it, without the examples.
	 *
	 * @since 0.6.0
	 *
	 * @param array<string, mixed> $answer REST's answer for one ability.
	 * @return array<string, mixed>
	 */
	public static function served( array $answer ): array {
		if ( isset( $answer['meta']['webmcp'] ) && is_array( $answer['meta']['webmcp'] ) ) {
			unset( $answer['meta']['webmcp']['examples'] );
			// Emptied, it would be served as `[]`, which the page does not read as `webmcp` at all.
			if ( array() === $answer['meta']['webmcp'] ) {
				unset( $answer['meta']['webmcp'] );
			}
		}
		return $answer;
	}

	/**
	 * Runs on `rest_request_after_callbacks`: the Abilities API's answers about abilities (one, or
	 * a list), which the bridge and WordPress's own client read, leave the examples out.
	 *
	 * @since 0.6.0
	 *
	 * @param mixed           $response The answer.
	 * @param mixed           $handler  The route's handler.
	 * @param WP_REST_Request $request  The request.
	 * @return mixed The answer.
	 */
	public static function leave_out( $response, $handler, WP_REST_Request $request ) {
		if ( ! $response instanceof WP_REST_Response || 1 !== preg_match( '#^/wp-abilities/v1/abilities(?:/(?!.*/run\z).*)?\z#', $request->get_route() ) ) {
			return $response;
		}
		$data = $response->get_data();
		if ( ! is_array( $data ) ) {
			return $response;
		}
		$response->set_data(
			array_is_list( $data )
				? array_map( static fn ( $item ) => is_array( $item ) ? self::served( $item ) : $item, $data )
				: self::served( $data )
		);
		return $response;
	}

	/**
	 * @param WP_Ability $ability  The ability.
	 * @param string     $where    Where in its examples ('' for the whole).
	 * @param string     $expected What belongs there.
	 */
	private static function error( WP_Ability $ability, string $where, string $expected ): WP_Error {
		return new WP_Error(
			'invalid_examples',
			sprintf( '%s: meta.webmcp.examples%s must be %s.', $ability->get_name(), '' === $where ? '' : ".$where", $expected )
		);
	}
}
