/**
 * Sends a call the person confirmed for approval: the server stores it as a proposal, and the
 * agent learns its id.
 */
import apiFetch from '@wordpress/api-fetch';
import { __, sprintf } from '@wordpress/i18n';

import { REST_BASE } from '../contract';
import { toToolError, type ToolResult } from '../errors';
import type { Json } from '../schema/php-values';

interface Proposed {
	id: number;
	approvers: string;
}

/**
 * Sent once: a failure is handed to the agent, never sent again on its own.
 * @param ability       The ability proposed.
 * @param toolName      The tool the call came through.
 * @param input         The exact input the person saw.
 * @param reason        The agent's reason, or ''.
 * @param assistantCall The site assistant's call id, when it made the call.
 * @return The proposal (its id, who decides), or why it could not be sent; never rejects.
 */
export async function sendForApproval(
	ability: string,
	toolName: string,
	input: Json | undefined,
	reason: string,
	assistantCall?: string
): Promise< ToolResult > {
	try {
		const proposed = await apiFetch< Proposed >( {
			path: `${ REST_BASE }/proposals`,
			method: 'POST',
			data: {
				ability,
				tool: toolName,
				input: input ?? {},
				reason,
				assistant_call: assistantCall ?? '',
			},
		} );
		return {
			ok: true,
			proposal: {
				id: proposed.id,
				approvers: proposed.approvers,
				message: sprintf(
					/* translators: 1: proposal id, 2: who decides. */
					__(
						'Nothing ran yet: the person sent this call for approval as proposal %1$d; %2$s decides. Sending it again files nothing new. Call get-proposal with id %1$d to learn the decision.',
						'webmcp-abilities'
					),
					proposed.id,
					proposed.approvers
				),
			},
		};
	} catch ( error ) {
		return { ok: false, error: toToolError( error ) };
	}
}
