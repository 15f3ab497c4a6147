/**
 * One ability's row on the settings screen: the tool it becomes, its kind, who is offered it,
 * its status (and why it cannot be a tool, where the cap leaves it out, what the bridge repairs
 * in its schemas), and the owner's switch.
 */
import { Button, ToggleControl, VisuallyHidden } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';

import { toAbilityStatus, type AbilityStatus } from './ability-status';
import type { ExposureEntry } from './exposure';
import { GateControl } from './gate-control';
import type { PluginSettings } from './settings-store';

function Hints( { status }: { status: AbilityStatus } ) {
	const hints = [
		status.readOnly
			? __( 'read-only', 'webmcp-abilities' )
			: __( 'changes the site', 'webmcp-abilities' ),
		...( status.consequential
			? [
					__(
						'consequential: the person confirms each call',
						'webmcp-abilities'
					),
				]
			: [] ),
		...( status.destructive
			? [ __( 'destructive', 'webmcp-abilities' ) ]
			: [] ),
	];
	return <>{ hints.join( ', ' ) }</>;
}

/**
 * Where the per-page cap leaves an offered tool out, and how the owner keeps it: an explicit
 * choice puts it before every ability that only asks.
 * @param root0
 * @param root0.screens
 * @param root0.onKeep
 */
function LeftOut( {
	screens,
	onKeep,
}: {
	screens: string[];
	onKeep: () => void;
} ) {
	const others = screens.filter( ( screen ) => screen !== '*' );
	const where = screens.includes( '*' )
		? __( 'Left out by the cap on most screens.', 'webmcp-abilities' )
		: sprintf(
				/* translators: %s: comma-separated wp-admin screen IDs. */
				__( 'Left out by the cap on: %s.', 'webmcp-abilities' ),
				others.join( ', ' )
			);
	return (
		<span className="webmcp-abilities-left-out">
			<br />
			{ where }{ ' ' }
			<Button variant="link" onClick={ onKeep }>
				{ __( 'Keep it before the others', 'webmcp-abilities' ) }
			</Button>
		</span>
	);
}

/**
 * Malformed schemas the bridge repairs for agents: the tool works, but the ability's author
 * should fix them, since every other client of the Abilities API gets them as they are.
 * @param root0
 * @param root0.repairs One line per repair.
 */
function SchemaRepairs( { repairs }: { repairs: string[] } ) {
	return (
		<details className="webmcp-abilities-schema-repairs">
			<summary>
				{ sprintf(
					/* translators: %d: number of repairs. */
					_n(
						'Schema repaired for agents (%d fix)',
						'Schema repaired for agents (%d fixes)',
						repairs.length,
						'webmcp-abilities'
					),
					repairs.length
				) }
			</summary>
			<ul>
				{ repairs.map( ( repair ) => (
					<li key={ repair }>{ repair }</li>
				) ) }
			</ul>
		</details>
	);
}

function statusName(
	status: AbilityStatus
): 'blocked' | 'offered' | 'not-offered' {
	if ( status.blockers.length > 0 ) {
		return 'blocked';
	}
	return status.offered ? 'offered' : 'not-offered';
}

export function AbilityRow( {
	entry,
	settings,
	onChoose,
	onGate,
}: {
	entry: ExposureEntry;
	settings: PluginSettings;
	onChoose: ( name: string, offered: boolean ) => void;
	onGate: ( name: string, gate: string | undefined ) => void;
} ) {
	const status = toAbilityStatus( entry );
	const chosen = settings.abilities[ entry.name ] ?? entry.asks;
	return (
		<tr data-ability={ entry.name }>
			<td>
				<strong>{ entry.label }</strong>
				<br />
				<code>{ entry.name }</code>
			</td>
			<td>
				{ status.toolName ? <code>{ status.toolName }</code> : '—' }
			</td>
			<td>
				<Hints status={ status } />
			</td>
			<td>
				{ entry.in_page ? (
					__( 'checked in the page', 'webmcp-abilities' )
				) : (
					<code>{ entry.gate }</code>
				) }
				{ entry.screens && (
					<>
						<br />
						{ sprintf(
							/* translators: %s: comma-separated wp-admin screen IDs. */
							__( 'only on: %s', 'webmcp-abilities' ),
							entry.screens.join( ', ' )
						) }
					</>
				) }
				<GateControl
					abilityLabel={ entry.label }
					gate={ settings.gates[ entry.name ] }
					onChange={ ( gate ) => onGate( entry.name, gate ) }
				/>
			</td>
			<td
				className="webmcp-abilities-status"
				data-status={ statusName( status ) }
			>
				{ status.blockers.length > 0 ? (
					<>
						{ __( 'Cannot be offered:', 'webmcp-abilities' ) }{ ' ' }
						{ status.blockers.join( ' ' ) }
					</>
				) : (
					<>
						{ status.offered &&
							( entry.public_site
								? __(
										'Offered to visitors’ agents on the public site',
										'webmcp-abilities'
									)
								: __( 'Offered', 'webmcp-abilities' ) ) }
						{ ! status.offered &&
							__( 'Not offered', 'webmcp-abilities' ) }
						{ status.decidedByFilter &&
							` (${ __( 'decided by a filter in code', 'webmcp-abilities' ) })` }
						{ status.offered &&
							entry.left_out_on.length > 0 &&
							settings.abilities[ entry.name ] !== true && (
								<LeftOut
									screens={ entry.left_out_on }
									onKeep={ () =>
										onChoose( entry.name, true )
									}
								/>
							) }
					</>
				) }
				{ status.schemaRepairs.length > 0 && (
					<SchemaRepairs repairs={ status.schemaRepairs } />
				) }
			</td>
			<td>
				<ToggleControl
					__nextHasNoMarginBottom
					label={
						<VisuallyHidden>
							{ sprintf(
								/* translators: %s: ability label. */
								__( 'Offer “%s”', 'webmcp-abilities' ),
								entry.label
							) }
						</VisuallyHidden>
					}
					checked={ chosen }
					disabled={ status.blockers.length > 0 }
					onChange={ ( offered ) => onChoose( entry.name, offered ) }
				/>
			</td>
		</tr>
	);
}
