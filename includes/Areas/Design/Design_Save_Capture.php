<?php
/**
 * Logs each entity the Site Editor tools save (styles, a template or part, a menu), one entry
 * each, with what undoing it takes.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Design;

use WebMCP_Abilities\Activity\Activity_Log;
use WebMCP_Abilities\Activity\Call_Channel;
use WebMCP_Abilities\Activity\Input_Summary;
use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Exposure\Tool_Name;
use WebMCP_Abilities\Exposure\Tool_Offer;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * `save-site` and `revert-template` run in the page and save through WordPress's own REST routes,
 * as the Site Editor's Save does; the page marks those saves with the tool's header. A marked save
 * of the site's styles, a template or part, or a menu, by a person offered that tool, that
 * WordPress carried out (its own checks, `edit_theme_options`, decide), becomes one entry with
 * the entity as it was before, so the log's Undo can save it back. A header proves nothing: it
 * only says which of the person's own saves were their agent's, and only saves they may make are
 * ever logged.
 *
 * @internal
 * @since 0.4.0
 */
final class Design_Save_Capture {

	/** The tools whose saves are recorded. */
	private const ABILITIES = array( 'webmcp-abilities/save-site', 'webmcp-abilities/revert-template' );

	/** WordPress's routes for the design entities, and which entity each saves. */
	private const ROUTES = array(
		'#^/wp/v2/global-styles/(?P<key>\d+)\z#' => 'global_styles',
		'#^/wp/v2/navigation/(?P<key>\d+)\z#'    => 'navigation',
		// A template's id is `theme//slug`; the route may hold it with one slash or two.
		'#^/wp/v2/(?P<base>templates|template-parts)/(?P<theme>[^/]+)//?(?P<slug>[^/]+)\z#' => 'template',
	);

	/** @var array<int, array<string, mixed>> Saves under way, by request. */
	private static array $pending = array();

	/**
	 * @since 0.4.0
	 */
	public static function register(): void {
		add_filter( 'rest_request_before_callbacks', array( self::class, 'before' ), 10, 3 );
		add_filter( 'rest_request_after_callbacks', array( self::class, 'after' ), 10, 3 );
	}

	/**
	 * Reads the entity before a marked save (before WordPress's permission check: a refused save
	 * is never logged, as `after()` sees its error).
	 *
	 * @param mixed                $response The response so far.
	 * @param array<string, mixed> $handler  The route's handler.
	 * @param WP_REST_Request      $request  The request.
	 * @return mixed The response, untouched.
	 */
	public static function before( $response, array $handler, WP_REST_Request $request ) {
		$target = is_wp_error( $response ) ? null : self::target( $request );
		if ( null !== $target ) {
			$ability = $target['ability'];
			unset( $target['ability'] );
			self::$pending[ spl_object_id( $request ) ] = array(
				'ability' => $ability,
				'target'  => $target,
				'before'  => Design_Reversal::snapshot( $target ),
				'started' => microtime( true ),
			);
		}
		return $response;
	}

	/**
	 * @param mixed                $response The route's response.
	 * @param array<string, mixed> $handler  The route's handler.
	 * @param WP_REST_Request      $request  The request.
	 * @return mixed The response, untouched.
	 */
	public static function after( $response, array $handler, WP_REST_Request $request ) {
		$key = spl_object_id( $request );
		if ( ! isset( self::$pending[ $key ] ) ) {
			return $response;
		}
		$save = self::$pending[ $key ];
		unset( self::$pending[ $key ] );
		$failed = is_wp_error( $response ) || ( $response instanceof WP_REST_Response && $response->get_status() >= 400 );
		$change = $failed ? null : Design_Reversal::of( $save['target'], $save['before'] );
		if ( null !== $change ) {
			$tool = (string) $request->get_header( Contract::tool_header() );
			Activity_Log::add(
				array(
					'user_id'       => get_current_user_id(),
					'tool'          => $tool,
					'ability'       => (string) $save['ability'],
					'input_summary' => Input_Summary::of( array( 'saved' => $change['reversal']['label'] ) ),
					'outcome'       => 'ok',
					'duration_ms'   => (int) round( ( microtime( true ) - $save['started'] ) * 1000 ),
				) + $change + Call_Channel::of( $request->get_header( Contract::assistant_call_header() ), $tool )
			);
		}
		return $response;
	}

	/**
	 * @param WP_REST_Request $request A REST request.
	 * @return array{entity: string, key: string, post_type?: string, ability: string}|null The
	 *         entity a marked save of a design tool writes, or null for any other request.
	 */
	private static function target( WP_REST_Request $request ): ?array {
		$tool = $request->get_header( Contract::tool_header() );
		if ( null === $tool || ! in_array( $request->get_method(), array( 'POST', 'PUT', 'PATCH' ), true ) ) {
			return null;
		}
		$ability = null;
		foreach ( self::ABILITIES as $name ) {
			if ( Tool_Name::claim( $name ) === $tool && Tool_Offer::is_offered_in_page( $name ) ) {
				$ability = $name;
			}
		}
		if ( null === $ability ) {
			return null;
		}
		foreach ( self::ROUTES as $pattern => $entity ) {
			if ( 1 === preg_match( $pattern, $request->get_route(), $matches ) ) {
				$target = array(
					'entity'  => $entity,
					'key'     => 'template' === $entity ? urldecode( $matches['theme'] ) . '//' . urldecode( $matches['slug'] ) : $matches['key'],
					'ability' => $ability,
				);
				if ( 'template' === $entity ) {
					$target['post_type'] = 'templates' === $matches['base'] ? 'wp_template' : 'wp_template_part';
				}
				return $target;
			}
		}
		return null;
	}
}
