/**
 * The shape of an ability as `/wp-abilities/v1/abilities` returns it, checked at runtime
 * because other plugins' abilities reach the bridge through it.
 */
import { ABILITY_NAME } from '../contract';
import { isJsonObject } from '../schema/php-values';

type Flag = boolean | null | undefined;

export interface Ability {
	name: string;
	label: string;
	description: string;
	category: string;
	input_schema?: unknown;
	output_schema?: unknown;
	meta?: {
		/** How the ability asks to be offered to agents; see docs/abilities.md. */
		webmcp?: {
			expose?: boolean;
			consequential?: boolean;
			untrusted_output?: boolean;
			/** A read-only ability that describes what a call acts on, for the confirmation. */
			describe?: string;
			/** Input that makes a call destructive: field name => the values that do. */
			destructive_when?: Record< string, unknown[] >;
			/** The capability that lets a person propose a call they may not run (server-checked). */
			proposable?: string;
		};
		annotations?: {
			readonly?: Flag;
			destructive?: Flag;
			idempotent?: Flag;
		} | null;
	};
}

const WEBMCP_FLAGS = [ 'expose', 'consequential', 'untrusted_output' ] as const;
const ANNOTATIONS = [ 'readonly', 'destructive', 'idempotent' ] as const;

/**
 * Why `meta` cannot be read, or `null` when it can.
 * @param meta The ability’s `meta`.
 */
function metaProblem( meta: unknown ): string | null {
	if ( meta === undefined ) {
		return null;
	}
	if ( ! isJsonObject( meta ) ) {
		return 'meta is not an object';
	}
	const { webmcp, annotations } = meta;
	if ( webmcp !== undefined ) {
		if ( ! isJsonObject( webmcp ) ) {
			return 'meta.webmcp is not an object';
		}
		const flag = WEBMCP_FLAGS.find(
			( key ) =>
				! [ 'boolean', 'undefined' ].includes( typeof webmcp[ key ] )
		);
		if ( flag ) {
			return `meta.webmcp.${ flag } is not a boolean`;
		}
		if (
			webmcp.describe !== undefined &&
			! (
				typeof webmcp.describe === 'string' &&
				ABILITY_NAME.test( webmcp.describe )
			)
		) {
			return 'meta.webmcp.describe is not an ability name';
		}
		const when = webmcp.destructive_when;
		if (
			when !== undefined &&
			! (
				isJsonObject( when ) &&
				Object.values( when ).every( Array.isArray )
			)
		) {
			return 'meta.webmcp.destructive_when is not a map of value lists';
		}
	}
	if ( annotations !== undefined && annotations !== null ) {
		if ( ! isJsonObject( annotations ) ) {
			return 'meta.annotations is not an object';
		}
		const flag = ANNOTATIONS.find(
			( key ) =>
				! [ 'boolean', 'undefined' ].includes(
					typeof annotations[ key ]
				) && annotations[ key ] !== null
		);
		if ( flag ) {
			return `meta.annotations.${ flag } is not a boolean`;
		}
	}
	return null;
}

/**
 * @param item One entry of the abilities list.
 * @return The ability, or why it cannot be read as one.
 */
export function readAbility( item: unknown ): Ability | { problem: string } {
	if ( ! isJsonObject( item ) ) {
		return { problem: 'not an object' };
	}
	if ( typeof item.name !== 'string' || ! ABILITY_NAME.test( item.name ) ) {
		return { problem: 'name is not an ability name' };
	}
	const text = [ 'label', 'description', 'category' ].find(
		( key ) => typeof item[ key ] !== 'string'
	);
	if ( text ) {
		return { problem: `${ text } is not a string` };
	}
	const problem = metaProblem( item.meta );
	return problem ? { problem } : ( item as unknown as Ability );
}
