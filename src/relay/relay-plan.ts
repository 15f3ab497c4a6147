/**
 * Where this person's MCP-B relay is, as PHP prints it with the page's data
 * (`includes/Desktop/Relay_Choice.php`): only when the owner allows it and the person chose it.
 */
import { isJsonObject } from '../schema/php-values';

export interface RelayPlan {
	/** The relay's page script, served from the plugin's build. */
	embed: string;
	/** The port the relay listens on, on the person's computer. */
	port: number;
}

/** @return The plan, or `null` when this page has none. */
export function readRelayPlan(): RelayPlan | null {
	const data = window.webmcpAbilitiesPage;
	const relay = isJsonObject( data ) ? data.relay : null;
	if (
		! isJsonObject( relay ) ||
		typeof relay.embed !== 'string' ||
		typeof relay.port !== 'number'
	) {
		return null;
	}
	return { embed: relay.embed, port: relay.port };
}
