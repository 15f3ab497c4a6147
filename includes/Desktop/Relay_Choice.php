<?php
/**
 * Whether a person's wp-admin tabs offer their tools to MCP-B's local relay: allowed by the owner,
 * chosen by each person on their own profile.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Desktop;

use WebMCP_Abilities\Settings\Settings;

use const WebMCP_Abilities\PLUGIN_FILE;

defined( 'ABSPATH' ) || exit;

/**
 * The relay's page script connects to a port on the person's own computer: only they know
 * whether a relay of theirs listens there, so only they may switch it on, for themselves. An
 * administrator editing someone else's profile sees nothing of it.
 *
 * @internal
 * @since 0.1.0
 */
final class Relay_Choice {

	/** The person's choice, '1' when on. */
	public const META = 'webmcp_abilities_relay';

	private const FIELD = 'webmcp_abilities_relay';
	private const NONCE = 'webmcp_abilities_relay_nonce';

	/**
	 * @return bool Whether the owner lets people use the relay.
	 */
	public static function allowed(): bool {
		$settings = Settings::get();
		return $settings['enabled'] && $settings['desktop']['relay'];
	}

	/**
	 * @param int $user_id A person.
	 * @return bool Whether their tabs offer their tools to the relay.
	 */
	public static function chosen( int $user_id ): bool {
		return self::allowed() && '1' === get_user_meta( $user_id, self::META, true );
	}

	/**
	 * @return array{embed: string, port: int}|null What the bridge needs to connect this page to
	 *                                              the person's relay, or null when it does not.
	 */
	public static function page_data(): ?array {
		if ( ! self::chosen( get_current_user_id() ) ) {
			return null;
		}
		return array(
			// Served from the plugin's build, copied from the npm package: never from a CDN.
			'embed' => plugins_url( 'build/relay/embed.js', PLUGIN_FILE ),
			'port'  => Settings::get()['desktop']['relay_port'],
		);
	}

	/**
	 * Runs on `show_user_profile`: the person's own profile only.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_User $user The person whose profile this is.
	 */
	public static function print_field( \WP_User $user ): void {
		if ( ! self::allowed() || get_current_user_id() !== $user->ID ) {
			return;
		}
		$port = Settings::get()['desktop']['relay_port'];
		?>
		<h2><?php esc_html_e( 'Desktop agents', 'webmcp-abilities' ); ?></h2>
		<table class="form-table" role="presentation">
			<tr>
				<th scope="row"><?php esc_html_e( 'MCP-B relay', 'webmcp-abilities' ); ?></th>
				<td>
					<?php wp_nonce_field( 'webmcp_abilities_relay', self::NONCE ); ?>
					<label for="webmcp-abilities-relay">
						<input type="checkbox" name="<?php echo esc_attr( self::FIELD ); ?>" id="webmcp-abilities-relay" value="1" aria-describedby="webmcp-abilities-relay-description" <?php checked( self::chosen( $user->ID ) ); ?> />
						<?php esc_html_e( 'Let my desktop agent use my wp-admin tabs through the MCP-B relay', 'webmcp-abilities' ); ?>
					</label>
					<p class="description" id="webmcp-abilities-relay-description">
						<?php
						printf(
							/* translators: %d: a port number, such as 9333. */
							esc_html__( 'Your tabs then offer your tools to a relay on this computer (127.0.0.1, port %d), started by your desktop agent with npx @mcp-b/webmcp-local-relay. Each change still asks you in the tab first, and your agent can do nothing you cannot.', 'webmcp-abilities' ),
							(int) $port
						);
						?>
					</p>
				</td>
			</tr>
		</table>
		<?php
	}

	/**
	 * Runs on `personal_options_update`: a person saving their own profile.
	 *
	 * @since 0.1.0
	 *
	 * @param int $user_id The person.
	 */
	public static function save( int $user_id ): void {
		if ( ! self::allowed() || get_current_user_id() !== $user_id ) {
			return;
		}
		$nonce = isset( $_POST[ self::NONCE ] ) ? sanitize_text_field( wp_unslash( $_POST[ self::NONCE ] ) ) : '';
		if ( ! wp_verify_nonce( $nonce, 'webmcp_abilities_relay' ) ) {
			return;
		}
		if ( isset( $_POST[ self::FIELD ] ) && '1' === $_POST[ self::FIELD ] ) {
			update_user_meta( $user_id, self::META, '1' );
		} else {
			delete_user_meta( $user_id, self::META );
		}
	}
}
