/**
 * Bad input at scale: hundreds of inputs derived from each ability's input schema (as the REST
 * API serves it) by a seeded generator, sent over REST as an administrator with the method the
 * ability requires. Each is refused with its code, and the database is the same afterwards,
 * row for row (`database-probe.php`).
 */
import {
	badInputs,
	seededRandom,
	type BadInput,
	type JsonSchema,
	type Transport,
} from '../../utils/bad-input';
import { RestClient } from '../../utils/rest-client';
import { expect, test } from '../../utils/clean-php-log';

/** Change it (or set BAD_INPUT_SEED) to explore other inputs; a failure names the seed. */
const SEED = Number( process.env.BAD_INPUT_SEED ?? 20261130 );
const ROUNDS = 1;
const AT_LEAST = 200;
const IN_FLIGHT = 4;
const MISSING_ID = 987654321;

const ABILITIES = [
	'get-site-overview',
	'list-admin-screens',
	'find-posts',
	'get-post',
	'create-draft',
	'update-draft',
	'publish-post',
	'trash-post',
	'list-pending-comments',
	'moderate-comment',
	'list-templates',
	'search-site',
	'read-content',
	'list-destinations',
	'describe-page',
].map( ( name ) => `webmcp-abilities/${ name }` );

interface SweepCase extends BadInput {
	ability: string;
	method: 'GET' | 'POST' | 'DELETE';
	/** What the server must answer: its HTTP status(es) and error code. */
	expected: { status: number[]; code: string };
}

const SCHEMA_ERROR = { status: [ 400 ], code: 'ability_invalid_input' };
// A well-formed id of nothing: WordPress answers every failed permission check with 403, so a
// missing object is `403 not_found` (404 where an ability itself reports it).
const MISSING = { status: [ 403, 404 ], code: 'not_found' };

// The Abilities API's rule, as the bridge applies it (src/abilities/run-ability.ts).
function methodOf( annotations: {
	readonly?: boolean;
	destructive?: boolean;
	idempotent?: boolean;
} ): SweepCase[ 'method' ] {
	if ( annotations.readonly ) {
		return 'GET';
	}
	return annotations.destructive && annotations.idempotent
		? 'DELETE'
		: 'POST';
}

async function sweepCases( admin: RestClient ): Promise< SweepCase[] > {
	const random = seededRandom( SEED );
	const cases: SweepCase[] = [];
	for ( const ability of ABILITIES ) {
		const served = await admin.request(
			'GET',
			`/wp-abilities/v1/abilities/${ ability }`
		);
		expect( served.status, ability ).toBe( 200 );
		const schema = served.body.input_schema as JsonSchema;
		const method = methodOf( served.body.meta.annotations );
		const transport: Transport = method === 'POST' ? 'json' : 'query';
		for ( const bad of badInputs( schema, transport, random, ROUNDS ) ) {
			cases.push( { ability, method, ...bad, expected: SCHEMA_ERROR } );
		}
		// Classified apart: valid input naming an object that does not exist.
		const properties = Array.isArray( schema.properties )
			? {}
			: ( schema.properties ?? {} );
		if ( 'id' in properties ) {
			const input: Record< string, unknown > = { id: MISSING_ID };
			if ( 'action' in properties ) {
				input.action = 'spam';
			}
			if ( ( schema.minProperties ?? 0 ) > 1 ) {
				input.title = 'Never saved';
			}
			cases.push( {
				ability,
				method,
				why: 'an id of nothing',
				input,
				expected: MISSING,
			} );
		}
	}
	return cases;
}

async function inBatches< T, R >(
	items: T[],
	size: number,
	each: ( item: T ) => Promise< R >
): Promise< R[] > {
	const results: R[] = [];
	for ( let start = 0; start < items.length; start += size ) {
		results.push(
			...( await Promise.all(
				items.slice( start, start + size ).map( each )
			) )
		);
	}
	return results;
}

test( 'hundreds of generated bad inputs are each refused with their code, and the database is unchanged', async ( {
	baseURL,
} ) => {
	const admin = await RestClient.as( baseURL as string, 'admin' );
	try {
		const cases = await sweepCases( admin );
		expect( cases.length ).toBeGreaterThanOrEqual( AT_LEAST );
		for ( const ability of ABILITIES ) {
			expect(
				cases.filter( ( sweep ) => sweep.ability === ability ).length,
				ability
			).toBeGreaterThanOrEqual( 3 );
		}
		const state = async () =>
			( await admin.request( 'GET', '/webmcp-test/v1/database-state' ) )
				.body;
		const before = await state();
		expect( before.posts.count ).toBeGreaterThan( 0 );

		const wrong = (
			await inBatches( cases, IN_FLIGHT, async ( sweep ) => {
				const response = await admin.run(
					sweep.ability,
					sweep.method,
					sweep.input as object
				);
				const ok =
					sweep.expected.status.includes( response.status ) &&
					response.body?.code === sweep.expected.code &&
					typeof response.body?.message === 'string';
				return ok
					? null
					: `${ sweep.ability } ${ sweep.method } (${ sweep.why }) ${ JSON.stringify( sweep.input ).slice( 0, 200 ) } -> ${ response.status } ${ response.body?.code }`;
			} )
		).filter( Boolean );

		expect(
			wrong,
			`seed ${ SEED }: answers other than the expected refusal`
		).toEqual( [] );
		expect( await state() ).toEqual( before );
	} finally {
		await admin.dispose();
	}
} );
