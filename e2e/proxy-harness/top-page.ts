/**
 * The top page of the proxy harness: what WordPress Playground's website does with the tools
 * of the WordPress document in its iframe. The proxy and Playground's own tools are the real,
 * published code (`@wp-playground/mcp/client`); the frame bridge under them is rebuilt.
 */
import type { PlaygroundClient } from '@wp-playground/client';
import {
	registerWebMCPTools,
	startWebMCPSiteToolProxy,
} from '@wp-playground/mcp/client';

import { createFrameBridge } from './frame-bridge';

const params = new URLSearchParams( location.search );
const iframe = document.getElementById( 'wp' ) as HTMLIFrameElement;
const bridge = createFrameBridge(
	iframe,
	Number( params.get( 'callTimeoutMs' ) ?? 60_000 )
);

/** The part of Playground's client that the proxy and the navigation tools use. */
const client = {
	...bridge,
	async getCurrentURL(): Promise< string > {
		const url = new URL(
			iframe.contentWindow?.location.href ?? iframe.src
		);
		return url.pathname + url.search + url.hash;
	},
	async goTo( path: string ): Promise< void > {
		iframe.src = path;
	},
};
// Playground's proxy takes its full client type; the harness implements only what it calls.
const playgroundClient = client as unknown as PlaygroundClient;

void registerWebMCPTools( {
	list: () => [
		{
			slug: 'harness',
			name: 'Proxy harness',
			storage: 'none',
			isActive: true,
		},
	],
	getClient: () => playgroundClient,
	rename: async () => {},
	saveInBrowser: async () => ( { slug: 'harness', storage: 'none' } ),
} );
startWebMCPSiteToolProxy( playgroundClient );
iframe.src = params.get( 'path' ) ?? '/wp-admin/';
