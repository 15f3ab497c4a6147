/**
 * `webmcp-abilities/undo` and `webmcp-abilities/redo`: a step back or forward in the editor's
 * own history, as the person's Undo and Redo buttons take it (the person's steps and the
 * agent's are one history). Nothing is saved.
 */
import { subscribe } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import {
	editorAbility,
	NO_INPUT,
	type Examples,
} from '../editor-kit/ability-definition';
import { hasUnsavedChanges } from '../editor-kit/editor-screen';
import { EditorError } from '../editor-kit/editor-error';
import {
	blockEditor,
	editor,
	editorActions,
} from '../editor-kit/editor-stores';

/** Longer than the editor ever takes to render a step back, even on a busy machine. */
const SYNC_TIMEOUT_MS = 5000;

/**
 * Takes a step through the history and waits until the block editor shows it. The step changes
 * the post's saved-to-be blocks at once, but the block editor takes them on its next render: a
 * call that came before that would act on the blocks as they were, and be overwritten.
 * @param step Undo or redo.
 */
async function takeStep( step: () => void ): Promise< void > {
	const before = {
		post: editor().getEditorBlocks(),
		shown: blockEditor().getBlocks(),
	};
	step();
	if ( editor().getEditorBlocks() === before.post ) {
		return;
	}
	const { shown } = before;
	await new Promise< void >( ( resolve ) => {
		const done = () => {
			clearTimeout( timer );
			stop();
			resolve();
		};
		const timer = setTimeout( done, SYNC_TIMEOUT_MS );
		const stop = subscribe( () => {
			if ( blockEditor().getBlocks() !== shown ) {
				done();
			}
		} );
	} );
}

const HISTORY_STATE = {
	type: 'object',
	properties: {
		can_undo: { type: 'boolean' },
		can_redo: { type: 'boolean' },
		unsaved_changes: { type: 'boolean' },
	},
	required: [ 'can_undo', 'can_redo', 'unsaved_changes' ],
};

const historyState = () => ( {
	can_undo: editor().hasEditorUndo(),
	can_redo: editor().hasEditorRedo(),
	unsaved_changes: hasUnsavedChanges(),
} );

/** A change to take back, for the history tools' examples. */
const INSERT_ONE = {
	tool: 'webmcp-abilities/insert-blocks',
	input: { content: 'A step to take back.' },
};

/**
 * One step through the history, refused when there is none to take.
 * @param step                The ability's own parts.
 * @param step.name           Its name.
 * @param step.label          Its label.
 * @param step.description    Its description.
 * @param step.canTake        Whether the history holds such a step now.
 * @param step.take           The editor's action that takes it.
 * @param step.nothingMessage The refusal when it holds none.
 * @param step.examples       Its examples, for the tool contract.
 */
function historyAbility( step: {
	name: string;
	label: string;
	description: string;
	canTake: () => boolean;
	take: () => () => void;
	nothingMessage: () => string;
	examples: Examples;
} ) {
	return editorAbility(
		{
			name: step.name,
			label: step.label,
			description: step.description,
			input_schema: NO_INPUT,
			output_schema: HISTORY_STATE,
			callback: async () => {
				if ( ! step.canTake() ) {
					throw new EditorError( 'conflict', step.nothingMessage() );
				}
				await takeStep( step.take() );
				return historyState();
			},
		},
		{
			readonly: false,
			untrustedOutput: false,
			anyView: true,
			examples: step.examples,
		}
	);
}

export const undoEdit = historyAbility( {
	name: 'webmcp-abilities/undo',
	label: 'Undo',
	description:
		'Undoes the last change in the editor’s history (blocks; in the Site Editor styles too), as the Undo button does (the person’s changes and the agent’s share one history). Refused (code conflict) when there is nothing to undo. Nothing is saved.',
	canTake: () => editor().hasEditorUndo(),
	take: () => editorActions().undo,
	examples: {
		valid: [ { input: {}, setup: [ INSERT_ONE ] } ],
		invalid: [ { input: { steps: 2 }, code: 'invalid_input' } ],
	},
	nothingMessage: () =>
		__(
			'There is nothing to undo in this editor; nothing changed.',
			'webmcp-abilities'
		),
} );

export const redoEdit = historyAbility( {
	name: 'webmcp-abilities/redo',
	label: 'Redo',
	description:
		'Redoes the last undone change in the block editor’s history, as the Redo button does. Refused (code conflict) when there is nothing to redo. Nothing is saved.',
	canTake: () => editor().hasEditorRedo(),
	take: () => editorActions().redo,
	examples: {
		valid: [
			{
				input: {},
				setup: [
					INSERT_ONE,
					{ tool: 'webmcp-abilities/undo', input: {} },
				],
			},
		],
		invalid: [ { input: { steps: 2 }, code: 'invalid_input' } ],
	},
	nothingMessage: () =>
		__(
			'There is nothing to redo in this editor; nothing changed.',
			'webmcp-abilities'
		),
} );
