/**
 * The house's rule (`src/house.ts`): an area never imports another area, and the kernel never
 * imports an area; only entry points compose. Read from the code itself: every relative import
 * of every file under `src/` that is not a test (static, `export … from`, dynamic `import()`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

import { AREAS, KERNEL } from '../house';

const ROOT = resolve( __dirname, '..', '..' );
const SRC = join( ROOT, 'src' );

/**
 * @param dir A folder.
 * @return Every .ts and .tsx file under it, tests and declarations left out.
 */
function sourceFiles( dir: string ): string[] {
	return readdirSync( dir, { withFileTypes: true } ).flatMap( ( entry ) => {
		const path = join( dir, entry.name );
		if ( entry.isDirectory() ) {
			return entry.name === 'test' ? [] : sourceFiles( path );
		}
		return /\.tsx?$/.test( entry.name ) && ! entry.name.endsWith( '.d.ts' )
			? [ path ]
			: [];
	} );
}

/**
 * @param file A source file.
 * @return Its folder directly under `src/`, or null for a file in `src/` itself (the kernel).
 */
function folderOf( file: string ): string | null {
	const parts = relative( SRC, file ).split( sep );
	return parts.length > 1 ? ( parts[ 0 ] ?? null ) : null;
}

/** The files that may compose areas: the bridge's entry, each area's index, the builds' entries. */
const ENTRIES = new Set( [
	join( SRC, 'index.ts' ),
	...Object.keys( AREAS ).flatMap( ( area ) => [
		join( SRC, area, 'index.ts' ),
		join( SRC, area, 'index.tsx' ),
	] ),
	...[
		...readFileSync( join( ROOT, 'webpack.config.js' ), 'utf8' ).matchAll(
			/['"]\.\/(src\/[^'"]+)['"]/g
		),
	].map( ( match ) => join( ROOT, match[ 1 ] ?? '' ) ),
] );

/**
 * @param text A file's source.
 * @return What it imports: static imports, `export … from` and dynamic `import()`.
 */
export function importsOf( text: string ): string[] {
	return ts
		.preProcessFile( text, true, true )
		.importedFiles.map( ( { fileName } ) => fileName );
}

/**
 * @param from The importing file.
 * @param spec A relative import in it.
 * @return The file the import names (its path as written when none is found).
 */
function resolveImport( from: string, spec: string ): string {
	const base = resolve( dirname( from ), spec );
	return (
		[
			base,
			`${ base }.ts`,
			`${ base }.tsx`,
			join( base, 'index.ts' ),
			join( base, 'index.tsx' ),
		].find(
			( candidate ) =>
				existsSync( candidate ) && statSync( candidate ).isFile()
		) ?? base
	);
}

/**
 * @param file A source file under `src/`.
 * @param text Its source.
 * @return Each import of an area it may not make, as a sentence naming the file and the import.
 */
function crossingsOf( file: string, text: string ): string[] {
	if ( ENTRIES.has( file ) ) {
		return [];
	}
	const own = folderOf( file );
	const rule =
		own !== null && own in AREAS
			? `the area ${ own } imports another area`
			: 'the kernel imports an area';
	return importsOf( text )
		.filter( ( spec ) => spec.startsWith( '.' ) )
		.flatMap( ( spec ) => {
			const target = resolveImport( file, spec );
			const theirs = target.startsWith( SRC + sep )
				? folderOf( target )
				: null;
			return theirs !== null && theirs !== own && theirs in AREAS
				? [
						`${ relative( ROOT, file ) } imports '${ spec }' (${ theirs }): ${ rule }`,
					]
				: [];
		} );
}

describe( 'the house', () => {
	it( 'puts every folder of src/ on the map, as an area or in the kernel', () => {
		const folders = readdirSync( SRC, { withFileTypes: true } )
			.filter( ( entry ) => entry.isDirectory() && entry.name !== 'test' )
			.map( ( { name } ) => name );
		const unmapped = folders.filter(
			( name ) => name in AREAS === name in KERNEL
		);

		expect( unmapped ).toEqual( [] );
	} );

	it( 'reads static imports, re-exports and dynamic imports', () => {
		expect(
			importsOf(
				[
					"import { a } from './a';",
					"import type { B } from '../b';",
					"export { c } from './c';",
					'const d = await import( /* webpackChunkName: "d" */ \'./d\' );',
					'// import { e } from "./e";',
				].join( '\n' )
			)
		).toEqual( [ './a', '../b', './c', './d' ] );
	} );

	it( 'has no area import another, and the kernel import no area', () => {
		const crossings = sourceFiles( SRC ).flatMap( ( file ) =>
			crossingsOf( file, readFileSync( file, 'utf8' ) )
		);

		expect( crossings ).toEqual( [] );
	} );
} );
