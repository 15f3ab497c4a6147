/**
 * How soon the Site Editor's tools are there for an agent: on each of 20 loads of a template in
 * the canvas, the time from the editor being ready (the template set up in `core/editor`) to the
 * page's last tool registration, against the second the Site Editor issue allows. A benchmark,
 * not a test: it prints the median and asserts nothing about time. (Its first byte against the
 * plugin switched off is `server-cost.bench.ts`'s, on both server runtimes.)
 */
import { test, type Page } from '@playwright/test';

import { EDITOR, skipWelcomeGuide } from '../e2e/utils/editor-agent';
import { logIn } from '../e2e/utils/log-in';
import { RatioTable } from './ratio-table';
import { recordRegistrations } from './record-registrations';
import { waitForTool } from './wait-for-tool';

const LOADS = 20;
const SITE_EDITOR =
	'/wp-admin/site-editor.php?p=%2Fwp_template%2Ftwentytwentyfive%2F%2Fsingle&canvas=edit';

/**
 * Stamps, in the page, the moment the editor is ready: on the store change that makes it so (the
 * same change the editor tools follow), not on a timer, which would stamp it late.
 * @param page The page, before it loads.
 */
async function recordEditorReady( page: Page ): Promise< void > {
	await page.addInitScript( () => {
		type Data = {
			subscribe: ( listener: () => void ) => () => void;
			select: ( name: string ) =>
				| {
						__unstableIsEditorReady: () => boolean;
						getCurrentPostId: () => unknown;
				  }
				| undefined;
		};
		const follow = () => {
			const data = ( window as unknown as { wp?: { data?: Data } } ).wp
				?.data;
			if ( ! data ) {
				setTimeout( follow, 1 );
				return;
			}
			const stop = data.subscribe( () => {
				const store = data.select( 'core/editor' );
				if (
					store?.__unstableIsEditorReady() &&
					store.getCurrentPostId() !== null
				) {
					(
						window as unknown as { editorReadyAt: number }
					 ).editorReadyAt = performance.now();
					stop();
				}
			} );
		};
		follow();
	} );
}

/**
 * @param page The Site Editor, loading.
 * @return When the last tool was registered, once no other came for a second.
 */
async function lastRegistration( page: Page ): Promise< number > {
	let last = -1;
	for (;;) {
		const now = await page.evaluate(
			() =>
				( window as unknown as { lastToolAt?: number } ).lastToolAt ?? 0
		);
		if ( now === last ) {
			return now;
		}
		last = now;
		await page.waitForTimeout( 1000 );
	}
}

test( 'how soon the Site Editor’s tools are there', async ( { page } ) => {
	test.setTimeout( 600_000 );
	await recordRegistrations( page );
	await recordEditorReady( page );
	await logIn( page, 'admin' );
	await page.goto( SITE_EDITOR );
	await skipWelcomeGuide( page, 'core/edit-site' );

	const afterReady: number[] = [];
	// The first load warms up and is not counted.
	for ( let load = 0; load <= LOADS; load++ ) {
		await page.goto( SITE_EDITOR );
		await waitForTool( page, EDITOR.READ );
		const registered = await lastRegistration( page );
		const ready = await page.evaluate(
			() =>
				( window as unknown as { editorReadyAt?: number } )
					.editorReadyAt ?? 0
		);
		if ( load > 0 ) {
			afterReady.push( registered - ready );
		}
	}
	const table = new RatioTable();
	table.add(
		`last tool registered after the editor is ready (a) / 1 s (b), ${ LOADS } loads`,
		afterReady,
		1000
	);
	// eslint-disable-next-line no-console
	console.log( '\nThe Site Editor’s tools (median; native runtime):' );
	// eslint-disable-next-line no-console
	console.table( table.rows );
} );
