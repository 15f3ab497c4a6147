/**
 * The bridge loads on every wp-admin page that offers tools, so its weight is a budget, checked
 * on the built bundle (run `npm run build` first; `npm test` does).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';

import { PROJECT_DIR } from '../lib/wordpress-core.mjs';

const BUILD = join( PROJECT_DIR, 'build' );
// 12 KiB (issue 56): the entry is what every tools page needs to offer its tools and run a call.
// It reached 14.5 KiB as capabilities arrived; what only some pages or some calls need is a chunk
// of its own, each with its budget below, so a new area grows a chunk, never the entry.
const ENTRY_BUDGET_GZIP = 12 * 1024;

/**
 * The entry's chunks (`build/<name>.js`), each loaded only where it is needed, and at most this
 * many bytes gzipped: 10-15 % above their size when set, so that growth is a decision.
 */
const CHUNK_BUDGETS_GZIP = {
	// The dialog, the describe step, the grant's offer, the banner, sending a proposal: a
	// consequential call's (the editors print it with the page).
	confirm: 6 * 1024,
	// WordPress's rules for a call's input: fetched once the page's tools are offered.
	'input-rules': 2.25 * 1024,
	// Offers the page's browser-side abilities: where the abilities store holds one (the editors).
	'page-abilities': 1.75 * 1024,
	// Past the per-page cap: the loader tool and its groups.
	'tool-groups': 2.5 * 1024,
	// For people the owner gave the site's assistant: its admin bar item and command.
	assistant: 1024,
	// The Site Editor's own tools (templates, styles, menus, saving), a chunk of the editors'
	// entry that the Site Editor prints with the page.
	'site-editor': 13 * 1024,
	// Desktop agents through the MCP-B relay.
	relay: 1.5 * 1024,
	// The settings screen's abilities list, loaded when its tab opens: DataViews, which WordPress
	// does not ship to plugins, bundled with its own components (`@wordpress/dataviews/wp`,
	// issue 59): 380 KiB when set.
	'settings-abilities': 420 * 1024,
};

/**
 * The settings screen's entry, loaded on that one screen, by people who manage options: 50 KiB,
 * its tabs and controls; the abilities list is its own chunk (above).
 */
const SETTINGS_BUDGET_GZIP = 56 * 1024;

/** What registering tools needs from WordPress; the dialog is the browser's own `<dialog>`. */
const ALLOWED_DEPENDENCIES = [ 'wp-api-fetch', 'wp-i18n', 'wp-url' ];

const entry = readFileSync( join( BUILD, 'index.js' ) );

test( `the bridge entry is at most ${ ENTRY_BUDGET_GZIP } bytes gzipped (level 9)`, () => {
	const size = gzipSync( entry, { level: 9 } ).length;
	assert.ok(
		size <= ENTRY_BUDGET_GZIP,
		`build/index.js is ${ size } bytes gzipped`
	);
} );

for ( const [ chunk, budget ] of Object.entries( CHUNK_BUDGETS_GZIP ) ) {
	test( `the ${ chunk } chunk is at most ${ budget } bytes gzipped (level 9)`, () => {
		const size = gzipSync( readFileSync( join( BUILD, `${ chunk }.js` ) ), {
			level: 9,
		} ).length;
		assert.ok(
			size <= budget,
			`build/${ chunk }.js is ${ size } bytes gzipped`
		);
	} );
}

test( `the settings screen's entry is at most ${ SETTINGS_BUDGET_GZIP } bytes gzipped (level 9)`, () => {
	const size = gzipSync( readFileSync( join( BUILD, 'settings.js' ) ), {
		level: 9,
	} ).length;
	assert.ok(
		size <= SETTINGS_BUDGET_GZIP,
		`build/settings.js is ${ size } bytes gzipped`
	);
} );

test( 'every chunk of the bridge has a budget', () => {
	// An entry has its `.asset.php` (webpack.config.js's entries); a chunk has none.
	const files = readdirSync( BUILD );
	const chunks = files
		.filter( ( file ) => file.endsWith( '.js' ) )
		.map( ( file ) => file.slice( 0, -3 ) )
		.filter( ( name ) => ! files.includes( `${ name }.asset.php` ) );
	assert.deepEqual(
		chunks.filter( ( name ) => ! ( name in CHUNK_BUDGETS_GZIP ) ),
		[]
	);
} );

test( 'the bridge loads only what registering tools needs', () => {
	const asset = JSON.parse(
		execFileSync(
			'php',
			[
				'-r',
				'echo json_encode( require $argv[1] );',
				join( BUILD, 'index.asset.php' ),
			],
			{ encoding: 'utf8' }
		)
	);
	assert.deepEqual(
		asset.dependencies.filter(
			( handle ) => ! ALLOWED_DEPENDENCIES.includes( handle )
		),
		[]
	);
} );

test( 'the bridge generates no code at run time, so a strict CSP allows it', () => {
	const source = entry.toString( 'utf8' );
	assert.doesNotMatch( source, /\bnew Function\s*\(|\beval\s*\(/ );
} );
