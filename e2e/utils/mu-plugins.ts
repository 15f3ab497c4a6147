/**
 * Puts test plugins into a site a spec starts itself, so that site has only the ones its story
 * needs (the suite's shared sites get every fixture from `global-setup.ts`).
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';

import { PROJECT_DIR } from '../../bin/lib/wordpress-core.mjs';

/**
 * @param siteDir  The site's folder.
 * @param fixtures Files under `e2e/fixtures/`, such as `mu-plugins/offline-site.php`.
 */
export async function addMuPlugins(
	siteDir: string,
	fixtures: string[]
): Promise< void > {
	const muPlugins = join( siteDir, 'wp-content', 'mu-plugins' );
	await mkdir( muPlugins, { recursive: true } );
	for ( const fixture of fixtures ) {
		await copyFile(
			join( PROJECT_DIR, 'e2e', 'fixtures', fixture ),
			join( muPlugins, basename( fixture ) )
		);
	}
}
