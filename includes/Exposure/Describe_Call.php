<?php
/**
 * The `webmcp-abilities/describe-call` ability: what another plugin's consequential call would
 * do, in words, for the person asked to confirm it, when that plugin names no describer.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Exposure;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Agent_Text;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Describe_Output;
use WebMCP_Abilities\Abilities\Errors;
use WP_Ability;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * A registered, read-only ability taking `{ ability, input }` rather than a PHP class the
 * bridge cannot reach or a new describe contract: the bridge already runs describe steps as
 * abilities over REST (with the step marked, counted and its refusals logged, `Agent_Call`), so
 * a call whose ability names no `meta.webmcp.describe` is described through this one with no new
 * route and no help from its plugin. Plugins that know their objects better name their own
 * describer (docs/plugin-developers.md), which always wins.
 *
 * It is exactly as strict as the call: the described ability's own input check and
 * `check_permissions()` run first, and their refusal is this one's (`not_found` for an ability
 * that cannot be called over REST, `invalid_input`, `access_denied`), so it never describes a
 * call that would not run nor tells more than the call could. Every word in the answer is the
 * site's (schema titles, post, user and status names) or the agent's, as text.
 *
 * @internal
 * @since 0.10.0
 */
final class Describe_Call {

	public const NAME = 'webmcp-abilities/describe-call';

	/** An agent's text shown past this is cut: the dialog is read, not scrolled. */
	private const TEXT_CHARS = 300;

	/** Registers it on `wp_abilities_api_init`. */
	public static function register(): void {
		wp_register_ability( self::NAME, self::definition() );
	}

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe call', 'webmcp-abilities' ),
			'description'         => __( 'Describes what a call to another plugin\'s ability would do (its fields in words, the objects its ids name, before → after), for the person asked to confirm it. Refused as the call itself would be.', 'webmcp-abilities' ),
			'category'            => Categories::SITE,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'ability' => array(
						'type'        => 'string',
						'pattern'     => '^[a-z0-9-]+/[a-z0-9-]+$',
						'description' => __( 'The name of the ability called.', 'webmcp-abilities' ),
					),
					'input'   => array(
						'type'        => 'object',
						'description' => __( 'The exact input of that call.', 'webmcp-abilities' ),
					),
				),
				'required'             => array( 'ability' ),
				'additionalProperties' => false,
			),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @param array<string, mixed> $input `{ ability, input }`.
	 * @return true|WP_Error The described call's own answer: whether it could run, for this person, with this input.
	 */
	public static function can_run( array $input ): bool|WP_Error {
		$call = self::call( $input );
		return is_wp_error( $call ) ? $call : true;
	}

	/**
	 * @param array<string, mixed> $input `{ ability, input }`.
	 * @return array<string, mixed>|WP_Error The description.
	 */
	public static function execute( array $input ): array|WP_Error {
		$call = self::call( $input );
		if ( is_wp_error( $call ) ) {
			return $call;
		}
		list( $ability, $call_input ) = $call;
		$subject                      = Named_Ids::subject( $ability->get_name() );
		$properties                   = Input_Labels::properties( $ability->get_input_schema(), $call_input );
		$id                           = is_int( $call_input['id'] ?? null ) ? $call_input['id'] : 0;
		$post                         = null === $subject ? null : Named_Ids::readable_post( $subject, $id );
		$fields                       = array();
		foreach ( $call_input as $key => $value ) {
			$schema = is_array( $properties[ $key ] ?? null ) ? $properties[ $key ] : array();
			$label  = Input_Labels::label( (string) $key, $schema );
			$after  = self::value( (string) $key, $value, $schema, $subject );
			$before = null === $post || 'id' === $key ? null : Object_Fields::before( $post, (string) $key );
			if ( null !== $before && 'status' === $key && is_string( $value ) && null === Input_Labels::meaning( $schema, $value ) ) {
				$after = Object_Fields::status_label( $value );
			}
			$fields[ $label ] = null === $before ? $after : sprintf(
				/* translators: 1: a field's value now, 2: its value after the call. */
				__( '%1$s → %2$s', 'webmcp-abilities' ),
				$before,
				$after
			);
		}
		$title = null === $post ? $ability->get_label() : (string) Named_Ids::name( (string) $subject, $post->ID );
		return Describe_Output::of( $title, $fields );
	}

	/**
	 * @param array<string, mixed> $input `{ ability, input }`.
	 * @return array{0: WP_Ability, 1: array<string, mixed>}|WP_Error The ability and its input as
	 *         its run would take them, or the call's own refusal.
	 */
	private static function call( array $input ): array|WP_Error {
		$ability = wp_has_ability( (string) $input['ability'] ) ? wp_get_ability( (string) $input['ability'] ) : null;
		if ( ! $ability instanceof WP_Ability || true !== $ability->get_meta_item( 'show_in_rest' ) ) {
			return Errors::not_found( __( 'No ability of that name can be called here.', 'webmcp-abilities' ) );
		}
		$call_input = $ability->normalize_input( $input['input'] ?? null );
		if ( is_wp_error( $call_input ) || is_wp_error( $ability->validate_input( $call_input ) ) ) {
			$why = is_wp_error( $call_input ) ? $call_input : $ability->validate_input( $call_input );
			return Errors::invalid_input( $why instanceof WP_Error ? $why->get_error_message() : '' );
		}
		// Typed as the run route types it: a describe step's input comes in an address, as text.
		$call_input = rest_sanitize_value_from_schema( $call_input, $ability->get_input_schema(), 'input' );
		if ( is_wp_error( $call_input ) ) {
			return Errors::invalid_input( $call_input->get_error_message() );
		}
		$allowed = $ability->check_permissions( $call_input );
		if ( true !== $allowed ) {
			return self::refusal( $allowed );
		}
		return array( $ability, is_array( $call_input ) ? $call_input : array() );
	}

	/**
	 * @param bool|WP_Error $denied What the ability's permission check answered, when not `true`.
	 * @return WP_Error The same refusal, with the stable code its status stands for.
	 */
	private static function refusal( bool|WP_Error $denied ): WP_Error {
		$message = is_wp_error( $denied ) && '' !== $denied->get_error_message() ? $denied->get_error_message() : __( 'You may not make this call.', 'webmcp-abilities' );
		$data    = is_wp_error( $denied ) ? $denied->get_error_data() : null;
		$status  = is_array( $data ) ? (int) ( $data['status'] ?? 0 ) : 0;
		if ( 404 === $status ) {
			return Errors::not_found( $message );
		}
		return 400 === $status ? Errors::invalid_input( $message ) : Errors::access_denied( $message );
	}

	/**
	 * @param string               $key     The input's key.
	 * @param mixed                $value   Its value.
	 * @param array<string, mixed> $schema  Its schema.
	 * @param string|null          $subject The ability's subject noun.
	 * @return string The value as the person reads it: an id as its object's name where they may
	 *                read it, an enum value as its meaning, the agent's text as text.
	 */
	private static function value( string $key, $value, array $schema, ?string $subject ): string {
		$noun = Named_Ids::noun( $key, $subject );
		if ( null !== $noun && ( is_int( $value ) || ( is_array( $value ) && array_is_list( $value ) && array() !== $value && array_filter( $value, 'is_int' ) === $value ) ) ) {
			return implode( ', ', array_map( static fn ( int $id ): string => self::named( $noun, $id ), (array) $value ) );
		}
		$meaning = Input_Labels::meaning( $schema, $value );
		if ( null !== $meaning ) {
			return $meaning;
		}
		if ( is_bool( $value ) ) {
			return $value ? __( 'Yes', 'webmcp-abilities' ) : __( 'No', 'webmcp-abilities' );
		}
		if ( is_array( $value ) ) {
			$value = array_is_list( $value ) && array_filter( $value, 'is_scalar' ) === $value ? implode( ', ', array_map( 'strval', $value ) ) : (string) wp_json_encode( $value );
		}
		$text = Agent_Text::text( (string) $value );
		return mb_strlen( $text ) > self::TEXT_CHARS ? mb_substr( $text, 0, self::TEXT_CHARS ) . '…' : $text;
	}

	/**
	 * @param string $noun What the id names.
	 * @param int    $id   The id.
	 * @return string "Name (#12)" where the person may read it, else "12".
	 */
	private static function named( string $noun, int $id ): string {
		$name = Named_Ids::name( $noun, $id );
		return null === $name ? (string) $id : sprintf(
			/* translators: 1: an object's name, 2: its ID. */
			__( '%1$s (#%2$d)', 'webmcp-abilities' ),
			$name,
			$id
		);
	}
}
