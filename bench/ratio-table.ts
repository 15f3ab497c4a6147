/**
 * The benchmarks' one output: a table of medians and their ratio, each row one pair of sides.
 */
export type Row = { measure: string; a: string; b: string; 'a / b': string };

export const median = ( values: number[] ) => {
	const sorted = [ ...values ].sort( ( x, y ) => x - y );
	return sorted[ Math.floor( sorted.length / 2 ) ] as number;
};

export class RatioTable {
	readonly rows: Row[] = [];

	/**
	 * @param measure What is compared.
	 * @param a       Side a: samples (their median is shown) or one value.
	 * @param b       Side b, the same way.
	 * @param unit    The unit both are in.
	 */
	add(
		measure: string,
		a: number[] | number,
		b: number[] | number,
		unit = 'ms'
	): void {
		const left = typeof a === 'number' ? a : median( a );
		const right = typeof b === 'number' ? b : median( b );
		const format = ( value: number ) =>
			`${ Number.isInteger( value ) ? value : value.toFixed( 1 ) } ${ unit }`.trim();
		this.rows.push( {
			measure,
			a: format( left ),
			b: format( right ),
			'a / b': right === 0 ? '—' : ( left / right ).toFixed( 2 ),
		} );
	}
}
