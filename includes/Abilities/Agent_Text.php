<?php
/**
 * What an agent's words become before the site stores them: HTML filtered, text stripped to text.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Abilities;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress stores what an administrator types unfiltered (`unfiltered_html`): it trusts their
 * own typing. An agent's text is not their typing: it may carry instructions injected through
 * content the agent read, so a `<script>` or an `onerror` in it would run in the block editor's
 * canvas, in wp-admin lists or on the site, with the administrator's session (issue 55). Every
 * ability that stores an agent's text goes through here, whoever the person is: HTML by nature
 * as WordPress filters it for people without `unfiltered_html`, text as text. WordPress's own
 * kses filters on `content_save_pre` and the like run only for those people, so they cannot
 * stand in for this.
 *
 * @internal
 * @since 0.6.0
 */
final class Agent_Text {

	/**
	 * For fields that are HTML by nature: post content and excerpts, descriptions, replies.
	 * Block comments stay; their attributes are filtered too (WordPress's `pre_kses` does it).
	 *
	 * @since 0.6.0
	 *
	 * @param string $html    An agent's HTML.
	 * @param string $context The kses context of the field: `post` (what posts take), or the
	 *                        smaller one WordPress gives the field for people without
	 *                        `unfiltered_html` (`data` for comments, `pre_term_description`).
	 * @return string It without what a person without `unfiltered_html` may not store: scripts,
	 *                event handlers, `javascript:` addresses, unknown elements.
	 */
	public static function html( string $html, string $context = 'post' ): string {
		return wp_kses( $html, $context );
	}

	/**
	 * For fields people read as text: titles, names, alt text, captions, the tagline.
	 *
	 * Tags are removed rather than escaped: WordPress keeps post titles as HTML and shows them
	 * unescaped in places (themes' `the_title()`), so an escaped `&lt;img …&gt;` would be shown
	 * as the tag's words, and a title with a tag in it is markup the agent meant, not words.
	 * A lone `<`, which starts no tag, becomes `&lt;` first, as `sanitize_text_field()` does, so
	 * "Fish & Chips <3" reads as written wherever WordPress shows it. Unlike that function,
	 * percent-encoded octets stay: "100%Cotton" is words.
	 *
	 * @since 0.6.0
	 *
	 * @param string $text An agent's text.
	 * @return string It on one line, with no tag, nothing a browser would read as markup.
	 */
	public static function text( string $text ): string {
		return trim( wp_strip_all_tags( wp_pre_kses_less_than( wp_check_invalid_utf8( $text ) ), true ) );
	}
}
