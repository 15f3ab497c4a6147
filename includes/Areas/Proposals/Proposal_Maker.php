<?php
/**
 * Makes a proposal of a call the person confirmed sending for approval.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Proposals;

use WebMCP_Abilities\Activity\Call_Channel;
use WebMCP_Abilities\Activity\Input_Summary;
use WebMCP_Abilities\Activity\Rate_Limiter;
use WebMCP_Abilities\Exposure\Tool_Name;
use WebMCP_Abilities\Proposals\Proposal_Log;
use WebMCP_Abilities\Proposals\Proposal_Policy;
use WebMCP_Abilities\Proposals\Proposal_Store;
use WebMCP_Abilities\Settings\Settings;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Everything is checked before a proposal is stored: the tool is the ability's, the input is
 * valid now, the call would be a proposal for this person on what it acts on (a post, or the
 * site), the person has proposals left today (counted in the agent budget's table, one atomic
 * statement each, so proposals sent at once never pass the limit), and that object has room for
 * another open one.
 *
 * @internal
 * @since 0.6.0
 */
final class Proposal_Maker {

	/** The most characters of an agent's reason kept. */
	public const MAX_REASON = 500;

	/** The most open proposals on one object. */
	public const MAX_OPEN_PER_OBJECT = 20;

	/**
	 * @since 0.6.0
	 *
	 * @param string $ability_name   The ability proposed.
	 * @param mixed  $input          Its input, as the call would send it.
	 * @param string $tool           The tool the call came through.
	 * @param string $reason         The agent's reason, untrusted.
	 * @param string $assistant_call The assistant's call id, when the assistant made the call.
	 * @return array{id: int, status: string, approvers: string, expires: int}|WP_Error
	 */
	public static function propose( string $ability_name, $input, string $tool, string $reason, string $assistant_call = '' ): array|WP_Error {
		$ability = wp_get_ability( $ability_name );
		if ( null === $ability || Tool_Name::claim( $ability_name ) !== $tool || null === Proposal_Policy::proposable( $ability ) ) {
			return new WP_Error( 'not_found', __( 'No such tool can send a call for approval.', 'webmcp-abilities' ), array( 'status' => 404 ) );
		}
		$input = $ability->normalize_input( $input );
		$valid = is_wp_error( $input ) ? $input : $ability->validate_input( $input );
		if ( is_wp_error( $valid ) ) {
			return new WP_Error( 'invalid_input', $valid->get_error_message(), array( 'status' => 400 ) );
		}
		$input = (array) $input;
		$mode  = Proposal_Policy::mode( $ability, $input );
		if ( Proposal_Policy::RUN === $mode ) {
			return new WP_Error( 'invalid_state', __( 'You may make this change yourself: run the tool instead.', 'webmcp-abilities' ), array( 'status' => 409 ) );
		}
		$target  = Proposal_Policy::target( $ability, $input );
		$subject = null === $target ? null : Proposal_Subject::for_call( $ability, $input );
		if ( Proposal_Policy::REFUSE === $mode || null === $target || null === $subject ) {
			return new WP_Error( 'access_denied', __( 'You may neither make nor propose this change.', 'webmcp-abilities' ), array( 'status' => 403 ) );
		}
		if ( is_wp_error( $subject ) ) {
			return $subject;
		}
		$settings = Settings::get()['proposals'];
		// Sent again (an agent's retry): the one already waiting answers, and counts once.
		$alike = Proposal_Store::open_alike( get_current_user_id(), $ability_name, $input, $target['type'], $target['id'] );
		if ( 0 !== $alike ) {
			return self::answer( $alike );
		}
		$retry_after = Rate_Limiter::take_proposal( get_current_user_id(), $settings['daily_limit'] );
		if ( null !== $retry_after ) {
			return new WP_Error(
				'rate_limited',
				sprintf(
					/* translators: 1: proposals a day, 2: a time span such as "3 hours". */
					__( 'You have sent %1$d proposals in the last day, as many as this site allows. You may send another in %2$s; nothing was sent.', 'webmcp-abilities' ),
					$settings['daily_limit'],
					human_time_diff( time(), time() + $retry_after )
				),
				array(
					'status'      => 429,
					// A day's limit: calling again now cannot help, and an agent that retries would only spin.
					'retryable'   => false,
					'retry_after' => $retry_after,
				)
			);
		}
		$id = Proposal_Store::add(
			array(
				'ability'     => $ability_name,
				'tool'        => $tool,
				'channel'     => Call_Channel::of( $assistant_call, $tool )['channel'],
				'input'       => $input,
				'object_type' => $target['type'],
				'object_id'   => $target['id'],
				'fingerprint' => $target['fingerprint'],
				'subject'     => $subject,
				'reason'      => Proposal_Store::plain_text( $reason, self::MAX_REASON ),
				'proposer'    => get_current_user_id(),
				'expires_at'  => time() + $settings['expiry_days'] * DAY_IN_SECONDS,
			)
		);
		if ( 0 === $id ) {
			return new WP_Error( 'server_error', __( 'The proposal could not be stored.', 'webmcp-abilities' ), array( 'status' => 500 ) );
		}
		// The same call sent twice at once: the later copy goes, and both answer with the first.
		$first = Proposal_Store::first_alike( $id );
		if ( $first !== $id ) {
			Proposal_Store::remove( $id );
			return self::answer( $first );
		}
		// Counted in the order proposals arrived: the ones past the limit go again at once.
		if ( Proposal_Store::open_on_object_until( $id ) > self::MAX_OPEN_PER_OBJECT ) {
			Proposal_Store::remove( $id );
			return new WP_Error(
				'invalid_state',
				sprintf(
					/* translators: %d: the most open proposals on one post, or on the site's settings. */
					__( 'What this changes already has %d proposals waiting for a decision.', 'webmcp-abilities' ),
					self::MAX_OPEN_PER_OBJECT
				),
				array( 'status' => 409 )
			);
		}
		Proposal_Log::record( $id, 'proposed', Input_Summary::of( $input ) );
		return self::answer( $id );
	}

	/**
	 * @param int $id A stored proposal.
	 * @return array{id: int, status: string, approvers: string, expires: int}
	 */
	private static function answer( int $id ): array {
		$proposal = Proposal_Store::get( $id );
		return array(
			'id'        => $id,
			'status'    => 'open',
			'approvers' => Proposal_Policy::approvers(),
			'expires'   => null === $proposal ? 0 : (int) $proposal->expires_at,
		);
	}
}
