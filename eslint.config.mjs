/**
 * ESLint as `@wordpress/scripts` configures it, plus the one JSDoc tag this project's tests
 * need: Jest reads `@jest-environment` from a test file's first docblock.
 */
import wordpress from '@wordpress/scripts/config/eslint.config.cjs';

export default [
	...wordpress,
	{
		rules: {
			'jsdoc/check-tag-names': [
				'error',
				{ definedTags: [ 'jest-environment' ] },
			],
		},
	},
];
