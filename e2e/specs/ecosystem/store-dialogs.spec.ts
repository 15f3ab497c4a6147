/**
 * Another plugin's consequential calls, confirmed knowing what they do: on a site with only this
 * plugin and a store shaped like WooCommerce's (switched on for this story only), whose abilities
 * the owner offers. An eager agent finds the orders on hold and changes one's status through a
 * dialog that names the customer, the total and the status from → to (the store's own describe
 * step); Cancel changes nothing, Confirm changes it and the log shows it. A product update, whose
 * ability names no describer, is described by the site's generic step: its fields labelled and
 * the product's name. An unknown status asks nobody.
 */
import { Agent } from '../../utils/agent';
import { expectNoSeriousViolations } from '../../utils/axe';
import { confirmDialog, shownSubject } from '../../utils/confirm-dialog';
import { answerCode, errorCode } from '../../utils/editor-agent';
import { loggedOutcomes } from '../../utils/activity-log';
import { logInBeforeVisit } from '../../utils/log-in';
import {
	DEFAULT_SETTINGS,
	savePluginSettings,
} from '../../utils/plugin-settings';
import { RestClient } from '../../utils/rest-client';
import { seedTestPlugin, switchOnTestPlugins } from '../../utils/test-plugins';
import { expect, test } from '../../utils/clean-php-log';

const QUERY = 'woocommerce_orders-query';
const UPDATE_STATUS = 'woocommerce_order-update-status';
const UPDATE_PRODUCT = 'woocommerce_product-update';

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterAll( async () => {
	await savePluginSettings( admin, DEFAULT_SETTINGS );
	await admin.dispose();
} );

test( 'an order’s status change names the customer, the total and from → to; a product update is described from its schema; an unknown status asks nobody', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	const store = await switchOnTestPlugins( page, admin, [ 'store' ] );
	const seeded = ( await seedTestPlugin( admin, 'store' ) ) as {
		orders: Record< string, number >;
		products: Record< string, number >;
	};
	// The owner offers the store's order tools and its product update (none asks on its own).
	await savePluginSettings( store, {
		...DEFAULT_SETTINGS,
		abilities: {
			'woocommerce/orders-query': true,
			'woocommerce/order-update-status': true,
			'woocommerce/product-update': true,
		},
	} );
	const order = async ( id: number ) =>
		(
			await store.request(
				'GET',
				`/wp-abilities/v1/abilities/woocommerce/orders-query/run?input[id]=${ id }`
			)
		).body.orders[ 0 ] as { status: string; total: string };

	await logInBeforeVisit( page, 'admin' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/edit.php?post_type=shop_order' );
	await agent.whenTool( UPDATE_STATUS );
	const dialog = confirmDialog( page );

	const onHold = ( await agent.call( QUERY, { status: 'on-hold' } ) )
		.output as {
		result: {
			orders: Array< {
				id: number;
				total: string;
				billing_email: string;
			} >;
		};
	};
	const maria = onHold.result.orders.find(
		( found ) => found.billing_email === 'maria.garcia@example.org'
	);
	expect( maria?.total ).toBe( '45.50' );
	const id = maria?.id as number;

	// An unknown status: refused before anyone is asked, nothing changed.
	expect(
		await errorCode( agent, UPDATE_STATUS, { id, status: 'lost' } )
	).toBe( 'invalid_input' );
	await expect( dialog ).toBeHidden();

	// Cancel: the dialog named the order as the store describes it, and nothing changed.
	const change = { id, status: 'completed', note: 'Paid by <b>bank</b>.' };
	const declined = await agent.invoke( UPDATE_STATUS, change );
	await expect( dialog ).toBeVisible();
	await expect(
		dialog.locator( '.webmcp-abilities-confirm__subject-title' )
	).toHaveText( `Order #${ id }` );
	expect( await shownSubject( dialog ) ).toEqual( {
		Customer: 'Maria Garcia <maria.garcia@example.org>',
		Total: '45.50 USD',
		Status: 'On hold → Completed',
		Note: 'Paid by bank.',
	} );
	await expectNoSeriousViolations( page, {
		include: '.webmcp-abilities-confirm',
	} );
	await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
	expect( answerCode( await agent.response( declined ) ) ).toBe(
		'confirmation_declined'
	);
	expect( ( await order( id ) ).status ).toBe( 'on-hold' );

	// Confirm: the order is completed.
	const confirmed = await agent.invoke( UPDATE_STATUS, change );
	await expect( dialog ).toBeVisible();
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	expect( ( await agent.response( confirmed ) ).output ).toMatchObject( {
		ok: true,
		result: { order: { id, status: 'completed' } },
	} );
	expect( ( await order( id ) ).status ).toBe( 'completed' );

	// A product update names no describer: the site describes it from its schema and the product.
	const mug = seeded.products[ 'MUG-RED' ];
	const { body: product } = await store.request(
		'GET',
		`/wp-abilities/v1/abilities/woocommerce/products-query/run?input[id]=${ mug }`
	);
	const { name, regular_price: price } = product.products[ 0 ] as {
		name: string;
		regular_price: string;
	};
	const retitled = await agent.invoke( UPDATE_PRODUCT, {
		id: mug,
		product_type_alias: 'physical',
		regular_price: '9.50',
	} );
	await expect( dialog ).toBeVisible();
	await expect(
		dialog.locator( '.webmcp-abilities-confirm__subject-title' )
	).toHaveText( name );
	expect( await shownSubject( dialog ) ).toEqual( {
		ID: `${ name } (#${ mug })`,
		'Product type alias': 'physical',
		'Regular price': `${ price } → 9.50`,
	} );
	await expectNoSeriousViolations( page, {
		include: '.webmcp-abilities-confirm',
	} );
	await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
	expect( answerCode( await agent.response( retitled ) ) ).toBe(
		'confirmation_declined'
	);

	// The log shows the order's calls, newest first: confirmed, declined, refused unasked.
	expect( await loggedOutcomes( page, `{"id":${ id },` ) ).toEqual( [
		'ok',
		'confirmation_declined',
		'invalid_input',
	] );
	await store.dispose();
	await seedTestPlugin( admin, 'store' );
} );
