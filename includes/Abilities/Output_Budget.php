<?php
/**
 * Chrome's budget for one tool call's output, and the measures that keep a read's default page
 * within it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Abilities;

defined( 'ABSPATH' ) || exit;

/**
 * Chrome's guidance for WebMCP tools (2026) keeps a call's output within 1,500 characters. The
 * plugin's reads meet it by default: a page of a list has its people's texts cut to fit, and a
 * long text comes a part at a time. An agent that asks for a page size or length gets what it
 * asked for.
 *
 * @internal
 * @since 0.2.0
 */
final class Output_Budget {

	/** Characters of one call's output: the tool's whole `{"ok":true,"result":…}` answer. */
	public const CHARACTERS = 1500;

	/** A text is never cut shorter than this, so each still says what it is. */
	private const SHORTEST_CUT = 40;

	/**
	 * @since 0.2.0
	 *
	 * @param array<string, mixed> $result An ability's result.
	 * @return int The length of the tool's answer carrying it, as JavaScript counts it.
	 */
	public static function size( array $result ): int {
		return self::json_length(
			array(
				'ok'     => true,
				'result' => $result,
			)
		);
	}

	/**
	 * @since 0.2.0
	 *
	 * @param mixed $value Any JSON value.
	 * @return int Its JSON's length in UTF-16 code units, slashes and non-ASCII left as they are
	 *             (as `JSON.stringify()` writes them).
	 */
	public static function json_length( $value ): int {
		$json = (string) wp_json_encode( $value, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		return intdiv( strlen( (string) mb_convert_encoding( $json, 'UTF-16LE', 'UTF-8' ) ), 2 );
	}

	/**
	 * Cuts the texts of a page's items, all at the same length, the longest that fits; a page that
	 * fits already is left whole.
	 *
	 * @since 0.2.0
	 *
	 * @param array<string, mixed> $result A page: its items are in `$result[ $list ]`.
	 * @param string               $list   The key of the items.
	 * @param string[]             $fields The items' fields that people wrote.
	 * @return array<string, mixed> The page, within the budget unless even the shortest cut is not.
	 */
	public static function fit_items( array $result, string $list, array $fields ): array {
		if ( self::size( $result ) <= self::CHARACTERS ) {
			return $result;
		}
		$longest = self::SHORTEST_CUT;
		foreach ( $result[ $list ] as $item ) {
			foreach ( $fields as $field ) {
				$longest = max( $longest, mb_strlen( (string) $item[ $field ] ) );
			}
		}
		$length = self::longest_fit( static fn ( int $length ): array => self::cut_items( $result, $list, $fields, $length ), self::SHORTEST_CUT, $longest );
		return self::cut_items( $result, $list, $fields, $length );
	}

	/**
	 * @since 0.2.0
	 *
	 * @param callable $result_for The result with `n` of something (characters, say), never
	 *                             shorter for a larger `n`.
	 * @param int      $least      The least `n`, taken even if it does not fit, so a read always
	 *                             moves on.
	 * @param int      $most       The most `n`.
	 * @phpstan-param callable(int): array<string, mixed> $result_for
	 * @return int The largest `n` whose result fits, by bisection.
	 */
	public static function longest_fit( callable $result_for, int $least, int $most ): int {
		$low  = $least;
		$high = max( $least, $most );
		while ( $low < $high ) {
			$mid = intdiv( $low + $high + 1, 2 );
			if ( self::size( $result_for( $mid ) ) <= self::CHARACTERS ) {
				$low = $mid;
			} else {
				$high = $mid - 1;
			}
		}
		return $low;
	}

	/**
	 * @param string $text   A text.
	 * @param int    $length The most characters to keep.
	 * @return string The text, or its start ending in `…` when it is longer.
	 */
	public static function cut( string $text, int $length ): string {
		return mb_strlen( $text ) <= $length ? $text : rtrim( mb_substr( $text, 0, max( 0, $length - 1 ) ) ) . '…';
	}

	/**
	 * @param array<string, mixed> $result A page.
	 * @param string               $list   The key of its items.
	 * @param string[]             $fields Their texts.
	 * @param int                  $length Where to cut each.
	 * @return array<string, mixed>
	 */
	private static function cut_items( array $result, string $list, array $fields, int $length ): array {
		foreach ( $result[ $list ] as $index => $item ) {
			foreach ( $fields as $field ) {
				$result[ $list ][ $index ][ $field ] = self::cut( (string) $item[ $field ], $length );
			}
		}
		return $result;
	}
}
