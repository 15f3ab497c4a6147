/**
 * The words that name who is acting, as the person knows them: "The site assistant" for the
 * panel's calls, "An AI agent in your browser" for anything else. Whole sentences per actor, so
 * every language can word each as its own.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { CallOrigin } from './tools/call-origin';

export type Actor = CallOrigin[ 'actor' ];

/**
 * @param actor Who asks.
 * @param title The tool's title, such as "Publish post".
 */
export function wantsToRun( actor: Actor, title: string ): string {
	return actor === 'assistant'
		? sprintf(
				/* translators: %s: a tool's title, such as "Publish post". */
				__(
					'The site assistant wants to run “%s”',
					'webmcp-abilities'
				),
				title
			)
		: sprintf(
				/* translators: %s: a tool's title, such as "Publish post". */
				__(
					'An AI agent in your browser wants to run “%s”',
					'webmcp-abilities'
				),
				title
			);
}

/**
 * @param actor Who is calling.
 * @param title The tool's title.
 */
export function isUsing( actor: Actor, title: string ): string {
	return actor === 'assistant'
		? sprintf(
				/* translators: %s: a tool's title, such as "Find posts". */
				__( 'The site assistant is using “%s”…', 'webmcp-abilities' ),
				title
			)
		: sprintf(
				/* translators: %s: a tool's title, such as "Find posts". */
				__(
					'An AI agent in your browser is using “%s”…',
					'webmcp-abilities'
				),
				title
			);
}

/**
 * @param actor   Who called.
 * @param title   The tool's title.
 * @param outcome How it ended, such as "done".
 */
export function used( actor: Actor, title: string, outcome: string ): string {
	return actor === 'assistant'
		? sprintf(
				/* translators: 1: a tool's title, 2: how it ended, such as "done". */
				__(
					'The site assistant used “%1$s”: %2$s.',
					'webmcp-abilities'
				),
				title,
				outcome
			)
		: sprintf(
				/* translators: 1: a tool's title, 2: how it ended, such as "done". */
				__(
					'An AI agent in your browser used “%1$s”: %2$s.',
					'webmcp-abilities'
				),
				title,
				outcome
			);
}

/**
 * @param actor     Who holds the grant.
 * @param title     The tool's title.
 * @param remaining Calls left.
 * @param until     When it ends, as a time of day.
 */
export function mayRunUnasked(
	actor: Actor,
	title: string,
	remaining: number,
	until: string
): string {
	return actor === 'assistant'
		? sprintf(
				/* translators: 1: a tool's title, 2: number of calls, 3: a time of day. */
				__(
					'The site assistant may run “%1$s” without asking, %2$d more times until %3$s, on this screen only.',
					'webmcp-abilities'
				),
				title,
				remaining,
				until
			)
		: sprintf(
				/* translators: 1: a tool's title, 2: number of calls, 3: a time of day. */
				__(
					'An AI agent in your browser may run “%1$s” without asking, %2$d more times until %3$s, on this screen only.',
					'webmcp-abilities'
				),
				title,
				remaining,
				until
			);
}
