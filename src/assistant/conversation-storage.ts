/**
 * Where the assistant's conversation lives between screens: this tab's session storage, under
 * a key of this person on this site. Entries of any other person or site are removed on sight,
 * so whoever uses the tab next never finds them.
 */
import { emptyConversation, type Conversation } from './panel/conversation';

const PREFIX = 'webmcp-abilities-assistant:';

/**
 * @param conversationKey This person's key on this site.
 * @return The stored conversation, or `null` (none, unreadable, or storage refused).
 */
export function loadConversation(
	conversationKey: string
): Conversation | null {
	try {
		const stored = window.sessionStorage.getItem(
			PREFIX + conversationKey
		);
		// Over an empty one, so a conversation kept by an earlier version has every field.
		return stored
			? {
					...emptyConversation(),
					...( JSON.parse( stored ) as Partial< Conversation > ),
				}
			: null;
	} catch {
		return null;
	}
}

/**
 * @param conversationKey This person's key on this site.
 * @param conversation    The conversation, or `null` to forget it.
 */
export function saveConversation(
	conversationKey: string,
	conversation: Conversation | null
): void {
	try {
		if ( conversation ) {
			window.sessionStorage.setItem(
				PREFIX + conversationKey,
				JSON.stringify( conversation )
			);
		} else {
			window.sessionStorage.removeItem( PREFIX + conversationKey );
		}
	} catch {
		// Storage full or refused: the conversation then lasts as long as this page.
	}
}

/**
 * @param conversationKey This person's key on this site, or `null` when they have no assistant
 *                        here; every other assistant entry goes.
 */
export function forgetOtherConversations(
	conversationKey: string | null
): void {
	try {
		const storage = window.sessionStorage;
		for ( let index = storage.length - 1; index >= 0; index-- ) {
			const key = storage.key( index );
			if (
				key?.startsWith( PREFIX ) &&
				key !== PREFIX + ( conversationKey ?? '' )
			) {
				storage.removeItem( key );
			}
		}
	} catch {
		// No storage: nothing was kept either.
	}
}
