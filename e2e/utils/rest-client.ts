/**
 * Talks to the site's REST API as one user (or nobody), the way wp-admin does: cookie + nonce.
 */
import { request, type APIRequestContext } from '@playwright/test';
import { addQueryArgs } from '@wordpress/url';

import type { CustomRoleUser, TestUser } from './log-in';

export interface RestResponse {
	status: number;
	headers: Record< string, string >;
	body: any;
}

export class RestClient {
	private constructor(
		private readonly context: APIRequestContext,
		private readonly nonce: string,
		/** The site. */
		readonly baseURL: string
	) {}

	/**
	 * @param baseURL The site.
	 * @param user    Who to log in as (a test user, or one a spec created with the password
	 *                `password`); `null` for a logged-out visitor.
	 */
	static async as(
		baseURL: string,
		// `string & {}` keeps the test users' names offered while any login is accepted.
		user: TestUser | CustomRoleUser | ( string & {} ) | null
	): Promise< RestClient > {
		const context = await request.newContext( { baseURL } );
		if ( user === null ) {
			return new RestClient( context, '', baseURL );
		}
		// wp-login.php wants its test cookie, which the GET sets.
		await context.get( '/wp-login.php' );
		const login = await context.post( '/wp-login.php', {
			form: {
				log: user,
				pwd: 'password',
				testcookie: '1',
				'wp-submit': 'Log In',
			},
			maxRedirects: 0,
		} );
		if ( login.status() !== 302 ) {
			throw new Error(
				`Could not log in as ${ user } (HTTP ${ login.status() }).`
			);
		}
		const nonce = await (
			await context.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
		).text();
		return new RestClient( context, nonce, baseURL );
	}

	/**
	 * @param cookies Cookies to send besides the session's, such as a test plugin's switch.
	 * @return Another client, logged in as this one, that sends them too.
	 */
	async withCookies(
		cookies: Array< { name: string; value: string } >
	): Promise< RestClient > {
		const state = await this.context.storageState();
		const domain = new URL( this.baseURL ).hostname;
		const context = await request.newContext( {
			baseURL: this.baseURL,
			storageState: {
				origins: state.origins,
				cookies: [
					...state.cookies,
					...cookies.map( ( cookie ) => ( {
						...cookie,
						domain,
						path: '/',
						expires: -1,
						httpOnly: false,
						secure: false,
						sameSite: 'Lax' as const,
					} ) ),
				],
			},
		} );
		return new RestClient( context, this.nonce, this.baseURL );
	}

	async request(
		method: 'GET' | 'POST' | 'DELETE',
		path: string,
		data?: unknown,
		headers: Record< string, string > = {}
	): Promise< RestResponse > {
		const send = () =>
			this.context.fetch( `/wp-json${ path }`, {
				method,
				headers: {
					...headers,
					...( this.nonce ? { 'X-WP-Nonce': this.nonce } : {} ),
				},
				...( data === undefined ? {} : { data } ),
			} );
		let response;
		try {
			response = await send();
		} catch ( error ) {
			// The Playground CLI sometimes drops a kept-alive connection just as it is reused. A read
			// is sent once more; a write never is, since it may have run.
			if (
				method !== 'GET' ||
				! /ECONNRESET|socket hang up/.test( String( error ) )
			) {
				throw error;
			}
			response = await send();
		}
		const text = await response.text();
		let body: unknown = text;
		try {
			body = JSON.parse( text );
		} catch {}
		return { status: response.status(), headers: response.headers(), body };
	}

	/**
	 * Runs an ability with the method its annotations require and PHP-style query input.
	 *
	 * @param name   Ability name.
	 * @param method The method the ability accepts.
	 * @param input  Its input, if any.
	 */
	run(
		name: string,
		method: 'GET' | 'POST' | 'DELETE',
		input?: object
	): Promise< RestResponse > {
		const path = `/wp-abilities/v1/abilities/${ name }/run`;
		if ( method === 'POST' ) {
			return this.request(
				'POST',
				path,
				input === undefined ? {} : { input }
			);
		}
		return this.request(
			method,
			input === undefined ? path : addQueryArgs( path, { input } )
		);
	}

	/**
	 * @return The session's cookies as a `Cookie` header, for a request made without Playwright.
	 */
	async cookieHeader(): Promise< string > {
		const { cookies } = await this.context.storageState();
		return cookies
			.map( ( { name, value } ) => `${ name }=${ value }` )
			.join( '; ' );
	}

	async dispose(): Promise< void > {
		await this.context.dispose();
	}
}
