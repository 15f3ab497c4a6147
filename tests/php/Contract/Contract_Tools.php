<?php
/**
 * Which tools the tool contract holds, and which of its promises each one owes.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests\Contract;

use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Exposure\Exposure_Policy;
use WebMCP_Abilities\Exposure\Tool_Examples;
use WebMCP_Abilities\Exposure\Public_Tools;
use WP_Ability;

/**
 * Read from the Abilities API's registry, never from a list kept by hand: a tool added to the
 * plugin is held to the contract at once, and fails its first promise until it has examples.
 * Another plugin's tool is held to it as soon as it declares examples.
 */
final class Contract_Tools {

	/** Each promise, as the report names it. */
	public const PROMISES = array(
		'examples' => 'declares examples',
		'runs'     => 'every valid example runs',
		'refuses'  => 'invalid input changes nothing and asks nobody',
		'words'    => 'the server\'s words reach the agent',
		'markup'   => 'markup is text',
		'asks'     => 'a tool that asks, describes',
		'undo'     => 'undo walks back',
	);

	/**
	 * @return array<string, WP_Ability> The tools held to the contract, by ability name: every one
	 *         of the plugin's (wp-admin's and the public site's), and any other offered (by its own
	 *         wish or the owner's choice) that declares examples.
	 */
	public static function tools(): array {
		// The run with other plugins' fixtures (`WEBMCP_ABILITIES_ECOSYSTEM`) holds only theirs:
		// the plugin's own were held in the run before it.
		$others_only = (bool) getenv( 'WEBMCP_ABILITIES_ECOSYSTEM' );
		$tools       = array();
		foreach ( wp_get_abilities() as $ability ) {
			$name    = $ability->get_name();
			$is_tool = ( Exposure_Policy::is_wanted( $ability ) && Exposure_Policy::is_in_rest( $ability ) ) || Public_Tools::is_public( $name );
			$own     = Contract::is_own( $name );
			if ( $is_tool && ( $own ? ! $others_only : null !== Tool_Examples::of( $ability ) ) ) {
				$tools[ $name ] = $ability;
			}
		}
		ksort( $tools );
		return $tools;
	}

	/**
	 * @param WP_Ability $ability A tool.
	 */
	public static function writes( WP_Ability $ability ): bool {
		return true !== ( $ability->get_meta()['annotations']['readonly'] ?? false );
	}

	/**
	 * As the bridge reads it (`src/tools/annotations.ts`): a write asks unless it says it does not.
	 *
	 * @param WP_Ability $ability A tool.
	 */
	public static function asks( WP_Ability $ability ): bool {
		return (bool) ( $ability->get_meta()['webmcp']['consequential'] ?? self::writes( $ability ) );
	}

	/**
	 * @param string     $promise A key of PROMISES.
	 * @param WP_Ability $ability A tool.
	 * @return bool Whether the tool owes it: reads store nothing to be text or to undo, a write
	 *              that takes no free text stores none, and tools that ask nobody show no dialog.
	 */
	public static function owes( string $promise, WP_Ability $ability ): bool {
		switch ( $promise ) {
			case 'markup':
				return self::writes( $ability ) && array() !== Free_Text::in_schema( $ability->get_input_schema() );
			case 'undo':
				return self::writes( $ability );
			case 'asks':
				return self::asks( $ability );
		}
		return true;
	}

	/**
	 * @param string $promise A key of PROMISES.
	 * @return array<string, array{0: string}> One case per tool that owes it, named for the tool.
	 */
	public static function cases( string $promise ): array {
		$cases = array();
		foreach ( self::tools() as $name => $ability ) {
			if ( self::owes( $promise, $ability ) ) {
				$cases[ $name ] = array( $name );
			}
		}
		return $cases;
	}

	/**
	 * @return string The count the suite prints: tools, promises, and the checks they make.
	 */
	public static function count_line(): string {
		$tools  = self::tools();
		$checks = 0;
		foreach ( array_keys( self::PROMISES ) as $promise ) {
			$checks += count( self::cases( $promise ) );
		}
		$pairs = count( $tools ) * count( self::PROMISES );
		return sprintf(
			'Tool contract: %d tools × %d promises: %d checks (%d pairs do not apply: reads store nothing, some writes take no free text, tools that ask nobody open no dialog).',
			count( $tools ),
			count( self::PROMISES ),
			$checks,
			$pairs - $checks
		);
	}
}
