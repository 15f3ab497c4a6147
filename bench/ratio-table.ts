/**
 * The benchmarks' one output: a table of medians and their ratio, each row one pair of sides,
 * with the spread of the rounds' own ratios where the sides were taken in alternating rounds.
 */
export type Row = {
	measure: string;
	a: string;
	b: string;
	'a / b': string;
	spread?: string;
};

export const median = ( values: number[] ) => quantile( values, 0.5 );

/**
 * @param values   Samples.
 * @param fraction 0 to 1.
 * @return The sample below which that fraction of the samples lie (nearest rank).
 */
const quantile = ( values: number[], fraction: number ) => {
	const sorted = [ ...values ].sort( ( x, y ) => x - y );
	return sorted[
		Math.floor( ( sorted.length - 1 ) * fraction + 0.5 )
	] as number;
};

export class RatioTable {
	readonly rows: Row[] = [];

	/**
	 * @param measure What is compared.
	 * @param a       Side a: samples (their median is shown) or one value.
	 * @param b       Side b, the same way. Samples of the same rounds as a's, in the same order,
	 *                also give the spread: the middle half of the rounds' own a / b.
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
		const row: Row = {
			measure,
			a: format( left ),
			b: format( right ),
			'a / b': right === 0 ? '—' : ( left / right ).toFixed( 2 ),
		};
		if (
			Array.isArray( a ) &&
			Array.isArray( b ) &&
			a.length === b.length &&
			b.every( ( value ) => value !== 0 )
		) {
			const ratios = a.map(
				( value, round ) => value / ( b[ round ] as number )
			);
			row.spread = `${ quantile( ratios, 0.25 ).toFixed( 2 ) }–${ quantile(
				ratios,
				0.75
			).toFixed( 2 ) }`;
		}
		this.rows.push( row );
	}
}
