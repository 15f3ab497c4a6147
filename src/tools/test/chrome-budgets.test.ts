/**
 * Chrome's budgets for tool authors (`shared/reference/webmcp.md`) over every tool the plugin
 * builds, built as the bridge builds them: its server abilities (REST's answers, read from a
 * real installed site), visitors' tools and forms, the editor abilities and the loader.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import type { Ability } from '../../abilities/ability';
import { asksForTool } from '../../abilities/opt-in';
import { MAX_TOOLS_LIMIT } from '../../contract';
import { EDITOR_ABILITIES } from '../../editor/test/fixtures/editor-abilities';
import { defaultingToCurrentPage } from '../../public/current-page';
import { buildTools } from '../build-tools';
import { createLoadTool } from '../load-tools-tool';
import { ToolGroups } from '../tool-groups';
import { Toolbox } from '../toolbox';

const BUDGET = { name: 30, description: 500, parameter: 150 };

/** What a budget is checked on: a built tool, or a declarative form as the browser reads it. */
interface BuiltTool {
	name: string;
	description: string;
	inputSchema?: Record< string, unknown >;
}

interface PluginTools {
	admin: Ability[];
	public: Ability[];
	forms: string[];
}

function readPluginTools(): PluginTools {
	return JSON.parse(
		execFileSync( 'node', [ join( __dirname, 'plugin-tools.mjs' ) ], {
			encoding: 'utf8',
			maxBuffer: 16 * 1024 * 1024,
		} )
	);
}

/**
 * A declarative form tool as Chrome builds it: `toolname`, `tooldescription`, and each field's
 * `toolparamdescription`.
 * @param html The form's markup.
 */
function formTool( html: string ): BuiltTool {
	const form = new DOMParser()
		.parseFromString( html, 'text/html' )
		.querySelector( 'form[toolname]' );
	if ( ! form ) {
		throw new Error( `No form tool in: ${ html.slice( 0, 200 ) }` );
	}
	const properties = Object.fromEntries(
		[ ...form.querySelectorAll( '[toolparamdescription]' ) ].map(
			( field ) => [
				field.getAttribute( 'name' ),
				{ description: field.getAttribute( 'toolparamdescription' ) },
			]
		)
	);
	return {
		name: form.getAttribute( 'toolname' ) ?? '',
		description: form.getAttribute( 'tooldescription' ) ?? '',
		inputSchema: { type: 'object', properties },
	};
}

/**
 * Every parameter description of a schema, at any depth (the schema's own is not one).
 * @param schema The input schema.
 * @param path   Where it is.
 */
function parameterDescriptions(
	schema: unknown,
	path = ''
): Array< [ string, string ] > {
	if ( typeof schema !== 'object' || schema === null ) {
		return [];
	}
	const { description } = schema as { description?: unknown };
	const own: Array< [ string, string ] > =
		path !== '' && typeof description === 'string'
			? [ [ path, description ] ]
			: [];
	return [
		...own,
		...Object.entries( schema ).flatMap( ( [ key, value ] ) =>
			parameterDescriptions( value, `${ path }/${ key }` )
		),
	];
}

/**
 * @param tool A tool.
 * @return Each budget it is over, in words.
 */
function overBudget( tool: BuiltTool ): string[] {
	const over = [];
	if ( tool.name.length > BUDGET.name ) {
		over.push( `name is ${ tool.name.length } characters` );
	}
	if ( tool.description.length > BUDGET.description ) {
		over.push( `description is ${ tool.description.length } characters` );
	}
	for ( const [ path, text ] of parameterDescriptions( tool.inputSchema ) ) {
		if ( text.length > BUDGET.parameter ) {
			over.push( `${ path } is ${ text.length } characters` );
		}
	}
	return over;
}

describe( 'every tool the plugin builds is within Chrome’s budgets', () => {
	const lifetime = new AbortController().signal;
	let tools: Array< [ string, BuiltTool ] >;

	beforeAll( () => {
		const plugin = readPluginTools();
		const editorTools = EDITOR_ABILITIES.map(
			( { ability } ) => ability
		).filter( ( ability ) => asksForTool( ability.meta ) ) as Ability[];
		const loaderGroups = new ToolGroups(
			new Toolbox(),
			[],
			MAX_TOOLS_LIMIT,
			lifetime,
			async () => []
		);
		const built = [
			...buildTools( plugin.admin, lifetime ),
			...buildTools( plugin.public, lifetime, defaultingToCurrentPage ),
			...buildTools( editorTools, lifetime ),
			...plugin.forms.map( formTool ),
			// The most tools a page holds is the longest number the description can name.
			createLoadTool( loaderGroups, MAX_TOOLS_LIMIT ),
		];
		tools = built.map( ( tool ) => [ tool.name, tool ] );
	}, 300_000 );

	it( 'covers them all: wp-admin’s, visitors’, the forms, the editor’s and the loader', () => {
		const names = tools.map( ( [ name ] ) => name );
		expect( names ).toHaveLength( new Set( names ).size );
		expect( names ).toEqual(
			expect.arrayContaining( [
				'wp_list-pending-comments',
				'wp_search-site',
				'wp_search-form',
				'wp_comment-form',
				'wp_read-editor',
				'wp_load-tools',
			] )
		);
		const editorTools = EDITOR_ABILITIES.map(
			( { ability } ) => ability
		).filter( ( ability ) => asksForTool( ability.meta ) );
		// wp-admin's 53 server tools (the site, content and its revisions, proposals, comments, the
		// media library, terms, templates, settings, a classic theme's menus, widgets and Additional
		// CSS, people, plugins and themes, Site Health).
		expect( names ).toHaveLength( 53 + 4 + 2 + editorTools.length + 1 );
	} );

	it( 'has no tool over a budget', () => {
		const over = tools.flatMap( ( [ name, tool ] ) =>
			overBudget( tool ).map( ( problem ) => `${ name }: ${ problem }` )
		);
		expect( over ).toEqual( [] );
	} );
} );
