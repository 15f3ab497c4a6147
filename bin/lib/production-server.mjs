/**
 * WordPress as busy production sites run it: nginx in front of PHP-FPM's workers (OPcache on),
 * MariaDB, and Redis as a persistent object cache. Every part is a Debian package
 * (`bin/setup-system.sh`), runs in the foreground on loopback under the site's folder, and is
 * tethered to this process. With `nodes: 2`, two FPM masters (two web nodes) take turns behind
 * one nginx, sharing the database and Redis, as nodes behind a load balancer do; a request with
 * `X-Test-Node: N` goes to node N.
 *
 * The load and fault stories run here; the handles it returns are how they break a part.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { installNativeSite } from './native-server.mjs';
import { spawnTethered, stopProcessGroup } from './process-group.mjs';
import { startRedis } from './redis.mjs';
import { PROJECT_DIR } from './wordpress-core.mjs';

const FPM = '/usr/sbin/php-fpm8.2';
const NGINX = '/usr/sbin/nginx';

/**
 * @param {Object} options
 * @param {string} options.dir     The runtime's own folder.
 * @param {number} options.node    Which node (1, 2, …).
 * @param {number} options.workers Its workers.
 */
function fpmConfig( { dir, node, workers } ) {
	return `[global]
pid = ${ dir }/fpm-${ node }.pid
error_log = ${ dir }/fpm-${ node }.log
daemonize = no

[node${ node }]
user = root
group = root
listen = ${ dir }/fpm-${ node }.sock
; nginx's workers must reach the socket whoever they run as.
listen.mode = 0666
pm = static
pm.max_children = ${ workers }
catch_workers_output = yes
`;
}

/**
 * @param {Object}   options
 * @param {string}   options.dir     The runtime's own folder.
 * @param {string}   options.siteDir WordPress.
 * @param {number}   options.port    Where nginx listens.
 * @param {string[]} options.sockets One FPM socket per node.
 */
function nginxConfig( { dir, siteDir, port, sockets } ) {
	const temp = [ 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi' ]
		.map( ( kind ) => `${ kind }_temp_path ${ dir }/nginx-${ kind };` )
		.join( '\n\t' );
	return `user root;
worker_processes 2;
pid ${ dir }/nginx.pid;
error_log ${ dir }/nginx-error.log warn;
events { worker_connections 1024; }
http {
	include /etc/nginx/mime.types;
	access_log off;
	${ temp }
	client_max_body_size 16m;
	upstream wordpress {
		${ sockets.map( ( socket ) => `server unix:${ socket };` ).join( '\n\t\t' ) }
	}
	${ sockets
		.map(
			( socket, index ) =>
				`upstream node${ index + 1 } { server unix:${ socket }; }`
		)
		.join( '\n\t' ) }
	# A test names the node it wants (X-Test-Node: 1, 2, …); anything else takes turns.
	map $http_x_test_node $node {
		default wordpress;
		${ sockets
			.map( ( _, index ) => `${ index + 1 } node${ index + 1 };` )
			.join( '\n\t\t' ) }
	}
	server {
		listen 127.0.0.1:${ port };
		root ${ siteDir };
		index index.php;
		location / {
			try_files $uri $uri/ /index.php?$args;
		}
		location ~ \\.php$ {
			try_files $uri =404;
			include /etc/nginx/fastcgi.conf;
			fastcgi_pass $node;
		}
	}
}
`;
}

async function waitForHttp( url, processes ) {
	const deadline = Date.now() + 30_000;
	for (;;) {
		try {
			const response = await fetch( url, { redirect: 'manual' } );
			if ( response.status < 500 ) {
				return;
			}
		} catch {}
		const gone = processes.find( ( child ) => child.exitCode !== null );
		if ( gone || Date.now() > deadline ) {
			throw new Error(
				`The production-shaped site did not start on ${ url }.`
			);
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
}

/**
 * @param {Object}   options
 * @param {string}   options.siteDir       A core folder the site may write to.
 * @param {number}   options.port          nginx's port; Redis listens on the next one.
 * @param {number}   [options.workers]     PHP workers per node.
 * @param {number}   [options.nodes]       Web nodes (FPM masters) behind nginx.
 * @param {boolean}  [options.objectCache] Whether the site has Redis as its object cache.
 * @param {string[]} [options.fixtures]    PHP files to include once WordPress is installed.
 */
export async function startProductionServer( {
	siteDir,
	port,
	workers = 8,
	nodes = 1,
	objectCache = true,
	fixtures = [],
} ) {
	for ( const binary of [ FPM, NGINX ] ) {
		if ( ! existsSync( binary ) ) {
			throw new Error(
				`${ binary } is missing: run bin/setup-system.sh (the README’s set-up does).`
			);
		}
	}
	// Outside the web root: nginx serves whatever is in there.
	const dir = await mkdtemp(
		join( tmpdir(), 'webmcp-abilities-production-' )
	);
	const host = `127.0.0.1:${ port }`;
	const url = `http://${ host }`;
	const redis = objectCache
		? await startRedis( { dir, port: port + 1 } )
		: null;
	const database = await installNativeSite( {
		siteDir,
		host,
		fixtures,
		constants: redis
			? `define( 'WEBMCP_TEST_REDIS_PORT', ${ redis.port } );`
			: '',
	} );
	if ( redis ) {
		await copyFile(
			join( PROJECT_DIR, 'e2e', 'fixtures', 'object-cache.php' ),
			join( siteDir, 'wp-content', 'object-cache.php' )
		);
	}

	const fpm = [];
	for ( let node = 1; node <= nodes; node++ ) {
		const config = join( dir, `fpm-${ node }.conf` );
		await writeFile( config, fpmConfig( { dir, node, workers } ) );
		fpm.push(
			spawnTethered( FPM, [
				'--nodaemonize',
				'--allow-to-run-as-root',
				'--fpm-config',
				config,
			] )
		);
	}
	const nginxConf = join( dir, 'nginx.conf' );
	await writeFile(
		nginxConf,
		nginxConfig( {
			dir,
			siteDir,
			port,
			sockets: fpm.map( ( _, index ) =>
				join( dir, `fpm-${ index + 1 }.sock` )
			),
		} )
	);
	const nginx = spawnTethered( NGINX, [
		'-c',
		nginxConf,
		'-p',
		dir,
		'-e',
		join( dir, 'nginx-error.log' ),
		'-g',
		'daemon off;',
	] );
	const stop = async () => {
		await Promise.all(
			[ nginx, ...fpm ].map( ( child ) => stopProcessGroup( child ) )
		);
		await redis?.stop();
		await database.stop();
		await rm( dir, { recursive: true, force: true } );
	};
	try {
		await waitForHttp( `${ url }/wp-login.php`, [ nginx, ...fpm ] );
	} catch ( error ) {
		await stop();
		throw error;
	}

	return {
		url,
		workers: workers * nodes,
		redis,
		database,
		stop,
	};
}
