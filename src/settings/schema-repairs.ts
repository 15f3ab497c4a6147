/**
 * What the settings screen says when the bridge had to repair an ability's schemas before
 * handing them to agents (see `src/tools/repair-schema.ts`).
 */
import { __, sprintf } from '@wordpress/i18n';

import { isJsonObject } from '../schema/php-values';
import { repairSchema, type SchemaRepair } from '../tools/repair-schema';

function describe( which: string, repair: SchemaRepair ): string {
	const at = repair.path === '' ? '/' : repair.path;
	switch ( repair.kind ) {
		case 'properties-list':
			return sprintf(
				/* translators: 1: "Input" or "Output", 2: a JSON Pointer such as /properties/options. */
				__(
					'%1$s schema: an empty `properties` sent as a list, not an object (%2$s).',
					'webmcp-abilities'
				),
				which,
				at
			);
		case 'draft-03-required':
			return sprintf(
				/* translators: 1: "Input" or "Output", 2: a JSON Pointer such as /properties/id. */
				__(
					'%1$s schema: `required: true` on a property (draft-03) instead of a `required` list (%2$s).',
					'webmcp-abilities'
				),
				which,
				at
			);
		case 'empty-required':
			return sprintf(
				/* translators: 1: "Input" or "Output", 2: a JSON Pointer such as /required. */
				__(
					'%1$s schema: an empty `required` list, which JSON Schema forbids (%2$s).',
					'webmcp-abilities'
				),
				which,
				at
			);
	}
}

/**
 * @param inputSchema  The ability's input schema, as served.
 * @param outputSchema Its output schema, as served.
 * @return One line per repair the bridge makes to them; none for well-formed schemas.
 */
export function schemaRepairs(
	inputSchema: unknown,
	outputSchema: unknown
): string[] {
	return [
		[ __( 'Input', 'webmcp-abilities' ), inputSchema ] as const,
		[ __( 'Output', 'webmcp-abilities' ), outputSchema ] as const,
	].flatMap( ( [ which, schema ] ) =>
		isJsonObject( schema )
			? repairSchema( schema ).repairs.map( ( repair ) =>
					describe( which, repair )
				)
			: []
	);
}
