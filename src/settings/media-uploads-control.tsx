/**
 * The owner's limit on images an agent uploads from data it holds (base64 in the call): such a
 * file travels inside one request and is held in memory whole, so only small ones by default.
 */
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { PluginSettings } from './settings-store';

type MediaSettings = PluginSettings[ 'media' ];

/**
 * @param props
 * @param props.media    The saved media settings.
 * @param props.onChange Called with the new settings.
 */
export function MediaUploadsControl( {
	media,
	onChange,
}: {
	media: MediaSettings;
	onChange: ( media: MediaSettings ) => void;
} ) {
	return (
		<fieldset className="webmcp-abilities-settings__media">
			<h2>{ __( 'Media uploads', 'webmcp-abilities' ) }</h2>
			<div style={ { maxWidth: '16em', margin: '1em 0' } }>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					type="number"
					label={ __(
						'Largest image an agent may upload from its own data (MB)',
						'webmcp-abilities'
					) }
					min={ 0 }
					max={ 20 }
					help={ __(
						'For images the agent holds rather than finds at an address, such as a chart it drew. 0 refuses them all. Images from an address follow the site’s own upload limit.',
						'webmcp-abilities'
					) }
					value={ media.data_upload_mb }
					onChange={ ( value ) =>
						onChange( {
							...media,
							data_upload_mb: Number( value || 0 ),
						} )
					}
				/>
			</div>
		</fieldset>
	);
}
