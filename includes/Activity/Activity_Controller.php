<?php
/**
 * REST route for tool calls that ended in the browser and never reached the ability.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Exposure\Tool_Name;
use WebMCP_Abilities\Exposure\Tool_Offer;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `POST /webmcp-abilities/v1/activity`: the bridge reports calls the person declined, the agent
 * cancelled, the page outdated, or the browser refused as invalid, and every call of a
 * browser-side ability, up to 20 in one request (`reports`). Runs that reach the server are
 * recorded by `Agent_Call_Recorder` instead, so nothing is logged twice.
 *
 * Each report is an agent request like a run: it counts against the person's budget
 * (`Rate_Limiter`), and is accepted only for a tool the site offers this person now, under the
 * name the server gives it, with one of the outcomes only the browser can see.
 *
 * @internal
 * @since 0.1.0
 */
final class Activity_Controller {

	/** What the browser may report; anything else is the server's to record. */
	public const BROWSER_OUTCOMES = array( 'confirmation_declined', 'stale_context', 'cancelled', 'invalid_input' );

	/**
	 * How a call of a browser-side ability ended: it runs in the page, so the page reports its
	 * runs too.
	 *
	 * @since 0.1.0
	 */
	public const PAGE_OUTCOMES = array( 'confirmation_declined', 'stale_context', 'cancelled', 'invalid_input', 'ok', 'access_denied', 'not_found', 'conflict', 'editor_not_ready', 'ability_failed' );

	/** The longest call a report may claim: ten minutes. */
	private const MAX_DURATION_MS = 600000;

	/**
	 * The most reports one request carries: a page sends what queued while its last request was
	 * on its way, so a busy agent costs the server one request at a time.
	 */
	public const MAX_REPORTS = 20;

	/**
	 * Runs on `rest_api_init`.
	 *
	 * @since 0.1.0
	 */
	public static function register(): void {
		register_rest_route(
			Contract::rest_namespace(),
			'/activity',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( self::class, 'create' ),
				// Anyone who can be offered a tool may report on their own calls.
				'permission_callback' => static fn () => current_user_can( 'read' ),
				'args'                => array(
					'reports' => array(
						'type'     => 'array',
						'required' => true,
						'minItems' => 1,
						'maxItems' => self::MAX_REPORTS,
						'items'    => array(
							'type'                 => 'object',
							'required'             => array( 'ability', 'tool', 'outcome' ),
							'additionalProperties' => false,
							'properties'           => array(
								'ability'        => array(
									'type'    => 'string',
									'pattern' => Contract::ability_name_pattern(),
								),
								'tool'           => array(
									'type'    => 'string',
									'pattern' => Contract::tool_name_pattern(),
								),
								'outcome'        => array(
									'type' => 'string',
									'enum' => self::PAGE_OUTCOMES,
								),
								'in_page'        => array(
									'type'    => 'boolean',
									'default' => false,
								),
								'duration_ms'    => array(
									'type'    => 'integer',
									'minimum' => 0,
									'maximum' => self::MAX_DURATION_MS,
									'default' => 0,
								),
								'assistant_call' => array(
									'type'        => 'string',
									'maxLength'   => 100,
									'description' => __( 'The id of the assistant\'s call, as its model turn issued it.', 'webmcp-abilities' ),
								),
								'input'          => array(
									'type'        => array( 'object', 'array', 'string', 'number', 'integer', 'boolean', 'null' ),
									'description' => __( 'The arguments, summarised and redacted before they are stored.', 'webmcp-abilities' ),
								),
							),
						),
					),
				),
			)
		);
	}

	/**
	 * Logs each report the person may make, in order; each counts against their budget.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request The reports.
	 * @return WP_REST_Response|WP_Error 204 when every report is logged; when none is, the first
	 *                                   refusal (429 `rate_limited`, 403 `access_denied` for a
	 *                                   tool not offered or an outcome the server records, 400
	 *                                   `invalid_input` for another tool's name); otherwise 200
	 *                                   with how many were logged and why the others were not.
	 */
	public static function create( WP_REST_Request $request ) {
		$logged  = 0;
		$refused = array();
		foreach ( (array) $request['reports'] as $index => $report ) {
			$retry_after = Rate_Limiter::take( get_current_user_id() );
			$refusal     = null === $retry_after ? self::refusal( $report ) : Rate_Limiter::refusal( $retry_after );
			if ( null === $refusal ) {
				self::log( $report );
				++$logged;
			} else {
				$refused[ $index ] = $refusal;
			}
		}
		if ( array() === $refused ) {
			return new WP_REST_Response( null, 204 );
		}
		if ( 0 === $logged ) {
			return reset( $refused );
		}
		return new WP_REST_Response(
			array(
				'logged'  => $logged,
				'refused' => array_map(
					static fn ( int $index, $refusal ): array => array(
						'index' => $index,
						'code'  => $refusal instanceof WP_Error ? $refusal->get_error_code() : 'rate_limited',
					),
					array_keys( $refused ),
					$refused
				),
			),
			200
		);
	}

	/**
	 * @param array<string, mixed> $report One report.
	 * @return WP_Error|null Why it may not be logged, or null.
	 */
	private static function refusal( array $report ): ?WP_Error {
		$name    = (string) $report['ability'];
		$in_page = ! empty( $report['in_page'] );
		$offered = $in_page ? Tool_Offer::is_offered_in_page( $name ) : Tool_Offer::is_offered_by_name( $name );
		if ( ! $offered ) {
			return new WP_Error(
				'access_denied',
				__( 'This ability is not offered to you as a tool, so there is no call of it to report.', 'webmcp-abilities' ),
				array( 'status' => 403 )
			);
		}
		if ( ! $in_page && ! in_array( $report['outcome'], self::BROWSER_OUTCOMES, true ) ) {
			return new WP_Error(
				'access_denied',
				__( 'The server records how its own runs end, refusals included; the browser reports only calls that never reached it.', 'webmcp-abilities' ),
				array( 'status' => 403 )
			);
		}
		if ( Tool_Name::claim( $name ) !== $report['tool'] ) {
			return new WP_Error(
				'invalid_input',
				__( 'The tool named in the report is not the tool of this ability.', 'webmcp-abilities' ),
				array( 'status' => 400 )
			);
		}
		return null;
	}

	/**
	 * @param array<string, mixed> $report A report that may be logged.
	 */
	private static function log( array $report ): void {
		Activity_Log::add(
			array(
				'user_id'       => get_current_user_id(),
				'tool'          => (string) $report['tool'],
				'ability'       => (string) $report['ability'],
				'input_summary' => Input_Summary::of( $report['input'] ?? null ),
				'outcome'       => (string) $report['outcome'],
				'duration_ms'   => empty( $report['in_page'] ) ? 0 : (int) ( $report['duration_ms'] ?? 0 ),
			) + Call_Channel::of( $report['assistant_call'] ?? null, (string) $report['tool'] )
		);
	}
}
