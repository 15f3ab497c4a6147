<?php
/**
 * Targeted edits to a post's content: each names text that occurs once and what replaces it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Posts;

use WebMCP_Abilities\Abilities\Agent_Text;
use WebMCP_Abilities\Abilities\Errors;
use WP_Error;
use WP_HTML_Tag_Processor;

defined( 'ABSPATH' ) || exit;

/**
 * An agent fixing a live post names what it changes rather than sending the whole post back:
 * nothing it did not name can change, and the call stays small enough for the confirmation to
 * read it (a describing ability runs over GET, and servers cut long addresses). Block comments
 * are left alone: changing blocks is the block editor's work, where the person sees it live.
 * Update-published-post and its describe step both check edits here (through
 * `Update_Published_Post::planned()`), so the dialog never asks about an edit the call refuses.
 *
 * @internal
 * @since 0.5.0
 */
final class Content_Replacements {

	/** At most this many edits in one call. */
	public const MAX_EDITS = 10;

	/** At most this many characters across every `find` and `with` of a call. */
	public const MAX_CHARACTERS = 2000;

	/**
	 * @return array<string, mixed> JSON schema of the `replace` input.
	 */
	public static function schema(): array {
		return array(
			'type'        => 'array',
			'minItems'    => 1,
			'maxItems'    => self::MAX_EDITS,
			'description' => sprintf(
				/* translators: %d: the most characters an edit list may have. */
				__( 'Each `find` occurs once in the content (as get-post gives it); `with` replaces it. Not block comments; %d characters in all.', 'webmcp-abilities' ),
				self::MAX_CHARACTERS
			),
			'items'       => array(
				'type'                 => 'object',
				'properties'           => array(
					// Their length is checked in all (`apply()`), as the description says.
					'find' => array(
						'type'      => 'string',
						'minLength' => 1,
					),
					'with' => array( 'type' => 'string' ),
				),
				'required'             => array( 'find', 'with' ),
				'additionalProperties' => false,
			),
		);
	}

	/**
	 * Checks every edit before any is made: bad input changes nothing.
	 *
	 * @param string                                        $content The content now.
	 * @param array<int, array{find: string, with: string}> $edits   The edits.
	 * @return string|WP_Error The content with every edit made, the blocks they changed filtered
	 *                         (`filtered()`), or `invalid_input` saying which edit cannot be
	 *                         made and why.
	 */
	public static function apply( string $content, array $edits ): string|WP_Error {
		$length = 0;
		$spans  = array();
		foreach ( array_values( $edits ) as $index => $edit ) {
			$find    = (string) $edit['find'];
			$with    = (string) $edit['with'];
			$length += mb_strlen( $find ) + mb_strlen( $with );
			if ( str_contains( $find . $with, '<!--' ) || str_contains( $find . $with, '-->' ) ) {
				return self::refused( $index, __( 'it touches a block comment (<!-- … -->). Change blocks in the block editor.', 'webmcp-abilities' ) );
			}
			$count = substr_count( $content, $find );
			if ( 1 !== $count ) {
				return self::refused(
					$index,
					0 === $count
						? __( 'its `find` text is not in the content. Read the post with get-post and copy the text exactly.', 'webmcp-abilities' )
						/* translators: %d: how many times the text occurs. */
						: sprintf( __( 'its `find` text occurs %d times. Include more of the text around it so it names one place.', 'webmcp-abilities' ), $count )
				);
			}
			$start = (int) strpos( $content, $find );
			foreach ( $spans as $other => $span ) {
				if ( $start < $span[1] && $span[0] < $start + strlen( $find ) ) {
					/* translators: %d: number of the other edit, from 1. */
					return self::refused( $index, sprintf( __( 'it overlaps edit %d. Make them one edit.', 'webmcp-abilities' ), $other + 1 ) );
				}
			}
			$spans[ $index ] = array( $start, $start + strlen( $find ), $with );
		}
		if ( $length > self::MAX_CHARACTERS ) {
			return Errors::invalid_input(
				sprintf(
					/* translators: 1: characters given, 2: the most allowed. */
					__( 'The edits have %1$d characters; at most %2$d are taken in one call. Split them into several calls, or make larger rewrites in the block editor.', 'webmcp-abilities' ),
					$length,
					self::MAX_CHARACTERS
				)
			);
		}
		// From the end, so each edit's place in the content stays where it was found.
		uasort( $spans, static fn ( array $a, array $b ): int => $b[0] <=> $a[0] );
		$edited = $content;
		foreach ( $spans as $span ) {
			$edited = substr_replace( $edited, $span[2], $span[0], $span[1] - $span[0] );
		}
		// Refusing `<!--` in an edit is not enough: the text inside a comment can still be found
		// and replaced. A heading's `{"level":3}` made `{"level":4}` around its `<h3>`, or a group
		// made self-closing so what it held spills out, leaves every name in place, yet the editor
		// then calls the block invalid (issue 55). So the parsed blocks must match whole.
		if ( self::block_shapes( parse_blocks( $edited ) ) !== self::block_shapes( parse_blocks( $content ) ) ) {
			return Errors::invalid_input( __( 'The edits would change the post\'s blocks (a block\'s type, the settings in its comment, or which blocks sit inside which), not only their text. Change blocks in the block editor. Nothing was changed.', 'webmcp-abilities' ) );
		}
		return self::filtered( $content, $edited );
	}

	/**
	 * The edited content with each top-level block an edit changed filtered as an agent's HTML;
	 * the others stay byte for byte as the person wrote them, with whatever their
	 * `unfiltered_html` let them put there (a script in a Custom HTML block, an iframe).
	 *
	 * An edit's `with` cannot be filtered alone: `" onmouseover="…` is harmless text until it
	 * lands inside an attribute. A whole block can, when it starts where no tag, comment or
	 * script is left open before it: what kses returns is complete tags and escaped text. When
	 * the blocks cannot be told apart exactly (content the block serializer would write
	 * differently, an edit that adds text between blocks, a block opening inside an unclosed
	 * element), the whole content is filtered, as WordPress filters a whole post for people
	 * without `unfiltered_html`; the dialog's diff shows the person what that removes.
	 *
	 * @param string $content The content now.
	 * @param string $edited  It with the agent's edits made.
	 * @return string It as it may be stored.
	 */
	private static function filtered( string $content, string $edited ): string {
		$before = parse_blocks( $content );
		$after  = parse_blocks( $edited );
		if ( count( $before ) !== count( $after ) || serialize_blocks( $before ) !== $content || serialize_blocks( $after ) !== $edited ) {
			return Agent_Text::html( $edited );
		}
		$result = '';
		foreach ( $after as $index => $block ) {
			$markup = serialize_block( $block );
			if ( serialize_block( $before[ $index ] ) !== $markup ) {
				if ( ! self::ends_between_tokens( $result ) ) {
					return Agent_Text::html( $edited );
				}
				$markup = Agent_Text::html( $markup );
			}
			$result .= $markup;
		}
		return $result;
	}

	/**
	 * @param string $html The content before a block.
	 * @return bool Whether it leaves nothing open that would read the block as part of itself
	 *              (a tag, a comment, a script or another element whose text is not HTML).
	 */
	private static function ends_between_tokens( string $html ): bool {
		$processor = new WP_HTML_Tag_Processor( $html );
		while ( $processor->next_token() ) {
			continue;
		}
		return ! $processor->paused_at_incomplete_token();
	}

	/**
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 * @return array<int, array{0: string, 1: array<mixed>, 2: array<int, mixed>}> Each block's
	 *         name, attributes and inner blocks' shapes, in document order (HTML outside blocks
	 *         has none).
	 */
	private static function block_shapes( array $blocks ): array {
		$shapes = array();
		foreach ( $blocks as $block ) {
			if ( null === ( $block['blockName'] ?? null ) ) {
				continue;
			}
			$shapes[] = array(
				(string) $block['blockName'],
				(array) ( $block['attrs'] ?? array() ),
				self::block_shapes( (array) ( $block['innerBlocks'] ?? array() ) ),
			);
		}
		return $shapes;
	}

	/**
	 * @param int    $index  The edit, from 0.
	 * @param string $reason Why it cannot be made.
	 */
	private static function refused( int $index, string $reason ): WP_Error {
		return Errors::invalid_input(
			sprintf(
				/* translators: 1: number of the edit, from 1, 2: why it cannot be made. */
				__( 'Edit %1$d cannot be made: %2$s Nothing was changed.', 'webmcp-abilities' ),
				$index + 1,
				$reason
			)
		);
	}
}
