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
 * @since 0.1.0
 */
final class Input_Summary {

	/** Larger inputs are not walked at all: the log notes their size only. */
	public const MAX_INPUT_BYTES = 65536;

	/** Key fragments that mark a secret wherever they occur: `user_pass`, `pwd`, `refreshToken`. */
	private const SECRET_FRAGMENTS = '/pass|pwd|secret|token|credential|auth|nonce|cookie|session|private|apikey/i';

	/**
	 * Short secret names that also occur inside harmless words (`key` in `keyword`, `pin` in
	 * `shipping`): they count only as a word of the key.
	 */
	private const SECRET_WORDS = array( 'key', 'otp', 'totp', 'hotp', 'mfa', '2fa', 'pin', 'cvv', 'cvc', 'ssn', 'sid', 'jwt', 'bearer', 'signature', 'sig', 'salt', 'seed', 'card' );

	private const MAX_STRING  = 60;
	private const MAX_SUMMARY = 400;
	private const MAX_DEPTH   = 3;
	private const REDACTED    = '[redacted]';
	private const ELLIPSIS    = '…';

	/**
	 * @since 0.1.0
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
			$short[ $key ] = is_string( $key ) && self::names_a_secret( $key ) ? self::REDACTED : self::shorten( $item, $depth + 1 );
		}
		return $short;
	}

	/**
	 * @param string $key An input key, in any case style.
	 */
	private static function names_a_secret( string $key ): bool {
		if ( 1 === preg_match( self::SECRET_FRAGMENTS, $key ) ) {
			return true;
		}
		// Split into words: camelCase, snake_case, kebab-case and dotted keys alike.
		$words = preg_split( '/[^a-z0-9]+/', strtolower( (string) preg_replace( '/(?<=[a-z0-9])(?=[A-Z])/', ' ', $key ) ) );
		return array() !== array_intersect( is_array( $words ) ? $words : array(), self::SECRET_WORDS );
	}
}
