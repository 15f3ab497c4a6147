/**
 * What the settings screen's list shows of one ability, cell by cell (`abilities-list.tsx` lays
 * them out): the ability, the tool it becomes, its kind, who is offered it, its status (and why
 * it cannot be a tool, where the cap leaves it out, what the bridge repairs in its schemas), and
 * the owner's switch; and the dialog where the owner narrows who is offered it.
 */
import { Button, ToggleControl, VisuallyHidden } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import type { AbilityStatus } from './ability-status';
import type { ExposureEntry } from './exposure';
import { GateControl } from './gate-control';

/** One row of the list: an ability as the exposure list reports it, and what the screen says of it. */
export interface AbilityItem {
	entry: ExposureEntry;
	status: AbilityStatus;
}

/**
 * @param status What the screen says of an ability.
 * @return Its kinds, as the list filters them: read-only, or changes the site (and how).
 */
export function kinds( status: AbilityStatus ): string[] {
	if ( status.readOnly ) {
		return [ 'read-only' ];
	}
	return [
		'writes',
		...( status.consequential ? [ 'consequential' ] : [] ),
		...( status.destructive ? [ 'destructive' ] : [] ),
	];
}

/**
 * @param props
 * @param props.status What the screen says of an ability.
 */
export function KindCell( { status }: { status: AbilityStatus } ) {
	const hints = [
		...( status.readOnly ? [ __( 'read-only', 'webmcp-abilities' ) ] : [] ),
		...( ! status.readOnly && ! status.consequential
			? [ __( 'changes the site', 'webmcp-abilities' ) ]
			: [] ),
		...( status.consequential
			? [ __( 'consequential', 'webmcp-abilities' ) ]
			: [] ),
		...( status.destructive
			? [ __( 'destructive', 'webmcp-abilities' ) ]
			: [] ),
	];
	return <>{ hints.join( ', ' ) }</>;
}

/**
 * The ability's label, and the tool name agents see (its own name when it cannot be a tool; the
 * list's "Name" column shows it for every row).
 * @param props
 * @param props.item The row.
 */
export function AbilityCell( {
	item: { entry, status },
}: {
	item: AbilityItem;
} ) {
	return (
		<span className="webmcp-abilities-ability" data-ability={ entry.name }>
			<strong>{ entry.label }</strong>
			<br />
			{ status.toolName ? (
				<code className="webmcp-abilities-tool-name">
					{ status.toolName }
				</code>
			) : (
				<code>{ entry.name }</code>
			) }
		</span>
	);
}

/**
 * Where the per-page cap leaves an offered tool out; the row's "Keep it before the others" action
 * keeps it: an explicit choice puts it before every ability that only asks. A long list of
 * screens folds, so the row stays two lines tall.
 * @param props
 * @param props.screens Screen IDs; `*` stands for every other screen.
 */
function LeftOut( { screens }: { screens: string[] } ) {
	if ( screens.includes( '*' ) ) {
		return (
			<span className="webmcp-abilities-left-out">
				<br />
				{ __(
					'Left out by the cap on most screens.',
					'webmcp-abilities'
				) }
			</span>
		);
	}
	const where = sprintf(
		/* translators: %s: comma-separated wp-admin screen IDs. */
		__( 'Left out by the cap on: %s.', 'webmcp-abilities' ),
		screens.join( ', ' )
	);
	return screens.length <= 2 ? (
		<span className="webmcp-abilities-left-out">
			<br />
			{ where }
		</span>
	) : (
		<details className="webmcp-abilities-left-out">
			<summary>
				{ sprintf(
					/* translators: %d: number of wp-admin screens. */
					__(
						'Left out by the cap on %d screens',
						'webmcp-abilities'
					),
					screens.length
				) }
			</summary>
			{ where }
		</details>
	);
}

/**
 * @param item   A row.
 * @param chosen The owner's own choice for it, `undefined` when they made none.
 * @return Whether the cap leaves its offered tool out somewhere, and no choice of the owner's keeps it.
 */
export const isLeftOut = (
	item: AbilityItem,
	chosen: boolean | undefined
): boolean =>
	item.status.offered && item.entry.left_out_on.length > 0 && chosen !== true;

/**
 * Malformed schemas the bridge repairs for agents: the tool works, but the ability's author
 * should fix them, since every other client of the Abilities API gets them as they are.
 * @param props
 * @param props.repairs One line per repair.
 */
function SchemaRepairs( { repairs }: { repairs: string[] } ) {
	return (
		<details className="webmcp-abilities-schema-repairs">
			<summary>
				{ sprintf(
					/* translators: %d: number of repairs. */
					_n(
						'Schema repaired for agents (%d fix)',
						'Schema repaired for agents (%d fixes)',
						repairs.length,
						'webmcp-abilities'
					),
					repairs.length
				) }
			</summary>
			<ul>
				{ repairs.map( ( repair ) => (
					<li key={ repair }>{ repair }</li>
				) ) }
			</ul>
		</details>
	);
}

export function statusName(
	status: AbilityStatus
): 'blocked' | 'offered' | 'not-offered' {
	if ( status.blockers.length > 0 ) {
		return 'blocked';
	}
	return status.offered ? 'offered' : 'not-offered';
}

/**
 * Who is offered the tool: the capability it is gated on (or that the page checks), the owner's
 * own gate (set through the row's "Who is offered it" action), and the screens it is limited to.
 * @param props
 * @param props.entry The ability.
 * @param props.gate  The owner's gate, `undefined` when they set none.
 */
export function WhoCell( {
	entry,
	gate,
}: {
	entry: ExposureEntry;
	gate: string | undefined;
} ) {
	return (
		<span className="webmcp-abilities-who">
			{ entry.in_page ? (
				__( 'checked in the page', 'webmcp-abilities' )
			) : (
				<code>{ entry.gate }</code>
			) }
			{ gate !== undefined && gate !== entry.gate && (
				<>
					{ ' + ' }
					<code>{ gate }</code>
				</>
			) }
			{ entry.screens && (
				<>
					<br />
					{ sprintf(
						/* translators: %s: comma-separated wp-admin screen IDs. */
						__( 'only on: %s', 'webmcp-abilities' ),
						entry.screens.join( ', ' )
					) }
				</>
			) }
		</span>
	);
}

/**
 * The owner's gate on one ability, in the dialog of its row's "Who is offered it" action. It
 * keeps its own value: the dialog outlives the row it was opened from.
 * @param props
 * @param props.entry   The ability.
 * @param props.gate    The owner's gate when the dialog opened.
 * @param props.onGate  Called with the new gate, `undefined` to remove it.
 * @param props.onClose Closes the dialog.
 */
export function GateDialog( {
	entry,
	gate: initial,
	onGate,
	onClose,
}: {
	entry: ExposureEntry;
	gate: string | undefined;
	onGate: ( gate: string | undefined ) => void;
	onClose: () => void;
} ) {
	const [ gate, setGate ] = useState( initial );
	return (
		<>
			<p>
				{ entry.in_page
					? __(
							'The page checks who may use it.',
							'webmcp-abilities'
						)
					: sprintf(
							/* translators: %s: a capability. */
							__(
								'It needs %s; you can narrow who is offered it.',
								'webmcp-abilities'
							),
							entry.gate
						) }
			</p>
			<GateControl
				abilityLabel={ entry.label }
				gate={ gate }
				onChange={ ( next ) => {
					setGate( next );
					onGate( next );
				} }
			/>
			<p>
				<Button variant="primary" onClick={ onClose }>
					{ __( 'Done', 'webmcp-abilities' ) }
				</Button>
			</p>
		</>
	);
}

/**
 * @param props
 * @param props.item   The row.
 * @param props.chosen The owner's own choice (saved or not), `undefined` when they made none.
 */
export function StatusCell( {
	item,
	chosen,
}: {
	item: AbilityItem;
	chosen: boolean | undefined;
} ) {
	const { entry, status } = item;
	return (
		<div
			className="webmcp-abilities-status"
			data-status={ statusName( status ) }
		>
			{ status.blockers.length > 0 ? (
				<>
					{ __( 'Cannot be offered:', 'webmcp-abilities' ) }{ ' ' }
					{ status.blockers.join( ' ' ) }
				</>
			) : (
				<>
					{ status.offered &&
						( entry.public_site
							? __(
									'Offered to visitors’ agents on the public site',
									'webmcp-abilities'
								)
							: __( 'Offered', 'webmcp-abilities' ) ) }
					{ ! status.offered &&
						__( 'Not offered', 'webmcp-abilities' ) }
					{ status.decidedByFilter &&
						` (${ __( 'decided by a filter in code', 'webmcp-abilities' ) })` }
					{ isLeftOut( item, chosen ) && (
						<LeftOut screens={ entry.left_out_on } />
					) }
				</>
			) }
			{ status.schemaRepairs.length > 0 && (
				<SchemaRepairs repairs={ status.schemaRepairs } />
			) }
		</div>
	);
}

/**
 * @param props
 * @param props.item     The row.
 * @param props.chosen   Whether the owner's choices (saved or not) offer it.
 * @param props.onChoose Called with the owner's new choice.
 */
export function OfferCell( {
	item: { entry, status },
	chosen,
	onChoose,
}: {
	item: AbilityItem;
	chosen: boolean;
	onChoose: ( offered: boolean ) => void;
} ) {
	return (
		<ToggleControl
			__nextHasNoMarginBottom
			label={
				<VisuallyHidden>
					{ sprintf(
						/* translators: %s: ability label. */
						__( 'Offer “%s”', 'webmcp-abilities' ),
						entry.label
					) }
				</VisuallyHidden>
			}
			checked={ chosen }
			disabled={ status.blockers.length > 0 }
			onChange={ onChoose }
		/>
	);
}
