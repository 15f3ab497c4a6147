<?php
/**
 * A version of a post as a reader reads it, and what changed between two versions, as text.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Revisions;

use WebMCP_Abilities\Abilities\Output_Budget;
use WebMCP_Abilities\Abilities\Readable_Diff;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Agents are told what changed in words, never in markup: blocks' delimiters and tags are
 * dropped first (each block, paragraph or list item a line; an image its alt text), then the
 * lines and the words inside changed lines are compared as the revisions screen compares them
 * (`Readable_Diff`). A change is written as `git diff --word-diff` writes one: `[-removed-]` and
 * `{+added+}` inside the line they change.
 *
 * @internal
 * @since 0.9.0
 */
final class Revision_Text {

	/** Elements that end a line where a reader sees one end. */
	private const LINE_ENDS = '#<(?:br|hr)\b[^>]*>|</(?:p|h[1-6]|li|blockquote|figcaption|pre|div|td|th|tr|dt|dd)\s*>#i';

	/**
	 * @param string $html A version's content or excerpt.
	 * @return string Its text, a line for each block, paragraph or list item; entities as written.
	 */
	public static function of( string $html ): string {
		$html  = (string) preg_replace( '/<!--.*?-->/s', "\n", $html );
		$html  = (string) preg_replace_callback( '/<img\b[^>]*>/i', array( self::class, 'image' ), $html );
		$html  = (string) preg_replace( self::LINE_ENDS, "$0\n", $html );
		$lines = array_map( 'trim', explode( "\n", wp_strip_all_tags( $html ) ) );
		return implode( "\n", array_filter( $lines, static fn ( string $line ): bool => '' !== $line ) );
	}

	/**
	 * @param WP_Post|null $older The version before, or null when none is kept.
	 * @param WP_Post      $newer A version.
	 * @return string What the newer changed, in a few words: the title, words added and removed.
	 */
	public static function summary( ?WP_Post $older, WP_Post $newer ): string {
		if ( null === $older ) {
			return __( 'the oldest version kept', 'webmcp-abilities' );
		}
		$said = array();
		if ( normalize_whitespace( $older->post_title ) !== normalize_whitespace( $newer->post_title ) ) {
			$said[] = __( 'title changed', 'webmcp-abilities' );
		}
		$added   = 0;
		$removed = 0;
		foreach ( array( 'post_content', 'post_excerpt' ) as $field ) {
			foreach ( Readable_Diff::parts( self::of( $older->$field ), self::of( $newer->$field ) ) as $part ) {
				$words = count( (array) preg_split( '/\s+/u', trim( $part['text'] ), -1, PREG_SPLIT_NO_EMPTY ) );
				if ( 'added' === $part['change'] ) {
					$added += $words;
				} elseif ( 'removed' === $part['change'] ) {
					$removed += $words;
				}
			}
		}
		if ( $added > 0 ) {
			/* translators: %d: number of words. */
			$said[] = sprintf( _n( '%d word added', '%d words added', $added, 'webmcp-abilities' ), $added );
		}
		if ( $removed > 0 ) {
			/* translators: %d: number of words. */
			$said[] = sprintf( _n( '%d word removed', '%d words removed', $removed, 'webmcp-abilities' ), $removed );
		}
		return array() === $said ? __( 'the same words', 'webmcp-abilities' ) : implode( ', ', $said );
	}

	/**
	 * @param array<string, mixed> $from A version (a post or revision, as an array).
	 * @param array<string, mixed> $to   Another.
	 * @return string What changes from one to the other, as marked text; '' when they read the same.
	 */
	public static function diff( array $from, array $to ): string {
		$sections = array();
		// The content is most of a post: its lines go unlabelled.
		$labels = array(
			'post_title'   => __( 'Title', 'webmcp-abilities' ),
			'post_content' => '',
			'post_excerpt' => __( 'Excerpt', 'webmcp-abilities' ),
		);
		foreach ( $labels as $field => $label ) {
			$was   = (string) ( $from[ $field ] ?? '' );
			$is    = (string) ( $to[ $field ] ?? '' );
			$parts = 'post_title' === $field ? Readable_Diff::parts( $was, $is ) : Readable_Diff::parts( self::of( $was ), self::of( $is ) );
			if ( array() === $parts ) {
				continue;
			}
			$marked     = self::marked( $parts );
			$sections[] = '' === $label ? $marked : $label . ': ' . $marked;
		}
		return implode( "\n", $sections );
	}

	/**
	 * @param string $text A diff (`diff()`).
	 * @param int    $room The most characters a page may take in a JSON answer.
	 * @return array<int, string> It in pages, each of whole lines where a line fits.
	 */
	public static function pages( string $text, int $room ): array {
		$pages = array();
		$page  = '';
		foreach ( explode( "\n", $text ) as $line ) {
			foreach ( self::pieces( $line, $room ) as $piece ) {
				$joined = '' === $page ? $piece : $page . "\n" . $piece;
				if ( '' !== $page && Output_Budget::json_length( $joined ) > $room ) {
					$pages[] = $page;
					$joined  = $piece;
				}
				$page = $joined;
			}
		}
		$pages[] = $page;
		return $pages;
	}

	/**
	 * @param array<int, array{change: string, text: string}> $parts A diff's parts.
	 * @return string Them as text, each change marked inside its line.
	 */
	private static function marked( array $parts ): string {
		$text = '';
		foreach ( $parts as $part ) {
			$marks = array(
				'same'    => array( '', '' ),
				'removed' => array( '[-', '-]' ),
				'added'   => array( '{+', '+}' ),
			)[ $part['change'] ];
			// A removed or added line ends inside its marks; the line break is after them.
			$inner = rtrim( $part['text'], "\n" );
			$text .= $marks[0] . $inner . $marks[1] . substr( $part['text'], strlen( $inner ) );
		}
		return rtrim( $text );
	}

	/**
	 * @param string $line A line of a diff.
	 * @param int    $room The most a page takes.
	 * @return array<int, string> It, or it cut in pieces that each fit on a page.
	 */
	private static function pieces( string $line, int $room ): array {
		$pieces = array();
		while ( Output_Budget::json_length( $line ) > $room ) {
			$fits     = self::longest_start( $line, $room );
			$pieces[] = mb_substr( $line, 0, $fits );
			$line     = mb_substr( $line, $fits );
		}
		$pieces[] = $line;
		return $pieces;
	}

	/**
	 * @param string $line A line longer than a page.
	 * @param int    $room The most a page takes.
	 * @return int How many of its first characters fit, by bisection; at least one.
	 */
	private static function longest_start( string $line, int $room ): int {
		$low  = 1;
		$high = mb_strlen( $line );
		while ( $low < $high ) {
			$mid = intdiv( $low + $high + 1, 2 );
			if ( Output_Budget::json_length( mb_substr( $line, 0, $mid ) ) <= $room ) {
				$low = $mid;
			} else {
				$high = $mid - 1;
			}
		}
		return $low;
	}

	/**
	 * @param array<int, string> $tag An `<img>` tag, matched.
	 * @return string The words a reader is given for it.
	 */
	private static function image( array $tag ): string {
		$alt = 1 === preg_match( '/\balt\s*=\s*(["\'])(.*?)\1/is', $tag[0], $found ) ? trim( $found[2] ) : '';
		/* translators: %s: an image's alternative text. */
		return "\n" . ( '' === $alt ? __( '[image]', 'webmcp-abilities' ) : sprintf( __( '[image: %s]', 'webmcp-abilities' ), $alt ) ) . "\n";
	}
}
