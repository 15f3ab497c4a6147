/**
 * Hop 2 of WordPress Playground's WebMCP proxy, rebuilt from its observed behaviour (see
 * shared/reference/playground-proxy.md): the frame that holds the WordPress iframe keeps the
 * list of tools the WordPress document announces, and forwards calls to it.
 */

export interface SiteTool {
	name: string;
	description?: string;
	inputSchema?: Record< string, unknown >;
	annotations?: Record< string, unknown >;
}

/** How long after an iframe load a page without the registry keeps its old tools. */
const PROBE_MS = 1000;

function isPlainObject( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' &&
		value !== null &&
		Object.getPrototypeOf( value ) === Object.prototype
	);
}

/**
 * Keeps what Playground keeps of an announced tool; nameless entries are dropped.
 * @param announced What the frame announced.
 */
function toSiteTools( announced: unknown ): SiteTool[] {
	if ( ! Array.isArray( announced ) ) {
		return [];
	}
	return announced.flatMap( ( entry ) => {
		if (
			! isPlainObject( entry ) ||
			typeof entry.name !== 'string' ||
			entry.name === ''
		) {
			return [];
		}
		return [
			{
				name: entry.name,
				description:
					typeof entry.description === 'string'
						? entry.description
						: undefined,
				inputSchema: isPlainObject( entry.inputSchema )
					? entry.inputSchema
					: undefined,
				annotations: isPlainObject( entry.annotations )
					? entry.annotations
					: undefined,
			},
		];
	} );
}

/**
 * @param iframe        The WordPress iframe (`#wp`).
 * @param callTimeoutMs How long a call may take; Playground waits 60 s.
 * @return The two methods of Playground's client that its top-page proxy uses.
 */
export function createFrameBridge(
	iframe: HTMLIFrameElement,
	callTimeoutMs = 60_000
) {
	let tools: SiteTool[] = [];
	let toolsJson = '[]';
	let probe: ReturnType< typeof setTimeout > | undefined;
	const listeners = new Set< ( tools: SiteTool[] ) => void >();
	const pendingCalls = new Map<
		string,
		{
			resolve: ( value: unknown ) => void;
			reject: ( error: Error ) => void;
		}
	>();

	function setTools( next: SiteTool[] ) {
		const json = JSON.stringify( next );
		if ( json === toolsJson ) {
			return;
		}
		tools = next;
		toolsJson = json;
		listeners.forEach( ( listener ) => listener( tools ) );
	}

	const post = ( message: object ) =>
		iframe.contentWindow?.postMessage( message, location.origin );

	iframe.addEventListener( 'load', () => {
		clearTimeout( probe );
		// Pages without the registry (REST, admin-ajax.php, wp-login.php) never answer: clear.
		probe = setTimeout( () => setTools( [] ), PROBE_MS );
		post( { type: 'playground-webmcp-list-tools' } );
	} );

	window.addEventListener( 'message', ( event ) => {
		if (
			event.source !== iframe.contentWindow ||
			event.origin !== location.origin
		) {
			return;
		}
		const data = event.data ?? {};
		if ( data.type === 'playground-webmcp-tools-changed' ) {
			clearTimeout( probe );
			setTools( toSiteTools( data.tools ) );
		} else if ( data.type === 'playground-webmcp-call-result' ) {
			const pending = pendingCalls.get( data.callId );
			pendingCalls.delete( data.callId );
			if ( data.error !== undefined ) {
				pending?.reject( new Error( String( data.error ) ) );
			} else {
				pending?.resolve( JSON.parse( data.resultJson ) );
			}
		}
	} );

	return {
		/**
		 * Full list on every change, and once now; resolves when subscribed.
		 * @param listener Receives the site’s tools on each change.
		 */
		async onWebMCPToolsChanged(
			listener: ( tools: SiteTool[] ) => void
		): Promise< () => void > {
			listeners.add( listener );
			listener( tools );
			return () => listeners.delete( listener );
		},

		callWebMCPTool( name: string, args: unknown ): Promise< unknown > {
			const callId = crypto.randomUUID();
			return new Promise( ( resolve, reject ) => {
				const timer = setTimeout( () => {
					pendingCalls.delete( callId );
					reject(
						new Error(
							`The WebMCP tool "${ name }" did not respond within ${ callTimeoutMs / 1000 } seconds.`
						)
					);
				}, callTimeoutMs );
				pendingCalls.set( callId, {
					resolve: ( value ) => {
						clearTimeout( timer );
						resolve( value );
					},
					reject: ( error ) => {
						clearTimeout( timer );
						reject( error );
					},
				} );
				post( {
					type: 'playground-webmcp-call-tool',
					callId,
					name,
					arguments: args,
				} );
			} );
		},
	};
}
