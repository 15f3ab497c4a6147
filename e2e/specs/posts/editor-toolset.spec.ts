/**
 * The agent does what a person does with blocks: reorders sections, transforms, duplicates and
 * replaces blocks, takes its own steps back and forward, and publishes only through the editor
 * with the person's confirmation. Each step is one step of the person's own undo history.
 */
import type { Page } from '@playwright/test';

import { confirmDialog, shownSubject } from '../../utils/confirm-dialog';
import {
	EDITOR,
	errorCode,
	expectNothingRuns,
	ok,
	openEditor,
	readEditor,
	savedContent,
	type EditorState,
} from '../../utils/editor-agent';
import { RestClient } from '../../utils/rest-client';
import { createPost } from '../../utils/site-content';
import { ownTool } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';
import { NATIVE_ONLY } from '../../runtimes';

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterAll( async () => admin.dispose() );

const paragraph = ( text: string ) =>
	`<!-- wp:paragraph -->\n<p>${ text }</p>\n<!-- /wp:paragraph -->`;
const heading = ( text: string ) =>
	`<!-- wp:heading -->\n<h2 class="wp-block-heading">${ text }</h2>\n<!-- /wp:heading -->`;
const list = ( items: string[] ) =>
	`<!-- wp:list -->\n<ul class="wp-block-list">${ items
		.map(
			( item ) =>
				`<!-- wp:list-item -->\n<li>${ item }</li>\n<!-- /wp:list-item -->`
		)
		.join( '' ) }</ul>\n<!-- /wp:list -->`;

/**
 * The top-level blocks as a person reads them: block name and text.
 * @param state
 */
const outline = ( state: EditorState ) =>
	state.blocks.map( ( block ) => [ block.name, block.text ?? '' ] );

/** @param page The editor. @return The block editor's selection, as client ids. */
const selectedIds = ( page: Page ) =>
	page.evaluate( () =>
		(
			window as unknown as {
				wp: {
					data: {
						select: ( store: string ) => {
							getSelectedBlockClientIds: () => string[];
						};
					};
				};
			}
		 ).wp.data
			.select( 'core/block-editor' )
			.getSelectedBlockClientIds()
	);

/**
 * The person's own Undo or Redo in the editor's top bar.
 * @param page The editor.
 * @param name The button.
 */
const personClicks = ( page: Page, name: 'Undo' | 'Redo' ) =>
	page.getByRole( 'button', { name, exact: true } ).first().click();

// On both runtimes. On Playground's single PHP worker it once failed: the page sent a log report
// per editor call, one request each, and the save waited behind about twenty of them for over
// 30 s. The page now sends its reports one request at a time (`activity/report-outcome.ts`).
test( 'reorder, transform, duplicate, replace, undo and redo at once and in turn; saved exactly as asked, each one undo step for the person', async ( {
	page,
} ) => {
	test.setTimeout( 150_000 );
	const id = await createPost( admin, {
		title: 'Sections',
		status: 'draft',
		content: [
			paragraph( 'Make me a heading' ),
			heading( 'One' ),
			paragraph( 'First section.' ),
			heading( 'Two' ),
			paragraph( 'Second section.' ),
			heading( 'Three' ),
			paragraph( 'Third section.' ),
			list( [ 'Apples', 'Pears' ] ),
			paragraph( 'Duplicate me' ),
			paragraph( 'Replace me' ),
		].join( '\n\n' ),
	} );
	const agent = await openEditor( page, id );
	const start = await readEditor( agent );
	const original = outline( start );
	const idOf = ( text: string ) =>
		start.blocks.find( ( block ) => block.text === text )?.id as string;

	// What the paragraph and the list can become, as the editor offers it.
	const listId = start.blocks.find( ( block ) => block.name === 'core/list' )
		?.id as string;
	const types = await ok( agent, EDITOR.TYPES, {
		ids: [ idOf( 'Make me a heading' ), listId ],
	} );
	expect( types.transforms ).toEqual( [
		expect.objectContaining( {
			name: 'core/paragraph',
			to: expect.arrayContaining( [ 'core/heading', 'core/list' ] ),
		} ),
		expect.objectContaining( {
			name: 'core/list',
			to: expect.arrayContaining( [ 'core/paragraph' ] ),
		} ),
	] );

	// Four independent edits sent at once.
	const answers = await Promise.all( [
		agent.call( EDITOR.MOVE, {
			ids: [ idOf( 'Three' ), idOf( 'Third section.' ) ],
			position: 'before',
			target: idOf( 'One' ),
		} ),
		agent.call( EDITOR.TRANSFORM, {
			ids: [ idOf( 'Make me a heading' ) ],
			to: 'core/heading',
		} ),
		agent.call( EDITOR.TRANSFORM, {
			ids: [ listId ],
			to: 'core/paragraph',
		} ),
		agent.call( EDITOR.DUPLICATE, { ids: [ idOf( 'Duplicate me' ) ] } ),
	] );
	expect( answers.map( ( answer ) => answer.output ) ).toEqual(
		Array( 4 ).fill( expect.objectContaining( { ok: true } ) )
	);
	const afterFour = [
		[ 'core/heading', 'Make me a heading' ],
		[ 'core/heading', 'Three' ],
		[ 'core/paragraph', 'Third section.' ],
		[ 'core/heading', 'One' ],
		[ 'core/paragraph', 'First section.' ],
		[ 'core/heading', 'Two' ],
		[ 'core/paragraph', 'Second section.' ],
		[ 'core/paragraph', 'Apples' ],
		[ 'core/paragraph', 'Pears' ],
		[ 'core/paragraph', 'Duplicate me' ],
		[ 'core/paragraph', 'Duplicate me' ],
		[ 'core/paragraph', 'Replace me' ],
	];
	expect( outline( await readEditor( agent ) ) ).toEqual( afterFour );

	// Then in turn: a replacement (the person sees it selected), then an update.
	const replaced = await ok( agent, EDITOR.REPLACE, {
		id: idOf( 'Replace me' ),
		content: '## Replaced\n\nWith *two* blocks.',
	} );
	expect( replaced.blocks ).toHaveLength( 2 );
	expect( await selectedIds( page ) ).toEqual( replaced.blocks );
	await ok( agent, EDITOR.UPDATE, {
		id: idOf( 'One' ),
		content: 'One, renamed',
	} );
	const afterReplace = [
		...afterFour.slice( 0, -1 ),
		[ 'core/heading', 'Replaced' ],
		[ 'core/paragraph', 'With two blocks.' ],
	];

	// The agent takes its last two edits back and one of them forward again.
	await ok( agent, EDITOR.UNDO );
	await ok( agent, EDITOR.UNDO );
	expect( outline( await readEditor( agent ) ) ).toEqual( afterFour );
	expect( await ok( agent, EDITOR.REDO ) ).toMatchObject( {
		can_redo: true,
	} );
	expect( outline( await readEditor( agent ) ) ).toEqual( afterReplace );

	// For the person, each of the agent's five standing edits is one Undo, no more, no less: the
	// first takes the replacement back, each of the next three changes something, the fifth
	// brings the post as it was.
	const shown = async () =>
		JSON.stringify( outline( await readEditor( agent ) ) );
	let last = JSON.stringify( afterReplace );
	for ( let step = 1; step <= 5; step++ ) {
		await personClicks( page, 'Undo' );
		await expect.poll( shown ).not.toBe( last );
		last = await shown();
		if ( step === 1 ) {
			expect( last ).toBe( JSON.stringify( afterFour ) );
		}
		if ( step < 5 ) {
			expect( last ).not.toBe( JSON.stringify( original ) );
		}
	}
	expect( last ).toBe( JSON.stringify( original ) );
	expect( await errorCode( agent, EDITOR.UNDO ) ).toBe( 'conflict' );
	for ( let step = 1; step <= 5; step++ ) {
		await personClicks( page, 'Redo' );
	}
	await expect
		.poll( async () => outline( await readEditor( agent ) ) )
		.toEqual( afterReplace );

	await ok( agent, EDITOR.SAVE );
	expect( ( await savedContent( admin, id ) ).content ).toBe(
		[
			heading( 'Make me a heading' ),
			heading( 'Three' ),
			paragraph( 'Third section.' ),
			heading( 'One' ),
			paragraph( 'First section.' ),
			heading( 'Two' ),
			paragraph( 'Second section.' ),
			paragraph( 'Apples' ),
			paragraph( 'Pears' ),
			paragraph( 'Duplicate me' ),
			paragraph( 'Duplicate me' ),
			heading( 'Replaced' ),
			paragraph( 'With <em>two</em> blocks.' ),
		].join( '\n\n' )
	);
} );

test(
	'unknown blocks, impossible transforms and moves into blocks that take no children are refused, and nothing changes',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const id = await createPost( admin, {
			title: 'Refusals',
			status: 'draft',
			content: [
				paragraph( 'Alpha' ),
				paragraph( 'Beta' ),
				paragraph( 'Gamma' ),
				'<!-- wp:group {"layout":{"type":"constrained"}} -->\n<div class="wp-block-group">' +
					paragraph( 'Inside' ) +
					'</div>\n<!-- /wp:group -->',
			].join( '\n\n' ),
		} );
		const agent = await openEditor( page, id );
		const before = await readEditor( agent );
		const [ alpha, beta, gamma, group ] = before.blocks.map(
			( block ) => block.id
		);

		expect(
			await errorCode( agent, EDITOR.MOVE, {
				ids: [ 'no-such-block' ],
				position: 'end',
			} )
		).toBe( 'not_found' );
		expect(
			await errorCode( agent, EDITOR.DUPLICATE, { ids: [ 'nope' ] } )
		).toBe( 'not_found' );
		expect(
			await errorCode( agent, EDITOR.TRANSFORM, {
				ids: [ 'nope' ],
				to: 'core/heading',
			} )
		).toBe( 'not_found' );
		expect(
			await errorCode( agent, EDITOR.REPLACE, {
				id: 'nope',
				content: 'x',
			} )
		).toBe( 'not_found' );
		// A paragraph cannot become an image, nor take blocks inside it.
		expect(
			await errorCode( agent, EDITOR.TRANSFORM, {
				ids: [ alpha ],
				to: 'core/image',
			} )
		).toBe( 'invalid_input' );
		expect(
			await errorCode( agent, EDITOR.MOVE, {
				ids: [ beta ],
				position: 'inside',
				target: alpha,
			} )
		).toBe( 'invalid_input' );
		// Not neighbours, a block into itself, and no target.
		expect(
			await errorCode( agent, EDITOR.MOVE, {
				ids: [ alpha, gamma ],
				position: 'end',
			} )
		).toBe( 'invalid_input' );
		expect(
			await errorCode( agent, EDITOR.MOVE, {
				ids: [ group ],
				position: 'inside',
				target: group,
			} )
		).toBe( 'invalid_input' );
		expect(
			await errorCode( agent, EDITOR.MOVE, {
				ids: [ alpha ],
				position: 'after',
			} )
		).toBe( 'invalid_input' );
		expect( await errorCode( agent, EDITOR.UNDO ) ).toBe( 'conflict' );
		expect( await errorCode( agent, EDITOR.REDO ) ).toBe( 'conflict' );
		expect( await readEditor( agent ) ).toEqual( before );

		// What the group takes, and a move into it at a place.
		const types = await ok( agent, EDITOR.TYPES, {
			parent: group,
			limit: 100,
		} );
		expect( types.insertable ).toEqual(
			expect.arrayContaining( [
				{ name: 'core/paragraph', title: 'Paragraph' },
			] )
		);
		expect(
			( await ok( agent, EDITOR.TYPES, { parent: alpha } ) ).total
		).toBe( 0 );
		expect(
			await ok( agent, EDITOR.MOVE, {
				ids: [ beta, gamma ],
				position: 'inside',
				target: group,
				index: 0,
			} )
		).toMatchObject( { parent: group, index: 0 } );
		const moved = await readEditor( agent );
		expect( outline( moved ) ).toEqual( [
			[ 'core/paragraph', 'Alpha' ],
			[ 'core/group', '' ],
		] );
		expect(
			moved.blocks[ 1 ]?.inner?.map( ( block ) => block.text )
		).toEqual( [ 'Beta', 'Gamma', 'Inside' ] );
	}
);

test(
	'publishing from the editor asks the person, shows the post as it will go live, and goes through the editor',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		test.setTimeout( 120_000 );
		const id = await createPost( admin, {
			title: 'Going live',
			status: 'draft',
			content: paragraph( 'Body.' ),
		} );
		const agent = await openEditor( page, id );
		await ok( agent, EDITOR.FIELDS, { title: 'Going live, retitled' } );

		// The server tool may not publish behind the open editor.
		expect(
			await errorCode( agent, ownTool( 'publish-post' ), { id } )
		).toBe( 'open_in_editor' );
		expect(
			await errorCode( agent, EDITOR.PUBLISH, { id: id + 1000 } )
		).toBe( 'not_found' );

		// The person declines once: nothing is published.
		let call = await agent.invoke( EDITOR.PUBLISH, { id } );
		let dialog = confirmDialog( page );
		await expect( dialog ).toBeVisible();
		expect( await shownSubject( dialog ) ).toMatchObject( {
			'Status now': 'draft',
			'Unsaved changes': expect.stringContaining( 'Yes' ),
		} );
		await expect( dialog ).toContainText( 'Going live, retitled' );
		await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
		expect( ( await agent.response( call ) ).output ).toMatchObject( {
			ok: false,
			error: { code: 'confirmation_declined' },
		} );
		expect( ( await savedContent( admin, id ) ).status ).toBe( 'draft' );

		call = await agent.invoke( EDITOR.PUBLISH, { id } );
		dialog = confirmDialog( page );
		await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
		expect( ( await agent.response( call ) ).output ).toMatchObject( {
			ok: true,
			result: { id, status: 'publish' },
		} );
		expect( await savedContent( admin, id ) ).toMatchObject( {
			status: 'publish',
			title: 'Going live, retitled',
		} );
		expect( await errorCode( agent, EDITOR.PUBLISH, { id } ) ).toBe(
			'conflict'
		);
	}
);

test(
	'read-editor pages a long post within 1,500 characters an answer, and the pages add up to the post',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const texts = Array.from( { length: 30 }, ( _, i ) =>
			`Paragraph ${ i + 1 } `.padEnd( 150, '.' )
		);
		const id = await createPost( admin, {
			title: 'Long',
			status: 'draft',
			content: texts.map( paragraph ).join( '\n\n' ),
		} );
		const agent = await openEditor( page, id );
		const seen: string[] = [];
		let offset: number | null = 0;
		while ( offset !== null ) {
			const { output } = await agent.call( EDITOR.READ, { offset } );
			expect( JSON.stringify( output ).length ).toBeLessThanOrEqual(
				1500
			);
			const result = (
				output as {
					result: EditorState & {
						next_offset: number | null;
					};
				}
			 ).result;
			seen.push( ...result.blocks.map( ( block ) => block.text ?? '' ) );
			offset = result.next_offset;
		}
		expect( seen ).toEqual( texts );
	}
);

test(
	'an agent’s markup runs nowhere: inserted, updated and titled with payloads as an administrator, the canvas runs nothing, the saved draft holds nothing that runs, and opening it again runs nothing',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const id = await createPost( admin, {
			title: 'Payloads',
			status: 'draft',
			content: paragraph( 'Start' ),
		} );
		const PAYLOADS = [
			'<img src=x onerror="window.__pwned=1">Gallery',
			'"><svg onload="window.__pwned=2">',
			'</textarea><script>window.__pwned=3</script>',
			'<a href="javascript:window.__pwned=4">click</a>',
		];
		const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
		const expectNothingRan = async () => {
			await expect( canvas.getByText( 'Gallery' ).first() ).toBeVisible();
			await expectNothingRuns( page );
		};

		const agent = await openEditor( page, id );
		const { inserted } = ( await ok( agent, EDITOR.INSERT, {
			content: PAYLOADS.map( ( text ) => `<p>${ text }</p>` ).join( '' ),
		} ) ) as { inserted: string[] };
		const state = await readEditor( agent );
		await ok( agent, EDITOR.UPDATE, {
			id: state.blocks[ 0 ]?.id,
			content: PAYLOADS.join( ' ' ),
		} );
		expect(
			await errorCode( agent, EDITOR.UPDATE, {
				id: inserted[ 0 ],
				attributes: { url: 'javascript:alert(1)' },
			} )
		).toBe( 'invalid_input' );
		await ok( agent, EDITOR.FIELDS, {
			title: `${ PAYLOADS[ 0 ] } news`,
			excerpt: PAYLOADS[ 3 ],
		} );
		await expectNothingRan();
		await ok( agent, EDITOR.SAVE );

		const { body } = await admin.request(
			'GET',
			`/wp/v2/posts/${ id }?context=edit`
		);
		const stored = JSON.stringify( [
			body.title.raw,
			body.content.raw,
			body.excerpt.raw,
		] );
		expect( stored ).not.toMatch( /onerror|onload|<script|javascript:/i );
		expect( body.title.raw ).toBe( 'Gallery news' );

		await openEditor( page, id );
		await expectNothingRan();
	}
);
