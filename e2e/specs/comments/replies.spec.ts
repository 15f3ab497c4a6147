/**
 * Comments, as an eager agent moderates and answers them on the screen where a person does (a
 * site with only this plugin): a held comment that cannot be answered yet, approved, then answered
 * through a dialog showing both, and the reply undone from the log.
 */
import { undoFromLog } from '../../utils/activity-log';
import { Agent } from '../../utils/agent';
import { expectNoSeriousViolations } from '../../utils/axe';
import { confirmDialog, shownSubject } from '../../utils/confirm-dialog';
import { logInBeforeVisit } from '../../utils/log-in';
import { RestClient } from '../../utils/rest-client';
import { createComment, createPost } from '../../utils/site-content';
import { ownTool } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';

const COMMENTS = {
	LIST: ownTool( 'list-pending-comments' ),
	MODERATE: ownTool( 'moderate-comment' ),
	REPLY: ownTool( 'reply-to-comment' ),
};

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterAll( async () => admin.dispose() );

test( 'a reply: a held comment approved, then answered through a dialog showing both, and the reply undone from the log', async ( {
	page,
} ) => {
	const stamp = Date.now();
	const post = await createPost( admin, {
		title: `Opening hours ${ stamp }`,
		status: 'publish',
	} );
	const question = `When do you open on Mondays? ${ stamp }`;
	const comment = await createComment( admin, {
		post,
		content: question,
		status: 'hold',
	} );
	await logInBeforeVisit( page, 'admin' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/edit-comments.php' );
	await agent.whenTool( COMMENTS.LIST );
	const [ listed, again ] = await Promise.all( [
		agent.call( COMMENTS.LIST, {} ),
		agent.call( COMMENTS.LIST, {} ),
	] );
	expect( again.output ).toEqual( listed.output );
	expect( JSON.stringify( listed.output ) ).toContain( String( comment ) );

	// Held, it cannot be answered: a clear error, nobody asked, nothing posted.
	await agent.whenTool( COMMENTS.REPLY );
	expect(
		(
			await agent.call( COMMENTS.REPLY, {
				id: comment,
				content: 'Too soon',
			} )
		).output
	).toMatchObject( { ok: false, error: { code: 'conflict' } } );
	await expect( confirmDialog( page ) ).toHaveCount( 0 );

	const approving = await agent.invoke( COMMENTS.MODERATE, {
		id: comment,
		action: 'approve',
	} );
	await confirmDialog( page )
		.getByRole( 'button', { name: 'Confirm' } )
		.click();
	expect( ( await agent.response( approving ) ).output ).toMatchObject( {
		ok: true,
		result: { status: 'approved' },
	} );

	const replying = await agent.invoke( COMMENTS.REPLY, {
		id: comment,
		content: 'At nine, every day but Sunday.',
	} );
	const dialog = confirmDialog( page );
	await expect( dialog ).toBeVisible();
	expect( await shownSubject( dialog ) ).toMatchObject( {
		'admin wrote': question,
		'Your reply': 'At nine, every day but Sunday.',
		Visible: 'On the site at once, under the comment.',
	} );
	await expectNoSeriousViolations( page, {
		include: '.webmcp-abilities-confirm',
	} );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	const reply = ( await agent.response( replying ) ).output as {
		ok: boolean;
		result: { id: number; parent: number; status: string };
	};
	expect( reply ).toMatchObject( {
		ok: true,
		result: { parent: comment, status: 'approved' },
	} );
	const replies = async () =>
		(
			await admin.request(
				'GET',
				`/wp/v2/comments?parent=${ comment }&status=approve`
			)
		).body as Array< { id: number } >;
	expect( ( await replies() ).map( ( item ) => item.id ) ).toEqual( [
		reply.result.id,
	] );

	expect( await undoFromLog( page, `Comment ${ reply.result.id }` ) ).toBe(
		'Undone.'
	);
	expect( await replies() ).toEqual( [] );
} );
