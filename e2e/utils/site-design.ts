/**
 * The site's design as Twenty Twenty-Five made it, for the Site Editor's stories to start from and
 * leave behind: no user styles, the theme's page template and footer, every menu a page list; and
 * the Site Editor opened as the person opens it.
 */
import type { Page } from '@playwright/test';

import { Agent } from './agent';
import { skipWelcomeGuide } from './editor-agent';
import { logInBeforeVisit } from './log-in';
import type { RestClient } from './rest-client';

/** The template the stories customise and revert. */
export const PAGE_TEMPLATE = 'twentytwentyfive//page';

/**
 * @param admin An administrator's REST client.
 * @return The active theme's user styles record: its id and styles.
 */
export async function savedStyles( admin: RestClient ): Promise< {
	id: number;
	styles: Record< string, unknown >;
} > {
	const { body: theme } = await admin.request(
		'GET',
		'/wp/v2/themes?status=active'
	);
	const href: string = theme[ 0 ]._links[ 'wp:user-global-styles' ][ 0 ].href;
	const id = Number( href.split( '/' ).pop() );
	const { body } = await admin.request(
		'GET',
		`/wp/v2/global-styles/${ id }?context=edit`
	);
	return { id, styles: body.styles ?? {} };
}

/**
 * @param admin An administrator's REST client.
 * @return The page template as the site has it: its source and content.
 */
export async function savedPageTemplate( admin: RestClient ): Promise< {
	source: string;
	content: string;
} > {
	const { body } = await admin.request(
		'GET',
		`/wp/v2/templates/${ PAGE_TEMPLATE }?context=edit`
	);
	return { source: body.source, content: body.content.raw };
}

/**
 * @param admin An administrator's REST client.
 */
export async function resetSiteDesign( admin: RestClient ): Promise< void > {
	const { id } = await savedStyles( admin );
	await admin.request( 'POST', `/wp/v2/global-styles/${ id }`, {
		styles: {},
		settings: {},
	} );
	if ( ( await savedPageTemplate( admin ) ).source === 'custom' ) {
		await admin.request(
			'DELETE',
			`/wp/v2/templates/${ PAGE_TEMPLATE }?force=true`
		);
	}
	await admin.request(
		'DELETE',
		'/wp/v2/template-parts/twentytwentyfive//footer?force=true'
	);
	const { body: menus } = await admin.request(
		'GET',
		'/wp/v2/navigation?context=edit'
	);
	for ( const menu of menus as Array< { id: number } > ) {
		await admin.request( 'POST', `/wp/v2/navigation/${ menu.id }`, {
			content: '<!-- wp:page-list /-->',
		} );
	}
}

/**
 * @param path   Where in the Site Editor, such as `/styles` or `/wp_template/{id}`.
 * @param canvas Whether the canvas opens for editing.
 */
export const siteEditorUrl = ( path: string, canvas = false ) =>
	`/wp-admin/site-editor.php?p=${ encodeURIComponent( path ) }${
		canvas ? '&canvas=edit' : ''
	}`;

/**
 * The person closed the Site Editor's welcome guide on an earlier visit, as WordPress keeps it (the
 * user's saved preferences). Set in the page only (`skipWelcomeGuide`), it was undone on the
 * Playground CLI, where the saved preferences arrive after the page has started and replace the
 * page's: the guide opened over the editor and hid its Undo from the person.
 * @param admin An administrator's REST client.
 */
async function dismissWelcomeGuide( admin: RestClient ): Promise< void > {
	const { body } = await admin.request(
		'GET',
		'/wp/v2/users/me?context=edit'
	);
	const saved = ( body.meta?.persisted_preferences ?? {} ) as Record<
		string,
		Record< string, unknown >
	>;
	await admin.request( 'POST', '/wp/v2/users/me', {
		meta: {
			persisted_preferences: {
				...saved,
				'core/edit-site': {
					...saved[ 'core/edit-site' ],
					welcomeGuide: false,
				},
				_modified: new Date().toISOString(),
			},
		},
	} );
}

/**
 * Opens the Site Editor as the administrator would, the agent attached before the page loads.
 * @param page  The person's page.
 * @param admin The administrator's REST client.
 * @param url   Where in the Site Editor (`siteEditorUrl`).
 */
export async function openSiteEditor(
	page: Page,
	admin: RestClient,
	url: string
): Promise< Agent > {
	await dismissWelcomeGuide( admin );
	await logInBeforeVisit( page, 'admin' );
	const agent = await Agent.attach( page );
	await page.goto( url );
	await skipWelcomeGuide( page, 'core/edit-site' );
	return agent;
}
