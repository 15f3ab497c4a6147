<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Activity\Input_Summary;

/**
 * What the activity log keeps of a call's input.
 */
final class Input_Summary_Test extends Test_Case {

	public function test_secrets_are_redacted_whatever_the_key_style(): void {
		$summary = $this->summary(
			array(
				'user_pass'     => 'hunter2',
				'apiKey'        => 'k-123',
				'refresh-token' => 't-456',
				'card.number'   => '4111',
				'nested'        => array( 'X-Auth-Header' => 'Bearer abc' ),
			)
		);

		self::assertSame(
			array(
				'user_pass'     => '[redacted]',
				'apiKey'        => '[redacted]',
				'refresh-token' => '[redacted]',
				'card.number'   => '[redacted]',
				'nested'        => array( 'X-Auth-Header' => '[redacted]' ),
			),
			$summary
		);
	}

	public function test_harmless_words_that_contain_a_secret_name_are_kept(): void {
		$input = array(
			'keyword'  => 'pasta',
			'shipping' => 'express',
			'monkey'   => 'yes',
		);

		self::assertSame( $input, $this->summary( $input ) );
	}

	public function test_long_text_and_deep_values_are_cut(): void {
		$summary = $this->summary(
			array(
				'content' => str_repeat( 'é', 100 ),
				'a'       => array( 'b' => array( 'c' => array( 'd' => 1 ) ) ),
			)
		);

		self::assertSame( str_repeat( 'é', 60 ) . '…', $summary['content'] );
		self::assertSame( array( 'b' => array( 'c' => '…' ) ), $summary['a'] );
	}

	public function test_the_summary_is_at_most_400_characters(): void {
		$input = array_fill_keys( array_map( static fn ( int $n ): string => "field_$n", range( 1, 50 ) ), str_repeat( 'x', 50 ) );

		$summary = Input_Summary::of( $input );

		self::assertSame( 400, mb_strlen( $summary ) );
		self::assertStringEndsWith( '…', $summary );
	}

	public function test_a_huge_input_is_not_stored_only_measured(): void {
		$input = array( 'content' => str_repeat( 'a', 70000 ) );

		self::assertSame( '[70014 bytes, not stored]', Input_Summary::of( $input ) );
	}

	public function test_no_input_is_an_empty_summary(): void {
		self::assertSame( '', Input_Summary::of( null ) );
		self::assertSame( '', Input_Summary::of( array() ) );
	}

	/**
	 * @param mixed $input An input.
	 * @return mixed The summary, decoded.
	 */
	private function summary( $input ) {
		return json_decode( Input_Summary::of( $input ), true );
	}
}
