/**
 * Benchmarks, not tests: they measure and print ratios taken in one run, and assert nothing about
 * time. They reuse the e2e suite's site set-up on the native runtime.
 */
import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/playwright.config';
import { baseUrl } from '../e2e/runtimes';

process.env.WP_RUNTIME = 'native';
// One native site: the benches run one at a time.
process.env.E2E_NATIVE_WORKERS = '1';

export default defineConfig( {
	testDir: '.',
	testMatch: '*.bench.ts',
	globalSetup: '../e2e/global-setup.ts',
	workers: 1,
	timeout: 300_000,
	reporter: 'list',
	use: {
		baseURL: baseUrl( 'native' ),
		launchOptions: {
			executablePath: CHROMIUM_PATH,
			args: [ ...CHROMIUM_ARGS, '--enable-features=WebMCP' ],
		},
	},
} );
