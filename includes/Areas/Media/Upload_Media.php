<?php
/**
 * The `webmcp-abilities/upload-media` ability: an image into the media library, from an address
 * or from data the agent holds, with its alt text and caption.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Media;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Errors;
use WebMCP_Abilities\Abilities\Media_Access;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Stored with `media_handle_sideload()`, as `media_sideload_image()` does (WordPress's checks of
 * the file's type, its sizes generated, `add_attachment` fired), then given the agent's alt text
 * and caption as text. Consequential: the file is public at its address at once. Whatever is
 * refused leaves nothing behind: no attachment, no file, no temporary file. Undo deletes it.
 *
 * @internal
 * @since 0.8.0
 */
final class Upload_Media {

	public const NAME = 'webmcp-abilities/upload-media';

	/** A one-pixel PNG, for the examples. */
	private const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Upload media', 'webmcp-abilities' ),
			'description'         => __( 'Adds an image to the media library from its web address (`url`) or from base64 `data` with a `filename`, with alt text and caption.', 'webmcp-abilities' ),
			'category'            => Categories::MEDIA,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'url'      => array(
						'type'      => 'string',
						'pattern'   => '^[A-Za-z][A-Za-z0-9+.-]*:',
						'maxLength' => 2000,
					),
					'data'     => array(
						'type'        => 'string',
						'pattern'     => '^[A-Za-z0-9+/=\s]+$',
						'description' => __( 'Base64; at most 2 MB unless the site says otherwise.', 'webmcp-abilities' ),
					),
					'filename' => array(
						'type'      => 'string',
						'pattern'   => '^[^/\\\\<>]+\.[A-Za-z0-9]+$',
						'maxLength' => 200,
					),
					'alt'      => array(
						'type'        => 'string',
						'maxLength'   => Media_Fields::FIELDS['alt'][1],
						'description' => __( 'What the image shows, for people who cannot see it.', 'webmcp-abilities' ),
					),
					'caption'  => array(
						'type'      => 'string',
						'maxLength' => Media_Fields::FIELDS['caption'][1],
					),
				),
				'additionalProperties' => false,
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'id'        => array( 'type' => 'integer' ),
					'title'     => array( 'type' => 'string' ),
					'url'       => array( 'type' => 'string' ),
					'alt'       => array( 'type' => 'string' ),
					'edit_link' => array( 'type' => 'string' ),
				),
				'required'   => array( 'id', 'title', 'url', 'alt', 'edit_link' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Media_Access::class, 'can_use_library' ),
			'meta'                => Ability_Meta::writes(
				idempotent: false,
				destructive: false,
				tool: array(
					'gate'             => 'upload_files',
					'consequential'    => true,
					// Its title may come from the image's own metadata, written by whoever made it.
					'untrusted_output' => true,
					'describe'         => Describe_Media_Upload::NAME,
					'screens'          => array( 'upload', 'media' ),
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array(
									'data'     => self::PIXEL,
									'filename' => 'contract-dot.png',
									'alt'      => 'A single dot',
									'caption'  => 'The smallest picture',
								),
							),
							array(
								'input' => array(
									'url'     => '{{home}}/contract-photo.png',
									'alt'     => 'A photo of the shop',
									'caption' => 'Our shop',
								),
								'note'  => 'The fixture site serves this address.',
							),
						),
						'invalid' => array(
							array(
								'input' => array( 'url' => 'javascript:alert(1)' ),
								'code'  => 'invalid_input',
							),
							array(
								'input' => array( 'url' => 'file:///etc/passwd.png' ),
								'code'  => 'invalid_input',
							),
							array(
								'input' => array( 'url' => '{{home}}/readme.txt' ),
								'code'  => 'invalid_input',
								'note'  => 'Not an image file name.',
							),
							array(
								'input' => array(
									'data'     => base64_encode( 'Just words, not a picture.' ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- an example of data that is no image.
									'filename' => 'disguised.png',
								),
								'code'  => 'invalid_input',
								'note'  => 'Text named as an image.',
							),
							array(
								'input' => array(
									'data'     => '@@@ not base64 @@@',
									'filename' => 'dot.png',
								),
								'code'  => 'ability_invalid_input',
							),
							array(
								'input' => array( 'data' => self::PIXEL ),
								'code'  => 'invalid_input',
								'note'  => 'Data without its file name.',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error The new media item.
	 */
	public static function execute( array $input ): array|WP_Error {
		$source = Upload_Source::checked( $input );
		if ( is_wp_error( $source ) ) {
			return $source;
		}
		$path = $source->file();
		if ( is_wp_error( $path ) ) {
			return $path;
		}
		$fields = Media_Fields::from_agent(
			array(
				'alt'     => (string) ( $input['alt'] ?? '' ),
				'caption' => (string) ( $input['caption'] ?? '' ),
			)
		);
		$id     = media_handle_sideload(
			array(
				'name'     => $source->name,
				'tmp_name' => $path,
			),
			0,
			null,
			wp_slash( array_filter( array( 'post_excerpt' => $fields['caption'] ) ) )
		);
		// Moved into the library when it worked; otherwise it is still here.
		if ( file_exists( $path ) ) {
			wp_delete_file( $path );
		}
		if ( is_wp_error( $id ) ) {
			// WordPress's own check said no (a type the server cannot process, say): the agent's
			// file, not the site, is at fault.
			return 'upload_error' === $id->get_error_code() ? Errors::invalid_input( $id->get_error_message() ) : Errors::failed( $id );
		}
		if ( '' !== $fields['alt'] ) {
			update_post_meta( $id, Media_Access::ALT_KEY, wp_slash( $fields['alt'] ) );
		}
		if ( '' !== $source->url ) {
			// As media_sideload_image() keeps it.
			add_post_meta( $id, '_source_url', wp_slash( $source->url ) );
		}
		return array(
			'id'        => $id,
			'title'     => (string) get_post_field( 'post_title', $id ),
			'url'       => (string) wp_get_attachment_url( $id ),
			'alt'       => (string) get_post_meta( $id, Media_Access::ALT_KEY, true ),
			'edit_link' => (string) get_edit_post_link( $id, 'raw' ),
		);
	}
}
