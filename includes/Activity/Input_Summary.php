<?php
/**
 * Turns an ability's input into a short, redacted summary for the activity log.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

defined( 'ABSPATH' ) || exit;

/**
 * The log keeps what helps a person recognise a call, not its content: secrets are replaced,
 * long texts cut, the whole bounded.
 *
 * @internal
 * @since 0.4.0
 */
final class Input_Summary {

	/** Larger inputs are not walked at all: the log notes their size only. */
	public const MAX_INPUT_BYTES = 65536;

	private const SECRET_KEYS  = '/pass|secret|token|key|auth|nonce|cookie/i';
	private const MAX_STRING   = 60;
	private const MAX_SUMMARY  = 400;
	private const MAX_DEPTH    = 3;
	private const REDACTED     = '[redacted]';
	private const ELLIPSIS     = '…';

	/**
	 * @since 0.4.0
	 *
	 * @param mixed $input The input as the ability received it.
	 * @return string JSON, at most 400 characters; `[N bytes, not stored]` for an input whose JSON
	 *                is over 64 KiB.
	 */
	public static function of( $input ): string {
		if ( null === $input || array() === $input ) {
			return '';
		}
		$size = strlen( (string) wp_json_encode( $input ) );
		if ( $size > self::MAX_INPUT_BYTES ) {
			/* translators: %d: size of the input in bytes. */
			return sprintf( __( '[%d bytes, not stored]', 'webmcp-abilities' ), $size );
		}
		$summary = (string) wp_json_encode( self::shorten( $input, 0 ), JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
		return mb_strlen( $summary ) > self::MAX_SUMMARY ? mb_substr( $summary, 0, self::MAX_SUMMARY - 1 ) . self::ELLIPSIS : $summary;
	}

	/**
	 * @param mixed $value A value.
	 * @param int   $depth How deep it sits.
	 * @return mixed
	 */
	private static function shorten( $value, int $depth ) {
		if ( is_string( $value ) ) {
			return mb_strlen( $value ) > self::MAX_STRING ? mb_substr( $value, 0, self::MAX_STRING ) . self::ELLIPSIS : $value;
		}
		if ( ! is_array( $value ) ) {
			return $value;
		}
		if ( $depth >= self::MAX_DEPTH ) {
			return self::ELLIPSIS;
		}
		$short = array();
		foreach ( $value as $key => $item ) {
			$short[ $key ] = is_string( $key ) && preg_match( self::SECRET_KEYS, $key ) ? self::REDACTED : self::shorten( $item, $depth + 1 );
		}
		return $short;
	}
}
