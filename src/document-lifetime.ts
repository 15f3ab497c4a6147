/**
 * How long a bridge's reads and tools last: as long as the document they belong to.
 */

/**
 * @return A signal that aborts when the page goes away: its reads are cancelled and every tool
 *         registered with it is withdrawn. One per document.
 */
export function documentLifetime(): AbortSignal {
	const lifetime = new AbortController();
	window.addEventListener( 'pagehide', () => lifetime.abort(), {
		once: true,
	} );
	return lifetime.signal;
}
