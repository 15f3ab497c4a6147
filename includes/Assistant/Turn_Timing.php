<?php
/**
 * Where a model turn's server time goes, told as a `Server-Timing` header.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Assistant;

defined( 'ABSPATH' ) || exit;

/**
 * A turn's time is mostly the provider's, which the plugin cannot change: the parts tell the
 * plugin's own share apart (the browser's developer tools and `npm run bench` read them).
 * Parts: `checks` (reading the conversation and tools, the rate limit), `prompt` (making the
 * prompt, the AI Client's own work, reading its reply), `provider` (the HTTP requests the AI
 * Client sent: the provider's reply and the network), `record` (the log row, the issued calls).
 * Durations only: nothing of the conversation or the provider.
 *
 * @internal
 * @since 0.1.0
 */
final class Turn_Timing {

	/** @var array<string, float> Milliseconds by part, in the order the parts ran. */
	private array $parts = array();

	/** @var float Milliseconds spent in finished HTTP requests so far. */
	private float $http_ms = 0.0;

	/** @var float|null When the HTTP request under way started (hrtime, ns). */
	private ?float $http_started = null;

	/**
	 * @since 0.1.0
	 *
	 * @template T
	 * @param string        $part A token: letters, digits and `-`.
	 * @param callable(): T $run  The part's work.
	 * @return T What the work answered.
	 */
	public function time( string $part, callable $run ) {
		$started = hrtime( true );
		try {
			return $run();
		} finally {
			$this->parts[ $part ] = ( $this->parts[ $part ] ?? 0.0 ) + ( hrtime( true ) - $started ) / 1e6;
		}
	}

	/**
	 * Times the model turn, telling the AI Client's HTTP requests (`provider`) from the rest (`prompt`).
	 *
	 * @since 0.1.0
	 *
	 * @template T
	 * @param callable(): T $run The run.
	 * @return T What the run answered.
	 */
	public function time_prompt( callable $run ) {
		$this->http_ms = 0.0;
		add_filter( 'pre_http_request', array( $this, 'http_starts' ), PHP_INT_MAX );
		add_action( 'http_api_debug', array( $this, 'http_ended' ), PHP_INT_MIN );
		try {
			return $this->time( 'prompt', $run );
		} finally {
			remove_filter( 'pre_http_request', array( $this, 'http_starts' ), PHP_INT_MAX );
			remove_action( 'http_api_debug', array( $this, 'http_ended' ), PHP_INT_MIN );
			$this->parts['prompt']  -= $this->http_ms;
			$this->parts['provider'] = $this->http_ms;
		}
	}

	/**
	 * Runs on `pre_http_request`, last: a request another filter answers is never sent.
	 *
	 * @internal
	 *
	 * @param false|array<string, mixed>|\WP_Error $preempt The answer instead of the request, if any.
	 * @return false|array<string, mixed>|\WP_Error The same.
	 */
	public function http_starts( $preempt ) {
		if ( false === $preempt ) {
			$this->http_started = hrtime( true );
		}
		return $preempt;
	}

	/**
	 * Runs on `http_api_debug`, when a sent request has its answer or failed.
	 *
	 * @internal
	 */
	public function http_ended(): void {
		if ( null !== $this->http_started ) {
			$this->http_ms     += ( hrtime( true ) - $this->http_started ) / 1e6;
			$this->http_started = null;
		}
	}

	/**
	 * @since 0.1.0
	 *
	 * @param string ...$parts Parts timed so far.
	 * @return float Their milliseconds together.
	 */
	public function ms( string ...$parts ): float {
		return array_sum( array_intersect_key( $this->parts, array_flip( $parts ) ) );
	}

	/**
	 * @since 0.1.0
	 *
	 * @return string The `Server-Timing` header's value, e.g. `checks;dur=0.41, provider;dur=812.3`.
	 */
	public function header(): string {
		$metrics = array();
		foreach ( $this->parts as $part => $ms ) {
			$metrics[] = sprintf( '%s;dur=%.2F', $part, max( 0.0, $ms ) );
		}
		return implode( ', ', $metrics );
	}
}
