<?php
/**
 * The `webmcp-abilities/read-debug-log` ability: the last lines of WordPress's debug log.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Site_Health;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Errors;
use WebMCP_Abilities\Abilities\Output_Budget;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Only where WordPress keeps one (`WP_DEBUG_LOG`), for who manages the site's options. Paths
 * under the site are shown relative to it, so the server's layout stays on the server. By default
 * the lines are cut, all at one length, to fit the output budget; an agent that asks for a number
 * of lines gets them whole (up to `Debug_Log::LONGEST_LINE` characters each).
 *
 * @internal
 * @since 0.8.0
 */
final class Read_Debug_Log {

	public const NAME = 'webmcp-abilities/read-debug-log';

	private const LINES = 20;

	/** A line is never cut shorter than this, so each still says what it is about. */
	private const SHORTEST_CUT = 40;

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Read the debug log', 'webmcp-abilities' ),
			'description'         => __( 'Returns the last lines of WordPress\'s debug log (PHP errors, warnings, notices), oldest first, where WP_DEBUG_LOG is on; paths relative to the site. Refused when logging is off.', 'webmcp-abilities' ),
			'category'            => Categories::SITE,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'lines' => array(
						'type'        => 'integer',
						'minimum'     => 1,
						'maximum'     => 50,
						'description' => __( 'Omit for 20, cut to fit 1,500 characters.', 'webmcp-abilities' ),
					),
				),
				'additionalProperties' => false,
				'default'              => array(),
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'file'  => array( 'type' => 'string' ),
					'lines' => array(
						'type'  => 'array',
						'items' => array( 'type' => 'string' ),
					),
				),
				'required'   => array( 'file', 'lines' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Upkeep_Access::class, 'can_manage' ),
			'meta'                => Ability_Meta::reads(
				array(
					'gate'             => 'manage_options',
					// Errors quote what requests carried: visitors' words reach the log.
					'untrusted_output' => true,
					'screens'          => Upkeep_Access::SCREENS,
					'examples'         => array(
						'valid'   => array(
							array( 'input' => array() ),
							array( 'input' => array( 'lines' => 50 ) ),
						),
						'invalid' => array(
							array(
								'input' => array( 'lines' => 51 ),
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
	 * @return array<string, mixed>|WP_Error The log's name and its last lines.
	 */
	public static function execute( array $input = array() ): array|WP_Error {
		return self::read( Debug_Log::path( WP_DEBUG, WP_DEBUG_LOG ), $input );
	}

	/**
	 * @param string|null          $path  The log, or null when the site keeps none.
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error The log's name and its last lines.
	 */
	public static function read( ?string $path, array $input ): array|WP_Error {
		if ( null === $path ) {
			return Errors::invalid_state( __( 'The site keeps no debug log: WP_DEBUG_LOG (with WP_DEBUG) is off in wp-config.php. Turn both on there to log PHP errors, then read it again.', 'webmcp-abilities' ) );
		}
		$lines = Debug_Log::last_lines( $path, (int) ( $input['lines'] ?? self::LINES ) );
		if ( null === $lines ) {
			return Errors::invalid_state( __( 'The debug log cannot be read: the web server may not read its file. Check its permissions.', 'webmcp-abilities' ) );
		}
		$result = array(
			'file'  => Debug_Log::relative( $path ),
			'lines' => $lines,
		);
		if ( isset( $input['lines'] ) || Output_Budget::size( $result ) <= Output_Budget::CHARACTERS ) {
			return $result;
		}
		$longest = max( array_map( 'mb_strlen', $lines ) );
		$length  = Output_Budget::longest_fit( static fn ( int $length ): array => self::cut( $result, $length ), self::SHORTEST_CUT, $longest );
		return self::cut( $result, $length );
	}

	/**
	 * @param array{file: string, lines: string[]} $result The answer.
	 * @param int                                  $length Where to cut each line.
	 * @return array{file: string, lines: string[]}
	 */
	private static function cut( array $result, int $length ): array {
		$result['lines'] = array_map( static fn ( string $line ): string => Output_Budget::cut( $line, $length ), $result['lines'] );
		return $result;
	}
}
