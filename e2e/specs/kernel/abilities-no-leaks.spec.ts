/**
 * Abilities never tell a user what they cannot see: not through search matches, not through
 * statuses their role cannot read, not through an error that differs for "missing" and "not yours".
 */
import { RestClient } from '../../utils/rest-client';
import { createComment, createPost } from '../../utils/site-content';
import { expect, test } from '../../utils/clean-php-log';

let admin: RestClient;
let author: RestClient;
let subscriber: RestClient;
let reviewer: RestClient;

test.beforeAll( async ( { baseURL: site } ) => {
	const baseURL = site as string;
	admin = await RestClient.as( baseURL, 'admin' );
	author = await RestClient.as( baseURL, 'author' );
	subscriber = await RestClient.as( baseURL, 'subscriber' );
	reviewer = await RestClient.as( baseURL, 'reviewer' );
} );

test.afterAll( async () => {
	await Promise.all(
		[ admin, author, subscriber, reviewer ].map( ( client ) =>
			client.dispose()
		)
	);
} );

async function foundTitles(
	client: RestClient,
	input: object
): Promise< string[] > {
	const found = await client.run(
		'webmcp-abilities/find-posts',
		'GET',
		input
	);
	expect( found.status, JSON.stringify( found.body ) ).toBe( 200 );
	return found.body.posts.map( ( post: { title: string } ) => post.title );
}

test( 'find-posts matches a password-protected post’s content only for those who may read it', async () => {
	const secret = `passphrase${ Date.now() }`;
	const title = `Protected ${ secret.slice( -6 ) }`;
	const response = await admin.request( 'POST', '/wp/v2/posts', {
		title,
		status: 'publish',
		password: 'letmein',
		content: `The vault code is ${ secret }.`,
	} );
	expect( response.status ).toBe( 201 );

	// The guess is in the content only: people without the password learn nothing from a match.
	expect( await foundTitles( subscriber, { search: secret } ) ).toEqual( [] );
	expect( await foundTitles( author, { search: secret } ) ).toEqual( [] );
	expect(
		await foundTitles( subscriber, { search: `-${ secret } ${ title }` } )
	).toEqual( [ title ] );
	// The title is public, so it still finds the post; and those who may edit it search its content.
	expect( await foundTitles( subscriber, { search: title } ) ).toEqual( [
		title,
	] );
	expect( await foundTitles( admin, { search: secret } ) ).toEqual( [
		title,
	] );
} );

test( 'find-posts searches the content of the user’s own protected posts', async () => {
	const secret = `ownphrase${ Date.now() }`;
	const title = `Own protected ${ secret.slice( -6 ) }`;
	const response = await author.request( 'POST', '/wp/v2/posts', {
		title,
		status: 'publish',
		password: 'mine',
		content: `Only I know ${ secret }.`,
	} );
	expect( response.status ).toBe( 201 );
	expect( await foundTitles( author, { search: secret } ) ).toEqual( [
		title,
	] );
	expect( await foundTitles( subscriber, { search: secret } ) ).toEqual( [] );
} );

test( 'find-posts shows others’ private posts only to roles that may read them', async () => {
	const title = `Private memo ${ Date.now() }`;
	await createPost( admin, { title, status: 'private' } );
	const draft = `Reviewable draft ${ Date.now() }`;
	await createPost( admin, { title: draft, status: 'draft' } );

	// `reviewer` may edit others' posts (so sees their drafts) but not read private ones.
	expect( await foundTitles( reviewer, { search: title } ) ).toEqual( [] );
	expect(
		await foundTitles( reviewer, { search: title, status: [ 'private' ] } )
	).toEqual( [] );
	expect( await foundTitles( reviewer, { search: draft } ) ).toEqual( [
		draft,
	] );
	expect( await foundTitles( admin, { search: title } ) ).toEqual( [
		title,
	] );
} );

test( 'moderate-comment answers the same for a missing comment and one the user may not moderate', async () => {
	const privatePost = await createPost( admin, {
		title: 'Private with comments',
		status: 'private',
	} );
	const publicPost = await createPost( admin, {
		title: 'Public with comments',
		status: 'publish',
	} );
	const onPrivate = await createComment( admin, {
		post: privatePost,
		content: 'Approved, private post.',
		status: 'approved',
	} );
	const onPublic = await createComment( admin, {
		post: publicPost,
		content: 'Approved, public post.',
		status: 'approved',
	} );
	const missing = onPublic + 100000;

	const answers: Record< string, string > = {};
	for ( const [ label, id ] of Object.entries( {
		onPrivate,
		onPublic,
		missing,
	} ) ) {
		const response = await author.run(
			'webmcp-abilities/moderate-comment',
			'POST',
			{ id, action: 'spam' }
		);
		answers[ label ] = `${ response.status } ${ response.body?.code }`;
	}
	expect( answers ).toEqual( {
		onPrivate: '403 not_found',
		onPublic: '403 not_found',
		missing: '403 not_found',
	} );
	const comment = await admin.request(
		'GET',
		`/wp/v2/comments/${ onPrivate }?context=edit`
	);
	expect( comment.body.status ).toBe( 'approved' );
} );

test( 'the public abilities show a logged-out visitor (no cookie, no nonce) the published post, and nothing else seeded with the same word', async ( {
	baseURL,
} ) => {
	const word = `wombat${ Date.now() }`;
	const statuses = [ 'publish', 'draft', 'pending', 'private' ] as const;
	const ids: Record< string, number > = {};
	for ( const status of statuses ) {
		ids[ status ] = await createPost( admin, {
			title: `${ word } ${ status }`,
			status,
			content: `About the ${ word }.`,
		} );
	}
	const future = await admin.request( 'POST', '/wp/v2/posts', {
		title: `${ word } future`,
		status: 'future',
		date: new Date( Date.now() + 7 * 86_400_000 ).toISOString(),
		content: `About the ${ word }.`,
	} );
	const locked = await admin.request( 'POST', '/wp/v2/posts', {
		title: 'Members only',
		status: 'publish',
		password: 'letmein',
		content: `About the ${ word }.`,
	} );
	expect( [ future.status, locked.status ] ).toEqual( [ 201, 201 ] );

	const visitor = await RestClient.as( baseURL as string, null );
	try {
		const found = await visitor.run(
			'webmcp-abilities/search-site',
			'GET',
			{
				search: word,
			}
		);
		expect( found.status, JSON.stringify( found.body ) ).toBe( 200 );
		expect(
			found.body.results.map( ( result: { id: number } ) => result.id )
		).toEqual( [ ids.publish ] );

		// An item that is not public answers as one that does not exist, byte for byte.
		const answers = new Set< string >();
		for ( const id of [
			ids.draft,
			ids.pending,
			ids.private,
			future.body.id,
			987654321,
		] ) {
			const read = await visitor.run(
				'webmcp-abilities/read-content',
				'GET',
				{ id }
			);
			answers.add( `${ read.status } ${ JSON.stringify( read.body ) }` );
		}
		expect( [ ...answers ] ).toHaveLength( 1 );
		expect( [ ...answers ][ 0 ] ).toMatch( /^404 .*"code":"not_found"/ );

		const protectedRead = await visitor.run(
			'webmcp-abilities/read-content',
			'GET',
			{
				id: locked.body.id,
			}
		);
		expect( protectedRead.body ).toMatchObject( {
			protected: true,
			text: '',
		} );
		expect( JSON.stringify( protectedRead.body ) ).not.toContain( word );

		const draftPage = await visitor.run(
			'webmcp-abilities/describe-page',
			'GET',
			{
				url: `${ baseURL }/?p=${ ids.draft }`,
			}
		);
		expect( draftPage.body ).toMatchObject( { type: 'missing' } );
		expect( JSON.stringify( draftPage.body ) ).not.toContain( word );
	} finally {
		await visitor.dispose();
	}
} );
