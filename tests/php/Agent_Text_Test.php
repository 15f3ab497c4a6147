<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WP_Comment;

/**
 * An agent's text reaches the site as a person without `unfiltered_html` would put it there, even
 * when the person whose agent it is may write any HTML (issue 55): each test runs as an
 * administrator, the case WordPress leaves unfiltered.
 */
final class Agent_Text_Test extends Test_Case {

	/** Markup that runs script where the block editor or a theme shows it. */
	private const HOSTILE = '<p>Hi</p><img src=x onerror="alert(1)"><script>alert(2)</script>'
		. '"><svg onload=alert(3)><a href="javascript:alert(4)">x</a>'
		. '<!-- wp:paragraph {"placeholder":"<img src=x onerror=alert(5)>"} --><p>Block</p><!-- /wp:paragraph -->';

	protected function setUp(): void {
		parent::setUp();
		$this->log_in_as( 'administrator' );
		self::assertTrue( current_user_can( 'unfiltered_html' ), 'The dangerous case: a person WordPress trusts with any HTML.' );
	}

	public function test_a_new_draft_keeps_no_script_from_the_agent(): void {
		$draft = wp_get_ability( 'webmcp-abilities/create-draft' )->execute(
			array(
				'title'   => '<img src=x onerror=alert(1)>Gallery',
				'content' => self::HOSTILE,
				'excerpt' => 'Short <img src=x onerror=alert(1)><script>alert(2)</script>',
			)
		);
		self::assertIsArray( $draft );
		$post = get_post( (int) $draft['id'] );
		self::assertSame( 'Gallery', $post->post_title );
		self::assert_inert( $post->post_content );
		self::assertStringContainsString( '<p>Hi</p>', $post->post_content, 'What a person without unfiltered_html may write stays.' );
		self::assertStringContainsString( '<p>Block</p>', $post->post_content );
		self::assert_inert( $post->post_excerpt );
		self::assertStringContainsString( 'Short', $post->post_excerpt );
	}

	public function test_a_draft_updated_keeps_no_script_from_the_agent(): void {
		$id = (int) wp_insert_post( array( 'post_title' => 'Mine' ) );

		$updated = wp_get_ability( 'webmcp-abilities/update-draft' )->execute(
			array(
				'id'      => $id,
				'title'   => 'Fish & Chips <3 <b onmouseover=alert(1)>',
				'content' => self::HOSTILE,
				'excerpt' => '<a href="javascript:alert(1)">More</a>',
			)
		);
		self::assertIsArray( $updated );
		$post = get_post( $id );
		// A lone `<` is text, as WordPress stores it in titles: it reads `<3` wherever shown.
		self::assertSame( 'Fish & Chips &lt;3', $post->post_title );
		self::assertSame( 'Fish & Chips <3', html_entity_decode( get_the_title( $id ), ENT_QUOTES ) );
		self::assert_inert( $post->post_content );
		self::assert_inert( $post->post_excerpt );
		self::assertStringContainsString( 'More</a>', $post->post_excerpt );
	}

	public function test_a_live_post_gets_the_agents_edit_filtered_and_the_rest_as_it_was(): void {
		$own     = "<!-- wp:html -->\n<script>window.owner = 1;</script>\n<!-- /wp:html -->";
		$content = "<!-- wp:paragraph -->\n<p class=\"note\">Open at nine.</p>\n<!-- /wp:paragraph -->\n\n" . $own;
		$id      = (int) wp_insert_post(
			array(
				'post_title'   => 'Hours',
				'post_content' => $content,
				'post_status'  => 'publish',
			)
		);
		$input   = array(
			'id'      => $id,
			'title'   => '<img src=x onerror=alert(1)>Opening hours',
			'excerpt' => '<script>alert(1)</script>When we open',
			'replace' => array(
				// Harmless alone; inside the attribute it was put in, it adds a handler.
				array(
					'find' => 'note',
					'with' => 'note" onmouseover="alert(1)',
				),
				array(
					'find' => 'nine.',
					'with' => 'nine.<img src=x onerror=alert(2)>',
				),
			),
		);

		$shown = wp_get_ability( 'webmcp-abilities/describe-published-change' )->execute( $input );
		self::assertIsArray( $shown );
		$added = implode(
			'',
			array_map(
				static fn ( array $part ): string => 'added' === $part['change'] ? $part['text'] : '',
				array_merge( ...array_column( $shown['changes'], 'parts' ) )
			)
		);
		self::assert_inert( $added, 'The dialog shows what will be stored.' );

		wp_get_ability( 'webmcp-abilities/update-published-post' )->execute( $input );
		$post = get_post( $id );
		self::assertSame( 'Opening hours', $post->post_title );
		self::assert_inert( $post->post_excerpt );
		self::assertStringContainsString( 'When we open', $post->post_excerpt );
		self::assertStringNotContainsString( 'onmouseover', $post->post_content );
		self::assertStringNotContainsString( 'onerror', $post->post_content );
		self::assertStringContainsString( 'Open at nine.', $post->post_content );
		self::assertStringEndsWith( "\n\n" . $own, $post->post_content, 'The block the agent did not touch is the administrator\'s own, as they wrote it.' );
	}

	public function test_a_block_inside_the_persons_own_open_script_is_not_filtered_alone(): void {
		// The paragraph sits inside the script the first Custom HTML block opens: its text is code.
		$id = (int) wp_insert_post(
			array(
				'post_title'   => 'Hours',
				'post_content' => "<!-- wp:html --><script>var note = '<!-- /wp:html --><!-- wp:paragraph --><p>Hello</p><!-- /wp:paragraph --><!-- wp:html -->';</script><!-- /wp:html -->",
				'post_status'  => 'publish',
			)
		);

		wp_get_ability( 'webmcp-abilities/update-published-post' )->execute(
			array(
				'id'      => $id,
				'replace' => array(
					array(
						'find' => 'Hello',
						'with' => "'; alert(1); '",
					),
				),
			)
		);
		$content = get_post_field( 'post_content', $id );
		self::assertStringContainsString( 'alert(1)', $content, 'The edit was made.' );
		self::assertStringNotContainsString( '<script', $content, 'Filtered whole, so the agent\'s words are text, not code.' );
	}

	public function test_a_reply_keeps_no_script_from_the_agent(): void {
		$_SERVER['REMOTE_ADDR'] = '192.0.2.1';
		$post                   = (int) wp_insert_post(
			array(
				'post_title'  => 'Open',
				'post_status' => 'publish',
			)
		);
		$comment                = (int) wp_insert_comment(
			array(
				'comment_post_ID'  => $post,
				'comment_author'   => 'Visitor',
				'comment_content'  => 'When?',
				'comment_approved' => '1',
			)
		);
		$reply                  = wp_get_ability( 'webmcp-abilities/reply-to-comment' )->execute(
			array(
				'id'      => $comment,
				'content' => 'At <em>nine</em>. ' . self::HOSTILE,
			)
		);
		unset( $_SERVER['REMOTE_ADDR'] );
		self::assertIsArray( $reply );
		self::assert_inert( get_comment( (int) $reply['id'] )->comment_content );
		self::assertStringContainsString( 'At <em>nine</em>.', get_comment( (int) $reply['id'] )->comment_content );

		wp_get_ability( 'webmcp-abilities/update-reply' )->execute(
			array(
				'id'      => (int) $reply['id'],
				'content' => 'At ten. <img src=x onerror=alert(1)>',
			)
		);
		$changed = get_comment( (int) $reply['id'] );
		self::assertInstanceOf( WP_Comment::class, $changed );
		self::assertSame( 'At ten.', $changed->comment_content );
	}

	public function test_media_fields_keep_no_markup_from_the_agent_and_the_dialog_shows_them_so(): void {
		$image = wp_insert_attachment(
			array(
				'post_title'     => 'Photo',
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			'photo.jpg'
		);
		$input = array(
			'items' => array(
				array(
					'id'          => $image,
					'alt'         => '<img src=x onerror=alert(1)>A dog',
					'title'       => '<script>alert(1)</script>Dog',
					'caption'     => '"><svg onload=alert(1)>On the beach',
					'description' => self::HOSTILE,
				),
			),
		);

		$shown = wp_get_ability( 'webmcp-abilities/describe-media-update' )->execute( $input );
		self::assertIsArray( $shown );
		self::assertStringContainsString( '→ “A dog”', $shown['fields'][0]['value'] );
		self::assert_inert( $shown['fields'][0]['value'] );

		wp_get_ability( 'webmcp-abilities/update-media' )->execute( $input );
		self::assertSame( 'A dog', get_post_meta( $image, '_wp_attachment_image_alt', true ) );
		self::assertSame( 'Dog', get_post_field( 'post_title', $image ) );
		self::assertSame( '">On the beach', get_post_field( 'post_excerpt', $image ) );
		self::assert_inert( get_post_field( 'post_content', $image ) );
	}

	public function test_a_term_keeps_no_markup_from_the_agent(): void {
		$term = wp_get_ability( 'webmcp-abilities/save-term' )->execute(
			array(
				'taxonomy'    => 'category',
				'name'        => '<img src=x onerror=alert(1)>News',
				'description' => 'Our <strong>news</strong>. ' . self::HOSTILE,
			)
		);
		self::assertIsArray( $term );
		$saved = get_term( (int) $term['id'] );
		self::assertSame( 'News', $saved->name );
		self::assert_inert( $saved->description );
		self::assertStringContainsString( 'Our <strong>news</strong>.', $saved->description );
	}

	public function test_the_site_title_and_tagline_keep_no_markup_from_the_agent(): void {
		$input = array(
			'title'   => 'Fish & Chips <3',
			'tagline' => '<img src=x onerror=alert(1)>Fresh daily',
		);
		$shown = wp_get_ability( 'webmcp-abilities/describe-site-identity' )->execute( $input );
		self::assertIsArray( $shown );
		self::assertStringEndsWith( '→ “Fish & Chips <3”', $shown['fields'][0]['value'] );
		self::assertStringEndsWith( '→ “Fresh daily”', $shown['fields'][1]['value'] );

		wp_get_ability( 'webmcp-abilities/update-site-identity' )->execute( $input );
		self::assertSame( 'Fresh daily', get_option( 'blogdescription' ) );
		self::assertSame( 'Fish &amp; Chips &lt;3', get_option( 'blogname' ) );
	}

	/**
	 * @param string $stored  Text as stored or shown.
	 * @param string $message What it is.
	 */
	private static function assert_inert( string $stored, string $message = '' ): void {
		foreach ( array( 'onerror', 'onload', 'onmouseover', '<script', '<svg', 'javascript:' ) as $hostile ) {
			self::assertStringNotContainsStringIgnoringCase( $hostile, $stored, trim( "$message $hostile in: $stored" ) );
		}
	}
}
