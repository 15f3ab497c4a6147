/**
 * Where malformed schemas are repaired: WordPress accepts some schemas strict JSON Schema
 * clients refuse, so each tool gets a draft-04 form, and the settings screen names what was
 * wrong so owners and plugin authors can see which abilities need fixing.
 */
import { isJsonObject } from '../schema/php-values';

type JsonObject = Record< string, unknown >;

export interface SchemaRepair {
	/** Where, as a JSON Pointer into the schema (`''` is the schema itself). */
	path: string;
	/**
	 * `properties-list`: an empty `properties` sent as `[]` (PHP's `array()`);
	 * `draft-03-required`: a property marked `required: true` instead of listed in `required`;
	 * `empty-required`: a `required` list with nothing in it, which draft-04 forbids.
	 */
	kind: 'properties-list' | 'draft-03-required' | 'empty-required';
}

export interface RepairedSchema {
	schema: JsonObject;
	repairs: SchemaRepair[];
}

const pointer = ( path: string, key: string ) =>
	`${ path }/${ key.replaceAll( '~', '~0' ).replaceAll( '/', '~1' ) }`;

function repair(
	schema: JsonObject,
	path: string,
	repairs: SchemaRepair[]
): JsonObject {
	const repaired: JsonObject = { ...schema };
	if ( Array.isArray( repaired.properties ) ) {
		repaired.properties = {};
		repairs.push( {
			path: pointer( path, 'properties' ),
			kind: 'properties-list',
		} );
	}
	const listed = Array.isArray( repaired.required )
		? repaired.required.filter( ( key ) => typeof key === 'string' )
		: null;
	if ( isJsonObject( repaired.properties ) ) {
		const required = new Set( listed ?? [] );
		const properties: JsonObject = {};
		for ( const [ key, property ] of Object.entries(
			repaired.properties
		) ) {
			const at = pointer( pointer( path, 'properties' ), key );
			if ( ! isJsonObject( property ) ) {
				properties[ key ] = property;
				continue;
			}
			const { required: flag, ...rest } = property;
			if ( flag === true ) {
				required.add( key );
				repairs.push( { path: at, kind: 'draft-03-required' } );
			}
			// A boolean `required` is the draft-03 flag; an array is this property's own list.
			properties[ key ] = repair(
				typeof flag === 'boolean' ? rest : property,
				at,
				repairs
			);
		}
		repaired.properties = properties;
		if ( required.size > 0 ) {
			repaired.required = [ ...required ];
		} else {
			delete repaired.required;
		}
	}
	if ( listed !== null && listed.length === 0 ) {
		delete repaired.required;
		repairs.push( {
			path: pointer( path, 'required' ),
			kind: 'empty-required',
		} );
	}
	if ( isJsonObject( repaired.items ) ) {
		repaired.items = repair(
			repaired.items,
			pointer( path, 'items' ),
			repairs
		);
	}
	for ( const keyword of [ 'anyOf', 'oneOf', 'allOf' ] ) {
		const branches = repaired[ keyword ];
		if ( Array.isArray( branches ) ) {
			repaired[ keyword ] = branches.map( ( branch, index ) =>
				isJsonObject( branch )
					? repair(
							branch,
							pointer(
								pointer( path, keyword ),
								String( index )
							),
							repairs
						)
					: branch
			);
		}
	}
	return repaired;
}

/**
 * @param schema A JSON schema as WordPress serves it.
 * @return The same schema in draft-04 form, at every depth, and what had to change.
 */
export function repairSchema( schema: JsonObject ): RepairedSchema {
	const repairs: SchemaRepair[] = [];
	return { schema: repair( schema, '', repairs ), repairs };
}
