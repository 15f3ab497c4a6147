/**
 * "This page" for a visitor's tool: an ability whose `meta.webmcp.current_page` names the inputs
 * that say what it reads gets the first of them, the address of the page the visitor is on,
 * when a call gives none. The tool's schema no longer requires it; the server still checks it
 * like any other input.
 */
import type { Ability } from '../abilities/ability';
import { isJsonObject, isStringList } from '../schema/php-values';
import type { ModelContextTool } from '../webmcp';

function currentPageInputs( ability: Ability ): string[] {
	const meta: unknown = ability.meta;
	const inputs =
		isJsonObject( meta ) && isJsonObject( meta.webmcp )
			? meta.webmcp.current_page
			: undefined;
	return isStringList( inputs ) ? inputs : [];
}

/**
 * @param tool    A tool built for the ability.
 * @param ability The ability.
 * @return The tool, reading the current page when a call names nothing.
 */
export function defaultingToCurrentPage(
	tool: ModelContextTool,
	ability: Ability
): ModelContextTool {
	const inputs = currentPageInputs( ability );
	if ( inputs.length === 0 ) {
		return tool;
	}
	const first = inputs[ 0 ] as string;
	const schema = tool.inputSchema;
	const required = Array.isArray( schema?.required )
		? ( schema.required as unknown[] ).filter( ( name ) => name !== first )
		: undefined;
	return {
		...tool,
		inputSchema: schema && {
			...schema,
			...( required && { required } ),
		},
		execute: ( input, options ) => {
			const given = isJsonObject( input ) ? input : {};
			const namesOne = inputs.some( ( name ) => name in given );
			return tool.execute(
				input === undefined || ( isJsonObject( input ) && ! namesOne )
					? { ...given, [ first ]: window.location.href }
					: input,
				options
			);
		},
	};
}
