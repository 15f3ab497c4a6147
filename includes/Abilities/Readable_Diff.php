<?php
/**
 * What changes between two versions of a text, as a person reads it: the changed words marked,
 * a little unchanged text around them, the rest left out.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Abilities;

use Text_Diff;
use Text_Diff_Op;
use Text_Diff_Op_add;
use Text_Diff_Op_change;
use Text_Diff_Op_copy;
use Text_Diff_Op_delete;

defined( 'ABSPATH' ) || exit;

/**
 * Compares as WordPress's revisions screen does (`wp_text_diff()`: whitespace normalised, line
 * by line with core's `Text_Diff`, then word by word inside a changed line), but returns parts
 * of text rather than an HTML table, so the confirmation dialog shows them as text, never markup.
 * The texts are often HTML: tags and block comments are tokens of their own, so a fixed word is
 * not shown glued to the `</p>` after it (issue 55). Unchanged markup is left out and entities
 * are decoded; markup the change removes or adds is shown as written, since then it is what the
 * person confirms (a link's new address changes no word).
 *
 * @internal
 * @since 0.5.0
 */
final class Readable_Diff {

	/** Unchanged characters kept on each side of a change. */
	private const CONTEXT = 60;

	/** The most characters of parts returned; what is left out is counted instead. */
	public const BUDGET = 1600;

	/**
	 * What a line break inside a token is while words are compared: core's diff engine drops
	 * every `\n` from what it compares (`Text_Diff::trimNewlines()`), which would glue the last
	 * word of a changed line to the next line's first.
	 */
	private const LINE_BREAK = "\u{2029}";

	/** A comment (blocks' delimiters among them) or a tag; a `<` before no tag name is text. */
	private const MARKUP = '<!--.*?-->|<\/?[a-zA-Z][^>]*>';

	/**
	 * @param string $from The text now.
	 * @param string $to   The text after the change.
	 * @return array<int, array{change: string, text: string}> Parts in order: `same`, `removed`
	 *         or `added`; empty when the texts do not differ.
	 */
	public static function of( string $from, string $to ): array {
		return self::within_budget( self::parts( $from, $to ) );
	}

	/**
	 * @since 0.9.0
	 *
	 * @param string $from The text now.
	 * @param string $to   The text after the change.
	 * @return array<int, array{change: string, text: string}> As `of()`, whatever their length:
	 *         for a reader that pages them itself.
	 */
	public static function parts( string $from, string $to ): array {
		$from = normalize_whitespace( $from );
		$to   = normalize_whitespace( $to );
		if ( $from === $to ) {
			return array();
		}
		self::load_core_diff();
		$parts = array();
		$lines = new Text_Diff( 'auto', array( explode( "\n", $from ), explode( "\n", $to ) ) );
		foreach ( $lines->getDiff() as $op ) {
			array_push( $parts, ...self::parts_of_lines( $op ) );
		}
		return self::trim_context( self::tidy( self::merge( $parts ) ) );
	}

	/**
	 * @param Text_Diff_Op $op One step of the line diff.
	 * @return array<int, array{change: string, text: string}>
	 */
	private static function parts_of_lines( Text_Diff_Op $op ): array {
		$orig  = implode( "\n", (array) $op->orig ) . "\n";
		$final = implode( "\n", (array) $op->final ) . "\n";
		if ( $op instanceof Text_Diff_Op_copy ) {
			return array( self::part( 'same', self::as_text( self::words( $orig ), false ) ) );
		}
		if ( $op instanceof Text_Diff_Op_delete ) {
			return array( self::part( 'removed', self::as_text( self::words( $orig ), true ) ) );
		}
		if ( $op instanceof Text_Diff_Op_add ) {
			return array( self::part( 'added', self::as_text( self::words( $final ), true ) ) );
		}
		if ( ! $op instanceof Text_Diff_Op_change ) {
			return array();
		}
		// Inside changed lines, words: a fixed typo shows as one word, not two paragraphs.
		$words = new Text_Diff( 'auto', array( self::words( $orig ), self::words( $final ) ) );
		$parts = array();
		foreach ( $words->getDiff() as $word_op ) {
			// An added word has no `orig` and a removed one no `final`: each is `false`.
			$was = is_array( $word_op->orig ) ? $word_op->orig : array();
			$now = is_array( $word_op->final ) ? $word_op->final : array();
			if ( $word_op instanceof Text_Diff_Op_copy ) {
				$parts[] = self::part( 'same', self::as_text( $was, false ) );
				continue;
			}
			$was = self::as_text( $was, true );
			$now = self::as_text( $now, true );
			if ( '' !== $was ) {
				$parts[] = self::part( 'removed', $was );
			}
			if ( '' !== $now ) {
				$parts[] = self::part( 'added', $now );
			}
		}
		return $parts;
	}

	/**
	 * @param string $text Some lines.
	 * @return array<int, string> Its words, the spaces between them and its markup, each a token.
	 */
	private static function words( string $text ): array {
		$tokens = (array) preg_split( '/(' . self::MARKUP . '|\s+)/su', $text, -1, PREG_SPLIT_DELIM_CAPTURE | PREG_SPLIT_NO_EMPTY );
		return str_replace( "\n", self::LINE_BREAK, $tokens );
	}

	/**
	 * @param array<int, mixed> $tokens  Tokens of `words()`.
	 * @param bool              $changed Whether the change removes or adds them.
	 * @return string What a reader sees of them.
	 */
	private static function as_text( array $tokens, bool $changed ): string {
		$text = '';
		foreach ( $tokens as $token ) {
			$token = str_replace( self::LINE_BREAK, "\n", (string) $token );
			if ( 1 === preg_match( '/^(?:' . self::MARKUP . ')$/s', $token ) ) {
				$text .= $changed ? $token : '';
				continue;
			}
			$text .= html_entity_decode( $token, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		}
		return $text;
	}

	/**
	 * @param array<int, array{change: string, text: string}> $parts Parts, maybe several of a kind in a row.
	 * @return array<int, array{change: string, text: string}> One part per run of a kind, empty
	 *         parts (unchanged markup between two changes, say) left out.
	 */
	private static function merge( array $parts ): array {
		$merged = array();
		foreach ( $parts as $part ) {
			if ( '' === $part['text'] ) {
				continue;
			}
			$last = array_key_last( $merged );
			if ( null !== $last && $merged[ $last ]['change'] === $part['change'] ) {
				$merged[ $last ]['text'] .= $part['text'];
				continue;
			}
			$merged[] = $part;
		}
		return $merged;
	}

	/**
	 * Left-out markup leaves blank lines behind (a block comment's line, say).
	 *
	 * @param array<int, array{change: string, text: string}> $parts Merged parts.
	 * @return array<int, array{change: string, text: string}> Without them, and without space
	 *         around the unchanged text at either end.
	 */
	private static function tidy( array $parts ): array {
		$last = count( $parts ) - 1;
		foreach ( $parts as $index => $part ) {
			if ( 'same' !== $part['change'] ) {
				continue;
			}
			$text = (string) preg_replace( '/\n\s*\n/u', "\n", $part['text'] );
			$text = 0 === $index ? ltrim( $text ) : $text;
			$text = $last === $index ? rtrim( $text ) : $text;

			$parts[ $index ]['text'] = $text;
		}
		return array_values( array_filter( $parts, static fn ( array $part ): bool => '' !== $part['text'] ) );
	}

	/**
	 * Unchanged text is there to locate a change: a little of it on each side is kept.
	 *
	 * @param array<int, array{change: string, text: string}> $parts Merged parts.
	 * @return array<int, array{change: string, text: string}>
	 */
	private static function trim_context( array $parts ): array {
		$last = count( $parts ) - 1;
		foreach ( $parts as $index => $part ) {
			$text = $part['text'];
			if ( 'same' !== $part['change'] || mb_strlen( $text ) <= 2 * self::CONTEXT + 3 ) {
				continue;
			}
			$head = mb_substr( $text, 0, self::CONTEXT );
			$tail = mb_substr( $text, -self::CONTEXT );
			if ( 0 === $index ) {
				$text = '… ' . $tail;
			} elseif ( $last === $index ) {
				$text = $head . ' …';
			} else {
				$text = $head . ' … ' . $tail;
			}
			$parts[ $index ]['text'] = $text;
		}
		return $parts;
	}

	/**
	 * @param array<int, array{change: string, text: string}> $parts Parts.
	 * @return array<int, array{change: string, text: string}> As many as fit in `BUDGET`, the
	 *         last cut short, and a closing part counting what was left out.
	 */
	private static function within_budget( array $parts ): array {
		$kept = array();
		$used = 0;
		foreach ( $parts as $index => $part ) {
			$length = mb_strlen( $part['text'] );
			if ( $used + $length > self::BUDGET ) {
				$kept[] = self::part( $part['change'], mb_substr( $part['text'], 0, max( 0, self::BUDGET - $used ) ) . '…' );
				$left   = count( array_filter( array_slice( $parts, $index + 1 ), static fn ( array $rest ): bool => 'same' !== $rest['change'] ) );
				if ( $left > 0 ) {
					$kept[] = self::part(
						'same',
						/* translators: %d: number of changes not shown. */
						' ' . sprintf( _n( '(and %d more change, not shown)', '(and %d more changes, not shown)', $left, 'webmcp-abilities' ), $left )
					);
				}
				return $kept;
			}
			$kept[] = $part;
			$used  += $length;
		}
		return $kept;
	}

	/**
	 * @param string $change `same`, `removed` or `added`.
	 * @param string $text   Its text.
	 * @return array{change: string, text: string}
	 */
	private static function part( string $change, string $text ): array {
		return array(
			'change' => $change,
			'text'   => $text,
		);
	}

	/**
	 * Core's diff classes load on demand, as `wp_text_diff()` loads them.
	 */
	private static function load_core_diff(): void {
		if ( ! class_exists( 'WP_Text_Diff_Renderer_Table', false ) ) {
			require_once ABSPATH . WPINC . '/wp-diff.php';
		}
	}
}
