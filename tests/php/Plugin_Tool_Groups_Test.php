<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Exposure\Ability_Object;
use WebMCP_Abilities\Exposure\Exposure_Policy;
use WebMCP_Abilities\Exposure\Page_Tools;
use WebMCP_Abilities\Exposure\Tool_Groups;
use WebMCP_Abilities\Exposure\Tool_Offer;

require_once __DIR__ . '/fixtures/Fixture_Plugin_Case.php';

/**
 * Other plugins' abilities, on fixtures shaped like WooCommerce, Jetpack Forms and Yoast SEO: the
 * loader groups them by plugin and by what they work on ("WooCommerce: orders"), each screen of
 * a post type they work on offers them first, and only those who can open that screen are
 * offered them; nothing is offered that the owner did not offer.
 */
final class Plugin_Tool_Groups_Test extends Fixture_Plugin_Case {

	private const STORE = array(
		'woocommerce/products-query',
		'woocommerce/product-create',
		'woocommerce/product-update',
		'woocommerce/product-delete',
		'woocommerce/orders-query',
		'woocommerce/order-update-status',
		'woocommerce/order-add-note',
		'woocommerce/coupons-query',
		'woocommerce/coupon-create',
		'woocommerce/coupon-update',
	);

	private const READ_ONLY = array( 'woocommerce/products-query', 'woocommerce/orders-query', 'woocommerce/coupons-query' );

	protected function setUp(): void {
		parent::setUp();
		$this->switch_on( 'webmcp_test_store', 'webmcp_test_store_register_types', 'webmcp_test_store_register_category', 'webmcp_test_store_register_abilities' );
		$this->log_in_as( 'administrator' );
	}

	/**
	 * @param string[] $names Abilities the owner offers.
	 * @param int      $cap   The most tools a page registers at once.
	 */
	private function offer( array $names, int $cap = 30 ): void {
		$this->save_settings(
			array(
				'max_tools' => $cap,
				'abilities' => array_fill_keys( $names, true ),
			)
		);
	}

	/**
	 * @param array<int, array{group: string, category: string, label: string, abilities: string[]}> $groups Groups.
	 * @return array<string, string[]> Each group's abilities, by label.
	 */
	private static function by_label( array $groups ): array {
		return array_combine( array_column( $groups, 'label' ), array_column( $groups, 'abilities' ) );
	}

	public function test_a_plugins_abilities_are_grouped_by_what_they_work_on_under_its_name(): void {
		$groups = Tool_Groups::of( self::STORE, 10 );

		self::assertSame(
			array(
				'WooCommerce: products' => array( 'woocommerce/products-query', 'woocommerce/product-create', 'woocommerce/product-update', 'woocommerce/product-delete' ),
				'WooCommerce: orders'   => array( 'woocommerce/orders-query', 'woocommerce/order-update-status', 'woocommerce/order-add-note' ),
				'WooCommerce: coupons'  => array( 'woocommerce/coupons-query', 'woocommerce/coupon-create', 'woocommerce/coupon-update' ),
			),
			self::by_label( $groups )
		);
		self::assertSame( array( 'woocommerce:products', 'woocommerce:orders', 'woocommerce:coupons' ), array_column( $groups, 'group' ) );
		self::assertSame( array( 'woocommerce' ), array_values( array_unique( array_column( $groups, 'category' ) ) ) );
	}

	public function test_a_group_keeps_its_name_whatever_the_owner_offers_and_comes_in_parts_past_the_room(): void {
		$groups = Tool_Groups::of( array( 'woocommerce/orders-query', 'woocommerce/product-update', 'woocommerce/products-query', 'woocommerce/product-delete' ), 2 );

		self::assertSame(
			array(
				'woocommerce:orders'     => 'WooCommerce: orders',
				'woocommerce:products'   => 'WooCommerce: products (part 1 of 2)',
				'woocommerce:products.2' => 'WooCommerce: products (part 2 of 2)',
			),
			array_column( $groups, 'label', 'group' )
		);
	}

	public function test_a_plugin_with_one_kind_of_object_is_one_group_and_a_lone_ability_stays_in_the_plugins(): void {
		$this->switch_on( 'webmcp_test_jetpack_forms', 'webmcp_test_jetpack_forms_register_types', 'webmcp_test_jetpack_forms_register_category', 'webmcp_test_jetpack_forms_register_abilities' );
		$this->switch_on( 'webmcp_test_yoast_seo', null, 'webmcp_test_yoast_seo_register_category', 'webmcp_test_yoast_seo_register_abilities' );

		$groups = self::by_label( Tool_Groups::of( array_merge( self::names_in( 'jetpack-forms/' ), self::names_in( 'yoast-seo/' ) ), 10 ) );

		// Yoast works on posts with two abilities and on scores with one each: one group, its name.
		self::assertSame( self::names_in( 'yoast-seo/' ), $groups['Yoast SEO'] );
		self::assertSame( array( 'jetpack-forms/create-form', 'jetpack-forms/delete-form', 'jetpack-forms/get-form', 'jetpack-forms/list-forms' ), $groups['Jetpack Forms: forms'] );
		self::assertSame( array( 'jetpack-forms/bulk-update-responses', 'jetpack-forms/get-responses', 'jetpack-forms/update-response' ), $groups['Jetpack Forms: responses'] );
		self::assertSame( array( 'jetpack-forms/get-status-counts' ), $groups['Jetpack Forms'] );
		self::assertCount( 4, $groups );
	}

	public function test_a_plugin_names_its_own_groups_through_the_filter(): void {
		add_filter(
			'webmcp_abilities_ability_object',
			static fn ( ?string $object, \WP_Ability $ability ): ?string => str_starts_with( $ability->get_name(), 'woocommerce/coupon' ) ? 'Discounts: codes.' : $object,
			10,
			2
		);

		$groups = Tool_Groups::of( self::STORE, 10 );

		// Its words, without what would part a group's name (`:` and `.`).
		self::assertSame( array( 'woocommerce/coupons-query', 'woocommerce/coupon-create', 'woocommerce/coupon-update' ), self::by_label( $groups )['WooCommerce: discounts codes'] );
		self::assertContains( 'woocommerce:discounts codes', array_column( $groups, 'group' ) );
		// No post type holds "discounts codes": those abilities belong to no screen now.
		self::assertSame( array(), Exposure_Policy::home_screens( wp_get_ability( 'woocommerce/coupons-query' ) ) );
	}

	public function test_the_plugins_own_abilities_keep_their_category_groups(): void {
		$own = array_values( array_filter( self::ability_names(), static fn ( string $name ): bool => str_starts_with( $name, 'webmcp-abilities/' ) ) );

		foreach ( Tool_Groups::of( $own, 100 ) as $group ) {
			self::assertSame( $group['category'], $group['group'] );
			self::assertNull( Ability_Object::of( wp_get_ability( $group['abilities'][0] ) ) );
		}
	}

	public function test_each_ability_belongs_to_the_screens_of_the_post_type_it_works_on(): void {
		$this->switch_on( 'webmcp_test_jetpack_forms', 'webmcp_test_jetpack_forms_register_types', 'webmcp_test_jetpack_forms_register_category', 'webmcp_test_jetpack_forms_register_abilities' );
		$this->switch_on( 'webmcp_test_yoast_seo', null, 'webmcp_test_yoast_seo_register_category', 'webmcp_test_yoast_seo_register_abilities' );
		$screens = static fn ( string $name ): array => Exposure_Policy::home_screens( wp_get_ability( $name ) );

		self::assertSame( array( 'edit-shop_order', 'shop_order' ), $screens( 'woocommerce/orders-query' ) );
		self::assertSame( array( 'edit-shop_order', 'shop_order' ), $screens( 'woocommerce/order-update-status' ) );
		self::assertSame( array( 'edit-product', 'product' ), $screens( 'woocommerce/product-delete' ) );
		self::assertSame( array( 'edit-shop_coupon', 'shop_coupon' ), $screens( 'woocommerce/coupons-query' ) );
		// Jetpack's responses are the `feedback` type, whose label says "Form Responses".
		self::assertSame( array( 'edit-feedback', 'feedback' ), $screens( 'jetpack-forms/get-responses' ) );
		self::assertSame( array( 'edit-jetpack_form', 'jetpack_form' ), $screens( 'jetpack-forms/list-forms' ) );
		self::assertSame( array( 'edit-post', 'post' ), $screens( 'yoast-seo/update-post-seo-data' ) );
		self::assertSame( array(), $screens( 'yoast-seo/get-seo-scores' ) );
		self::assertSame( array(), $screens( 'jetpack-forms/get-status-counts' ) );
		// The plugin's own name their screens themselves, or none.
		self::assertSame( array(), Ability_Object::screens( wp_get_ability( 'webmcp-abilities/get-post' ) ) );
	}

	public function test_an_abilitys_own_screens_win(): void {
		$this->register_ability(
			'other-plugin/orders-export',
			array(
				'public' => true,
				'webmcp' => array( 'screens' => array( 'woocommerce_page_wc-reports' ) ),
			)
		);

		self::assertSame( array( 'woocommerce_page_wc-reports' ), Exposure_Policy::home_screens( wp_get_ability( 'other-plugin/orders-export' ) ) );
	}

	public function test_each_screen_offers_the_tools_of_its_own_objects_first_and_the_others_stay_offered(): void {
		$this->offer( self::READ_ONLY, 2 );
		$first = static fn ( string $screen ): array => Page_Tools::for_current_user( Page_Tools::screen( $screen ) )['offered'];

		// One place beside the loader: the screen's own tool takes it.
		self::assertSame( array( 'woocommerce/orders-query' ), $first( 'edit-shop_order' ) );
		self::assertSame( array( 'woocommerce/products-query' ), $first( 'edit-product' ) );
		self::assertSame( array( 'woocommerce/coupons-query' ), $first( 'edit-shop_coupon' ) );
		// Elsewhere, the order the plugin registered them in; the others are the loader's.
		$dashboard = Page_Tools::for_current_user( Page_Tools::screen( 'dashboard' ) );
		self::assertSame( array( 'woocommerce/products-query' ), $dashboard['offered'] );
		self::assertSame( array( 'woocommerce/orders-query' ), self::by_label( $dashboard['groups'] )['WooCommerce: orders'] );
		self::assertContains( 'woocommerce/orders-query', $dashboard['left_out'] );
	}

	public function test_the_settings_screen_counts_the_store_screens_which_offer_what_the_others_do(): void {
		$this->offer( self::READ_ONLY );

		$counts = Page_Tools::counts_by_role();

		self::assertArrayHasKey( 'edit-shop_order', $counts );
		self::assertSame( $counts['*'], $counts['edit-shop_order'] );
	}

	public function test_only_those_who_can_open_the_objects_list_are_offered_its_tools(): void {
		$this->offer( self::READ_ONLY );

		self::assertSame( 'edit_shop_orders', Exposure_Policy::gate( wp_get_ability( 'woocommerce/orders-query' ) ) );
		self::assertSame( 'edit_products', Exposure_Policy::gate( wp_get_ability( 'woocommerce/products-query' ) ) );
		foreach ( array(
			'administrator' => self::READ_ONLY,
			'shop_manager'  => self::READ_ONLY,
			'editor'        => array(),
			'subscriber'    => array(),
		) as $role => $offered ) {
			$this->log_in_as( $role );
			$plan = Page_Tools::for_current_user( Page_Tools::screen( 'edit-shop_order' ) );
			self::assertSame( $offered, array_values( array_intersect( self::READ_ONLY, array_merge( $plan['offered'], $plan['left_out'] ) ) ), $role );
			self::assertSame( array() !== $offered, Tool_Offer::is_offered_by_name( 'woocommerce/orders-query' ), $role );
		}
	}

	public function test_nothing_of_the_plugins_is_offered_until_the_owner_offers_it_on_its_own_screen_too(): void {
		$plan = Page_Tools::for_current_user( Page_Tools::screen( 'edit-shop_order' ) );

		self::assertSame( array(), array_intersect( self::STORE, array_merge( $plan['offered'], $plan['left_out'] ) ) );
		self::assertFalse( Tool_Offer::is_offered_by_name( 'woocommerce/product-delete' ) );
	}
}
