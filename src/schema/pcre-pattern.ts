/**
 * WordPress matches a schema `pattern` with PCRE (`#pattern#u`, unanchored); the browser has
 * only JavaScript's engine. The two agree on most patterns and most text; where they may not,
 * the answer is "unknown" and the server decides.
 */

export type PatternMatch = 'match' | 'no-match' | 'unknown';

const compiled = new Map< string, RegExp | null >();

/**
 * PCRE-only syntax (`\A`, `(?i)`, `\pL`, POSIX classes) does not compile in Unicode mode.
 * @param pattern A schema `pattern`.
 */
function compile( pattern: string ): RegExp | null {
	if ( ! compiled.has( pattern ) ) {
		let regex: RegExp | null = null;
		try {
			regex = new RegExp( pattern, 'u' );
		} catch {
			// Left to the server.
		}
		compiled.set( pattern, regex );
	}
	return compiled.get( pattern ) ?? null;
}

/**
 * Text on which the engines may read a pattern differently: PHP's `/u` makes `\d`, `\w`, `\s`
 * and `\b` Unicode-aware where JavaScript's stay ASCII, JavaScript's `.` also stops at `\r`, and
 * PCRE's `$` also matches before a final newline. Plain ASCII text without those reads the same.
 */
const ENGINES_MAY_DIFFER = /[^\x00-\x7f]|\r|\n$/;

/**
 * @param pattern A schema's `pattern`.
 * @param value   The text to test.
 */
export function matchPattern( pattern: string, value: string ): PatternMatch {
	const regex = compile( pattern );
	if ( ! regex || ENGINES_MAY_DIFFER.test( value ) ) {
		return 'unknown';
	}
	return regex.test( value ) ? 'match' : 'no-match';
}
