<?php
/**
 * The `webmcp-abilities/describe-scheduled-event` ability: the event a run-scheduled-event call
 * would run, for the person who confirms it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Site_Health;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Describe_Output;
use WebMCP_Abilities\Abilities\Output_Budget;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Named by run-scheduled-event as its `meta.webmcp.describe`; lets in the same people and refuses
 * what the call would, so nobody is asked about an event that is not due. Not a tool.
 *
 * @internal
 * @since 0.8.0
 */
final class Describe_Scheduled_Event {

	public const NAME = 'webmcp-abilities/describe-scheduled-event';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe running a scheduled event', 'webmcp-abilities' ),
			'description'         => __( 'Shows the due event a run-scheduled-event call would run: its hook, since when it is due, when it runs next, and that it cannot be undone. Takes that call\'s input.', 'webmcp-abilities' ),
			'category'            => Categories::SITE,
			'input_schema'        => Run_Scheduled_Event::input_schema(),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Upkeep_Access::class, 'can_manage' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @param array<string, mixed> $input The call's input.
	 * @return array<string, mixed>|WP_Error The event, and what running it does to its schedule.
	 */
	public static function execute( array $input ): array|WP_Error {
		$event = Scheduled_Events::due_one( $input );
		if ( is_wp_error( $event ) ) {
			return $event;
		}
		$fields = array(
			__( 'Hook', 'webmcp-abilities' )      => $event['hook'],
			__( 'Due since', 'webmcp-abilities' ) => Describe_Output::moment( $event['timestamp'] ),
		);
		$args   = (array) ( $event['event']['args'] ?? array() );
		if ( array() !== $args ) {
			$fields[ __( 'Arguments', 'webmcp-abilities' ) ] = Output_Budget::cut( (string) wp_json_encode( $args, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ), 200 );
		}
		$fields[ __( 'Next run', 'webmcp-abilities' ) ] = self::next_run( $event );
		$fields[ __( 'Undo', 'webmcp-abilities' ) ]     = __( 'Not possible: whatever the event does happens now, as when WordPress runs it on time.', 'webmcp-abilities' );
		return Describe_Output::of( $event['hook'], $fields );
	}

	/**
	 * @param array{hook: string, timestamp: int, key: string, schedule: string|false, interval: int|null, event: array<string, mixed>} $event A due event.
	 * @return string Its next run before → after.
	 */
	private static function next_run( array $event ): string {
		$was = Describe_Output::moment( $event['timestamp'] );
		if ( false === $event['schedule'] ) {
			/* translators: %s: when a single event was due. */
			return sprintf( __( '%s → none: a single event, taken off the schedule once run', 'webmcp-abilities' ), $was );
		}
		$next = Scheduled_Events::next_after_now( $event );
		if ( null === $next ) {
			/* translators: 1: when the event was due, 2: its schedule's name. */
			return sprintf( __( '%1$s → none: its schedule (%2$s) no longer exists, so it is taken off', 'webmcp-abilities' ), $was, $event['schedule'] );
		}
		$display = (string) ( wp_get_schedules()[ $event['schedule'] ]['display'] ?? $event['schedule'] );
		/* translators: 1: when the event was due, 2: when it runs next, 3: its schedule, such as "Once Hourly". */
		return sprintf( __( '%1$s → %2$s (%3$s)', 'webmcp-abilities' ), $was, Describe_Output::moment( $next ), $display );
	}
}
