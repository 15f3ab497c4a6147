<?php
/**
 * Tool names as model providers accept them, and back.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Assistant;

defined( 'ABSPATH' ) || exit;

/**
 * Providers take function names matching `^[A-Za-z0-9_-]{1,64}$`; a WebMCP tool name may be 128
 * characters and hold `.`. A tool name that fits is kept as it is (the model sees the same name
 * an agent sees); any other gets a readable prefix and a hash of the whole name, so it is the same
 * in every turn of a conversation and maps back exactly through the turn's own tool list.
 *
 * @internal
 * @since 0.1.0
 */
final class Provider_Names {

	private const PATTERN = '/^[A-Za-z0-9_-]{1,64}$/D';

	/** @var array<string, string> Tool name by provider name. */
	private array $tools = array();

	/**
	 * @since 0.1.0
	 *
	 * @param string $tool_name A WebMCP tool name.
	 * @return string The name the provider gets for it.
	 */
	public function to_provider( string $tool_name ): string {
		$name = 1 === preg_match( self::PATTERN, $tool_name )
			? $tool_name
			: substr( (string) preg_replace( '/[^A-Za-z0-9_-]/', '_', $tool_name ), 0, 55 ) . '_' . substr( md5( $tool_name ), 0, 8 );

		$this->tools[ $name ] = $tool_name;
		return $name;
	}

	/**
	 * @since 0.1.0
	 *
	 * @param string $provider_name A name the model used.
	 * @return string|null The tool it stands for, or null for a name this turn never declared.
	 */
	public function to_tool( string $provider_name ): ?string {
		return $this->tools[ $provider_name ] ?? null;
	}
}
