/**
 * An agent's HTML made inert before the editor holds it; its titles as text.
 */
import {
	inertAttribute,
	inertBlocks,
	inertHTML,
	isSafeAddress,
	plainText,
} from '../agent-text';

/**
 * Whatever an inert string keeps, nothing in it may run once parsed into a page.
 * @param html What the sanitiser returned.
 */
function expectInert( html: string ) {
	const { body } = document.implementation.createHTMLDocument( '' );
	body.innerHTML = html;
	expect( body.querySelector( 'script,iframe,svg,object,embed' ) ).toBe(
		null
	);
	for ( const element of body.querySelectorAll( '*' ) ) {
		for ( const { name, value } of [ ...element.attributes ] ) {
			expect( name ).not.toMatch( /^on/ );
			expect( value ).not.toMatch( /javascript:/i );
		}
	}
}

const PAYLOADS = [
	'<img src=x onerror="window.__pwned=1">Gallery',
	'"><svg onload="window.__pwned=2">',
	'</textarea><script>window.__pwned=3</script>',
	'<a href="javascript:window.__pwned=4">x</a>',
	'<a href=" java\tscript:window.__pwned=5">x</a>',
	'<iframe srcdoc="<script>parent.__pwned=6</script>"></iframe>',
	'<p onclick="window.__pwned=7">Hi <strong>there</strong></p>',
];

describe( 'inertHTML', () => {
	it.each( PAYLOADS )( 'leaves nothing that runs of %s', ( payload ) => {
		expectInert( inertHTML( payload ) );
	} );

	it( 'keeps what a post’s text may hold: formatting, links, images', () => {
		const html =
			'<p>Hi <strong>there</strong>, <a href="https://example.com/a?b=c:d">a link</a>, <a href="/about/">ours</a>, <a href="#top">top</a>, <img src="https://example.com/x.png" alt="A cat"></p>';
		expect( inertHTML( html ) ).toBe( html );
	} );

	it( 'leaves text without tags exactly as written', () => {
		expect( inertHTML( 'Fish & Chips' ) ).toBe( 'Fish & Chips' );
	} );
} );

describe( 'plainText', () => {
	it.each( [
		[ '<img src=x onerror="window.__pwned=1">Gallery', 'Gallery' ],
		[ 'Hello <em>world</em>', 'Hello world' ],
		[ 'Fish & Chips', 'Fish & Chips' ],
		[ '<script>window.__pwned=1</script>News', 'News' ],
	] )( 'makes %s the text %s', ( text, expected ) => {
		expect( plainText( text ) ).toBe( expected );
	} );
} );

describe( 'isSafeAddress', () => {
	it.each( [
		'https://example.com/',
		'http://example.com/a:b',
		'/about/',
		'about',
		'#top',
		'?p=1',
		'mailto:a@example.com',
	] )( 'allows %s', ( address ) => {
		expect( isSafeAddress( address ) ).toBe( true );
	} );

	it.each( [
		'javascript:alert(1)',
		'JavaScript:alert(1)',
		' javascript:alert(1)',
		'java\tscript:alert(1)',
		'data:text/html,<script>alert(1)</script>',
		'vbscript:msgbox',
	] )( 'refuses %s', ( address ) => {
		expect( isSafeAddress( address ) ).toBe( false );
	} );
} );

describe( 'inertAttribute', () => {
	it( 'makes rich text, raw HTML and content inert; leaves plain strings as written', () => {
		expectInert(
			String(
				inertAttribute( 'content', PAYLOADS[ 0 ], { type: 'string' } )
			)
		);
		expectInert(
			String(
				inertAttribute( 'caption', PAYLOADS[ 1 ], {
					type: 'rich-text',
				} )
			)
		);
		expectInert(
			String(
				inertAttribute( 'code', PAYLOADS[ 2 ], {
					type: 'string',
					source: 'raw',
				} )
			)
		);
		expect( inertAttribute( 'alt', 'A <b> & c', { type: 'string' } ) ).toBe(
			'A <b> & c'
		);
	} );

	it( 'refuses an address that would run', () => {
		expect( () =>
			inertAttribute( 'url', 'javascript:alert(1)', { type: 'string' } )
		).toThrow( /http or https/ );
	} );

	it( 'reaches inner blocks', () => {
		const [ group ] = inertBlocks(
			[
				{
					clientId: 'a',
					name: 'core/group',
					attributes: {},
					innerBlocks: [
						{
							clientId: 'b',
							name: 'core/paragraph',
							attributes: { content: PAYLOADS[ 0 ] },
							innerBlocks: [],
						},
					],
				},
			],
			() => ( { content: { type: 'rich-text' } } )
		);
		expectInert( String( group?.innerBlocks[ 0 ]?.attributes.content ) );
	} );
} );
