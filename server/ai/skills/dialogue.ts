/**
 * Dialogue state: what the conversation has settled, derived from the conversation the model is
 * given (earlier user turns, earlier tool calls' inputs and results), never stored elsewhere. The
 * last search's constraints, the trip being planned, the lists last shown and the handles last
 * acted on. A follow-up changes only what it names; a correction replaces the slot it corrects;
 * references ("the last one", "both of them", "her") resolve against the lists shown.
 */
import type { Slots } from '../nlu/types.js';
import { isRecord, isTool, itemsOf, type SeenResult } from './lib/plan-core.js';
import { productQuery } from './lib/product-query.js';
import { enrichQuery } from './lib/query-slots.js';
import type { ProductQuery, Request } from './lib/request.js';
import type { SearchChanges, SearchRefinement } from './lib/understand-shopping.js';
import { categoryIn, has, searchColourIn } from './lib/words.js';

export interface DialogueState {
  /** The last catalogue search's arguments (subject, category, colour, price, exclusions), or null. */
  lastSearch: Record<string, unknown> | null;
  /** The user's messages before this one, oldest first. */
  earlierUserTexts: readonly string[];
  /** Handles the last account calls named (follow, pause, similar…), for "her", "them". */
  lastHandles: readonly string[];
  /** Whether those handles were the shopper's style sources or influencers they follow. */
  lastHandlesAre: 'sources' | 'influencers' | null;
  /** The tool of the conversation's latest result (a follow-up after a search is about that search). */
  latestTool: string | null;
  /** The last lists shown, newest result first per kind. */
  lists: { products: readonly Record<string, unknown>[]; influencers: readonly Record<string, unknown>[]; posts: readonly Record<string, unknown>[] };
}

const ACCOUNT_TOOLS = ['influencers.follow', 'influencers.unfollow', 'influencers.setActive', 'sources.setActive', 'sources.remove', 'recommendations.similarInfluencers'];

export const dialogueState = (history: readonly SeenResult[], earlierUserTexts: readonly string[]): DialogueState => {
  let lastSearch: Record<string, unknown> | null = null;
  let lastHandles: string[] = [];
  let lastHandlesAre: DialogueState['lastHandlesAre'] = null;
  let latestTool: string | null = null;
  const lists: DialogueState['lists'] = { products: [], influencers: [], posts: [] };
  for (const s of history) {
    if (s.isError) continue;
    if (!s.prep) latestTool = s.toolName;
    if (isTool(s, 'products.search') && isRecord(s.input)) lastSearch = s.input;
    if (ACCOUNT_TOOLS.some((t) => isTool(s, t)) && isRecord(s.input)) {
      const h = s.input.handles ?? s.input.handle;
      lastHandles = (Array.isArray(h) ? h : [h]).filter((x): x is string => typeof x === 'string');
      lastHandlesAre = s.toolName.startsWith('sources.') ? 'sources' : 'influencers';
    }
    if (/dressingRoom/.test(s.toolName)) continue;
    for (const kind of ['products', 'influencers', 'posts'] as const) {
      const items = itemsOf(s.output, kind);
      if (items.length) lists[kind] = items;
    }
  }
  return { lastSearch, earlierUserTexts, lastHandles, lastHandlesAre, latestTool, lists };
};

export const emptyState = (): DialogueState => dialogueState([], []);

/** Words that say the clause corrects the turn before rather than asking afresh. */
const CORRECTION = "i meant|meant|instead|actually|rather|make (?:it|them|that|those)|change (?:it|that|them) to|switch (?:it |them )?to|not (?:those|that|these)[,;]|sorry|scratch that|no wait|what about|how about";
/** Words that start a search of its own even with a search before ("show me all bags", "new search"). */
const FRESH = 'new search|start over|something else entirely|forget (?:that|those|it)';

const TIER_PRICES: Record<NonNullable<ProductQuery['tier']>, { min: number | null; max: number | null }> = {
  luxury: { min: 500, max: null }, mid: { min: 100, max: 500 }, budget: { min: null, max: 100 },
};

const garmentWordsOf = (text: unknown) => (typeof text === 'string' ? text.toLowerCase().split(/\s+/).filter((w) => categoryIn(w)) : []);

/** Cheaper or dearer than what was shown: relative to the last results, not a tier of its own. */
const CHEAPER_THAN = 'cheaper|less expensive|more affordable|lower[- ]priced|less pricey|for less|too (?:expensive|pricey|much|dear)|out of my (?:budget|price range)';
const DEARER_THAN = 'pricier|more expensive|fancier|higher[- ]end ones|more luxurious|more upscale|dearer|splurgier';
/** A bare amount's direction: a floor after these words, else a ceiling (a lone amount is a ceiling). */
const FLOOR_CUE = 'over|above|more than|at least|from|upwards of|starting at|minimum';

/** The price a follow-up names, from the NLU layer's price (in US dollars), else its one bare amount. */
const priceOf = (text: string, slots: Slots, q: ProductQuery | null): { min: number | null; max: number | null } | null => {
  if (slots.price) return { min: slots.price.usd.min ?? null, max: slots.price.usd.max ?? null };
  // After a search, the thing to buy is the search's subject: its one amount (20 or more, so no count) is a price.
  const amounts = slots.numbers.filter((n) => n >= 20);
  if (amounts.length === 1 && !slots.dates && !slots.references.length) {
    return has(text, FLOOR_CUE) ? { min: amounts[0]!, max: null } : { min: null, max: amounts[0]! };
  }
  return q?.explicitPrice ? { min: q.minPrice ?? null, max: q.maxPrice ?? null } : null;
};

/**
 * A clause read as a search, as a change to the last search when it is one: it names no subject of
 * its own (a bare price, a tier, a colour, "cheaper"), or it corrects one ("sorry, I meant loafers").
 * Read from the NLU layer's slots (price in US dollars, tier, garments and categories, colours,
 * materials, exclusions, correction), the search words only where the slots hold nothing. Null
 * when it is a search of its own.
 */
export const searchFollowUp = (text: string, slots: Slots, state: DialogueState): SearchRefinement | null => {
  const before = state.lastSearch;
  if (!before) return null;
  const lower = text.toLowerCase();
  if (has(lower, FRESH) || slots.handles.length || slots.dates || slots.destination) return null;
  const q = enrichQuery(productQuery(text), slots, text);
  const corrects = Boolean(slots.correction) || has(lower, CORRECTION) || /^(?:no|nah|oops)\b/.test(lower);
  const garment = slots.garments[0];
  const category = q?.category ?? garment?.category ?? slots.categories[0];
  const namesSubject = Boolean(category);
  if (namesSubject && !corrects) return null;
  const base = { more: false, cheaper: false, pricier: false, colour: null, exclude: [] };
  const price = priceOf(lower, slots, q);
  if (!price && !namesSubject) {
    if (has(lower, CHEAPER_THAN)) return { ...base, cheaper: true };
    if (has(lower, DEARER_THAN)) return { ...base, pricier: true };
  }
  const changes: SearchChanges = {};
  const tier = slots.tier ?? q?.tier;
  if (price) {
    changes.minPrice = price.min;
    changes.maxPrice = price.max;
  } else if (tier) {
    changes.minPrice = TIER_PRICES[tier].min;
    changes.maxPrice = TIER_PRICES[tier].max;
  }
  if (category) {
    changes.category = category;
    changes.drop = garmentWordsOf(before.text);
    const word = garment ? garment.synonym ?? garment.garment : undefined;
    if (word && !['dress', 'dresses', 'bag', 'bags', 'shoes', 'tops', 'bottoms'].includes(word)) changes.garment = word;
  }
  const material = slots.materials.find((m) => !(typeof before.text === 'string' && before.text.includes(m)));
  if (material) changes.material = material;
  const exclude = [...new Set([...(q?.exclude ?? []), ...slots.exclusions.filter((e) => !categoryIn(e))])];
  // A colour ruled out ("not black") is no colour asked for.
  const colour = [searchColourIn(lower), ...slots.colours].find((c): c is string => Boolean(c) && !exclude.includes(c!)) ?? null;
  const changed = Object.keys(changes).length > 0 || colour !== null || exclude.length > 0;
  return changed ? { ...base, colour, exclude, changes } : null;
};

/** The request after the dialogue: a search that only changes the last one becomes that change. */
export const withDialogue = (request: Request, text: string, slots: Slots, state: DialogueState): Request => {
  if (request.kind !== 'products') return request;
  const refinement = searchFollowUp(text, slots, state);
  return refinement ? { kind: 'products.refine', refinement } : request;
};
