/**
 * The panel's look, added once when it first opens. Logical properties keep it right in
 * right-to-left languages; wp-admin's own `button` classes style the buttons.
 */
import { addStylesOnce } from '../../add-styles';

export const PANEL = 'webmcp-abilities-assistant';

const STYLES = `
.${ PANEL } { position: fixed; z-index: 99990; inset-block: var(--wp-admin--admin-bar--height, 32px) 0; inset-inline-end: 0; box-sizing: border-box; inline-size: min(26rem, 100vw); display: flex; flex-direction: column; background: #fff; color: #1e1e1e; border-inline-start: 1px solid #c3c4c7; box-shadow: 0 0 20px rgb(0 0 0 / 0.15); font-size: 13px; line-height: 1.5; }
.${ PANEL }[hidden], .${ PANEL } [hidden] { display: none !important; }
.${ PANEL }__header { display: flex; align-items: center; gap: 0.5em; padding: 0.75em 1em; border-block-end: 1px solid #dcdcde; }
.${ PANEL }__header h2 { margin: 0; margin-inline-end: auto; font-size: 1.2em; }
.${ PANEL }__conversation { flex: 1; min-height: 0; display: flex; flex-direction: column; }
.${ PANEL }__log { flex: 1; overflow: auto; margin: 0; padding: 1em; list-style: none; }
.${ PANEL }__log > li { margin-block-end: 0.75em; overflow-wrap: anywhere; }
.${ PANEL }__who { display: block; font-weight: 600; }
.${ PANEL }__text { white-space: pre-wrap; }
.${ PANEL }__person { padding: 0.5em 0.75em; border-radius: 4px; background: #f0f6fc; }
.${ PANEL }__step { padding: 0.5em 0.75em; border-inline-start: 4px solid #2271b1; background: #f6f7f7; }
.${ PANEL }__step[data-state="error"] { border-inline-start-color: #d63638; }
.${ PANEL }__step dl { display: grid; grid-template-columns: minmax(4em, max-content) minmax(0, 1fr); gap: 0 0.75em; margin: 0.25em 0; }
.${ PANEL }__step dt { font-weight: 600; }
.${ PANEL }__step dd { margin: 0; white-space: pre-wrap; }
.${ PANEL }__note { padding: 0.5em 0.75em; border-inline-start: 4px solid #dba617; background: #fcf9e8; }
.${ PANEL }__form { display: flex; flex-direction: column; gap: 0.5em; padding: 1em; border-block-start: 1px solid #dcdcde; }
.${ PANEL }__form textarea { inline-size: 100%; min-block-size: 4.5em; }
.${ PANEL }__actions { display: flex; justify-content: flex-end; gap: 0.5em; }
`;

/** Where the agent notice sits while the panel is open: beside it, not over its buttons. */
export const NOTICE_END = 'calc(min(26rem, 100vw) + 16px)';

export function addPanelStyles(): void {
	addStylesOnce( `${ PANEL }-styles`, STYLES );
}
