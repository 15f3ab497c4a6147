<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WP_Error;
use WP_REST_Request;

require_once __DIR__ . '/fixtures/Fixture_Plugin_Case.php';

/**
 * The e2e store fixture (`e2e/fixtures/mu-plugins/store.php`) behaves as WooCommerce's canonical
 * abilities do (`docs/developing.md`, "Fixtures shaped like other plugins").
 */
final class Store_Fixture_Test extends Fixture_Plugin_Case {

	private const NAMES = array(
		'woocommerce/coupon-create',
		'woocommerce/coupon-update',
		'woocommerce/coupons-query',
		'woocommerce/order-add-note',
		'woocommerce/order-update-status',
		'woocommerce/orders-query',
		'woocommerce/product-create',
		'woocommerce/product-delete',
		'woocommerce/product-update',
		'woocommerce/products-query',
	);

	private function switch_on_store(): void {
		$this->switch_on( 'webmcp_test_store', 'webmcp_test_store_register_types', 'webmcp_test_store_register_category', 'webmcp_test_store_register_abilities' );
	}

	public function test_the_plugin_only_site_has_no_store(): void {
		self::fire( 'wp_abilities_api_init', 'webmcp_test_store_register_abilities' );

		self::assertSame( array(), self::names_in( 'woocommerce/' ) );
		self::assertFalse( wp_has_ability_category( 'woocommerce' ) );
		self::assertFalse( post_type_exists( 'shop_order' ) );
		self::assertNull( get_role( 'shop_manager' ) );
	}

	public function test_the_ten_canonical_abilities_are_registered_once_as_woocommerce_registers_them(): void {
		$this->switch_on_store();
		// The Abilities API plugin's old action, nested in WordPress's: the second finds them there.
		self::fire(
			'wp_abilities_api_init',
			static function () {
				do_action( 'abilities_api_init' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- the Abilities API plugin's action.
				webmcp_test_store_register_abilities();
			}
		);

		// With them, the store's own describe step for order-update-status (not a tool).
		self::assertSame( array_merge( array_slice( self::NAMES, 0, 4 ), array( 'woocommerce/order-status-describe' ), array_slice( self::NAMES, 4 ) ), self::names_in( 'woocommerce/' ) );
		self::assertSame( 'WooCommerce', wp_get_ability_category( 'woocommerce' )->get_label() );
		foreach ( self::NAMES as $name ) {
			$ability = wp_get_ability( $name );
			self::assertSame( 'woocommerce', $ability->get_category(), $name );
			self::assertTrue( $ability->get_meta()['show_in_rest'], $name );
			self::assertSame(
				array(
					'public' => true,
					'type'   => 'tool',
				),
				$ability->get_meta()['mcp'],
				$name
			);
		}
		self::assertSame( 'Update order status', wp_get_ability( 'woocommerce/order-update-status' )->get_label() );
	}

	public function test_annotations_say_what_reads_and_what_destroys(): void {
		$this->switch_on_store();

		$destructive = array_values( array_filter( self::NAMES, static fn ( $name ) => self::annotations( $name )['destructive'] ) );
		$readonly    = array_values( array_filter( self::NAMES, static fn ( $name ) => self::annotations( $name )['readonly'] ) );

		self::assertSame( array( 'woocommerce/coupon-update', 'woocommerce/order-update-status', 'woocommerce/product-delete', 'woocommerce/product-update' ), $destructive );
		self::assertSame( array( 'woocommerce/coupons-query', 'woocommerce/orders-query', 'woocommerce/products-query' ), $readonly );
		self::assertTrue( self::annotations( 'woocommerce/product-delete' )['idempotent'], 'Destructive and idempotent: core runs it with DELETE.' );
	}

	public function test_the_product_schemas_have_the_shapes_of_woocommerces(): void {
		$this->switch_on_store();

		$create = wp_get_ability( 'woocommerce/product-create' )->get_input_schema();
		$update = wp_get_ability( 'woocommerce/product-update' )->get_input_schema();
		self::assertArrayNotHasKey( 'properties', $create );
		self::assertCount( 5, $create['oneOf'] );
		self::assertCount( 6, $update['oneOf'] );
		foreach ( $create['oneOf'] as $branch ) {
			self::assertFalse( $branch['additionalProperties'] );
		}
		self::assertSame( array( 'name' ), $create['oneOf'][0]['required'], 'physical is the default alias' );
		$output = wp_get_ability( 'woocommerce/products-query' )->get_output_schema();
		self::assertGreaterThan( 150, count( $output['properties']['products']['items']['properties']['currency']['enum'] ) );

		$this->log_in_as( 'administrator' );
		$ability = wp_get_ability( 'woocommerce/product-create' );
		self::assertSame(
			'ability_invalid_input',
			$ability->execute(
				array(
					'name'               => 'Mug',
					'product_type_alias' => 'grouped',
					'regular_price'      => '3',
				)
			)->get_error_code(),
			'a grouped product has no price'
		);
		self::assertSame(
			'ability_invalid_input',
			$ability->execute(
				array(
					'name'          => 'Mug',
					'regular_price' => '3,50',
				)
			)->get_error_code()
		);
		$made = $ability->execute(
			array(
				'name'          => 'Green mug',
				'regular_price' => '11.00',
				'sku'           => 'MUG-GREEN',
			)
		);
		self::assertSame( array( 'Green mug', 'simple', '11.00', 'instock' ), array( $made['product']['name'], $made['product']['type'], $made['product']['price'], $made['product']['stock_status'] ) );
	}

	public function test_shop_managers_and_administrators_may_editors_and_subscribers_may_not(): void {
		$this->switch_on_store();
		$store = webmcp_test_store_seed();
		$order = array( 'id' => $store['orders']['wc_order_seed_1'] );

		foreach ( array(
			'administrator' => true,
			'shop_manager'  => true,
			'editor'        => false,
			'subscriber'    => false,
		) as $role => $may ) {
			$this->log_in_as( $role );
			foreach ( array(
				'woocommerce/orders-query'        => null,
				'woocommerce/products-query'      => null,
				'woocommerce/coupon-create'       => array( 'code' => 'x' ),
				'woocommerce/order-update-status' => $order + array( 'status' => 'completed' ),
				'woocommerce/product-delete'      => array( 'id' => $store['products']['MUG-RED'] ),
			) as $name => $input ) {
				self::assertSame( $may, wp_get_ability( $name )->check_permissions( $input ), "$role, $name" );
			}
		}
		self::assertFalse( wp_get_ability( 'woocommerce/order-update-status' )->check_permissions( array( 'status' => 'completed' ) ), 'No id, no permission, as WooCommerce answers.' );
	}

	public function test_the_store_describes_an_order_status_change_with_its_own_describer(): void {
		$this->switch_on_store();
		$order     = webmcp_test_store_seed()['orders']['wc_order_seed_1'];
		$input     = array(
			'id'     => $order,
			'status' => 'completed',
			'note'   => '<b>Paid</b> by bank transfer.',
		);
		$describer = wp_get_ability( 'woocommerce/order-status-describe' );

		self::assertSame( 'woocommerce/order-status-describe', wp_get_ability( 'woocommerce/order-update-status' )->get_meta()['webmcp']['describe'] );
		self::assertTrue( $describer->get_meta()['annotations']['readonly'] );
		self::assertArrayNotHasKey( 'mcp', $describer->get_meta(), 'A describer does not ask to be a tool.' );
		$this->log_in_as( 'shop_manager' );
		self::assertSame(
			array(
				'title'  => "Order #$order",
				'fields' => array(
					array(
						'label' => 'Customer',
						'value' => 'Maria Garcia <maria.garcia@example.org>',
					),
					array(
						'label' => 'Total',
						'value' => '45.50 USD',
					),
					array(
						'label' => 'Status',
						'value' => 'On hold → Completed',
					),
					array(
						'label' => 'Note',
						'value' => 'Paid by bank transfer.',
					),
				),
			),
			$describer->execute( $input )
		);
		self::assertSame( 'woocommerce_order_status_unchanged', $describer->execute( array( 'status' => 'on-hold' ) + $input )->get_error_code(), 'Refused as the change would be.' );
		self::assertSame( 'wc-on-hold', get_post_status( $order ), 'Describing changes nothing.' );
		$this->log_in_as( 'editor' );
		$refused = $describer->execute( $input );
		self::assertInstanceOf( WP_Error::class, $refused );
		self::assertSame( 'ability_invalid_permissions', $refused->get_error_code() );
	}

	public function test_the_seeded_store_is_known_and_seeding_again_puts_it_back(): void {
		$this->switch_on_store();
		$this->log_in_as( 'shop_manager' );
		$store = webmcp_test_store_seed();
		wp_get_ability( 'woocommerce/order-update-status' )->execute(
			array(
				'id'     => $store['orders']['wc_order_seed_2'],
				'status' => 'completed',
			)
		);

		self::assertSame( $store, webmcp_test_store_seed() );
		self::assertCount( 6, $store['products'] );
		self::assertCount( 2, $store['coupons'] );
		$on_hold = wp_get_ability( 'woocommerce/orders-query' )->execute( array( 'status' => 'on-hold' ) );
		self::assertSame( array( '45.50', '19.00' ), array_column( $on_hold['orders'], 'total' ) );
		self::assertSame( array( 'maria.garcia@example.org', 'kenji.sato@example.org' ), array_column( $on_hold['orders'], 'billing_email' ) );
		self::assertSame( 5, count( wp_get_ability( 'woocommerce/orders-query' )->execute( array( 'per_page' => 100 ) )['orders'] ) );
		self::assertSame( 'spring10', wp_get_ability( 'woocommerce/coupons-query' )->execute( array( 'code' => 'SPRING10' ) )['coupons'][0]['code'] );
		$in_stock = wp_get_ability( 'woocommerce/products-query' )->execute(
			array(
				'product_type_alias' => 'physical',
				'stock_status'       => 'instock',
			)
		);
		self::assertSame( array( 'MUG-RED', 'MUG-BLUE' ), array_column( $in_stock['products'], 'sku' ) );
	}

	public function test_an_order_status_change_notes_itself_and_the_same_status_is_refused(): void {
		$this->switch_on_store();
		$this->log_in_as( 'shop_manager' );
		$order  = webmcp_test_store_seed()['orders']['wc_order_seed_1'];
		$change = wp_get_ability( 'woocommerce/order-update-status' );

		$same = $change->execute(
			array(
				'id'     => $order,
				'status' => 'on-hold',
			)
		);
		self::assertSame( 'woocommerce_order_status_unchanged', $same->get_error_code() );
		self::assertSame( 400, $same->get_error_data()['status'] );
		self::assertSame( 'wc-on-hold', get_post_status( $order ) );
		self::assertSame(
			'ability_invalid_input',
			$change->execute(
				array(
					'id'     => $order,
					'status' => 'shipped',
				)
			)->get_error_code()
		);

		$done = $change->execute(
			array(
				'id'     => $order,
				'status' => 'completed',
				'note'   => 'Paid by bank transfer.',
			)
		);
		self::assertSame( 'completed', $done['order']['status'] );
		self::assertNotNull( $done['order']['date_completed'] );
		$notes = webmcp_test_store_notes( $order );
		self::assertSame( 'Paid by bank transfer. Order status changed from On hold to Completed.', $notes[0]->comment_content );
		self::assertSame(
			0,
			get_comments(
				array(
					'post_id' => $order,
					'count'   => true,
				)
			),
			'Order notes stay out of the site\'s comments.'
		);

		$note = wp_get_ability( 'woocommerce/order-add-note' );
		self::assertSame(
			'ability_invalid_input',
			$note->execute(
				array(
					'id'   => $order,
					'note' => '   ',
				)
			)->get_error_code()
		);
		$added = $note->execute(
			array(
				'id'            => $order,
				'note'          => 'Shipped <b>today</b><script>x</script>.',
				'customer_note' => true,
			)
		);
		self::assertSame( 'Shipped <b>today</b>x.', get_comment( $added['note_id'] )->comment_content );
		self::assertSame( 'order_note', get_comment( $added['note_id'] )->comment_type );
	}

	public function test_a_product_update_needs_a_field_and_a_delete_without_trash_needs_force(): void {
		$this->switch_on_store();
		$this->log_in_as( 'administrator' );
		$mug = webmcp_test_store_seed()['products']['MUG-RED'];

		$none = wp_get_ability( 'woocommerce/product-update' )->execute( array( 'id' => $mug ) );
		self::assertSame( 'woocommerce_product_update_no_fields', $none->get_error_code() );
		self::assertSame(
			'ability_invalid_input',
			wp_get_ability( 'woocommerce/product-update' )->execute(
				array(
					'id'            => $mug,
					'regular_price' => '10.00',
				)
			)->get_error_code(),
			'a price needs the alias'
		);
		$cheaper = wp_get_ability( 'woocommerce/product-update' )->execute(
			array(
				'id'                 => $mug,
				'product_type_alias' => 'physical',
				'regular_price'      => '10.00',
				'sale_price'         => '',
			)
		);
		self::assertSame( '10.00', $cheaper['product']['price'] );

		add_filter( 'woocommerce_rest_product_object_trashable', '__return_false' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's hook.
		$response = $this->run_over_rest( 'woocommerce/product-delete', array(), array( 'id' => $mug ), 'DELETE' );
		self::assertSame( 501, $response->get_status() );
		self::assertSame( 'woocommerce_trash_not_supported', $response->get_data()['code'] );
		self::assertSame( 'publish', get_post_status( $mug ) );

		$response = $this->run_over_rest(
			'woocommerce/product-delete',
			array(),
			array(
				'id'    => $mug,
				'force' => true,
			),
			'DELETE'
		);
		self::assertSame(
			array(
				'deleted' => true,
				'id'      => $mug,
			),
			$response->get_data()
		);
		self::assertNull( get_post( $mug ) );
		self::assertSame( 'woocommerce_product_not_found', wp_get_ability( 'woocommerce/products-query' )->execute( array( 'id' => $mug ) )->get_error_code() );
	}

	public function test_a_task_reads_an_orders_notes_and_takes_away_a_store_post_it_made_as_an_administrator_only(): void {
		$this->switch_on_store();
		$this->log_in_as( 'administrator' );
		$store = webmcp_test_store_seed();
		$order = $store['orders']['wc_order_seed_1'];
		wp_get_ability( 'woocommerce/order-update-status' )->execute(
			array(
				'id'     => $order,
				'status' => 'completed',
				'note'   => 'Bank transfer received.',
			)
		);
		$made = wp_get_ability( 'woocommerce/coupon-create' )->execute( array( 'code' => 'autumn' ) )['coupon']['id'];

		$notes = rest_do_request( new WP_REST_Request( 'GET', "/webmcp-test/v1/store/orders/$order/notes" ) );
		self::assertSame( 200, $notes->get_status() );
		self::assertSame(
			array( 'Bank transfer received. Order status changed from On hold to Completed.', 'Awaiting BACS payment. Order status changed from Pending payment to On hold.' ),
			array_column( $notes->get_data(), 'note' )
		);
		self::assertSame( 404, rest_do_request( new WP_REST_Request( 'GET', '/webmcp-test/v1/store/orders/' . $store['products']['MUG-RED'] . '/notes' ) )->get_status() );
		self::assertSame( 404, rest_do_request( new WP_REST_Request( 'DELETE', '/webmcp-test/v1/store/' . wp_insert_post( array( 'post_title' => 'Not the store\'s' ) ) ) )->get_status(), 'Only the store\'s posts.' );

		$this->log_in_as( 'shop_manager' );
		self::assertSame( 403, rest_do_request( new WP_REST_Request( 'GET', "/webmcp-test/v1/store/orders/$order/notes" ) )->get_status() );
		self::assertSame( 403, rest_do_request( new WP_REST_Request( 'DELETE', "/webmcp-test/v1/store/$made" ) )->get_status() );
		self::assertSame( 'publish', get_post_status( $made ) );

		$this->log_in_as( 'administrator' );
		self::assertSame( array( 'deleted' => true ), rest_do_request( new WP_REST_Request( 'DELETE', "/webmcp-test/v1/store/$made" ) )->get_data() );
		self::assertNull( get_post( $made ) );
	}
}
