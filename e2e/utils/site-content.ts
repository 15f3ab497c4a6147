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

/** A one-pixel PNG: an image WordPress takes into the library without an image editor. */
const PIXEL = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
	'base64'
);

/**
 * Uploads an image to the media library, as the library's uploader does.
 * @param client       Who uploads it (the image is theirs).
 * @param fields       What the library shows of it.
 * @param fields.title Its title.
 * @param fields.alt   Its alt text ('' or left out: none).
 * @return Its attachment ID.
 */
export async function createImage(
	client: RestClient,
	fields: { title: string; alt?: string }
): Promise< number > {
	const file = `${ fields.title.toLowerCase().replace( /[^a-z0-9]+/g, '-' ) }.png`;
	const uploaded = await client.request( 'POST', '/wp/v2/media', PIXEL, {
		'Content-Type': 'image/png',
		'Content-Disposition': `attachment; filename="${ file }"`,
	} );
	expect( uploaded.status, JSON.stringify( uploaded.body ) ).toBe( 201 );
	const id: number = uploaded.body.id;
	const described = await client.request( 'POST', `/wp/v2/media/${ id }`, {
		title: fields.title,
		alt_text: fields.alt ?? '',
	} );
	expect( described.status ).toBe( 200 );
	return id;
}

/**
 * @param client A client that may edit the attachment.
 * @param id     Attachment ID.
 * @return Its alt text as the site has it now.
 */
export async function altText(
	client: RestClient,
	id: number
): Promise< string > {
	return (
		await client.request( 'GET', `/wp/v2/media/${ id }?context=edit` )
	).body.alt_text;
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
