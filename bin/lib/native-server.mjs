/**
 * Runs WordPress the way most production sites do: Debian's PHP 8.2 (`php -S`) with MariaDB.
 */
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { startMariaDB } from './mariadb.mjs';
import { stopProcessGroup } from './playground-server.mjs';
import { PLUGIN_SLUG, PROJECT_DIR } from './wordpress-core.mjs';

const LIB_DIR = join( PROJECT_DIR, 'bin', 'lib' );

function wpConfig( { url, socket } ) {
	const salts = [ 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT',
		'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ]
		.map( ( name ) => `define( '${ name }', '${ randomBytes( 32 ).toString( 'hex' ) }' );` )
		.join( '\n' );
	return `<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wordpress' );
define( 'DB_PASSWORD', 'password' );
define( 'DB_HOST', 'localhost:${ socket }' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${ salts }
define( 'WP_HOME', '${ url }' );
define( 'WP_SITEURL', '${ url }' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

async function waitForHttp( url, server ) {
	const deadline = Date.now() + 30_000;
	for ( ;; ) {
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

/**
 * @param {object}   options
 * @param {string}   options.siteDir  A core folder the site may write to.
 * @param {number}   options.port     Port to listen on.
 * @param {string[]} [options.fixtures] PHP files to include once WordPress is installed.
 * @return {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startNativeServer( { siteDir, port, fixtures = [] } ) {
	const url = `http://127.0.0.1:${ port }`;
	const database = await startMariaDB( { database: 'wordpress', user: 'wordpress', password: 'password' } );
	try {
		await writeFile( join( siteDir, 'wp-config.php' ), wpConfig( { url, socket: database.socket } ) );
		await symlink( PROJECT_DIR, join( siteDir, 'wp-content', 'plugins', PLUGIN_SLUG ) );
		await promisify( execFile )(
			'php',
			[ join( LIB_DIR, 'install-native.php' ), siteDir, ...fixtures ],
			{ env: { ...process.env, WP_HOME: url } }
		);
	} catch ( error ) {
		await database.stop();
		throw error;
	}

	const server = spawn(
		'php',
		[ '-S', `127.0.0.1:${ port }`, '-t', siteDir, join( LIB_DIR, 'router.php' ) ],
		{
			stdio: 'ignore',
			detached: true,
			env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
		}
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
