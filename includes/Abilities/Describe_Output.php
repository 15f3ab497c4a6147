<?php
/**
 * The shape every describing ability returns: a title and labelled fields, as the person reads them.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Abilities;

defined( 'ABSPATH' ) || exit;

/**
 * `{ title, fields: [ { label, value } ], changes?: [ { label, parts: [ { change, text } ] } ] }`:
 * the confirmation dialog shows it as text, in this order; `changes` are texts the call rewrites,
 * as a diff (`Readable_Diff`), each part `same`, `removed` or `added`. Labels are translated here,
 * on the server, so any plugin's describing ability reads the same in the dialog.
 *
 * @internal
 * @since 0.1.0
 */
final class Describe_Output {

	/**
	 * @param string                                                         $title  What the object is called (a post's title, say).
	 * @param array<string, string>                                          $fields Translated label => value, in display order.
	 * @param array<string, array<int, array{change: string, text: string}>> $changes Translated
	 *        label => the diff of a text the call rewrites; texts it leaves alone are left out.
	 * @return array<string, mixed>
	 */
	public static function of( string $title, array $fields, array $changes = array() ): array {
		$rows = array();
		foreach ( $fields as $label => $value ) {
			$rows[] = array(
				'label' => (string) $label,
				'value' => $value,
			);
		}
		$described = array(
			'title'  => $title,
			'fields' => $rows,
		);
		foreach ( array_filter( $changes ) as $label => $parts ) {
			$described['changes'][] = array(
				'label' => (string) $label,
				'parts' => $parts,
			);
		}
		return $described;
	}

	/**
	 * @return array<string, mixed> JSON schema of `of()`'s result.
	 */
	public static function schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'title'   => array(
					'type'        => 'string',
					'description' => __( 'What the object is called, as it is now.', 'webmcp-abilities' ),
				),
				'fields'  => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'label' => array( 'type' => 'string' ),
							'value' => array( 'type' => 'string' ),
						),
						'required'   => array( 'label', 'value' ),
					),
				),
				'changes' => array(
					'type'        => 'array',
					'description' => __( 'Texts the call rewrites, each as a diff of what it is now and what it becomes.', 'webmcp-abilities' ),
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'label' => array( 'type' => 'string' ),
							'parts' => array(
								'type'  => 'array',
								'items' => array(
									'type'       => 'object',
									'properties' => array(
										'change' => array(
											'type' => 'string',
											'enum' => array( 'same', 'removed', 'added' ),
										),
										'text'   => array( 'type' => 'string' ),
									),
									'required'   => array( 'change', 'text' ),
								),
							),
						),
						'required'   => array( 'label', 'parts' ),
					),
				),
			),
			'required'   => array( 'title', 'fields' ),
		);
	}

	/**
	 * @param int $user_id A user ID.
	 * @return string Their display name, or a word saying nobody is known.
	 */
	public static function person( int $user_id ): string {
		$user = $user_id > 0 ? get_userdata( $user_id ) : false;
		return $user ? $user->display_name : __( 'Unknown', 'webmcp-abilities' );
	}

	/**
	 * @param int $timestamp A Unix timestamp.
	 * @return string The moment in the site's date and time format and time zone.
	 */
	public static function moment( int $timestamp ): string {
		return (string) wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $timestamp );
	}
}
