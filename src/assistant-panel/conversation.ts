/**
 * The assistant's conversation, in the shape the turn route reads
 * (`includes/Assistant/Conversation.php`), plus what the panel needs to show it again on the
 * next screen.
 */
import type { ToolResult } from '../errors';

export interface CallPart {
	call: { id: string; tool: string; arguments: Record< string, unknown > };
}

export interface ResultPart {
	result: { id: string; tool: string; output: ToolResult };
}

export type Part = { text: string } | CallPart | ResultPart;

export interface Message {
	role: 'user' | 'model';
	parts: Part[];
}

/** A step that ended without a message: the turn route's error, a Stop, the step cap. */
export interface Note {
	/** Shown after this many messages. */
	at: number;
	code: string;
	message: string;
}

export interface Conversation {
	messages: Message[];
	notes: Note[];
	/** The results so far of the latest model message's calls, and the one running now. */
	round: { results: ResultPart[]; running: string | null } | null;
	/** Whether the panel was open: it opens again on the next screen. */
	open: boolean;
	/** Each call's tool title, as the person saw it. */
	titles: Record< string, string >;
}

export const emptyConversation = (): Conversation => ( {
	messages: [],
	notes: [],
	round: null,
	open: true,
	titles: {},
} );

export const isCall = ( part: Part ): part is CallPart => 'call' in part;

export const isResult = ( part: Part ): part is ResultPart => 'result' in part;
