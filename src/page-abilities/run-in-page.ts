/**
 * Runs a browser-side ability in the page through `@wordpress/abilities`' own `executeAbility()`
 * (its permission check, input and output checks, then its callback): no REST request.
 */
import { __, sprintf } from '@wordpress/i18n';

import { toolFailure, type ToolResult } from '../errors';
import type { InputCheck } from '../tools/validate-input';

interface AbilitiesModule {
	getAbility: ( name: string ) => unknown;
	executeAbility: ( name: string, input: unknown ) => Promise< unknown >;
	validateValueFromSchema: (
		value: unknown,
		schema: unknown,
		param: string
	) => true | string;
}

let loading: Promise< AbilitiesModule | null > | undefined;

/**
 * The module that holds the store, through the page's import map (the plugin maps it beside the
 * bridge, and any module that imports it maps it too). Loaded on the first call; a failure is
 * not kept, so a later call tries again.
 */
function abilitiesModule(): Promise< AbilitiesModule | null > {
	loading ??= import(
		/* webpackIgnore: true */ '@wordpress/abilities' as string
	).then(
		( module: Partial< AbilitiesModule > ) =>
			typeof module.executeAbility === 'function' &&
			typeof module.getAbility === 'function' &&
			typeof module.validateValueFromSchema === 'function'
				? ( module as AbilitiesModule )
				: null,
		() => {
			loading = undefined;
			return null;
		}
	);
	return loading;
}

const unavailable = () =>
	toolFailure(
		'server_error',
		__(
			'The page’s abilities could not be loaded; nothing ran. Try again, or reload the page.',
			'webmcp-abilities'
		),
		true
	);

/** The ability left the store after the agent saw its tool (its tool is being withdrawn). */
const withdrawn = () =>
	toolFailure(
		'tool_withdrawn',
		__(
			'This tool is no longer offered on this page; nothing ran. Use the tools the page offers now.',
			'webmcp-abilities'
		)
	);

/**
 * Checks the input with the store's own validator, so the person is never asked to confirm a
 * call the store would refuse.
 *
 * @param inputSchema The ability's input schema.
 * @param input       The ability's input.
 */
export async function checkInPage(
	inputSchema: unknown,
	input: unknown
): Promise< InputCheck > {
	const module = await abilitiesModule();
	if ( ! module || inputSchema === undefined || inputSchema === null ) {
		return { ok: true };
	}
	const verdict = module.validateValueFromSchema(
		input,
		inputSchema,
		'input'
	);
	return verdict === true ? { ok: true } : { ok: false, message: verdict };
}

type PageErrorCode =
	| 'access_denied'
	| 'invalid_input'
	| 'not_found'
	| 'conflict'
	| 'editor_not_ready'
	| 'locked'
	| 'stale_context';

/** Codes after which the same call, unchanged, may succeed later. */
const RETRYABLE: PageErrorCode[] = [ 'editor_not_ready' ];

/** What `executeAbility()` throws, by its `code`, and the stable codes an ability may throw itself. */
const CODES: Record< string, PageErrorCode > = {
	ability_permission_denied: 'access_denied',
	ability_invalid_input: 'invalid_input',
	access_denied: 'access_denied',
	invalid_input: 'invalid_input',
	not_found: 'not_found',
	conflict: 'conflict',
	editor_not_ready: 'editor_not_ready',
	locked: 'locked',
	stale_context: 'stale_context',
};

/**
 * @param name An ability's name.
 * @return Whether the page's store holds it now.
 */
export async function storeHas( name: string ): Promise< boolean > {
	const module = await abilitiesModule();
	return Boolean( module?.getAbility( name ) );
}

/**
 * @param name  The ability's name.
 * @param input Its input.
 * @return Its result or a tool error; never rejects.
 */
export async function runInPage(
	name: string,
	input: unknown
): Promise< ToolResult > {
	const module = await abilitiesModule();
	if ( ! module ) {
		return unavailable();
	}
	if ( ! module.getAbility( name ) ) {
		return withdrawn();
	}
	try {
		return { ok: true, result: await module.executeAbility( name, input ) };
	} catch ( error ) {
		const code = ( error as { code?: unknown } | null )?.code;
		const message =
			error instanceof Error ? error.message : String( error );
		if ( typeof code === 'string' && code in CODES ) {
			const pageCode = CODES[ code ] as PageErrorCode;
			return toolFailure(
				pageCode,
				message,
				RETRYABLE.includes( pageCode )
			);
		}
		return toolFailure(
			'ability_failed',
			sprintf(
				/* translators: %s: the error message. */
				__( 'The ability failed in the page: %s', 'webmcp-abilities' ),
				message
			)
		);
	}
}
