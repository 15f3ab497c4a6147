/**
 * The bridge loads on every wp-admin page that offers tools, so its weight is a budget, checked
 * on the built bundle (run `npm run build` first; `npm test` does).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';

import { PROJECT_DIR } from '../lib/wordpress-core.mjs';

const BUILD = join( PROJECT_DIR, 'build' );
// 13.5 KiB until the bridge named who acts in its notice, knew which calls a grant may cover and
// heard the person's own clicks (what a grant is offered after); 14 KiB until proposals (a
// proposable tool's `approval_reason`, the describe step's diff and proposal read and checked):
// 14.5 KiB since. The dialog, the grant's offer, the banner and sending a proposal stay in the
// chunk loaded with the first confirmation.
const ENTRY_BUDGET_GZIP = 14.5 * 1024;
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
