/**
 * The WordPress runtimes the e2e suite can run against, picked with `WP_RUNTIME`.
 */

/**
 * Shifts every port the suite listens on, so two checkouts can run their suites side by side.
 */
export const PORT_OFFSET = Number( process.env.E2E_PORT_OFFSET ?? 0 );

/**
 * @param port A port before the offset.
 * @return The port, shifted by `E2E_PORT_OFFSET`.
 */
export function testPort( port: number ): number {
	return port + PORT_OFFSET;
}

export const RUNTIMES = {
	/** Debian's PHP 8.2 (`php -S`) with MariaDB: how most production sites run. */
	native: { port: testPort( 8881 ) },
	/** The Playground CLI: PHP in WebAssembly with SQLite. */
	playground: { port: testPort( 8882 ) },
} as const;

/**
 * The native project runs on this many workers at once, each against a native site of its own
 * (a test owns its whole site: the settings, the log, the budgets), so `global-setup.ts` starts
 * one per worker. The bench needs one.
 */
export function nativeWorkers(): number {
	return Math.max( 1, Number( process.env.E2E_NATIVE_WORKERS ?? 2 ) );
}

/**
 * @param worker A worker's parallel index.
 * @return The port of that worker's native site: the first at `RUNTIMES.native`.
 */
export function nativePort( worker: number ): number {
	return RUNTIMES.native.port + 2 * worker;
}

/**
 * @return This process's worker: Playwright's parallel index, 0 outside a worker.
 */
export function parallelIndex(): number {
	return Number( process.env.TEST_PARALLEL_INDEX ?? 0 );
}

export type Runtime = keyof typeof RUNTIMES;

/**
 * Tag for tests that check only the plugin's PHP (the same on both runtimes) with many calls:
 * they run on `native`, where calls are fast, and the Playground runtime skips them.
 */
export const NATIVE_ONLY = '@native-only';

/**
 * @return The runtimes named in `WP_RUNTIME` (comma-separated); both when it is unset.
 */
export function selectedRuntimes(): Runtime[] {
	const wanted = ( process.env.WP_RUNTIME ?? 'native,playground' )
		.split( ',' )
		.map( ( name ) => name.trim() )
		.filter( Boolean );
	for ( const name of wanted ) {
		if ( ! ( name in RUNTIMES ) ) {
			throw new Error(
				`Unknown WP_RUNTIME "${ name }": use ${ Object.keys( RUNTIMES ).join( ', ' ) }.`
			);
		}
	}
	return wanted as Runtime[];
}

export function baseUrl( runtime: Runtime ): string {
	return `http://127.0.0.1:${ RUNTIMES[ runtime ].port }`;
}

/**
 * @param port A test site's port.
 * @return The environment variable `global-setup.ts` names that site's PHP log in.
 */
export function phpLogVariable( port: number | string ): string {
	return `WP_DEBUG_LOG_${ port }`;
}
