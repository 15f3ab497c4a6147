<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use PHPUnit\Framework\Attributes\DataProvider;
use WebMCP_Abilities\Activity\Activity_Log;
use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Exposure\Tool_Examples;
use WebMCP_Abilities\Tests\Contract\Bad_Inputs;
use WebMCP_Abilities\Tests\Contract\Contract_Case;
use WebMCP_Abilities\Tests\Contract\Contract_Tools;
use WebMCP_Abilities\Tests\Contract\Free_Text;
use WebMCP_Abilities\Tests\Contract\Site_State;
use WebMCP_Abilities\Tests\Contract\Undo_Walk;
use WebMCP_Abilities\Undo\Reversal;
use WebMCP_Abilities\Undo\Undo_Request;
use WP_Ability;
use WP_Error;
use WP_REST_Abilities_V1_Run_Controller;
use WP_REST_Request;

/**
 * Issue 55: every tool the plugin offers keeps the same promises, proved with its own examples on
 * one fixture site (`Contract\Fixture_Site`). Each tool and promise is a case of its own; the tools
 * come from the Abilities API's registry (`Contract\Contract_Tools`), so a tool added without
 * examples fails here, by name.
 */
final class Tool_Contract_Test extends Contract_Case {

	/** Markup that would run script wherever the text is shown as HTML. */
	private const PAYLOADS = array(
		'<img src=x onerror=alert(1)>',
		'"><svg onload=alert(1)>',
		'</textarea><script>alert(1)</script>',
		'<a href="javascript:alert(1)">x</a>',
	);

	/** What the bridge hears from a describe step as "the call would be refused": nobody is asked. */
	private const REFUSED_UNASKED = array( 'not_found', 'access_denied', 'invalid_input', 'conflict', 'open_in_editor' );

	public static function tearDownAfterClass(): void {
		$line = Contract_Tools::count_line();
		// After PHPUnit's own summary, not inside its line of dots.
		register_shutdown_function(
			static function () use ( $line ): void {
				fwrite( STDERR, "\n$line\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- the suite's report line.
			}
		);
		parent::tearDownAfterClass();
	}

	/** @return array<string, array{0: string}> */
	public static function tools_owing_examples(): array {
		return Contract_Tools::cases( 'examples' );
	}

	/** @return array<string, array{0: string}> */
	public static function tools_owing_runs(): array {
		return Contract_Tools::cases( 'runs' );
	}

	/** @return array<string, array{0: string}> */
	public static function tools_owing_refusals(): array {
		return Contract_Tools::cases( 'refuses' );
	}

	/** @return array<string, array{0: string}> */
	public static function tools_owing_words(): array {
		return Contract_Tools::cases( 'words' );
	}

	/** @return array<string, array{0: string}> */
	public static function tools_owing_markup(): array {
		return Contract_Tools::cases( 'markup' );
	}

	/** @return array<string, array{0: string}> */
	public static function tools_owing_asks(): array {
		return Contract_Tools::cases( 'asks' );
	}

	/** @return array<string, array{0: string}> */
	public static function tools_owing_undo(): array {
		return Contract_Tools::cases( 'undo' );
	}

	#[DataProvider( 'tools_owing_examples' )]
	public function test_a_tool_declares_examples_beside_its_schema( string $name ): void {
		$ability  = $this->ability( $name );
		$examples = $this->examples_of( $name );

		self::assertNotEmpty( $examples['valid'], "$name has no valid example." );
		if ( Contract_Tools::writes( $ability ) ) {
			self::assertNotEmpty( $examples['invalid'], "$name changes the site but has no invalid example." );
			$given = array();
			foreach ( $examples['valid'] as $example ) {
				$given = array_merge( $given, array_map( array( Free_Text::class, 'named' ), Free_Text::in_value( $ability->get_input_schema(), $example['input'] ) ) );
			}
			$missing = array_diff( Free_Text::in_schema( $ability->get_input_schema() ), $given );
			self::assertSame( array(), array_values( $missing ), "$name: no valid example gives these texts, so no check can put markup in them." );
		}
	}

	#[DataProvider( 'tools_owing_runs' )]
	public function test_every_valid_example_runs_as_an_administrator( string $name ): void {
		$ability = $this->ability( $name );
		// In order: a later example may act on what an earlier one left.
		foreach ( $this->examples_of( $name )['valid'] as $index => $example ) {
			$before   = Site_State::take();
			$log      = Site_State::log();
			$response = $this->call( $ability, $this->site->fill( $example['input'] ) );

			self::assertSame( 200, $response->get_status(), "$name valid[$index]: " . wp_json_encode( $response->get_data() ) );
			$rows = array_values( array_diff_key( Site_State::log(), $log ) );
			self::assertNotEmpty( $rows, "$name valid[$index] is in the log." );
			self::assertSame( array( 'ok', $name ), array( $rows[0]['outcome'], $rows[0]['ability'] ) );
			$changes = Site_State::changes( $before, Site_State::take() );
			if ( Contract_Tools::writes( $ability ) ) {
				self::assertNotEmpty( $changes, "$name valid[$index] changes nothing on the fixture site, so nothing could be checked with it." );
			} else {
				self::assertSame( array(), $changes, "$name reads, yet changed:\n" . Site_State::describe( $changes ) );
			}
		}
	}

	#[DataProvider( 'tools_owing_refusals' )]
	public function test_invalid_input_changes_nothing_and_asks_nobody( string $name ): void {
		$ability = $this->ability( $name );
		$cases   = $this->refusals( $ability );
		foreach ( $cases as list( $why, $input, $codes ) ) {
			$this->savepoint( 'refusal' );
			$before   = Site_State::take();
			$log      = Site_State::log();
			$response = $this->call( $ability, $input );
			$refusal  = self::refusal( $response );
			$said     = "$name, $why: " . wp_json_encode( $input ) . ' → ' . $response->get_status() . ' ' . wp_json_encode( $response->get_data() );

			// Another plugin's own codes for "no such object" are its own: the agent acts on the
			// tool code they become.
			$heard = str_starts_with( $why, 'an ID of nothing' ) && ! self::is_own( $ability ) ? self::tool_code( $refusal['code'], $refusal['status'] ) : $refusal['code'];
			self::assertContains( $heard, $codes, $said );
			self::assertGreaterThanOrEqual( 400, $refusal['status'], $said );
			self::assertLessThan( 500, $refusal['status'], $said );
			self::assertNotSame( '', trim( $refusal['message'] ), "$said: a refusal says why." );
			$changes = Site_State::changes( $before, Site_State::take() );
			self::assertSame( array(), $changes, "$said\nchanged:\n" . Site_State::describe( $changes ) );
			$rows = array_values( array_diff_key( Site_State::log(), $log ) );
			self::assertCount( 1, $rows, "$said: the log has the refusal, once." );
			self::assertSame( array( $refusal['code'], $name ), array( $rows[0]['outcome'], $rows[0]['ability'] ), $said );
			$this->back_to( 'refusal' );
		}
	}

	#[DataProvider( 'tools_owing_words' )]
	public function test_the_servers_words_reach_the_agent( string $name ): void {
		$ability = $this->ability( $name );
		foreach ( $this->refusals( $ability ) as list( $why, $input ) ) {
			$this->savepoint( 'words' );
			$said     = $this->execute_as_the_server( $ability, $input );
			$response = $this->call( $ability, $input );
			$heard    = (array) $response->get_data();
			$about    = "$name, $why: " . wp_json_encode( $input ) . ' → ' . $response->get_status() . ' ' . wp_json_encode( $heard );
			$this->back_to( 'words' );

			if ( false === $said ) {
				// Another plugin's permission check that answers only `false` has no words of its
				// own: WordPress's refusal is what there is to hear, and the agent hears it.
				self::assertFalse( self::is_own( $ability ), "$about: the plugin's own tools refuse with words (a WP_Error), not a bare false." );
				self::assertSame( array( 'rest_ability_cannot_execute', 'access_denied' ), array( $heard['code'] ?? null, self::tool_code( (string) ( $heard['code'] ?? '' ), $response->get_status() ) ), $about );
				continue;
			}
			self::assertInstanceOf( WP_Error::class, $said, $about );
			// What REST answers is what the ability said, word for word, and with its retryable.
			self::assertSame( $said->get_error_code(), $heard['code'] ?? null, $about );
			self::assertSame( $said->get_error_message(), $heard['message'] ?? null, $about );
			$retryable = $heard['data']['retryable'] ?? null;
			self::assertSame( ( (array) $said->get_error_data() )['retryable'] ?? null, $retryable, $about );
			// The bridge turns it into a stable code an agent can act on, not a bare server error.
			self::assertNotSame( 'server_error', self::tool_code( $heard['code'], $response->get_status() ), "$about: the bridge knows no such code (includes/contract.json agentCodes)." );
			self::assertTrue( null === $retryable || is_bool( $retryable ), "$about: retryable is a boolean." );
		}
	}

	#[DataProvider( 'tools_owing_markup' )]
	public function test_markup_from_the_agent_is_stored_as_text( string $name ): void {
		$ability = $this->ability( $name );
		self::assertTrue( current_user_can( 'unfiltered_html' ), 'The dangerous case: a person WordPress lets write any HTML.' );
		foreach ( $this->examples_of( $name )['valid'] as $index => $example ) {
			$valid = $this->site->fill( $example['input'] );
			$this->savepoint( 'example' );
			foreach ( Free_Text::in_value( $ability->get_input_schema(), $valid ) as $path ) {
				foreach ( self::PAYLOADS as $payload ) {
					$input    = Bad_Inputs::with( $valid, $path, 'Hours ' . $payload );
					$before   = Site_State::take();
					$response = $this->call( $ability, $input );
					$said     = "$name valid[$index] with " . implode( '.', $path ) . ' = ' . wp_json_encode( $payload );
					if ( 200 !== $response->get_status() ) {
						self::assertContains( self::refusal( $response )['code'], array( 'ability_invalid_input', 'invalid_input' ), "$said → " . wp_json_encode( $response->get_data() ) );
					}
					foreach ( Site_State::changes( $before, Site_State::take() ) as $change ) {
						foreach ( (array) $change['after'] as $column => $value ) {
							self::assertSame( '', self::live_markup( (string) $value ), "$said stored markup that runs, in {$change['table']} {$change['key']} $column: $value" );
						}
					}
					$this->back_to( 'example' );
				}
			}
			// The next example may act on what this one left.
			self::assertSame( 200, $this->call( $ability, $valid )->get_status(), "$name valid[$index]" );
		}
	}

	#[DataProvider( 'tools_owing_asks' )]
	public function test_a_tool_that_asks_names_what_it_acts_on_and_refuses_unasked( string $name ): void {
		$ability  = $this->ability( $name );
		$examples = $this->examples_of( $name );
		$this->savepoint( 'fixture' );
		foreach ( $examples['valid'] as $index => $example ) {
			$input    = $this->site->fill( $example['input'] );
			$before   = Site_State::take();
			$log      = Site_State::log();
			$response = $this->describe( $ability, $input );
			$said     = "$name valid[$index]: " . wp_json_encode( $response->get_data() );

			self::assertSame( 200, $response->get_status(), $said );
			$shown = self::shown( $response->get_data() );
			self::assertNotNull( $shown, "$said is no { title, fields }: the dialog would say it could not be described." );
			foreach ( Tool_Examples::placeholders_in( $example['input'] ) as $placeholder ) {
				$object = $this->site->name( $placeholder );
				if ( null !== $object ) {
					self::assertStringContainsString( $object, $shown, "$said does not name {{{$placeholder}}}." );
				}
			}
			self::assertSame( array(), Site_State::changes( $before, Site_State::take() ), "$said: describing changed the site." );
			self::assertSame( $log, Site_State::log(), "$said: a description that reads leaves the log to the call." );
			// Confirmed: the next example may act on what this one left.
			self::assertSame( 200, $this->call( $ability, $input )->get_status(), "$name valid[$index]" );
		}

		$this->back_to( 'fixture' );
		foreach ( $examples['invalid'] as $index => $example ) {
			$input = $this->site->fill( $example['input'] );
			$said  = "$name invalid[$index] " . wp_json_encode( $input );
			if ( 'ability_invalid_input' === $example['code'] ) {
				// The bridge checks the input with the ability's own schema and WordPress's rules
				// before any request (`src/schema/`): nobody is asked, and nothing is described.
				self::assertInstanceOf( WP_Error::class, $ability->validate_input( $input ), "$said passes the schema." );
				continue;
			}
			$before    = Site_State::take();
			$described = $this->describe( $ability, $input );
			self::assertSame( array(), Site_State::changes( $before, Site_State::take() ), "$said: the describe step changed the site." );
			if ( 200 === $described->get_status() && self::described_generically( $ability ) ) {
				// The generic describer refuses what the ability's schema and permission check
				// refuse; a refusal only its callback knows (a coupon's code taken) comes once
				// the person confirms: with its own words, and nothing changed.
				$this->savepoint( 'refused' );
				$call = self::refusal( $this->call( $ability, $input ) );
				self::assertSame( array(), Site_State::changes( $before, Site_State::take() ), "$said: refused, yet the call changed the site." );
				$this->back_to( 'refused' );
				self::assertSame( $example['code'], $call['code'], $said );
				continue;
			}
			$refusal = self::refusal( $described );
			$this->savepoint( 'refused' );
			$call = self::refusal( $this->call( $ability, $input ) );
			$this->back_to( 'refused' );
			$tool_code = self::tool_code( $refusal['code'], $refusal['status'] );
			self::assertContains( $tool_code, self::REFUSED_UNASKED, "$said: the describe step answers {$refusal['status']} {$refusal['code']}, so the person would be asked." );
			self::assertSame( self::tool_code( $call['code'], $call['status'] ), $tool_code, "$said: the call says {$call['code']}, its describe step {$refusal['code']}." );
		}
	}

	#[DataProvider( 'tools_owing_undo' )]
	public function test_undo_walks_two_writes_back_and_refuses_over_someone_elses_change( string $name ): void {
		$ability  = $this->ability( $name );
		$kind     = Reversal::kinds()[ $name ] ?? null;
		$examples = $this->examples_of( $name );
		if ( null === $kind ) {
			self::markTestSkipped( "$name is not one of the plugin's writes: the log offers no undo for it." );
		}
		$this->tick_the_clock();

		$first = $this->site->fill( $examples['valid'][0]['input'] );
		$start = Site_State::take();
		$this->savepoint( 'start' );
		$older  = $this->write( $ability, $first, $kind );
		$object = $this->object_of( $older );
		$newer  = null;
		$tried  = array();
		$this->savepoint( 'first' );
		foreach ( $this->second_writes( $ability, $examples ) as $why => $second ) {
			$entry = $this->write( $ability, $second, $kind, false );
			if ( null !== $entry && $this->object_of( $entry ) === $object ) {
				$newer = $entry;
				break;
			}
			$tried[] = $why . ( null === $entry ? ' wrote nothing undoable' : ' acted on ' . $this->object_of( $entry ) );
			$this->back_to( 'first' );
		}

		if ( null !== $newer ) {
			self::assertTrue( Undo_Request::undo( $newer ), "$name: undo of the newer write" );
		}
		$undone = Undo_Request::undo( $older );
		self::assertTrue( true === $undone, "$name: undo of the older write: " . ( is_wp_error( $undone ) ? $undone->get_error_message() : '' ) );
		self::assertSame( '', Undo_Walk::differences( Undo_Walk::kept( $start, $start ), Undo_Walk::kept( Site_State::take(), $start ) ), "$name ($kind): undone, the site is not as it was." );

		$this->back_to( 'start' );
		$entry    = $this->write( $ability, $first, $kind );
		$reversal = (array) json_decode( (string) Activity_Log::get( $entry )->reversal, true );
		$me       = get_current_user_id();
		$this->log_in_as( 'administrator' );
		Undo_Walk::change_by_someone_else( $kind, $reversal, $this->site );
		wp_set_current_user( $me );
		$changed = Site_State::take();
		$refused = Undo_Request::undo( $entry );
		self::assertInstanceOf( WP_Error::class, $refused, "$name ($kind): undo over someone else's change" );
		self::assertSame( 'undo_conflict', $refused->get_error_code(), "$name ($kind): " . $refused->get_error_message() );
		self::assertSame( array(), Site_State::changes( $changed, Site_State::take() ), "$name ($kind): a refused undo changed the site." );

		if ( null === $newer ) {
			$tried = array() === $tried ? 'no other example, and no text to vary' : implode( '; ', $tried );
			self::markTestSkipped( "$kind ($name): no second write on $object is reachable from the examples ($tried). One write was walked back, and an undo after someone else's change is a conflict." );
		}
	}

	/**
	 * Each step of an undo walk a minute after the last, as a person's would be: an undo must not
	 * take the moment of a later write for someone else's change.
	 */
	/**
	 * @param WP_Ability $ability A tool.
	 * @return array<int, array{0: string, 1: mixed, 2: string[]}> Each invalid input worth trying,
	 *         why it is invalid and the codes that may refuse it: the tool's own invalid examples,
	 *         inputs its schema forbids, and ids that name nothing.
	 */
	private function refusals( WP_Ability $ability ): array {
		$examples = $this->examples_of( $ability->get_name() );
		$cases    = array();
		foreach ( $examples['invalid'] as $index => $example ) {
			$cases[] = array( "invalid[$index]", $this->site->fill( $example['input'] ), array( $example['code'] ) );
		}
		$first = $examples['valid'][0]['input'] ?? array();
		$valid = $this->site->fill( $first );
		foreach ( Bad_Inputs::from_schema( $ability->get_input_schema(), $valid ) as $bad ) {
			$cases[] = array( $bad['why'], $bad['input'], array( 'ability_invalid_input' ) );
		}
		// Another plugin may check the person's capability on the object first (WooCommerce maps
		// meta capabilities on the id), and WordPress refuses that for an object that is not there.
		$nothing = self::is_own( $ability ) ? array( 'not_found', 'invalid_input' ) : array( 'not_found', 'invalid_input', 'access_denied' );
		foreach ( Bad_Inputs::unknown_ids( $first, $valid ) as $bad ) {
			$cases[] = array( $bad['why'], $bad['input'], $nothing );
		}
		return $cases;
	}

	/**
	 * @param WP_Ability $ability A tool.
	 * @param mixed      $input   Its input.
	 * @return mixed What the ability's schema, permission check or callback says, before REST or
	 *               the bridge say anything (`execute()` would hide a permission check's words);
	 *               false for a permission check that refuses with no words.
	 */
	private function execute_as_the_server( WP_Ability $ability, $input ) {
		// As the REST route hands it on: JSON for a POST, query strings for a GET.
		$input = 'POST' === self::method_of( $ability ) ? json_decode( (string) wp_json_encode( $input ), true ) : self::as_query( $input );
		// Then typed by the ability's schema, as the run route's sanitising does for any method.
		$route = new WP_REST_Request( self::method_of( $ability ) );
		$route->set_param( 'name', $ability->get_name() );
		$input = ( new WP_REST_Abilities_V1_Run_Controller() )->sanitize_input_for_ability( $input, $route );
		$input = $ability->normalize_input( $input );
		foreach ( array( 'validate_input', 'check_permissions' ) as $step ) {
			$said = is_wp_error( $input ) ? $input : $ability->$step( $input );
			if ( is_wp_error( $said ) || false === $said ) {
				return $said;
			}
		}
		return $ability->execute( $input );
	}

	private function tick_the_clock(): void {
		$clock = time();
		add_filter(
			'wp_insert_post_data',
			static function ( array $data ) use ( &$clock ): array {
				$clock                    += MINUTE_IN_SECONDS;
				$data['post_modified_gmt'] = gmdate( 'Y-m-d H:i:s', $clock );
				$data['post_modified']     = get_date_from_gmt( $data['post_modified_gmt'] );
				return $data;
			}
		);
	}

	/**
	 * @param WP_Ability $ability The tool.
	 * @param mixed      $input   Its input.
	 * @param string     $kind    Its kind of undo.
	 * @param bool       $must    Whether it must succeed.
	 * @return int|null The log entry of the agent's write, with what undo needs.
	 */
	private function write( WP_Ability $ability, $input, string $kind, bool $must = true ): ?int {
		$log      = Site_State::log();
		$response = $this->call( $ability, $input );
		$rows     = array_values( array_diff_key( Site_State::log(), $log ) );
		$kept     = null === ( $rows[0]['reversal'] ?? null ) ? null : json_decode( (string) $rows[0]['reversal'], true );
		if ( ! $must && ( 200 !== $response->get_status() || ! is_array( $kept ) ) ) {
			return null;
		}
		self::assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		self::assertIsArray( $kept, "{$ability->get_name()}: the write kept what undo needs." );
		self::assertSame( $kind, $kept['kind'] );
		return (int) $rows[0]['id'];
	}

	/**
	 * @param int $entry A log entry.
	 * @return string The object it changed.
	 */
	private function object_of( int $entry ): string {
		$row = Activity_Log::get( $entry );
		return null === $row ? '' : "{$row->object_type} {$row->object_id}";
	}

	/**
	 * @param WP_Ability                                                                                                            $ability  The tool.
	 * @param array{valid: list<array{input: mixed, note: string}>, invalid: list<array{input: mixed, code: string, note: string}>} $examples Its examples.
	 * @return array<string, mixed> Inputs that may write a second time on what the first example
	 *                              wrote, by what they are: the other valid examples, then the
	 *                              first with its texts (or else a choice) changed.
	 */
	private function second_writes( WP_Ability $ability, array $examples ): array {
		$inputs = array();
		foreach ( array_slice( $examples['valid'], 1, null, true ) as $index => $example ) {
			$inputs[ "valid[$index]" ] = $this->site->fill( $example['input'] );
		}
		$variant = Undo_Walk::variant( $ability->get_input_schema(), $this->site->fill( $examples['valid'][0]['input'] ) );
		if ( null !== $variant ) {
			$inputs['valid[0] varied'] = $variant;
		}
		return $inputs;
	}

	/**
	 * @param WP_Ability $ability A tool.
	 */
	private static function is_own( WP_Ability $ability ): bool {
		return Contract::is_own( $ability->get_name() );
	}

	/**
	 * @param WP_Ability $ability A tool that asks.
	 * @return bool Whether its dialog comes from the generic describer (it names none).
	 */
	private static function described_generically( WP_Ability $ability ): bool {
		return ! self::is_own( $ability ) && null === ( $ability->get_meta()['webmcp']['describe'] ?? null );
	}

	/**
	 * @param string $stored A value as stored.
	 * @return string The markup in it that would run where it is shown as HTML, or ''.
	 */
	private static function live_markup( string $stored ): string {
		// Block attributes keep `<` and `"` as JSON escapes, which the editor reads back as markup.
		$text = str_ireplace( array( '\u003c', '\u003e', '\u0022' ), array( '<', '>', '"' ), $stored );
		foreach ( array( '/<\s*script\b/i', '/<[a-z][^>]*\son[a-z]+\s*=/i', '/<[a-z][^>]*javascript\s*:/i' ) as $pattern ) {
			if ( 1 === preg_match( $pattern, $text, $found ) ) {
				return $found[0];
			}
		}
		return '';
	}

	/**
	 * @param mixed $output A describing ability's answer.
	 * @return string|null All the text the dialog shows, or null when the bridge would not read it
	 *                     as a description (`readDescription()` in `src/abilities/describe-call.ts`).
	 */
	private static function shown( $output ): ?string {
		if ( ! is_array( $output ) || ! is_string( $output['title'] ?? null ) || ! is_array( $output['fields'] ?? null ) ) {
			return null;
		}
		$text = array( $output['title'] );
		foreach ( $output['fields'] as $field ) {
			if ( ! is_array( $field ) || ! is_string( $field['label'] ?? null ) || ! is_scalar( $field['value'] ?? null ) ) {
				return null;
			}
			$text[] = $field['label'] . ': ' . $field['value'];
		}
		foreach ( (array) ( $output['changes'] ?? array() ) as $change ) {
			$before = '';
			$after  = '';
			foreach ( (array) ( $change['parts'] ?? array() ) as $part ) {
				$before .= 'added' === ( $part['change'] ?? '' ) ? '' : (string) ( $part['text'] ?? '' );
				$after  .= 'removed' === ( $part['change'] ?? '' ) ? '' : (string) ( $part['text'] ?? '' );
			}
			$text[] = ( $change['label'] ?? '' ) . ": $before → $after";
		}
		return implode( "\n", $text );
	}
}
