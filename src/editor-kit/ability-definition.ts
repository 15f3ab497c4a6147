/**
 * What every editor ability declares: the plugin's editor category, an opt-in to agents, and
 * whether it reads or changes the open post. They run in the page, on the person's screen, and
 * every change is undoable until saved, so none needs the person's confirmation, except what
 * reaches visitors (publishing), which the person confirms as for any consequential tool.
 */
import { __ } from '@wordpress/i18n';

import { assertEditorReady } from './editor-ready';

export const EDITOR_CATEGORY = 'webmcp-abilities-editor';

/** The category's label, in the abilities store and on the settings screen. */
export const editorCategoryLabel = () =>
	__( 'Block editor', 'webmcp-abilities' );

export interface EditorAbility {
	name: string;
	label: string;
	description: string;
	category: string;
	input_schema: Record< string, unknown >;
	output_schema: Record< string, unknown >;
	callback: ( input: never ) => unknown;
	meta: Record< string, unknown >;
}

/** One call of a tool's examples: its input, with `{{placeholders}}` for the fixture's objects. */
export interface Example {
	input: Record< string, unknown >;
	/** Calls made first, so the example has what it needs (something to undo, say). */
	setup?: Array< { tool: string; input: Record< string, unknown > } >;
}

/**
 * What the tool contract suite runs for every tool (`e2e/specs/kernel/tool-contract.spec.ts`, the same
 * format as a server ability's `meta.webmcp.examples`): inputs that work on the contract's
 * fixture, and inputs refused with a code, asking nobody and changing nothing. Placeholders:
 * `{{post}}` (the open post), `{{heading}}`, `{{paragraph}}`, `{{paragraph2}}` (its blocks).
 */
export interface Examples {
	valid: Example[];
	invalid: Array< Example & { code: string } >;
}

/** What an editor ability does with the open post. */
interface EditorAbilityKindBase {
	/** It only reads the post. */
	readonly: boolean;
	/** Its output carries text people wrote. */
	untrustedOutput: boolean;
	/** It cannot be taken back in the editor: the person confirms each call. */
	consequential?: boolean;
	/** The ability that describes what a call acts on, for the confirmation. */
	describe?: string;
	/**
	 * It acts in the Site Editor's preview too, not only in its canvas (styles, saving, the
	 * history): what it changes shows in either.
	 */
	anyView?: boolean;
}

/** A tool declares its examples; a describing ability, which is no tool, has none. */
type EditorAbilityKind = EditorAbilityKindBase &
	( { expose: false } | { expose?: true; examples: Examples } );

/**
 * @param definition The ability's own parts; its callback runs only while the editor is ready.
 * @param kind       What it does with the open post.
 */
export function editorAbility(
	definition: Omit< EditorAbility, 'category' | 'meta' >,
	kind: EditorAbilityKind
): EditorAbility {
	return {
		...definition,
		callback: ( input: never ) => {
			assertEditorReady( kind.anyView );
			return definition.callback( input );
		},
		category: EDITOR_CATEGORY,
		meta: {
			annotations: {
				readonly: kind.readonly,
				destructive: false,
				idempotent: kind.readonly,
			},
			webmcp: {
				// Read by `src/editor/index.ts`: when the ability may be offered.
				any_view: kind.anyView ?? false,
				expose: kind.expose ?? true,
				...( 'examples' in kind ? { examples: kind.examples } : {} ),
				consequential: kind.consequential ?? false,
				untrusted_output: kind.untrustedOutput,
				...( kind.describe ? { describe: kind.describe } : {} ),
			},
		},
	};
}

/** The input schema of an ability that takes none. */
export const NO_INPUT = {
	type: 'object',
	properties: {},
	additionalProperties: false,
};

/** The block id schema every ability that points at a block uses. */
export const CLIENT_ID = {
	type: 'string',
	minLength: 1,
	description: 'A block’s client id, as read-editor lists it.',
};

/** The block ids of a call that acts on several blocks at once. */
export const CLIENT_IDS = {
	type: 'array',
	items: CLIENT_ID,
	minItems: 1,
	uniqueItems: true,
};

/** A block type's name, as `namespace/name` (`core/paragraph`). */
export const BLOCK_NAME = {
	type: 'string',
	pattern: '^[a-z0-9-]+/[a-z0-9-]+$',
};
