<?php
/**
 * The `meta` of the plugin's abilities: annotations, REST, and how each asks to be a tool.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Abilities;

defined( 'ABSPATH' ) || exit;

/**
 * Every ability of the plugin is in REST, and all but the describers ask to be a tool; these
 * helpers leave each definition with only what is its own: its kind, its gate, and what its
 * tool says about it (see `meta.webmcp` in docs/abilities.md).
 *
 * @internal
 * @since 0.1.0
 */
final class Ability_Meta {

	/**
	 * @since 0.1.0
	 *
	 * @param array<string, mixed>|null $tool The ability's `meta.webmcp` besides `expose`, or null
	 *                                        for an ability that is not a tool.
	 * @return array<string, mixed> Meta of an ability that only reads.
	 */
	public static function reads( ?array $tool = null ): array {
		return self::meta(
			array(
				'readonly'    => true,
				'destructive' => false,
				'idempotent'  => true,
			),
			$tool
		);
	}

	/**
	 * @since 0.1.0
	 *
	 * @param string[]             $current_page The inputs that name what it reads: when a visitor's
	 *                                           agent gives none, the public bridge gives the first
	 *                                           the address of the page it is on.
	 * @param array<string, mixed> $examples     Its tool's examples (`Exposure\Tool_Examples`).
	 * @return array<string, mixed> Meta of a read-only ability of the public site's (not a tool in
	 *                              wp-admin; see `Public_Tools`).
	 */
	public static function public_reads( array $current_page = array(), array $examples = array() ): array {
		$meta = self::reads();
		$tool = array_filter(
			array(
				'current_page' => $current_page,
				'examples'     => $examples,
			)
		);
		if ( array() !== $tool ) {
			$meta['webmcp'] = $tool;
		}
		return $meta;
	}

	/**
	 * @since 0.1.0
	 *
	 * @param bool                 $idempotent  Whether running it twice does what running it once does.
	 * @param bool                 $destructive Whether it removes or overwrites something.
	 * @param array<string, mixed> $tool        The ability's `meta.webmcp` besides `expose`.
	 * @return array<string, mixed> Meta of an ability that changes the site.
	 */
	public static function writes( bool $idempotent, bool $destructive, array $tool ): array {
		return self::meta(
			array(
				'readonly'    => false,
				'destructive' => $destructive,
				'idempotent'  => $idempotent,
			),
			$tool
		);
	}

	/**
	 * @param array<string, bool>       $annotations The ability's kind.
	 * @param array<string, mixed>|null $tool        Its `meta.webmcp` besides `expose`.
	 * @return array<string, mixed>
	 */
	private static function meta( array $annotations, ?array $tool ): array {
		$meta = array(
			'annotations'  => $annotations,
			'show_in_rest' => true,
		);
		if ( null !== $tool ) {
			$meta['webmcp'] = array( 'expose' => true ) + $tool;
		}
		return $meta;
	}
}
