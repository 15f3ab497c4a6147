/**
 * How long a confirmation waits for the person: the owner's setting (Desktop agents), printed
 * with the page's data. Read here, with the dialog's code, rather than by the page's entry.
 */
import { CONFIRM_WAIT_DEFAULT } from '../contract';
import { isJsonObject } from '../schema/php-values';

/** @return Seconds. */
export function confirmWaitSeconds(): number {
	const data = window.webmcpAbilitiesPage;
	const wait = isJsonObject( data ) ? data.confirmWait : undefined;
	return typeof wait === 'number' && wait > 0 ? wait : CONFIRM_WAIT_DEFAULT;
}
