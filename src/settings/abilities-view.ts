/**
 * How the abilities list opens: apart from the list itself, so the settings screen keeps it while
 * the list (DataViews, most of the screen's weight) loads only when its tab is opened.
 */
import type { View } from '@wordpress/dataviews/wp';

/** 20 rows keep the list within two screens at 1280×800. */
export const DEFAULT_VIEW: View = {
	type: 'table',
	search: '',
	filters: [],
	page: 1,
	perPage: 20,
	titleField: 'label',
	fields: [ 'kind', 'who', 'status', 'offer' ],
	layout: { density: 'compact' },
};
