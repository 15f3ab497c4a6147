/**
 * What the settings screen says about one ability: the tool name it gets, its hints, and why it
 * cannot be a tool when it cannot. Names come from whoever names the tool (PHP for server
 * abilities, the bridge for browser-side ones); the rest asks the bridge's own modules, so the
 * screen describes exactly what the bridge does.
 */
import { __ } from '@wordpress/i18n';

import { readAbility } from '../abilities/ability';
import { isConsequential } from '../tools/annotations';
import type { ExposureEntry } from './exposure';
import { schemaRepairs } from './schema-repairs';

export interface AbilityStatus {
	/** The tool name, or `null` when the name cannot be one. */
	toolName: string | null;
	readOnly: boolean;
	consequential: boolean;
	destructive: boolean;
	/** Why it can never be a tool, whatever the owner chooses. */
	blockers: string[];
	/** Whether the tool is offered: the owner's choice or the ability's wish, after the PHP filter. */
	offered: boolean;
	/** True when a PHP filter overrode the choice shown by the toggle. */
	decidedByFilter: boolean;
	/** What the bridge repairs in its schemas before agents see them, one line each. */
	schemaRepairs: string[];
}

/**
 * @param entry The ability, as the exposure list reports it.
 */
export function toAbilityStatus( entry: ExposureEntry ): AbilityStatus {
	const blockers: string[] = [];
	const read = readAbility( entry );
	const ability = 'problem' in read ? null : read;
	if ( ! ability ) {
		blockers.push(
			__(
				'Its description (name, label, schema or meta) is malformed.',
				'webmcp-abilities'
			)
		);
	}
	if ( ! entry.in_rest && ! entry.in_page ) {
		blockers.push(
			__(
				'It is not in the REST API (show_in_rest), which tools run through.',
				'webmcp-abilities'
			)
		);
	}
	if ( entry.unnamed_reason !== null ) {
		blockers.push( entry.unnamed_reason );
	}
	const annotations = ability?.meta?.annotations;
	return {
		toolName: entry.tool_name,
		readOnly: annotations?.readonly === true,
		consequential: ability ? isConsequential( ability ) : true,
		destructive: annotations?.destructive === true,
		blockers,
		offered: entry.exposed && blockers.length === 0,
		decidedByFilter: entry.exposed !== entry.wanted,
		schemaRepairs: schemaRepairs( entry.input_schema, entry.output_schema ),
	};
}
