/**
 * Runs WordPress in PHP WebAssembly with the Playground CLI, on a core folder of our own so it
 * works without wordpress.org, and with this working tree mounted as the plugin.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { spawnTethered, stopProcessGroup } from './process-group.mjs';
import { PLUGIN_SLUG, PROJECT_DIR } from './wordpress-core.mjs';

const CLI = join( PROJECT_DIR, 'node_modules', '.bin', 'wp-playground-cli' );
const READY_LINE = /WordPress is running on (\S+)/;

/**
 * @param {Object}                 options
 * @param {string}                 options.siteDir       A core folder the site may write to.
 * @param {number}                 options.port          Port to listen on.
 * @param {Object}                 options.blueprint     The blueprint to run; it may read files in `siteDir`.
 * @param {boolean}                [options.mountPlugin] Mount this working tree as the plugin (default true).
 * @param {number}                 [options.workers]     PHP workers (the CLI's default: one per core but one, at most 6).
 * @param {string}                 [options.php]         PHP version, such as `8.1` (default: the blueprint's own, else the CLI's).
 * @param {(line: string) => void} [options.log]         Receives the CLI's output.
 * @return {Promise<{ url: string, stop: () => Promise<void> }>} The site's address, and how to stop it.
 */
export async function startPlaygroundServer( {
	siteDir,
	port,
	blueprint,
	mountPlugin = true,
	workers,
	php,
	log = () => {},
} ) {
	const blueprintFile = join( siteDir, 'blueprint.json' );
	// With a blueprint the CLI ignores `--php`: only the blueprint's own preference counts.
	const run = php
		? {
				...blueprint,
				preferredVersions: { ...blueprint.preferredVersions, php },
			}
		: blueprint;
	await writeFile( blueprintFile, JSON.stringify( run, null, '\t' ) );

	const child = spawnTethered(
		CLI,
		[
			'server',
			`--port=${ port }`,
			`--blueprint=${ blueprintFile }`,
			`--mount-before-install=${ siteDir }:/wordpress`,
			'--wordpress-install-mode=install-from-existing-files-if-needed',
			// `bundled` resources are files next to the blueprint, in `siteDir`.
			'--blueprint-may-read-adjacent-files',
			...( workers ? [ `--workers=${ workers }` ] : [] ),
			...( mountPlugin
				? [
						`--mount=${ PROJECT_DIR }:/wordpress/wp-content/plugins/${ PLUGIN_SLUG }`,
					]
				: [] ),
		],
		{ output: 'pipe' }
	);

	const url = await new Promise( ( resolve, reject ) => {
		let output = '';
		const onData = ( chunk ) => {
			const text = chunk.toString();
			output += text;
			text.split( '\n' ).filter( Boolean ).forEach( log );
			const ready = READY_LINE.exec( output );
			if ( ready ) {
				resolve( ready[ 1 ] );
			}
		};
		child.stdout.on( 'data', onData );
		child.stderr.on( 'data', onData );
		child.once( 'exit', ( code ) =>
			reject(
				new Error(
					`The Playground CLI exited (${ code }) before WordPress was ready:\n${ output }`
				)
			)
		);
	} );

	return {
		url,
		stop: () => stopProcessGroup( child ),
	};
}
