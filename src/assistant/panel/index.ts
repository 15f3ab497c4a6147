/**
 * The site assistant's panel, a script of its own: the bridge loads it when a person opens the
 * assistant, and lends it the page's tools.
 */
import { openPanel } from './panel';

window.webmcpAbilitiesAssistantPanel = { open: openPanel };
