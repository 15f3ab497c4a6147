/**
 * The automated accessibility check (axe-core) of what a person uses: no serious or critical
 * violation of WCAG 2.1 A and AA.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface AxeScope {
	/** Only this part of the page (a dialog, a panel); the whole page otherwise. */
	include?: string;
	/**
	 * Parts left out, by selector, each with its reason: only WordPress's own markup, never the
	 * plugin's.
	 */
	excluded?: Record< string, string >;
}

/**
 * WordPress core's "Collapse Menu" button is named "Collapse Main menu" (its `aria-label`), which
 * does not contain its visible text (`label-content-name-mismatch`): core's admin menu, on every
 * screen, not the plugin's to mend.
 */
export const CORE_ADMIN_MENU: AxeScope[ 'excluded' ] = {
	'#collapse-button': 'WordPress core’s Collapse Menu button',
};

/**
 * @param page  The page, in the state to check.
 * @param scope What to check.
 */
export async function expectNoSeriousViolations(
	page: Page,
	scope: AxeScope = {}
): Promise< void > {
	let builder = new AxeBuilder( { page } ).withTags( [
		'wcag2a',
		'wcag2aa',
		'wcag21a',
		'wcag21aa',
	] );
	if ( scope.include ) {
		builder = builder.include( scope.include );
	}
	for ( const selector of Object.keys( scope.excluded ?? {} ) ) {
		builder = builder.exclude( selector );
	}
	const { violations } = await builder.analyze();
	const serious = violations
		.filter( ( violation ) =>
			[ 'serious', 'critical' ].includes( violation.impact ?? '' )
		)
		.map( ( violation ) => ( {
			rule: violation.id,
			impact: violation.impact,
			help: violation.help,
			where: violation.nodes.map( ( node ) => node.target.join( ' ' ) ),
		} ) );
	expect( serious ).toEqual( [] );
}
