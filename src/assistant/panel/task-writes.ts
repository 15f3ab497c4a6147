/**
 * What the assistant changed in a task, read from the log at its end, and the log's own Undo
 * for each (`includes/Assistant/Assistant_Writes.php`, `includes/Undo/Undo_Controller.php`): the
 * server checks who may undo what, as on the log screen.
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

import { REST_BASE } from '../../contract';
import { proposalOf } from '../../errors';
import { isResult, type Conversation } from './conversation';

export interface TaskWrite {
	entry: number;
	/** The change, in a word or two ("trash", "publish"). */
	change: string;
	/** What it changed, as people named it (their text). */
	object: string;
	/** Where the person edits it, or ''. */
	url: string;
	undone: boolean;
	/** What Undo does, when the person may undo it now. */
	undo: string | null;
	/** How the person's Undo went, once they clicked it. */
	outcome?: { ok: boolean; message: string; code?: string };
}

/** The writes of the task that ended after this many messages, and its calls sent for approval. */
export interface TaskSummary {
	at: number;
	writes: TaskWrite[];
	/** Absent in a conversation kept from before proposals. */
	proposals?: Array< { id: number; title: string } >;
}

/** The most calls one request names; the route allows no more. */
const MAX_CALLS = 50;

/**
 * @param conversation The conversation.
 * @param from         Where the task began: the index of the person's message.
 * @return The ids of the task's calls that went through.
 */
export function callsOfTask(
	conversation: Conversation,
	from: number
): string[] {
	return (
		conversation.messages
			.slice( from )
			.flatMap( ( { parts } ) => parts.filter( isResult ) )
			// A call sent for approval ran nothing: there is nothing of it to undo.
			.filter(
				( { result } ) =>
					result.output.ok && ! proposalOf( result.output )
			)
			.map( ( { result } ) => result.id )
			.slice( -MAX_CALLS )
	);
}

/**
 * @param conversation The conversation.
 * @param from         Where the task began: the index of the person's message.
 * @return The task's calls the person sent for approval, with their tools' titles.
 */
export function proposalsOfTask(
	conversation: Conversation,
	from: number
): NonNullable< TaskSummary[ 'proposals' ] > {
	return conversation.messages
		.slice( from )
		.flatMap( ( { parts } ) => parts.filter( isResult ) )
		.flatMap( ( { result } ) => {
			const proposal = proposalOf( result.output );
			return proposal
				? [
						{
							id: proposal.id,
							title:
								conversation.titles[ result.id ] ?? result.tool,
						},
					]
				: [];
		} );
}

/**
 * @param calls The task's calls.
 * @return Its writes, or none when they could not be read (the log still has them).
 */
export async function fetchTaskWrites(
	calls: string[]
): Promise< TaskWrite[] > {
	if ( calls.length === 0 ) {
		return [];
	}
	const query = calls
		.map( ( id ) => `calls[]=${ encodeURIComponent( id ) }` )
		.join( '&' );
	try {
		const { writes } = await apiFetch< { writes: TaskWrite[] } >( {
			path: `${ REST_BASE }/assistant/writes?${ query }`,
		} );
		return Array.isArray( writes ) ? writes : [];
	} catch {
		return [];
	}
}

/**
 * @param write The write to take back.
 * @return How it went, in the server's words.
 */
export async function undoWrite(
	write: TaskWrite
): Promise< NonNullable< TaskWrite[ 'outcome' ] > > {
	try {
		const { message } = await apiFetch< { message: string } >( {
			path: `${ REST_BASE }/undo/${ write.entry }`,
			method: 'POST',
		} );
		return { ok: true, message };
	} catch ( error ) {
		const { message, code } =
			( error as { message?: unknown; code?: unknown } | null ) ?? {};
		return {
			ok: false,
			code: typeof code === 'string' ? code : undefined,
			message:
				typeof message === 'string'
					? message
					: __(
							'The undo could not be sent. Nothing was changed; try again from the log.',
							'webmcp-abilities'
						),
		};
	}
}
