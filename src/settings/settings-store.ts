/**
 * Reads and saves what the settings screen shows: the exposure list, the tool counts per role
 * and the plugin's option, through REST (all preloaded by PHP on first load).
 */
import apiFetch from '@wordpress/api-fetch';
import * as z from 'zod';

import { REST_BASE, SETTINGS_OPTION } from '../contract';

import {
	EXPOSURE_PATH,
	exposureEntrySchema,
	type ExposureEntry,
} from './exposure';

/**
 * A map from PHP, which sends an empty one as `[]`.
 * @param values The schema of its values.
 */
const phpMap = < T extends z.ZodType >( values: T ) =>
	z.preprocess(
		( value ) =>
			Array.isArray( value ) && value.length === 0 ? {} : value,
		z.record( z.string(), values )
	);

const settingsSchema = z.object( {
	enabled: z.boolean(),
	max_tools: z.number().int(),
	abilities: phpMap( z.boolean() ),
	/** The owner's gate per ability: a capability, besides the ability's own. */
	gates: phpMap( z.string() ),
	/** The site's own assistant: on or off, and the capability a person needs to use it. */
	assistant: z.object( {
		enabled: z.boolean(),
		capability: z.string(),
	} ),
	/** Visitors' agents on the public site (`includes/Settings/Settings.php` says each field). */
	public_site: z.object( {
		enabled: z.boolean(),
		search_form: z.boolean(),
		comment_form: z.boolean(),
		address_header: z.string(),
		visitor_ceiling: z.number().int(),
	} ),
	/** Whether a grant for bulk work may cover trashing and marking as spam. */
	destructive_grants: z.boolean(),
	/** Proposals (`includes/Settings/Settings.php` says each field). */
	proposals: z.object( {
		enabled: z.boolean(),
		/** Per ability: the roles whose calls always wait for approval. */
		approval: phpMap( z.array( z.string() ) ),
		expiry_days: z.number().int(),
		daily_limit: z.number().int(),
		self_approval: z.boolean(),
	} ),
	/** Desktop agents (`includes/Settings/Settings.php` says each field). */
	desktop: z.object( {
		confirm_wait: z.number().int(),
		relay: z.boolean(),
		relay_port: z.number().int(),
	} ),
	/** Uploads to the media library: the largest an agent may send as data, in MB (0: none). */
	media: z.object( {
		data_upload_mb: z.number().int(),
	} ),
} );

export type PluginSettings = z.infer< typeof settingsSchema >;

export async function loadExposure(): Promise< ExposureEntry[] > {
	return z
		.array( exposureEntrySchema )
		.parse( await apiFetch( { path: EXPOSURE_PATH } ) );
}

const toolCountsSchema = z.object( {
	roles: z.array( z.object( { slug: z.string(), name: z.string() } ) ),
	/**
	 * Per screen ID (`*`: every other screen), by role: the tools a page registers at once there
	 * (`counts`, the loader counted) and the tools offered (`offered`).
	 */
	screens: z.array(
		z.object( {
			screen: z.string(),
			counts: phpMap( z.number().int() ),
			offered: phpMap( z.number().int() ),
		} )
	),
} );

export type ToolCounts = z.infer< typeof toolCountsSchema >;

export async function loadToolCounts(): Promise< ToolCounts > {
	return toolCountsSchema.parse(
		await apiFetch( { path: `${ REST_BASE }/exposure/counts` } )
	);
}

export async function loadSettings(): Promise< PluginSettings > {
	const all = await apiFetch< Record< string, unknown > >( {
		path: '/wp/v2/settings',
	} );
	return settingsSchema.parse( all[ SETTINGS_OPTION ] );
}

/**
 * Saves through core's settings endpoint, which checks `manage_options` and the nonce.
 * @param settings The settings to save.
 */
export async function saveSettings(
	settings: PluginSettings
): Promise< PluginSettings > {
	const all = await apiFetch< Record< string, unknown > >( {
		path: '/wp/v2/settings',
		method: 'POST',
		data: { [ SETTINGS_OPTION ]: settings },
	} );
	return settingsSchema.parse( all[ SETTINGS_OPTION ] );
}
