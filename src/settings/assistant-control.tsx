/**
 * The owner's switch for the site's own assistant, and who may use it. Off by default: the
 * conversation and what the tools return (site content) go to the AI provider set up in
 * Settings > Connectors.
 */
import { SelectControl, ToggleControl } from '@wordpress/components';
import { createInterpolateElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { ROLE_GATES } from './gate-control';
import type { PluginSettings } from './settings-store';

type AssistantSettings = PluginSettings[ 'assistant' ];

const WHO = [
	...ROLE_GATES,
	{
		value: 'read',
		label: __( 'Everyone who can log in', 'webmcp-abilities' ),
	},
];

/**
 * @param props
 * @param props.assistant The saved assistant settings.
 * @param props.onChange  Called with the new settings.
 */
export function AssistantControl( {
	assistant,
	onChange,
}: {
	assistant: AssistantSettings;
	onChange: ( assistant: AssistantSettings ) => void;
} ) {
	const known = WHO.some( ( { value } ) => value === assistant.capability );
	return (
		<fieldset className="webmcp-abilities-settings__assistant">
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Offer the site’s assistant in wp-admin',
					'webmcp-abilities'
				) }
				help={ createInterpolateElement(
					__(
						'It uses the same tools, checks and confirmations as a browser agent. What people write to it, and what the tools return (site content), is sent to the AI provider set up in <a>Settings > Connectors</a>. Needs WordPress 7.0 or newer.',
						'webmcp-abilities'
					),
					// eslint-disable-next-line jsx-a11y/anchor-has-content -- The text comes from the translation.
					{ a: <a href="options-connectors.php" /> }
				) }
				checked={ assistant.enabled }
				onChange={ ( enabled ) =>
					onChange( { ...assistant, enabled } )
				}
			/>
			<div style={ { maxWidth: '24em', margin: '1em 0' } }>
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __(
						'Who may use the assistant',
						'webmcp-abilities'
					) }
					value={ assistant.capability }
					options={ [
						...WHO,
						...( known
							? []
							: [
									{
										value: assistant.capability,
										label: assistant.capability,
									},
								] ),
					] }
					onChange={ ( capability ) =>
						onChange( { ...assistant, capability } )
					}
				/>
			</div>
		</fieldset>
	);
}
