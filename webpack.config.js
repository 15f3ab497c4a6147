/**
 * Two builds. wp-admin's scripts take WordPress's packages from WordPress (`*.asset.php`). The
 * public site's bridge bundles the ones it uses: a visitor's page loads none of WordPress's
 * scripts, and the bridge is fetched only by a browser with WebMCP, as one request.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import CopyWebpackPlugin from 'copy-webpack-plugin';
import defaultConfig from '@wordpress/scripts/config/webpack.config.js';
import DependencyExtractionWebpackPlugin from '@wordpress/dependency-extraction-webpack-plugin';

const root = dirname( fileURLToPath( import.meta.url ) );

const isDependencyExtraction = ( plugin ) =>
	plugin?.constructor?.name === DependencyExtractionWebpackPlugin.name;

export default [
	{
		...defaultConfig,
		entry: {
			index: './src/index.ts',
			settings: './src/settings/index.tsx',
			editor: './src/editor/index.ts',
			'assistant-panel': './src/assistant/panel/index.ts',
		},
		output: { ...defaultConfig.output, clean: { keep: /^public\// } },
		optimization: {
			...defaultConfig.optimization,
			splitChunks: {
				...defaultConfig.optimization.splitChunks,
				cacheGroups: {
					...defaultConfig.optimization.splitChunks.cacheGroups,
					// A lazy chunk keeps the packages it bundles (DataViews in the settings'
					// `settings-abilities`): one named file, with a budget, not a numbered one.
					defaultVendors: false,
				},
			},
		},
		plugins: [
			...defaultConfig.plugins,
			// MCP-B's relay page script and its frame, from the npm package: served by the site
			// itself, never from a CDN, for the people who connect a desktop agent through it.
			new CopyWebpackPlugin( {
				patterns: [ 'embed.js', 'widget.html' ]
					.map( ( file ) => ( {
						from: resolve(
							root,
							'node_modules/@mcp-b/webmcp-local-relay/dist/browser',
							file
						),
						to: 'relay/',
					} ) )
					.concat( {
						from: resolve(
							root,
							'node_modules/@mcp-b/webmcp-local-relay/LICENSE'
						),
						to: 'relay/',
					} ),
			} ),
		],
	},
	{
		...defaultConfig,
		entry: { index: './src/public/index.ts' },
		output: {
			...defaultConfig.output,
			path: resolve( root, 'build', 'public' ),
			clean: true,
		},
		plugins: [
			...defaultConfig.plugins.filter(
				( plugin ) => ! isDependencyExtraction( plugin )
			),
			// Still writes `index.asset.php`, whose version names the script's address.
			new DependencyExtractionWebpackPlugin( { useDefaults: false } ),
		],
	},
];
