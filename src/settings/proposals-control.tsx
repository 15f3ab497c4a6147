/**
 * The owner's choices for proposals: whether a call a person may not run can go for approval,
 * which roles' calls of a tool always wait for approval ("runs after approval"), how long a
 * proposal waits, how many a person may send a day, and whether someone may approve their own.
 */
import {
	CheckboxControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { isJsonObject } from '../schema/php-values';
import type { ExposureEntry } from './exposure';
import type { PluginSettings } from './settings-store';

type ProposalSettings = PluginSettings[ 'proposals' ];

/**
 * @param entry An ability on the settings screen.
 * @return Whether its calls can go for approval.
 */
const isProposable = ( entry: ExposureEntry ): boolean =>
	isJsonObject( entry.meta.webmcp ) &&
	typeof entry.meta.webmcp.proposable === 'string';

/**
 * @param props
 * @param props.proposals The saved proposal settings.
 * @param props.entries   Every ability on the screen.
 * @param props.roles     The site's roles.
 * @param props.onChange  Called with the new settings.
 */
export function ProposalsControl( {
	proposals,
	entries,
	roles,
	onChange,
}: {
	proposals: ProposalSettings;
	entries: ExposureEntry[];
	roles: Array< { slug: string; name: string } >;
	onChange: ( proposals: ProposalSettings ) => void;
} ) {
	const afterApproval = ( ability: string, role: string, on: boolean ) => {
		const now = proposals.approval[ ability ] ?? [];
		const next = on
			? [ ...now, role ]
			: now.filter( ( slug ) => slug !== role );
		onChange( {
			...proposals,
			approval: { ...proposals.approval, [ ability ]: next },
		} );
	};
	const number = ( key: 'expiry_days' | 'daily_limit', value: string ) =>
		onChange( { ...proposals, [ key ]: Number( value || 0 ) } );
	return (
		<fieldset className="webmcp-abilities-settings__proposals">
			<h2>{ __( 'Proposals', 'webmcp-abilities' ) }</h2>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Let a call someone may not make go for approval',
					'webmcp-abilities'
				) }
				help={ __(
					'A contributor’s agent publishing their draft, or an author’s fixing an editor’s post, asks the person to send it for approval; an editor decides under Tools > Agent proposals, and approving runs it with the editor’s permissions.',
					'webmcp-abilities'
				) }
				checked={ proposals.enabled }
				onChange={ ( enabled ) =>
					onChange( { ...proposals, enabled } )
				}
			/>
			{ entries.filter( isProposable ).map( ( entry ) => (
				<fieldset
					key={ entry.name }
					className="webmcp-abilities-settings__approval"
				>
					<legend>
						{ sprintf(
							/* translators: %s: a tool's label, such as "Publish post". */
							__(
								'“%s” runs only after approval for:',
								'webmcp-abilities'
							),
							entry.label
						) }
					</legend>
					{ roles.map( ( role ) => (
						<CheckboxControl
							__nextHasNoMarginBottom
							key={ role.slug }
							label={ role.name }
							checked={ (
								proposals.approval[ entry.name ] ?? []
							).includes( role.slug ) }
							onChange={ ( on ) =>
								afterApproval( entry.name, role.slug, on )
							}
						/>
					) ) }
				</fieldset>
			) ) }
			<div style={ { maxWidth: '16em', margin: '1em 0' } }>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					type="number"
					min={ 1 }
					label={ __(
						'Days a proposal waits for a decision',
						'webmcp-abilities'
					) }
					value={ proposals.expiry_days }
					onChange={ ( value ) => number( 'expiry_days', value ) }
				/>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					type="number"
					min={ 0 }
					label={ __(
						'Proposals one person may send a day',
						'webmcp-abilities'
					) }
					value={ proposals.daily_limit }
					onChange={ ( value ) => number( 'daily_limit', value ) }
				/>
			</div>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Let people approve their own proposals',
					'webmcp-abilities'
				) }
				checked={ proposals.self_approval }
				onChange={ ( selfApproval ) =>
					onChange( { ...proposals, self_approval: selfApproval } )
				}
			/>
		</fieldset>
	);
}
