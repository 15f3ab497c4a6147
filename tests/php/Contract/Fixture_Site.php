<?php
/**
 * The one fixture site every tool's examples are written for.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests\Contract;

use PHPUnit\Framework\Assert;
use WebMCP_Abilities\Areas\Posts\Publish_Post;
use WebMCP_Abilities\Activity\Activity_Log;
use WebMCP_Abilities\Exposure\Tool_Examples;
use WebMCP_Abilities\Exposure\Tool_Name;
use WebMCP_Abilities\Proposals\Proposal_Store;

/**
 * Makes each object `Tool_Examples::placeholders()` promises, as it says, for the person who runs
 * the tools (other plugins' objects through `webmcp_abilities_example_object`), and knows each one's ID and the name a confirmation dialog must show for it now.
 */
final class Fixture_Site {

	/** @var array<string, int|string> Each placeholder's ID (or text, for `home`). */
	public array $values = array();

	/**
	 * @param int $person The person who runs the tools, an administrator.
	 */
	public function __construct( int $person ) {
		$category = $this->term( 'category', 'Contract category', 'category' );
		$tag      = $this->term( 'tag', 'Contract tag', 'post_tag' );
		$this->term( 'second_tag', 'Second tag', 'post_tag' );

		$post = $this->post( 'post', 'Contract post', 'publish', $person );
		// Two saves, each kept as a revision: the earlier version is there to compare and restore.
		foreach ( array( 'eight', 'nine' ) as $hour ) {
			wp_update_post(
				array(
					'ID'           => $post,
					'post_content' => "<!-- wp:paragraph -->\n<p>Open at $hour.</p>\n<!-- /wp:paragraph -->",
				)
			);
		}
		wp_set_post_terms( $post, array( $category ), 'category' );
		wp_set_post_terms( $post, array( $tag ), 'post_tag' );
		$draft = $this->post( 'draft', 'Contract draft', 'draft', $person );

		$comment = (int) wp_insert_comment(
			array(
				'comment_post_ID'      => $post,
				'comment_author'       => 'Contract Visitor',
				'comment_author_email' => 'visitor@example.org',
				'comment_content'      => 'When do you open?',
				'comment_approved'     => '1',
			)
		);
		$this->keep( 'comment', $comment );
		$reply = (int) wp_insert_comment(
			array(
				'comment_post_ID'      => $post,
				'comment_parent'       => $comment,
				'user_id'              => $person,
				'comment_author'       => wp_get_current_user()->display_name,
				'comment_author_email' => wp_get_current_user()->user_email,
				'comment_content'      => 'We open at nine.',
				'comment_approved'     => '1',
			)
		);
		$this->keep( 'reply', $reply );

		$image = (int) wp_insert_attachment(
			array(
				'post_title'     => 'Contract image',
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			'contract-image.jpg'
		);
		$this->keep( 'image', $image );

		$proposal = Proposal_Store::add(
			array(
				'ability'     => Publish_Post::NAME,
				'tool'        => (string) Tool_Name::claim( Publish_Post::NAME ),
				'channel'     => Activity_Log::CHANNEL_WEBMCP,
				'input'       => array( 'id' => $draft ),
				'object_type' => 'post',
				'object_id'   => $draft,
				'fingerprint' => '',
				'subject'     => array(),
				'reason'      => 'Ready to go.',
				'proposer'    => $person,
				'expires_at'  => time() + DAY_IN_SECONDS,
			)
		);
		$this->keep( 'proposal', $proposal );
		$author = wp_insert_user(
			array(
				'user_login'   => 'contract-author',
				'user_email'   => 'contract-author@example.org',
				'user_pass'    => wp_generate_password(),
				'display_name' => 'Contract Author',
				'role'         => 'author',
			)
		);
		Assert::assertIsInt( $author );
		$this->keep( 'author_user', $author );
		Assert::assertIsInt(
			wp_insert_post(
				array(
					'post_title'  => 'Contract Author\'s post',
					'post_status' => 'publish',
					'post_author' => $author,
				),
				true
			)
		);
		$this->values['home'] = untrailingslashit( home_url() );
		// Not an object an example names: an image at the site's own address, for the tool that
		// uploads from one, served as the site would serve it (nothing listens in these tests).
		add_filter(
			'pre_http_request',
			static function ( $response, array $args, string $url ) {
				if ( home_url( '/contract-photo.png' ) !== $url ) {
					return $response;
				}
				$pixel = base64_decode( 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- a one-pixel PNG.
				if ( ! empty( $args['stream'] ) ) {
					file_put_contents( $args['filename'], $pixel ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- where WordPress streams a download.
				}
				return array(
					'headers'  => array( 'content-type' => 'image/png' ),
					'body'     => empty( $args['stream'] ) ? $pixel : '',
					'response' => array(
						'code'    => 200,
						'message' => 'OK',
					),
					'cookies'  => array(),
					'filename' => $args['filename'] ?? null,
				);
			},
			10,
			3
		);
		// Not a placeholder: a classic theme's menu, which the menu tools' examples name by its
		// name, “Contract menu”, with one item, a link home; at no location, so the block theme
		// the other tools run under shows nothing of it.
		$menu = wp_create_nav_menu( 'Contract menu' );
		Assert::assertIsInt( $menu );
		Assert::assertIsInt(
			wp_update_nav_menu_item(
				$menu,
				0,
				array(
					'menu-item-type'     => 'custom',
					'menu-item-title'    => 'Home',
					'menu-item-url'      => home_url( '/' ),
					'menu-item-position' => 1,
					'menu-item-status'   => 'publish',
				)
			)
		);
		// Not an object an example names: an expired transient, for the tool that deletes them.
		set_transient( 'webmcp_contract_expired', 'stale', HOUR_IN_SECONDS );
		update_option( '_transient_timeout_webmcp_contract_expired', time() - HOUR_IN_SECONDS );

		// Other plugins' objects, made by whoever added their placeholders.
		foreach ( array_diff_key( Tool_Examples::placeholders(), Tool_Examples::PLACEHOLDERS ) as $placeholder => $promise ) {
			$this->keep( $placeholder, (int) apply_filters( 'webmcp_abilities_example_object', 0, $placeholder, $person ) );
		}

		$made = array_keys( $this->values );
		sort( $made );
		$promised = array_keys( Tool_Examples::placeholders() );
		sort( $promised );
		Assert::assertSame( $promised, $made, 'The fixture makes every placeholder, and only those.' );
		foreach ( $this->values as $placeholder => $value ) {
			Assert::assertNotEmpty( $value, "The fixture made {{{$placeholder}}}." );
		}
	}

	/**
	 * @param string $placeholder A placeholder.
	 * @return string|null The name people know its object by now (a write may have renamed it),
	 *                     or null for one that is no object.
	 */
	public function name( string $placeholder ): ?string {
		$id = (int) ( $this->values[ $placeholder ] ?? 0 );
		switch ( $placeholder ) {
			case 'post':
			case 'draft':
			case 'image':
				return get_post_field( 'post_title', $id );
			case 'comment':
				return get_comment( $id )?->comment_author;
			case 'author_user':
				return get_userdata( $id ) ? get_userdata( $id )->display_name : null;
			case 'reply':
				return wp_strip_all_tags( (string) get_comment( $id )?->comment_content );
			case 'category':
			case 'tag':
			case 'second_tag':
				$term = get_term( $id );
				return $term instanceof \WP_Term ? $term->name : null;
		}
		/**
		 * Filters the name a dialog must show for another plugin's example object now.
		 *
		 * @param string|null $name        Its name, or null when a dialog need not name it.
		 * @param string      $placeholder Its placeholder.
		 * @param int         $id          Its ID.
		 */
		return apply_filters( 'webmcp_abilities_example_object_name', null, $placeholder, $id );
	}

	/**
	 * @param mixed $input An example's input.
	 * @return mixed It as a call sends it.
	 */
	public function fill( $input ) {
		return Tool_Examples::fill( $input, $this->values );
	}

	/**
	 * @param string $placeholder Its placeholder.
	 * @param string $title       Its title.
	 * @param string $status      Its status.
	 * @param int    $author      Its author.
	 */
	private function post( string $placeholder, string $title, string $status, int $author ): int {
		$id = wp_insert_post(
			array(
				'post_title'  => $title,
				'post_status' => $status,
				'post_author' => $author,
			),
			true
		);
		Assert::assertIsInt( $id );
		$this->keep( $placeholder, $id );
		return $id;
	}

	/**
	 * @param string $placeholder Its placeholder.
	 * @param string $name        Its name.
	 * @param string $taxonomy    Its taxonomy.
	 */
	private function term( string $placeholder, string $name, string $taxonomy ): int {
		$term = wp_insert_term( $name, $taxonomy );
		Assert::assertIsArray( $term );
		$this->keep( $placeholder, (int) $term['term_id'] );
		return (int) $term['term_id'];
	}

	/**
	 * @param string $placeholder Its placeholder.
	 * @param int    $id          The object's ID.
	 */
	private function keep( string $placeholder, int $id ): void {
		$this->values[ $placeholder ] = $id;
	}
}
