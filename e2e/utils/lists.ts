/**
 * Reading lists a test made itself, under `noUncheckedIndexedAccess`.
 */

/**
 * @param list  A list the test made.
 * @param index A place in it.
 * @return The item there, which the test knows is there.
 */
export function nth< T >( list: T[], index: number ): T {
	const item = list[ index ];
	if ( item === undefined ) {
		throw new Error( `Nothing at ${ index }.` );
	}
	return item;
}
