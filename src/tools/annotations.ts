/**
 * Ability annotations become WebMCP tool hints.
 */
import type { Ability } from '../abilities/ability';
import type { ToolAnnotations } from '../webmcp';

/**
 * Whether each call needs the person's confirmation. An ability says so in `meta.webmcp`; one
 * that does not say (another plugin's) is consequential unless it is read-only, since the
 * bridge cannot know what it changes.
 *
 * @param ability The ability.
 */
export function isConsequential( ability: Ability ): boolean {
	const readOnly = ability.meta?.annotations?.readonly === true;
	return ability.meta?.webmcp?.consequential ?? ! readOnly;
}

/**
 * Like `consequential`, the safe default: only an ability that says its results carry no text
 * people wrote (another plugin's cannot be assumed to) is trusted.
 *
 * @param ability The ability.
 */
export const hasUntrustedOutput = ( ability: Ability ): boolean =>
	ability.meta?.webmcp?.untrusted_output !== false;

/**
 * @param ability The ability.
 * @return The hints the browser keeps (Chromium drops `destructiveHint`).
 */
export function toToolAnnotations( ability: Ability ): ToolAnnotations {
	return {
		readOnlyHint: ability.meta?.annotations?.readonly === true,
		consequentialHint: isConsequential( ability ),
		untrustedContentHint: hasUntrustedOutput( ability ),
	};
}
