/**
 * Runs WordPress the way most production sites do: Debian's PHP 8.2 (`php -S`) with MariaDB,
 * as a single site or as a subdirectory multisite.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { startMariaDB } from './mariadb.mjs';
import { spawnTethered, stopProcessGroup } from './process-group.mjs';
import { PLUGIN_SLUG, PROJECT_DIR } from './wordpress-core.mjs';

const LIB_DIR = join( PROJECT_DIR, 'bin', 'lib' );

/** What the plugin's zip holds (package.json `files`): a copy may be deleted in wp-admin. */
const PLUGIN_FILES = [
	'plugin.php',
	'uninstall.php',
	'readme.txt',
	'includes',
	'build',
];

/**
 * @param {Object}  options
 * @param {string}  options.host      `127.0.0.1:PORT`.
 * @param {string}  options.socket    MariaDB's socket.
 * @param {boolean} options.multisite Add the constants of an installed subdirectory network.
 * @param {string}  options.constants More `define()`s, for a runtime that needs them.
 */
function wpConfig( { host, socket, multisite, constants } ) {
	const salts = [
		'AUTH_KEY',
		'SECURE_AUTH_KEY',
		'LOGGED_IN_KEY',
		'NONCE_KEY',
		'AUTH_SALT',
		'SECURE_AUTH_SALT',
		'LOGGED_IN_SALT',
		'NONCE_SALT',
	]
		.map(
			( name ) =>
				`define( '${ name }', '${ randomBytes( 32 ).toString( 'hex' ) }' );`
		)
		.join( '\n' );
	// A network's sites each have their own URL, stored in the database: no WP_HOME there.
	const urls = multisite
		? `define( 'WP_ALLOW_MULTISITE', true );
define( 'MULTISITE', true );
define( 'SUBDOMAIN_INSTALL', false );
define( 'DOMAIN_CURRENT_SITE', '${ host }' );
define( 'PATH_CURRENT_SITE', '/' );
define( 'SITE_ID_CURRENT_SITE', 1 );
define( 'BLOG_ID_CURRENT_SITE', 1 );`
		: `define( 'WP_HOME', 'http://${ host }' );
define( 'WP_SITEURL', 'http://${ host }' );`;
	return `<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wordpress' );
define( 'DB_PASSWORD', 'password' );
define( 'DB_HOST', 'localhost:${ socket }' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${ salts }
${ urls }
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
${ constants }
$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

async function waitForHttp( url, server ) {
	const deadline = Date.now() + 30_000;
	for (;;) {
		try {
			await fetch( url, { redirect: 'manual' } );
			return;
		} catch ( error ) {
			if ( server.exitCode !== null || Date.now() > deadline ) {
				throw new Error( `php -S did not start: ${ error.message }` );
			}
			await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
		}
	}
}

async function installPlugin( siteDir, copy ) {
	const target = join( siteDir, 'wp-content', 'plugins', PLUGIN_SLUG );
	if ( ! copy ) {
		await symlink( PROJECT_DIR, target );
		return;
	}
	await mkdir( target );
	for ( const file of PLUGIN_FILES ) {
		await cp( join( PROJECT_DIR, file ), join( target, file ), {
			recursive: true,
		} );
	}
}

/**
 * Installs WordPress into a site folder, with a MariaDB of its own, and no web server: what the
 * HTTP server below serves, and what the PHPUnit suite loads directly.
 *
 * @param {Object}   options
 * @param {string}   options.siteDir      A core folder the site may write to.
 * @param {string}   options.host         `127.0.0.1:PORT`, the address the site will have.
 * @param {string[]} [options.fixtures]   PHP files to include once WordPress is installed.
 * @param {boolean}  [options.multisite]  Install a subdirectory network (sites at `/NAME/`).
 * @param {boolean}  [options.activate]   Activate the plugin (on the main site; default true).
 * @param {boolean}  [options.copyPlugin] Install a copy of the plugin's files instead of a
 *                                        link to this working tree, so deleting the plugin in wp-admin deletes only the copy.
 * @param {string}   [options.constants]  More `define()`s for `wp-config.php`.
 * @return {Promise<{ restart: (downFor?: number) => Promise<void>, stop: () => Promise<void> }>} Its database.
 */
export async function installNativeSite( {
	siteDir,
	host,
	fixtures = [],
	multisite = false,
	activate = true,
	copyPlugin = false,
	constants = '',
} ) {
	const php = ( script, args, { activatePlugin = activate } = {} ) =>
		promisify( execFile )(
			'php',
			[ join( LIB_DIR, script ), siteDir, ...args ],
			{
				env: {
					...process.env,
					WP_HOME: `http://${ host }`,
					WEBMCP_ABILITIES_ACTIVATE: activatePlugin ? '1' : '',
				},
			}
		);
	const config = ( network ) =>
		writeFile(
			join( siteDir, 'wp-config.php' ),
			wpConfig( {
				host,
				socket: database.socket,
				multisite: network,
				constants,
			} )
		);

	const database = await startMariaDB( {
		database: 'wordpress',
		user: 'wordpress',
		password: 'password',
	} );
	try {
		await installPlugin( siteDir, copyPlugin );
		await config( false );
		if ( multisite ) {
			// As wp-admin/network.php does: a site first, then the network, then its constants.
			await php( 'install-native.php', [], { activatePlugin: false } );
			await php( 'install-network.php', [] );
			await config( true );
			await php( 'activate-native.php', fixtures );
		} else {
			await php( 'install-native.php', fixtures );
		}
	} catch ( error ) {
		await database.stop();
		throw error;
	}
	return database;
}

/**
 * @param {Object}   options
 * @param {string}   options.siteDir      A core folder the site may write to.
 * @param {number}   options.port         Port to listen on.
 * @param {string[]} [options.fixtures]   PHP files to include once WordPress is installed.
 * @param {boolean}  [options.multisite]  Install a subdirectory network (sites at `/NAME/`).
 * @param {boolean}  [options.activate]   Activate the plugin (on the main site; default true).
 * @param {boolean}  [options.copyPlugin] Install a copy of the plugin's files (see above).
 * @return {Promise<{ url: string, stop: () => Promise<void> }>} The site's address, and how to stop it.
 */
export async function startNativeServer( { port, ...options } ) {
	const host = `127.0.0.1:${ port }`;
	const url = `http://${ host }`;
	const { siteDir, multisite = false } = options;
	const database = await installNativeSite( { ...options, host } );

	const server = spawnTethered(
		'php',
		[
			'-S',
			host,
			'-t',
			siteDir,
			join( LIB_DIR, multisite ? 'multisite-router.php' : 'router.php' ),
		],
		{ env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' } }
	);
	await waitForHttp( url, server );

	return {
		url,
		async stop() {
			await stopProcessGroup( server );
			await database.stop();
		},
	};
}
