/**
 * A page of a read's items that keeps the tool's whole answer within Chrome's guidance for one
 * call's output (1,500 characters), as the agent receives it: `{"ok":true,"result":…}`.
 */

/** Chrome's guidance for a tool call's output. */
export const OUTPUT_BUDGET = 1500;

/**
 * @param items   The items from the page's first one on, in order.
 * @param answer  The tool's answer around a page of them (so its own fields count too).
 * @param maximum The most items the caller asked for.
 * @return How many items fit: at least one, so the read always moves on.
 */
export function fittingCount< T >(
	items: T[],
	answer: ( page: T[] ) => unknown,
	maximum: number
): number {
	const size = ( count: number ) =>
		JSON.stringify( {
			ok: true,
			result: answer( items.slice( 0, count ) ),
		} ).length;
	let count = Math.min( items.length, maximum );
	while ( count > 1 && size( count ) > OUTPUT_BUDGET ) {
		count--;
	}
	return count;
}
