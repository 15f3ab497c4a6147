<?php
/**
 * The table on the agent activity screen.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

use WP_List_Table;

defined( 'ABSPATH' ) || exit;

if ( ! class_exists( WP_List_Table::class ) ) {
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/**
 * Lists log entries, newest first, filtered by tool and outcome; people who cannot manage
 * options see only their own calls.
 *
 * @internal
 * @since 0.1.0
 */
final class Activity_List_Table extends WP_List_Table {

	private const PER_PAGE = 20;

	/**
	 * One table of calls, named for the screen's styles.
	 */
	public function __construct() {
		parent::__construct(
			array(
				'singular' => 'webmcp-abilities-activity',
				'plural'   => 'webmcp-abilities-activities',
				'ajax'     => false,
			)
		);
	}

	/**
	 * @return array<string, string>
	 */
	public function get_columns(): array {
		return array(
			'created_at'    => __( 'Time', 'webmcp-abilities' ),
			'user_id'       => __( 'Person', 'webmcp-abilities' ),
			'channel'       => __( 'Channel', 'webmcp-abilities' ),
			'tool'          => __( 'Tool', 'webmcp-abilities' ),
			'input_summary' => __( 'Input', 'webmcp-abilities' ),
			'outcome'       => __( 'Outcome', 'webmcp-abilities' ),
			'duration_ms'   => __( 'Duration', 'webmcp-abilities' ),
		);
	}

	/**
	 * @param string $name A filter's query argument.
	 * @return string The filter value from the query string, sanitised.
	 */
	private static function filter_value( string $name ): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only filters.
		return isset( $_GET[ $name ] ) ? sanitize_text_field( wp_unslash( $_GET[ $name ] ) ) : '';
	}

	/**
	 * @return int|null The one person whose entries this viewer sees, or null for everyone's.
	 */
	private static function scope(): ?int {
		return current_user_can( 'manage_options' ) ? null : get_current_user_id();
	}

	/**
	 * Reads the page of entries this viewer may see, with the filters applied.
	 */
	public function prepare_items(): void {
		$query = array(
			'tool'     => self::filter_value( 'tool' ),
			'outcome'  => self::filter_value( 'outcome' ),
			'per_page' => self::PER_PAGE,
			'page'     => $this->get_pagenum(),
		);
		$scope = self::scope();
		if ( null !== $scope ) {
			$query['user_id'] = $scope;
		}
		$result                = Activity_Log::query( $query );
		$this->items           = $result['items'];
		$this->_column_headers = array( $this->get_columns(), array(), array() );
		$this->set_pagination_args(
			array(
				'total_items' => $result['total'],
				'per_page'    => self::PER_PAGE,
			)
		);
	}

	/**
	 * @param object $item        A log entry.
	 * @param string $column_name The column.
	 */
	public function column_default( $item, $column_name ): string {
		switch ( $column_name ) {
			case 'created_at':
				return esc_html( get_date_from_gmt( $item->created_at, 'Y-m-d H:i:s' ) );
			case 'user_id':
				if ( 0 === (int) $item->user_id ) {
					return esc_html__( 'A visitor (logged out)', 'webmcp-abilities' );
				}
				$user = get_userdata( (int) $item->user_id );
				return esc_html( $user ? $user->display_name : __( 'Unknown', 'webmcp-abilities' ) );
			case 'channel':
				$channel = Activity_Log::CHANNEL_ASSISTANT === $item->channel ? __( 'Site assistant', 'webmcp-abilities' ) : __( 'Browser agent', 'webmcp-abilities' );
				return esc_html( $channel ) . ( '' === $item->model ? '' : '<br><small>' . esc_html( $item->model ) . '</small>' );
			case 'tool':
				if ( '' === $item->tool ) {
					return esc_html__( 'Model turn', 'webmcp-abilities' );
				}
				return '<code>' . esc_html( $item->tool ) . '</code><br><small>' . esc_html( $item->ability ) . '</small>';
			case 'input_summary':
				return '<code class="webmcp-abilities-input">' . esc_html( $item->input_summary ) . '</code>';
			case 'outcome':
				$outcome = '<span class="webmcp-abilities-outcome">' . esc_html( $item->outcome ) . '</span>';
				if ( Agent_Call_Recorder::UNFINISHED === $item->outcome ) {
					$outcome .= ' ' . esc_html__( 'The server stopped while the call ran: it may have run. Check the site.', 'webmcp-abilities' );
				}
				return $outcome;
			case 'duration_ms':
				/* translators: %d: milliseconds. */
				return esc_html( sprintf( __( '%d ms', 'webmcp-abilities' ), (int) $item->duration_ms ) );
		}
		return '';
	}

	/**
	 * @param string $which Above or below the table.
	 */
	protected function extra_tablenav( $which ): void {
		if ( 'top' !== $which ) {
			return;
		}
		echo '<div class="alignleft actions">';
		foreach ( array(
			'tool'    => __( 'All tools', 'webmcp-abilities' ),
			'outcome' => __( 'All outcomes', 'webmcp-abilities' ),
		) as $name => $all ) {
			$current = self::filter_value( $name );
			printf( '<select name="%1$s" id="webmcp-abilities-filter-%1$s">', esc_attr( $name ) );
			printf( '<option value="">%s</option>', esc_html( $all ) );
			// Model turns have no tool: they are not a value to filter by.
			foreach ( array_filter( Activity_Log::distinct( $name, self::scope() ), static fn ( string $value ): bool => '' !== $value ) as $value ) {
				printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $value ), selected( $current, $value, false ), esc_html( $value ) );
			}
			echo '</select>';
		}
		submit_button( __( 'Filter', 'webmcp-abilities' ), '', 'filter_action', false );
		echo '</div>';
	}

	/**
	 * What an empty log says.
	 */
	public function no_items(): void {
		esc_html_e( 'No agent activity yet.', 'webmcp-abilities' );
	}
}
