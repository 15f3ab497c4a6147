/**
 * Browser-side abilities as the settings screen lists them, beside the server's: the ones in
 * this screen's abilities store, and the plugin's own editor abilities (which live in the post
 * editor and the Site Editor, not here; the screen's entry hands them over). PHP never sees them;
 * the owner's choice is saved like any other.
 */
import { __ } from '@wordpress/i18n';

import { asksForTool, offeredByDefault } from '../abilities/opt-in';
import type { StoreAbility } from '../page-abilities/abilities-store';
import { ToolNames } from '../tools/tool-name';
import { editorCategoryLabel } from '../editor-kit/ability-definition';
import type { OnScreens } from '../editor-kit/editor-screen';
import type { ExposureEntry } from './exposure';

function toEntry(
	ability: StoreAbility,
	categoryLabel: string,
	screens: string[] | null,
	choices: Record< string, boolean >
): ExposureEntry {
	const choice = choices[ ability.name ] ?? null;
	const claim = new ToolNames().claim( ability.name );
	const wanted = choice ?? offeredByDefault( ability.name, ability.meta );
	return {
		name: ability.name,
		label: ability.label,
		description: ability.description,
		category: ability.category,
		category_label: categoryLabel,
		input_schema: ability.input_schema,
		output_schema: ability.output_schema,
		meta: {
			annotations: ability.meta?.annotations,
			webmcp: ability.meta?.webmcp,
		},
		gate: '',
		screens,
		in_rest: false,
		in_page: true,
		// PHP never sees these: the bridge's own naming, as it will name their tools.
		tool_name: claim.ok ? claim.name : null,
		unnamed_reason: claim.ok ? null : claim.reason,
		asks: asksForTool( ability.meta ),
		choice,
		wanted,
		// Browser-side abilities have no PHP filter: what is wanted is what is offered.
		exposed: wanted,
		left_out_on: [],
	};
}

/**
 * @param store           The browser-side abilities in this screen's store.
 * @param choices         The owner's saved choices.
 * @param editorAbilities The plugin's editor abilities, with the screens they are on.
 * @return Entries for every browser-side ability known here, the editor's first.
 */
export function pageEntries(
	store: StoreAbility[],
	choices: Record< string, boolean >,
	editorAbilities: OnScreens[]
): ExposureEntry[] {
	const editor = editorAbilities.map( ( { ability, screens } ) =>
		toEntry( ability, editorCategoryLabel(), screens, choices )
	);
	const known = new Set( editor.map( ( entry ) => entry.name ) );
	const others = store
		.filter(
			( ability ) =>
				(
					ability.meta?.annotations as
						{ serverRegistered?: unknown } | undefined
				 )?.serverRegistered !== true
		)
		.filter( ( ability ) => ! known.has( ability.name ) )
		.map( ( ability ) =>
			toEntry(
				ability,
				/* translators: %s: category slug. */
				`${ ability.category } (${ __( 'in the page', 'webmcp-abilities' ) })`,
				null,
				choices
			)
		);
	return [ ...editor, ...others ];
}
