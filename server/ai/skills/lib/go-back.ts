/**
 * Going back to an earlier search: "go back to the dresses", "ok back to the bags", "the dresses
 * again". The search of that category asked before the latest one is run again as it was (its words,
 * colour, price and exclusions), not a bare search of the category. Read from the dialogue state's
 * searches (their inputs), never from the replies.
 */
import type { Slots } from '../../nlu/types.js';
import type { DialogueState } from '../dialogue.js';
import { searchPhrase } from './reply-shopping.js';
import type { ProductQuery, Request } from './request.js';
import { has } from './words.js';

/** Words that say the shopper returns to something asked before. */
const BACK = 'go back|back to|return to|again|the (?:earlier|previous|first) (?:ones?|search)|from before|you showed (?:me )?(?:before|earlier)';

// Not dialogue.ts's searchFollowUp: that changes the latest search by what the clause names; this replays an older one untouched.
/** The earlier search of the category named, asked again; null when the clause goes back to nothing searched. */
export const goBack = (text: string, slots: Slots, state: DialogueState): Request | null => {
  const searches = state.searches ?? [];
  if (searches.length < 2 || !has(text.toLowerCase(), BACK) || slots.price || slots.colours.length || slots.exclusions.length) return null;
  const category = slots.categories[0] ?? slots.garments[0]?.category;
  if (!category) return null;
  // The newest search of that category before the latest one (the latest is what the shopper goes back from).
  const earlier = [...searches.slice(0, -1)].reverse().find((s) => s.category === category);
  if (!earlier) return null;
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  const query: ProductQuery = {
    ...(typeof earlier.text === 'string' ? { text: earlier.text } : {}),
    category,
    ...(num(earlier.minPrice) !== undefined ? { minPrice: num(earlier.minPrice) } : {}),
    ...(num(earlier.maxPrice) !== undefined ? { maxPrice: num(earlier.maxPrice) } : {}),
    explicitPrice: num(earlier.minPrice) !== undefined || num(earlier.maxPrice) !== undefined,
    ...(Array.isArray(earlier.exclude) && earlier.exclude.length ? { exclude: earlier.exclude.map(String) } : {}),
    phrase: searchPhrase(earlier),
  };
  return { kind: 'products', query };
};
