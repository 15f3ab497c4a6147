/**
 * The settings screen: a global switch, the per-page cap, and one row per ability
 * (`ability-row.tsx`), grouped by category; it loads and saves the settings.
 */
import {
	Button,
	Notice,
	Spinner,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { MAX_TOOLS_LIMIT } from '../contract';
import type { OnScreens } from '../editor-kit/editor-screen';
import { AbilityRow } from './ability-row';
import type { ExposureEntry } from './exposure';
import {
	watchAbilitiesStore,
	type StoreAbility,
} from '../page-abilities/abilities-store';
import { pageEntries } from './page-entries';
import {
	loadExposure,
	loadSettings,
	loadToolCounts,
	saveSettings,
	type PluginSettings,
	type ToolCounts,
} from './settings-store';
import { ToolCountsTable } from './tool-counts-table';
import { AssistantControl } from './assistant-control';
import { PublicSiteControl } from './public-site-control';
import { ProposalsControl } from './proposals-control';
import { DesktopAgentsControl } from './desktop-agents-control';
import { MediaUploadsControl } from './media-uploads-control';

type Message = { status: 'success' | 'error'; text: string } | null;

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

/**
 * @param props                 The screen's parts from elsewhere.
 * @param props.editorAbilities The plugin's editor abilities, with the screens they are on.
 */
export function SettingsPage( {
	editorAbilities,
}: {
	editorAbilities: OnScreens[];
} ) {
	const [ entries, setEntries ] = useState< ExposureEntry[] | null >( null );
	const [ storeAbilities, setStoreAbilities ] = useState< StoreAbility[] >(
		[]
	);
	// The choices as saved: page abilities' status follows them, as the server's follows its own.
	const [ savedChoices, setSavedChoices ] = useState<
		Record< string, boolean >
	>( {} );
	const [ settings, setSettings ] = useState< PluginSettings | null >( null );
	const [ counts, setCounts ] = useState< ToolCounts | null >( null );
	const [ saving, setSaving ] = useState( false );
	const [ message, setMessage ] = useState< Message >( null );

	useEffect( () => {
		Promise.all( [ loadExposure(), loadSettings(), loadToolCounts() ] )
			.then( ( [ loadedEntries, loadedSettings, loadedCounts ] ) => {
				setEntries( loadedEntries );
				setCounts( loadedCounts );
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
			const [ reloaded, recounted ] = await Promise.all( [
				loadExposure(),
				loadToolCounts(),
			] );
			setEntries( reloaded );
			setCounts( recounted );
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
						'When more abilities ask, the ones you switched on here come first, then this plugin’s and WordPress’s own, then other plugins’. The default, 30, is what agent browsers accept today: ChatGPT’s desktop browser silently ignores every tool of a page that offers many more (about 30 worked; 121 did not).',
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
			{ counts && <ToolCountsTable counts={ counts } /> }
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Let one click allow many trashes or spam flags',
					'webmcp-abilities'
				) }
				help={ __(
					'When off, each call that trashes or marks as spam asks on its own; the offer to allow 20 calls at once is made only for other changes, such as approving comments. Either way it is never offered right after an agent or the assistant read what others wrote.',
					'webmcp-abilities'
				) }
				checked={ settings.destructive_grants }
				onChange={ ( destructiveGrants ) =>
					setSettings( {
						...settings,
						destructive_grants: destructiveGrants,
					} )
				}
			/>
			<AssistantControl
				assistant={ settings.assistant }
				onChange={ ( assistant ) =>
					setSettings( { ...settings, assistant } )
				}
			/>
			<PublicSiteControl
				publicSite={ settings.public_site }
				onChange={ ( publicSite ) =>
					setSettings( { ...settings, public_site: publicSite } )
				}
			/>
			<ProposalsControl
				proposals={ settings.proposals }
				entries={ entries }
				roles={ counts?.roles ?? [] }
				onChange={ ( proposals ) =>
					setSettings( { ...settings, proposals } )
				}
			/>
			<DesktopAgentsControl
				desktop={ settings.desktop }
				onChange={ ( desktop ) =>
					setSettings( { ...settings, desktop } )
				}
			/>
			<MediaUploadsControl
				media={ settings.media }
				onChange={ ( media ) => setSettings( { ...settings, media } ) }
			/>
			{ groupByCategory( [
				...entries,
				...pageEntries( storeAbilities, savedChoices, editorAbilities ),
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
