/**
 * Every ability, for every role and for a logged-out visitor, over the real REST API: allowed or
 * refused exactly as WordPress's capabilities say, and never revealing what a user cannot see.
 */
import type { TestUser } from '../../utils/log-in';
import { RestClient } from '../../utils/rest-client';
import { createComment, createPost } from '../../utils/site-content';
import { expect, test } from '../../utils/clean-php-log';

type Role = TestUser | 'anonymous';
const ROLES: Role[] = [
	'admin',
	'editor',
	'author',
	'contributor',
	'subscriber',
	'anonymous',
];

interface Case {
	title: string;
	ability: string;
	method: 'GET' | 'POST' | 'DELETE';
	/** Builds the input, creating what the call needs (fresh for each role). */
	input: ( admin: RestClient ) => Promise< object | undefined >;
	/**
	 * HTTP status per role, with the error code where the plugin chooses it. Core's run endpoint
	 * answers every permission failure with 401/403, so a hidden or missing object is
	 * `403 not_found`: the same for both, so nothing leaks.
	 */
	expected: Record< Role, number | [ number, string ] >;
}

const everyoneLoggedIn: Case[ 'expected' ] = {
	admin: 200,
	editor: 200,
	author: 200,
	contributor: 200,
	subscriber: 200,
	anonymous: 401,
};
/** For an administrator's unpublished content: to the others it does not exist. */
const othersCannotSeeIt: Case[ 'expected' ] = {
	admin: 200,
	editor: 200,
	author: [ 403, 'not_found' ],
	contributor: [ 403, 'not_found' ],
	subscriber: [ 403, 'not_found' ],
	anonymous: [ 401, 'access_denied' ],
};
/** For what authors and below may see but not do. */
const onlyEditorsMay: Case[ 'expected' ] = {
	admin: 200,
	editor: 200,
	author: [ 403, 'access_denied' ],
	contributor: [ 403, 'access_denied' ],
	subscriber: [ 403, 'access_denied' ],
	anonymous: [ 401, 'access_denied' ],
};
/** For the site's design: only who may open the Site Editor (`edit_theme_options`). */
const onlyDesigners: Case[ 'expected' ] = {
	...onlyEditorsMay,
	editor: [ 403, 'access_denied' ],
};
const adminsDraft = ( admin: RestClient ) =>
	createPost( admin, { title: 'Admin draft', status: 'draft' } );

const CASES: Case[] = [
	{
		title: 'get-site-overview',
		ability: 'webmcp-abilities/get-site-overview',
		method: 'GET',
		input: async () => undefined,
		expected: everyoneLoggedIn,
	},
	{
		title: 'list-admin-screens',
		ability: 'webmcp-abilities/list-admin-screens',
		method: 'GET',
		input: async () => undefined,
		expected: everyoneLoggedIn,
	},
	{
		title: 'list-templates',
		ability: 'webmcp-abilities/list-templates',
		method: 'GET',
		input: async () => ( { kind: 'part' } ),
		expected: onlyDesigners,
	},
	{
		title: 'find-posts',
		ability: 'webmcp-abilities/find-posts',
		method: 'GET',
		input: async () => ( { search: 'Hello' } ),
		expected: everyoneLoggedIn,
	},
	{
		title: 'get-post of a published post',
		ability: 'webmcp-abilities/get-post',
		method: 'GET',
		input: async ( admin ) => ( {
			id: await createPost( admin, {
				title: 'Public',
				status: 'publish',
			} ),
		} ),
		expected: everyoneLoggedIn,
	},
	{
		title: 'get-post of an administrator’s draft',
		ability: 'webmcp-abilities/get-post',
		method: 'GET',
		input: async ( admin ) => ( { id: await adminsDraft( admin ) } ),
		expected: othersCannotSeeIt,
	},
	{
		title: 'create-draft',
		ability: 'webmcp-abilities/create-draft',
		method: 'POST',
		input: async () => ( { title: 'Drafted by an agent' } ),
		expected: {
			admin: 200,
			editor: 200,
			author: 200,
			contributor: 200,
			subscriber: [ 403, 'access_denied' ],
			anonymous: [ 401, 'access_denied' ],
		},
	},
	{
		title: 'create-draft of a page',
		ability: 'webmcp-abilities/create-draft',
		method: 'POST',
		input: async () => ( { type: 'page', title: 'A page' } ),
		expected: onlyEditorsMay,
	},
	{
		title: 'update-draft of an administrator’s draft',
		ability: 'webmcp-abilities/update-draft',
		method: 'POST',
		input: async ( admin ) => ( {
			id: await adminsDraft( admin ),
			title: 'Changed',
		} ),
		expected: othersCannotSeeIt,
	},
	{
		title: 'publish-post of an administrator’s draft',
		ability: 'webmcp-abilities/publish-post',
		method: 'POST',
		input: async ( admin ) => ( { id: await adminsDraft( admin ) } ),
		expected: othersCannotSeeIt,
	},
	{
		title: 'trash-post of an administrator’s published post',
		ability: 'webmcp-abilities/trash-post',
		method: 'DELETE',
		input: async ( admin ) => ( {
			id: await createPost( admin, {
				title: 'To trash',
				status: 'publish',
			} ),
		} ),
		expected: onlyEditorsMay,
	},
	{
		title: 'list-pending-comments',
		ability: 'webmcp-abilities/list-pending-comments',
		method: 'GET',
		input: async () => undefined,
		expected: {
			admin: 200,
			editor: 200,
			author: 200,
			contributor: 200,
			subscriber: [ 403, 'rest_ability_cannot_execute' ],
			anonymous: [ 401, 'rest_ability_cannot_execute' ],
		},
	},
	{
		title: 'moderate-comment on an administrator’s post',
		ability: 'webmcp-abilities/moderate-comment',
		method: 'POST',
		input: async ( admin ) => {
			const post = await createPost( admin, {
				title: 'Commented',
				status: 'publish',
			} );
			return {
				id: await createComment( admin, {
					post,
					content: 'Nice.',
					status: 'hold',
				} ),
				action: 'approve',
			};
		},
		expected: othersCannotSeeIt,
	},
	{
		title: 'find-media',
		ability: 'webmcp-abilities/find-media',
		method: 'GET',
		input: async () => ( { missing_alt: true } ),
		expected: {
			...onlyEditorsMay,
			// Uploading is an author's right too: they see the library, as on Media > Library.
			author: 200,
		},
	},
	{
		title: 'update-site-identity (the tagline it has)',
		ability: 'webmcp-abilities/update-site-identity',
		method: 'POST',
		input: async ( admin ) => ( {
			tagline: ( await admin.request( 'GET', '/wp/v2/settings' ) ).body
				.description,
		} ),
		expected: { ...onlyEditorsMay, editor: [ 403, 'access_denied' ] },
	},
];

let clients: Record< Role, RestClient >;

test.beforeAll( async ( { baseURL: site } ) => {
	const baseURL = site as string;
	const entries = await Promise.all(
		ROLES.map(
			async ( role ) =>
				[
					role,
					await RestClient.as(
						baseURL,
						role === 'anonymous' ? null : role
					),
				] as const
		)
	);
	clients = Object.fromEntries( entries ) as Record< Role, RestClient >;
} );

test.afterAll( async () => {
	await Promise.all(
		Object.values( clients ).map( ( client ) => client.dispose() )
	);
} );

for ( const { title, ability, method, input, expected } of CASES ) {
	test( `${ title }: allowed or refused per role`, async () => {
		const outcomes: Record< string, string > = {};
		const wanted: Record< string, string > = {};
		for ( const role of ROLES ) {
			const response = await clients[ role ].run(
				ability,
				method,
				await input( clients.admin )
			);
			const [ status, code ] = Array.isArray( expected[ role ] )
				? expected[ role ]
				: [ expected[ role ] ];
			wanted[ role ] = code ? `${ status } ${ code }` : `${ status }`;
			outcomes[ role ] = code
				? `${ response.status } ${ response.body?.code }`
				: `${ response.status }`;
		}
		expect( outcomes ).toEqual( wanted );
	} );
}

test( 'authors and contributors work on their own drafts; only authors may publish them', async () => {
	for ( const role of [ 'author', 'contributor' ] as const ) {
		const client = clients[ role ];
		const draft = await client.run(
			'webmcp-abilities/create-draft',
			'POST',
			{ title: `${ role } draft` }
		);
		expect( draft.status ).toBe( 200 );
		const id = draft.body.id;
		expect(
			( await client.run( 'webmcp-abilities/get-post', 'GET', { id } ) )
				.status
		).toBe( 200 );
		expect(
			(
				await client.run( 'webmcp-abilities/update-draft', 'POST', {
					id,
					excerpt: 'Short.',
				} )
			).status
		).toBe( 200 );
		const published = await client.run(
			'webmcp-abilities/publish-post',
			'POST',
			{ id }
		);
		expect( `${ role }: ${ published.status }` ).toBe(
			`${ role }: ${ role === 'author' ? 200 : 403 }`
		);
	}
} );

test( 'find-posts lists other people’s drafts only to those who may edit them', async () => {
	const title = `Secret plan ${ Date.now() }`;
	await createPost( clients.admin, { title, status: 'draft' } );
	for ( const role of [
		'admin',
		'editor',
		'author',
		'contributor',
		'subscriber',
	] as const ) {
		const found = await clients[ role ].run(
			'webmcp-abilities/find-posts',
			'GET',
			{ search: title }
		);
		expect( found.status ).toBe( 200 );
		const titles = found.body.posts.map(
			( post: { title: string } ) => post.title
		);
		expect( `${ role }: ${ titles.join( ',' ) }` ).toBe(
			`${ role }: ${ [ 'admin', 'editor' ].includes( role ) ? title : '' }`
		);
	}
} );

test( 'list-admin-screens offers each role only the screens it may open', async () => {
	const titles = async ( role: TestUser ) =>
		(
			await clients[ role ].run(
				'webmcp-abilities/list-admin-screens',
				'GET',
				{ per_page: 50 }
			)
		).body.screens.map( ( screen: { title: string } ) => screen.title );
	expect( await titles( 'admin' ) ).toEqual(
		expect.arrayContaining( [ 'Plugins', 'Users', 'General Settings' ] )
	);
	expect( await titles( 'editor' ) ).toEqual(
		expect.arrayContaining( [ 'Pages', 'Categories' ] )
	);
	expect( await titles( 'editor' ) ).not.toContain( 'Plugins' );
	expect( await titles( 'subscriber' ) ).toEqual( [
		'Dashboard',
		'Profile',
	] );
} );

test( 'list-pending-comments shows authors only comments on their own posts', async () => {
	const adminPost = await createPost( clients.admin, {
		title: 'Admin post',
		status: 'publish',
	} );
	const authorPost = await createPost( clients.author, {
		title: 'Author post',
		status: 'publish',
	} );
	const onAdmin = await createComment( clients.admin, {
		post: adminPost,
		content: 'On admin',
		status: 'hold',
	} );
	const onAuthor = await createComment( clients.admin, {
		post: authorPost,
		content: 'On author',
		status: 'hold',
	} );
	const ids = async ( role: TestUser ) =>
		(
			await clients[ role ].run(
				'webmcp-abilities/list-pending-comments',
				'GET',
				{ per_page: 50 }
			)
		).body.comments.map( ( comment: { id: number } ) => comment.id );
	expect( await ids( 'editor' ) ).toEqual(
		expect.arrayContaining( [ onAdmin, onAuthor ] )
	);
	const authorSees = await ids( 'author' );
	expect( authorSees ).toContain( onAuthor );
	expect( authorSees ).not.toContain( onAdmin );
} );
