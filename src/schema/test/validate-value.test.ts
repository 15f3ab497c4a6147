/**
 * The browser's input check against WordPress's own `rest_validate_value_from_schema()`: each
 * case is sent the way the bridge sends it (`toRunRequest`) and validated by WordPress, loaded
 * from the same core the test sites use. The browser must never refuse what WordPress accepts.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import { toRunRequest, type RunMethod } from '../../abilities/run-ability';
import { inputAsServerReadsIt } from '../../abilities/server-input';
import type { Json } from '../php-values';
import { validateValue } from '../validate-value';

const ROOT = join( __dirname, '..', '..', '..' );

/** `server decides`: WordPress refuses, the browser cannot be sure and lets the server say so. */
type Expected = 'accepted' | 'refused' | 'server decides';

type Case = [
	label: string,
	schema: Json,
	input: Json | undefined,
	expected: Expected,
	method?: RunMethod,
];

const obj = (
	properties: Record< string, Json >,
	extra: Record< string, Json > = {}
): Json => ( {
	type: 'object',
	properties,
	...extra,
} );

const CASES: Case[] = [
	// Scalars, as loosely as PHP reads them.
	[
		'an integer as a string',
		obj( { n: { type: 'integer' } } ),
		{ n: '5' },
		'accepted',
	],
	[
		'an integer string with spaces',
		obj( { n: { type: 'integer' } } ),
		{ n: ' 7 ' },
		'accepted',
	],
	[
		'an integer written as 5.0',
		obj( { n: { type: 'integer' } } ),
		{ n: '5.0' },
		'accepted',
	],
	[
		'a fraction for an integer',
		obj( { n: { type: 'integer' } } ),
		{ n: 1.5 },
		'refused',
	],
	[
		'a word for an integer',
		obj( { n: { type: 'integer' } } ),
		{ n: 'lots' },
		'refused',
	],
	[
		'a number in exponent form',
		obj( { n: { type: 'number' } } ),
		{ n: '1e3' },
		'accepted',
	],
	[
		'a boolean for a number',
		obj( { n: { type: 'number' } } ),
		{ n: true },
		'refused',
	],
	[
		'"TRUE" for a boolean',
		obj( { b: { type: 'boolean' } } ),
		{ b: 'TRUE' },
		'accepted',
	],
	[
		'"0" for a boolean',
		obj( { b: { type: 'boolean' } } ),
		{ b: '0' },
		'accepted',
	],
	[
		'"yes" for a boolean',
		obj( { b: { type: 'boolean' } } ),
		{ b: 'yes' },
		'refused',
	],
	[
		'2 for a boolean',
		obj( { b: { type: 'boolean' } } ),
		{ b: 2 },
		'refused',
	],
	[
		'a number for a string',
		obj( { s: { type: 'string' } } ),
		{ s: 5 },
		'refused',
	],
	[
		'a number for a string, over GET',
		obj( { s: { type: 'string' } } ),
		{ s: 5 },
		'accepted',
		'GET',
	],
	[
		'null for null',
		obj( { z: { type: 'null' } } ),
		{ z: null },
		'accepted',
	],
	[
		'null for null, over GET',
		obj( { z: { type: 'null' } } ),
		{ z: null },
		'refused',
		'GET',
	],
	// Lists and objects are both PHP arrays.
	[
		'a comma list for an array',
		obj( { l: { type: 'array', items: { type: 'string' } } } ),
		{ l: 'a, b' },
		'accepted',
	],
	[
		'a number for an array',
		obj( { l: { type: 'array' } } ),
		{ l: 5 },
		'accepted',
	],
	[
		'an object with index keys for an array',
		obj( { l: { type: 'array' } } ),
		{ l: { 0: 'a', 1: 'b' } },
		'accepted',
	],
	[
		'an object with names for an array',
		obj( { l: { type: 'array' } } ),
		{ l: { a: 1 } },
		'refused',
	],
	[
		'null for an array',
		obj( { l: { type: 'array' } } ),
		{ l: null },
		'refused',
	],
	[
		'a list for an object',
		obj( { o: { type: 'object' } } ),
		{ o: [ 1, 2 ] },
		'accepted',
	],
	[
		'an empty string for an object',
		obj( { o: { type: 'object' } } ),
		{ o: '' },
		'accepted',
	],
	[
		'a word for an object',
		obj( { o: { type: 'object' } } ),
		{ o: 'x' },
		'refused',
	],
	[
		'integers over GET',
		obj( { ids: { type: 'array', items: { type: 'integer' } } } ),
		{ ids: [ 1, 2 ] },
		'accepted',
		'GET',
	],
	[
		'false over GET',
		obj( { b: { type: 'boolean' } } ),
		{ b: false },
		'accepted',
		'GET',
	],
	[
		'an empty list over GET is not sent',
		obj( { tags: { type: 'array' } }, { required: [ 'tags' ] } ),
		{ tags: [] },
		'refused',
		'GET',
	],
	[
		'a wrong item',
		obj( { ids: { type: 'array', items: { type: 'integer' } } } ),
		{ ids: [ '1', 'x' ] },
		'refused',
	],
	[
		'too few items',
		obj( { l: { type: 'array', minItems: 2 } } ),
		{ l: [ 'a' ] },
		'refused',
	],
	[
		'too many items',
		obj( { l: { type: 'array', maxItems: 1 } } ),
		{ l: [ 'a', 'b' ] },
		'refused',
	],
	[
		'duplicate items',
		obj( { l: { type: 'array', uniqueItems: true } } ),
		{ l: [ 1, 1 ] },
		'refused',
	],
	[
		'1 and "1" are different items',
		obj( { l: { type: 'array', uniqueItems: true } } ),
		{ l: [ 1, '1' ] },
		'accepted',
	],
	// Type lists pick the first type that fits.
	[
		'a word for integer-or-string',
		obj( { v: { type: [ 'integer', 'string' ] } } ),
		{ v: 'abc' },
		'accepted',
	],
	[
		'true for integer-or-string',
		obj( { v: { type: [ 'integer', 'string' ] } } ),
		{ v: true },
		'refused',
	],
	[
		'anything where there is no type',
		obj( { v: { minimum: 5 } } ),
		{ v: 1 },
		'accepted',
	],
	// Objects: required lists and draft-3 flags, extra properties.
	[
		'a missing required property',
		obj( { a: { type: 'string' } }, { required: [ 'a' ] } ),
		{ b: 'x' },
		'refused',
	],
	[
		'a missing draft-3 required property',
		obj( { a: { type: 'string', required: true } } ),
		{ b: 'x' },
		'refused',
	],
	[
		'a draft-3 flag when there is a required list',
		obj(
			{ a: { type: 'string', required: true }, b: { type: 'string' } },
			{ required: [ 'b' ] }
		),
		{ b: 'x' },
		'accepted',
	],
	[
		'an extra property by default',
		obj( { a: { type: 'string' } } ),
		{ a: 'x', extra: 1 },
		'accepted',
	],
	[
		'an extra property when forbidden',
		obj( { a: { type: 'string' } }, { additionalProperties: false } ),
		{ extra: 1 },
		'refused',
	],
	[
		'an extra property of the wrong type',
		obj( {}, { additionalProperties: { type: 'integer' } } ),
		{ extra: 'x' },
		'refused',
	],
	[
		'a pattern property of the wrong type',
		obj( {}, { patternProperties: { '^x_': { type: 'integer' } } } ),
		{ x_a: 'z' },
		'refused',
	],
	[
		'too few properties',
		obj( { f: { type: 'object', minProperties: 1 } } ),
		{ f: {} },
		'refused',
	],
	[
		'a list where the object schema has empty properties',
		{ type: 'object', properties: [] },
		{ a: 1 },
		'accepted',
	],
	// Numbers.
	[
		'the exclusive minimum itself',
		obj( { n: { type: 'integer', minimum: 5, exclusiveMinimum: true } } ),
		{ n: 5 },
		'refused',
	],
	[
		'just above an exclusive minimum',
		obj( { n: { type: 'integer', minimum: 5, exclusiveMinimum: true } } ),
		{ n: 6 },
		'accepted',
	],
	[
		'the exclusive maximum itself',
		obj( { n: { type: 'number', maximum: 10, exclusiveMaximum: true } } ),
		{ n: 10 },
		'refused',
	],
	[
		'both bounds, inclusive',
		obj( { n: { type: 'integer', minimum: 1, maximum: 3 } } ),
		{ n: 3 },
		'accepted',
	],
	[
		'over the maximum, as a string',
		obj( { n: { type: 'integer', maximum: 100 } } ),
		{ n: '500' },
		'refused',
	],
	[
		'a draft-6 exclusiveMinimum alone',
		obj( { n: { type: 'integer', exclusiveMinimum: 5 } } ),
		{ n: 1 },
		'accepted',
	],
	[
		'a multiple of 0.5',
		obj( { n: { type: 'number', multipleOf: 0.5 } } ),
		{ n: 1.5 },
		'accepted',
	],
	[
		'not a multiple of 0.5',
		obj( { n: { type: 'number', multipleOf: 0.5 } } ),
		{ n: 1.2 },
		'refused',
	],
	// Strings count characters as mb_strlen does.
	[
		'three accented characters',
		obj( { s: { type: 'string', minLength: 3, maxLength: 3 } } ),
		{ s: 'héé' },
		'accepted',
	],
	[
		'two emoji',
		obj( { s: { type: 'string', maxLength: 2 } } ),
		{ s: '😀😀' },
		'accepted',
	],
	[
		'a string too long',
		obj( { s: { type: 'string', maxLength: 1 } } ),
		{ s: 'ab' },
		'refused',
	],
	[
		'a pattern match',
		obj( { s: { type: 'string', pattern: '^[a-z]+$' } } ),
		{ s: 'abc' },
		'accepted',
	],
	[
		'a pattern mismatch',
		obj( { s: { type: 'string', pattern: '^[a-z]+$' } } ),
		{ s: 'ABC' },
		'refused',
	],
	[
		'an unanchored pattern',
		obj( { s: { type: 'string', pattern: 'b' } } ),
		{ s: 'abc' },
		'accepted',
	],
	[
		'PCRE’s $ before a final newline',
		obj( { s: { type: 'string', pattern: '^abc$' } } ),
		{ s: 'abc\n' },
		'accepted',
	],
	[
		'a PCRE-only pattern that matches',
		obj( { s: { type: 'string', pattern: '^\\pL+$' } } ),
		{ s: 'abc' },
		'accepted',
	],
	[
		'a PCRE-only pattern that does not',
		obj( { s: { type: 'string', pattern: '\\A[a-z]+\\z' } } ),
		{ s: 'ABC' },
		'server decides',
	],
	[
		'Unicode digits under PHP’s /u',
		obj( { s: { type: 'string', pattern: '^\\d+$' } } ),
		{ s: '٣' },
		'accepted',
	],
	// Enums compare after sanitising.
	[
		'an enum integer as a string',
		obj( { n: { type: 'integer', enum: [ 1, 2 ] } } ),
		{ n: '2' },
		'accepted',
	],
	[
		'outside an integer enum',
		obj( { n: { type: 'integer', enum: [ 1, 2 ] } } ),
		{ n: 3 },
		'refused',
	],
	[
		'outside a string enum',
		obj( { s: { type: 'string', enum: [ 'a' ] } } ),
		{ s: 'b' },
		'refused',
	],
	[
		'"1" in a boolean enum',
		obj( { b: { type: 'boolean', enum: [ true ] } } ),
		{ b: '1' },
		'accepted',
	],
	[
		'an enum without a type',
		obj( { v: { enum: [ 'a' ] } } ),
		{ v: 'a' },
		'accepted',
	],
	// anyOf and oneOf.
	[
		'true for string-or-integer',
		obj( { v: { anyOf: [ { type: 'string' }, { type: 'integer' } ] } } ),
		{ v: true },
		'refused',
	],
	[
		'5 for string-or-integer',
		obj( { v: { anyOf: [ { type: 'string' }, { type: 'integer' } ] } } ),
		{ v: 5 },
		'accepted',
	],
	[
		'branches that inherit the object type',
		{
			type: 'object',
			anyOf: [ { required: [ 'a' ] }, { required: [ 'b' ] } ],
		},
		{ b: 1 },
		'accepted',
	],
	[
		'neither inherited branch',
		{
			type: 'object',
			anyOf: [ { required: [ 'a' ] }, { required: [ 'b' ] } ],
		},
		{ c: 1 },
		'refused',
	],
	[
		'5 fits integer and number (oneOf)',
		obj( { v: { oneOf: [ { type: 'integer' }, { type: 'number' } ] } } ),
		{ v: 5 },
		'refused',
	],
	[
		'5.5 fits only number (oneOf)',
		obj( { v: { oneOf: [ { type: 'integer' }, { type: 'number' } ] } } ),
		{ v: 5.5 },
		'accepted',
	],
	// Formats are left to the server.
	[
		'a date without a time zone',
		obj( { d: { type: 'string', format: 'date-time' } } ),
		{ d: '2026-12-01T10:00:00' },
		'accepted',
	],
	[
		'an invalid email',
		obj( { e: { type: 'string', format: 'email' } } ),
		{ e: 'not an email' },
		'server decides',
	],
	// No input: the schema's default, else null.
	[
		'no input, with a default',
		obj(
			{ a: { type: 'integer' } },
			{ required: [ 'a' ], default: { a: 1 } }
		),
		undefined,
		'accepted',
	],
	[
		'no input, without a default',
		obj( { a: { type: 'integer' } } ),
		undefined,
		'refused',
	],
	[
		'an empty object is no input',
		obj( {}, { default: {} } ),
		{},
		'accepted',
		'GET',
	],
	[ 'a string input', { type: 'string', minLength: 2 }, 'x', 'refused' ],
	[
		'a list input over DELETE',
		{ type: 'array', items: { type: 'integer' } },
		[ 3, 4 ],
		'accepted',
		'DELETE',
	],
];

/** What WordPress says about each case, sent as the bridge sends it. */
function wordpressVerdicts(): Array< true | string > {
	const core = execFileSync(
		'bash',
		[ join( ROOT, 'bin', 'fetch-wordpress.sh' ) ],
		{ encoding: 'utf8' }
	).trim();
	const requests = CASES.map( ( [ , schema, input, , method = 'POST' ] ) => {
		const request = toRunRequest( 'demo/ability', method, input );
		return method === 'POST'
			? { schema, body: JSON.stringify( request.data ) }
			: { schema, query: ( request.path ?? '' ).split( '?' )[ 1 ] ?? '' };
	} );
	const output = execFileSync(
		'php',
		[ join( __dirname, 'wordpress-validate.php' ), core ],
		{
			input: JSON.stringify( requests ),
			encoding: 'utf8',
		}
	);
	return JSON.parse( output );
}

describe( 'validateValue agrees with WordPress', () => {
	let wordpress: Array< true | string >;

	beforeAll( () => {
		wordpress = wordpressVerdicts();
	}, 300_000 );

	it( 'has a table worth trusting', () => {
		expect( CASES.length ).toBeGreaterThanOrEqual( 40 );
		expect( wordpress ).toHaveLength( CASES.length );
	} );

	it.each(
		CASES.map( ( testCase, index ) => [ testCase[ 0 ], index ] as const )
	)( '%s', ( _label, index ) => {
		const [ , schema, input, expected, method = 'POST' ] = CASES[
			index
		] as Case;
		const browser = validateValue(
			inputAsServerReadsIt( input, method, schema ),
			schema
		);
		const server = wordpress[ index ];

		expect( server === true ? 'accepted' : 'refused' ).toBe(
			expected === 'accepted' ? 'accepted' : 'refused'
		);
		if ( expected === 'accepted' ) {
			expect( browser ).not.toHaveProperty( 'refused' );
		} else if ( expected === 'refused' ) {
			expect( browser ).toHaveProperty( 'refused' );
		} else {
			expect( browser ).toBe( 'unknown' );
		}
	} );
} );
