/**
 * Proposals as people make and decide them: the agent's call sent for approval from its dialog,
 * and a decision on Tools > Agent proposals.
 */
import { expect, type Page } from '@playwright/test';

import type { Agent } from './agent';
import { confirmDialog } from './confirm-dialog';

export const PROPOSALS_SCREEN =
	'/wp-admin/tools.php?page=webmcp-abilities-proposals';

export interface Proposed {
	ok: true;
	proposal: { id: number; approvers: string; message: string };
}

/**
 * The agent calls a tool that the server turns into a proposal; the person sends it.
 * @param page  The person's page.
 * @param agent Their agent.
 * @param tool  The tool.
 * @param input Its arguments.
 * @return The proposal's id.
 */
export async function sendForApproval(
	page: Page,
	agent: Agent,
	tool: string,
	input: object
): Promise< number > {
	const calling = await agent.invoke( tool, input );
	const dialog = confirmDialog( page );
	await dialog.getByRole( 'button', { name: 'Send for approval' } ).click();
	const answer = ( await agent.response( calling ) ).output as Proposed;
	expect( answer ).toMatchObject( {
		ok: true,
		proposal: { id: expect.any( Number ) },
	} );
	return answer.proposal.id;
}

/**
 * @param page     The approver's page, on the proposals screen.
 * @param id       The proposal.
 * @param decision Approve or Reject.
 * @param note     The note for the proposer.
 * @return The notice the screen shows after.
 */
export async function decide(
	page: Page,
	id: number,
	decision: 'Approve' | 'Reject',
	note = ''
): Promise< string > {
	const card = page.getByRole( 'region', {
		name: new RegExp( `^Proposal ${ id }:` ),
	} );
	if ( note !== '' ) {
		await card.getByRole( 'textbox', { name: /^Note for / } ).fill( note );
	}
	await card
		.getByRole( 'button', { name: `${ decision } proposal ${ id }` } )
		.click();
	const notice = page.locator( '#webmcp-abilities-decision-notice' );
	await expect( notice ).toBeVisible();
	return ( await notice.textContent() )?.trim() ?? '';
}
