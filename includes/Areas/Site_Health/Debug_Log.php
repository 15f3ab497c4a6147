<?php
/**
 * Where WordPress writes its debug log, and the last lines of it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Site_Health;

use WebMCP_Abilities\Abilities\Output_Budget;

defined( 'ABSPATH' ) || exit;

/**
 * The constants are passed in, as `wp_debug_mode()` reads them, so a test can ask about a site
 * whose logging is off: a constant cannot be changed once defined.
 *
 * @internal
 * @since 0.8.0
 */
final class Debug_Log {

	/** The most of a log read from its end, so a log of any size costs the same. */
	private const MOST_BYTES = 1048576;

	/** A line longer than this is cut: a dump of a whole request is no use to an agent. */
	public const LONGEST_LINE = 1000;

	/**
	 * @param mixed $debug     `WP_DEBUG`.
	 * @param mixed $debug_log `WP_DEBUG_LOG`.
	 * @return string|null The file WordPress logs to, as `wp_debug_mode()` decides (only with
	 *                     `WP_DEBUG` on; `true` means `wp-content/debug.log`, a string a file of
	 *                     its own); null when it logs nowhere.
	 */
	public static function path( $debug, $debug_log ): ?string {
		if ( ! $debug ) {
			return null;
		}
		if ( in_array( strtolower( (string) $debug_log ), array( 'true', '1' ), true ) ) {
			return WP_CONTENT_DIR . '/debug.log';
		}
		// PHP's truth, as `wp_debug_mode()` tests its path: '' and '0' log nowhere.
		return is_string( $debug_log ) && '' !== $debug_log && '0' !== $debug_log ? $debug_log : null;
	}

	/**
	 * @param string $path  A log file.
	 * @param int    $count How many lines.
	 * @return string[]|null Its last lines, oldest first, each cut at `LONGEST_LINE` characters and
	 *                       with paths under the site relative to it; null when it cannot be read.
	 */
	public static function last_lines( string $path, int $count ): ?array {
		if ( ! file_exists( $path ) ) {
			return array();
		}
		// phpcs:ignore WordPress.WP.AlternativeFunctions -- only its end is read; WP_Filesystem reads whole files.
		$handle = is_readable( $path ) ? fopen( $path, 'rb' ) : false;
		if ( false === $handle ) {
			return null;
		}
		$size  = (int) filesize( $path );
		$start = $size;
		$text  = '';
		while ( $start > 0 && $size - $start < self::MOST_BYTES && substr_count( rtrim( $text, "\n" ), "\n" ) < $count ) {
			$length = min( 8192, $start );
			$start -= $length;
			fseek( $handle, $start );
			$text = fread( $handle, $length ) . $text; // phpcs:ignore WordPress.WP.AlternativeFunctions -- as above.
		}
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- as above.
		$lines = explode( "\n", rtrim( $text, "\n" ) );
		if ( $start > 0 ) {
			// The first was read from its middle.
			array_shift( $lines );
		}
		$lines = array_slice( array_filter( $lines, static fn ( string $line ): bool => '' !== trim( $line ) ), -$count );
		return array_map( array( self::class, 'shown' ), $lines );
	}

	/**
	 * @param string $path A path on the server.
	 * @return string It relative to the site's folder when it is under it.
	 */
	public static function relative( string $path ): string {
		return str_replace( self::roots(), '', $path );
	}

	/**
	 * @param string $line A line of the log.
	 * @return string It as valid UTF-8, paths relative, cut.
	 */
	private static function shown( string $line ): string {
		return Output_Budget::cut( self::relative( (string) mb_scrub( rtrim( $line, "\r" ), 'UTF-8' ) ), self::LONGEST_LINE );
	}

	/**
	 * @return string[] The site's folder as WordPress names it and as the file system does, each
	 *                  with its final slash.
	 */
	private static function roots(): array {
		$real = realpath( ABSPATH );
		return array_unique( array_filter( array( trailingslashit( ABSPATH ), false === $real ? '' : trailingslashit( $real ) ) ) );
	}
}
