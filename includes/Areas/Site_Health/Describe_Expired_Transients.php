<?php
/**
 * The `webmcp-abilities/describe-expired-transients` ability: what a delete-expired-transients
 * call would delete, for the person who confirms it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Site_Health;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Describe_Output;
use WebMCP_Abilities\Abilities\No_Input;

defined( 'ABSPATH' ) || exit;

/**
 * Named by delete-expired-transients as its `meta.webmcp.describe`; lets in the same people. Not a
 * tool.
 *
 * @internal
 * @since 0.8.0
 */
final class Describe_Expired_Transients {

	public const NAME = 'webmcp-abilities/describe-expired-transients';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe deleting expired transients', 'webmcp-abilities' ),
			'description'         => __( 'Counts the expired transients a delete-expired-transients call would delete, for the person asked to confirm it.', 'webmcp-abilities' ),
			'category'            => Categories::SITE,
			'input_schema'        => No_Input::schema(),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Upkeep_Access::class, 'can_manage' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @return array<string, mixed> How many go, before → after, and why there is no undo.
	 */
	public static function execute(): array {
		$count  = Expired_Transients::count();
		$fields = array(
			__( 'Expired transients', 'webmcp-abilities' ) => 0 === $count
				? __( 'None: nothing to delete', 'webmcp-abilities' )
				/* translators: %s: how many expired transients there are. */
				: sprintf( __( '%s → 0 (deleted)', 'webmcp-abilities' ), number_format_i18n( $count ) ),
			__( 'Other transients', 'webmcp-abilities' )   => __( 'Kept: they have not expired.', 'webmcp-abilities' ),
		);
		if ( wp_using_ext_object_cache() ) {
			$fields[ __( 'Object cache', 'webmcp-abilities' ) ] = __( 'The site keeps new transients in its object cache, which expires them itself; these are left over in the database.', 'webmcp-abilities' );
		}
		$fields[ __( 'Undo', 'webmcp-abilities' ) ] = __( 'Not possible, and nothing is lost: WordPress no longer uses a transient once it has expired.', 'webmcp-abilities' );
		return Describe_Output::of( __( 'Expired transients', 'webmcp-abilities' ), $fields );
	}
}
