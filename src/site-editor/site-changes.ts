/**
 * The Site Editor's unsaved changes, entity by entity (Styles, a template, a part, a menu), as
 * the person is asked to save them; and what was shown to them, so that the save writes exactly
 * that: a change made after the dialog opened is not saved behind the person's back.
 */
import { __, sprintf } from '@wordpress/i18n';
import { select } from '@wordpress/data';

interface DirtyRecord {
	kind: string;
	name: string;
	key: number | string;
	title?: string;
}

interface CoreSelectors {
	__experimentalGetDirtyEntityRecords: () => DirtyRecord[];
	getEntityRecordNonTransientEdits: (
		kind: string,
		name: string,
		key: number | string
	) => Record< string, unknown > | undefined;
}

const core = () => select( 'core' ) as unknown as CoreSelectors;

export interface SiteChange {
	kind: string;
	name: string;
	key: number | string;
	/** As the person reads it: Styles, template “Single”, template part “Header”. */
	label: string;
	/** Who sees it once saved. */
	reach: string;
	/**
	 * The edits a save would write, as they were when read: not the selection, which moves when
	 * a dialog takes the focus.
	 */
	edits: Record< string, unknown >;
}

/**
 * @param record An entity with unsaved changes.
 * @return What the person reads of it.
 */
function labelOf( record: DirtyRecord ): { label: string; reach: string } {
	const title = record.title || String( record.key );
	if ( record.kind === 'root' && record.name === 'globalStyles' ) {
		return {
			label: __( 'Styles', 'webmcp-abilities' ),
			reach: __(
				'Visitors see it on every page, at once.',
				'webmcp-abilities'
			),
		};
	}
	const kinds: Record< string, string > = {
		wp_template: __( 'Template', 'webmcp-abilities' ),
		wp_template_part: __( 'Template part', 'webmcp-abilities' ),
		wp_navigation: __( 'Navigation menu', 'webmcp-abilities' ),
		wp_block: __( 'Pattern', 'webmcp-abilities' ),
	};
	return {
		label: sprintf(
			/* translators: 1: what kind of thing (Template, Template part), 2: its title. */
			__( '%1$s “%2$s”', 'webmcp-abilities' ),
			kinds[ record.name ] ?? record.name,
			title
		),
		reach: __(
			'Visitors see it on every page that shows it, at once.',
			'webmcp-abilities'
		),
	};
}

/** @return Every entity with unsaved changes now. */
export function siteChanges(): SiteChange[] {
	return core()
		.__experimentalGetDirtyEntityRecords()
		.map( ( record ) => ( {
			kind: record.kind,
			name: record.name,
			key: record.key,
			...labelOf( record ),
			edits: pendingEdits( record.kind, record.name, record.key ),
		} ) );
}

/**
 * @param kind An entity's kind.
 * @param name Its name.
 * @param key  Its key.
 * @return The unsaved edits a save would write (the selection and the parsed blocks are not).
 */
export const pendingEdits = (
	kind: string,
	name: string,
	key: number | string
): Record< string, unknown > =>
	core().getEntityRecordNonTransientEdits( kind, name, key ) ?? {};

/**
 * Each edit's value is replaced, never changed in place (core-data's reducer): an edit made
 * since is a different value.
 * @param a Edits.
 * @param b Edits.
 * @return Whether they are the same edits, value for value.
 */
export function sameEdits(
	a: Record< string, unknown >,
	b: Record< string, unknown >
): boolean {
	const keys = Object.keys( a );
	return (
		keys.length === Object.keys( b ).length &&
		keys.every( ( key ) => a[ key ] === b[ key ] )
	);
}

let shown: SiteChange[] | null = null;

/**
 * @param changes The changes the confirmation shows the person.
 */
export function rememberShown( changes: SiteChange[] ): void {
	shown = changes;
}

/**
 * @return The changes the person was shown, if they are still exactly the unsaved ones; `null`
 *         when nothing was shown, or anything changed since (another entity, or another edit).
 */
export function takeShown(): SiteChange[] | null {
	const was = shown;
	shown = null;
	const now = siteChanges();
	const same =
		was !== null &&
		was.length === now.length &&
		was.every( ( change, index ) => {
			const current = now[ index ];
			return (
				current !== undefined &&
				current.kind === change.kind &&
				current.name === change.name &&
				current.key === change.key &&
				sameEdits( current.edits, change.edits )
			);
		} );
	return same ? was : null;
}
