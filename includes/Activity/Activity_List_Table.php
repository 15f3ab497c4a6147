<?php
/**
 * The table on the agent activity screen.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

use WebMCP_Abilities\Undo\Reversal;
use WebMCP_Abilities\Proposals\Proposal_Log;
use WebMCP_Abilities\Undo\Undo_Request;
use WP_List_Table;

defined( 'ABSPATH' ) || exit;

if ( ! class_exists( WP_List_Table::class ) ) {
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/**
 * Lists log entries, newest first, filtered by channel, person, tool, ability, outcome and date;
 * people who cannot manage options see only their own calls. An entry whose write can be undone
 * by the viewer gets an Undo button; the buttons submit forms printed after the table
 * (`print_undo_forms()`), since the table sits in the filters' own form.
 *
 * @internal
 * @since 0.1.0
 */
final class Activity_List_Table extends WP_List_Table {

	private const PER_PAGE = 20;

	/** @var array<int, string> The entries given an Undo button on this page, and what each undo does. */
	private array $undoable = array();

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
			'object'        => __( 'Object', 'webmcp-abilities' ),
			'duration_ms'   => __( 'Duration', 'webmcp-abilities' ),
		);
	}

	/**
	 * Reads the page of entries this viewer may see, with the filters applied.
	 */
	public function prepare_items(): void {
		$result      = Activity_Log::query(
			Activity_Filters::query() + array(
				'per_page' => self::PER_PAGE,
				'page'     => $this->get_pagenum(),
			)
		);
		$this->items = $result['items'];
		$this->screen->set_screen_reader_content(
			array(
				'heading_pagination' => __( 'Agent activity list navigation', 'webmcp-abilities' ),
				'heading_list'       => __( 'Agent activity list', 'webmcp-abilities' ),
			)
		);
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
				return esc_html( self::person_label( (int) $item->user_id ) );
			case 'channel':
				return '<span class="webmcp-abilities-channel" data-channel="' . esc_attr( $item->channel ) . '">' . esc_html( self::channel_label( (string) $item->channel ) ) . '</span>'
					. ( '' === $item->model ? '' : '<br><small>' . esc_html( $item->model ) . '</small>' )
					. ( '' === $item->grant_id ? '' : '<br><small>' . esc_html__( 'Under a grant for bulk work', 'webmcp-abilities' ) . '</small>' )
					. self::proposal_link( (string) $item->call_id );
			case 'tool':
				if ( '' === $item->tool ) {
					return '' === $item->ability ? esc_html__( 'Model turn', 'webmcp-abilities' ) : '<strong>' . esc_html( self::ability_label( (string) $item->ability ) ) . '</strong><br><small>' . esc_html( $item->ability ) . '</small>';
				}
				// The ability's label leads; the technical names follow for whoever needs them.
				return '<strong>' . esc_html( self::ability_label( (string) $item->ability ) ) . '</strong><br><small><code>' . esc_html( $item->tool ) . '</code> ' . esc_html( $item->ability ) . '</small>';
			case 'object':
				return self::object_link( $item );
			case 'input_summary':
				return '<code class="webmcp-abilities-input">' . esc_html( $item->input_summary ) . '</code>';
			case 'outcome':
				$outcome = '<span class="webmcp-abilities-outcome">' . esc_html( $item->outcome ) . '</span>';
				if ( Agent_Call_Recorder::UNFINISHED === $item->outcome ) {
					$outcome .= ' ' . esc_html__( 'The server stopped while the call ran: it may have run. Check the site.', 'webmcp-abilities' );
				}
				return $outcome . $this->undo_cell( $item );
			case 'duration_ms':
				/* translators: %d: milliseconds. */
				return esc_html( sprintf( __( '%d ms', 'webmcp-abilities' ), (int) $item->duration_ms ) );
		}
		return '';
	}

	/**
	 * @param string $call_id An entry's call id.
	 * @return string A link to the entry's proposal's whole story, when it belongs to one.
	 */
	private static function proposal_link( string $call_id ): string {
		$proposal = Proposal_Log::proposal_of( $call_id );
		if ( 0 === $proposal ) {
			return '';
		}
		/* translators: %d: proposal number. */
		$label = sprintf( __( 'Proposal %d', 'webmcp-abilities' ), $proposal );
		return '<br><small><a href="' . esc_url(
			add_query_arg(
				array(
					'page'     => Activity_Page::SLUG,
					'proposal' => $proposal,
				),
				admin_url( 'tools.php' )
			)
		) . '">' . esc_html( $label ) . '</a></small>';
	}

	/**
	 * @param string $name An ability's name, as logged.
	 * @return string Its label, as people know it; the name when it is no longer registered.
	 */
	private static function ability_label( string $name ): string {
		$ability = '' !== $name && wp_has_ability( $name ) ? wp_get_ability( $name ) : null;
		return null === $ability ? $name : $ability->get_label();
	}

	/**
	 * @param string $which Above or below the table.
	 */
	protected function extra_tablenav( $which ): void {
		if ( 'top' !== $which ) {
			return;
		}
		$scope = Activity_Filters::scope();
		echo '<div class="alignleft actions">';
		self::select( 'channel', __( 'Filter by channel', 'webmcp-abilities' ), __( 'All channels', 'webmcp-abilities' ), array_combine( Activity_Log::CHANNELS, array_map( array( self::class, 'channel_label' ), Activity_Log::CHANNELS ) ) );
		if ( null === $scope ) {
			$people = Activity_Log::distinct( 'user_id', null );
			self::select( 'person', __( 'Filter by person', 'webmcp-abilities' ), __( 'Everyone', 'webmcp-abilities' ), array_combine( $people, array_map( static fn ( string $id ): string => self::person_label( (int) $id ), $people ) ) );
		}
		// Model turns have no tool or ability: they are not a value to filter by.
		foreach ( array(
			'tool'    => array( __( 'Filter by tool', 'webmcp-abilities' ), __( 'All tools', 'webmcp-abilities' ) ),
			'ability' => array( __( 'Filter by ability', 'webmcp-abilities' ), __( 'All abilities', 'webmcp-abilities' ) ),
			'outcome' => array( __( 'Filter by outcome', 'webmcp-abilities' ), __( 'All outcomes', 'webmcp-abilities' ) ),
		) as $name => list( $label, $all ) ) {
			$values = array_values( array_filter( Activity_Log::distinct( $name, $scope ), static fn ( string $value ): bool => '' !== $value ) );
			self::select( $name, $label, $all, array_combine( $values, $values ) );
		}
		foreach ( array(
			'from' => __( 'From', 'webmcp-abilities' ),
			'to'   => __( 'To', 'webmcp-abilities' ),
		) as $name => $label ) {
			printf(
				'<label for="webmcp-abilities-filter-%1$s">%2$s</label> <input type="date" name="%1$s" id="webmcp-abilities-filter-%1$s" value="%3$s">',
				esc_attr( $name ),
				esc_html( $label ),
				esc_attr( Activity_Filters::value( $name ) )
			);
		}
		submit_button( __( 'Filter', 'webmcp-abilities' ), '', 'filter_action', false );
		printf( ' <a class="button" href="%s">%s</a>', esc_url( Activity_Export::url() ), esc_html__( 'Export CSV', 'webmcp-abilities' ) );
		echo '</div>';
	}

	/**
	 * The forms the Undo buttons submit, one per undoable entry on this page.
	 *
	 * @since 0.2.0
	 */
	public function print_undo_forms(): void {
		foreach ( $this->undoable as $id => $label ) {
			printf( '<form method="post" action="%1$s" id="webmcp-abilities-undo-%2$d" aria-label="%3$s">', esc_url( admin_url( 'admin-post.php' ) ), (int) $id, esc_attr( $label ) );
			printf( '<input type="hidden" name="action" value="%s"><input type="hidden" name="entry" value="%d">', esc_attr( Undo_Request::ACTION ), (int) $id );
			wp_nonce_field( Undo_Request::nonce_action( (int) $id ) );
			echo '</form>';
		}
	}

	/**
	 * @param int $user_id Whose entry.
	 * @return string How the screen names them.
	 */
	private static function person_label( int $user_id ): string {
		if ( 0 === $user_id ) {
			return __( 'A visitor (logged out)', 'webmcp-abilities' );
		}
		$user = get_userdata( $user_id );
		return $user ? $user->display_name : __( 'Unknown', 'webmcp-abilities' );
	}

	/**
	 * @param string $channel A channel.
	 * @return string How the screen names it.
	 */
	public static function channel_label( string $channel ): string {
		$labels = array(
			Activity_Log::CHANNEL_WEBMCP       => __( 'Browser agent', 'webmcp-abilities' ),
			Activity_Log::CHANNEL_ASSISTANT    => __( 'Site assistant', 'webmcp-abilities' ),
			Activity_Log::CHANNEL_APP_PASSWORD => __( 'Application password', 'webmcp-abilities' ),
			Activity_Log::CHANNEL_AI_CLIENT    => __( 'AI Client', 'webmcp-abilities' ),
			Activity_Log::CHANNEL_MCP_ADAPTER  => __( 'MCP adapter', 'webmcp-abilities' ),
			Activity_Log::CHANNEL_PHP          => __( 'PHP', 'webmcp-abilities' ),
			Activity_Log::CHANNEL_PERSON       => __( 'Person (undo)', 'webmcp-abilities' ),
			Activity_Log::CHANNEL_PROPOSAL     => __( 'Proposal (decided by a person)', 'webmcp-abilities' ),
		);
		return $labels[ $channel ] ?? $channel;
	}

	/**
	 * A dropdown named for screen readers by its own label (the first option alone names no
	 * dropdown once another is chosen), hidden from sight as core's list filters do.
	 *
	 * @param string                $name    The filter's query argument.
	 * @param string                $label   What it filters by.
	 * @param string                $all     The label of no filter.
	 * @param array<string, string> $options The values, and their labels.
	 */
	private static function select( string $name, string $label, string $all, array $options ): void {
		$current = Activity_Filters::value( $name );
		printf( '<label for="webmcp-abilities-filter-%1$s" class="screen-reader-text">%2$s</label>', esc_attr( $name ), esc_html( $label ) );
		printf( '<select name="%1$s" id="webmcp-abilities-filter-%1$s">', esc_attr( $name ) );
		printf( '<option value="">%s</option>', esc_html( $all ) );
		foreach ( $options as $value => $label ) {
			printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( (string) $value ), selected( $current, (string) $value, false ), esc_html( $label ) );
		}
		echo '</select>';
	}

	/**
	 * @param object $item A log entry.
	 * @return string A link to what the entry touched, if it touched something that is still there.
	 */
	private static function object_link( object $item ): string {
		if ( ! Logged_Object::exists( $item ) ) {
			return '';
		}
		$url   = Logged_Object::url( $item );
		$label = Logged_Object::label( $item );
		return '' === $url ? esc_html( $label ) : sprintf( '<a class="webmcp-abilities-object" href="%1$s">%2$s</a>', esc_url( $url ), esc_html( $label ) );
	}

	/**
	 * @param object $item A log entry.
	 * @return string The entry's undo state: undone, or an Undo button and what undo cannot take back.
	 */
	private function undo_cell( object $item ): string {
		if ( (int) $item->undoes > 0 ) {
			/* translators: %d: log entry ID. */
			return '<br><small>' . esc_html( sprintf( __( 'Undo of entry %d', 'webmcp-abilities' ), (int) $item->undoes ) ) . '</small>';
		}
		if ( (int) $item->undone_by > 0 ) {
			return '<br><small class="webmcp-abilities-undone">' . esc_html__( 'Undone', 'webmcp-abilities' ) . '</small>';
		}
		$reversal = Undo_Request::offer( $item );
		if ( null === $reversal ) {
			return '';
		}
		$label                             = Reversal::describe( $reversal );
		$this->undoable[ (int) $item->id ] = $label;
		$caveat                            = Reversal::caveat( $reversal );
		// Every row's button reads "Undo": its name says which change of which object it takes back.
		$name = sprintf(
			/* translators: 1: a change, such as "trash", 2: what it changed, such as a post's title. */
			__( 'Undo: %1$s of “%2$s”', 'webmcp-abilities' ),
			Reversal::change_name( $reversal ),
			Logged_Object::label( $item )
		);
		return sprintf(
			'<br><button type="submit" class="button button-small webmcp-abilities-undo" form="webmcp-abilities-undo-%1$d" aria-label="%2$s" title="%3$s">%4$s</button>%5$s',
			(int) $item->id,
			esc_attr( $name ),
			esc_attr( $label ),
			esc_html__( 'Undo', 'webmcp-abilities' ),
			null === $caveat ? '' : '<br><small class="webmcp-abilities-caveat">' . esc_html( $caveat ) . '</small>'
		);
	}

	/**
	 * Names the table for screen readers (it has no sortable columns, whose caption core prints).
	 */
	public function print_table_description(): void {
		$total = (int) $this->get_pagination_arg( 'total_items' );
		printf(
			'<caption class="screen-reader-text">%s</caption>',
			esc_html(
				sprintf(
					/* translators: %s: the number of entries. */
					_n( 'Agent activity, newest first: %s entry', 'Agent activity, newest first: %s entries', $total, 'webmcp-abilities' ),
					number_format_i18n( $total )
				)
			)
		);
	}

	/**
	 * What an empty log says.
	 */
	public function no_items(): void {
		esc_html_e( 'No agent activity yet.', 'webmcp-abilities' );
	}
}
