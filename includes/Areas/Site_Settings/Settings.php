<?php
/**
 * The site's settings an agent may read and change, each as its screen has it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Site_Settings;

use WebMCP_Abilities\Abilities\Agent_Text;
use WebMCP_Abilities\Abilities\Errors;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * One home for the settings: which screen each is on, the option it is stored in, its schema, its
 * name and how a person reads its value. Values are written with `update_option()`, as the
 * Settings screens save (`options.php`): WordPress sanitises each (`sanitize_option_*`) and fires
 * `update_option_*` for other plugins. What those screens refuse, these refuse first, so bad input
 * changes nothing.
 *
 * @internal
 * @since 0.8.0
 */
final class Settings {

	public const SECTIONS = array( 'general', 'reading', 'discussion', 'permalinks', 'privacy' );

	/** The settings shown but never changed here, and why (`read_only_reason()`). */
	public const READ_ONLY = array( 'admin_email', 'site_address', 'wordpress_address' );

	/** Checkbox options the screens store as '1' or ''. */
	private const CHECKBOXES = array(
		'comment_moderation'           => 'comment_moderation',
		'comment_previously_approved'  => 'comment_previously_approved',
		'comment_registration'         => 'comment_registration',
		'require_name_email'           => 'require_name_email',
		'close_comments_for_old_posts' => 'close_comments_for_old_posts',
		'thread_comments'              => 'thread_comments',
		'show_avatars'                 => 'show_avatars',
	);

	/** Settings stored as a number, by option. */
	private const NUMBERS = array( 'start_of_week', 'page_on_front', 'page_for_posts', 'posts_per_page', 'posts_per_rss', 'close_comments_days_old', 'thread_comments_depth', 'wp_page_for_privacy_policy' );

	/** The options a setting is stored in, when not one of its own name. */
	private const OPTIONS = array(
		'timezone'              => array( 'timezone_string', 'gmt_offset' ),
		'language'              => array( 'WPLANG' ),
		'feed_content'          => array( 'rss_use_excerpt' ),
		'discourage_search'     => array( 'blog_public' ),
		'comments_on_new_posts' => array( 'default_comment_status' ),
		'privacy_policy_page'   => array( 'wp_page_for_privacy_policy' ),
	);

	/**
	 * @return array<string, array{section: string, label: string, schema: array<string, mixed>}>
	 *         Each setting by the name tools use, in the screens' order.
	 */
	public static function fields(): array {
		$page = static fn ( string $description ): array => array(
			'type'        => 'integer',
			'minimum'     => 0,
			'description' => $description,
		);
		$yes  = static fn ( string $description ): array => array(
			'type'        => 'boolean',
			'description' => $description,
		);
		return array(
			'timezone'                     => array(
				'section' => 'general',
				'label'   => __( 'Time zone', 'webmcp-abilities' ),
				'schema'  => array(
					'type'        => 'string',
					'maxLength'   => 64,
					'description' => __( 'A city\'s time zone, such as "Europe/Lisbon", or "UTC", or an offset such as "UTC+5.5".', 'webmcp-abilities' ),
				),
			),
			'date_format'                  => array(
				'section' => 'general',
				'label'   => __( 'Date format', 'webmcp-abilities' ),
				'schema'  => array(
					'type'        => 'string',
					'minLength'   => 1,
					'maxLength'   => 50,
					'description' => __( 'PHP date format characters, such as "j F Y".', 'webmcp-abilities' ),
				),
			),
			'time_format'                  => array(
				'section' => 'general',
				'label'   => __( 'Time format', 'webmcp-abilities' ),
				'schema'  => array(
					'type'        => 'string',
					'minLength'   => 1,
					'maxLength'   => 50,
					'description' => __( 'PHP time format characters, such as "H:i".', 'webmcp-abilities' ),
				),
			),
			'start_of_week'                => array(
				'section' => 'general',
				'label'   => __( 'Week starts on', 'webmcp-abilities' ),
				'schema'  => array(
					'type'        => 'integer',
					'minimum'     => 0,
					'maximum'     => 6,
					'description' => __( '0 for Sunday, 1 for Monday, through 6 for Saturday.', 'webmcp-abilities' ),
				),
			),
			'language'                     => array(
				'section' => 'general',
				'label'   => __( 'Site language', 'webmcp-abilities' ),
				'schema'  => array(
					'type'        => 'string',
					'maxLength'   => 20,
					'pattern'     => '^[a-z]{2,3}(_[A-Z]{2})?(_[a-z0-9]+)?$',
					'description' => __( 'A locale installed on the site, such as "en_US" or "pt_PT" (get-settings lists them).', 'webmcp-abilities' ),
				),
			),
			'show_on_front'                => array(
				'section' => 'reading',
				'label'   => __( 'Your homepage displays', 'webmcp-abilities' ),
				'schema'  => array(
					'type'        => 'string',
					'enum'        => array( 'posts', 'page' ),
					'description' => __( '"posts" for the latest posts, "page" for a static page (page_on_front).', 'webmcp-abilities' ),
				),
			),
			'page_on_front'                => array(
				'section' => 'reading',
				'label'   => __( 'Homepage', 'webmcp-abilities' ),
				'schema'  => $page( __( 'ID of the published page shown as the homepage; 0 for none.', 'webmcp-abilities' ) ),
			),
			'page_for_posts'               => array(
				'section' => 'reading',
				'label'   => __( 'Posts page', 'webmcp-abilities' ),
				'schema'  => $page( __( 'ID of the published page that lists the posts; 0 for none.', 'webmcp-abilities' ) ),
			),
			// phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- The setting's name, not a query.
			'posts_per_page'               => array(
				'section' => 'reading',
				'label'   => __( 'Blog pages show at most', 'webmcp-abilities' ),
				'schema'  => array(
					'type'    => 'integer',
					'minimum' => 1,
					'maximum' => 500,
				),
			),
			'posts_per_rss'                => array(
				'section' => 'reading',
				'label'   => __( 'Syndication feeds show the most recent', 'webmcp-abilities' ),
				'schema'  => array(
					'type'    => 'integer',
					'minimum' => 1,
					'maximum' => 500,
				),
			),
			'feed_content'                 => array(
				'section' => 'reading',
				'label'   => __( 'For each post in a feed, include', 'webmcp-abilities' ),
				'schema'  => array(
					'type' => 'string',
					'enum' => array( 'full', 'excerpt' ),
				),
			),
			'discourage_search'            => array(
				'section' => 'reading',
				'label'   => __( 'Discourage search engines from indexing this site', 'webmcp-abilities' ),
				'schema'  => $yes( __( 'True asks search engines not to index the site.', 'webmcp-abilities' ) ),
			),
			'comments_on_new_posts'        => array(
				'section' => 'discussion',
				'label'   => __( 'Allow people to submit comments on new posts', 'webmcp-abilities' ),
				'schema'  => $yes( __( 'Whether new posts are open to comments.', 'webmcp-abilities' ) ),
			),
			'comment_moderation'           => array(
				'section' => 'discussion',
				'label'   => __( 'Comment must be manually approved', 'webmcp-abilities' ),
				'schema'  => $yes( '' ),
			),
			'comment_previously_approved'  => array(
				'section' => 'discussion',
				'label'   => __( 'Comment author must have a previously approved comment', 'webmcp-abilities' ),
				'schema'  => $yes( '' ),
			),
			'comment_registration'         => array(
				'section' => 'discussion',
				'label'   => __( 'Users must be registered and logged in to comment', 'webmcp-abilities' ),
				'schema'  => $yes( '' ),
			),
			'require_name_email'           => array(
				'section' => 'discussion',
				'label'   => __( 'Comment author must fill out name and email', 'webmcp-abilities' ),
				'schema'  => $yes( '' ),
			),
			'close_comments_for_old_posts' => array(
				'section' => 'discussion',
				'label'   => __( 'Automatically close comments on old posts', 'webmcp-abilities' ),
				'schema'  => $yes( __( 'Closes comments on posts older than close_comments_days_old.', 'webmcp-abilities' ) ),
			),
			'close_comments_days_old'      => array(
				'section' => 'discussion',
				'label'   => __( 'Close comments on posts older than (days)', 'webmcp-abilities' ),
				'schema'  => array(
					'type'    => 'integer',
					'minimum' => 0,
					'maximum' => 36500,
				),
			),
			'thread_comments'              => array(
				'section' => 'discussion',
				'label'   => __( 'Enable threaded (nested) comments', 'webmcp-abilities' ),
				'schema'  => $yes( '' ),
			),
			'thread_comments_depth'        => array(
				'section' => 'discussion',
				'label'   => __( 'Nested comments levels deep', 'webmcp-abilities' ),
				'schema'  => array(
					'type'    => 'integer',
					'minimum' => 2,
					'maximum' => 10,
				),
			),
			'show_avatars'                 => array(
				'section' => 'discussion',
				'label'   => __( 'Show avatars', 'webmcp-abilities' ),
				'schema'  => $yes( '' ),
			),
			'permalink_structure'          => array(
				'section' => 'permalinks',
				'label'   => __( 'Permalink structure', 'webmcp-abilities' ),
				'schema'  => array(
					'type'        => 'string',
					'maxLength'   => 200,
					'pattern'     => '^[A-Za-z0-9%_/.-]*$',
					'description' => __( 'Such as "/%postname%/" or "/%year%/%monthnum%/%postname%/"; empty for plain links (?p=123). Every post\'s address changes.', 'webmcp-abilities' ),
				),
			),
			'privacy_policy_page'          => array(
				'section' => 'privacy',
				'label'   => __( 'Privacy policy page', 'webmcp-abilities' ),
				'schema'  => $page( __( 'ID of the published page with the privacy policy; 0 for none.', 'webmcp-abilities' ) ),
			),
		);
	}

	/**
	 * @param string $key A setting.
	 * @return string[] The options it is stored in.
	 */
	public static function options_of( string $key ): array {
		return self::OPTIONS[ $key ] ?? array( $key );
	}

	/**
	 * @param string[] $keys Settings.
	 * @return array<string, string> Their options as stored now.
	 */
	public static function stored( array $keys ): array {
		$values = array();
		foreach ( $keys as $key ) {
			foreach ( self::options_of( $key ) as $option ) {
				$values[ $option ] = self::raw( $option );
			}
		}
		return $values;
	}

	/**
	 * @param string $option An option a setting is stored in.
	 * @return string Its value as stored, without the filters that stand in for it (the offset a
	 *                city's time zone implies), so undo compares and writes what is stored.
	 */
	public static function raw( string $option ): string {
		// WordPress stands a city's offset in for `gmt_offset` (`pre_option_gmt_offset`); the
		// autoloaded options hold what is stored.
		$value = 'gmt_offset' === $option ? ( wp_load_alloptions()[ $option ] ?? '' ) : get_option( $option, '' );
		return is_scalar( $value ) ? (string) $value : '';
	}

	/**
	 * @param string|null $section One screen's settings, or all.
	 * @return array<string, mixed> Each setting's value, as tools take it.
	 */
	public static function current( ?string $section = null ): array {
		$values = array();
		foreach ( self::fields() as $key => $field ) {
			if ( null === $section || $section === $field['section'] ) {
				$values[ $key ] = self::value( $key );
			}
		}
		return $values;
	}

	/**
	 * @param string $key A setting.
	 * @return mixed Its value now, as tools take it.
	 */
	public static function value( string $key ): mixed {
		switch ( $key ) {
			case 'timezone':
				$city = (string) get_option( 'timezone_string' );
				return '' !== $city ? $city : self::offset_name( (float) self::raw( 'gmt_offset' ) );
			case 'language':
				$locale = (string) get_option( 'WPLANG' );
				return '' === $locale ? 'en_US' : $locale;
			case 'feed_content':
				return '1' === self::raw( 'rss_use_excerpt' ) ? 'excerpt' : 'full';
			case 'discourage_search':
				return '0' === self::raw( 'blog_public' );
			case 'comments_on_new_posts':
				return 'open' === get_option( 'default_comment_status' );
		}
		$option = self::options_of( $key )[0];
		if ( isset( self::CHECKBOXES[ $key ] ) ) {
			return '1' === self::raw( $option );
		}
		if ( in_array( $option, self::NUMBERS, true ) ) {
			return (int) self::raw( $option );
		}
		return self::raw( $option );
	}

	/**
	 * @return array<string, array{value: string, why: string}> What is shown but not changed here.
	 */
	public static function read_only(): array {
		return array(
			'admin_email'       => array(
				'value' => (string) get_option( 'admin_email' ),
				'why'   => __( 'WordPress confirms a new administration e-mail by mail to that address: change it in Settings > General.', 'webmcp-abilities' ),
			),
			'site_address'      => array(
				'value' => home_url(),
				'why'   => __( 'A wrong address locks everyone out of the site: change it in Settings > General.', 'webmcp-abilities' ),
			),
			'wordpress_address' => array(
				'value' => site_url(),
				'why'   => __( 'A wrong address locks everyone out of the site: change it in Settings > General.', 'webmcp-abilities' ),
			),
		);
	}

	/**
	 * @return string[] The locales the site may switch to: English and those installed.
	 */
	public static function languages(): array {
		return array_values( array_unique( array_merge( array( 'en_US' ), get_available_languages() ) ) );
	}

	/**
	 * @param array<string, mixed> $input The settings to change, as a call gives them.
	 * @return array<string, mixed>|WP_Error Each known setting, checked against its schema and
	 *                                       sanitised by it ("false" is false), or why not.
	 */
	public static function checked( array $input ): array|WP_Error {
		foreach ( self::READ_ONLY as $key ) {
			if ( array_key_exists( $key, $input ) ) {
				return Errors::invalid_input(
					/* translators: 1: a setting such as admin_email, 2: why it cannot be changed here. */
					sprintf( __( '%1$s cannot be changed by an agent. %2$s', 'webmcp-abilities' ), $key, self::read_only()[ $key ]['why'] )
				);
			}
		}
		$checked = array();
		foreach ( $input as $key => $value ) {
			$field = self::fields()[ $key ] ?? null;
			if ( null === $field ) {
				/* translators: 1: what the agent gave, 2: the settings' names. */
				return Errors::invalid_input( sprintf( __( 'There is no setting "%1$s" here. Settings: %2$s.', 'webmcp-abilities' ), Agent_Text::text( (string) $key ), implode( ', ', array_keys( self::fields() ) ) ) );
			}
			$valid = rest_validate_value_from_schema( $value, $field['schema'], (string) $key );
			if ( is_wp_error( $valid ) ) {
				return Errors::invalid_input( $valid->get_error_message() );
			}
			$checked[ $key ] = rest_sanitize_value_from_schema( $value, $field['schema'], (string) $key );
		}
		return $checked;
	}

	/**
	 * Checks a change as a whole, before anything is written.
	 *
	 * @param array<string, mixed> $input The settings to change, as a call gives them.
	 * @return array<string, string>|WP_Error Each option to write and its value, or why not.
	 */
	public static function writes( array $input ): array|WP_Error {
		$input = self::checked( $input );
		if ( is_wp_error( $input ) ) {
			return $input;
		}
		$error = self::refused( $input, array_merge( self::current(), $input ) );
		if ( null !== $error ) {
			return $error;
		}
		$writes = array();
		foreach ( $input as $key => $value ) {
			$writes += self::to_options( (string) $key, $value );
		}
		return $writes;
	}

	/**
	 * @param array<string, mixed> $input The settings to change.
	 * @param array<string, mixed> $after Every setting as the change would leave it.
	 */
	private static function refused( array $input, array $after ): ?WP_Error {
		if ( isset( $input['timezone'] ) && ! self::is_time_zone( (string) $input['timezone'] ) ) {
			/* translators: %s: what the agent gave. */
			return Errors::invalid_input( sprintf( __( '"%s" is no time zone WordPress knows: give a city\'s, such as "Europe/Lisbon", or "UTC", or an offset such as "UTC+1".', 'webmcp-abilities' ), Agent_Text::text( (string) $input['timezone'] ) ) );
		}
		if ( isset( $input['language'] ) && ! in_array( $input['language'], self::languages(), true ) ) {
			/* translators: %s: the installed locales. */
			return Errors::invalid_input( sprintf( __( 'That language is not installed on this site. Installed: %s.', 'webmcp-abilities' ), implode( ', ', self::languages() ) ) );
		}
		foreach ( array( 'date_format', 'time_format' ) as $key ) {
			if ( isset( $input[ $key ] ) && '' === trim( Agent_Text::text( (string) $input[ $key ] ) ) ) {
				/* translators: %s: date_format or time_format. */
				return Errors::invalid_input( sprintf( __( '%s needs format characters, such as "j F Y".', 'webmcp-abilities' ), $key ) );
			}
		}
		foreach ( array( 'page_on_front', 'page_for_posts', 'privacy_policy_page' ) as $key ) {
			$id = (int) ( $input[ $key ] ?? 0 );
			if ( $id > 0 && ! self::is_published_page( $id ) ) {
				return Errors::invalid_input(
					/* translators: 1: a setting, 2: a page ID. */
					sprintf( __( '%1$s must be a published page: %2$d is not one. Use find-posts with type "page" to find one.', 'webmcp-abilities' ), $key, $id )
				);
			}
		}
		if ( 'page' === $after['show_on_front'] && 0 === (int) $after['page_on_front'] ) {
			return Errors::invalid_input( __( 'A static homepage needs a page: give page_on_front too.', 'webmcp-abilities' ) );
		}
		if ( 'page' === $after['show_on_front'] && (int) $after['page_on_front'] === (int) $after['page_for_posts'] ) {
			return Errors::invalid_input( __( 'The homepage and the posts page must be different pages.', 'webmcp-abilities' ) );
		}
		if ( isset( $input['permalink_structure'] ) && ! self::is_permalink_structure( (string) $input['permalink_structure'] ) ) {
			return Errors::invalid_input( __( 'A permalink structure needs at least one tag, such as /%postname%/ (or is empty, for plain links), and no spaces.', 'webmcp-abilities' ) );
		}
		return null;
	}

	/**
	 * @param string $key   A setting.
	 * @param mixed  $value Its new value, checked.
	 * @return array<string, string> The options it writes, as the screen stores them.
	 */
	private static function to_options( string $key, mixed $value ): array {
		switch ( $key ) {
			case 'timezone':
				// As `options.php` stores a time zone: an offset goes to `gmt_offset`.
				if ( preg_match( '/^UTC([+-]\d{1,2}(?:\.(?:25|5|75))?)$/', (string) $value, $offset ) ) {
					return array(
						'timezone_string' => '',
						'gmt_offset'      => (string) (float) $offset[1],
					);
				}
				return array(
					'timezone_string' => (string) $value,
					'gmt_offset'      => '',
				);
			case 'language':
				return array( 'WPLANG' => 'en_US' === $value ? '' : (string) $value );
			case 'feed_content':
				return array( 'rss_use_excerpt' => 'excerpt' === $value ? '1' : '0' );
			case 'discourage_search':
				return array( 'blog_public' => $value ? '0' : '1' );
			case 'comments_on_new_posts':
				return array( 'default_comment_status' => $value ? 'open' : 'closed' );
			case 'date_format':
			case 'time_format':
				return array( $key => Agent_Text::text( (string) $value ) );
			case 'permalink_structure':
				return array( $key => self::permalink_structure( (string) $value ) );
		}
		$option = self::options_of( $key )[0];
		if ( isset( self::CHECKBOXES[ $key ] ) ) {
			return array( $option => $value ? '1' : '' );
		}
		return array( $option => (string) $value );
	}

	/**
	 * Writes options as the Settings screens do; a new permalink structure flushes the rewrite
	 * rules, as Settings > Permalinks does.
	 *
	 * @param array<string, string> $writes Each option and its value.
	 */
	public static function write( array $writes ): void {
		foreach ( $writes as $option => $value ) {
			if ( 'permalink_structure' === $option ) {
				global $wp_rewrite;
				$wp_rewrite->set_permalink_structure( $value );
				flush_rewrite_rules();
				continue;
			}
			update_option( $option, $value );
		}
	}

	/**
	 * @param string $key   A setting.
	 * @param mixed  $value Its value, as tools take it.
	 * @return string The value as a person reads it.
	 */
	public static function shown( string $key, mixed $value ): string {
		if ( is_bool( $value ) ) {
			return $value ? __( 'on', 'webmcp-abilities' ) : __( 'off', 'webmcp-abilities' );
		}
		switch ( $key ) {
			case 'page_on_front':
			case 'page_for_posts':
			case 'privacy_policy_page':
				$page = get_post( (int) $value );
				/* translators: 1: a page's title, 2: its ID. */
				return $page instanceof WP_Post && (int) $value > 0 ? sprintf( __( '“%1$s” (page %2$d)', 'webmcp-abilities' ), wp_strip_all_tags( get_the_title( $page ) ), $page->ID ) : __( 'none', 'webmcp-abilities' );
			case 'show_on_front':
				return 'page' === $value ? __( 'A static page', 'webmcp-abilities' ) : __( 'Your latest posts', 'webmcp-abilities' );
			case 'start_of_week':
				global $wp_locale;
				return (string) $wp_locale->get_weekday( (int) $value );
			case 'permalink_structure':
				return '' === $value ? __( 'Plain (?p=123)', 'webmcp-abilities' ) : (string) $value;
		}
		return (string) $value;
	}

	/**
	 * @param string $key A setting.
	 * @return string The screen it is on, as a wp-admin address.
	 */
	public static function screen_url( string $key ): string {
		$section = self::fields()[ $key ]['section'] ?? 'general';
		return admin_url(
			array(
				'general'    => 'options-general.php',
				'reading'    => 'options-reading.php',
				'discussion' => 'options-discussion.php',
				'permalinks' => 'options-permalink.php',
				'privacy'    => 'options-privacy.php',
			)[ $section ]
		);
	}

	/**
	 * @param string $option An option a setting is stored in.
	 * @return string The setting, by the name tools use.
	 */
	public static function key_of( string $option ): string {
		foreach ( array_keys( self::fields() ) as $key ) {
			if ( in_array( $option, self::options_of( $key ), true ) ) {
				return $key;
			}
		}
		return $option;
	}

	/**
	 * @param string $value What the agent gave.
	 */
	private static function is_time_zone( string $value ): bool {
		if ( preg_match( '/^UTC([+-]\d{1,2}(?:\.(?:25|5|75))?)$/', $value, $offset ) ) {
			return abs( (float) $offset[1] ) <= 14;
		}
		return in_array( $value, timezone_identifiers_list( \DateTimeZone::ALL_WITH_BC ), true );
	}

	/**
	 * @param float $offset Hours from UTC.
	 * @return string It as the screen names it: "UTC", "UTC+1", "UTC-5.5".
	 */
	private static function offset_name( float $offset ): string {
		if ( 0.0 === $offset ) {
			return 'UTC';
		}
		return 'UTC' . ( $offset > 0 ? '+' : '-' ) . ( (string) abs( $offset ) );
	}

	/**
	 * @param int $id A post ID.
	 */
	private static function is_published_page( int $id ): bool {
		$page = get_post( $id );
		return $page instanceof WP_Post && 'page' === $page->post_type && 'publish' === $page->post_status;
	}

	/**
	 * @param string $value What the agent gave.
	 */
	private static function is_permalink_structure( string $value ): bool {
		return '' === $value || 1 === preg_match( '/%[a-z_]+%/', $value );
	}

	/**
	 * @param string $value A structure, checked.
	 * @return string It as Settings > Permalinks stores it: from the root, `/index.php` first on
	 *                servers without pretty links.
	 */
	private static function permalink_structure( string $value ): string {
		if ( '' === $value ) {
			return '';
		}
		global $wp_rewrite;
		require_once ABSPATH . 'wp-admin/includes/misc.php';
		$value = '/' . ltrim( $value, '/' );
		if ( ! got_url_rewrite() && ! str_starts_with( $value, '/' . $wp_rewrite->index ) ) {
			$value = '/' . $wp_rewrite->index . $value;
		}
		return $value;
	}
}
