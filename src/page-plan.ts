/**
 * The decision PHP made for this page: which abilities become tools, which were left out, and
 * the preloaded abilities list (see `includes/Admin/Bridge_Script.php`).
 */
import * as z from 'zod';

const pagePlanSchema = z.object( {
	offered: z.array( z.string() ),
	leftOut: z.array( z.string() ),
	notInRest: z.array( z.string() ),
	preload: z.record( z.string(), z.unknown() ),
} );

export type PagePlan = z.infer< typeof pagePlanSchema >;

declare global {
	interface Window {
		webmcpAbilitiesPagePlan?: unknown;
	}
}

/** @return The plan, or `null` when the page has none (then no tool is offered). */
export function readPagePlan(): PagePlan | null {
	const parsed = pagePlanSchema.safeParse( window.webmcpAbilitiesPagePlan );
	return parsed.success ? parsed.data : null;
}
