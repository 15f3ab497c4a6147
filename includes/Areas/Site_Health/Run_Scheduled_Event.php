<?php
/**
 * The `webmcp-abilities/run-scheduled-event` ability: a due scheduled event, run now.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Site_Health;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Errors;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Only an event whose time has passed, which WP-Cron would run at its next chance anyway: run as
 * wp-cron.php runs it (`Scheduled_Events::run()`). Consequential and not undoable: the event does
 * whatever its hook does (deleting old trash, say), so the person confirms it
 * (`Describe_Scheduled_Event`).
 *
 * @internal
 * @since 0.8.0
 */
final class Run_Scheduled_Event {

	public const NAME = 'webmcp-abilities/run-scheduled-event';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Run a due scheduled event', 'webmcp-abilities' ),
			'description'         => __( 'Runs now a scheduled event whose time has passed, as WP-Cron would, by its hook; give its timestamp and key from list-scheduled-events when the hook has several. The person confirms; it cannot be undone.', 'webmcp-abilities' ),
			'category'            => Categories::SITE,
			'input_schema'        => self::input_schema(),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'hook'     => array( 'type' => 'string' ),
					'ran'      => array( 'type' => 'boolean' ),
					'next_run' => array(
						'type'        => array( 'string', 'null' ),
						'description' => __( 'When it runs again; null when it does not.', 'webmcp-abilities' ),
					),
				),
				'required'   => array( 'hook', 'ran', 'next_run' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Upkeep_Access::class, 'can_manage' ),
			'meta'                => Ability_Meta::writes(
				idempotent: false,
				// The hook may delete: WordPress's own events empty the trash and old auto-drafts.
				destructive: true,
				tool: array(
					'gate'             => 'manage_options',
					'consequential'    => true,
					'untrusted_output' => false,
					'describe'         => Describe_Scheduled_Event::NAME,
					'screens'          => Upkeep_Access::SCREENS,
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array( 'hook' => 'wp_privacy_delete_old_export_files' ),
								'note'  => 'WordPress schedules it hourly from its first load: due on a new site whose cron has not run.',
							),
						),
						'invalid' => array(
							array(
								'input' => array( 'hook' => 'wp_site_health_scheduled_check' ),
								'code'  => 'invalid_state',
								'note'  => 'Scheduled a day after the first load: not due.',
							),
							array(
								'input' => array( 'hook' => 'no_such_hook' ),
								'code'  => 'invalid_input',
							),
							array(
								'input' => array(
									'hook' => 'wp_privacy_delete_old_export_files',
									'key'  => 'not a key',
								),
								'code'  => 'ability_invalid_input',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @return array<string, mixed> The event an input names; its describe step takes the same.
	 */
	public static function input_schema(): array {
		return array(
			'type'                 => 'object',
			'properties'           => array(
				'hook'      => array(
					'type'      => 'string',
					'minLength' => 1,
					'maxLength' => 200,
				),
				'timestamp' => array(
					'type'    => 'integer',
					'minimum' => 1,
				),
				'key'       => array(
					'type'    => 'string',
					'pattern' => '^[0-9a-f]{32}$',
				),
			),
			'required'             => array( 'hook' ),
			'additionalProperties' => false,
		);
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error The hook, and when it runs again.
	 */
	public static function execute( array $input ): array|WP_Error {
		$event = Scheduled_Events::due_one( $input );
		if ( is_wp_error( $event ) ) {
			return $event;
		}
		// A hook that prints would break the answer; wp-cron.php's output goes nowhere either.
		ob_start();
		try {
			Scheduled_Events::run( $event );
		} catch ( \Throwable $failure ) {
			return Errors::failed( new WP_Error( 'event_failed', $failure->getMessage() ) );
		} finally {
			ob_end_clean();
		}
		$next = wp_next_scheduled( $event['hook'], (array) ( $event['event']['args'] ?? array() ) );
		return array(
			'hook'     => $event['hook'],
			'ran'      => true,
			'next_run' => false === $next ? null : (string) wp_date( 'c', $next ),
		);
	}
}
