/**
 * Marks the saves a Site Editor tool makes (through core-data, as the Site Editor's own Save
 * does) with the tool's header, so the server logs each saved entity as the agent's, with what
 * undoing it takes (`Undo/Design_Save_Capture.php`). Only while the tool saves, and only saves
 * of the design entities: the person's own saves stay theirs.
 */
import apiFetch, { type APIFetchMiddleware } from '@wordpress/api-fetch';

import { TOOL_HEADER } from '../contract';
import { toToolName } from '../tools/tool-name';

const DESIGN_ROUTES =
	/^\/wp\/v2\/(?:global-styles|navigation|templates|template-parts)\//;
const READ_METHODS = new Set( [ 'GET', 'HEAD', 'OPTIONS' ] );

/** The tool saving now, if one is. */
let savingTool: string | null = null;
let watching = false;

const markToolSaves: APIFetchMiddleware = ( options, next ) => {
	const method = ( options.method ?? 'GET' ).toUpperCase();
	if (
		savingTool === null ||
		READ_METHODS.has( method ) ||
		! DESIGN_ROUTES.test( options.path ?? '' )
	) {
		return next( options );
	}
	return next( {
		...options,
		headers: { ...options.headers, [ TOOL_HEADER ]: savingTool },
	} );
};

/**
 * @param ability The tool's ability.
 * @param save    Its saves.
 * @return What the saves answer.
 */
export async function asToolSaves< T >(
	ability: string,
	save: () => Promise< T >
): Promise< T > {
	if ( ! watching ) {
		watching = true;
		apiFetch.use( markToolSaves );
	}
	savingTool = toToolName( ability );
	try {
		return await save();
	} finally {
		savingTool = null;
	}
}
