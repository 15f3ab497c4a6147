<?php
/**
 * Turns rendered content (HTML) into Markdown or plain text, cut into pages an agent can read.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Public_Site;

use DOMDocument;
use DOMElement;
use DOMNode;
use DOMText;
use WebMCP_Abilities\Abilities\Output_Budget;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names.

/**
 * Keeps what a reader gets from the page: headings, paragraphs, lists, quotes, code, links and
 * images' alternative text. Scripts, styles, forms and embeds' markup are dropped. Pages break
 * between blocks, so a paragraph is never cut in the middle unless it alone is too long.
 *
 * @internal
 * @since 0.1.0
 */
final class Readable_Text {

	public const FORMATS = array( 'markdown', 'text' );

	/** The longest page an agent may ask for: a few minutes of reading. */
	public const PAGE_LENGTH = 8000;

	private const DROPPED = array( 'script', 'style', 'noscript', 'template', 'form', 'iframe', 'svg', 'button', 'input', 'select', 'textarea' );

	private const BLOCKS = array( 'p', 'div', 'section', 'article', 'header', 'footer', 'main', 'aside', 'nav', 'figure', 'figcaption', 'table', 'tr', 'details', 'summary', 'dl', 'dt', 'dd' );

	/**
	 * @param string $html   Rendered content.
	 * @param string $format `markdown` or `text`.
	 * @return string The content as a reader would take it in, blocks separated by a blank line.
	 */
	public static function from_html( string $html, string $format ): string {
		if ( '' === trim( $html ) ) {
			return '';
		}
		$document = new DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$document->loadHTML( '<?xml encoding="UTF-8"><body>' . $html . '</body>', LIBXML_NONET );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );

		$body = $document->getElementsByTagName( 'body' )->item( 0 );
		$text = $body ? self::children( $body, 'markdown' === $format ) : '';
		$text = (string) preg_replace( "/[ \t]+\n/", "\n", $text );
		return trim( (string) preg_replace( "/\n{3,}/", "\n\n", $text ) );
	}

	/**
	 * @param string $text   The whole text.
	 * @param int    $page   Which page, from 1.
	 * @param int    $length Characters per page at most, as the answer's JSON carries them (a
	 *                       line break or a quote takes two).
	 * @return array{text: string, pages: int} That page (empty past the last) and how many there are.
	 */
	public static function page( string $text, int $page, int $length = self::PAGE_LENGTH ): array {
		$pages   = array();
		$cut     = '';
		$cut_has = 0;
		foreach ( explode( "\n\n", $text ) as $block ) {
			foreach ( '' === $block ? array( '' ) : self::pieces( $block, $length ) as $piece ) {
				$measure = self::measure( $piece );
				// The blank line between two blocks is `\n\n` in JSON: four characters.
				if ( '' !== $cut && $cut_has + 4 + $measure > $length ) {
					$pages[] = $cut;
					$cut     = '';
				}
				$cut_has = '' === $cut ? $measure : $cut_has + 4 + $measure;
				$cut     = '' === $cut ? $piece : $cut . "\n\n" . $piece;
			}
		}
		if ( '' !== $cut || array() === $pages ) {
			$pages[] = $cut;
		}
		return array(
			'text'  => $pages[ $page - 1 ] ?? '',
			'pages' => count( $pages ),
		);
	}

	/**
	 * @param string $block  A block of text.
	 * @param int    $length Characters a piece may measure.
	 * @return string[] The block in pieces that each fit a page.
	 */
	private static function pieces( string $block, int $length ): array {
		$pieces = array();
		while ( '' !== $block ) {
			$piece = mb_substr( $block, 0, $length );
			// A quote or a line break takes two characters in JSON: shorten by what is over.
			while ( mb_strlen( $piece ) > 1 && self::measure( $piece ) > $length ) {
				$piece = mb_substr( $piece, 0, max( 1, mb_strlen( $piece ) - ( self::measure( $piece ) - $length ) ) );
			}
			$pieces[] = $piece;
			$block    = mb_substr( $block, mb_strlen( $piece ) );
		}
		return $pieces;
	}

	/**
	 * @param string $text Some text.
	 * @return int Its length inside a JSON string, as JavaScript counts it.
	 */
	private static function measure( string $text ): int {
		return Output_Budget::json_length( $text ) - 2;
	}

	/**
	 * @param DOMNode $node     An element.
	 * @param bool    $markdown Whether to mark structure up.
	 */
	private static function children( DOMNode $node, bool $markdown ): string {
		$out = '';
		foreach ( $node->childNodes as $child ) {
			$out .= self::node( $child, $markdown );
		}
		return $out;
	}

	/**
	 * @param DOMNode $node     Any node.
	 * @param bool    $markdown Whether to mark structure up.
	 */
	private static function node( DOMNode $node, bool $markdown ): string {
		if ( $node instanceof DOMText ) {
			return (string) preg_replace( '/\s+/u', ' ', $node->wholeText );
		}
		if ( ! $node instanceof DOMElement ) {
			return '';
		}
		$tag = strtolower( $node->tagName );
		if ( in_array( $tag, self::DROPPED, true ) ) {
			return '';
		}
		$inner = fn (): string => trim( self::children( $node, $markdown ) );

		if ( preg_match( '/^h([1-6])$/', $tag, $level ) ) {
			return "\n\n" . ( $markdown ? str_repeat( '#', (int) $level[1] ) . ' ' : '' ) . $inner() . "\n\n";
		}
		switch ( $tag ) {
			case 'br':
				return "\n";
			case 'hr':
				return $markdown ? "\n\n---\n\n" : "\n\n";
			case 'img':
				$alt = trim( $node->getAttribute( 'alt' ) );
				if ( '' === $alt ) {
					return '';
				}
				return $markdown ? '![' . $alt . '](' . $node->getAttribute( 'src' ) . ')' : $alt;
			case 'a':
				$label = $inner();
				$href  = $node->getAttribute( 'href' );
				return $markdown && '' !== $label && '' !== $href && ! str_starts_with( $href, '#' ) ? '[' . $label . '](' . $href . ')' : $label;
			case 'strong':
			case 'b':
				return $markdown ? self::wrap( '**', $inner() ) : $inner();
			case 'em':
			case 'i':
				return $markdown ? self::wrap( '_', $inner() ) : $inner();
			case 'code':
				return $markdown ? self::wrap( '`', $node->textContent ) : $node->textContent;
			case 'pre':
				return "\n\n" . ( $markdown ? "```\n" . rtrim( $node->textContent ) . "\n```" : rtrim( $node->textContent ) ) . "\n\n";
			case 'blockquote':
				$quote = $inner();
				return "\n\n" . ( $markdown ? (string) preg_replace( '/^/m', '> ', $quote ) : $quote ) . "\n\n";
			case 'ul':
			case 'ol':
				return "\n\n" . self::list_items( $node, 'ol' === $tag, $markdown ) . "\n\n";
			case 'td':
			case 'th':
				return $inner() . ' ';
		}
		if ( in_array( $tag, self::BLOCKS, true ) ) {
			return "\n\n" . $inner() . "\n\n";
		}
		return self::children( $node, $markdown );
	}

	/**
	 * @param DOMElement $list     A `ul` or `ol`.
	 * @param bool       $ordered  Whether it is numbered.
	 * @param bool       $markdown Whether to mark structure up.
	 */
	private static function list_items( DOMElement $list, bool $ordered, bool $markdown ): string {
		$lines  = array();
		$number = 1;
		foreach ( $list->childNodes as $item ) {
			if ( ! $item instanceof DOMElement || 'li' !== strtolower( $item->tagName ) ) {
				continue;
			}
			$text = trim( (string) preg_replace( "/\n{2,}/", "\n", self::children( $item, $markdown ) ) );
			$mark = $ordered ? ( $number++ ) . '. ' : ( $markdown ? '- ' : '• ' );
			// Nested lists and wrapped lines stay under their item.
			$lines[] = $mark . str_replace( "\n", "\n   ", $text );
		}
		return implode( "\n", $lines );
	}

	/**
	 * @param string $mark Markdown's emphasis mark.
	 * @param string $text The text to mark.
	 */
	private static function wrap( string $mark, string $text ): string {
		$text = trim( $text );
		return '' === $text ? '' : $mark . $text . $mark;
	}
}
