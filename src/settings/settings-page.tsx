/**
 * The settings screen, in tabs that each stay within two screens: the global switch and the
 * per-page cap, the abilities (`abilities-list.tsx`), the tools each role gets, visitors'
 * agents, proposals and desktop agents; it loads and saves the settings.
 */
import {
	Button,
	Notice,
	Spinner,
	TabPanel,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { lazy, Suspense, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { View } from '@wordpress/dataviews/wp';

import { MAX_TOOLS_LIMIT } from '../contract';
import type { OnScreens } from '../editor-kit/editor-screen';
import { DEFAULT_VIEW } from './abilities-view';

// DataViews is most of the screen's weight: it loads when the Abilities tab opens.
const AbilitiesList = lazy( () =>
	import(
		/* webpackChunkName: "settings-abilities" */ './abilities-list'
	).then( ( module ) => ( { default: module.AbilitiesList } ) )
);
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

const TAB_NAMES = [
	'general',
	'abilities',
	'counts',
	'public-site',
	'proposals',
	'desktop',
] as const;

type TabName = ( typeof TAB_NAMES )[ number ];

/** Each tab stays within two screens at 1280×800, whatever the number of abilities. */
function tabs(): { name: TabName; title: string }[] {
	return [
		{ name: 'general', title: __( 'General', 'webmcp-abilities' ) },
		{ name: 'abilities', title: __( 'Abilities', 'webmcp-abilities' ) },
		{
			name: 'counts',
			title: __( 'Tools per role', 'webmcp-abilities' ),
		},
		{
			name: 'public-site',
			title: __( 'Visitors’ agents', 'webmcp-abilities' ),
		},
		{ name: 'proposals', title: __( 'Proposals', 'webmcp-abilities' ) },
		{
			name: 'desktop',
			title: __( 'Desktop agents', 'webmcp-abilities' ),
		},
	];
}

/** The tab the address names (`&tab=abilities`), so a link or a reload opens it. */
function initialTab(): TabName {
	const named = new URLSearchParams( window.location.search ).get( 'tab' );
	return TAB_NAMES.find( ( name ) => name === named ) ?? 'general';
}

function rememberTab( name: string ): void {
	const url = new URL( window.location.href );
	url.searchParams.set( 'tab', name );
	window.history.replaceState( window.history.state, '', url );
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
	const [ view, setView ] = useState< View >( DEFAULT_VIEW );

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

	const general = (
		<>
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
			<MediaUploadsControl
				media={ settings.media }
				onChange={ ( media ) => setSettings( { ...settings, media } ) }
			/>
		</>
	);

	const panels: Record< TabName, () => JSX.Element > = {
		general: () => general,
		abilities: () => (
			<Suspense fallback={ <Spinner /> }>
				<AbilitiesList
					entries={ [
						...entries,
						...pageEntries(
							storeAbilities,
							savedChoices,
							editorAbilities
						),
					] }
					settings={ settings }
					// The list's dialogs outlive the render they were opened in: each change builds on
					// the settings as they are then.
					onChoose={ ( choices ) =>
						setSettings(
							( current ) =>
								current && {
									...current,
									abilities: {
										...current.abilities,
										...choices,
									},
								}
						)
					}
					onGate={ ( name, gate ) =>
						setSettings( ( current ) => {
							if ( ! current ) {
								return current;
							}
							const { [ name ]: _old, ...gates } = current.gates;
							return {
								...current,
								gates:
									gate === undefined
										? gates
										: { ...gates, [ name ]: gate },
							};
						} )
					}
					view={ view }
					onView={ setView }
				/>
			</Suspense>
		),
		counts: () => <>{ counts && <ToolCountsTable counts={ counts } /> }</>,
		'public-site': () => (
			<PublicSiteControl
				publicSite={ settings.public_site }
				onChange={ ( publicSite ) =>
					setSettings( { ...settings, public_site: publicSite } )
				}
			/>
		),
		proposals: () => (
			<ProposalsControl
				proposals={ settings.proposals }
				entries={ entries }
				roles={ counts?.roles ?? [] }
				onChange={ ( proposals ) =>
					setSettings( { ...settings, proposals } )
				}
			/>
		),
		desktop: () => (
			<DesktopAgentsControl
				desktop={ settings.desktop }
				onChange={ ( desktop ) =>
					setSettings( { ...settings, desktop } )
				}
			/>
		),
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
			<TabPanel
				className="webmcp-abilities-settings__tabs"
				tabs={ tabs() }
				initialTabName={ initialTab() }
				onSelect={ rememberTab }
			>
				{ ( tab ) => (
					<>
						{ panels[ tab.name as TabName ]() }
						{ /* The counts are read-only: they follow the settings as saved. */ }
						{ tab.name !== 'counts' && (
							<p>
								<Button
									variant="primary"
									onClick={ save }
									isBusy={ saving }
									disabled={ saving }
								>
									{ __(
										'Save settings',
										'webmcp-abilities'
									) }
								</Button>
							</p>
						) }
					</>
				) }
			</TabPanel>
		</div>
	);
}
