/**
 * How long a confirmation waits for the person: the owner's setting (Desktop agents), printed
 * with the page's data. Read here, with the dialog's code, rather than by the page's entry.
 */
import { isJsonObject } from '../schema/php-values';

/** Under the 60 s MCP clients wait for a tool by default, when the page says nothing. */
const DEFAULT_CONFIRM_WAIT = 55;

/** @return Seconds. */
export function confirmWaitSeconds(): number {
	const data = window.webmcpAbilitiesPage;
	const wait = isJsonObject( data ) ? data.confirmWait : undefined;
	return typeof wait === 'number' && wait > 0 ? wait : DEFAULT_CONFIRM_WAIT;
}
