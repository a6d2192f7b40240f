/**
 * Follow-ups after a result that is not a catalogue search: the wardrobe listed ("just the tops",
 * "only the navy ones"), the feed ("what about the luxury ones"), an outfit put together ("now one for
 * the office", "and if it's raining?", "under 100 a piece"). Like a search's follow-up, the clause
 * changes only what it names in the call before; everything else of that call is kept. Read from the
 * NLU slots and the latest call's own input (the dialogue state), never from the wording of the reply.
 */
import type { OutfitConstraints } from '../../../../tools/outfits/constraints.js';
import { FEED_SECTIONS } from '../../../../tools/recommendations/feed-rules.js';
import type { Slots } from '../../nlu/types.js';
import { onlyAboutTheShown, type DialogueState } from '../dialogue.js';
import { cartFollowUp, cartLineTakenOut } from './after-cart.js';
import { wardrobeAfterChange } from './after-wardrobe.js';
import { barePlace } from './bare-place.js';
import { constraintsOf, relativeWeather } from './outfit-constraints.js';
import { outfitRework } from './outfit-rework.js';
import { OUTFIT_TOOLS, outfitSwap, seasonShown } from './outfit-swap.js';
import { outfitWithout } from './outfit-without.js';
import { outfitName, outfitRequest } from './understand-outfits.js';
import { isRecord } from './plan-core.js';
import { queryOf } from './query-slots.js';
import type { FeedSection, Request } from './request.js';
import { has } from './words.js';

const TIER_WORD = { luxury: 'luxury ', mid: 'mid-range ', budget: 'budget ' } as const;

/** Another skill's verbs or places: the clause asks something of its own, not a change to the call before. */
const OTHER_ASK = 'save|add|buy|cart|basket|follow|unfollow|remove|delete|get rid of|bin|outfits? (?:i|i\'ve) saved|pack|packing|trip|dressing room|catalogue|shop|store';

/** After the wardrobe was listed: another category or colour of it ("and tops?", "only the navy ones"). */
const wardrobeFollowUp = (text: string, slots: Slots, input: Record<string, unknown>): Request | null => {
  if (slots.price || slots.handles.length || has(text, OTHER_ASK) || !onlyAboutTheShown(text, slots, true)) return null;
  const category = slots.categories[0] ?? slots.garments[0]?.category;
  const colour = slots.colours[0] ?? slots.shades[0];
  if (!category && !colour) return null;
  const before = typeof input.category === 'string' && input.category !== 'all' ? input.category : undefined;
  const kept = typeof input.query === 'string' ? input.query : undefined;
  const query = colour ?? kept;
  const cat = category ?? before;
  const phrase = [query, cat ? cat.toLowerCase() : 'pieces'].filter(Boolean).join(' ');
  return { kind: 'wardrobe.list', ...(query ? { query } : {}), ...(cat ? { category: cat } : {}), phrase };
};

/** After the feed: the same section at another tier ("what about the luxury ones", "budget ones?"). */
const feedFollowUp = (text: string, slots: Slots, input: Record<string, unknown>, phrases: Record<FeedSection, string>): Request | null => {
  if (has(text, OTHER_ASK) || slots.categories.length || slots.garments.length || slots.colours.length || !onlyAboutTheShown(text, slots)) return null;
  const tier = queryOf(slots)?.tier ?? slots.tier ?? (has(text, 'all prices|any price|every price') ? null : undefined);
  if (tier === undefined) return null;
  const section = FEED_SECTIONS.find((s) => s === input.section) ?? 'recommended';
  return { kind: 'feed', section, query: { ...(tier ? { tier } : {}), phrase: `${tier ? TIER_WORD[tier] : ''}${phrases[section]}` } };
};

/** The occasion as the reply names it ("wedding-guest" → "wedding guest"). */
const occasionWords = (occasion: string | undefined) => (occasion ? occasion.replace(/-/g, ' ') : null);

/** After an outfit: the same outfit asked for another occasion, weather or budget; what is not named is kept. */
const outfitFollowUp = (text: string, slots: Slots, input: Record<string, unknown>, state: DialogueState): Request | null => {
  if (has(text, `${OTHER_ASK}|wardrobe|closet|around|with my|goes with`) || slots.garments.length || slots.categories.length || slots.handles.length || slots.destination) return null;
  // "something warmer": a step colder than the season it was dressed for.
  const named = { ...constraintsOf(slots, text), ...relativeWeather(text, seasonShown(state)) };
  if (!Object.keys(named).length) return null;
  const before = (isRecord(input.constraints) ? input.constraints : {}) as OutfitConstraints;
  // A new occasion asks for that occasion's outfit: the weather and budget said for the last one stay.
  const constraints: OutfitConstraints = { ...before, ...named };
  return { kind: 'outfit.build', anchors: [], slots: ['top', 'bottom', 'shoes'], occasion: occasionWords(constraints.occasion), constraints };
};

/** Verbs of keeping an outfit, in any form ("saving that", "keep", "remember it as my church look"). */
// "keep the colours but …" keeps something of it: only "keep" with the outfit or nothing after it keeps the outfit.
const KEEP = 'save|saving|store|storing|remember|bookmark|keep(?=\\s+(?:it|this|that|the (?:outfit|look)|as|for me)\\b|\\W*$)';

/** "perfect, save it as a look", "keep this one", "love. save": right after an outfit, the outfit shown is what is saved. */
const outfitSaved = (text: string, slots: Slots): Request | null => {
  const lower = text.toLowerCase();
  if (!has(lower, KEEP) || has(lower, 'cart|basket|wardrobe|closet|dressing room|wishlist|favou?rites')) return null;
  // "save this outfit as Office Monday": the outfits reader's own reading, name as written.
  const own = outfitRequest(text);
  if (own?.kind === 'outfits.save') return own;
  // "save the bag": a piece of it named on its own is a piece to save, not the outfit; a bare "save" keeps the outfit.
  if (!has(lower, 'it|this|that|this one|that one') && (slots.garments.length || slots.categories.length || slots.references.length)) return null;
  // "save it and call it Sunday".
  const named = /\b(?:call|name)\s+it\s+["“']?([\p{L}\p{N}' -]{1,40}?)["”']?\s*[.!]?$/iu.exec(text)?.[1]?.trim();
  // "keep it as "friday dinner"": the name it is kept under.
  return { kind: 'outfits.save', anchors: [], name: named ?? outfitName(text).name };
};

/**
 * A clause read as a change to the latest call when that call listed the wardrobe, the feed or an
 * outfit; null when it asks something of its own.
 */
export const afterListing = (text: string, slots: Slots, state: DialogueState, feedPhrases: Record<FeedSection, string>): Request | null => {
  const tool = state.latestTool?.replaceAll('_', '.');
  const input = isRecord(state.latest?.input) ? state.latest.input : {};
  const lower = text.toLowerCase();
  const cart = cartLineTakenOut(text, slots, state) ?? cartFollowUp(text, slots, state) ?? wardrobeAfterChange(text, slots, state) ?? barePlace(text, feedPhrases);
  if (cart) return cart;
  if (tool === 'wardrobe.list') return wardrobeFollowUp(lower, slots, input);
  if (tool === 'recommendations.feed') return feedFollowUp(lower, slots, input, feedPhrases);
  if (OUTFIT_TOOLS.has(tool ?? '')) return outfitSaved(text, slots) ?? outfitWithout(text, slots, state) ?? outfitSwap(text, slots, state) ?? outfitFollowUp(lower, slots, input, state) ?? outfitRework(text, slots, state);
  return null;
};
