<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use stdClass;
use WebMCP_Abilities\Abilities\Output_Budget;
use WebMCP_Abilities\Undo\Undo_Request;
use WP_Error;
use WP_User;

/**
 * The site's people: only who may manage users lists, invites, changes roles or removes anyone, as
 * on Users; a role is never given above the giver's own, never one's own, never the last
 * administrator's; a new user gets WordPress's mail; a role change is confirmed before → after and
 * undone from the log unless changed since; a removal names who gets what, and moves it all.
 */
final class People_Test extends Test_Case {

	private const LIST   = 'webmcp-abilities/list-users';
	private const INVITE = 'webmcp-abilities/invite-user';
	private const ROLE   = 'webmcp-abilities/change-user-role';
	private const REMOVE = 'webmcp-abilities/remove-user';

	protected function tearDown(): void {
		remove_role( 'manager' );
		parent::tearDown();
	}

	public function test_only_who_may_manage_users_lists_invites_changes_or_removes(): void {
		$author = $this->person( 'author', 'Ann Author' );
		foreach ( array( 'editor', 'author', 'subscriber' ) as $role ) {
			$this->log_in_as( $role );
			$answers = array(
				$this->run_over_rest( self::LIST, array(), array(), 'GET' ),
				$this->run_over_rest(
					self::INVITE,
					array(),
					array(
						'login' => "new-$role",
						'email' => "new-$role@example.org",
					)
				),
				$this->run_over_rest(
					self::ROLE,
					array(),
					array(
						'id'   => $author,
						'role' => 'editor',
					)
				),
				$this->run_over_rest( self::REMOVE, array(), array( 'id' => $author ) ),
			);
			foreach ( $answers as $answer ) {
				self::assertSame( 403, $answer->get_status(), $role );
				self::assertSame( 'access_denied', $answer->get_data()['code'], $role );
			}
			self::assertFalse( username_exists( "new-$role" ) );
		}
		self::assertSame( array( 'author' ), get_userdata( $author )->roles );

		$this->log_in_as( 'administrator' );
		self::assertSame( 200, $this->run_over_rest( self::LIST, array(), array(), 'GET' )->get_status() );
	}

	public function test_list_users_reads_each_person_as_users_lists_them_within_the_budget(): void {
		$this->log_in_as( 'administrator' );
		$ann = $this->person( 'author', 'Ann Author' );
		wp_insert_post(
			array(
				'post_title'  => 'By Ann',
				'post_status' => 'publish',
				'post_author' => $ann,
			)
		);
		$this->person( 'editor', 'Ed Editor' );

		$found = wp_get_ability( self::LIST )->execute( array( 'search' => 'Ann Author' ) );
		self::assertIsArray( $found );
		self::assertSame(
			array(
				'id'    => $ann,
				'name'  => 'Ann Author',
				'login' => 'ann-author',
				'email' => 'ann-author@example.org',
				'roles' => array( 'author' ),
				'posts' => 1,
			),
			$found['users'][0]
		);
		self::assertSame( 1, $found['total'] );

		$editors = wp_get_ability( self::LIST )->execute( array( 'role' => 'editor' ) );
		self::assertIsArray( $editors );
		self::assertSame( array( 'Ed Editor' ), array_column( $editors['users'], 'name' ) );

		for ( $n = 0; $n < 12; $n++ ) {
			$this->person( 'subscriber', "Member $n " . str_repeat( 'with a long name ', 4 ) );
		}
		$page = wp_get_ability( self::LIST )->execute( array( 'role' => 'subscriber' ) );
		self::assertIsArray( $page );
		self::assertLessThanOrEqual( 1500, Output_Budget::size( $page ) );
		self::assertLessThan( 10, $page['per_page'] );
		self::assertSame( 12, $page['total'] );
		self::assertStringStartsWith( 'Member 0 with a long name', $page['users'][0]['name'] );

		$second = wp_get_ability( self::LIST )->execute(
			array(
				'role'     => 'subscriber',
				'per_page' => 10,
				'page'     => 2,
			)
		);
		self::assertIsArray( $second );
		self::assertCount( 2, $second['users'] );
	}

	public function test_an_invite_makes_the_user_as_add_new_does_and_wordpress_mails_them(): void {
		$this->log_in_as( 'administrator' );
		$mails = $this->mails();
		$heard = array();
		add_action(
			'edit_user_created_user',
			static function ( int $id, string $notify ) use ( &$heard ): void {
				$heard[] = $notify;
			},
			5,
			2
		);
		$shown = wp_get_ability( 'webmcp-abilities/describe-invite' )->execute(
			array(
				'login' => 'wendy',
				'email' => 'wendy@example.org',
				'name'  => 'Wendy <b>Writer</b>',
				'role'  => 'author',
			)
		);
		self::assertIsArray( $shown );
		self::assertSame(
			array(
				'Username' => 'wendy',
				'Email'    => 'wendy@example.org',
				'Name'     => 'Wendy Writer',
				'Role'     => 'Author',
				'Then'     => 'WordPress e-mails wendy@example.org a link to set their password.',
				'Undo'     => 'Not possible: the e-mail goes out at once. Removing the account later is a removal of its own.',
			),
			array_column( $shown['fields'], 'value', 'label' )
		);
		self::assertFalse( username_exists( 'wendy' ) );

		$made = wp_get_ability( self::INVITE )->execute(
			array(
				'login' => 'wendy',
				'email' => 'wendy@example.org',
				'name'  => 'Wendy <b>Writer</b>',
				'role'  => 'author',
			)
		);
		self::assertIsArray( $made );
		$user = get_userdata( $made['id'] );
		self::assertSame( array( 'author' ), $user->roles );
		self::assertSame( 'Wendy Writer', $user->display_name );
		self::assertSame( array( 'both' ), $heard );
		self::assertContains( 'wendy@example.org', array_column( $mails->list, 'to' ) );

		$default = wp_get_ability( self::INVITE )->execute(
			array(
				'login' => 'rita',
				'email' => 'rita@example.org',
			)
		);
		self::assertIsArray( $default );
		self::assertSame( array( get_option( 'default_role' ) ), get_userdata( $default['id'] )->roles );
	}

	public function test_a_bad_invite_gets_a_clear_error_and_nobody_is_added(): void {
		$this->log_in_as( 'administrator' );
		$this->person( 'author', 'Ann Author' );
		add_filter( 'illegal_user_logins', static fn (): array => array( 'root' ) );
		$users = count_users()['total_users'];
		foreach ( array(
			array( 'ann-author', 'other@example.org', 'author', 'invalid_input' ),
			array( 'other', 'ann-author@example.org', 'author', 'invalid_input' ),
			array( 'Root', 'root@example.org', 'author', 'invalid_input' ),
			array( ' spaced', 'spaced@example.org', 'author', 'invalid_input' ),
			array( 'other', 'not-an-address', 'author', 'ability_invalid_input' ),
			array( 'oth<er>', 'other@example.org', 'author', 'ability_invalid_input' ),
			array( 'other', 'other@example.org', 'overlord', 'ability_invalid_input' ),
		) as list( $login, $email, $role, $code ) ) {
			$answer = wp_get_ability( self::INVITE )->execute( compact( 'login', 'email', 'role' ) );
			self::assertInstanceOf( WP_Error::class, $answer, $login );
			self::assertSame( $code, $answer->get_error_code(), "$login $email $role" );
		}
		self::assertSame( $users, count_users()['total_users'] );
	}

	public function test_nobody_gives_a_role_that_may_do_more_than_their_own(): void {
		$this->manager_logged_in();
		$raised = $this->refusal(
			self::INVITE,
			array(
				'login' => 'climber',
				'email' => 'climber@example.org',
				'role'  => 'editor',
			)
		);
		self::assertSame( 'access_denied', $raised['code'] );
		self::assertStringContainsString( 'may do more than you may', $raised['message'] );
		self::assertFalse( username_exists( 'climber' ) );

		$author   = $this->person( 'author', 'Ann Author' );
		$promoted = $this->refusal(
			self::ROLE,
			array(
				'id'   => $author,
				'role' => 'administrator',
			)
		);
		self::assertSame( 'access_denied', $promoted['code'] );
		self::assertSame( array( 'author' ), get_userdata( $author )->roles );

		$member = wp_get_ability( self::INVITE )->execute(
			array(
				'login' => 'member',
				'email' => 'member@example.org',
				'role'  => 'subscriber',
			)
		);
		self::assertIsArray( $member );
	}

	public function test_an_author_made_editor_is_confirmed_before_and_after_and_undone_from_the_log(): void {
		$this->log_in_as( 'administrator' );
		$ann   = $this->person( 'author', 'Ann Author' );
		$shown = wp_get_ability( 'webmcp-abilities/describe-role-change' )->execute(
			array(
				'id'   => $ann,
				'role' => 'editor',
			)
		);
		self::assertIsArray( $shown );
		self::assertSame( 'Ann Author', $shown['title'] );
		self::assertSame(
			array(
				'User' => "Ann Author (ann-author, user $ann)",
				'Role' => 'Author → Editor',
			),
			array_column( $shown['fields'], 'value', 'label' )
		);
		$heard = array();
		add_action(
			'set_user_role',
			static function ( int $id, string $role, array $old ) use ( &$heard ): void {
				$heard[] = implode( ',', $old ) . " → $role";
			},
			10,
			3
		);

		$entry = $this->agent_runs(
			self::ROLE,
			array(
				'id'   => $ann,
				'role' => 'editor',
			)
		);
		self::assertSame( array( 'editor' ), get_userdata( $ann )->roles );
		self::assertSame( array( 'author → editor' ), $heard );

		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertSame( array( 'author' ), ( new WP_User( $ann ) )->roles );
	}

	public function test_a_role_changed_again_since_is_not_undone(): void {
		$this->log_in_as( 'administrator' );
		$ann   = $this->person( 'author', 'Ann Author' );
		$entry = $this->agent_runs(
			self::ROLE,
			array(
				'id'   => $ann,
				'role' => 'editor',
			)
		);
		( new WP_User( $ann ) )->set_role( 'contributor' );

		$undone = Undo_Request::undo( $entry );
		self::assertInstanceOf( WP_Error::class, $undone );
		self::assertSame( 'undo_conflict', $undone->get_error_code() );
		self::assertStringContainsString( 'Ann Author was changed again', $undone->get_error_message() );
		self::assertSame( array( 'contributor' ), ( new WP_User( $ann ) )->roles );
	}

	public function test_never_ones_own_role_nor_the_last_administrators(): void {
		$me = $this->log_in_as( 'administrator' );
		foreach ( array( 'editor', 'administrator' ) as $role ) {
			$own = wp_get_ability( self::ROLE )->execute(
				array(
					'id'   => $me,
					'role' => $role,
				)
			);
			self::assertInstanceOf( WP_Error::class, $own );
			self::assertSame( 'access_denied', $own->get_error_code() );
		}

		// Alone with the role: the site's last administrator, whoever asks.
		$this->only_administrator( $me );
		$last = wp_get_ability( self::ROLE )->execute(
			array(
				'id'   => $me,
				'role' => 'editor',
			)
		);
		self::assertInstanceOf( WP_Error::class, $last );
		self::assertSame( 'invalid_state', $last->get_error_code() );
		$this->manager_logged_in();
		$demoted = wp_get_ability( self::ROLE )->execute(
			array(
				'id'   => $me,
				'role' => 'subscriber',
			)
		);
		self::assertInstanceOf( WP_Error::class, $demoted );
		self::assertSame( 'invalid_state', $demoted->get_error_code() );
		self::assertStringContainsString( 'only administrator', $demoted->get_error_message() );
		self::assertSame( array( 'administrator' ), get_userdata( $me )->roles );

		$unknown = $this->refusal(
			self::ROLE,
			array(
				'id'   => 987654,
				'role' => 'editor',
			)
		);
		self::assertSame( 'not_found', $unknown['code'] );
	}

	public function test_a_removal_names_who_gets_what_and_moves_it_all(): void {
		$me  = $this->log_in_as( 'administrator' );
		$ann = $this->person( 'author', 'Ann Author' );
		$ed  = $this->person( 'editor', 'Ed Editor' );
		$own = array();
		foreach ( array( 'post', 'post', 'page' ) as $type ) {
			$own[] = (int) wp_insert_post(
				array(
					'post_title'  => "Ann's $type",
					'post_type'   => $type,
					'post_status' => 'post' === $type ? 'publish' : 'draft',
					'post_author' => $ann,
				)
			);
		}
		$input = array(
			'id'       => $ann,
			'reassign' => $ed,
		);

		$shown = wp_get_ability( 'webmcp-abilities/describe-removal' )->execute( $input );
		self::assertIsArray( $shown );
		self::assertSame( 'Remove Ann Author', $shown['title'] );
		self::assertSame(
			array(
				'User'          => "Ann Author (ann-author, user $ann)",
				'Role'          => 'Author',
				'Their content' => 'Posts: 2, Pages: 1',
				'Goes to'       => "Ed Editor (ed-editor, user $ed)",
				'Then'          => 'Their account is deleted: they can no longer sign in.',
				'Undo'          => 'Not possible: the activity log cannot bring a removed user back.',
			),
			array_column( $shown['fields'], 'value', 'label' )
		);

		$removed = wp_get_ability( self::REMOVE )->execute( $input );
		self::assertSame(
			array(
				'removed'  => $ann,
				'name'     => 'Ann Author',
				'reassign' => $ed,
				'moved'    => 3,
			),
			$removed
		);
		self::assertFalse( get_userdata( $ann ) );
		foreach ( $own as $post ) {
			self::assertSame( (string) $ed, get_post_field( 'post_author', $post ) );
		}

		// Someone with nothing of theirs needs nobody named.
		$idle = $this->person( 'subscriber', 'Idle Member' );
		$gone = wp_get_ability( self::REMOVE )->execute( array( 'id' => $idle ) );
		self::assertIsArray( $gone );
		self::assertSame( 0, $gone['moved'] );
		self::assertNotSame( $me, $gone['removed'] );
	}

	public function test_a_bad_removal_gets_a_clear_error_and_removes_nobody(): void {
		$me  = $this->log_in_as( 'administrator' );
		$ann = $this->person( 'author', 'Ann Author' );
		wp_insert_post(
			array(
				'post_title'  => 'By Ann',
				'post_status' => 'publish',
				'post_author' => $ann,
			)
		);
		$users = count_users()['total_users'];
		foreach ( array(
			array( array( 'id' => $ann ), 'invalid_input' ),
			array(
				array(
					'id'       => $ann,
					'reassign' => $ann,
				),
				'invalid_input',
			),
			array(
				array(
					'id'       => $ann,
					'reassign' => 987654,
				),
				'not_found',
			),
			array( array( 'id' => 987654 ), 'not_found' ),
			array(
				array(
					'id'       => $me,
					'reassign' => $ann,
				),
				'access_denied',
			),
		) as list( $input, $code ) ) {
			self::assertSame( $code, $this->refusal( self::REMOVE, $input )['code'], (string) wp_json_encode( $input ) );
		}
		$refused = wp_get_ability( self::REMOVE )->execute( array( 'id' => $ann ) );
		self::assertInstanceOf( WP_Error::class, $refused );
		self::assertStringContainsString( 'Ann Author has content (Posts: 1)', $refused->get_error_message() );

		$this->only_administrator( $me );
		$this->manager_logged_in( array( 'delete_users' => true ) );
		$last = wp_get_ability( self::REMOVE )->execute(
			array(
				'id'       => $me,
				'reassign' => $ann,
			)
		);
		self::assertInstanceOf( WP_Error::class, $last );
		self::assertSame( 'invalid_state', $last->get_error_code() );
		self::assertSame( $users + 1, count_users()['total_users'] );
	}

	/**
	 * @param string               $ability A write.
	 * @param array<string, mixed> $input   Its input.
	 * @return array{code: string, message: string} How REST refuses it: a permission callback's
	 *                                              own words, which `execute()` would hide.
	 */
	private function refusal( string $ability, array $input ): array {
		$answer = $this->run_over_rest( $ability, array(), $input );
		self::assertGreaterThanOrEqual( 400, $answer->get_status(), (string) wp_json_encode( $input ) );
		$data = (array) $answer->get_data();
		return array(
			'code'    => (string) $data['code'],
			'message' => (string) $data['message'],
		);
	}

	/**
	 * @param string $role A role.
	 * @param string $name Their display name; their login and e-mail are made from it.
	 * @return int A new user.
	 */
	private function person( string $role, string $name ): int {
		$login = sanitize_title( substr( $name, 0, 50 ) );
		$id    = wp_insert_user(
			array(
				'user_login'   => $login,
				'user_email'   => "$login@example.org",
				'user_pass'    => wp_generate_password(),
				'display_name' => $name,
				'role'         => $role,
			)
		);
		self::assertIsInt( $id );
		return $id;
	}

	/**
	 * Logs in someone who manages people but may not run the site: a role some sites add.
	 *
	 * @param array<string, bool> $more Capabilities besides.
	 * @return int Their ID.
	 */
	private function manager_logged_in( array $more = array() ): int {
		add_role(
			'manager',
			'Manager',
			$more + array(
				'read'          => true,
				'list_users'    => true,
				'create_users'  => true,
				'promote_users' => true,
				'edit_users'    => true,
			)
		);
		return $this->log_in_as( 'manager' );
	}

	/**
	 * @param int $admin The administrator who stays one.
	 */
	private function only_administrator( int $admin ): void {
		foreach ( get_users( array( 'role' => 'administrator' ) ) as $user ) {
			if ( $user->ID !== $admin ) {
				$user->set_role( 'editor' );
			}
		}
	}

	/**
	 * @return object{list: array<int, array<string, mixed>>} The mail WordPress sends from now on,
	 *                                                          as `wp_mail()` was called.
	 */
	private function mails(): object {
		$mails       = new stdClass();
		$mails->list = array();
		add_filter(
			'pre_wp_mail',
			static function ( $sent, array $atts ) use ( $mails ) {
				$mails->list[] = $atts;
				return $sent;
			},
			5,
			2
		);
		return $mails;
	}
}
