/**
 * The settings screen: a global switch, the per-page cap, and one toggle per ability, grouped
 * by category, each saying what tool it becomes and why it cannot when it cannot.
 */
import {
	Button,
	Notice,
	Spinner,
	TextControl,
	ToggleControl,
	VisuallyHidden,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import { MAX_TOOLS_LIMIT } from '../contract';
import { toAbilityStatus, type AbilityStatus } from './ability-status';
import { GateControl } from './gate-control';
import type { ExposureEntry } from './exposure';
import {
	watchAbilitiesStore,
	type StoreAbility,
} from '../page-abilities/abilities-store';
import { pageEntries } from './page-entries';
import {
	loadExposure,
	loadSettings,
	saveSettings,
	type PluginSettings,
} from './settings-store';

type Message = { status: 'success' | 'error'; text: string } | null;

function Hints( { status }: { status: AbilityStatus } ) {
	const hints = [
		status.readOnly
			? __( 'read-only', 'webmcp-abilities' )
			: __( 'changes the site', 'webmcp-abilities' ),
		...( status.consequential
			? [
					__(
						'consequential: the person confirms each call',
						'webmcp-abilities'
					),
				]
			: [] ),
		...( status.destructive
			? [ __( 'destructive', 'webmcp-abilities' ) ]
			: [] ),
	];
	return <>{ hints.join( ', ' ) }</>;
}

/**
 * Where the per-page cap leaves an offered tool out, and how the owner keeps it: an explicit
 * choice puts it before every ability that only asks.
 * @param root0
 * @param root0.screens
 * @param root0.onKeep
 */
function LeftOut( {
	screens,
	onKeep,
}: {
	screens: string[];
	onKeep: () => void;
} ) {
	const others = screens.filter( ( screen ) => screen !== '*' );
	const where = screens.includes( '*' )
		? __( 'Left out by the cap on most screens.', 'webmcp-abilities' )
		: sprintf(
				/* translators: %s: comma-separated wp-admin screen IDs. */
				__( 'Left out by the cap on: %s.', 'webmcp-abilities' ),
				others.join( ', ' )
			);
	return (
		<span className="webmcp-abilities-left-out">
			<br />
			{ where }{ ' ' }
			<Button variant="link" onClick={ onKeep }>
				{ __( 'Keep it before the others', 'webmcp-abilities' ) }
			</Button>
		</span>
	);
}

/**
 * Malformed schemas the bridge repairs for agents: the tool works, but the ability's author
 * should fix them, since every other client of the Abilities API gets them as they are.
 * @param root0
 * @param root0.repairs One line per repair.
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

function statusName(
	status: AbilityStatus
): 'blocked' | 'offered' | 'not-offered' {
	if ( status.blockers.length > 0 ) {
		return 'blocked';
	}
	return status.offered ? 'offered' : 'not-offered';
}

function AbilityRow( {
	entry,
	settings,
	onChoose,
	onGate,
}: {
	entry: ExposureEntry;
	settings: PluginSettings;
	onChoose: ( name: string, offered: boolean ) => void;
	onGate: ( name: string, gate: string | undefined ) => void;
} ) {
	const status = toAbilityStatus( entry );
	const chosen = settings.abilities[ entry.name ] ?? entry.asks;
	return (
		<tr data-ability={ entry.name }>
			<td>
				<strong>{ entry.label }</strong>
				<br />
				<code>{ entry.name }</code>
			</td>
			<td>
				{ status.toolName ? <code>{ status.toolName }</code> : '—' }
			</td>
			<td>
				<Hints status={ status } />
			</td>
			<td>
				{ entry.in_page ? (
					__( 'checked in the page', 'webmcp-abilities' )
				) : (
					<code>{ entry.gate }</code>
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
				<GateControl
					abilityLabel={ entry.label }
					gate={ settings.gates[ entry.name ] }
					onChange={ ( gate ) => onGate( entry.name, gate ) }
				/>
			</td>
			<td
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
						{ status.offered
							? __( 'Offered', 'webmcp-abilities' )
							: __( 'Not offered', 'webmcp-abilities' ) }
						{ status.decidedByFilter &&
							` (${ __( 'decided by a filter in code', 'webmcp-abilities' ) })` }
						{ status.offered &&
							entry.left_out_on.length > 0 &&
							settings.abilities[ entry.name ] !== true && (
								<LeftOut
									screens={ entry.left_out_on }
									onKeep={ () =>
										onChoose( entry.name, true )
									}
								/>
							) }
					</>
				) }
				{ status.schemaRepairs.length > 0 && (
					<SchemaRepairs repairs={ status.schemaRepairs } />
				) }
			</td>
			<td>
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
					onChange={ ( offered ) => onChoose( entry.name, offered ) }
				/>
			</td>
		</tr>
	);
}

function groupByCategory(
	entries: ExposureEntry[]
): [ string, ExposureEntry[] ][] {
	const groups = new Map< string, ExposureEntry[] >();
	for ( const entry of entries ) {
		groups.set( entry.category_label, [
			...( groups.get( entry.category_label ) ?? [] ),
			entry,
		] );
	}
	return [ ...groups.entries() ];
}

export function SettingsPage() {
	const [ entries, setEntries ] = useState< ExposureEntry[] | null >( null );
	const [ storeAbilities, setStoreAbilities ] = useState< StoreAbility[] >(
		[]
	);
	// The choices as saved: page abilities' status follows them, as the server's follows its own.
	const [ savedChoices, setSavedChoices ] = useState<
		Record< string, boolean >
	>( {} );
	const [ settings, setSettings ] = useState< PluginSettings | null >( null );
	const [ saving, setSaving ] = useState( false );
	const [ message, setMessage ] = useState< Message >( null );

	useEffect( () => {
		Promise.all( [ loadExposure(), loadSettings() ] )
			.then( ( [ loadedEntries, loadedSettings ] ) => {
				setEntries( loadedEntries );
				setSettings( loadedSettings );
				setSavedChoices( loadedSettings.abilities );
			} )
			.catch( () =>
				setMessage( {
					status: 'error',
					text: __(
						'The settings could not be loaded.',
						'webmcp-abilities'
					),
				} )
			);
	}, [] );

	useEffect( () => {
		const stop = new AbortController();
		watchAbilitiesStore( setStoreAbilities, stop.signal );
		return () => stop.abort();
	}, [] );

	if ( ! entries || ! settings ) {
		return message ? (
			<Notice status="error" isDismissible={ false }>
				{ message.text }
			</Notice>
		) : (
			<Spinner />
		);
	}

	const save = async () => {
		setSaving( true );
		setMessage( null );
		try {
			const saved = await saveSettings( settings );
			setSettings( saved );
			setSavedChoices( saved.abilities );
			setEntries( await loadExposure() );
			setMessage( {
				status: 'success',
				text: __( 'Settings saved.', 'webmcp-abilities' ),
			} );
		} catch {
			setMessage( {
				status: 'error',
				text: __(
					'The settings could not be saved.',
					'webmcp-abilities'
				),
			} );
		}
		setSaving( false );
	};

	return (
		<div className="webmcp-abilities-settings">
			{ message && (
				<Notice
					status={ message.status }
					onRemove={ () => setMessage( null ) }
				>
					{ message.text }
				</Notice>
			) }
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Offer tools to AI agents in wp-admin',
					'webmcp-abilities'
				) }
				help={ __(
					'When off, no page offers any tool.',
					'webmcp-abilities'
				) }
				checked={ settings.enabled }
				onChange={ ( enabled ) =>
					setSettings( { ...settings, enabled } )
				}
			/>
			<div style={ { maxWidth: '16em', margin: '1em 0' } }>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					type="number"
					label={ __( 'Most tools on one page', 'webmcp-abilities' ) }
					min={ 0 }
					max={ MAX_TOOLS_LIMIT }
					help={ __(
						'When more abilities ask, the ones you switched on here come first, then this plugin’s and WordPress’s own, then other plugins’.',
						'webmcp-abilities'
					) }
					value={ settings.max_tools }
					onChange={ ( value ) =>
						setSettings( {
							...settings,
							max_tools: Number( value ?? 0 ),
						} )
					}
				/>
			</div>
			{ groupByCategory( [
				...entries,
				...pageEntries( storeAbilities, savedChoices ),
			] ).map( ( [ category, group ] ) => (
				<section key={ category }>
					<h2>{ category }</h2>
					<table className="widefat striped">
						<thead>
							<tr>
								<th>{ __( 'Ability', 'webmcp-abilities' ) }</th>
								<th>
									{ __( 'Tool name', 'webmcp-abilities' ) }
								</th>
								<th>{ __( 'Kind', 'webmcp-abilities' ) }</th>
								<th>
									{ __(
										'Who is offered it',
										'webmcp-abilities'
									) }
								</th>
								<th>{ __( 'Status', 'webmcp-abilities' ) }</th>
								<th>{ __( 'Offer', 'webmcp-abilities' ) }</th>
							</tr>
						</thead>
						<tbody>
							{ group.map( ( entry ) => (
								<AbilityRow
									key={ entry.name }
									entry={ entry }
									settings={ settings }
									onChoose={ ( name, offered ) =>
										setSettings( {
											...settings,
											abilities: {
												...settings.abilities,
												[ name ]: offered,
											},
										} )
									}
									onGate={ ( name, gate ) => {
										const { [ name ]: _old, ...gates } =
											settings.gates;
										setSettings( {
											...settings,
											gates:
												gate === undefined
													? gates
													: {
															...gates,
															[ name ]: gate,
														},
										} );
									} }
								/>
							) ) }
						</tbody>
					</table>
				</section>
			) ) }
			<p>
				<Button
					variant="primary"
					onClick={ save }
					isBusy={ saving }
					disabled={ saving }
				>
					{ __( 'Save settings', 'webmcp-abilities' ) }
				</Button>
			</p>
		</div>
	);
}
