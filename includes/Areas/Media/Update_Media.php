<?php
/**
 * The `webmcp-abilities/update-media` ability: alt text, title, caption and description of one
 * media item or of many at once.
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
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Consequential: alt text and captions are public wherever the image shows. All items are checked
 * before any is written (bad input or one item out of reach changes nothing); the dialog lists
 * every change; each item changed is its own log entry, undone on its own.
 *
 * @internal
 * @since 0.5.0
 */
final class Update_Media {

	public const NAME = 'webmcp-abilities/update-media';

	/** The most items one call changes: one dialog a person can still read. */
	public const MAX_ITEMS = 50;

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Update media', 'webmcp-abilities' ),
			'description'         => __( 'Changes the alt text, title, caption or description of up to 50 media items in one call (for example, alt text for the images find-media lists as missing it). Give each item\'s ID and only the fields that change.', 'webmcp-abilities' ),
			'category'            => Categories::MEDIA,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'items' => array(
						'type'        => 'array',
						'minItems'    => 1,
						'maxItems'    => self::MAX_ITEMS,
						'description' => __( 'The items to change, each once.', 'webmcp-abilities' ),
						'items'       => array(
							'type'                 => 'object',
							'properties'           => array(
								'id' => array(
									'type'    => 'integer',
									'minimum' => 1,
								),
							) + Media_Fields::schema(),
							'required'             => array( 'id' ),
							'minProperties'        => 2,
							'additionalProperties' => false,
						),
					),
				),
				'required'             => array( 'items' ),
				'additionalProperties' => false,
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'updated'   => array(
						'type'        => 'array',
						'items'       => array( 'type' => 'integer' ),
						'description' => __( 'IDs of the items changed.', 'webmcp-abilities' ),
					),
					'unchanged' => array(
						'type'        => 'array',
						'items'       => array( 'type' => 'integer' ),
						'description' => __( 'IDs of the items that already had those values.', 'webmcp-abilities' ),
					),
				),
				'required'   => array( 'updated', 'unchanged' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: true,
				destructive: false,
				tool: array(
					'gate'             => 'upload_files',
					'consequential'    => true,
					'untrusted_output' => false,
					'describe'         => Describe_Media_Update::NAME,
					'screens'          => array( 'upload', 'attachment' ),
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array(
									'items' => array(
										array(
											'id'          => '{{image}}',
											'alt'         => 'A loaf on the counter',
											'title'       => 'Morning loaf',
											'caption'     => 'Fresh from the oven',
											'description' => '<p>Our <strong>sourdough</strong>.</p>',
										),
									),
								),
							),
						),
						'invalid' => array(
							array(
								'input' => array(
									'items' => array(
										array(
											'id'  => 987654,
											'alt' => 'A loaf',
										),
									),
								),
								'code'  => 'not_found',
							),
							array(
								'input' => array(
									'items' => array(
										array(
											'id'  => '{{image}}',
											'alt' => 'A loaf',
										),
										array(
											'id'    => '{{image}}',
											'title' => 'Loaf',
										),
									),
								),
								'code'  => 'invalid_input',
								'note'  => 'The same item twice.',
							),
							array(
								'input' => array(
									'items' => array(
										array( 'id' => '{{image}}' ),
									),
								),
								'code'  => 'ability_invalid_input',
								'note'  => 'Nothing to change.',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return true|WP_Error True when the person may change every item.
	 */
	public static function can_run( array $input ): bool|WP_Error {
		$items = self::items( $input );
		return is_wp_error( $items ) ? $items : true;
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error Which items changed.
	 */
	public static function execute( array $input ): array|WP_Error {
		$items = self::items( $input );
		if ( is_wp_error( $items ) ) {
			return $items;
		}
		$result = array(
			'updated'   => array(),
			'unchanged' => array(),
		);
		foreach ( $items as $id => $values ) {
			$now     = Media_Fields::read( $id, array_keys( $values ) );
			$changes = array_diff_assoc( $values, $now );
			if ( array() === $changes ) {
				$result['unchanged'][] = $id;
				continue;
			}
			$written = Media_Fields::write( $id, $changes );
			if ( is_wp_error( $written ) ) {
				return Errors::failed( $written );
			}
			$result['updated'][] = $id;
		}
		return $result;
	}

	/**
	 * Every item, checked: each once, each one the person may change.
	 *
	 * @param array<string, mixed> $input Validated input.
	 * @return array<int, array<string, string>>|WP_Error Attachment ID => the fields it gets, as
	 *                                                    they will be stored.
	 */
	public static function items( array $input ): array|WP_Error {
		$items = array();
		foreach ( (array) ( $input['items'] ?? array() ) as $item ) {
			$id = (int) ( $item['id'] ?? 0 );
			if ( isset( $items[ $id ] ) ) {
				return Errors::invalid_input(
					sprintf(
						/* translators: %d: attachment ID. */
						__( 'Media item %d is listed twice: give each item once, with all its changes.', 'webmcp-abilities' ),
						$id
					)
				);
			}
			$attachment = Media_Access::editable( $id );
			if ( ! $attachment instanceof WP_Post ) {
				return $attachment;
			}
			$fields = Media_Fields::named_in( $item );
			if ( array() === $fields ) {
				return Errors::invalid_input( __( 'Each item needs a field to change: alt, title, caption or description.', 'webmcp-abilities' ) );
			}
			if ( in_array( 'alt', $fields, true ) && ! wp_attachment_is_image( $attachment ) ) {
				return Errors::invalid_input(
					sprintf(
						/* translators: %d: attachment ID. */
						__( 'Media item %d is not an image: it has no alt text.', 'webmcp-abilities' ),
						$id
					)
				);
			}
			// As they will be stored: an unchanged value is seen as unchanged, and the dialog shows
			// what the site will keep.
			$items[ $id ] = Media_Fields::from_agent( array_map( 'strval', array_intersect_key( $item, array_flip( $fields ) ) ) );
		}
		return $items;
	}
}
