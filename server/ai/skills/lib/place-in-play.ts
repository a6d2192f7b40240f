/**
 * The place a removal names by a pronoun ("from it", "out of there", "off that"): the container the conversation is
 * about, never the wardrobe by default. What the stylist last showed decides it (a listing of the dressing room or of
 * the cart, an outfit, a trip, the wardrobe); when nothing it showed was a container, the shopper's last message
 * naming one does. A removal from the wrong room is the worst thing a reading can do, so a skill that owns one place
 * reads such a clause only when the pronoun resolves to that place. Pure.
 */
import type { DialogueState } from '../dialogue.js';
import { ROOM_NAMES } from './dressing-room.js';
import { OUTFIT_TOOLS } from './outfit-swap.js';
import { isRecord } from './plan-core.js';
import { has } from './words.js';

export type Container = 'wardrobe' | 'dressingRoom' | 'cart' | 'outfit' | 'trip';

/** A place said by a pronoun after a preposition of taking out. */
const PRONOUN_PLACE = String.raw`(?:from|out of|outta|off(?: of)?|in)\s+(?:it|there|that|this|them|that one|this one|that list|that lot)`;

/** The words naming each container in the shopper's own messages. */
const NAMES: readonly (readonly [Container, string])[] = [
  ['cart', 'cart|basket|shopping bag|checkout'],
  ['dressingRoom', ROOM_NAMES],
  ['wardrobe', 'wardrobe|closet'],
  ['outfit', 'outfits?|looks?'],
  ['trip', "trips?|packing(?: list)?|suitcase|holiday|travel(?:s|ling)?"],
];

/** Whether the clause's place is a pronoun ("get rid of the boots from it"). */
export const placeIsPronoun = (lower: string): boolean => has(lower, PRONOUN_PLACE) && !NAMES.some(([, words]) => has(lower, words));

/** The container a tool's result showed, or null when it showed none. */
const containerOfTool = (tool: string, input: unknown): Container | null => {
  if (tool === 'dressingRoom.list') return isRecord(input) && input.inCartOnly === true ? 'cart' : 'dressingRoom';
  if (tool === 'dressingRoom.toggleCart') return 'cart';
  if (tool.startsWith('dressingRoom.')) return 'dressingRoom';
  if (tool.startsWith('wardrobe.')) return 'wardrobe';
  if (OUTFIT_TOOLS.has(tool) || tool.startsWith('outfits.')) return 'outfit';
  if (tool.startsWith('trips.')) return 'trip';
  return null;
};

/** The container last named in a message: the one whose name comes last. */
const containerNamedIn = (text: string): Container | null => {
  const lower = text.toLowerCase();
  let best: { container: Container; at: number } | null = null;
  for (const [container, words] of NAMES) {
    for (const m of lower.matchAll(new RegExp(String.raw`\b(?:${words})\b`, 'g'))) {
      if (!best || m.index > best.at) best = { container, at: m.index };
    }
  }
  return best?.container ?? null;
};

/** How many of the shopper's messages back a container she named is still the one under discussion. */
const RECENT_MESSAGES = 3;

/** The container under discussion: what was last shown, else what the shopper's recent messages named last. */
export const containerInPlay = (state: DialogueState): Container | null => {
  const tool = state.latestTool?.replaceAll('_', '.') ?? '';
  const shown = containerOfTool(tool, state.latest?.input);
  if (shown) return shown;
  for (const text of state.earlierUserTexts.slice(-RECENT_MESSAGES).reverse()) {
    const named = containerNamedIn(text);
    if (named) return named;
  }
  return null;
};

/**
 * The container a pronoun place in the clause stands for; 'unknown' when it is a pronoun and nothing is in play (no
 * room may be guessed for it); null when the clause names its place or has none.
 */
export const pronounPlaceOf = (text: string, state: DialogueState): Container | 'unknown' | null =>
  placeIsPronoun(text.toLowerCase()) ? containerInPlay(state) ?? 'unknown' : null;
