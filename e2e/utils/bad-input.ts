/**
 * Derives bad inputs from an ability's input schema, deterministically from a seed: wrong
 * types, numbers out of range, strings too long or empty, unknown enum values, dates that are
 * not dates, missing required and unknown extra properties, wrong item types, too many or
 * repeated items. A stand-in for a property-based library (fast-check is not installed here).
 *
 * Every value is bad *as the server receives it*: GET and DELETE carry input in the query
 * string, where `42` arrives as "42" (a valid string) and WordPress reads the numeric string
 * "5" as an integer, so values that the query string or WordPress's coercion would make valid
 * are only generated for JSON bodies.
 */

export interface JsonSchema {
	type?: string | string[];
	/** PHP serialises an empty property list as `[]`. */
	properties?: Record< string, JsonSchema > | [];
	required?: string[];
	additionalProperties?: boolean;
	minProperties?: number;
	enum?: unknown[];
	minimum?: number;
	maximum?: number;
	minLength?: number;
	maxLength?: number;
	format?: string;
	items?: JsonSchema;
	maxItems?: number;
	uniqueItems?: boolean;
}

/** JSON in a POST body, or PHP's bracket form in a GET/DELETE query string. */
export type Transport = 'json' | 'query';

export interface BadInput {
	/** What makes it bad, for failure messages. */
	why: string;
	input: unknown;
}

/**
 * A small seeded PRNG (mulberry32): the same seed gives the same inputs on every run.
 * @param seed Any integer.
 */
/* eslint-disable no-bitwise -- mulberry32 is defined by its bit operations. */
export function seededRandom( seed: number ): () => number {
	let state = seed >>> 0;
	return () => {
		state = ( state + 0x6d2b79f5 ) >>> 0;
		let t = state;
		t = Math.imul( t ^ ( t >>> 15 ), t | 1 );
		t ^= t + Math.imul( t ^ ( t >>> 7 ), t | 61 );
		return ( ( t ^ ( t >>> 14 ) ) >>> 0 ) / 4294967296;
	};
}
/* eslint-enable no-bitwise */

class Draw {
	constructor( private readonly random: () => number ) {}

	int( min: number, max: number ): number {
		return min + Math.floor( this.random() * ( max - min + 1 ) );
	}

	pick< T >( list: readonly T[] ): T {
		return list[ this.int( 0, list.length - 1 ) ] as T;
	}

	/**
	 * Lower-case letters only: never numeric, never a date.
	 * @param min The fewest letters.
	 * @param max The most letters.
	 */
	word( min = 3, max = 12 ): string {
		const length = this.int( min, max );
		return Array.from( { length }, () =>
			String.fromCharCode( 97 + this.int( 0, 25 ) )
		).join( '' );
	}
}

function typeOf( schema: JsonSchema ): string {
	return (
		( Array.isArray( schema.type ) ? schema.type[ 0 ] : schema.type ) ??
		'object'
	);
}

function propertiesOf( schema: JsonSchema ): Record< string, JsonSchema > {
	return Array.isArray( schema.properties )
		? {}
		: ( schema.properties ?? {} );
}

/**
 * A value the schema accepts, to surround the one bad value with valid ones.
 * @param schema A JSON schema.
 * @param draw   The seeded source of choices.
 */
function validValue( schema: JsonSchema, draw: Draw ): unknown {
	if ( schema.enum ) {
		return draw.pick( schema.enum );
	}
	switch ( typeOf( schema ) ) {
		case 'integer':
			return draw.int(
				schema.minimum ?? 1,
				schema.maximum ?? ( schema.minimum ?? 1 ) + 1000
			);
		case 'string':
			if ( schema.format === 'date-time' ) {
				return '2099-06-01T09:00:00Z';
			}
			return draw.word(
				Math.max( schema.minLength ?? 1, 1 ),
				Math.min( schema.maxLength ?? 12, 12 )
			);
		case 'array':
			return schema.items ? [ validValue( schema.items, draw ) ] : [];
		case 'boolean':
			return true;
		default:
			return {};
	}
}

/**
 * Bad values for one value's schema, each bad on its own.
 * @param schema    A JSON schema.
 * @param transport How the input travels (JSON body or query string).
 * @param draw      The seeded source of choices.
 */
function badValues(
	schema: JsonSchema,
	transport: Transport,
	draw: Draw
): BadInput[] {
	const bad: BadInput[] = [];
	const jsonOnly = ( why: string, input: unknown ) =>
		transport === 'json' && bad.push( { why, input } );
	switch ( typeOf( schema ) ) {
		case 'integer': {
			if ( schema.minimum !== undefined ) {
				bad.push( {
					why: 'below its minimum',
					input: schema.minimum - draw.int( 1, 1000 ),
				} );
			}
			if ( schema.maximum !== undefined ) {
				bad.push( {
					why: 'above its maximum',
					input: schema.maximum + draw.int( 1, 1_000_000 ),
				} );
			}
			// Within range, so only its fraction is wrong.
			const low = schema.minimum ?? 1;
			bad.push( {
				why: 'a fraction',
				input:
					draw.int( low, ( schema.maximum ?? low + 100 ) - 1 ) +
					draw.pick( [ 0.5, 0.25, 0.75 ] ),
			} );
			bad.push( { why: 'letters for an integer', input: draw.word() } );
			bad.push( {
				why: 'a list for an integer',
				input: [ draw.int( 1, 100 ) ],
			} );
			bad.push( {
				why: 'an object for an integer',
				input: { [ draw.word() ]: draw.int( 1, 100 ) },
			} );
			jsonOnly(
				'a boolean for an integer',
				draw.pick( [ true, false ] )
			);
			jsonOnly( 'null for an integer', null );
			break;
		}
		case 'string': {
			if ( schema.maxLength !== undefined ) {
				bad.push( {
					why: 'longer than its maxLength',
					input: 'x'.repeat( schema.maxLength + draw.int( 1, 50 ) ),
				} );
			}
			if ( ( schema.minLength ?? 0 ) > 0 ) {
				bad.push( { why: 'shorter than its minLength', input: '' } );
			}
			if ( schema.enum ) {
				bad.push( { why: 'outside its enum', input: draw.word() } );
				const member = String( draw.pick( schema.enum ) );
				bad.push( {
					why: 'an enum member in capitals',
					input: member.toUpperCase(),
				} );
				bad.push( {
					why: 'an enum member with a space',
					input: ` ${ member }`,
				} );
			}
			if ( schema.format === 'date-time' ) {
				bad.push( {
					why: 'words for a date-time',
					input: draw.word(),
				} );
				bad.push( {
					why: 'a month 13 date-time',
					input: `20${ draw.int( 27, 40 ) }-13-0${ draw.int( 1, 9 ) }T10:00:00Z`,
				} );
				bad.push( {
					why: 'a day-first date',
					input: `${ draw.int( 13, 28 ) }/0${ draw.int( 1, 9 ) }/2099`,
				} );
			}
			bad.push( { why: 'a list for a string', input: [ draw.word() ] } );
			bad.push( {
				why: 'an object for a string',
				input: { [ draw.word() ]: draw.word() },
			} );
			jsonOnly( 'a number for a string', draw.int( 0, 1_000_000 ) );
			jsonOnly( 'a boolean for a string', draw.pick( [ true, false ] ) );
			jsonOnly( 'null for a string', null );
			break;
		}
		case 'array': {
			const items = schema.items ?? {};
			bad.push( {
				why: 'an object for a list',
				input: { [ draw.word() ]: validValue( items, draw ) },
			} );
			if ( schema.maxItems !== undefined ) {
				const itemAt = ( index: number ) => {
					if ( items.enum ) {
						return items.enum[ index % items.enum.length ];
					}
					return typeOf( items ) === 'integer'
						? index + 1
						: `${ draw.word() }${ index }`;
				};
				const many = Array.from(
					{ length: schema.maxItems + draw.int( 1, 3 ) },
					( _, index ) => itemAt( index )
				);
				bad.push( {
					why: 'more items than its maxItems',
					input: many,
				} );
			}
			if ( schema.uniqueItems ) {
				const item = validValue( items, draw );
				bad.push( { why: 'a repeated item', input: [ item, item ] } );
			}
			for ( const item of badValues( items, transport, draw ) ) {
				bad.push( {
					why: `an item that is ${ item.why }`,
					input: [ validValue( items, draw ), item.input ],
				} );
			}
			break;
		}
		default:
			jsonOnly( 'a string for a value', draw.word() );
	}
	return bad;
}

/**
 * Valid required properties, plus optional ones until `minProperties` is met.
 * @param schema A JSON schema.
 * @param draw   The seeded source of choices.
 */
function validBase(
	schema: JsonSchema,
	draw: Draw
): Record< string, unknown > {
	const properties = propertiesOf( schema );
	const base: Record< string, unknown > = {};
	for ( const name of schema.required ?? [] ) {
		base[ name ] = validValue( properties[ name ] ?? {}, draw );
	}
	for ( const [ name, property ] of Object.entries( properties ) ) {
		if ( Object.keys( base ).length >= ( schema.minProperties ?? 0 ) ) {
			break;
		}
		base[ name ] ??= validValue( property, draw );
	}
	return base;
}

/**
 * One round of bad inputs for an object input schema; call again with the same `Draw` for new
 * random values.
 * @param schema    A JSON schema.
 * @param transport How the input travels (JSON body or query string).
 * @param draw      The seeded source of choices.
 */
function oneRound(
	schema: JsonSchema,
	transport: Transport,
	draw: Draw
): BadInput[] {
	const properties = propertiesOf( schema );
	const base = validBase( schema, draw );
	const cases: BadInput[] = [];

	for ( const [ name, property ] of Object.entries( properties ) ) {
		for ( const bad of badValues( property, transport, draw ) ) {
			cases.push( {
				why: `${ name }: ${ bad.why }`,
				input: { ...base, [ name ]: bad.input },
			} );
		}
	}
	for ( const name of schema.required ?? [] ) {
		const { [ name ]: _missing, ...rest } = {
			...base,
			...validBase( schema, draw ),
		};
		cases.push( { why: `${ name } missing`, input: rest } );
	}
	if ( schema.additionalProperties === false ) {
		cases.push( {
			why: 'an unknown property',
			input: {
				...base,
				[ `x${ draw.word() }` ]: draw.pick( [
					draw.word(),
					draw.int( 1, 99 ),
				] ),
			},
		} );
	}
	if ( ( schema.minProperties ?? 0 ) > ( schema.required?.length ?? 0 ) ) {
		const onlyRequired = Object.fromEntries(
			( schema.required ?? [] ).map( ( name ) => [ name, base[ name ] ] )
		);
		cases.push( {
			why: 'fewer properties than its minProperties',
			input: onlyRequired,
		} );
	}
	// An empty string in a query string reads as an empty object, so words only.
	cases.push( { why: 'a string for the input object', input: draw.word() } );
	cases.push( {
		why: 'a list for the input object',
		input: [ draw.word(), draw.int( 1, 99 ) ],
	} );
	if ( transport === 'json' ) {
		cases.push( {
			why: 'a number for the input object',
			input: draw.int( 1, 1_000_000 ),
		} );
		cases.push( { why: 'a boolean for the input object', input: true } );
	}
	return cases;
}

/**
 * @param schema    An object input schema, as the REST API serves it.
 * @param transport How the input travels.
 * @param random    A seeded PRNG.
 * @param rounds    How many rounds of random values.
 * @return Bad inputs, without repeats.
 */
export function badInputs(
	schema: JsonSchema,
	transport: Transport,
	random: () => number,
	rounds = 1
): BadInput[] {
	const draw = new Draw( random );
	const seen = new Set< string >();
	const cases: BadInput[] = [];
	for ( let round = 0; round < rounds; round++ ) {
		for ( const bad of oneRound( schema, transport, draw ) ) {
			const key = JSON.stringify( bad.input );
			if ( ! seen.has( key ) ) {
				seen.add( key );
				cases.push( bad );
			}
		}
	}
	return cases;
}
