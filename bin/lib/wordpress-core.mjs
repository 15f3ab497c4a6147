/**
 * Fresh WordPress sites made from the cached core that `bin/fetch-wordpress.sh` prepares.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const PROJECT_DIR = join(
	dirname( fileURLToPath( import.meta.url ) ),
	'..',
	'..'
);
export const PLUGIN_SLUG = 'webmcp-abilities';

/**
 * @return {Promise<string>} The cached core folder, fetched on first use.
 */
export async function wordpressCore() {
	const { stdout } = await promisify( execFile )(
		'bash',
		[ join( PROJECT_DIR, 'bin', 'fetch-wordpress.sh' ) ],
		{ stdio: [ 'ignore', 'pipe', 'inherit' ] }
	);
	return stdout.trim();
}

/**
 * Copies core into a new folder, so each site writes its own `wp-config.php`, database and
 * uploads and the cache stays pristine.
 *
 * @param {string} name A label for the folder.
 * @return {Promise<string>} The site folder.
 */
export async function createSiteFolder( name ) {
	const core = await wordpressCore();
	const siteDir = await mkdtemp(
		join( tmpdir(), `${ PLUGIN_SLUG }-${ name }-` )
	);
	await cp( core, siteDir, { recursive: true } );
	return siteDir;
}
