/**
 * Logs a test user in through wp-login.php, as a person would.
 */
import { expect, type FrameLocator, type Page } from '@playwright/test';

/** Users created by `e2e/fixtures/users.php` (and `admin`), all with the password `password`. */
export type TestUser =
	'admin' | 'editor' | 'author' | 'contributor' | 'subscriber';

/** A user of the custom role `reviewer`: `edit_others_posts` without `read_private_posts`. */
export type CustomRoleUser = 'reviewer';

/**
 * Fills the login form with a user's name and password, checking both landed: wp-login.php
 * focuses and selects the name field on a timer, which on a slow site can fire while the
 * password is typed and send it into the name field.
 *
 * @param form The page or frame that shows wp-login.php.
 * @param user Who logs in.
 */
export async function fillLogInForm(
	form: Page | FrameLocator,
	user: string
): Promise< void > {
	await expect( async () => {
		await form.locator( '#user_login' ).fill( user );
		await form.locator( '#user_pass' ).fill( 'password' );
		await expect( form.locator( '#user_login' ) ).toHaveValue( user, {
			timeout: 1000,
		} );
		await expect( form.locator( '#user_pass' ) ).toHaveValue( 'password', {
			timeout: 1000,
		} );
	} ).toPass( { timeout: 15_000 } );
}

/**
 * Logs in without opening a screen, through the same form post wp-login.php receives: for a story
 * whose agent attaches before the first screen it visits. The cookies land in the page's browser
 * context; the page stays where it was. (Through the form and the dashboard it lands on, a log-in
 * took about 1.1 s on a quiet machine; this takes 0.2 s.)
 *
 * @param page    The person's page.
 * @param user    Who logs in.
 * @param siteUrl The site, when it is not the project's base URL.
 */
export async function logInBeforeVisit(
	page: Page,
	user: TestUser,
	siteUrl = ''
): Promise< void > {
	const response = await page.request.post( `${ siteUrl }/wp-login.php`, {
		form: { log: user, pwd: 'password' },
		maxRedirects: 0,
	} );
	// A log-in that worked redirects; a refused one shows the form again, with a 200.
	expect( response.status(), `${ user } logs in` ).toBe( 302 );
}

/**
 * Logs in through the form and lands on the dashboard, as a person does. (The form post alone
 * left the PHP versions' Playground sites logged out on the next page.)
 *
 * @param page    The person's page.
 * @param user    Who logs in.
 * @param siteUrl The site, when it is not the project's base URL.
 */
export async function logIn(
	page: Page,
	user: TestUser,
	siteUrl = ''
): Promise< void > {
	await page.goto( `${ siteUrl }/wp-login.php` );
	await fillLogInForm( page, user );
	await page.locator( '#wp-submit' ).click();
	await expect( page ).toHaveURL( /\/wp-admin\// );
}

/**
 * Logs in on an `npm start` site as its person would: Playground's site logs them in by
 * itself on the first wp-admin page; on the native one they fill the form.
 *
 * @param page The person's page.
 * @param url  The site.
 */
export async function logInToStartSite(
	page: Page,
	url: string
): Promise< void > {
	await page.goto( `${ url }/wp-admin/` );
	if ( await page.locator( '#loginform' ).isVisible() ) {
		await fillLogInForm( page, 'admin' );
		await page.locator( '#wp-submit' ).click();
	}
	await expect( page.locator( '#wpadminbar' ) ).toBeVisible();
}
