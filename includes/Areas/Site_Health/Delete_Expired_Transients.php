<?php
/**
 * The `webmcp-abilities/delete-expired-transients` ability: expired transients, deleted.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Site_Health;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\No_Input;

defined( 'ABSPATH' ) || exit;

/**
 * What WordPress's daily `delete_expired_transients` event does, now, from the database even with
 * an object cache (`delete_expired_transients( true )`). Confirmed with their count
 * (`Describe_Expired_Transients`); not undoable, and nothing is lost: WordPress no longer returns
 * a transient once it has expired.
 *
 * @internal
 * @since 0.8.0
 */
final class Delete_Expired_Transients {

	public const NAME = 'webmcp-abilities/delete-expired-transients';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Delete expired transients', 'webmcp-abilities' ),
			'description'         => __( 'Deletes the expired transients (cached values past their time) from the database, as WordPress does daily, and says how many went. The person confirms.', 'webmcp-abilities' ),
			'category'            => Categories::SITE,
			'input_schema'        => No_Input::schema(),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'deleted' => array( 'type' => 'integer' ),
				),
				'required'   => array( 'deleted' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Upkeep_Access::class, 'can_manage' ),
			'meta'                => Ability_Meta::writes(
				idempotent: true,
				// Expired values WordPress already treats as gone: nothing of the site's is lost.
				destructive: false,
				tool: array(
					'gate'             => 'manage_options',
					'consequential'    => true,
					'untrusted_output' => false,
					'describe'         => Describe_Expired_Transients::NAME,
					'screens'          => Upkeep_Access::SCREENS,
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array(),
								'note'  => 'The fixture site has an expired transient.',
							),
						),
						'invalid' => array(
							array(
								'input' => array( 'all' => true ),
								'code'  => 'ability_invalid_input',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @return array{deleted: int} How many expired transients went.
	 */
	public static function execute(): array {
		$before = Expired_Transients::count();
		delete_expired_transients( true );
		return array( 'deleted' => $before - Expired_Transients::count() );
	}
}
