<?php
/**
 * The site owner's choices: whether agents get tools at all, the per-page cap, and a choice per
 * ability. One option, registered with a schema so core's `/wp/v2/settings` saves it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Settings;

use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Exposure\Page_Tools;

defined( 'ABSPATH' ) || exit;

/**
 * Storage and validation only; the screen is `Settings_Page`, the decisions `Exposure_Policy`.
 *
 * @internal
 * @since 0.1.0
 */
final class Settings {

	/** A capability the owner may gate a tool on: as core and plugins name them. */
	private const CAPABILITY_PATTERN = '^[a-z0-9_-]{1,64}$';

	/**
	 * Headers a proxy or CDN puts the visitor's address in, that the owner may name (the empty
	 * string: the connection's own address).
	 */
	public const ADDRESS_HEADERS = array( '', 'X-Forwarded-For', 'X-Real-IP', 'CF-Connecting-IP', 'True-Client-IP', 'Fastly-Client-IP' );

	/** The most visitor calls a minute the owner may allow all visitors together. */
	public const MAX_VISITOR_CEILING = 100000;

	/** The longest a proposal may wait, in days. */
	public const MAX_EXPIRY_DAYS = 90;

	/** The most proposals a day the owner may allow one person. */
	public const MAX_DAILY_PROPOSALS = 10000;

	/** The shortest and longest a confirmation may wait for the person, in seconds. */
	public const CONFIRM_WAIT_RANGE = array( 10, 600 );

	/**
	 * The most megabytes the owner may let an agent upload as data: the file travels inside one
	 * call's JSON, base64 (a third larger), and is held in memory whole.
	 */
	public const MAX_DATA_UPLOAD_MB = 20;

	/**
	 * @var array<int, array{enabled: bool, max_tools: int, abilities: array<string, bool>, gates: array<string, string>, assistant: array{enabled: bool, capability: string}, public_site: array{enabled: bool, search_form: bool, comment_form: bool, address_header: string, visitor_ceiling: int}, destructive_grants: bool, proposals: array{enabled: bool, approval: array<string, array<int, string>>, expiry_days: int, daily_limit: int, self_approval: bool}, desktop: array{confirm_wait: int, relay: bool, relay_port: int}, media: array{data_upload_mb: int}}>
	 *      The settings read in this request, by site.
	 */
	private static array $read = array();

	/**
	 * Runs on `init`, so both wp-admin and REST know the setting.
	 *
	 * @since 0.1.0
	 */
	public static function register(): void {
		foreach ( array( 'add_option_', 'update_option_', 'delete_option_' ) as $change ) {
			add_action( $change . Contract::settings_option(), array( self::class, 'forget' ) );
		}
		register_setting(
			'webmcp_abilities',
			Contract::settings_option(),
			array(
				'type'              => 'object',
				'label'             => __( 'WebMCP Abilities', 'webmcp-abilities' ),
				'description'       => __( 'Which abilities AI agents are offered as WebMCP tools, in wp-admin and on the public site.', 'webmcp-abilities' ),
				'default'           => self::defaults(),
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'show_in_rest'      => array( 'schema' => self::schema() ),
			)
		);
	}

	/**
	 * @return array{enabled: bool, max_tools: int, abilities: array<string, bool>, gates: array<string, string>, assistant: array{enabled: bool, capability: string}, public_site: array{enabled: bool, search_form: bool, comment_form: bool, address_header: string, visitor_ceiling: int}, destructive_grants: bool, proposals: array{enabled: bool, approval: array<string, array<int, string>>, expiry_days: int, daily_limit: int, self_approval: bool}, desktop: array{confirm_wait: int, relay: bool, relay_port: int}, media: array{data_upload_mb: int}}
	 */
	public static function defaults(): array {
		return array(
			'enabled'            => true,
			'max_tools'          => Page_Tools::DEFAULT_MAX_TOOLS,
			'abilities'          => array(),
			'gates'              => array(),
			// Site content goes to a third-party model: off until the owner switches it on.
			'assistant'          => array(
				'enabled'    => false,
				'capability' => 'manage_options',
			),
			// What the site shows any visitor anyway, and nothing for a browser without WebMCP.
			'public_site'        => array(
				'enabled'         => true,
				'search_form'     => true,
				'comment_form'    => true,
				'address_header'  => '',
				'visitor_ceiling' => 600,
			),
			// One click allowing twenty trashes or spam flags is the owner's choice to make.
			'destructive_grants' => false,
			// Calls a person may not run go for approval by someone who may.
			'proposals'          => array(
				'enabled'       => true,
				'approval'      => array(),
				'expiry_days'   => 7,
				'daily_limit'   => 50,
				'self_approval' => false,
			),
			// A desktop agent's tools (chrome-devtools-mcp) cannot tell the page they gave up on a
			// call, and MCP clients stop waiting after 60 s by default: a dialog nobody answers
			// closes before that, so nothing runs after the agent left. The relay is off until the
			// owner allows it; each person then opts in on their profile.
			'desktop'            => array(
				'confirm_wait' => Contract::confirm_wait_default(),
				'relay'        => false,
				'relay_port'   => 9333,
			),
			// An agent's own image (a chart it drew, say) as data: small ones only, until the
			// owner allows more; 0 refuses every upload from data.
			'media'              => array(
				'data_upload_mb' => 2,
			),
		);
	}

	/**
	 * @return array<string, mixed> JSON schema of the option, for REST.
	 */
	private static function schema(): array {
		return array(
			'type'                 => 'object',
			'properties'           => array(
				'enabled'            => array( 'type' => 'boolean' ),
				'max_tools'          => array(
					'type'    => 'integer',
					'minimum' => 0,
					// The most tools a page may offer, whatever the owner asks.
					'maximum' => Contract::max_tools_limit(),
				),
				'abilities'          => array(
					'type'                 => 'object',
					'description'          => __( 'The owner\'s choice per ability name: offered (true) or not (false). Abilities not listed follow their own default.', 'webmcp-abilities' ),
					'additionalProperties' => array( 'type' => 'boolean' ),
				),
				'gates'              => array(
					'type'                 => 'object',
					'description'          => __( 'The owner\'s gate per ability name: a capability a person needs, besides the ability\'s own, to be offered its tool.', 'webmcp-abilities' ),
					'additionalProperties' => array(
						'type'    => 'string',
						'pattern' => self::CAPABILITY_PATTERN,
					),
				),
				'assistant'          => array(
					'type'                 => 'object',
					'description'          => __( 'The site\'s own assistant in wp-admin: whether it is on, and the capability a person needs to use it.', 'webmcp-abilities' ),
					'properties'           => array(
						'enabled'    => array( 'type' => 'boolean' ),
						'capability' => array(
							'type'    => 'string',
							'pattern' => self::CAPABILITY_PATTERN,
						),
					),
					'additionalProperties' => false,
				),
				'public_site'        => array(
					'type'                 => 'object',
					'description'          => __( 'Visitors\' agents on the public site: whether they get tools, whether the search and comment forms are tools, the header a trusted proxy puts the visitor\'s address in, and the most calls a minute all visitors together may make.', 'webmcp-abilities' ),
					'properties'           => array(
						'enabled'         => array( 'type' => 'boolean' ),
						'search_form'     => array( 'type' => 'boolean' ),
						'comment_form'    => array( 'type' => 'boolean' ),
						'address_header'  => array(
							'type' => 'string',
							'enum' => self::ADDRESS_HEADERS,
						),
						'visitor_ceiling' => array(
							'type'    => 'integer',
							'minimum' => 1,
							'maximum' => self::MAX_VISITOR_CEILING,
						),
					),
					'additionalProperties' => false,
				),
				'proposals'          => array(
					'type'                 => 'object',
					'description'          => __( 'Proposals: whether an agent\'s call a person may not run can go for approval, the roles whose calls of an ability always wait for approval, how many days a proposal waits, how many a person may send a day, and whether someone may approve their own.', 'webmcp-abilities' ),
					'properties'           => array(
						'enabled'       => array( 'type' => 'boolean' ),
						'approval'      => array(
							'type'                 => 'object',
							'additionalProperties' => array(
								'type'  => 'array',
								'items' => array(
									'type'    => 'string',
									'pattern' => self::CAPABILITY_PATTERN,
								),
							),
						),
						'expiry_days'   => array(
							'type'    => 'integer',
							'minimum' => 1,
							'maximum' => self::MAX_EXPIRY_DAYS,
						),
						'daily_limit'   => array(
							'type'    => 'integer',
							'minimum' => 0,
							'maximum' => self::MAX_DAILY_PROPOSALS,
						),
						'self_approval' => array( 'type' => 'boolean' ),
					),
					'additionalProperties' => false,
				),
				'desktop'            => array(
					'type'                 => 'object',
					'properties'           => array(
						'confirm_wait' => array(
							'type'    => 'integer',
							'minimum' => self::CONFIRM_WAIT_RANGE[0],
							'maximum' => self::CONFIRM_WAIT_RANGE[1],
						),
						'relay'        => array( 'type' => 'boolean' ),
						'relay_port'   => array(
							'type'    => 'integer',
							'minimum' => 1024,
							'maximum' => 65535,
						),
					),
					'additionalProperties' => false,
				),
				'media'              => array(
					'type'                 => 'object',
					'description'          => __( 'Uploads to the media library: the largest image, in megabytes, an agent may upload from data it holds (0: none).', 'webmcp-abilities' ),
					'properties'           => array(
						'data_upload_mb' => array(
							'type'    => 'integer',
							'minimum' => 0,
							'maximum' => self::MAX_DATA_UPLOAD_MB,
						),
					),
					'additionalProperties' => false,
				),
				'destructive_grants' => array(
					'type'        => 'boolean',
					'description' => __( 'Whether a person may let a tool trash or mark as spam many times with one click (a grant for bulk work). Off: each such call is confirmed on its own.', 'webmcp-abilities' ),
				),
			),
			'additionalProperties' => false,
		);
	}

	/**
	 * @since 0.1.0
	 *
	 * @param mixed $value What is being saved.
	 * @return array{enabled: bool, max_tools: int, abilities: array<string, bool>, gates: array<string, string>, assistant: array{enabled: bool, capability: string}, public_site: array{enabled: bool, search_form: bool, comment_form: bool, address_header: string, visitor_ceiling: int}, destructive_grants: bool, proposals: array{enabled: bool, approval: array<string, array<int, string>>, expiry_days: int, daily_limit: int, self_approval: bool}, desktop: array{confirm_wait: int, relay: bool, relay_port: int}, media: array{data_upload_mb: int}}
	 */
	public static function sanitize( $value ): array {
		$value    = is_array( $value ) ? $value : array();
		$defaults = self::defaults();
		$choices  = array();
		foreach ( (array) ( $value['abilities'] ?? array() ) as $name => $offered ) {
			if ( self::is_ability_name( $name ) ) {
				$choices[ $name ] = (bool) $offered;
			}
		}
		$gates = array();
		foreach ( (array) ( $value['gates'] ?? array() ) as $name => $capability ) {
			if ( self::is_ability_name( $name ) && self::is_capability_name( $capability ) ) {
				$gates[ $name ] = $capability;
			}
		}
		return array(
			'enabled'            => (bool) ( $value['enabled'] ?? $defaults['enabled'] ),
			'max_tools'          => min( Contract::max_tools_limit(), absint( $value['max_tools'] ?? $defaults['max_tools'] ) ),
			'abilities'          => $choices,
			'gates'              => $gates,
			'assistant'          => self::sanitize_assistant( $value['assistant'] ?? array(), $defaults['assistant'] ),
			'public_site'        => self::sanitize_public_site( $value['public_site'] ?? array(), $defaults['public_site'] ),
			'destructive_grants' => (bool) ( $value['destructive_grants'] ?? $defaults['destructive_grants'] ),
			'proposals'          => self::sanitize_proposals( $value['proposals'] ?? array(), $defaults['proposals'] ),
			'desktop'            => self::sanitize_desktop( $value['desktop'] ?? array(), $defaults['desktop'] ),
			'media'              => self::sanitize_media( $value['media'] ?? array(), $defaults['media'] ),
		);
	}

	/**
	 * @param mixed                                                  $value    The stored or sent desktop agent settings.
	 * @param array{confirm_wait: int, relay: bool, relay_port: int} $defaults Their defaults.
	 * @return array{confirm_wait: int, relay: bool, relay_port: int}
	 */
	private static function sanitize_desktop( $value, array $defaults ): array {
		$value = is_array( $value ) ? $value : array();
		$wait  = $value['confirm_wait'] ?? null;
		$port  = $value['relay_port'] ?? null;
		return array(
			'confirm_wait' => is_numeric( $wait ) ? max( self::CONFIRM_WAIT_RANGE[0], min( self::CONFIRM_WAIT_RANGE[1], (int) $wait ) ) : $defaults['confirm_wait'],
			'relay'        => (bool) ( $value['relay'] ?? $defaults['relay'] ),
			'relay_port'   => is_numeric( $port ) && (int) $port >= 1024 && (int) $port <= 65535 ? (int) $port : $defaults['relay_port'],
		);
	}

	/**
	 * @param mixed                                                                                                                      $value    The stored or sent proposal settings.
	 * @param array{enabled: bool, approval: array<string, array<int, string>>, expiry_days: int, daily_limit: int, self_approval: bool} $defaults Their defaults.
	 * @return array{enabled: bool, approval: array<string, array<int, string>>, expiry_days: int, daily_limit: int, self_approval: bool}
	 */
	private static function sanitize_proposals( $value, array $defaults ): array {
		$value    = is_array( $value ) ? $value : array();
		$approval = array();
		foreach ( (array) ( $value['approval'] ?? array() ) as $name => $roles ) {
			if ( self::is_ability_name( $name ) ) {
				$approval[ $name ] = array_values( array_filter( array_map( 'strval', (array) $roles ), array( self::class, 'is_capability_name' ) ) );
			}
		}
		$expiry = $value['expiry_days'] ?? null;
		$limit  = $value['daily_limit'] ?? null;
		return array(
			'enabled'       => (bool) ( $value['enabled'] ?? $defaults['enabled'] ),
			'approval'      => $approval,
			'expiry_days'   => is_numeric( $expiry ) ? max( 1, min( self::MAX_EXPIRY_DAYS, (int) $expiry ) ) : $defaults['expiry_days'],
			'daily_limit'   => is_numeric( $limit ) ? max( 0, min( self::MAX_DAILY_PROPOSALS, (int) $limit ) ) : $defaults['daily_limit'],
			'self_approval' => (bool) ( $value['self_approval'] ?? $defaults['self_approval'] ),
		);
	}

	/**
	 * @param mixed                                                                                                     $value    The stored or sent public site settings.
	 * @param array{enabled: bool, search_form: bool, comment_form: bool, address_header: string, visitor_ceiling: int} $defaults Their defaults.
	 * @return array{enabled: bool, search_form: bool, comment_form: bool, address_header: string, visitor_ceiling: int}
	 */
	private static function sanitize_public_site( $value, array $defaults ): array {
		$value   = is_array( $value ) ? $value : array();
		$header  = $value['address_header'] ?? null;
		$ceiling = $value['visitor_ceiling'] ?? null;
		return array(
			'enabled'         => (bool) ( $value['enabled'] ?? $defaults['enabled'] ),
			'search_form'     => (bool) ( $value['search_form'] ?? $defaults['search_form'] ),
			'comment_form'    => (bool) ( $value['comment_form'] ?? $defaults['comment_form'] ),
			'address_header'  => in_array( $header, self::ADDRESS_HEADERS, true ) ? $header : $defaults['address_header'],
			'visitor_ceiling' => is_numeric( $ceiling ) ? max( 1, min( self::MAX_VISITOR_CEILING, (int) $ceiling ) ) : $defaults['visitor_ceiling'],
		);
	}

	/**
	 * @param mixed                      $value    The stored or sent media settings.
	 * @param array{data_upload_mb: int} $defaults Their defaults.
	 * @return array{data_upload_mb: int}
	 */
	private static function sanitize_media( $value, array $defaults ): array {
		$value = is_array( $value ) ? $value : array();
		$size  = $value['data_upload_mb'] ?? null;
		return array(
			'data_upload_mb' => is_numeric( $size ) ? max( 0, min( self::MAX_DATA_UPLOAD_MB, (int) $size ) ) : $defaults['data_upload_mb'],
		);
	}

	/**
	 * @param mixed                                    $value    The stored or sent assistant settings.
	 * @param array{enabled: bool, capability: string} $defaults Their defaults.
	 * @return array{enabled: bool, capability: string}
	 */
	private static function sanitize_assistant( $value, array $defaults ): array {
		$value      = is_array( $value ) ? $value : array();
		$capability = $value['capability'] ?? null;
		return array(
			'enabled'    => (bool) ( $value['enabled'] ?? $defaults['enabled'] ),
			'capability' => self::is_capability_name( $capability ) ? $capability : $defaults['capability'],
		);
	}

	/**
	 * @return array{enabled: bool, max_tools: int, abilities: array<string, bool>, gates: array<string, string>, assistant: array{enabled: bool, capability: string}, public_site: array{enabled: bool, search_form: bool, comment_form: bool, address_header: string, visitor_ceiling: int}, destructive_grants: bool, proposals: array{enabled: bool, approval: array<string, array<int, string>>, expiry_days: int, daily_limit: int, self_approval: bool}, desktop: array{confirm_wait: int, relay: bool, relay_port: int}, media: array{data_upload_mb: int}} The saved settings.
	 */
	public static function get(): array {
		// Read a few times per ability when a page works out its tools, and `get_option()` costs
		// as much as the rest of that work: read and sanitised once per site and request, until
		// the option changes (`forget()`).
		self::$read[ get_current_blog_id() ] ??= self::sanitize( get_option( Contract::settings_option(), self::defaults() ) );
		return self::$read[ get_current_blog_id() ];
	}

	/**
	 * Runs when the option is added, updated or deleted.
	 *
	 * @since 0.1.0
	 */
	public static function forget(): void {
		self::$read = array();
	}

	/**
	 * @param string $ability_name An ability name.
	 * @return bool|null The owner's choice for it, or null when they made none.
	 */
	public static function choice( string $ability_name ): ?bool {
		return self::get()['abilities'][ $ability_name ] ?? null;
	}

	/**
	 * @param string $ability_name An ability name.
	 * @return string|null The capability the owner gated it on, or null when they set none.
	 */
	public static function gate( string $ability_name ): ?string {
		return self::get()['gates'][ $ability_name ] ?? null;
	}

	/**
	 * @param mixed $name A map key from what is being saved.
	 */
	private static function is_ability_name( $name ): bool {
		// Two segments on the server, up to four for browser-side abilities (`core/posts/find`).
		return is_string( $name ) && 1 === preg_match( Contract::ability_name_regex(), $name );
	}

	/**
	 * @param mixed $capability A capability from what is being saved.
	 * @phpstan-assert-if-true string $capability
	 */
	private static function is_capability_name( $capability ): bool {
		return is_string( $capability ) && 1 === preg_match( '/' . self::CAPABILITY_PATTERN . '/D', $capability );
	}
}
