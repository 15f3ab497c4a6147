/**
 * The shape of an ability as `/wp-abilities/v1/abilities` returns it, checked at runtime
 * because other plugins' abilities reach the bridge through it.
 */
import * as z from 'zod';

const annotationFlag = z.optional( z.nullable( z.boolean() ) );

export const abilitySchema = z.object( {
	name: z.string().check( z.regex( /^[a-z0-9-]+\/[a-z0-9-]+$/ ) ),
	label: z.string(),
	description: z.string(),
	category: z.string(),
	input_schema: z.optional( z.unknown() ),
	output_schema: z.optional( z.unknown() ),
	meta: z.optional(
		z.object( {
			// How the ability asks to be offered to agents; see the README.
			webmcp: z.optional(
				z.object( {
					expose: z.optional( z.boolean() ),
					consequential: z.optional( z.boolean() ),
					untrusted_output: z.optional( z.boolean() ),
					// A read-only ability that describes what a call acts on, for the confirmation.
					describe: z.optional( z.string().check( z.regex( /^[a-z0-9-]+\/[a-z0-9-]+$/ ) ) ),
				} )
			),
			annotations: z.optional(
				z.nullable(
					z.object( {
						readonly: annotationFlag,
						destructive: annotationFlag,
						idempotent: annotationFlag,
					} )
				)
			),
		} )
	),
} );

export type Ability = z.infer< typeof abilitySchema >;
