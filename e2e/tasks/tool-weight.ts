/**
 * What an agent reads before it does anything: each tool's name, description and input schema,
 * counted in tokens with the o200k tokenizer (GPT-4o's and later OpenAI models'; others count
 * within a few per cent of it).
 */
import { encode } from 'gpt-tokenizer/encoding/o200k_base';

import type { ListedTool } from './page-tools';

/** No tool may weigh more. */
export const TOOL_BUDGET = 250;

/** No screen's whole list may weigh more, at the cap of 30 tools. */
export const SCREEN_BUDGET = 5000;

/**
 * @param tool A tool as the page lists it.
 * @return Its weight in tokens.
 */
export function toolTokens( tool: ListedTool ): number {
	return encode(
		`${ tool.name }\n${ tool.description }\n${ JSON.stringify( tool.inputSchema ) }`
	).length;
}
