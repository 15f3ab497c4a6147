/**
 * Creates test content through WordPress core's own REST API, and counts what the site holds.
 */
import { expect } from '@playwright/test';

import type { RestClient } from './rest-client';

async function create(
	client: RestClient,
	route: string,
	data: object
): Promise< number > {
	const response = await client.request( 'POST', route, data );
	expect( response.status, JSON.stringify( response.body ) ).toBe( 201 );
	return response.body.id;
}

export function createPost(
	client: RestClient,
	fields: {
		title: string;
		status: string;
		type?: 'posts' | 'pages';
		content?: string;
	}
): Promise< number > {
	const { type = 'posts', ...data } = fields;
	return create( client, `/wp/v2/${ type }`, data );
}

export function createComment(
	admin: RestClient,
	fields: { post: number; content: string; status: 'hold' | 'approved' }
): Promise< number > {
	return create( admin, '/wp/v2/comments', fields );
}

/**
 * @param client A client that may read the post.
 * @param id     Post ID.
 * @return The post's status as the site has it now.
 */
export async function postStatus(
	client: RestClient,
	id: number
): Promise< string > {
	return (
		await client.request( 'GET', `/wp/v2/posts/${ id }?context=edit` )
	).body.status;
}

const COUNTED = [
	...[ 'posts', 'pages' ].flatMap( ( type ) =>
		[ 'publish', 'future', 'draft', 'pending', 'private', 'trash' ].map(
			( status ) => `/wp/v2/${ type }?status=${ status }`
		)
	),
	...[ 'approve', 'hold', 'spam', 'trash' ].map(
		( status ) => `/wp/v2/comments?status=${ status }`
	),
	'/wp/v2/tags?hide_empty=false',
	'/wp/v2/categories?hide_empty=false',
];

/**
 * @param admin An administrator's client.
 * @return How many posts, pages, comments and terms the site has, by status.
 */
export async function countContent(
	admin: RestClient
): Promise< Record< string, number > > {
	const counts: Record< string, number > = {};
	for ( const path of COUNTED ) {
		const response = await admin.request(
			'GET',
			`${ path }&per_page=1&context=edit`
		);
		expect( response.status, path ).toBe( 200 );
		counts[ path ] = Number( response.headers[ 'x-wp-total' ] );
	}
	return counts;
}
