/**
 * The words that name who is acting while a call runs, as the person knows them: "The site
 * assistant" for the panel's calls, "An AI agent in your browser" for anything else. Whole
 * sentences per actor, so every language can word each as its own; the dialog and the grant
 * banner, which load only when needed, keep theirs beside them.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { CallOrigin } from './tools/call-origin';

export type Actor = CallOrigin[ 'actor' ];

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
