<?php
/**
 * The page's tools, as the model is offered them: only those this person is offered.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Assistant;

use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Exposure\Tool_Name;
use WebMCP_Abilities\Exposure\Tool_Offer;
use WP_Error;
use WordPress\AiClient\Tools\DTO\FunctionDeclaration;

defined( 'ABSPATH' ) || exit;

/**
 * The page sends the tools it built (`[ { "name", "ability", "description", "inputSchema" } ]`):
 * the same objects a browser agent gets. Each is checked here as a call would be: a server
 * ability must be offered to this person now, a browser-side one must be one the owner allows,
 * and the name must be the one the plugin gives that ability. Descriptions and schemas come from
 * the page, bounded: a hand-edited list can only change what this person's own turn tells the
 * model, never what a tool may do.
 *
 * @internal
 * @since 0.1.0
 */
final class Tool_Declarations {

	private const MAX_DESCRIPTION = 4096;
	private const MAX_SCHEMA      = 16384;

	/**
	 * @param array<FunctionDeclaration> $declarations What the model is offered.
	 * @param Provider_Names             $names        The turn's names, both ways.
	 */
	private function __construct( public readonly array $declarations, public readonly Provider_Names $names ) {}

	/**
	 * @since 0.1.0
	 *
	 * @param mixed $json The decoded `tools` (objects as `stdClass`).
	 * @return self|WP_Error The declarations, or `invalid_tools` (400), or `tool_withdrawn` (410)
	 *                       for a tool this person is no longer offered.
	 */
	public static function from_json( $json ) {
		if ( ! is_array( $json ) || count( $json ) > Contract::max_tools_limit() ) {
			/* translators: %d: the most tools a page may offer. */
			return new WP_Error( 'invalid_tools', sprintf( __( 'The tools must be a list of at most %d tools.', 'webmcp-abilities' ), Contract::max_tools_limit() ), array( 'status' => 400 ) );
		}
		$names        = new Provider_Names();
		$declarations = array();
		foreach ( $json as $tool ) {
			$checked = self::check( $tool );
			if ( $checked instanceof WP_Error ) {
				return $checked;
			}
			$declarations[] = new FunctionDeclaration( $names->to_provider( $checked['name'] ), $checked['description'], $checked['parameters'] );
		}
		return new self( $declarations, $names );
	}

	/**
	 * @param mixed $tool One tool as sent.
	 * @return array{name: string, description: string, parameters: array<string, mixed>}|WP_Error
	 */
	private static function check( $tool ) {
		// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- `inputSchema` is WebMCP's field, as the page sends it.
		$malformed = new WP_Error( 'invalid_tools', __( 'Each tool needs a name, its ability, a description and an object input schema, within limits.', 'webmcp-abilities' ), array( 'status' => 400 ) );
		if ( ! $tool instanceof \stdClass || ! is_string( $tool->name ?? null ) || ! is_string( $tool->ability ?? null ) || ! is_string( $tool->description ?? null ) || ! ( $tool->inputSchema ?? null ) instanceof \stdClass ) {
			return $malformed;
		}
		$schema = (string) wp_json_encode( $tool->inputSchema );
		if ( strlen( $tool->description ) > self::MAX_DESCRIPTION || strlen( $schema ) > self::MAX_SCHEMA || 'object' !== ( $tool->inputSchema->type ?? null ) ) {
			return $malformed;
		}
		$offered = wp_has_ability( $tool->ability ) ? Tool_Offer::is_offered_by_name( $tool->ability ) : Tool_Offer::is_offered_in_page( $tool->ability );
		if ( ! $offered || Tool_Name::claim( $tool->ability ) !== $tool->name ) {
			return new WP_Error(
				'tool_withdrawn',
				/* translators: %s: a tool name. */
				sprintf( __( 'The tool %s is not offered to you; reload the page to get the current tools.', 'webmcp-abilities' ), $tool->name ),
				array( 'status' => 410 )
			);
		}
		return array(
			'name'        => $tool->name,
			'description' => $tool->description,
			// Decoded again as arrays, where an empty object would become `[]`: the AI Client
			// sends these through json_encode(), so keep `properties` an object.
			'parameters'  => self::as_array( $tool->inputSchema ),
		);
		// phpcs:enable
	}

	/**
	 * @param \stdClass $schema A JSON schema object.
	 * @return array<string, mixed> The same schema, every object that has keys as an array and
	 *                              every empty object kept as `stdClass`.
	 */
	private static function as_array( \stdClass $schema ): array {
		$walk = static function ( $value ) use ( &$walk ) {
			if ( $value instanceof \stdClass ) {
				$entries = get_object_vars( $value );
				return array() === $entries ? $value : array_map( $walk, $entries );
			}
			return is_array( $value ) ? array_map( $walk, $value ) : $value;
		};
		return $walk( $schema );
	}
}
