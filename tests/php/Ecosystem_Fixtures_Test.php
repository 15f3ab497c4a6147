<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

require_once __DIR__ . '/fixtures/Fixture_Plugin_Case.php';

/**
 * The e2e fixtures shaped after Jetpack Forms, Yoast SEO and Elementor behave as those plugins'
 * abilities do (`docs/developing.md`, "Fixtures shaped like other plugins").
 */
final class Ecosystem_Fixtures_Test extends Fixture_Plugin_Case {

	private function switch_on_jetpack_forms(): void {
		$this->switch_on( 'webmcp_test_jetpack_forms', 'webmcp_test_jetpack_forms_register_types', 'webmcp_test_jetpack_forms_register_category', 'webmcp_test_jetpack_forms_register_abilities' );
	}

	private function switch_on_yoast_seo(): void {
		$this->switch_on( 'webmcp_test_yoast_seo', null, 'webmcp_test_yoast_seo_register_category', 'webmcp_test_yoast_seo_register_abilities' );
	}

	private function switch_on_elementor(): void {
		$this->switch_on( 'webmcp_test_elementor', null, 'webmcp_test_elementor_register_category', 'webmcp_test_elementor_register_abilities' );
	}

	public function test_the_plugin_only_site_registers_none_of_them(): void {
		foreach ( array( 'webmcp_test_jetpack_forms_register_abilities', 'webmcp_test_yoast_seo_register_abilities', 'webmcp_test_elementor_register_abilities', 'webmcp_test_store_register_abilities' ) as $register ) {
			self::fire( 'wp_abilities_api_init', $register );
		}

		foreach ( array( 'jetpack-forms/', 'yoast-seo/', 'elementor/', 'woocommerce/', 'grouped-test/' ) as $prefix ) {
			self::assertSame( array(), self::names_in( $prefix ), $prefix );
		}
		self::assertFalse( current_user_can( 'wpseo_manage_options' ) );
	}

	public function test_jetpack_forms_has_its_eight_abilities_behind_one_coarse_permission(): void {
		$this->switch_on_jetpack_forms();

		self::assertSame(
			array( 'jetpack-forms/bulk-update-responses', 'jetpack-forms/create-form', 'jetpack-forms/delete-form', 'jetpack-forms/get-form', 'jetpack-forms/get-responses', 'jetpack-forms/get-status-counts', 'jetpack-forms/list-forms', 'jetpack-forms/update-response' ),
			self::names_in( 'jetpack-forms/' )
		);
		self::assertSame( 'Jetpack Forms', wp_get_ability_category( 'jetpack-forms' )->get_label() );
		foreach ( self::names_in( 'jetpack-forms/' ) as $name ) {
			$ability = wp_get_ability( $name );
			self::assertSame( array(), $ability->get_output_schema(), "$name has no output schema" );
			self::assertTrue( $ability->get_meta()['show_in_rest'] );
		}
		self::assertSame( array( false, true, true ), array_values( self::annotations( 'jetpack-forms/delete-form' ) ) );

		foreach ( array(
			'administrator' => true,
			'editor'        => true,
			'author'        => false,
			'subscriber'    => false,
		) as $role => $may ) {
			$this->log_in_as( $role );
			self::assertSame( $may, wp_get_ability( 'jetpack-forms/get-responses' )->check_permissions( array() ), $role );
		}
	}

	public function test_the_seeded_form_has_three_responses_this_month_and_one_in_spam(): void {
		$this->switch_on_jetpack_forms();
		$this->log_in_as( 'editor' );
		webmcp_test_jetpack_forms_seed();
		$seeded = webmcp_test_jetpack_forms_seed();

		$this_month = wp_get_ability( 'jetpack-forms/get-responses' )->execute( array( 'after' => gmdate( 'Y-m-01\T00:00:00' ) ) );
		self::assertSame( array( $seeded['r3'], $seeded['r2'], $seeded['r1'] ), array_column( $this_month, 'id' ) );
		self::assertSame(
			array(
				'inbox' => 4,
				'spam'  => 1,
				'trash' => 0,
			),
			wp_get_ability( 'jetpack-forms/get-status-counts' )->execute( array() )
		);
		self::assertSame( 2, wp_get_ability( 'jetpack-forms/get-status-counts' )->execute( array( 'is_unread' => true ) )['inbox'] );
		$form = wp_get_ability( 'jetpack-forms/get-form' )->execute( array( 'id' => $seeded['form'] ) );
		self::assertSame( array( 'Name', 'Email', 'Topic', 'Message' ), array_column( $form['fields'], 'label' ) );
		self::assertSame( 4, wp_get_ability( 'jetpack-forms/list-forms' )->execute( array() )[0]['entries_count'] );

		$bulk = wp_get_ability( 'jetpack-forms/bulk-update-responses' )->execute(
			array(
				'action' => 'mark_as_spam',
				'ids'    => array( $seeded['r1'], 999999 ),
			)
		);
		self::assertSame( array( $seeded['r1'] ), $bulk['succeeded'] );
		self::assertSame( 999999, $bulk['failed'][0]['id'] );
		self::assertSame( 'spam', get_post_status( $seeded['r1'] ) );
	}

	public function test_yoast_seo_reads_and_writes_the_post_meta_yoast_keeps(): void {
		$this->switch_on_yoast_seo();
		$posts = webmcp_test_yoast_seo_seed();

		self::assertSame(
			array( 'yoast-seo/get-inclusive-language-scores', 'yoast-seo/get-post-seo-data', 'yoast-seo/get-readability-scores', 'yoast-seo/get-seo-scores', 'yoast-seo/update-post-seo-data' ),
			self::names_in( 'yoast-seo/' )
		);
		self::assertSame( array( 'public' => true ), wp_get_ability( 'yoast-seo/update-post-seo-data' )->get_meta()['mcp'] );
		self::assertNull( self::annotations( 'yoast-seo/update-post-seo-data' )['destructive'] );
		self::assertArrayNotHasKey( 'default', wp_get_ability( 'yoast-seo/get-seo-scores' )->get_input_schema() );

		$this->log_in_as( 'editor' );
		self::assertFalse( wp_get_ability( 'yoast-seo/get-seo-scores' )->check_permissions( array() ), 'Scores are for those who manage Yoast.' );
		$get = wp_get_ability( 'yoast-seo/get-post-seo-data' );
		self::assertSame( 'yoast_seo_missing_identifier', $get->execute( array() )->get_error_code() );
		$data = $get->execute( array( 'post_id' => $posts['optimized'] ) )[0];
		self::assertSame( 'Brew the perfect cup - ' . get_bloginfo( 'name' ), $data['seo_title_rendered'] );
		self::assertSame( 'good', $data['seo_score'] );
		self::assertCount( 31, $data );

		$updated = wp_get_ability( 'yoast-seo/update-post-seo-data' )->execute(
			array(
				'post_id'          => $posts['plain'],
				'seo_title'        => 'Tea towels <b>in linen</b>',
				'meta_description' => 'Three colours.',
				'noindex'          => true,
				'nosnippet'        => true,
			)
		);
		self::assertSame( 'Tea towels in linen', get_post_meta( $posts['plain'], '_yoast_wpseo_title', true ) );
		self::assertSame( 'Three colours.', get_post_meta( $posts['plain'], '_yoast_wpseo_metadesc', true ) );
		self::assertSame( '1', get_post_meta( $posts['plain'], '_yoast_wpseo_meta-robots-noindex', true ) );
		self::assertTrue( $updated['nosnippet'] );

		$this->log_in_as( 'author' );
		self::assertFalse( wp_get_ability( 'yoast-seo/update-post-seo-data' )->check_permissions( array( 'post_id' => $posts['plain'] ) ) );
		$this->log_in_as( 'administrator' );
		self::assertSame( array( 'Our new tea towels', 'How to brew the perfect cup' ), array_slice( array_column( wp_get_ability( 'yoast-seo/get-seo-scores' )->execute( array( 'number_of_posts' => 2 ) ), 'title' ), 0, 2 ) );
	}

	public function test_yoast_seo_registers_nothing_off_production_or_when_its_filter_says_no(): void {
		$_COOKIE['webmcp_test_yoast_seo'] = 'local';
		self::fire( 'wp_abilities_api_init', 'webmcp_test_yoast_seo_register_abilities' );
		self::assertSame( array(), self::names_in( 'yoast-seo/' ), 'A local site builds no indexables.' );

		add_filter( 'Yoast\WP\SEO\should_index_indexables', '__return_false' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound,WordPress.NamingConventions.ValidHookName.UseUnderscores -- Yoast's hook.
		$this->switch_on_yoast_seo();
		self::assertSame( array(), self::names_in( 'yoast-seo/' ), 'Yoast\'s filter turned indexables off.' );
	}

	public function test_elementor_offers_one_ability_in_rest_and_checks_the_post_when_it_runs(): void {
		$this->switch_on_elementor();

		self::assertTrue( wp_get_ability( 'elementor/manage-post' )->get_meta()['show_in_rest'] );
		$list = wp_get_ability( 'elementor/list-pages' )->get_meta();
		self::assertFalse( $list['show_in_rest'] ?? false, 'Elementor\'s other abilities are not in REST.' );
		self::assertArrayNotHasKey( 'mcp', $list );
		self::assertTrue( self::annotations( 'elementor/manage-post' )['destructive'] );

		$this->log_in_as( 'author' );
		$made = wp_get_ability( 'elementor/manage-post' )->execute(
			array(
				'operation' => 'create',
				'title'     => 'Landing',
				'post_type' => 'post',
				'elements'  => array(
					array(
						'elType'     => 'widget',
						'widgetType' => 'heading',
						'settings'   => array( 'title' => 'Hello' ),
					),
				),
			)
		);
		self::assertSame( array( 'draft', 1 ), array( $made['post_status'], $made['added'] ) );
		self::assertCount( 1, $made['normalized'] );
		self::assertSame( 'builder', get_post_meta( $made['post_id'], '_elementor_edit_mode', true ) );

		$page = self::factory_page();
		$none = wp_get_ability( 'elementor/manage-post' )->execute(
			array(
				'operation' => 'delete',
				'post_id'   => $page,
			)
		);
		self::assertSame( 'rest_forbidden', $none->get_error_code(), 'An author passes the coarse check but may not delete someone else\'s page.' );
		self::assertNotNull( get_post( $page ) );
	}

	public function test_the_grouped_plugin_registers_120_abilities_in_six_categories_only_by_cookie(): void {
		self::fire( 'wp_abilities_api_init', 'webmcp_test_grouped_register_abilities' );
		self::assertSame( array(), self::names_in( 'grouped-test/' ) );

		$this->switch_on( 'webmcp_test_grouped_abilities', null, 'webmcp_test_grouped_register_categories', 'webmcp_test_grouped_register_abilities' );

		$names = self::names_in( 'grouped-test/' );
		self::assertCount( 120, $names );
		self::assertCount( 6, array_unique( array_map( static fn ( $name ) => wp_get_ability( $name )->get_category(), $names ) ) );
	}

	/** @return int A page by an administrator. */
	private static function factory_page(): int {
		$admin = get_users(
			array(
				'role'   => 'administrator',
				'number' => 1,
				'fields' => 'ID',
			)
		)[0];
		return (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'About',
				'post_status' => 'publish',
				'post_author' => (int) $admin,
			)
		);
	}
}
