/**
 * The owner's gate on one ability: who, beyond what the ability itself requires, is offered its
 * tool. A minimum role (as the capability WordPress's default roles gain at that level) or any
 * capability; the server checks it on every page and every call.
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

export const ROLE_GATES: { value: string; label: string }[] = [
	{
		value: 'edit_posts',
		label: __( 'Contributors and above', 'webmcp-abilities' ),
	},
	{
		value: 'publish_posts',
		label: __( 'Authors and above', 'webmcp-abilities' ),
	},
	{
		value: 'edit_others_posts',
		label: __( 'Editors and above', 'webmcp-abilities' ),
	},
	{
		value: 'manage_options',
		label: __( 'Administrators', 'webmcp-abilities' ),
	},
];

const OTHER = '';

/**
 * @param props
 * @param props.abilityLabel The ability's label, for the controls' accessible names.
 * @param props.gate         The owner's gate, or `undefined` when they set none.
 * @param props.onChange     Called with the new gate, `undefined` to remove it.
 */
export function GateControl( {
	abilityLabel,
	gate,
	onChange,
}: {
	abilityLabel: string;
	gate: string | undefined;
	onChange: ( gate: string | undefined ) => void;
} ) {
	const isRole = ROLE_GATES.some( ( role ) => role.value === gate );
	const [ other, setOther ] = useState( gate !== undefined && ! isRole );
	const selected = other ? OTHER : ( gate ?? 'none' );
	return (
		<>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ sprintf(
					/* translators: %s: ability label. */
					__( 'Who is offered “%s”', 'webmcp-abilities' ),
					abilityLabel
				) }
				hideLabelFromVision
				value={ selected }
				options={ [
					{
						value: 'none',
						label: __( 'Anyone it allows', 'webmcp-abilities' ),
					},
					...ROLE_GATES,
					{
						value: OTHER,
						label: __( 'Another capability…', 'webmcp-abilities' ),
					},
				] }
				onChange={ ( value: string ) => {
					setOther( value === OTHER );
					if ( value !== OTHER ) {
						onChange( value === 'none' ? undefined : value );
					}
				} }
			/>
			{ other && (
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ sprintf(
						/* translators: %s: ability label. */
						__( 'Capability needed for “%s”', 'webmcp-abilities' ),
						abilityLabel
					) }
					hideLabelFromVision
					placeholder={ __( 'capability_name', 'webmcp-abilities' ) }
					value={ gate ?? '' }
					onChange={ ( value ) =>
						onChange(
							value.trim() === '' ? undefined : value.trim()
						)
					}
				/>
			) }
		</>
	);
}
