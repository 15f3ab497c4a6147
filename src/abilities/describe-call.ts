/**
 * Reads what a consequential call would act on, as the server sees it now, through the
 * read-only ability the called ability names in `meta.webmcp.describe`.
 *
 * The contract for a describing ability (any plugin's): read-only and `show_in_rest`; it is run
 * over GET with the called ability's exact input (an input too long for an address is posted, and
 * the server reads it as that GET), so its input schema must accept every property
 * of that input; it answers `{ title: string, fields: [ { label: string, value: string } ] }`,
 * and, for texts the call rewrites, `changes: [ { label, parts: [ { change, text } ] } ]`, each
 * part `same`, `removed` or `added` (a diff); labels translated on the server; its permission check is no stricter than the described
 * ability's, since a `not_found` or `access_denied` from it ends the call unasked, as does an
 * `invalid_input` (the call would be refused the same: nobody is asked about it). A server
 * ability that names none is described by `webmcp-abilities/describe-call` with
 * `{ ability, input }`, which runs the ability's own input and permission checks first.
 */
import apiFetch from '@wordpress/api-fetch';

import { toToolError, type ToolError } from '../errors';
import { isJsonObject } from '../schema/php-values';
import {
	ABILITY_NAME,
	ASSISTANT_CALL_HEADER,
	DESCRIBES_HEADER,
	TOOL_HEADER,
} from '../contract';
import type { Ability } from './ability';
import { toRunRequest } from './run-ability';

export type DiffPart = {
	change: 'same' | 'removed' | 'added';
	text: string;
};

export interface ObjectDescription {
	title: string;
	fields: Array< { label: string; value: string } >;
	/** Texts the call rewrites, each as a diff; empty when it rewrites none. */
	changes: Array< { label: string; parts: DiffPart[] } >;
	/** Present when the server would make the call a proposal: who decides it. */
	proposal?: { approvers: string };
}

const CHANGES = new Set( [ 'same', 'removed', 'added' ] );

/**
 * @param change One entry of `changes`.
 * @return Whether it is a labelled diff whose parts are all text of a known kind.
 */
const isDiff = ( change: unknown ): boolean =>
	isJsonObject( change ) &&
	typeof change.label === 'string' &&
	Array.isArray( change.parts ) &&
	change.parts.every(
		( part ) =>
			isJsonObject( part ) &&
			typeof part.text === 'string' &&
			CHANGES.has( String( part.change ) )
	);

/**
 * @param output What the describing ability returned.
 * @return It as a description (numbers as text), or `null` when it is not one.
 */
export function readDescription( output: unknown ): ObjectDescription | null {
	if (
		! isJsonObject( output ) ||
		typeof output.title !== 'string' ||
		! Array.isArray( output.fields )
	) {
		return null;
	}
	const changes = output.changes ?? [];
	const fields = output.fields.map( ( field ) =>
		isJsonObject( field ) &&
		typeof field.label === 'string' &&
		[ 'string', 'number' ].includes( typeof field.value )
			? { label: field.label, value: String( field.value ) }
			: null
	);
	if (
		! fields.every( ( field ) => field !== null ) ||
		! Array.isArray( changes ) ||
		! changes.every( isDiff )
	) {
		return null;
	}
	const approvers = isJsonObject( output.proposal )
		? output.proposal.approvers
		: undefined;
	return {
		title: output.title,
		fields: fields as ObjectDescription[ 'fields' ],
		changes: changes as ObjectDescription[ 'changes' ],
		...( typeof approvers === 'string' ? { proposal: { approvers } } : {} ),
	};
}

export type DescribeOutcome =
	| { kind: 'described'; description: ObjectDescription }
	/** The object is missing or not the person's to act on (or the agent cancelled): stop here. */
	| { kind: 'refused'; error: ToolError }
	/** No describing ability, or it failed: only the input can be shown. */
	| { kind: 'undescribed'; reason: 'none' | 'failed' };

/**
 * Failures that say the call itself could not run for this person either, or not now: the
 * server records those it answers as the call's outcome (`Agent_Call_Recorder`).
 */
export const REFUSALS = new Set< ToolError[ 'code' ] >( [
	'not_found',
	'access_denied',
	'invalid_input',
	'conflict',
	'open_in_editor',
	'tool_withdrawn',
	'rate_limited',
	'cancelled',
] );

/** The call a describe step belongs to, for the server's record of a refusal. */
export interface DescribeStep {
	toolName: string;
	assistantCall?: string;
}

/**
 * A missing describing ability is the ability's mistake, not a missing object or a bad call: the
 * dialog shows the input instead. A describing ability that refuses the input (its schema or its
 * own checks) ends the call unasked, like any other refusal: the contract has it accept every
 * input the call accepts, so the call would be refused the same, and nobody is asked about it.
 */
const NO_DESCRIBER = new Set( [ 'rest_ability_not_found', 'rest_no_route' ] );

function serverCode( error: unknown ): unknown {
	return typeof error === 'object' && error !== null
		? ( error as { code?: unknown } ).code
		: undefined;
}

/**
 * @param ability The ability being called.
 * @param step    The call, when the server records its refusals.
 * @return The headers marking the read as that call's describe step.
 */
function stepHeaders(
	ability: Ability,
	step: DescribeStep | undefined
): Record< string, string > {
	if ( ! step ) {
		return {};
	}
	return {
		[ TOOL_HEADER ]: step.toolName,
		[ DESCRIBES_HEADER ]: ability.name,
		...( step.assistantCall
			? { [ ASSISTANT_CALL_HEADER ]: step.assistantCall }
			: {} ),
	};
}

/** Describes a call whose ability names no describer: `includes/Exposure/Describe_Call.php`. */
const GENERIC_DESCRIBER = 'webmcp-abilities/describe-call';

/**
 * Addresses past 8 KB are refused by nginx and Apache as they come; keep well under.
 */
const LONGEST_ADDRESS = 2000;

/**
 * @param describer The describing ability.
 * @param input     The call's exact input.
 * @param step      The call, for a server ability's tool.
 * @return A GET; for an input too long for an address (an image's data), a marked step's POST,
 *         which the server reads as that GET (`Describe_Step_Body`).
 */
function describeRequest(
	describer: string,
	input: unknown,
	step: DescribeStep | undefined
): ReturnType< typeof toRunRequest > {
	const get = toRunRequest( describer, 'GET', input );
	return step && ( get.path ?? '' ).length > LONGEST_ADDRESS
		? toRunRequest( describer, 'POST', input )
		: get;
}

/**
 * Runs the describing ability over GET with the call's own input. A read for the person, not a
 * run of the call: for a server ability it is marked as the call's describe step, so the server
 * counts it against the budget, refuses it for a withdrawn tool, and records a refusal as the
 * call's outcome, where no browser report could forge one.
 *
 * @param ability The ability being called.
 * @param input   The exact input the call will run with.
 * @param signal  Aborts the read when the agent cancels or the page leaves.
 * @param step    The call, for a server ability's tool.
 * @return What the dialog can show; never rejects.
 */
export async function describeCall(
	ability: Ability,
	input: unknown,
	signal: AbortSignal,
	step?: DescribeStep
): Promise< DescribeOutcome > {
	const named = ability.meta?.webmcp?.describe;
	// A server ability that names no describer (another plugin's) is described by the site's
	// generic one, from its schema and the objects its ids name; a page's own ability is not.
	if ( named === undefined && ! step ) {
		return { kind: 'undescribed', reason: 'none' };
	}
	const describer = named ?? GENERIC_DESCRIBER;
	if ( ! ABILITY_NAME.test( describer ) ) {
		return { kind: 'undescribed', reason: 'failed' };
	}
	let output: unknown;
	try {
		output = await apiFetch< unknown >( {
			...describeRequest(
				describer,
				named === undefined ? { ability: ability.name, input } : input,
				step
			),
			headers: stepHeaders( ability, step ),
			signal,
		} );
	} catch ( error ) {
		const toolError = toToolError( error );
		return REFUSALS.has( toolError.code ) &&
			! NO_DESCRIBER.has( String( serverCode( error ) ) )
			? { kind: 'refused', error: toolError }
			: { kind: 'undescribed', reason: 'failed' };
	}
	const description = readDescription( output );
	return description
		? { kind: 'described', description }
		: { kind: 'undescribed', reason: 'failed' };
}
