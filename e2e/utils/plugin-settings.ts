/**
 * Reads and restores the plugin's settings through core's `/wp/v2/settings`, so a test that
 * changes them leaves the site as it found it.
 */
import { expect } from '@playwright/test';

import type { RestClient } from './rest-client';

export const SETTINGS_OPTION = 'webmcp_abilities_settings';
export const DEFAULT_SETTINGS = {
	enabled: true,
	max_tools: 30,
	abilities: {},
	gates: {},
	assistant: { enabled: false, capability: 'manage_options' },
	public_site: {
		enabled: true,
		search_form: true,
		comment_form: true,
		address_header: '',
		visitor_ceiling: 600,
	},
	destructive_grants: false,
	proposals: {
		enabled: true,
		approval: {},
		expiry_days: 7,
		daily_limit: 50,
		self_approval: false,
	},
	desktop: { confirm_wait: 55, relay: false, relay_port: 9333 },
	media: { data_upload_mb: 2 },
};

export async function savePluginSettings(
	admin: RestClient,
	settings: object
): Promise< void > {
	const response = await admin.request( 'POST', '/wp/v2/settings', {
		[ SETTINGS_OPTION ]: settings,
	} );
	expect( response.status, JSON.stringify( response.body ) ).toBe( 200 );
}

/**
 * @param admin An administrator’s client.
 * @return The saved settings; an empty map reads `{}` (PHP sends `[]`).
 */
export async function readPluginSettings(
	admin: RestClient
): Promise< Record< string, unknown > > {
	const response = await admin.request( 'GET', '/wp/v2/settings' );
	expect( response.status ).toBe( 200 );
	const settings: Record< string, unknown > =
		response.body[ SETTINGS_OPTION ];
	const asMap = ( value: unknown ) =>
		Array.isArray( value ) && value.length === 0 ? {} : value;
	return {
		...settings,
		abilities: asMap( settings.abilities ),
		gates: asMap( settings.gates ),
		...( typeof settings.proposals === 'object' && settings.proposals
			? {
					proposals: {
						...settings.proposals,
						approval: asMap(
							( settings.proposals as { approval?: unknown } )
								.approval
						),
					},
				}
			: {} ),
	};
}
