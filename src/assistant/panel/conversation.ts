/**
 * The assistant's conversation, in the shape the turn route reads
 * (`includes/Assistant/Conversation.php`), plus what the panel needs to show it again on the
 * next screen.
 */
import type { ToolResult } from '../../errors';
import type { CallPhase } from '../../tools/call-origin';
import type { TaskSummary } from './task-writes';

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
	/** The model never answered tool results: the person may ask it again. */
	retry?: boolean;
}

/**
 * A message of the person's the model never answered (the provider failed, Stop, the screen
 * was left). It is kept out of `messages`, so it is never sent with the next one: the person
 * sends it again (Try again) or removes it.
 */
export interface Unanswered {
	id: string;
	/** Shown after this many messages. */
	at: number;
	text: string;
	/** Why it was not answered. */
	code: string;
	message: string;
}

export interface Conversation {
	/** What the model has heard or is hearing: the history the turn route gets. */
	messages: Message[];
	notes: Note[];
	unanswered: Unanswered[];
	/** What each task with writes changed, with each write's Undo. */
	summaries: TaskSummary[];
	/**
	 * The results so far of the latest model message's calls, the one running now, and whether
	 * it runs or waits for the person's answer.
	 */
	round: {
		results: ResultPart[];
		running: string | null;
		phase?: CallPhase;
	} | null;
	/** Whether the panel was open: it opens again on the next screen. */
	open: boolean;
	/** Each call's tool title, as the person saw it. */
	titles: Record< string, string >;
}

export const emptyConversation = (): Conversation => ( {
	messages: [],
	notes: [],
	unanswered: [],
	summaries: [],
	round: null,
	open: true,
	titles: {},
} );

export const isCall = ( part: Part ): part is CallPart => 'call' in part;

export const isResult = ( part: Part ): part is ResultPart => 'result' in part;
