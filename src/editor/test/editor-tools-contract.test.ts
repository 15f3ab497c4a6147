/**
 * The server keeps places under the cap for each editor screen's own tools (`editorTools` in
 * `includes/contract.json`, read by `Exposure/Page_Tools.php`): the list must be the tools the
 * editor entry offers there, or the server would keep too few places (and the page would leave
 * the editor's own tools out) or too many.
 */
import contract from '../../../includes/contract.json';
import { asksForTool } from '../../abilities/opt-in';
import { EDITOR_ABILITIES } from './fixtures/editor-abilities';

const offeredOn = ( screen: string ) =>
	EDITOR_ABILITIES.filter(
		( { ability, screens } ) =>
			screens.includes( screen ) && asksForTool( ability.meta )
	).map( ( { ability } ) => ability.name );

describe( 'the places the server keeps for the editor tools', () => {
	it.each( [ 'post', 'site-editor' ] as const )(
		'are the tools the editor offers on %s',
		( screen ) => {
			expect( [ ...contract.editorTools[ screen ] ].sort() ).toEqual(
				offeredOn( screen ).sort()
			);
		}
	);
} );
