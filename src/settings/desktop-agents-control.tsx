/**
 * The owner's switches for agents outside the page: how long a confirmation waits for the
 * person (a desktop agent cannot tell the page it gave up), and whether people may let a desktop
 * agent use their tabs through MCP-B's local relay.
 */
import { TextControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { PluginSettings } from './settings-store';

type DesktopSettings = PluginSettings[ 'desktop' ];

/**
 * @param props
 * @param props.desktop  The saved desktop agent settings.
 * @param props.onChange Called with the new settings.
 */
export function DesktopAgentsControl( {
	desktop,
	onChange,
}: {
	desktop: DesktopSettings;
	onChange: ( desktop: DesktopSettings ) => void;
} ) {
	return (
		<fieldset className="webmcp-abilities-settings__desktop">
			<h2>{ __( 'Desktop agents', 'webmcp-abilities' ) }</h2>
			<div style={ { maxWidth: '16em', margin: '1em 0' } }>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					type="number"
					label={ __(
						'Seconds a confirmation waits for an answer',
						'webmcp-abilities'
					) }
					min={ 10 }
					max={ 600 }
					help={ __(
						'Then the dialog closes and nothing changes; the person may ask for more time. Desktop agents stop waiting after 60 seconds by default and cannot tell the page they did: keep this under their wait, so nothing runs after the agent has gone.',
						'webmcp-abilities'
					) }
					value={ desktop.confirm_wait }
					onChange={ ( value ) =>
						onChange( {
							...desktop,
							confirm_wait: Number( value || 10 ),
						} )
					}
				/>
			</div>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Let people connect a desktop agent through the MCP-B relay',
					'webmcp-abilities'
				) }
				help={ __(
					'Each person then chooses on their profile whether their wp-admin tabs offer their tools to the relay running on their own computer. Calls still ask them in the tab, as any agent’s do.',
					'webmcp-abilities'
				) }
				checked={ desktop.relay }
				onChange={ ( relay ) => onChange( { ...desktop, relay } ) }
			/>
			<div style={ { maxWidth: '16em', margin: '1em 0' } }>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					type="number"
					label={ __( 'The relay’s port', 'webmcp-abilities' ) }
					min={ 1024 }
					max={ 65535 }
					help={ __(
						'Where the relay listens on each person’s computer (127.0.0.1): 9333 unless started with --port.',
						'webmcp-abilities'
					) }
					value={ desktop.relay_port }
					disabled={ ! desktop.relay }
					onChange={ ( value ) =>
						onChange( {
							...desktop,
							relay_port: Number( value || 9333 ),
						} )
					}
				/>
			</div>
		</fieldset>
	);
}
