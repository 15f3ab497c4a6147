<?php
/**
 * The `webmcp-abilities/describe-removal` ability: who a remove-user call removes, what of theirs
 * moves to whom, and that it cannot be undone, for the person who confirms it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\People;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Describe_Output;
use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Named by remove-user as its `meta.webmcp.describe`; lets in the same people and refuses what the
 * call would refuse, so nobody is asked in vain. Not a tool.
 *
 * @internal
 * @since 0.8.0
 */
final class Describe_Removal {

	public const NAME = 'webmcp-abilities/describe-removal';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe a removal', 'webmcp-abilities' ),
			'description'         => __( 'Names the user a remove-user call removes, counts their content and who gets it, and says it cannot be undone, for the person asked to confirm it. Takes that call\'s input.', 'webmcp-abilities' ),
			'category'            => Categories::SITE,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'id'       => array( 'type' => 'integer' ),
					'reassign' => array( 'type' => 'integer' ),
				),
				'required'             => array( 'id' ),
				'additionalProperties' => true,
			),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Remove_User::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @param array<string, mixed> $input The call's input.
	 * @return array<string, mixed>|WP_Error The removal, as it would happen.
	 */
	public static function execute( array $input ): array|WP_Error {
		$removal = Remove_User::removal( $input );
		if ( is_wp_error( $removal ) ) {
			return $removal;
		}
		list( $user, $heir, $content ) = $removal;
		$fields                        = array(
			__( 'User', 'webmcp-abilities' )          => People::named( $user ),
			__( 'Role', 'webmcp-abilities' )          => People::roles_shown( array_values( $user->roles ) ),
			__( 'Their content', 'webmcp-abilities' ) => People::content_shown( $content ),
		);
		if ( $heir instanceof WP_User && array() !== $content ) {
			$fields[ __( 'Goes to', 'webmcp-abilities' ) ] = People::named( $heir );
		}
		$fields[ __( 'Then', 'webmcp-abilities' ) ] = is_multisite()
			? __( 'They can no longer sign in to this site; their account stays on the network.', 'webmcp-abilities' )
			: __( 'Their account is deleted: they can no longer sign in.', 'webmcp-abilities' );
		$fields[ __( 'Undo', 'webmcp-abilities' ) ] = __( 'Not possible: the activity log cannot bring a removed user back.', 'webmcp-abilities' );
		return Describe_Output::of(
			/* translators: %s: a user's name. */
			sprintf( __( 'Remove %s', 'webmcp-abilities' ), $user->display_name ),
			$fields
		);
	}
}
