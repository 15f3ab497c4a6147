/**
 * WordPress's `rest_validate_value_from_schema()` in the browser: the rules the run endpoint
 * applies to an ability's input, keyword by keyword, so a call the server would refuse is
 * refused before it is sent, and one it would accept never is.
 *
 * Where the browser cannot be sure (a `format`, a pattern PCRE reads differently, an `enum`
 * WordPress compares after sanitising in ways not repeated here), the answer is "unknown" and the
 * server decides. No code is generated from schemas, so it runs under any CSP.
 */
import { matchPattern } from './pcre-pattern';
import {
	areEqual,
	characterCount,
	isBoolean,
	isEmpty,
	isInteger,
	isJsonObject,
	isList,
	isNumeric,
	isObjectLike,
	isPhpArray,
	isSet,
	stableKey,
	toBoolean,
	toEntries,
	toInteger,
	toList,
	type Json,
	type JsonObject,
} from './php-values';

/** `true`, a reason the value is refused, or `unknown` (accepted here, decided by the server). */
export type Verdict = true | 'unknown' | { refused: string };

type Type =
	'array' | 'object' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

/** In the order `rest_get_best_type_for_value()` tries them. */
const TYPE_CHECKS: Record< Type, ( value: Json ) => boolean > = {
	array: isList,
	object: isObjectLike,
	integer: isInteger,
	number: isNumeric,
	boolean: isBoolean,
	string: ( value ) => typeof value === 'string',
	null: ( value ) => value === null,
};

function isType( value: unknown ): value is Type {
	return typeof value === 'string' && value in TYPE_CHECKS;
}

const refuse = ( refused: string ): Verdict => ( { refused } );

/**
 * The first refusal wins, as in WordPress; otherwise any unknown makes the whole unknown.
 * @param verdicts The checks, run in order until one refuses.
 */
function all( verdicts: Iterable< () => Verdict > ): Verdict {
	let result: Verdict = true;
	for ( const verdict of verdicts ) {
		const current = verdict();
		if ( typeof current === 'object' ) {
			return current;
		}
		if ( current === 'unknown' ) {
			result = current;
		}
	}
	return result;
}

/**
 * `rest_handle_multi_type_schema()`: the first listed type the value fits.
 * @param value The value as PHP reads it.
 * @param types The listed types, in order.
 */
function bestType( value: Json, types: unknown[] ): Type | 'other' | null {
	if ( value === '' && types.includes( 'string' ) ) {
		return 'string';
	}
	const known = types.filter( isType );
	const fitting = known.find( ( type ) => TYPE_CHECKS[ type ]( value ) );
	if ( fitting ) {
		return fitting;
	}
	// WordPress lets a value through when the list names a type it does not know.
	return known.length < types.length ? 'other' : null;
}

/**
 * `anyOf` and `oneOf`: which branch matches, with the parent's type handed down.
 * @param value   The value as PHP reads it.
 * @param schema  Its schema.
 * @param keyword `anyOf` or `oneOf`.
 * @param param   The name WordPress gives the value in messages.
 */
function matchBranches(
	value: Json,
	schema: JsonObject,
	keyword: 'anyOf' | 'oneOf',
	param: string
): { verdict: Verdict } | { matched: JsonObject } {
	const branches = schema[ keyword ];
	if ( ! Array.isArray( branches ) ) {
		return { verdict: true };
	}
	const matches: JsonObject[] = [];
	let unsure = false;
	for ( const branch of branches ) {
		const branchSchema: JsonObject = isJsonObject( branch )
			? { ...branch }
			: {};
		if ( ! isSet( branchSchema.type ) && isSet( schema.type ) ) {
			branchSchema.type = schema.type as Json;
		}
		const verdict = validateValue( value, branchSchema, param );
		if ( verdict === 'unknown' ) {
			unsure = true;
		} else if ( verdict === true ) {
			matches.push( branchSchema );
			if ( keyword === 'anyOf' ) {
				break;
			}
		}
	}
	// An unsure branch before the first match (or any, for `oneOf`) could change the outcome.
	if ( unsure ) {
		return { verdict: 'unknown' };
	}
	if ( matches.length === 0 ) {
		return {
			verdict: refuse(
				`${ param } does not match any of the allowed schemas (${ keyword }).`
			),
		};
	}
	if ( matches.length > 1 ) {
		return {
			verdict: refuse(
				`${ param } matches more than one of the expected formats (oneOf).`
			),
		};
	}
	return { matched: matches[ 0 ] as JsonObject };
}

/**
 * `minProperties`/`maxProperties` and `minItems`/`maxItems`, as WordPress counts them.
 *
 * @param count The properties or items the value has.
 * @param min   The schema's lower bound, if any.
 * @param max   The schema's upper bound, if any.
 * @param param The name WordPress gives the value in messages.
 * @param noun  What is counted.
 */
function containsWithin(
	count: number,
	min: Json | undefined,
	max: Json | undefined,
	param: string,
	noun: 'properties' | 'items'
): Verdict {
	if ( isSet( min ) && count < Number( min ) ) {
		return refuse( `${ param } must contain at least ${ min } ${ noun }.` );
	}
	if ( isSet( max ) && count > Number( max ) ) {
		return refuse( `${ param } must contain at most ${ max } ${ noun }.` );
	}
	return true;
}

function validateObject(
	value: Json,
	schema: JsonObject,
	param: string
): Verdict {
	if ( ! isObjectLike( value ) ) {
		return refuse( `${ param } is not of type object.` );
	}
	const entries = toEntries( value );
	const keys = new Set( entries.map( ( [ key ] ) => key ) );
	const properties = isJsonObject( schema.properties )
		? schema.properties
		: {};
	const required = Array.isArray( schema.required )
		? schema.required
		: // Draft 3: `required: true` on each property, read only when there is no list.
			Object.keys( properties ).filter(
				( name ) =>
					( properties[ name ] as JsonObject | null )?.required ===
					true
			);
	const missing = required.find( ( name ) => ! keys.has( String( name ) ) );
	if ( missing !== undefined ) {
		return refuse(
			`${ String( missing ) } is a required property of ${ param }.`
		);
	}
	const patterns = isJsonObject( schema.patternProperties )
		? Object.entries( schema.patternProperties )
		: [];
	const additional = schema.additionalProperties;
	const verdict = all(
		entries.map( ( [ key, item ] ) => (): Verdict => {
			const path = `${ param }[${ key }]`;
			const property = properties[ key ];
			if ( isSet( property ) ) {
				return validateValue( item, property, path );
			}
			for ( const [ pattern, patternSchema ] of patterns ) {
				const match = matchPattern( pattern, key );
				if ( match === 'unknown' ) {
					return 'unknown';
				}
				if ( match === 'match' ) {
					return validateValue( item, patternSchema, path );
				}
			}
			if ( additional === false ) {
				return refuse( `${ key } is not a valid property of Object.` );
			}
			return isPhpArray( additional )
				? validateValue( item, additional, path )
				: true;
		} )
	);
	if ( verdict !== true ) {
		return verdict;
	}
	return containsWithin(
		entries.length,
		schema.minProperties,
		schema.maxProperties,
		param,
		'properties'
	);
}

function validateArray(
	value: Json,
	schema: JsonObject,
	param: string
): Verdict {
	if ( ! isList( value ) ) {
		return refuse( `${ param } is not of type array.` );
	}
	const items = toList( value );
	if ( isSet( schema.items ) ) {
		const verdict = all(
			items.map(
				( item, index ) => () =>
					validateValue(
						item,
						schema.items,
						`${ param }[${ index }]`
					)
			)
		);
		if ( verdict !== true ) {
			return verdict;
		}
	}
	const counted = containsWithin(
		items.length,
		schema.minItems,
		schema.maxItems,
		param,
		'items'
	);
	if ( counted !== true ) {
		return counted;
	}
	if (
		! isEmpty( schema.uniqueItems ) &&
		new Set( items.map( stableKey ) ).size < items.length
	) {
		return refuse( `${ param } has duplicate items.` );
	}
	return true;
}

function validateNumber(
	value: Json,
	schema: JsonObject,
	param: string,
	type: 'number' | 'integer'
): Verdict {
	if ( ! isNumeric( value ) ) {
		return refuse( `${ param } is not of type ${ type }.` );
	}
	const number = Number( value );
	if (
		isSet( schema.multipleOf ) &&
		number % Number( schema.multipleOf ) !== 0
	) {
		return refuse(
			`${ param } must be a multiple of ${ schema.multipleOf }.`
		);
	}
	const { minimum, maximum } = schema;
	if ( isSet( minimum ) ) {
		const exclusive = ! isEmpty( schema.exclusiveMinimum );
		if (
			exclusive ? number <= Number( minimum ) : number < Number( minimum )
		) {
			return refuse(
				`${ param } must be greater than ${ exclusive ? '' : 'or equal to ' }${ minimum }.`
			);
		}
	}
	if ( isSet( maximum ) ) {
		const exclusive = ! isEmpty( schema.exclusiveMaximum );
		if (
			exclusive ? number >= Number( maximum ) : number > Number( maximum )
		) {
			return refuse(
				`${ param } must be less than ${ exclusive ? '' : 'or equal to ' }${ maximum }.`
			);
		}
	}
	return type === 'integer' && ! isInteger( value )
		? refuse( `${ param } is not of type integer.` )
		: true;
}

function validateString(
	value: Json,
	schema: JsonObject,
	param: string
): Verdict {
	if ( typeof value !== 'string' ) {
		return refuse( `${ param } is not of type string.` );
	}
	const length = characterCount( value );
	if ( isSet( schema.minLength ) && length < Number( schema.minLength ) ) {
		return refuse(
			`${ param } must be at least ${ schema.minLength } characters long.`
		);
	}
	if ( isSet( schema.maxLength ) && length > Number( schema.maxLength ) ) {
		return refuse(
			`${ param } must be at most ${ schema.maxLength } characters long.`
		);
	}
	if ( typeof schema.pattern !== 'string' ) {
		return true;
	}
	const match = matchPattern( schema.pattern, value );
	if ( match === 'no-match' ) {
		return refuse(
			`${ param } does not match pattern ${ schema.pattern }.`
		);
	}
	return match === 'unknown' ? 'unknown' : true;
}

/**
 * `rest_sanitize_value_from_schema()` for the types an `enum` usually lists; `undefined` where
 * WordPress would sanitise in a way not repeated here.
 * @param value  The value as PHP reads it.
 * @param schema Its schema.
 * @param type   Its type, as resolved.
 */
function sanitize(
	value: Json,
	schema: JsonObject,
	type: Type | 'other' | undefined
): Json | undefined {
	switch ( type ) {
		case 'integer':
			return toInteger( value );
		case 'number':
			return Number( value );
		case 'boolean':
			return toBoolean( value );
		case 'null':
			return null;
		case 'string':
			return isSet( schema.format ) ? undefined : value;
		case 'array':
			return isSet( schema.items ) ? undefined : toList( value );
		default:
			return undefined;
	}
}

function checkEnum(
	value: Json,
	schema: JsonObject,
	type: Type | 'other' | undefined,
	param: string
): Verdict {
	const allowed = schema.enum;
	if ( isEmpty( allowed ) || ! isPhpArray( allowed ) ) {
		return true;
	}
	const sanitized = sanitize( value, schema, type );
	if (
		sanitized === undefined ||
		isSet( schema.anyOf ) ||
		isSet( schema.oneOf )
	) {
		return 'unknown';
	}
	const options = toList( allowed );
	return options.some( ( option ) => areEqual( sanitized, option ) )
		? true
		: refuse(
				`${ param } is not one of ${ options.map( ( option ) => JSON.stringify( option ) ).join( ', ' ) }.`
			);
}

/**
 * @param value  The value as PHP will decode it.
 * @param schema Its schema, as the ability declares it.
 * @param param  The name WordPress gives the value in messages.
 */
export function validateValue(
	value: Json,
	schema: unknown,
	param = 'input'
): Verdict {
	if ( ! isJsonObject( schema ) ) {
		return true;
	}
	let args = schema;
	for ( const keyword of [ 'anyOf', 'oneOf' ] as const ) {
		if ( ! isSet( args[ keyword ] ) ) {
			continue;
		}
		const branch = matchBranches( value, args, keyword, param );
		if ( 'verdict' in branch ) {
			if ( branch.verdict !== true ) {
				return branch.verdict;
			}
			continue;
		}
		if ( ! isSet( args.type ) && isSet( branch.matched.type ) ) {
			args = { ...args, type: branch.matched.type as Json };
		}
	}

	let type: Type | 'other' | null | undefined = isType( args.type )
		? args.type
		: undefined;
	if ( Array.isArray( args.type ) ) {
		type = bestType( value, args.type );
	}
	if ( type === null ) {
		return refuse(
			`${ param } is not of type ${ ( args.type as Json[] ).join( ',' ) }.`
		);
	}
	let verdict: Verdict = true;
	switch ( type ) {
		case 'null':
			verdict =
				value === null
					? true
					: refuse( `${ param } is not of type null.` );
			break;
		case 'boolean':
			verdict = isBoolean( value )
				? true
				: refuse( `${ param } is not of type boolean.` );
			break;
		case 'object':
			verdict = validateObject( value, args, param );
			break;
		case 'array':
			verdict = validateArray( value, args, param );
			break;
		case 'number':
		case 'integer':
			verdict = validateNumber( value, args, param, type );
			break;
		case 'string':
			verdict = validateString( value, args, param );
			break;
	}
	// WordPress checks formats (email, date-time, uuid, ...) with its own parsers.
	const format =
		isSet( args.format ) && ( type === undefined || type === 'string' )
			? 'unknown'
			: true;
	return all( [
		() => verdict,
		() => checkEnum( value, args, type, param ),
		() => format,
	] );
}
