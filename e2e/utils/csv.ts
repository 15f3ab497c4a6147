/**
 * Reads the CSV the log screen exports (RFC 4180: quoted cells, doubled quotes, newlines in cells).
 */

/**
 * @param text The file.
 * @return Its rows as objects, by the header row's names.
 */
export function parseCsv( text: string ): Array< Record< string, string > > {
	const rows: string[][] = [];
	let row: string[] = [];
	let cell = '';
	let quoted = false;
	for ( let i = 0; i < text.length; i++ ) {
		const char = text[ i ];
		if ( quoted ) {
			if ( char === '"' && text[ i + 1 ] === '"' ) {
				cell += '"';
				i++;
			} else if ( char === '"' ) {
				quoted = false;
			} else {
				cell += char;
			}
		} else if ( char === '"' ) {
			quoted = true;
		} else if ( char === ',' ) {
			row.push( cell );
			cell = '';
		} else if ( char === '\n' ) {
			rows.push( [ ...row, cell ] );
			row = [];
			cell = '';
		} else if ( char !== '\r' ) {
			cell += char;
		}
	}
	if ( cell !== '' || row.length > 0 ) {
		rows.push( [ ...row, cell ] );
	}
	const [ header = [], ...body ] = rows;
	return body.map( ( cells ) =>
		Object.fromEntries(
			header.map( ( name, i ) => [ name, cells[ i ] ?? '' ] )
		)
	);
}
