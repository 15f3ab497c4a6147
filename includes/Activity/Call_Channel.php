<?php
/**
 * Which way an agent's call came in: a browser agent through WebMCP, or the site's assistant.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

use WebMCP_Abilities\Assistant\Issued_Calls;

defined( 'ABSPATH' ) || exit;

/**
 * Named from what the server itself handed out, never from the browser's say-so: a call is the
 * assistant's only when it carries the id of a call a model turn issued to this person for this
 * tool (see Issued_Calls).
 *
 * @internal
 * @since 0.1.0
 */
final class Call_Channel {

	/**
	 * @since 0.1.0
	 *
	 * @param mixed  $assistant_call The call id the browser sent, if any.
	 * @param string $tool           The tool the call came through.
	 * @return array{channel: string, model: string} The channel, and the provider and model that
	 *                                               asked for the call (the assistant's only).
	 */
	public static function of( $assistant_call, string $tool ): array {
		if ( is_string( $assistant_call ) && '' !== $assistant_call ) {
			$model = Issued_Calls::claim( get_current_user_id(), $assistant_call, $tool );
			if ( null !== $model ) {
				return array(
					'channel' => Activity_Log::CHANNEL_ASSISTANT,
					'model'   => $model,
				);
			}
		}
		return array(
			'channel' => Activity_Log::CHANNEL_WEBMCP,
			'model'   => '',
		);
	}
}
