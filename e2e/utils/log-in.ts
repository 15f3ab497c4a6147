/**
 * Logs a test user in through wp-login.php, as a person would.
 */
import { expect, type Page } from '@playwright/test';

/** Users created by `e2e/fixtures/users.php` (and `admin`), all with the password `password`. */
export type TestUser = 'admin' | 'editor' | 'author' | 'contributor' | 'subscriber';

/** A user of the custom role `reviewer`: `edit_others_posts` without `read_private_posts`. */
export type CustomRoleUser = 'reviewer';

export async function logIn( page: Page, user: TestUser ): Promise< void > {
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( user );
	await page.locator( '#user_pass' ).fill( 'password' );
	await page.locator( '#wp-submit' ).click();
	await expect( page ).toHaveURL( /\/wp-admin\// );
}
