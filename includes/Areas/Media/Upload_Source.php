<?php
/**
 * Where an image an agent uploads comes from: an address the site fetches, or data the agent
 * holds. Checked before anyone is asked, and again once the file is on the server.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Media;

use WebMCP_Abilities\Abilities\Errors;
use WebMCP_Abilities\Settings\Settings;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Only images, of the types the site allows (its `upload_mimes`) among those WordPress tells by
 * their bytes; the file's bytes must be the type its name says, as a person's upload would be
 * taken only if WordPress can read it. An address is `http` or `https` and is fetched with
 * `download_url()`, whose `wp_safe_remote_get()` refuses private addresses but the site's own
 * host; its size is capped at the site's upload limit while it downloads. Data is decoded only
 * within the owner's limit. Every temporary file is removed whatever happens.
 *
 * @internal
 * @since 0.8.0
 */
final class Upload_Source {

	/** The image types WordPress knows by their bytes (`wp_get_image_mime()`). */
	private const IMAGE_TYPES = array( 'image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif' );

	/** The longest an address may take to answer, in seconds. */
	private const TIMEOUT = 30;

	/**
	 * @param string $name  The file's name, as it will be stored (WordPress may add a number).
	 * @param string $type  Its MIME type, from its name.
	 * @param string $url   The address to fetch, or ''.
	 * @param string $bytes The agent's data, decoded, or ''.
	 */
	private function __construct(
		public readonly string $name,
		public readonly string $type,
		public readonly string $url,
		private readonly string $bytes
	) {}

	/**
	 * Everything that can be known without fetching: one source, an `http(s)` address or data
	 * within the limit whose bytes are the image its name says, and a name of an image type the
	 * site takes.
	 *
	 * @param array<string, mixed> $input An upload-media call's input.
	 * @return self|WP_Error
	 */
	public static function checked( array $input ): self|WP_Error {
		// Where `download_url()`, `wp_tempnam()` and `media_handle_sideload()` live, which REST
		// requests do not load.
		require_once ABSPATH . 'wp-admin/includes/file.php';
		require_once ABSPATH . 'wp-admin/includes/media.php';
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$url  = (string) ( $input['url'] ?? '' );
		$data = (string) ( $input['data'] ?? '' );
		if ( ( '' === $url ) === ( '' === $data ) ) {
			return Errors::invalid_input( __( 'Give either `url`, the address of an image, or `data`, the image as base64 with its `filename`: one of the two.', 'webmcp-abilities' ) );
		}
		if ( '' !== $url ) {
			return self::from_address( $url, (string) ( $input['filename'] ?? '' ) );
		}
		if ( ! isset( $input['filename'] ) ) {
			return Errors::invalid_input( __( 'Data needs its `filename`, such as chart.png: WordPress stores the image under it.', 'webmcp-abilities' ) );
		}
		return self::from_data( $data, (string) $input['filename'] );
	}

	/**
	 * @return string The address's host, or '' for data.
	 */
	public function host(): string {
		return '' === $this->url ? '' : (string) wp_parse_url( $this->url, PHP_URL_HOST );
	}

	/**
	 * @return int The data's size in bytes, or 0 for an address (not fetched yet).
	 */
	public function size(): int {
		return strlen( $this->bytes );
	}

	/**
	 * The image, in a temporary file: fetched, or written from the data, and checked.
	 *
	 * @return string|WP_Error The file's path: the caller moves it into the library or removes it.
	 */
	public function file(): string|WP_Error {
		if ( '' === $this->url ) {
			$path = self::write_temporary( $this->name, $this->bytes );
			return is_wp_error( $path ) ? Errors::failed( $path ) : $path;
		}
		$path = $this->fetch();
		if ( is_wp_error( $path ) ) {
			return $path;
		}
		$refused = filesize( $path ) > wp_max_upload_size()
			? Errors::invalid_input(
				sprintf(
					/* translators: 1: a host name, 2: a size such as "2 MB". */
					__( 'The image at %1$s is larger than this site\'s upload limit, %2$s.', 'webmcp-abilities' ),
					$this->host(),
					size_format( wp_max_upload_size() )
				)
			)
			: self::refusal_of_bytes( $path, $this->name, $this->type );
		if ( null !== $refused ) {
			wp_delete_file( $path );
			return $refused;
		}
		return $path;
	}

	/**
	 * @return int The most bytes an agent may upload as data: the owner's choice, filtered, and
	 *             never more than the site's own upload limit.
	 */
	public static function data_limit(): int {
		$chosen = Settings::get()['media']['data_upload_mb'] * MB_IN_BYTES;
		/**
		 * Filters the largest image, in bytes, an agent may upload from data it holds
		 * (upload-media's `data`): the owner's choice on the settings screen, 2 MB by default.
		 * 0 refuses every upload from data. The site's own upload limit applies as well.
		 *
		 * @since 0.8.0
		 *
		 * @param int $limit Bytes.
		 */
		$limit = apply_filters( 'webmcp_abilities_data_upload_limit', $chosen );
		return min( is_numeric( $limit ) ? max( 0, (int) $limit ) : $chosen, wp_max_upload_size() );
	}

	/**
	 * @param string $url      The agent's address.
	 * @param string $filename The name the agent gives the file, or ''.
	 */
	private static function from_address( string $url, string $filename ): self|WP_Error {
		$scheme = strtolower( (string) wp_parse_url( $url, PHP_URL_SCHEME ) );
		$host   = (string) wp_parse_url( $url, PHP_URL_HOST );
		if ( ! in_array( $scheme, array( 'http', 'https' ), true ) || '' === $host ) {
			return Errors::invalid_input( __( 'Only http and https addresses are fetched: give the image\'s web address, or its data.', 'webmcp-abilities' ) );
		}
		$name = '' !== $filename ? $filename : wp_basename( rawurldecode( (string) wp_parse_url( $url, PHP_URL_PATH ) ) );
		$type = self::type_of_name( $name );
		if ( is_wp_error( $type ) ) {
			return '' !== $filename ? $type : Errors::invalid_input(
				sprintf(
					/* translators: %s: file extensions, e.g. "jpg, png". */
					__( 'The address does not end in an image file name (%s). Give the `filename` to store it under if it is an image all the same.', 'webmcp-abilities' ),
					self::extensions()
				)
			);
		}
		return new self( sanitize_file_name( $name ), $type, $url, '' );
	}

	/**
	 * @param string $data     The agent's base64.
	 * @param string $filename The name the agent gives the file.
	 */
	private static function from_data( string $data, string $filename ): self|WP_Error {
		$type = self::type_of_name( $filename );
		if ( is_wp_error( $type ) ) {
			return $type;
		}
		$limit = self::data_limit();
		// Measured before decoding, so data far over the limit is never held twice.
		$size = intdiv( strlen( (string) preg_replace( '/\s+/', '', $data ) ) * 3, 4 ) - substr_count( substr( rtrim( $data ), -2 ), '=' );
		if ( $size > $limit ) {
			return Errors::invalid_input(
				0 === $limit
					? __( 'This site takes no images from an agent\'s data: give the image\'s address instead.', 'webmcp-abilities' )
					: sprintf(
						/* translators: 1: the image's size, 2: the limit, e.g. "2 MB". */
						__( 'The image is %1$s; this site takes at most %2$s from an agent\'s data. Give its address instead, or a smaller image.', 'webmcp-abilities' ),
						size_format( $size ),
						size_format( $limit )
					)
			);
		}
		$bytes = base64_decode( $data, true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- the agent sends the image as base64.
		if ( false === $bytes || '' === $bytes ) {
			return Errors::invalid_input( __( '`data` is not base64: send the image\'s bytes base64-encoded, without a `data:` prefix.', 'webmcp-abilities' ) );
		}
		$name = sanitize_file_name( $filename );
		$path = self::write_temporary( $name, $bytes );
		if ( is_wp_error( $path ) ) {
			return Errors::failed( $path );
		}
		$refused = self::refusal_of_bytes( $path, $name, $type );
		wp_delete_file( $path );
		return $refused ?? new self( $name, $type, '', $bytes );
	}

	/**
	 * Fetches the address as `media_sideload_image()` does, its download cut off just past the
	 * site's upload limit.
	 *
	 * @return string|WP_Error The temporary file.
	 */
	private function fetch(): string|WP_Error {
		$url   = $this->url;
		$limit = static function ( array $args, string $requested ) use ( $url ): array {
			if ( $requested === $url ) {
				$args['limit_response_size'] = wp_max_upload_size() + 1;
			}
			return $args;
		};
		add_filter( 'http_request_args', $limit, 10, 2 );
		$path = download_url( $url, self::TIMEOUT );
		remove_filter( 'http_request_args', $limit );
		if ( is_wp_error( $path ) ) {
			return Errors::invalid_input(
				sprintf(
					/* translators: 1: a host name, 2: WordPress's reason. */
					__( 'The image could not be fetched from %1$s: %2$s', 'webmcp-abilities' ),
					$this->host(),
					$path->get_error_message()
				)
			);
		}
		return $path;
	}

	/**
	 * @param string $name A file name.
	 * @return string|WP_Error The image type its extension says, when the site takes it.
	 */
	private static function type_of_name( string $name ): string|WP_Error {
		$type = wp_check_filetype( $name, self::types() )['type'];
		if ( is_string( $type ) && '' !== $type ) {
			return $type;
		}
		return Errors::invalid_input(
			sprintf(
				/* translators: 1: a file name, 2: file extensions, e.g. "jpg, png". */
				__( '“%1$s” is not the name of an image this site takes: it must end in one of %2$s.', 'webmcp-abilities' ),
				$name,
				self::extensions()
			)
		);
	}

	/**
	 * @param string $path A file.
	 * @param string $name The name it will have.
	 * @param string $type The type its name says.
	 * @return WP_Error|null Why it is refused, or null when its bytes are that image type.
	 */
	private static function refusal_of_bytes( string $path, string $name, string $type ): ?WP_Error {
		$real = wp_get_image_mime( $path );
		if ( $real === $type ) {
			return null;
		}
		return Errors::invalid_input(
			false === $real
				? sprintf(
					/* translators: 1: a file name, 2: a MIME type such as image/png. */
					__( '“%1$s” is not an image: its bytes are not the %2$s its name says.', 'webmcp-abilities' ),
					$name,
					$type
				)
				: sprintf(
					/* translators: 1: a file name, 2: the MIME type of its bytes, 3: the MIME type of its name. */
					__( '“%1$s” is an %2$s image, but its name says %3$s: give it the extension of its type.', 'webmcp-abilities' ),
					$name,
					$real,
					$type
				)
		);
	}

	/**
	 * @param string $name  The file's name.
	 * @param string $bytes Its bytes.
	 * @return string|WP_Error A temporary file holding them.
	 */
	private static function write_temporary( string $name, string $bytes ): string|WP_Error {
		$path = wp_tempnam( $name );
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- a temporary file, as download_url() writes one; WP_Filesystem may need credentials.
		if ( '' === $path || strlen( $bytes ) !== file_put_contents( $path, $bytes ) ) {
			if ( '' !== $path ) {
				wp_delete_file( $path );
			}
			return new WP_Error( 'upload_temporary_file', __( 'WordPress could not write a temporary file for the image.', 'webmcp-abilities' ) );
		}
		return $path;
	}

	/**
	 * @return array<string, string> The image types the site takes, by extension pattern, as
	 *                               `get_allowed_mime_types()` lists them.
	 */
	private static function types(): array {
		return array_filter( get_allowed_mime_types(), static fn ( string $type ): bool => in_array( $type, self::IMAGE_TYPES, true ) );
	}

	/**
	 * @return string The extensions of those types, for a message.
	 */
	private static function extensions(): string {
		return implode( ', ', explode( '|', implode( '|', array_keys( self::types() ) ) ) );
	}
}
