/**
 * Every ability on the site, as a list the owner can search, filter (by plugin, category, kind,
 * status, screen) and page through, and offer or withdraw in bulk: a site with a store, an SEO
 * plugin and a page builder has hundreds. Rows hold what `ability-row.tsx` shows.
 */
import { Notice } from '@wordpress/components';
import {
	DataViews,
	filterSortAndPaginate,
	type Action,
	type Field,
	type View,
} from '@wordpress/dataviews/wp';
import { useMemo, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import { waitsForOwner } from '../abilities/opt-in';
import {
	AbilityCell,
	GateDialog,
	KindCell,
	OfferCell,
	StatusCell,
	WhoCell,
	isLeftOut,
	kinds,
	statusName,
	type AbilityItem,
} from './ability-row';
import { toAbilityStatus } from './ability-status';
import type { ExposureEntry } from './exposure';
import type { PluginSettings } from './settings-store';

const namespaceOf = ( name: string ): string =>
	name.includes( '/' ) ? name.slice( 0, name.indexOf( '/' ) ) : name;

/**
 * @param item A row.
 * @return Whether only its own switch may offer it: a bulk offer leaves it out.
 */
const waitsForItsSwitch = ( item: AbilityItem ): boolean =>
	waitsForOwner( item.entry.name, item.status.destructive );

/**
 * @param entries Every ability on the screen.
 * @return The plugins they come from, by namespace, named by the category of the same slug
 *         where there is one ("WooCommerce"), else by the namespace.
 */
function providers( entries: ExposureEntry[] ) {
	const labels = new Map(
		entries.map( ( entry ) => [ entry.category, entry.category_label ] )
	);
	const named: Record< string, string > = {
		core: __( 'WordPress', 'webmcp-abilities' ),
		'webmcp-abilities': __( 'WebMCP Abilities', 'webmcp-abilities' ),
	};
	return [
		...new Set( entries.map( ( entry ) => namespaceOf( entry.name ) ) ),
	]
		.map( ( value ) => ( {
			value,
			label: named[ value ] ?? labels.get( value ) ?? value,
		} ) )
		.sort( ( a, b ) => a.label.localeCompare( b.label ) );
}

/**
 * @param entries Every ability on the screen.
 * @return Their categories; two that share a label (core's "Site" and this plugin's) each say
 *         whose, as the loader's groups do (`includes/Exposure/Tool_Groups.php`).
 */
function categories( entries: ExposureEntry[] ) {
	const all = [
		...new Map(
			entries.map( ( entry ) => [ entry.category, entry.category_label ] )
		),
	];
	const whose = ( slug: string ): string => {
		if ( slug.startsWith( 'webmcp-abilities-' ) ) {
			return __( 'WebMCP Abilities', 'webmcp-abilities' );
		}
		return [ 'site', 'user' ].includes( slug )
			? __( 'WordPress', 'webmcp-abilities' )
			: slug;
	};
	return all
		.map( ( [ value, label ] ) => ( {
			value,
			label:
				all.filter( ( [ , other ] ) => other === label ).length > 1
					? sprintf(
							/* translators: 1: an ability category's label, 2: whose it is (WordPress, a plugin). */
							__( '%1$s (%2$s)', 'webmcp-abilities' ),
							label,
							whose( value )
						)
					: label,
		} ) )
		.sort( ( a, b ) => a.label.localeCompare( b.label ) );
}

const EVERY_SCREEN = '*';

function screens( entries: ExposureEntry[] ) {
	const ids = new Set( entries.flatMap( ( entry ) => entry.screens ?? [] ) );
	return [
		{
			value: EVERY_SCREEN,
			label: __( 'Every screen', 'webmcp-abilities' ),
		},
		...[ ...ids ].sort().map( ( value ) => ( { value, label: value } ) ),
	];
}

/**
 * @param props
 * @param props.entries  Every ability on the screen, the server's and the page's.
 * @param props.settings The settings as the owner has them, saved or not.
 * @param props.onChoose Called with the owner's new choices, by ability name.
 * @param props.onGate   Called with an ability's new gate, `undefined` to remove it.
 * @param props.view     The list's view (search, filters, page), kept by the screen.
 * @param props.onView   Called with the new view.
 */
export function AbilitiesList( {
	entries,
	settings,
	onChoose,
	onGate,
	view,
	onView,
}: {
	entries: ExposureEntry[];
	settings: PluginSettings;
	onChoose: ( choices: Record< string, boolean > ) => void;
	onGate: ( name: string, gate: string | undefined ) => void;
	view: View;
	onView: ( view: View ) => void;
} ) {
	const [ notice, setNotice ] = useState< string | null >( null );
	const items = useMemo(
		() =>
			entries.map( ( entry ) => ( {
				entry,
				status: toAbilityStatus( entry ),
			} ) ),
		[ entries ]
	);
	const chosen = ( { entry }: AbilityItem ): boolean =>
		settings.abilities[ entry.name ] ?? entry.asks;

	const categoryElements = categories( entries );
	const fields: Field< AbilityItem >[] = [
		{
			id: 'label',
			label: __( 'Ability', 'webmcp-abilities' ),
			getValue: ( { item } ) => item.entry.label,
			render: ( { item } ) => <AbilityCell item={ item } />,
			enableGlobalSearch: true,
			enableHiding: false,
			filterBy: false,
		},
		{
			id: 'name',
			label: __( 'Name', 'webmcp-abilities' ),
			getValue: ( { item } ) => item.entry.name,
			render: ( { item } ) => <code>{ item.entry.name }</code>,
			enableGlobalSearch: true,
			filterBy: false,
		},
		{
			id: 'tool',
			label: __( 'Tool name', 'webmcp-abilities' ),
			getValue: ( { item } ) => item.status.toolName ?? '',
			render: ( { item } ) => (
				<code>{ item.status.toolName ?? '—' }</code>
			),
			enableGlobalSearch: true,
			filterBy: false,
		},
		{
			id: 'provider',
			label: __( 'Plugin', 'webmcp-abilities' ),
			getValue: ( { item } ) => namespaceOf( item.entry.name ),
			elements: providers( entries ),
			filterBy: { operators: [ 'isAny', 'isNone' ] },
		},
		{
			id: 'category',
			label: __( 'Category', 'webmcp-abilities' ),
			getValue: ( { item } ) => item.entry.category,
			elements: categoryElements,
			filterBy: { operators: [ 'isAny', 'isNone' ] },
		},
		{
			id: 'kind',
			type: 'array',
			label: __( 'Kind', 'webmcp-abilities' ),
			getValue: ( { item } ) => kinds( item.status ),
			render: ( { item } ) => <KindCell status={ item.status } />,
			elements: [
				{
					value: 'read-only',
					label: __( 'Read-only', 'webmcp-abilities' ),
				},
				{
					value: 'writes',
					label: __( 'Changes the site', 'webmcp-abilities' ),
				},
				{
					value: 'consequential',
					label: __( 'Consequential', 'webmcp-abilities' ),
					description: __(
						'The person confirms each call.',
						'webmcp-abilities'
					),
				},
				{
					value: 'destructive',
					label: __( 'Destructive', 'webmcp-abilities' ),
				},
			],
			filterBy: { operators: [ 'isAny', 'isNone' ] },
			enableSorting: false,
		},
		{
			id: 'who',
			label: __( 'Who is offered it', 'webmcp-abilities' ),
			getValue: ( { item } ) => item.entry.gate,
			render: ( { item } ) => (
				<WhoCell
					entry={ item.entry }
					gate={ settings.gates[ item.entry.name ] }
				/>
			),
			filterBy: false,
		},
		{
			id: 'screen',
			type: 'array',
			label: __( 'Screen', 'webmcp-abilities' ),
			getValue: ( { item } ) => item.entry.screens ?? [ EVERY_SCREEN ],
			elements: screens( entries ),
			filterBy: { operators: [ 'isAny', 'isNone' ] },
			enableSorting: false,
		},
		{
			id: 'status',
			label: __( 'Status', 'webmcp-abilities' ),
			getValue: ( { item } ) => statusName( item.status ),
			render: ( { item } ) => (
				<StatusCell
					item={ item }
					chosen={ settings.abilities[ item.entry.name ] }
				/>
			),
			elements: [
				{
					value: 'offered',
					label: __( 'Offered', 'webmcp-abilities' ),
				},
				{
					value: 'not-offered',
					label: __( 'Not offered', 'webmcp-abilities' ),
				},
				{
					value: 'blocked',
					label: __( 'Cannot be offered', 'webmcp-abilities' ),
				},
			],
			filterBy: { operators: [ 'isAny', 'isNone' ] },
		},
		{
			id: 'offer',
			// Not "Offer": that names the bulk action.
			label: __( 'Your choice', 'webmcp-abilities' ),
			getValue: ( { item } ) => chosen( item ),
			render: ( { item } ) => (
				<OfferCell
					item={ item }
					chosen={ chosen( item ) }
					onChoose={ ( offered ) =>
						onChoose( { [ item.entry.name ]: offered } )
					}
				/>
			),
			enableSorting: false,
			filterBy: false,
		},
	];

	const canBeOffered = ( item: AbilityItem ) =>
		item.status.blockers.length === 0;
	const actions: Action< AbilityItem >[] = [
		{
			id: 'who',
			label: __( 'Who is offered it', 'webmcp-abilities' ),
			isEligible: ( item ) => ! item.entry.in_page,
			modalHeader: ( selected ) =>
				sprintf(
					/* translators: %s: ability label. */
					__( 'Who is offered “%s”', 'webmcp-abilities' ),
					selected.map( ( { entry } ) => entry.label ).join( ', ' )
				),
			// One row's action: `items` holds that row alone.
			RenderModal: ( { items: selected, closeModal } ) => (
				<>
					{ selected.map( ( { entry } ) => (
						<GateDialog
							key={ entry.name }
							entry={ entry }
							gate={ settings.gates[ entry.name ] }
							onGate={ ( gate ) => onGate( entry.name, gate ) }
							onClose={ () => closeModal?.() }
						/>
					) ) }
				</>
			),
		},
		{
			id: 'keep-first',
			label: __( 'Keep it before the others', 'webmcp-abilities' ),
			isEligible: ( item ) =>
				isLeftOut( item, settings.abilities[ item.entry.name ] ),
			callback: ( selected ) =>
				onChoose(
					Object.fromEntries(
						selected.map( ( { entry } ) => [ entry.name, true ] )
					)
				),
		},
		{
			id: 'offer',
			label: __( 'Offer', 'webmcp-abilities' ),
			supportsBulk: true,
			isEligible: canBeOffered,
			callback: ( selected ) => {
				const skipped = selected.filter( waitsForItsSwitch );
				const offered = selected.filter(
					( item ) => ! waitsForItsSwitch( item )
				);
				onChoose(
					Object.fromEntries(
						offered.map( ( { entry } ) => [ entry.name, true ] )
					)
				);
				setNotice(
					[
						sprintf(
							/* translators: %d: number of abilities. */
							_n(
								'%d ability offered.',
								'%d abilities offered.',
								offered.length,
								'webmcp-abilities'
							),
							offered.length
						),
						...( skipped.length > 0
							? [
									sprintf(
										/* translators: %s: comma-separated ability labels. */
										__(
											'Not offered, as they are other plugins’ destructive abilities: %s. Offer each with its own switch if you want it.',
											'webmcp-abilities'
										),
										skipped
											.map( ( { entry } ) => entry.label )
											.join( ', ' )
									),
								]
							: [] ),
						__( 'Save the settings to apply.', 'webmcp-abilities' ),
					].join( ' ' )
				);
			},
		},
		{
			id: 'withdraw',
			label: __( 'Withdraw', 'webmcp-abilities' ),
			supportsBulk: true,
			isEligible: canBeOffered,
			callback: ( selected ) => {
				onChoose(
					Object.fromEntries(
						selected.map( ( { entry } ) => [ entry.name, false ] )
					)
				);
				setNotice(
					sprintf(
						/* translators: %d: number of abilities. */
						_n(
							'%d ability withdrawn. Save the settings to apply.',
							'%d abilities withdrawn. Save the settings to apply.',
							selected.length,
							'webmcp-abilities'
						),
						selected.length
					)
				);
			},
		},
	];

	const { data, paginationInfo } = filterSortAndPaginate(
		items,
		view,
		fields
	);
	return (
		<div className="webmcp-abilities-list">
			{ notice && (
				<Notice status="info" onRemove={ () => setNotice( null ) }>
					{ notice }
				</Notice>
			) }
			<DataViews
				data={ data }
				fields={ fields }
				view={ view }
				onChangeView={ onView }
				actions={ actions }
				getItemId={ ( item ) => item.entry.name }
				paginationInfo={ paginationInfo }
				defaultLayouts={ { table: {} } }
				searchLabel={ __( 'Search abilities', 'webmcp-abilities' ) }
				config={ { perPageSizes: [ 10, 20, 50, 100 ] } }
			/>
		</div>
	);
}
