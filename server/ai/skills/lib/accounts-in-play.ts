/**
 * The accounts a conversation has in play, for "her", "them" or a verb with no object ("follow her", "actually just
 * unfollow", "what did I miss from her?"): the accounts the shopper's last message named in her own words, else those
 * the last account change named (refused ones too), else those an earlier message named. Asking about an account
 * ("do I follow lena?") names her as surely as acting on her. Pure.
 */
import type { DialogueState } from '../dialogue.js';

/** How far back a named account is still the one "her" means. */
const LOOK_BACK = 3;

/**
 * The accounts the most recent of the last few messages named, and how many messages ago; `handlesOf` reads one
 * message's own words (quoted and pasted text is data, and names no account in play).
 */
export const accountsNamedBefore = (earlier: readonly string[], handlesOf: (text: string) => readonly string[]): DialogueState['namedAccounts'] => {
  for (let ago = 1; ago <= Math.min(LOOK_BACK, earlier.length); ago++) {
    const handles = [...new Set(handlesOf(earlier[earlier.length - ago]!))];
    if (handles.length) return { handles, ago };
  }
  return undefined;
};

export const accountsInPlay = (state: Pick<DialogueState, 'lastHandles' | 'namedAccounts' | 'lastHandlesAre'>): readonly string[] => {
  const named = state.namedAccounts;
  if (named?.ago === 1) return named.handles;
  if (state.lastHandles.length) return state.lastHandles;
  return named?.handles ?? [];
};
