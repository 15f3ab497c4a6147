/**
 * Conformance: the plugin's abilities work for every client of the Abilities API, not only for
 * its own bridge. WordPress's own browser client (`@wordpress/core-abilities` mirroring the
 * server into `@wordpress/abilities`) runs each one through `executeAbility()`, which checks the
 * input and the output against the ability's schemas with ajv (draft-04) before and after the
 * run. And every schema the REST API serves for them compiles with the same validator.
 */
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';

import { logIn } from '../../utils/log-in';
import { RestClient } from '../../utils/rest-client';
import { expect, test } from '../../utils/clean-php-log';
import { createImage } from '../../utils/site-content';
import { switchOnTestPlugin } from '../../utils/test-plugins';

const NAMESPACE = 'webmcp-abilities/';

interface ServedAbility {
	name: string;
	input_schema?: unknown;
	output_schema?: unknown;
}

/** What the test has made by the time an ability runs, for the inputs that need it. */
interface Made {
	home: string;
	postId: number;
	commentId: number;
	imageId: number;
	tagline: string;
	termId: number;
	replyId: number;
	proposalId: number;
	userId: number;
	menuId: number;
}

/** A one-pixel PNG, as an agent holding an image sends it. */
const PIXEL_UPLOAD = {
	data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
	filename: 'abilities-client-pixel.png',
	alt: 'A single pixel',
};

/** A person the test invites, changes the role of and removes: no one else is touched. */
const INVITED = `abilities-client-${ Date.now() }`;

/**
 * A valid input for each of the plugin's abilities, in the order they run: reads, then a draft's
 * life (created, read, described, updated, published), a comment's moderation, and the trash.
 * An ability missing here fails the test, so a new ability cannot go unchecked.
 */
const VALID_INPUT: Record< string, ( made: Made ) => unknown > = {
	'webmcp-abilities/get-site-overview': () => undefined,
	'webmcp-abilities/list-admin-screens': () => undefined,
	'webmcp-abilities/list-templates': () => ( { kind: 'part' } ),
	'webmcp-abilities/find-posts': () => ( { search: 'Hello' } ),
	'webmcp-abilities/create-draft': () => ( {
		title: 'Written through WordPress’s abilities client',
		content: 'First words.',
	} ),
	'webmcp-abilities/get-post': ( { postId } ) => ( { id: postId } ),
	'webmcp-abilities/describe-post': ( { postId } ) => ( { id: postId } ),
	// Another plugin's call, described generically: here the plugin's own draft edit.
	'webmcp-abilities/describe-call': ( { postId } ) => ( {
		ability: 'webmcp-abilities/update-draft',
		input: {
			id: postId,
			title: 'Retitled through WordPress’s abilities client',
		},
	} ),
	'webmcp-abilities/describe-publish': ( { postId } ) => ( { id: postId } ),
	'webmcp-abilities/update-draft': ( { postId } ) => ( {
		id: postId,
		title: 'Retitled through WordPress’s abilities client',
	} ),
	'webmcp-abilities/publish-post': ( { postId } ) => ( { id: postId } ),
	// A contributor's proposal, which the administrator may decide and so read.
	'webmcp-abilities/get-proposal': ( { proposalId } ) => ( {
		id: proposalId,
	} ),
	'webmcp-abilities/describe-published-change': ( { postId } ) => ( {
		id: postId,
		title: 'Fixed live through WordPress’s abilities client',
	} ),
	'webmcp-abilities/update-published-post': ( { postId } ) => ( {
		id: postId,
		title: 'Fixed live through WordPress’s abilities client',
	} ),
	// The fix is the newest revision: the version before it is there to compare and restore.
	'webmcp-abilities/list-revisions': ( { postId } ) => ( { id: postId } ),
	'webmcp-abilities/compare-revisions': ( { postId } ) => ( { id: postId } ),
	'webmcp-abilities/describe-restore': ( { postId } ) => ( { id: postId } ),
	'webmcp-abilities/restore-revision': ( { postId } ) => ( { id: postId } ),
	'webmcp-abilities/describe-duplicate': ( { postId } ) => ( { id: postId } ),
	'webmcp-abilities/duplicate-post': ( { postId } ) => ( { id: postId } ),
	// The public abilities: what any visitor's agent may run.
	'webmcp-abilities/search-site': () => ( { search: 'Hello' } ),
	'webmcp-abilities/read-content': ( { postId } ) => ( { id: postId } ),
	'webmcp-abilities/list-destinations': () => undefined,
	'webmcp-abilities/describe-page': ( { home } ) => ( { url: `${ home }/` } ),
	'webmcp-abilities/list-pending-comments': () => ( {} ),
	'webmcp-abilities/describe-comment': ( { commentId } ) => ( {
		id: commentId,
	} ),
	'webmcp-abilities/moderate-comment': ( { commentId } ) => ( {
		id: commentId,
		action: 'approve',
	} ),
	// The approved comment answered, and the answer edited.
	'webmcp-abilities/describe-reply': ( { commentId } ) => ( {
		id: commentId,
		content: 'Thank you.',
	} ),
	'webmcp-abilities/reply-to-comment': ( { commentId } ) => ( {
		id: commentId,
		content: 'Thank you.',
	} ),
	'webmcp-abilities/describe-reply-change': ( { replyId } ) => ( {
		id: replyId,
		content: 'Thank you very much.',
	} ),
	'webmcp-abilities/update-reply': ( { replyId } ) => ( {
		id: replyId,
		content: 'Thank you very much.',
	} ),
	// The media library, on an image the test uploaded, and the draft's featured image.
	'webmcp-abilities/find-media': () => ( { missing_alt: true } ),
	'webmcp-abilities/get-media': ( { imageId } ) => ( { id: imageId } ),
	'webmcp-abilities/describe-media-update': ( { imageId } ) => ( {
		items: [ { id: imageId, alt: 'A single pixel' } ],
	} ),
	'webmcp-abilities/update-media': ( { imageId } ) => ( {
		items: [ { id: imageId, alt: 'A single pixel' } ],
	} ),
	'webmcp-abilities/describe-featured-image': ( { postId, imageId } ) => ( {
		id: postId,
		image: imageId,
	} ),
	'webmcp-abilities/set-featured-image': ( { postId, imageId } ) => ( {
		id: postId,
		image: imageId,
	} ),
	// A pixel uploaded from data, with its alt text.
	'webmcp-abilities/describe-media-upload': () => PIXEL_UPLOAD,
	'webmcp-abilities/upload-media': () => PIXEL_UPLOAD,
	// The site's identity, given what it is (nothing changes for the stories after this one).
	'webmcp-abilities/describe-site-identity': ( { tagline } ) => ( {
		tagline,
	} ),
	'webmcp-abilities/update-site-identity': ( { tagline } ) => ( { tagline } ),
	// Plugins and themes, each left as it is (the stories after this one share the site).
	'webmcp-abilities/list-plugins': () => ( { status: 'inactive' } ),
	'webmcp-abilities/describe-plugin-change': () => ( {
		plugin: 'akismet/akismet.php',
		active: false,
	} ),
	'webmcp-abilities/set-plugin-active': () => ( {
		plugin: 'akismet/akismet.php',
		active: false,
	} ),
	'webmcp-abilities/list-themes': () => undefined,
	'webmcp-abilities/describe-theme-switch': () => ( {
		stylesheet: 'twentytwentyfive',
	} ),
	'webmcp-abilities/switch-theme': () => ( {
		stylesheet: 'twentytwentyfive',
	} ),
	// Site Health and upkeep: a due event of WordPress's own (hourly, due on a site whose cron has
	// not run), then what WordPress does daily and on saving the Permalinks screen.
	'webmcp-abilities/get-site-health': () => ( { status: 'critical' } ),
	'webmcp-abilities/list-scheduled-events': () => ( { due: true } ),
	'webmcp-abilities/read-debug-log': () => ( { lines: 5 } ),
	'webmcp-abilities/describe-scheduled-event': () => ( {
		hook: 'wp_privacy_delete_old_export_files',
	} ),
	'webmcp-abilities/run-scheduled-event': () => ( {
		hook: 'wp_privacy_delete_old_export_files',
	} ),
	'webmcp-abilities/describe-expired-transients': () => ( {} ),
	'webmcp-abilities/delete-expired-transients': () => ( {} ),
	'webmcp-abilities/describe-rewrite-flush': () => ( {} ),
	'webmcp-abilities/flush-rewrite-rules': () => ( {} ),
	// A category's life: listed, added, given to the draft, merged into Uncategorized.
	'webmcp-abilities/get-settings': () => ( { section: 'reading' } ),
	// The feed's length as it is: the settings' tools run, and the site stays as it was.
	'webmcp-abilities/describe-settings': () => ( { posts_per_rss: 10 } ),
	'webmcp-abilities/update-settings': () => ( { posts_per_rss: 10 } ),
	'webmcp-abilities/list-users': () => ( { role: 'administrator' } ),
	'webmcp-abilities/describe-invite': () => ( {
		login: INVITED,
		email: `${ INVITED }@example.org`,
		role: 'subscriber',
	} ),
	'webmcp-abilities/invite-user': () => ( {
		login: INVITED,
		email: `${ INVITED }@example.org`,
		role: 'subscriber',
	} ),
	'webmcp-abilities/describe-role-change': ( { userId } ) => ( {
		id: userId,
		role: 'contributor',
	} ),
	'webmcp-abilities/change-user-role': ( { userId } ) => ( {
		id: userId,
		role: 'contributor',
	} ),
	'webmcp-abilities/describe-removal': ( { userId } ) => ( { id: userId } ),
	'webmcp-abilities/remove-user': ( { userId } ) => ( { id: userId } ),
	'webmcp-abilities/list-terms': () => ( {} ),
	'webmcp-abilities/describe-term-save': () => ( {
		name: 'Filed through WordPress’s abilities client',
	} ),
	'webmcp-abilities/save-term': () => ( {
		name: 'Filed through WordPress’s abilities client',
	} ),
	'webmcp-abilities/describe-post-terms': ( { postId, termId } ) => ( {
		posts: [ postId ],
		add: [ termId ],
	} ),
	'webmcp-abilities/set-post-terms': ( { postId, termId } ) => ( {
		posts: [ postId ],
		add: [ termId ],
	} ),
	'webmcp-abilities/describe-term-merge': ( { termId } ) => ( {
		from: termId,
		into: 1,
	} ),
	'webmcp-abilities/merge-terms': ( { termId } ) => ( {
		from: termId,
		into: 1,
	} ),
	// A classic theme's menus, widgets and Additional CSS, under Twenty Twenty-One (`CLASSIC`):
	// a menu the test made, the first default widget moved where it is, the CSS left as it is.
	'webmcp-abilities/get-menus': () => undefined,
	'webmcp-abilities/describe-menu-item-add': ( { menuId, home } ) => ( {
		menu: menuId,
		type: 'custom',
		url: `${ home }/visit/`,
		title: 'Visit',
	} ),
	'webmcp-abilities/add-menu-item': ( { menuId, home } ) => ( {
		menu: menuId,
		type: 'custom',
		url: `${ home }/visit/`,
		title: 'Visit',
	} ),
	'webmcp-abilities/describe-menu-edit': ( { menuId } ) => ( {
		menu: menuId,
		name: 'Renamed through WordPress’s abilities client',
	} ),
	'webmcp-abilities/edit-menu': ( { menuId } ) => ( {
		menu: menuId,
		name: 'Renamed through WordPress’s abilities client',
	} ),
	'webmcp-abilities/get-widgets': () => undefined,
	'webmcp-abilities/describe-widgets': () => ( {
		action: 'move',
		widget: 'block-2',
		position: 1,
	} ),
	'webmcp-abilities/edit-widgets': () => ( {
		action: 'move',
		widget: 'block-2',
		position: 1,
	} ),
	'webmcp-abilities/get-custom-css': () => undefined,
	'webmcp-abilities/describe-custom-css': () => ( { css: '' } ),
	'webmcp-abilities/set-custom-css': () => ( { css: '' } ),
	'webmcp-abilities/trash-post': ( { postId } ) => ( { id: postId } ),
	// Last, the test's image, which the post it is the featured image of still uses.
	'webmcp-abilities/describe-media-delete': ( { imageId } ) => ( {
		ids: [ imageId ],
		force: true,
	} ),
	'webmcp-abilities/delete-media': ( { imageId } ) => ( {
		ids: [ imageId ],
		force: true,
	} ),
};

/** The abilities of a classic theme's screens, which answer only under one. */
const CLASSIC = new Set(
	Object.keys( VALID_INPUT ).filter( ( name ) =>
		/menu|widget|custom-css/.test( name )
	)
);

/** A validator set up as WordPress's `@wordpress/abilities` sets up its own. */
function wordpressValidator(): Ajv {
	const ajv = new Ajv( {
		coerceTypes: false,
		useDefaults: true,
		removeAdditional: false,
		allErrors: true,
		verbose: true,
		allowUnionTypes: true,
	} );
	addFormats( ajv, [
		'date-time',
		'email',
		'hostname',
		'ipv4',
		'ipv6',
		'uri',
		'uuid',
	] );
	return ajv;
}

/**
 * WordPress's client compiles a schema without its root `default` (which fills in a GET call's
 * missing input), and so does this test.
 * @param schema A served schema.
 */
function withoutRootDefault( schema: unknown ): Record< string, unknown > {
	const { default: _default, ...compiled } = schema as Record<
		string,
		unknown
	>;
	return compiled;
}

let admin: RestClient;
let served: ServedAbility[];
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
	const response = await admin.request(
		'GET',
		'/wp-abilities/v1/abilities?per_page=100'
	);
	expect( response.status ).toBe( 200 );
	served = ( response.body as ServedAbility[] ).filter( ( { name } ) =>
		name.startsWith( NAMESPACE )
	);
} );
test.afterAll( async () => admin.dispose() );

test( 'every schema the REST API serves for the plugin’s abilities compiles as draft-04 JSON Schema', async () => {
	expect( served.map( ( { name } ) => name ).sort() ).toEqual(
		Object.keys( VALID_INPUT ).sort()
	);
	const ajv = wordpressValidator();
	const failures: string[] = [];
	for ( const ability of served ) {
		for ( const which of [ 'input_schema', 'output_schema' ] as const ) {
			const schema = ability[ which ];
			if ( schema === undefined ) {
				continue;
			}
			try {
				ajv.compile( withoutRootDefault( schema ) );
			} catch ( error ) {
				failures.push(
					`${ ability.name } ${ which }: ${ ( error as Error ).message }`
				);
			}
		}
	}
	expect( failures ).toEqual( [] );
} );

test( 'every ability of the plugin runs through WordPress’s own abilities client', async ( {
	page,
	baseURL,
} ) => {
	await switchOnTestPlugin( page, baseURL as string, 'coreAbilities' );
	await logIn( page, 'admin' );
	await page.goto( '/wp-admin/' );
	// core-abilities fills the store from REST once the page has loaded.
	await page.waitForFunction(
		( names ) =>
			names.every( ( name ) =>
				// @ts-expect-error -- `wp.data` is WordPress's global, untyped here.
				window.wp?.data?.select( 'core/abilities' )?.getAbility( name )
			),
		Object.keys( VALID_INPUT )
	);

	const made: Made = {
		home: baseURL as string,
		postId: 0,
		commentId: 0,
		imageId: await createImage( admin, {
			title: 'Pixel for WordPress’s abilities client',
		} ),
		tagline: ( await admin.request( 'GET', '/wp/v2/settings' ) ).body
			.description,
		termId: 0,
		replyId: 0,
		proposalId: await contributorsProposal( baseURL as string ),
		userId: 0,
		menuId: (
			await admin.request( 'POST', '/wp/v2/menus', {
				name: `Abilities client ${ Date.now() }`,
			} )
		).body.id,
	};
	const switchTheme = async ( stylesheet: string ) =>
		admin.request(
			'POST',
			'/wp-abilities/v1/abilities/webmcp-abilities/switch-theme/run',
			{ input: { stylesheet } }
		);
	let classic = false;
	const ajv = wordpressValidator();
	const ran: string[] = [];
	try {
		for ( const [ name, inputFor ] of Object.entries( VALID_INPUT ) ) {
			if ( name === 'webmcp-abilities/list-pending-comments' ) {
				made.commentId = await pendingComment();
			}
			if ( CLASSIC.has( name ) !== classic ) {
				classic = ! classic;
				await switchTheme(
					classic ? 'twentytwentyone' : 'twentytwentyfive'
				);
			}
			const outcome = await page.evaluate(
				async ( { ability, input } ) => {
					// The page's import map resolves WordPress's own module.
					const specifier = '@wordpress/abilities';
					const { executeAbility } = await import(
						/* webpackIgnore: true */ specifier
					);
					try {
						return {
							ok: true,
							output: await executeAbility( ability, input ),
						};
					} catch ( error ) {
						const { code, message } = error as {
							code?: string;
							message?: string;
						};
						return { ok: false, code, message };
					}
				},
				{ ability: name, input: inputFor( made ) }
			);
			expect( outcome, name ).toMatchObject( { ok: true } );

			// The client checked the output already; the same check here cannot be skipped.
			const schema = served.find(
				( ability ) => ability.name === name
			)?.output_schema;
			if ( schema !== undefined ) {
				const validate = ajv.compile( withoutRootDefault( schema ) );
				expect(
					validate( outcome.output ),
					`${ name }: ${ JSON.stringify( validate.errors ) }`
				).toBe( true );
			}
			if ( name === 'webmcp-abilities/create-draft' ) {
				made.postId = ( outcome.output as { id: number } ).id;
			}
			if ( name === 'webmcp-abilities/reply-to-comment' ) {
				made.replyId = ( outcome.output as { id: number } ).id;
			}
			if ( name === 'webmcp-abilities/invite-user' ) {
				made.userId = ( outcome.output as { id: number } ).id;
			}
			if ( name === 'webmcp-abilities/save-term' ) {
				made.termId = ( outcome.output as { id: number } ).id;
			}
			ran.push( name );
		}
	} finally {
		if ( classic ) {
			await switchTheme( 'twentytwentyfive' );
		}
		await admin.request(
			'DELETE',
			`/wp/v2/menus/${ made.menuId }?force=true`
		);
		await admin.request(
			'DELETE',
			`/wp/v2/media/${ made.imageId }?force=true`
		);
		if ( made.commentId ) {
			await admin.request(
				'DELETE',
				`/wp/v2/comments/${ made.commentId }?force=true`
			);
		}
		if ( made.postId ) {
			await admin.request(
				'DELETE',
				`/wp/v2/posts/${ made.postId }?force=true`
			);
		}
	}
	expect( ran ).toHaveLength( Object.keys( VALID_INPUT ).length );
} );

/** @return The ID of a new comment held for moderation on the site's first post. */
/**
 * @param baseURL The site.
 * @return A proposal a contributor sent: to publish their draft.
 */
async function contributorsProposal( baseURL: string ): Promise< number > {
	const contributor = await RestClient.as( baseURL, 'contributor' );
	const draft = await contributor.request( 'POST', '/wp/v2/posts', {
		title: 'Proposed through WordPress’s abilities client',
		status: 'draft',
	} );
	const proposed = await contributor.request(
		'POST',
		'/webmcp-abilities/v1/proposals',
		{
			ability: 'webmcp-abilities/publish-post',
			tool: 'wp_publish-post',
			input: { id: draft.body.id },
		}
	);
	await contributor.dispose();
	expect( proposed.status, JSON.stringify( proposed.body ) ).toBe( 201 );
	return proposed.body.id;
}

async function pendingComment(): Promise< number > {
	const response = await admin.request( 'POST', '/wp/v2/comments', {
		post: 1,
		content: 'Waiting for a moderator.',
		author_name: 'A visitor',
		author_email: 'visitor@example.org',
		status: 'hold',
	} );
	expect( response.status, JSON.stringify( response.body ) ).toBe( 201 );
	return response.body.id;
}
