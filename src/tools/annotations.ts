/**
 * Ability annotations become WebMCP tool hints.
 */
import type { Ability } from '../abilities/ability';
import type { ToolAnnotations } from '../webmcp';

/**
 * @param ability The ability.
 * @return The hints the browser keeps (`readOnlyHint`; Chromium drops `destructiveHint`).
 */
export function toToolAnnotations( ability: Ability ): ToolAnnotations {
	const annotations = ability.meta?.annotations;
	return {
		readOnlyHint: annotations?.readonly === true,
	};
}
