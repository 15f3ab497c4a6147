<?php
/**
 * The literals PHP and the bridge must agree on, read from `includes/contract.json`, their one
 * home: the TypeScript side imports the same file (`src/contract.ts`).
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities;

defined( 'ABSPATH' ) || exit;

/**
 * What each value means is said where it is used; this class only reads and types them.
 *
 * @internal
 * @since 0.1.0
 */
final class Contract {

	/**
	 * @since 0.1.0
	 */
	public static function rest_namespace(): string {
		return self::string( 'restNamespace' );
	}

	/**
	 * @since 0.1.0
	 */
	public static function tool_header(): string {
		return self::string( 'toolHeader' );
	}

	/**
	 * @since 0.1.0
	 */
	public static function assistant_call_header(): string {
		return self::string( 'assistantCallHeader' );
	}

	/**
	 * @since 0.2.0
	 */
	public static function grant_header(): string {
		return self::string( 'grantHeader' );
	}

	/**
	 * @since 0.2.0
	 */
	public static function describes_header(): string {
		return self::string( 'describesHeader' );
	}

	/**
	 * @since 0.1.0
	 */
	public static function settings_option(): string {
		return self::string( 'settingsOption' );
	}

	/**
	 * How the bridge turns a server error into a tool's code (`src/errors.ts`); the contract suite
	 * holds every tool's refusals to it.
	 *
	 * @return array{byServerCode: array<string, string>, byStatus: array<string, string>, retryable: string[]}
	 */
	public static function agent_codes(): array {
		$codes = self::read()['agentCodes'] ?? null;
		return array(
			'byServerCode' => (array) ( $codes['byServerCode'] ?? array() ),
			'byStatus'     => (array) ( $codes['byStatus'] ?? array() ),
			'retryable'    => (array) ( $codes['retryable'] ?? array() ),
		);
	}

	/**
	 * @since 0.1.0
	 */
	public static function max_tools_limit(): int {
		$limit = self::read()['maxToolsLimit'] ?? null;
		return is_int( $limit ) ? $limit : 0;
	}

	/**
	 * @since 0.1.0
	 *
	 * @return int Seconds a confirmation waits when the owner set nothing.
	 */
	public static function confirm_wait_default(): int {
		$wait = self::read()['confirmWaitDefault'] ?? null;
		return is_int( $wait ) ? $wait : 0;
	}

	/**
	 * @since 0.1.0
	 *
	 * @return string The ability-name pattern as a PCRE, anchored at the very end (`D`: PHP's `$`
	 *                otherwise also matches before a final newline, JavaScript's does not).
	 */
	public static function ability_name_regex(): string {
		return self::regex( 'abilityNamePattern' );
	}

	/**
	 * @since 0.1.0
	 *
	 * @return string The ability-name pattern for a REST route or argument schema.
	 */
	public static function ability_name_pattern(): string {
		return self::string( 'abilityNamePattern' );
	}

	/**
	 * @since 0.1.0
	 *
	 * @return string The tool-name pattern as a PCRE (see above).
	 */
	public static function tool_name_regex(): string {
		return self::regex( 'toolNamePattern' );
	}

	/**
	 * @since 0.1.0
	 *
	 * @return string The tool-name pattern for a REST argument schema.
	 */
	public static function tool_name_pattern(): string {
		return self::string( 'toolNamePattern' );
	}

	/**
	 * @since 0.1.0
	 */
	public static function tool_name_max_length(): int {
		$length = self::read()['toolNameMaxLength'] ?? null;
		return is_int( $length ) ? $length : 0;
	}

	/**
	 * @since 0.1.0
	 *
	 * @return string[]
	 */
	public static function first_namespaces(): array {
		return self::strings( 'firstNamespaces' );
	}

	/**
	 * @since 0.2.0
	 */
	public static function own_namespace(): string {
		return self::string( 'ownNamespace' );
	}

	/**
	 * @since 0.10.0
	 *
	 * @param string $ability_name An ability name.
	 * @return bool Whether it is one of the plugin's own.
	 */
	public static function is_own( string $ability_name ): bool {
		return str_starts_with( $ability_name, self::own_namespace() . '/' );
	}

	/**
	 * @since 0.2.0
	 */
	public static function own_tool_prefix(): string {
		return self::string( 'ownToolPrefix' );
	}

	/**
	 * @since 0.1.0
	 *
	 * @return string[]
	 */
	public static function playground_tool_names(): array {
		return self::strings( 'playgroundToolNames' );
	}

	/**
	 * @since 0.1.0
	 */
	public static function playground_tool_prefix(): string {
		return self::string( 'playgroundToolPrefix' );
	}

	/**
	 * The browser-side tools `build/editor.js` offers on an editor screen (`src/editor/
	 * editor-abilities.ts`; a unit test keeps the two the same), for which the screen's plan
	 * keeps places under the cap.
	 *
	 * @since 0.4.0
	 *
	 * @param string $screen_base A screen's base: `post` or `site-editor`.
	 * @return string[] Ability names; none on another screen.
	 */
	public static function editor_tools( string $screen_base ): array {
		$lists = self::read()['editorTools'] ?? null;
		$names = is_array( $lists ) ? ( $lists[ $screen_base ] ?? null ) : null;
		return is_array( $names ) ? array_values( array_filter( $names, 'is_string' ) ) : array();
	}

	/**
	 * @param string $key A key of the contract naming a pattern.
	 * @return string The PCRE; one that matches nothing if the file were ever unreadable.
	 */
	private static function regex( string $key ): string {
		static $regexes = array();
		if ( ! isset( $regexes[ $key ] ) ) {
			$pattern         = self::string( $key );
			$regexes[ $key ] = '' === $pattern ? '#(?!)#' : '#' . $pattern . '#D';
		}
		return $regexes[ $key ];
	}

	/**
	 * @param string $key A key of the contract.
	 */
	private static function string( string $key ): string {
		$value = self::read()[ $key ] ?? null;
		return is_string( $value ) ? $value : '';
	}

	/**
	 * @param string $key A key of the contract.
	 * @return string[]
	 */
	private static function strings( string $key ): array {
		// Asked once per ability when a page works out its tools.
		static $lists = array();
		if ( ! isset( $lists[ $key ] ) ) {
			$values        = self::read()[ $key ] ?? null;
			$lists[ $key ] = is_array( $values ) ? array_values( array_filter( $values, 'is_string' ) ) : array();
		}
		return $lists[ $key ];
	}

	/**
	 * @return array<string, mixed>
	 */
	private static function read(): array {
		static $contract = null;
		if ( null === $contract ) {
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A file of the plugin's own, read once per request.
			$json     = file_get_contents( __DIR__ . '/contract.json' );
			$decoded  = is_string( $json ) ? json_decode( $json, true ) : null;
			$contract = is_array( $decoded ) ? $decoded : array();
		}
		return $contract;
	}
}
