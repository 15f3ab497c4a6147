<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Areas\Public_Site\Comment_Form_Tool;
use WebMCP_Abilities\Areas\Public_Site\Search_Form_Tool;
use WebMCP_Abilities\Settings\Settings;
use WP_HTML_Tag_Processor;

/**
 * The theme's search form and a post's comment form as declarative tools: attributes only, the
 * search one sent by the agent, the comment one only by the person.
 */
final class Form_Tools_Test extends Test_Case {

	public function test_the_first_search_form_becomes_a_tool_that_sends_itself(): void {
		$this->fresh_page();
		$first  = new WP_HTML_Tag_Processor( get_search_form( array( 'echo' => false ) ) );
		$second = new WP_HTML_Tag_Processor( get_search_form( array( 'echo' => false ) ) );

		self::assertTrue( $first->next_tag( array( 'tag_name' => 'form' ) ) );
		self::assertSame( Search_Form_Tool::NAME, $first->get_attribute( 'toolname' ) );
		self::assertTrue( $first->get_attribute( 'toolautosubmit' ) );
		self::assertNotEmpty( $first->get_attribute( 'tooldescription' ) );
		self::assertTrue( $first->next_tag( array( 'tag_name' => 'input' ) ) );
		while ( 's' !== $first->get_attribute( 'name' ) ) {
			self::assertTrue( $first->next_tag( array( 'tag_name' => 'input' ) ) );
		}
		self::assertNotEmpty( $first->get_attribute( 'toolparamdescription' ) );
		// A second tool of the same name would be refused by the browser.
		self::assertTrue( $second->next_tag( array( 'tag_name' => 'form' ) ) );
		self::assertNull( $second->get_attribute( 'toolname' ) );
	}

	public function test_the_search_block_becomes_the_same_tool(): void {
		$this->fresh_page();
		$html = new WP_HTML_Tag_Processor( do_blocks( '<!-- wp:search {"label":"Search","buttonText":"Search"} /-->' ) );
		self::assertTrue( $html->next_tag( array( 'tag_name' => 'form' ) ) );
		self::assertSame( Search_Form_Tool::NAME, $html->get_attribute( 'toolname' ) );
	}

	public function test_the_comment_form_is_filled_by_the_agent_and_sent_by_the_person(): void {
		$this->fresh_page();
		$post = self::factory_post();
		ob_start();
		comment_form( array(), $post );
		$html = new WP_HTML_Tag_Processor( (string) ob_get_clean() );

		self::assertTrue( $html->next_tag( array( 'tag_name' => 'form' ) ) );
		self::assertSame( Comment_Form_Tool::NAME, $html->get_attribute( 'toolname' ) );
		self::assertNull( $html->get_attribute( 'toolautosubmit' ) );
		$described = array();
		while ( $html->next_tag() ) {
			if ( null !== $html->get_attribute( 'toolparamdescription' ) ) {
				$described[] = $html->get_attribute( 'name' );
			}
		}
		sort( $described );
		self::assertSame( array( 'author', 'comment', 'email', 'url' ), $described );
	}

	public function test_nothing_changes_when_the_owner_switches_the_forms_or_the_public_site_off(): void {
		foreach ( array( 'search_form', 'comment_form', 'enabled' ) as $switch ) {
			$this->fresh_page();
			$settings                           = Settings::defaults();
			$settings['public_site'][ $switch ] = false;
			update_option( Contract::settings_option(), $settings );

			$search = get_search_form( array( 'echo' => false ) );
			ob_start();
			comment_form( array(), self::factory_post() );
			$comment = (string) ob_get_clean();

			$has_tool = static fn ( string $html ): bool => str_contains( $html, 'toolname=' );
			self::assertSame( 'search_form' !== $switch && 'enabled' !== $switch, $has_tool( $search ), $switch );
			self::assertSame( 'comment_form' !== $switch && 'enabled' !== $switch, $has_tool( $comment ), $switch );
		}
	}

	/** The forms are marked once per page: each case is a new page. */
	private function fresh_page(): void {
		\Closure::bind(
			static function (): void {
				self::$offered = false;
			},
			null,
			Search_Form_Tool::class
		)();
	}

	private static function factory_post(): int {
		return (int) wp_insert_post(
			array(
				'post_title'     => 'Comments welcome',
				'post_status'    => 'publish',
				'comment_status' => 'open',
			)
		);
	}
}
