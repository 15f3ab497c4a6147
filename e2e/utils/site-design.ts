/**
 * The site's design as Twenty Twenty-Five made it, for the Site Editor's stories to start from and
 * leave behind: no user styles, the theme's page template and footer, every menu a page list.
 */
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
