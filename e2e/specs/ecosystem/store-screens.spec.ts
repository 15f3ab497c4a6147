/**
 * A store's abilities where the store owner works (a site with only this plugin and a store
 * shaped like WooCommerce's): the owner offers the store's read-only abilities; with one place
 * beside the loader, the agent on the orders screen has the order tool at once and on the
 * products screen the product tool, without the store saying which screen is whose; on the
 * dashboard the agent finds the order tool through the loader, under "WooCommerce: orders", and
 * reads the orders on hold with it. A subscriber is offered none of the store's tools.
 */
import type { Page } from '@playwright/test';

import { Agent } from '../../utils/agent';
import { logInBeforeVisit } from '../../utils/log-in';
import {
	DEFAULT_SETTINGS,
	savePluginSettings,
} from '../../utils/plugin-settings';
import { RestClient } from '../../utils/rest-client';
import { seedTestPlugin, switchOnTestPlugin } from '../../utils/test-plugins';
import { ownTool } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';
import { NATIVE_ONLY } from '../../runtimes';

const LOADER = ownTool( 'load-tools' );
const PRODUCTS = 'woocommerce_products-query';
const ORDERS = 'woocommerce_orders-query';
const COUPONS = 'woocommerce_coupons-query';
const STORE_TOOL = /^woocommerce_/;

interface GroupSummary {
	group: string;
	label: string;
	tools: number;
	loaded: number;
}

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
	await seedTestPlugin( admin, 'store' );
	// The owner offers the store's three read-only abilities (its writes stay unoffered), on
	// pages that register one tool beside the loader: each screen's own tool must win the place.
	await savePluginSettings( admin, {
		...DEFAULT_SETTINGS,
		max_tools: 2,
		abilities: {
			'woocommerce/products-query': true,
			'woocommerce/orders-query': true,
			'woocommerce/coupons-query': true,
		},
	} );
} );
test.afterAll( async () => {
	await savePluginSettings( admin, DEFAULT_SETTINGS );
	await admin.dispose();
} );

/**
 * @param page The person's page, with the store switched on.
 * @param path A wp-admin address.
 * @return The agent, once the page's tools are offered.
 */
async function agentAt( page: Page, path: string ): Promise< Agent > {
	const agent = await Agent.attach( page );
	await page.goto( path );
	await agent.whenTool( LOADER );
	return agent;
}

async function listGroups( agent: Agent ): Promise< GroupSummary[] > {
	const { output } = await agent.call( LOADER );
	expect( output ).toMatchObject( { ok: true } );
	return ( output as { result: { groups: GroupSummary[] } } ).result.groups;
}

test(
	'each store screen offers its own tool at once, and the dashboard’s loader finds the order tool under “WooCommerce: orders”',
	{ tag: NATIVE_ONLY },
	async ( { page, baseURL } ) => {
		await switchOnTestPlugin( page, baseURL as string, 'store' );
		await logInBeforeVisit( page, 'admin' );

		const orders = await agentAt(
			page,
			'/wp-admin/edit.php?post_type=shop_order'
		);
		const onOrders = await orders.settledToolNames();
		expect( onOrders ).toContain( ORDERS );
		expect(
			onOrders.filter( ( name ) => STORE_TOOL.test( name ) )
		).toEqual( [ ORDERS ] );

		const products = await agentAt(
			page,
			'/wp-admin/edit.php?post_type=product'
		);
		expect(
			( await products.settledToolNames() ).filter( ( name ) =>
				STORE_TOOL.test( name )
			)
		).toEqual( [ PRODUCTS ] );

		const dashboard = await agentAt( page, '/wp-admin/' );
		expect(
			( await dashboard.settledToolNames() ).filter( ( name ) =>
				STORE_TOOL.test( name )
			)
		).toEqual( [ PRODUCTS ] );
		const groups = await listGroups( dashboard );
		const store = groups.filter( ( { label } ) =>
			label.startsWith( 'WooCommerce' )
		);
		expect( store.map( ( { group, label } ) => [ group, label ] ) ).toEqual(
			[
				[ 'woocommerce:products', 'WooCommerce: products' ],
				[ 'woocommerce:orders', 'WooCommerce: orders' ],
				[ 'woocommerce:coupons', 'WooCommerce: coupons' ],
			]
		);
		const group = store.find(
			( { label } ) => label === 'WooCommerce: orders'
		) as GroupSummary;
		expect( group ).toMatchObject( { tools: 1, loaded: 0 } );

		const { output: load } = await dashboard.call( LOADER, {
			group: group.group,
		} );
		expect( load ).toMatchObject( {
			ok: true,
			result: { loaded: [ ORDERS ], withdrawn: [ PRODUCTS ] },
		} );
		await expect
			.poll( () => dashboard.toolNames() )
			.toEqual( expect.arrayContaining( [ ORDERS ] ) );
		expect( dashboard.toolNames() ).not.toContain( COUPONS );

		const { output: onHold } = await dashboard.call( ORDERS, {
			status: 'on-hold',
		} );
		const { result } = onHold as {
			result: { orders: Array< { billing_email: string } > };
		};
		expect(
			result.orders.map( ( { billing_email: email } ) => email ).sort()
		).toEqual( [ 'kenji.sato@example.org', 'maria.garcia@example.org' ] );
	}
);

test(
	'a subscriber is offered none of the store’s tools, on its screens or through the loader',
	{ tag: NATIVE_ONLY },
	async ( { page, baseURL } ) => {
		await switchOnTestPlugin( page, baseURL as string, 'store' );
		await logInBeforeVisit( page, 'subscriber' );

		const agent = await agentAt( page, '/wp-admin/' );
		expect(
			( await agent.settledToolNames() ).filter( ( name ) =>
				STORE_TOOL.test( name )
			)
		).toEqual( [] );
		expect(
			( await listGroups( agent ) ).filter(
				( { group } ) => group.split( ':' )[ 0 ] === 'woocommerce'
			)
		).toEqual( [] );
		// Nor on the orders screen, where the administrator had the order tool first.
		const subscriber = await RestClient.as(
			baseURL as string,
			'subscriber'
		);
		const store = await subscriber.withCookies( [
			{ name: 'webmcp_test_store', value: '1' },
		] );
		const { status, body } = await store.request(
			'GET',
			'/webmcp-abilities/v1/page-tools?screen=edit-shop_order'
		);
		expect( status ).toBe( 200 );
		expect(
			[ ...body.offered, ...body.leftOut ].filter( ( name: string ) =>
				name.startsWith( 'woocommerce/' )
			)
		).toEqual( [] );
		await store.dispose();
		await subscriber.dispose();
	}
);
