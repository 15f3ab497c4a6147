/**
 * Bad input gets a clear 4xx error with a documented code, and changes nothing on the site.
 */
import { RestClient } from '../../utils/rest-client';
import { countContent, createPost } from '../../utils/site-content';
import { expect, test } from '../../utils/clean-php-log';

const MISSING_ID = 999999;

interface BadCall {
	ability: string;
	method: 'GET' | 'POST' | 'DELETE';
	input: object;
	status: number;
	code: string;
}

/** Schema violations are refused by the Abilities API before the ability runs. */
const schemaError = { status: 400, code: 'ability_invalid_input' };

function badCalls(
	draftId: number,
	publishedId: number
): Record< string, BadCall > {
	const long = 'x'.repeat( 100001 );
	return {
		'get-site-overview with an unknown property': {
			ability: 'webmcp-abilities/get-site-overview',
			method: 'GET',
			input: { verbose: true },
			...schemaError,
		},
		'find-posts with an author of the wrong type': {
			ability: 'webmcp-abilities/find-posts',
			method: 'GET',
			input: { author: 'admin' },
			...schemaError,
		},
		'find-posts with oversize search text': {
			ability: 'webmcp-abilities/find-posts',
			method: 'GET',
			input: { search: 'x'.repeat( 201 ) },
			...schemaError,
		},
		'find-posts with an unknown property': {
			ability: 'webmcp-abilities/find-posts',
			method: 'GET',
			input: { query: 'x' },
			...schemaError,
		},
		'find-posts with per_page over its maximum': {
			ability: 'webmcp-abilities/find-posts',
			method: 'GET',
			input: { per_page: 500 },
			...schemaError,
		},
		'find-posts with a status outside its enum': {
			ability: 'webmcp-abilities/find-posts',
			method: 'GET',
			input: { status: [ 'deleted' ] },
			...schemaError,
		},
		'get-post without an id': {
			ability: 'webmcp-abilities/get-post',
			method: 'GET',
			input: { title: 'x' },
			...schemaError,
		},
		'get-post with an id that does not exist': {
			ability: 'webmcp-abilities/get-post',
			method: 'GET',
			input: { id: MISSING_ID },
			status: 403,
			code: 'not_found',
		},
		'create-draft without a title': {
			ability: 'webmcp-abilities/create-draft',
			method: 'POST',
			input: { content: 'Body' },
			...schemaError,
		},
		'create-draft with a title of the wrong type': {
			ability: 'webmcp-abilities/create-draft',
			method: 'POST',
			input: { title: 42 },
			...schemaError,
		},
		'create-draft with oversize content': {
			ability: 'webmcp-abilities/create-draft',
			method: 'POST',
			input: { title: 'T', content: long },
			...schemaError,
		},
		'create-draft with an unknown property': {
			ability: 'webmcp-abilities/create-draft',
			method: 'POST',
			input: { title: 'T', status: 'publish' },
			...schemaError,
		},
		'create-draft with a category that does not exist': {
			ability: 'webmcp-abilities/create-draft',
			method: 'POST',
			input: { title: 'T', categories: [ MISSING_ID ] },
			status: 400,
			code: 'invalid_input',
		},
		'create-draft of a page with tags': {
			ability: 'webmcp-abilities/create-draft',
			method: 'POST',
			input: { type: 'page', title: 'T', tags: [ 'new-tag' ] },
			status: 400,
			code: 'invalid_input',
		},
		'update-draft with only an id': {
			ability: 'webmcp-abilities/update-draft',
			method: 'POST',
			input: { id: draftId },
			...schemaError,
		},
		'update-draft of a published post': {
			ability: 'webmcp-abilities/update-draft',
			method: 'POST',
			input: { id: publishedId, title: 'Changed' },
			status: 409,
			code: 'invalid_state',
		},
		'update-draft with a category that does not exist': {
			ability: 'webmcp-abilities/update-draft',
			method: 'POST',
			input: {
				id: draftId,
				title: 'Changed',
				categories: [ MISSING_ID ],
			},
			status: 400,
			code: 'invalid_input',
		},
		'publish-post of a published post': {
			ability: 'webmcp-abilities/publish-post',
			method: 'POST',
			input: { id: publishedId },
			status: 409,
			code: 'invalid_state',
		},
		'publish-post with a date in the past': {
			ability: 'webmcp-abilities/publish-post',
			method: 'POST',
			input: { id: draftId, date: '2001-01-01T00:00:00Z' },
			status: 400,
			code: 'invalid_input',
		},
		'publish-post with a date that is not a date': {
			ability: 'webmcp-abilities/publish-post',
			method: 'POST',
			input: { id: draftId, date: 'tomorrow' },
			...schemaError,
		},
		'trash-post with an id that does not exist': {
			ability: 'webmcp-abilities/trash-post',
			method: 'DELETE',
			input: { id: MISSING_ID },
			status: 403,
			code: 'not_found',
		},
		'trash-post with a negative id': {
			ability: 'webmcp-abilities/trash-post',
			method: 'DELETE',
			input: { id: -3 },
			...schemaError,
		},
		'update-draft of a draft that does not exist': {
			ability: 'webmcp-abilities/update-draft',
			method: 'POST',
			input: { id: MISSING_ID, title: 'Changed' },
			status: 403,
			code: 'not_found',
		},
		'publish-post of a post that does not exist': {
			ability: 'webmcp-abilities/publish-post',
			method: 'POST',
			input: { id: MISSING_ID },
			status: 403,
			code: 'not_found',
		},
		'moderate-comment without an action': {
			ability: 'webmcp-abilities/moderate-comment',
			method: 'POST',
			input: { id: 1 },
			...schemaError,
		},
		'moderate-comment with an unknown action': {
			ability: 'webmcp-abilities/moderate-comment',
			method: 'POST',
			input: { id: 1, action: 'delete' },
			...schemaError,
		},
		'moderate-comment of a comment that does not exist': {
			ability: 'webmcp-abilities/moderate-comment',
			method: 'POST',
			input: { id: MISSING_ID, action: 'spam' },
			status: 403,
			code: 'not_found',
		},
		'list-pending-comments with a page of the wrong type': {
			ability: 'webmcp-abilities/list-pending-comments',
			method: 'GET',
			input: { page: 'two' },
			...schemaError,
		},
		'list-admin-screens with any input': {
			ability: 'webmcp-abilities/list-admin-screens',
			method: 'GET',
			input: { all: true },
			...schemaError,
		},
	};
}

test( 'every bad call is refused with its code and leaves the site unchanged', async ( {
	baseURL,
} ) => {
	const admin = await RestClient.as( baseURL as string, 'admin' );
	try {
		const draftId = await createPost( admin, {
			title: 'Untouched draft',
			status: 'draft',
		} );
		const publishedId = await createPost( admin, {
			title: 'Untouched post',
			status: 'publish',
		} );
		const before = await countContent( admin );
		const draftBefore = (
			await admin.request(
				'GET',
				`/wp/v2/posts/${ draftId }?context=edit`
			)
		).body;

		const outcomes: Record< string, string > = {};
		const wanted: Record< string, string > = {};
		for ( const [ name, call ] of Object.entries(
			badCalls( draftId, publishedId )
		) ) {
			const response = await admin.run(
				call.ability,
				call.method,
				call.input
			);
			outcomes[ name ] = `${ response.status } ${ response.body?.code }`;
			wanted[ name ] = `${ call.status } ${ call.code }`;
			expect( typeof response.body?.message, name ).toBe( 'string' );
		}

		expect( outcomes ).toEqual( wanted );
		expect( await countContent( admin ) ).toEqual( before );
		const draftAfter = (
			await admin.request(
				'GET',
				`/wp/v2/posts/${ draftId }?context=edit`
			)
		).body;
		expect( draftAfter.title.raw ).toBe( draftBefore.title.raw );
		expect( draftAfter.status ).toBe( 'draft' );
		expect( draftAfter.modified_gmt ).toBe( draftBefore.modified_gmt );
	} finally {
		await admin.dispose();
	}
} );
