/**
 * The person answers one call at a time: each confirmation waits for the ones before it.
 */

let queue: Promise< unknown > = Promise.resolve();

/**
 * @param turn Everything one confirmation does: read what the call acts on, then ask.
 * @return What `turn` returns, once every earlier turn has ended.
 */
export function oneAtATime< T >( turn: () => Promise< T > ): Promise< T > {
	const result = queue.then( turn );
	// A turn that fails must not hold up the ones after it.
	queue = result.catch( () => undefined );
	return result;
}
