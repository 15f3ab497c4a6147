/**
 * The literals the bridge and PHP must agree on, from their one home, `includes/contract.json`
 * (PHP reads it through `includes/Contract.php`).
 */
import contract from '../includes/contract.json';

/** The plugin's REST namespace, with its leading slash for `apiFetch`'s `path`. */
export const REST_BASE = `/${ contract.restNamespace }`;

/**
 * Marks an agent's call: the server logs and rate-limits a run only when this names the tool it
 * computes for the ability (`Activity/Agent_Call.php`).
 */
export const TOOL_HEADER = contract.toolHeader;

/** Names the site assistant's call a run belongs to (`Assistant/Issued_Calls.php`). */
export const ASSISTANT_CALL_HEADER = contract.assistantCallHeader;

/** Names the person's grant for bulk work a call runs under (`Grants/Grant_Store.php`). */
export const GRANT_HEADER = contract.grantHeader;

/**
 * Marks the describe step of a consequential tool's call (the read the dialog shows), naming the
 * ability called, so the server records a refusal there as that call's (`Activity/Agent_Call.php`).
 */
export const DESCRIBES_HEADER = contract.describesHeader;

export const SETTINGS_OPTION = contract.settingsOption;

/** The most tools a page may offer, whatever the owner asks. */
export const MAX_TOOLS_LIMIT = contract.maxToolsLimit;

/** Seconds a confirmation waits when the owner set nothing: under the 60 s MCP clients wait. */
export const CONFIRM_WAIT_DEFAULT = contract.confirmWaitDefault;

/** Server abilities have two segments; browser-side ones up to four (`core/posts/find`). */
export const ABILITY_NAME = new RegExp( contract.abilityNamePattern );

/** What Chromium accepts as a tool name. */
export const TOOL_NAME = new RegExp( contract.toolNamePattern );
export const TOOL_NAME_MAX_LENGTH = contract.toolNameMaxLength;

/**
 * The plugin's own abilities are named `wp_<name>` rather than `webmcp-abilities_<name>`, to keep
 * to Chrome's guidance of about 30 characters a tool name; other namespaces may not use it.
 */
export const OWN_NAMESPACE = contract.ownNamespace;
export const OWN_TOOL_PREFIX = contract.ownToolPrefix;

/** Namespaces kept before other plugins' when the per-page cap bites. */
export const FIRST_NAMESPACES: readonly string[] = contract.firstNamespaces;

/** Playground's own tools (its proxy skips a site tool with one of these names) … */
export const PLAYGROUND_TOOL_NAMES: ReadonlySet< string > = new Set(
	contract.playgroundToolNames
);
/** … and the `wp_ability_<namespace>.<name>` tools it is adding. */
export const PLAYGROUND_TOOL_PREFIX = contract.playgroundToolPrefix;

/**
 * How a server error becomes a tool's code (`src/errors.ts`): by the server's code, then by the
 * HTTP status; and which codes calling again may mend. The PHP contract suite reads the same.
 */
export const AGENT_CODES = contract.agentCodes;
