/**
 * How many tools a person of each role gets, screen by screen, as the saved settings decide
 * (`GET /webmcp-abilities/v1/exposure/counts`): what the owner checks against the cap.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { ToolCounts } from './settings-store';

/**
 * @param offered The tools offered.
 * @param atOnce  How many the page registers at once, the loader counted.
 * @return The cell's text: one number while everything fits.
 */
function countText( offered: number, atOnce: number ): string {
	return offered > atOnce
		? sprintf(
				/* translators: 1: tools offered, 2: tools a page registers at once. */
				__( '%1$d offered, %2$d at once', 'webmcp-abilities' ),
				offered,
				atOnce
			)
		: String( atOnce );
}

export function ToolCountsTable( { counts }: { counts: ToolCounts } ) {
	return (
		<section>
			<h2>{ __( 'Tools per page, by role', 'webmcp-abilities' ) }</h2>
			<p>
				{ __(
					'How many of this site’s tools a person of each role is offered on a page, with the settings as saved. Past the cap, a page registers as many as the cap allows at once, one of them a tool that loads the others by group on an agent’s request. Browser-side abilities take any room left under the cap.',
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
					{ counts.screens.map(
						( { screen, counts: byRole, offered } ) => (
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
										{ countText(
											offered[ role.slug ] ?? 0,
											byRole[ role.slug ] ?? 0
										) }
									</td>
								) ) }
							</tr>
						)
					) }
				</tbody>
			</table>
		</section>
	);
}
