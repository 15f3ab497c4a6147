/**
 * The shape of `GET /webmcp-abilities/v1/exposure`: every ability on the site and how PHP
 * offers it to agents (see `includes/Settings/Exposure_Controller.php`).
 */
import * as z from 'zod';

import { REST_BASE } from '../contract';

export const EXPOSURE_PATH = `${ REST_BASE }/exposure`;

export const exposureEntrySchema = z.object( {
	name: z.string(),
	label: z.string(),
	description: z.string(),
	category: z.string(),
	category_label: z.string(),
	input_schema: z.unknown(),
	output_schema: z.unknown(),
	meta: z.object( {
		annotations: z.optional( z.unknown() ),
		webmcp: z.optional( z.unknown() ),
	} ),
	gate: z.string(),
	screens: z.nullable( z.array( z.string() ) ),
	in_rest: z.boolean(),
	/** The tool name, or `null` when the name cannot be one (then `unnamed_reason` says why). */
	tool_name: z.nullable( z.string() ),
	unnamed_reason: z.nullable( z.string() ),
	/** A browser-side ability: runs in the page, not over REST (listed by the screen itself). */
	in_page: z.optional( z.boolean() ),
	/** What the ability asks for itself. */
	asks: z.boolean(),
	/** The owner's choice, `null` when they made none. */
	choice: z.nullable( z.boolean() ),
	/** The owner's choice, else what it asks: what the PHP filter then has the last word on. */
	wanted: z.boolean(),
	/** The result after the owner's choice and the PHP filter. */
	exposed: z.boolean(),
	/** One of the public site's tools: offered to visitors' agents there, never in wp-admin. */
	public_site: z.optional( z.boolean() ),
	/** Screens where the cap leaves it out for this person; `*` stands for every other screen. */
	left_out_on: z.array( z.string() ),
} );

export type ExposureEntry = z.infer< typeof exposureEntrySchema >;
