/**
 * The scripted model: a test stand-in for an AI provider's server (no model can run on these
 * machines). It speaks the OpenAI-compatible chat completions wire format on loopback, answers
 * each request with the next reply a test queued, and records every request it received, so a
 * test can check what WordPress's AI Client sent. Never shipped; see
 * `e2e/fixtures/mu-plugins/scripted-model.php` for the provider that reaches it.
 *
 * Control, for tests: `PUT /script` with a JSON list of replies (each `{ "status", "body" }`,
 * with `"delay_ms"` to answer that late, or a chat completion body answered with 200) replaces
 * the queue; `GET /received` lists the request bodies since the last `DELETE /received`.
 */
import { createServer } from 'node:http';

/**
 * @param {number} [port] Port on 127.0.0.1 (0: any free one).
 * @return {Promise<{ url: string, stop: () => Promise<void> }>} Its base URL and how to stop it.
 */
export function startScriptedModel( port = 0 ) {
	let script = [];
	let received = [];
	const send = ( response, status, body ) => {
		response.writeHead( status, { 'Content-Type': 'application/json' } );
		response.end( JSON.stringify( body ) );
	};
	const server = createServer( async ( request, response ) => {
		let text = '';
		for await ( const chunk of request ) {
			text += chunk;
		}
		const route = `${ request.method } ${ new URL( request.url, 'http://x' ).pathname }`;
		if ( route === 'PUT /script' ) {
			script = JSON.parse( text );
			return send( response, 200, { queued: script.length } );
		}
		if ( route === 'GET /received' ) {
			return send( response, 200, received );
		}
		if ( route === 'DELETE /received' ) {
			received = [];
			return send( response, 200, {} );
		}
		if ( route === 'POST /v1/chat/completions' ) {
			received.push( JSON.parse( text ) );
			const next = script.shift();
			if ( ! next ) {
				return send( response, 500, {
					error: {
						message: 'The scripted model has no reply queued.',
					},
				} );
			}
			if ( 'status' in next && next.delay_ms ) {
				await new Promise( ( wake ) =>
					setTimeout( wake, next.delay_ms )
				);
			}
			return 'status' in next
				? send( response, next.status, next.body )
				: send( response, 200, next );
		}
		return send( response, 404, {
			error: { message: `No route ${ route }` },
		} );
	} );
	return new Promise( ( resolve ) =>
		server.listen( port, '127.0.0.1', () =>
			resolve( {
				url: `http://127.0.0.1:${ server.address().port }`,
				stop: () =>
					new Promise( ( done ) => {
						server.closeAllConnections();
						server.close( () => done() );
					} ),
			} )
		)
	);
}
