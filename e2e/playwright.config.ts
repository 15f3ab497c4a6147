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
 * Specs that check the plugin's PHP, which is the same on both runtimes, run where calls are fast
 * (whole specs here, single tests tagged `NATIVE_ONLY`): REST sweeps, what the server reveals,
 * the requirements notice, translations, the log and settings screens, the zip upload. So do
 * stories of the bridge's own browser code (the same script on both): the dialog, browser-side
 * abilities, core's client, faults, withdrawn tools, what a public page sends. Playground keeps
 * what only it can break: its proxy, the release blueprint (which installs the zip), `npm
 * start`'s story (the dashboard's tools, a read and a confirmed publish, the log), the editor's
 * story and the assistant's, a visitor's search and read, on its SQLite and its PHP in
 * WebAssembly. Keeps `npm test` near its 25-minute aim on 2 cores.
 */
const NATIVE_ONLY_SPECS = [
	'**/abilities-permissions.spec.ts',
	'**/accessibility.spec.ts',
	'**/abilities-invalid-input.spec.ts',
	'**/agent-activity.spec.ts',
	'**/agent-record-and-undo.spec.ts',
	'**/bulk-grants.spec.ts',
	'**/agent-trust.spec.ts',
	'**/abilities-no-leaks.spec.ts',
	'**/bad-input-sweep.spec.ts',
	'**/confirm-dialog.spec.ts',
	'**/core-abilities-client.spec.ts',
	'**/faults.spec.ts',
	'**/page-abilities.spec.ts',
	'**/plugin-zip.spec.ts',
	'**/requirements.spec.ts',
	'**/settings-screen.spec.ts',
	'**/site-overview-tool.spec.ts',
	'**/tools-past-the-cap.spec.ts',
	'**/translations.spec.ts',
	// Starts the person's own Chromium and the desktop agents' servers: the runtime does not matter.
	'**/desktop-agents.spec.ts',
	// The owner's task suite runs on one runtime (`npm run tasks`, docs/tasks.md).
	'**/tasks-smoke.spec.ts',
	'**/tasks-model.spec.ts',
	'**/tasks-weight.spec.ts',
	// Starts production-shaped sites of its own: the runtime under test does not matter.
	'**/under-load.spec.ts',
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
						testIgnore: NATIVE_ONLY_SPECS,
						grepInvert: new RegExp( NATIVE_ONLY ),
					},
				]
	),
} );
