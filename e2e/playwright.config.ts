/**
 * End-to-end tests: Debian's Chromium with WebMCP switched on, against real WordPress sites that
 * `global-setup.ts` starts (see `runtimes.ts`).
 */
import { defineConfig, type Project } from '@playwright/test';

import {
	baseUrl,
	NATIVE_ONLY,
	nativeWorkers,
	selectedRuntimes,
} from './runtimes';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** This closed network refuses Chromium's background connections; these keep it quiet. */
export const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];

/**
 * What only Playground can show, and all the Playground project runs (issue 56): its proxy and
 * reserved names, each document's lifecycle, the blueprints (the release one installs the zip),
 * `npm start`'s story (a developer's first site), each PHP version, its PHP log, and the Site
 * Editor saving through the dialog behind the Playground CLI's one worker (issue 55), in one visit.
 * Everything else is the plugin's PHP and the bridge's
 * browser code, the same on both runtimes, and runs on the native one, where calls are fast.
 */
const PLAYGROUND_SPECS = [
	'**/playground/*.spec.ts',
	'**/php-log-check.spec.ts',
	'**/kernel/plugin-zip.spec.ts',
];

/**
 * Playground's specs that start sites of their own for one story (each PHP version's, the release
 * blueprint's, the one the zip is uploaded to through wp-admin): the `playground-sites` project
 * runs them on a worker of its own, beside the stories on the suite's Playground site, which they
 * never touch. Their specs use Playwright's own `test`, not the suite site's (`clean-php-log`):
 * that site's PHP log and budgets are not theirs, and the stories beside them write to that log.
 * (`npm start`'s site is its own too, but runs on the first worker, which is the shorter of the
 * two.)
 */
const OWN_SITE_SPECS = [
	'**/playground/php-versions.spec.ts',
	'**/playground/blueprints.spec.ts',
	'**/kernel/plugin-zip.spec.ts',
];

/** The load and fault stories: about 2.5 min in one spec, on sites of their own. */
const LOAD_SPEC = '**/under-load.spec.ts';

/**
 * PHP 8.1, 8.3, 8.4 and 8.5 on sites of its own, through the Playground CLI's PHP builds: the
 * native runtime is Debian's 8.2, so only the Playground project runs it.
 */
const PHP_VERSIONS_SPEC = '**/php-versions.spec.ts';

export default defineConfig( {
	testDir: './specs',
	globalSetup: './global-setup.ts',
	// A spec's tests run in order on one worker. The native project's specs run side by side, each
	// worker against its own site. `npm run test:e2e` (`bin/test-e2e.mjs`) runs the projects one
	// after another, each in a `playwright test` of its own, rather than through project
	// dependencies, which skip every later project once one test fails.
	fullyParallel: false,
	workers: nativeWorkers(),
	retries: 0,
	forbidOnly: !! process.env.CI,
	timeout: 60_000,
	expect: { timeout: 10_000 },
	reporter: process.env.CI
		? [ [ 'list' ] ]
		: [
				[ 'list' ],
				[
					'html',
					{
						open: 'never',
						outputFolder: `../artifacts/e2e-report/${ process.env.E2E_RUN ?? 'all' }`,
					},
				],
			],
	// Each run of `bin/test-e2e.mjs` keeps its own: a run empties its folder when it starts.
	outputDir: `../artifacts/e2e-results/${ process.env.E2E_RUN ?? 'all' }`,
	use: {
		// Recording a trace (DOM snapshots, screencast) costs about a fifth of the suite's time on
		// 2 cores, for every test, failing or not: `E2E_TRACE=1` records them to debug a failure.
		trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
		launchOptions: {
			executablePath: CHROMIUM_PATH,
			args: [ ...CHROMIUM_ARGS, '--enable-features=WebMCP' ],
		},
	},
	projects: selectedRuntimes().flatMap( ( runtime ): Project[] =>
		runtime === 'native'
			? [
					{
						name: runtime,
						use: { baseURL: baseUrl( runtime ) },
						testIgnore: [ LOAD_SPEC, PHP_VERSIONS_SPEC ],
						workers: nativeWorkers(),
					},
					// Alone, after the rest (`bin/test-e2e.mjs`): beside another worker, the
					// database restart's burst twice met no request while the database was down.
					{
						name: 'native-load',
						use: { baseURL: baseUrl( runtime ) },
						testMatch: LOAD_SPEC,
						workers: 1,
					},
				]
			: [
					{
						name: runtime,
						use: { baseURL: baseUrl( runtime ) },
						workers: 1,
						testMatch: PLAYGROUND_SPECS,
						testIgnore: OWN_SITE_SPECS,
						grepInvert: new RegExp( NATIVE_ONLY ),
					},
					{
						name: `${ runtime }-sites`,
						use: { baseURL: baseUrl( runtime ) },
						workers: 1,
						testMatch: OWN_SITE_SPECS,
						grepInvert: new RegExp( NATIVE_ONLY ),
					},
				]
	),
} );
