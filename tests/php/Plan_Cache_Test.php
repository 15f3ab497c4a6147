<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Exposure\Plan_Cache;
use WP_REST_Request;

/**
 * A page plan is made once and kept until anything it is made from changes: each input change
 * gives a fresh plan, nothing else does, and a kept plan never decides what a person may do to
 * an object.
 */
final class Plan_Cache_Test extends Test_Case {

	public function test_a_plan_is_made_once_for_everyone_alike_and_kept_through_unrelated_changes(): void {
		$this->log_in_as( 'editor' );
		self::assertTrue( $this->makes_a_plan() );
		self::assertFalse( $this->makes_a_plan(), 'the same person, again' );

		$this->log_in_as( 'editor' );
		self::assertFalse( $this->makes_a_plan(), 'another editor' );

		self::factory_post();
		update_option( 'blogdescription', 'Changed by a test' );
		self::assertFalse( $this->makes_a_plan(), 'content and other options' );
		self::assertTrue( $this->makes_a_plan( 'edit-comments' ), 'another screen' );
	}

	public function test_an_ability_added_removed_or_changed_gives_a_fresh_plan(): void {
		$this->log_in_as( 'administrator' );
		$before = $this->offered();

		$this->register_ability( 'other-plugin/new', array( 'webmcp' => array( 'expose' => true ) ) );
		$added = $this->offered();
		self::assertSame( array_merge( $before, array( 'other-plugin/new' ) ), $added );
		self::assertFalse( $this->makes_a_plan(), 'kept, once made again' );

		\WP_Abilities_Registry::get_instance()->unregister( 'other-plugin/new' );
		$this->register_ability(
			'other-plugin/new',
			array( 'webmcp' => array( 'expose' => true ) ),
			array(
				'input_schema' => array(
					'type'       => 'object',
					'properties' => array( 'count' => array( 'type' => 'integer' ) ),
				),
			)
		);
		self::assertSame( array( 'count' ), array_keys( $this->page_tools()['abilities']->{'other-plugin/new'}['input_schema']['properties'] ), 'a changed schema' );

		\WP_Abilities_Registry::get_instance()->unregister( 'other-plugin/new' );
		self::assertSame( $before, $this->offered(), 'removed' );
	}

	public function test_saved_settings_give_a_fresh_plan(): void {
		$this->log_in_as( 'administrator' );
		self::assertContains( 'webmcp-abilities/find-posts', $this->offered() );

		$this->save_settings( array( 'abilities' => array( 'webmcp-abilities/find-posts' => false ) ) );

		self::assertNotContains( 'webmcp-abilities/find-posts', $this->offered() );
	}

	public function test_a_roles_capabilities_edited_give_a_fresh_plan(): void {
		$this->log_in_as( 'subscriber' );
		self::assertNotContains( 'webmcp-abilities/create-draft', $this->offered() );

		$role = get_role( 'subscriber' );
		$role->add_cap( 'edit_posts' );
		// The next request reads the role afresh; this one's user has read it already.
		wp_get_current_user()->get_role_caps();
		try {
			self::assertContains( 'webmcp-abilities/create-draft', $this->offered() );
		} finally {
			// The rollback puts the option back, not the roles WordPress holds in memory.
			$role->remove_cap( 'edit_posts' );
			wp_get_current_user()->get_role_caps();
		}
		self::assertNotContains( 'webmcp-abilities/create-draft', $this->offered() );
	}

	public function test_a_capability_given_to_one_person_is_never_shared_through_a_kept_plan(): void {
		$this->log_in_as( 'subscriber' );
		self::assertNotContains( 'webmcp-abilities/create-draft', $this->offered() );

		$this->log_in_as( 'subscriber' );
		wp_get_current_user()->add_cap( 'edit_posts' );
		self::assertContains( 'webmcp-abilities/create-draft', $this->offered() );

		$this->log_in_as( 'subscriber' );
		self::assertNotContains( 'webmcp-abilities/create-draft', $this->offered() );
	}

	public function test_people_of_different_roles_never_share_a_plan(): void {
		// The same capabilities as an editor, under another name.
		add_role( 'copy_editor', 'Copy editor', get_role( 'editor' )->capabilities );
		try {
			$this->log_in_as( 'editor' );
			self::assertTrue( $this->makes_a_plan() );
			$this->log_in_as( 'copy_editor' );
			self::assertTrue( $this->makes_a_plan() );
		} finally {
			remove_role( 'copy_editor' );
		}
		$this->log_in_as( 'author' );
		self::assertTrue( $this->makes_a_plan() );
	}

	public function test_another_language_or_version_gives_a_fresh_plan(): void {
		global $wp_version;
		$this->log_in_as( 'editor' );
		self::assertTrue( $this->makes_a_plan() );

		add_filter( 'determine_locale', static fn (): string => 'de_DE' );
		self::assertTrue( $this->makes_a_plan(), 'another language' );

		$was        = $wp_version;
		$wp_version = '99.0'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- WordPress updated.
		try {
			self::assertTrue( $this->makes_a_plan(), 'WordPress updated' );
		} finally {
			$wp_version = $was; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Put back.
		}
		self::assertFalse( $this->makes_a_plan(), 'back as before' );
	}

	public function test_a_kept_plan_never_lets_a_person_act_on_an_object_they_may_not(): void {
		$editor = $this->log_in_as( 'editor' );
		$post   = wp_insert_post(
			array(
				'post_title'  => 'The editor’s draft',
				'post_status' => 'draft',
				'post_author' => $editor,
			)
		);
		$this->log_in_as( 'author' );
		self::assertContains( 'webmcp-abilities/update-draft', $this->offered() );
		self::assertContains( 'webmcp-abilities/update-draft', $this->offered(), 'from the kept plan' );

		$response = $this->run_over_rest(
			'webmcp-abilities/update-draft',
			array(),
			array(
				'id'    => $post,
				'title' => 'Taken over',
			)
		);

		self::assertNotSame( 200, $response->get_status() );
		self::assertSame( 'The editor’s draft', get_post( $post )->post_title );
	}

	/**
	 * @param string $screen_id A screen ID.
	 * @return bool Whether asking for the plan made one.
	 */
	private function makes_a_plan( string $screen_id = 'dashboard' ): bool {
		$made = false;
		Plan_Cache::remember(
			$screen_id,
			static function () use ( &$made ): array {
				$made = true;
				return array( 'made' => true );
			}
		);
		return $made;
	}

	/**
	 * @return array<string, mixed> The page-tools answer for the dashboard.
	 */
	private function page_tools(): array {
		$request = new WP_REST_Request( 'GET', '/webmcp-abilities/v1/page-tools' );
		$request->set_param( 'screen', 'dashboard' );
		$response = rest_do_request( $request );
		self::assertSame( 200, $response->get_status() );
		return $response->get_data();
	}

	/**
	 * @return string[] The abilities offered on the dashboard.
	 */
	private function offered(): array {
		return $this->page_tools()['offered'];
	}

	private static function factory_post(): void {
		wp_insert_post(
			array(
				'post_title'  => 'Unrelated',
				'post_status' => 'publish',
			)
		);
	}
}
