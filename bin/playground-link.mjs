#!/usr/bin/env node
/**
 * Prints the "open in Playground" link for `blueprints/playground.json`: the blueprint itself,
 * compacted into the URL fragment, so the link needs no hosting. Run it after changing the
 * blueprint (the release zip URL lives there) and paste the link into the README; a test checks
 * that the README's link matches the blueprint.
 */
/* eslint-disable no-console -- a command-line script: the console is where it talks. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_DIR = join( fileURLToPath( import.meta.url ), '..', '..' );

/**
 * @return {Promise<string>} The link.
 */
export async function playgroundLink() {
	const blueprint = JSON.parse(
		await readFile(
			join( PROJECT_DIR, 'blueprints', 'playground.json' ),
			'utf8'
		)
	);
	return `https://playground.wordpress.net/#${ encodeURIComponent( JSON.stringify( blueprint ) ) }`;
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	console.log( await playgroundLink() );
}
