/**
 * The same Chromium with WebMCP left off, as most visitors' browsers are today.
 */
import { chromium, type Browser } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';

export function launchWithoutWebMCP(): Promise< Browser > {
	return chromium.launch( {
		executablePath: CHROMIUM_PATH,
		args: CHROMIUM_ARGS,
	} );
}
