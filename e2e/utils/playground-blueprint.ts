/**
 * The blueprint the suite's Playground sites run: `npm start`'s (`blueprints/local.json`, this
 * tree mounted as the plugin, active, WP_DEBUG on), without its auto-login, with the test
 * fixtures each site needs run once WordPress is installed.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { PLUGIN_SLUG, PROJECT_DIR } from '../../bin/lib/wordpress-core.mjs';

/**
 * @param fixtures PHP files in this tree to include with WordPress loaded (test users, say).
 * @return The blueprint.
 */
export async function playgroundBlueprint(
	fixtures: string[] = []
): Promise< Record< string, unknown > & { steps: object[] } > {
	const local = JSON.parse(
		await readFile(
			join( PROJECT_DIR, 'blueprints', 'local.json' ),
			'utf8'
		)
	);
	// The tests log in themselves, as different users; Playground's auto-login would make a
	// logged-out visitor impossible.
	delete local.login;
	if ( fixtures.length ) {
		const mountedPlugin = `/wordpress/wp-content/plugins/${ PLUGIN_SLUG }`;
		const requires = fixtures
			.map(
				( file ) =>
					`require '${ file.replace( PROJECT_DIR, mountedPlugin ) }';`
			)
			.join( '\n' );
		local.steps.push( {
			step: 'runPHP',
			code: `<?php require '/wordpress/wp-load.php';\n${ requires }`,
		} );
	}
	return local;
}
