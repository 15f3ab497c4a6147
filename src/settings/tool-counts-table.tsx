/**
 * How many tools a person of each role gets, screen by screen, as the saved settings decide
 * (`GET /webmcp-abilities/v1/exposure/counts`): what the owner checks against the cap.
 */
import { __ } from '@wordpress/i18n';

import type { ToolCounts } from './settings-store';

export function ToolCountsTable( { counts }: { counts: ToolCounts } ) {
	return (
		<section>
			<h2>{ __( 'Tools per page, by role', 'webmcp-abilities' ) }</h2>
			<p>
				{ __(
					'How many of this site’s tools a person of each role is offered on a page, with the settings as saved. Browser-side abilities take any room left under the cap.',
					'webmcp-abilities'
				) }
			</p>
			<table className="widefat striped webmcp-abilities-tool-counts">
				<thead>
					<tr>
						<th>{ __( 'Screen', 'webmcp-abilities' ) }</th>
						{ counts.roles.map( ( role ) => (
							<th key={ role.slug }>{ role.name }</th>
						) ) }
					</tr>
				</thead>
				<tbody>
					{ counts.screens.map( ( { screen, counts: byRole } ) => (
						<tr key={ screen } data-screen={ screen }>
							<th scope="row">
								{ screen === '*' ? (
									__(
										'Every other screen',
										'webmcp-abilities'
									)
								) : (
									<code>{ screen }</code>
								) }
							</th>
							{ counts.roles.map( ( role ) => (
								<td key={ role.slug }>
									{ byRole[ role.slug ] ?? 0 }
								</td>
							) ) }
						</tr>
					) ) }
				</tbody>
			</table>
		</section>
	);
}
