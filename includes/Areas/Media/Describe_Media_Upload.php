<?php
/**
 * The `webmcp-abilities/describe-media-upload` ability: what an upload-media call adds to the
 * media library, for the person who confirms it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Media;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Describe_Output;
use WebMCP_Abilities\Abilities\Media_Access;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The file's name, where it comes from (the address's host, which the site fetches only once the
 * person confirms, or the agent's data and its size), and the alt text and caption as they will
 * be stored. Refuses what the call would refuse before fetching. Not a tool.
 *
 * @internal
 * @since 0.8.0
 */
final class Describe_Media_Upload {

	public const NAME = 'webmcp-abilities/describe-media-upload';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe media upload', 'webmcp-abilities' ),
			'description'         => __( 'Shows the image an upload-media call would add (its file name, where it comes from, its alt text and caption) for the person asked to confirm it. Takes that call\'s input.', 'webmcp-abilities' ),
			'category'            => Categories::MEDIA,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'url'      => array( 'type' => 'string' ),
					'data'     => array( 'type' => 'string' ),
					'filename' => array( 'type' => 'string' ),
					'alt'      => array( 'type' => 'string' ),
					'caption'  => array( 'type' => 'string' ),
				),
				'additionalProperties' => true,
			),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Media_Access::class, 'can_use_library' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @param array<string, mixed> $input The call's input.
	 * @return array<string, mixed>|WP_Error The description.
	 */
	public static function execute( array $input ): array|WP_Error {
		$source = Upload_Source::checked( $input );
		if ( is_wp_error( $source ) ) {
			return $source;
		}
		$stored = Media_Fields::from_agent(
			array(
				'alt'     => (string) ( $input['alt'] ?? '' ),
				'caption' => (string) ( $input['caption'] ?? '' ),
			)
		);
		$none   = __( 'none', 'webmcp-abilities' );
		return Describe_Output::of(
			$source->name,
			array(
				__( 'From', 'webmcp-abilities' )       => '' === $source->url
					? sprintf(
						/* translators: %s: a size such as "12 KB". */
						__( 'The agent\'s data (%s)', 'webmcp-abilities' ),
						size_format( $source->size() )
					)
					: sprintf(
						/* translators: %s: a host name such as example.org. */
						__( '%s: the site fetches it once you confirm, and keeps it only if it is an image', 'webmcp-abilities' ),
						$source->host()
					),
				__( 'Type', 'webmcp-abilities' )       => $source->type,
				__( 'Alt text', 'webmcp-abilities' )   => '' === $stored['alt'] ? $none : $stored['alt'],
				__( 'Caption', 'webmcp-abilities' )    => '' === $stored['caption'] ? $none : $stored['caption'],
				__( 'Visible to', 'webmcp-abilities' ) => __( 'Anyone with its address, at once', 'webmcp-abilities' ),
			)
		);
	}
}
