/**
 * The owner's switches for visitors' agents on the public site: the whole set, the two forms,
 * whose address a visitor is, and the ceiling for all visitors together. On by default: the
 * tools tell an agent only what the site already shows that visitor, and a visitor without one
 * pays nothing for them.
 */
import {
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { PluginSettings } from './settings-store';

type PublicSiteSettings = PluginSettings[ 'public_site' ];

const ADDRESS_HEADERS = [
	{
		value: '',
		label: __( 'The connection’s own address', 'webmcp-abilities' ),
	},
	...[
		'X-Forwarded-For',
		'X-Real-IP',
		'CF-Connecting-IP',
		'True-Client-IP',
		'Fastly-Client-IP',
	].map( ( header ) => ( { value: header, label: header } ) ),
];

/**
 * @param props
 * @param props.publicSite The saved public site settings.
 * @param props.onChange   Called with the new settings.
 */
export function PublicSiteControl( {
	publicSite,
	onChange,
}: {
	publicSite: PublicSiteSettings;
	onChange: ( publicSite: PublicSiteSettings ) => void;
} ) {
	return (
		<fieldset className="webmcp-abilities-settings__public-site">
			<h2>{ __( 'Visitors’ agents', 'webmcp-abilities' ) }</h2>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Offer read-only tools on the public site',
					'webmcp-abilities'
				) }
				help={ __(
					'Search, read a page, the site’s destinations and what the current page is: only what the site already shows the visitor. Browsers without WebMCP load nothing for them. Each tool can also be switched off in its row below.',
					'webmcp-abilities'
				) }
				checked={ publicSite.enabled }
				onChange={ ( enabled ) =>
					onChange( { ...publicSite, enabled } )
				}
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Make the theme’s search form a tool',
					'webmcp-abilities'
				) }
				help={ __(
					'An agent may fill it in and send it: it only opens the search results.',
					'webmcp-abilities'
				) }
				checked={ publicSite.search_form }
				disabled={ ! publicSite.enabled }
				onChange={ ( value ) =>
					onChange( { ...publicSite, search_form: value } )
				}
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Make the comment form a tool',
					'webmcp-abilities'
				) }
				help={ __(
					'An agent may fill it in; only the person’s own click on its button sends it.',
					'webmcp-abilities'
				) }
				checked={ publicSite.comment_form }
				disabled={ ! publicSite.enabled }
				onChange={ ( value ) =>
					onChange( { ...publicSite, comment_form: value } )
				}
			/>
			<div style={ { maxWidth: '24em', margin: '1em 0' } }>
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'A visitor’s address', 'webmcp-abilities' ) }
					help={ __(
						'Each visitor has a budget of agent calls, kept under a keyed hash of their address. Behind a proxy or CDN, name the header it puts the visitor’s address in, or every visitor shares one budget. Name one only when every request passes through that proxy: anyone can send any header.',
						'webmcp-abilities'
					) }
					value={ publicSite.address_header }
					options={ ADDRESS_HEADERS }
					onChange={ ( header ) =>
						onChange( { ...publicSite, address_header: header } )
					}
				/>
			</div>
			<div style={ { maxWidth: '16em', margin: '1em 0' } }>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					type="number"
					label={ __(
						'Visitors’ agent calls a minute, all together',
						'webmcp-abilities'
					) }
					min={ 1 }
					help={ __(
						'A ceiling for the whole site, so a flood from many addresses cannot tie it up.',
						'webmcp-abilities'
					) }
					value={ publicSite.visitor_ceiling }
					onChange={ ( value ) =>
						onChange( {
							...publicSite,
							visitor_ceiling: Number( value || 1 ),
						} )
					}
				/>
			</div>
		</fieldset>
	);
}
