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
