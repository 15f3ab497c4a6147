/**
 * Ability annotations become WebMCP tool hints.
 */
import type { Ability } from '../abilities/ability';
import type { ToolAnnotations } from '../webmcp';

/**
 * @param ability The ability.
 * @return The hints the browser keeps (Chromium drops `destructiveHint`).
 */
export function toToolAnnotations( ability: Ability ): ToolAnnotations {
	return {
		readOnlyHint: ability.meta?.annotations?.readonly === true,
		untrustedContentHint: ability.meta?.webmcp?.untrusted_output === true,
	};
}
