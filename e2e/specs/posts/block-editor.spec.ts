/**
 * The agent edits in the block editor beside the person: every change through the editor's own
 * stores, live and undoable, saved only by save-draft; server tools refuse to write behind an
 * open editor; the editor tools exist only where there is an editor.
 */
import { Agent } from '../../utils/agent';
import {
	EDITOR,
	EDITOR_TOOLS,
	expectVisualEditorSaved,
	openEditor,
	readEditor,
	savedContent as savedContentOf,
} from '../../utils/editor-agent';
import { logInBeforeVisit } from '../../utils/log-in';
import { RestClient } from '../../utils/rest-client';
import { createPost } from '../../utils/site-content';
import { ownTool } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';
import { NATIVE_ONLY } from '../../runtimes';

const { INSERT, UPDATE, REMOVE, FIELDS, SAVE } = EDITOR;

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterAll( async () => admin.dispose() );

const read = readEditor;
const savedContent = ( id: number ) => savedContentOf( admin, id );

test( 'the agent reads, inserts, updates, removes and retitles live; the site changes only on save-draft', async ( {
	page,
} ) => {
	// About 50 s on the Playground CLI, where each of its dozen calls and the save run PHP in
	// WebAssembly: too near the default minute.
	test.setTimeout( 120_000 );
	const id = await createPost( admin, {
		title: 'Beside the person',
		status: 'draft',
		content:
			'<!-- wp:paragraph --><p>First paragraph.</p><!-- /wp:paragraph -->',
	} );
	const agent = await openEditor( page, id );

	const start = await read( agent );
	expect( start ).toMatchObject( {
		id,
		title: 'Beside the person',
		status: 'draft',
		unsaved_changes: false,
		total_blocks: 1,
	} );
	expect( start.blocks[ 0 ] ).toMatchObject( {
		name: 'core/paragraph',
		text: 'First paragraph.',
	} );

	const markdown = await agent.call( INSERT, {
		content: '## A heading\n\nSome *Markdown* text.',
	} );
	expect( markdown.output ).toMatchObject( {
		ok: true,
		result: { inserted: [ expect.any( String ), expect.any( String ) ] },
	} );
	const html = await agent.call( INSERT, {
		content: '<p>Right after the first.</p>',
		after: start.blocks[ 0 ]?.id,
	} );
	expect( html.output ).toMatchObject( { ok: true } );
	await agent.call( INSERT, {
		content: 'Plain text at the start.',
		position: 'start',
	} );

	let state = await read( agent );
	expect(
		state.blocks.map( ( block ) => [ block.name, block.text ] )
	).toEqual( [
		[ 'core/paragraph', 'Plain text at the start.' ],
		[ 'core/paragraph', 'First paragraph.' ],
		[ 'core/paragraph', 'Right after the first.' ],
		[ 'core/heading', 'A heading' ],
		[ 'core/paragraph', 'Some Markdown text.' ],
	] );
	expect( state.blocks[ 3 ]?.attributes ).toMatchObject( { level: 2 } );
	// Live: the person sees the heading in the editor.
	const canvas =
		( await page.locator( 'iframe[name="editor-canvas"]' ).count() ) > 0
			? page.frameLocator( 'iframe[name="editor-canvas"]' )
			: page;
	await expect(
		canvas.locator( 'h2', { hasText: 'A heading' } )
	).toBeVisible();

	const [ plain, first, , heading ] = state.blocks;
	expect(
		(
			await agent.call( UPDATE, {
				id: heading?.id,
				content: 'A better heading',
			} )
		).output
	).toMatchObject( { ok: true } );
	expect(
		( await agent.call( REMOVE, { ids: [ plain?.id ] } ) ).output
	).toMatchObject( { ok: true } );
	expect(
		(
			await agent.call( FIELDS, {
				title: 'Retitled by the agent',
				excerpt: 'In short.',
			} )
		).output
	).toMatchObject( {
		ok: true,
		result: { changed: expect.arrayContaining( [ 'title', 'excerpt' ] ) },
	} );

	state = await read( agent );
	expect( state ).toMatchObject( {
		title: 'Retitled by the agent',
		unsaved_changes: true,
		total_blocks: 4,
	} );
	expect( state.blocks[ 2 ]?.text ).toBe( 'A better heading' );
	expect( state.blocks[ 0 ]?.id ).toBe( first?.id );
	// Nothing reached the site yet.
	expect( await savedContent( id ) ).toMatchObject( {
		title: 'Beside the person',
		content: expect.not.stringContaining( 'heading' ),
	} );

	expect( ( await agent.call( SAVE ) ).output ).toMatchObject( {
		ok: true,
		result: { id, status: 'draft' },
	} );
	const saved = await savedContent( id );
	expect( saved ).toMatchObject( {
		title: 'Retitled by the agent',
		status: 'draft',
	} );
	expect( saved.content ).toContain( 'A better heading' );
	expect( saved.content ).not.toContain( 'Plain text at the start.' );
	expect( ( await read( agent ) ).unsaved_changes ).toBe( false );
} );

test(
	'one undo takes back exactly the last call',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const id = await createPost( admin, {
			title: 'Undo me',
			status: 'draft',
			content: '<!-- wp:paragraph --><p>Kept.</p><!-- /wp:paragraph -->',
		} );
		const agent = await openEditor( page, id );
		await agent.call( FIELDS, { title: 'Changed title' } );
		await agent.call( INSERT, { content: 'Inserted, then undone.' } );
		expect( ( await read( agent ) ).total_blocks ).toBe( 2 );

		await page.getByRole( 'button', { name: 'Undo' } ).click();
		const state = await read( agent );
		expect( state.total_blocks ).toBe( 1 );
		expect( state.title ).toBe( 'Changed title' );
	}
);

test(
	'bad input and blocks that are gone are clear errors that change nothing',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const id = await createPost( admin, {
			title: 'Errors',
			status: 'draft',
			content:
				'<!-- wp:paragraph --><p>Only block.</p><!-- /wp:paragraph -->',
		} );
		const agent = await openEditor( page, id );
		const before = await read( agent );
		const errorOf = async ( tool: string, input: object ) =>
			(
				( await agent.call( tool, input ) ).output as {
					error?: { code: string };
				}
			 ).error?.code;

		expect(
			await errorOf( UPDATE, { id: 'no-such-block', content: 'x' } )
		).toBe( 'not_found' );
		expect(
			await errorOf( REMOVE, {
				ids: [ before.blocks[ 0 ]?.id, 'no-such-block' ],
			} )
		).toBe( 'not_found' );
		expect(
			await errorOf( INSERT, { content: 'x', after: 'no-such-block' } )
		).toBe( 'not_found' );
		expect(
			await errorOf( INSERT, { content: '<!-- just a comment -->' } )
		).toBe( 'invalid_input' );
		expect(
			await errorOf( UPDATE, {
				id: before.blocks[ 0 ]?.id,
				attributes: { noSuchAttribute: 1 },
			} )
		).toBe( 'invalid_input' );
		expect( await errorOf( FIELDS, {} ) ).toBe( 'invalid_input' );
		expect( await read( agent ) ).toEqual( before );
	}
);

test(
	'save-draft never publishes: a published post is refused',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const id = await createPost( admin, {
			title: 'Already live',
			status: 'publish',
		} );
		const agent = await openEditor( page, id );
		await agent.call( FIELDS, { title: 'Live edit' } );
		expect( ( await agent.call( SAVE ) ).output ).toMatchObject( {
			ok: false,
			error: { code: 'conflict' },
		} );
		expect( await savedContent( id ) ).toMatchObject( {
			title: 'Already live',
			status: 'publish',
		} );
	}
);

test(
	'server tools refuse to write behind an open editor, with or without unsaved changes',
	{ tag: NATIVE_ONLY },
	async ( { page, baseURL } ) => {
		const id = await createPost( admin, {
			title: 'Open elsewhere',
			status: 'draft',
		} );
		const agent = await openEditor( page, id );
		const refused = {
			ok: false,
			error: {
				code: 'open_in_editor',
				message: expect.stringContaining( 'editor tools' ),
			},
		};

		expect(
			(
				await agent.call( ownTool( 'update-draft' ), {
					id,
					title: 'Behind its back',
				} )
			).output
		).toMatchObject( refused );
		await agent.call( FIELDS, { title: 'Unsaved in the editor' } );
		expect(
			(
				await agent.call( ownTool( 'update-draft' ), {
					id,
					title: 'Behind its back',
				} )
			).output
		).toMatchObject( refused );
		expect(
			( await agent.call( ownTool( 'trash-post' ), { id } ) ).output
		).toMatchObject( { ok: false } );
		expect( await savedContent( id ) ).toMatchObject( {
			title: 'Open elsewhere',
			status: 'draft',
		} );

		// The refusal lasts as long as WordPress's edit lock: once the editor is closed, it lapses
		// (here after 1 s instead of 150), and the server tool may write again.
		await agent.call( SAVE );
		await page.goto( '/wp-admin/' );
		await page.context().addCookies( [
			{
				name: 'webmcp_test_lock_window',
				value: '1',
				url: baseURL as string,
			},
		] );
		await page.waitForTimeout( 1500 );
		await expect
			.poll( () => agent.toolNames() )
			.toContain( ownTool( 'update-draft' ) );
		expect(
			(
				await agent.call( ownTool( 'update-draft' ), {
					id,
					title: 'Now it may',
				} )
			).output
		).toMatchObject( { ok: true } );
		expect( await savedContent( id ) ).toMatchObject( {
			title: 'Now it may',
		} );
	}
);

test(
	'the editor tools exist only in the editor',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		await logInBeforeVisit( page, 'admin' );
		const agent = await Agent.attach( page );
		await page.goto( '/wp-admin/' );
		const tools = await agent.settledToolNames();
		expect( tools ).toContain( ownTool( 'find-posts' ) );
		expect(
			tools.filter( ( tool ) => EDITOR_TOOLS.includes( tool ) )
		).toEqual( [] );
	}
);

test(
	'the code editor withdraws the editor tools, and the visual editor brings them back',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const id = await createPost( admin, {
			title: 'Two modes',
			status: 'draft',
			content:
				'<!-- wp:paragraph --><p>Only block.</p><!-- /wp:paragraph -->',
		} );
		const agent = await openEditor( page, id );
		const editorTools = () =>
			agent
				.toolNames()
				.filter( ( tool ) => EDITOR_TOOLS.includes( tool ) );

		// The person switches to the code editor and back, with the editor's own shortcut.
		const switchMode = () =>
			page.keyboard.press( 'ControlOrMeta+Shift+Alt+KeyM' );
		await switchMode();
		await expect(
			page.getByRole( 'button', { name: 'Exit code editor' } )
		).toBeVisible();
		await expect.poll( editorTools ).toEqual( [] );
		expect( agent.toolNames() ).toContain( ownTool( 'find-posts' ) );

		await switchMode();
		await agent.whenTool( INSERT );
		expect(
			(
				await agent.call( INSERT, {
					content: 'Back in the visual editor.',
				} )
			).output
		).toMatchObject( { ok: true } );
		expect(
			( await read( agent ) ).blocks.map( ( block ) => block.text )
		).toEqual( [ 'Only block.', 'Back in the visual editor.' ] );
		// With the page still open, as a person who stays: the editors of the stories after this
		// one open in the mode the person left, the visual one.
		await expectVisualEditorSaved( admin );
	}
);
