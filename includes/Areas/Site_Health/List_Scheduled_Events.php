<?php
/**
 * The `webmcp-abilities/list-scheduled-events` ability: the site's scheduled events (WP-Cron).
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Site_Health;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Pagination;

defined( 'ABSPATH' ) || exit;

/**
 * Soonest first, with what run-scheduled-event needs to name one: its hook, its time, and the
 * key of its arguments when it has any. The arguments themselves stay out: plugins put in them
 * what they like (an address, a visitor's words), and an agent needs only the key.
 *
 * @internal
 * @since 0.8.0
 */
final class List_Scheduled_Events {

	public const NAME = 'webmcp-abilities/list-scheduled-events';

	private const PER_PAGE = 10;

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'List scheduled events', 'webmcp-abilities' ),
			'description'         => __( 'Lists the site\'s scheduled events (WP-Cron), soonest first: hook, timestamp, next run in the site\'s time zone, whether it is due (its time has passed), schedule and interval (none for a single event), and key when it has arguments.', 'webmcp-abilities' ),
			'category'            => Categories::SITE,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'due' => array(
						'type'        => 'boolean',
						'description' => __( 'Only the due events.', 'webmcp-abilities' ),
					),
					...Pagination::input( self::PER_PAGE, __( 'Omit to fit 1,500 characters.', 'webmcp-abilities' ) ),
				),
				'additionalProperties' => false,
				'default'              => array(),
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'events'      => array(
						'type'  => 'array',
						'items' => array(
							'type'       => 'object',
							'properties' => array(
								'hook'      => array( 'type' => 'string' ),
								'timestamp' => array( 'type' => 'integer' ),
								'next_run'  => array( 'type' => 'string' ),
								'due'       => array( 'type' => 'boolean' ),
								'schedule'  => array( 'type' => 'string' ),
								'interval'  => array( 'type' => 'integer' ),
								'key'       => array( 'type' => 'string' ),
							),
						),
					),
					'total'       => array( 'type' => 'integer' ),
					'total_pages' => array( 'type' => 'integer' ),
					'page'        => array( 'type' => 'integer' ),
					'per_page'    => array(
						'type'        => 'integer',
						'description' => __( 'The page size chosen to fit; give it with page for the next pages.', 'webmcp-abilities' ),
					),
				),
				'required'   => array( 'events', 'total', 'total_pages', 'page' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Upkeep_Access::class, 'can_manage' ),
			'meta'                => Ability_Meta::reads(
				array(
					'gate'             => 'manage_options',
					// Hooks and schedules are named in code; the arguments are left out.
					'untrusted_output' => false,
					'screens'          => Upkeep_Access::SCREENS,
					'examples'         => array(
						'valid'   => array(
							array( 'input' => array() ),
							array( 'input' => array( 'due' => true ) ),
						),
						'invalid' => array(
							array(
								'input' => array( 'per_page' => 51 ),
								'code'  => 'ability_invalid_input',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed> One page of events.
	 */
	public static function execute( array $input = array() ): array {
		$events = array_map( array( self::class, 'summary' ), Scheduled_Events::all() );
		if ( isset( $input['due'] ) ) {
			$events = array_values( array_filter( $events, static fn ( array $event ): bool => (bool) $input['due'] === $event['due'] ) );
		}
		return Pagination::whole_items( $events, $input, self::PER_PAGE, 'events' );
	}

	/**
	 * @param array{hook: string, timestamp: int, key: string, schedule: string|false, interval: int|null, event: array<string, mixed>} $event An event.
	 * @return array<string, mixed> It as the list shows it.
	 */
	private static function summary( array $event ): array {
		$summary = array(
			'hook'      => $event['hook'],
			'timestamp' => $event['timestamp'],
			'next_run'  => (string) wp_date( 'c', $event['timestamp'] ),
			'due'       => Scheduled_Events::is_due( $event ),
		);
		if ( false !== $event['schedule'] ) {
			$summary['schedule'] = $event['schedule'];
			$summary['interval'] = (int) $event['interval'];
		}
		if ( array() !== (array) ( $event['event']['args'] ?? array() ) ) {
			$summary['key'] = $event['key'];
		}
		return $summary;
	}
}
