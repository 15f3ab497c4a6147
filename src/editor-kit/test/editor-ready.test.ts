/**
 * The editor abilities act only while the editor can be worked on: a call in a gap (the post
 * still loading, the code editor open) is the retryable `editor_not_ready`, and nothing runs.
 */
import { createReduxStore, register, dispatch } from '@wordpress/data';

import { editorAbility } from '../ability-definition';
import { EditorError } from '../editor-error';
import { isEditorReady } from '../editor-ready';

interface EditorState {
	postId: number | string | null;
	mode: string;
}

// A stand-in for `core/editor` holding only what readiness reads: in the page, the editor's own.
register(
	createReduxStore( 'core/editor', {
		reducer: (
			state: EditorState = { postId: null, mode: 'visual' },
			action: { type: string } & Partial< EditorState >
		) => ( action.type === 'SET' ? { ...state, ...action } : state ),
		actions: {
			set: ( change: Partial< EditorState > ) => ( {
				type: 'SET',
				...change,
			} ),
		},
		selectors: {
			__unstableIsEditorReady: ( state: EditorState ) => !! state.postId,
			getCurrentPostId: ( state: EditorState ) => state.postId,
			getEditorMode: ( state: EditorState ) => state.mode,
		},
	} )
);
const setEditor = ( change: Partial< EditorState > ) =>
	(
		dispatch( 'core/editor' ) as unknown as {
			set: ( c: Partial< EditorState > ) => void;
		}
	 ).set( change );

const callback = jest.fn( () => 'ran' );
const ability = editorAbility(
	{
		name: 'webmcp-abilities/demo',
		label: 'Demo',
		description: 'A demo.',
		input_schema: {},
		output_schema: {},
		callback,
	},
	{
		readonly: true,
		untrustedOutput: false,
		examples: { valid: [ { input: {} } ], invalid: [] },
	}
);
const run = () => ( ability.callback as () => unknown )();

beforeEach( () => callback.mockClear() );

it( 'is not ready while the post is not set up, and a call runs nothing', () => {
	setEditor( { postId: null, mode: 'visual' } );
	expect( isEditorReady() ).toBe( false );
	expect( run ).toThrow( EditorError );
	try {
		run();
	} catch ( error ) {
		expect( ( error as EditorError ).code ).toBe( 'editor_not_ready' );
	}
	expect( callback ).not.toHaveBeenCalled();
} );

it( 'is ready once the post is set up in the visual editor', () => {
	setEditor( { postId: 12, mode: 'visual' } );
	expect( isEditorReady() ).toBe( true );
	expect( run() ).toBe( 'ran' );
} );

it( 'is not ready in the code editor', () => {
	setEditor( { postId: 12, mode: 'text' } );
	expect( isEditorReady() ).toBe( false );
	expect( run ).toThrow( EditorError );
	expect( callback ).not.toHaveBeenCalled();
} );

// Last: once `core/edit-site` is registered, this page is the Site Editor for the rest of the file.
it( 'in the Site Editor, is ready for the block tools only with the canvas open, and for styles in either view', () => {
	register(
		createReduxStore( 'core/edit-site', {
			reducer: ( state = {} ) => state,
			selectors: {},
		} )
	);
	setEditor( { postId: 'twentytwentyfive//single', mode: 'visual' } );
	window.history.replaceState( null, '', '/wp-admin/site-editor.php' );
	expect( isEditorReady() ).toBe( false );
	expect( isEditorReady( true ) ).toBe( true );
	window.history.replaceState(
		null,
		'',
		'/wp-admin/site-editor.php?p=%2Fwp_template&canvas=edit'
	);
	expect( isEditorReady() ).toBe( true );
	expect( run() ).toBe( 'ran' );
} );
