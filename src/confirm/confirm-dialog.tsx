/**
 * The dialog that shows the person exactly what an agent's consequential call will do.
 */
import { Button, Flex, Modal } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

export interface ConfirmRequest {
	/** The tool's title (the ability's label). */
	title: string;
	/** The tool's name, as the agent called it. */
	toolName: string;
	/** What the ability does, in its own words. */
	description: string;
	/** The ability's input, as it will be sent. */
	input: unknown;
}

interface ConfirmDialogProps extends ConfirmRequest {
	onConfirm: () => void;
	onCancel: () => void;
}

function formatValue( value: unknown ): string {
	if ( typeof value === 'string' ) {
		return value;
	}
	return JSON.stringify( value, null, 2 ) ?? String( value );
}

/** The input, one row per field; content is shown as text, never as markup. */
function InputDetails( { input }: { input: unknown } ) {
	if ( input === undefined || input === null ) {
		return <p>{ __( 'It takes no input.', 'webmcp-abilities' ) }</p>;
	}
	const rows =
		typeof input === 'object' && ! Array.isArray( input )
			? Object.entries( input as Record< string, unknown > )
			: [ [ __( 'Input', 'webmcp-abilities' ), input ] as const ];
	return (
		<dl className="webmcp-abilities-confirm__input">
			{ rows.map( ( [ key, value ] ) => (
				<div key={ key }>
					<dt>
						<code>{ key }</code>
					</dt>
					<dd>
						<pre style={ { whiteSpace: 'pre-wrap', maxHeight: '12em', overflow: 'auto', margin: 0 } }>
							{ formatValue( value ) }
						</pre>
					</dd>
				</div>
			) ) }
		</dl>
	);
}

export function ConfirmDialog( {
	title,
	toolName,
	description,
	input,
	onConfirm,
	onCancel,
}: ConfirmDialogProps ) {
	return (
		<Modal
			title={ sprintf(
				/* translators: %s: the tool's title, such as "Publish post". */
				__( 'Allow the AI agent to run “%s”?', 'webmcp-abilities' ),
				title
			) }
			onRequestClose={ onCancel }
			className="webmcp-abilities-confirm"
			size="medium"
		>
			<p>{ description }</p>
			<p>
				{ __( 'The agent asked for the tool', 'webmcp-abilities' ) } <code>{ toolName }</code>{ ' ' }
				{ __( 'with exactly this input:', 'webmcp-abilities' ) }
			</p>
			<InputDetails input={ input } />
			<Flex justify="flex-end" style={ { marginTop: '1.5em' } }>
				<Button variant="tertiary" onClick={ onCancel }>
					{ __( 'Cancel', 'webmcp-abilities' ) }
				</Button>
				<Button variant="primary" onClick={ onConfirm }>
					{ __( 'Confirm', 'webmcp-abilities' ) }
				</Button>
			</Flex>
		</Modal>
	);
}
