/**
 * Waits, quietly, until the person's relay answers on its port: only then may the relay's frame
 * start looking for it. The frame tries the set port and then 9333–9348 on two addresses, and
 * Chromium delays every new WebSocket of a tab whose WebSockets keep failing: a tab opened before
 * the relay started soon has each attempt delayed past the 1.2 s the frame waits for an answer,
 * and never connects (measured: no connection in 20 s). A plain request that fails is not
 * counted, and the relay's server answers one (426, Upgrade Required) as soon as it listens.
 */

const FIRST_DELAY_MS = 1000;
const LONGEST_DELAY_MS = 10_000;

/**
 * @param port The relay's port on the person's computer.
 * @return Resolves once something answers there.
 */
export function waitForRelay( port: number ): Promise< void > {
	return new Promise( ( resolve ) => {
		let delay = FIRST_DELAY_MS;
		let timer: ReturnType< typeof setTimeout > | undefined;
		let probing = false;

		const probe = async () => {
			if ( probing ) {
				return;
			}
			probing = true;
			clearTimeout( timer );
			const answered = await fetch( `http://127.0.0.1:${ port }/`, {
				// The relay's answer stays opaque to the page, which needs only that it came.
				mode: 'no-cors',
				cache: 'no-store',
				credentials: 'omit',
			} ).then(
				() => true,
				() => false
			);
			probing = false;
			if ( answered ) {
				window.removeEventListener( 'focus', soon );
				resolve();
				return;
			}
			timer = setTimeout( probe, delay );
			delay = Math.min( delay * 1.5, LONGEST_DELAY_MS );
		};
		// The person started the relay and came back to the tab: look now, not in ten seconds.
		function soon() {
			delay = FIRST_DELAY_MS;
			void probe();
		}
		window.addEventListener( 'focus', soon );
		void probe();
	} );
}
