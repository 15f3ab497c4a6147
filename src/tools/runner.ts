/**
 * Where a tool's ability runs: on the server over REST, or in the page through the abilities
 * store. `call-tool.ts` is the same for both; only these steps differ.
 */
import type { DescribeOutcome } from '../abilities/describe-call';
import type { ToolResult } from '../errors';
import type { Json } from '../schema/php-values';
import type { InputCheck } from './validate-input';

export interface Runner {
	/** True when the server records each run itself; otherwise the page reports every outcome. */
	loggedByServer: boolean;
	/** Checks the ability's input with the rules of where it runs. */
	checkInput: (
		input: Json | undefined
	) => InputCheck | Promise< InputCheck >;
	/** What a consequential call acts on, for the confirmation; `assistantCall` as for `run`. */
	describe: (
		input: Json | undefined,
		signal: AbortSignal,
		assistantCall?: string
	) => Promise< DescribeOutcome >;
	/**
	 * Runs once; never rejects. `assistantCall`: the site assistant's call id, if it asked;
	 * `grant`: the person's grant for bulk work the call runs under, if any.
	 */
	run: (
		input: Json | undefined,
		signal?: AbortSignal,
		assistantCall?: string,
		grant?: string
	) => Promise< ToolResult >;
}
