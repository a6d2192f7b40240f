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
  /** The last lists shown, newest result first per kind. */
  lists: { products: readonly Record<string, unknown>[]; influencers: readonly Record<string, unknown>[]; posts: readonly Record<string, unknown>[] };
}

const ACCOUNT_TOOLS = ['influencers.follow', 'influencers.unfollow', 'influencers.setActive', 'sources.setActive', 'sources.remove', 'recommendations.similarInfluencers'];

export const dialogueState = (history: readonly SeenResult[], earlierUserTexts: readonly string[]): DialogueState => {
  let lastSearch: Record<string, unknown> | null = null;
  let lastHandles: string[] = [];
  let lastHandlesAre: DialogueState['lastHandlesAre'] = null;
  const lists: DialogueState['lists'] = { products: [], influencers: [], posts: [] };
  for (const s of history) {
    if (s.isError) continue;
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
  return { lastSearch, earlierUserTexts, lastHandles, lastHandlesAre, lists };
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

/**
 * A clause read as a search, as a change to the last search when it is one: it names no subject of
 * its own (a bare price, a tier, a colour), or it corrects one ("sorry, I meant loafers"). Null when
 * it is a search of its own.
 */
export const searchFollowUp = (text: string, slots: Slots, state: DialogueState): SearchRefinement | null => {
  const before = state.lastSearch;
  if (!before) return null;
  const lower = text.toLowerCase();
  if (has(lower, FRESH)) return null;
  const q = enrichQuery(productQuery(text), slots, text);
  if (!q) return null;
  const corrects = has(lower, CORRECTION) || /^(?:no|nah|oops)\b/.test(lower);
  const namesSubject = Boolean(q.category) || slots.garments.length > 0;
  if (namesSubject && !corrects) return null;
  const changes: SearchChanges = {};
  if (q.explicitPrice) {
    changes.minPrice = q.minPrice ?? null;
    changes.maxPrice = q.maxPrice ?? null;
  } else if (q.tier) {
    changes.minPrice = TIER_PRICES[q.tier].min;
    changes.maxPrice = TIER_PRICES[q.tier].max;
  }
  if (q.category || slots.garments.length) {
    const garment = slots.garments[0];
    changes.category = q.category ?? garment?.category;
    changes.drop = garmentWordsOf(before.text);
    const word = garment ? garment.synonym ?? garment.garment : undefined;
    if (word && !['dress', 'dresses', 'bag', 'bags', 'shoes', 'tops', 'bottoms'].includes(word)) changes.garment = word;
  }
  const material = slots.materials.find((m) => !(typeof before.text === 'string' && before.text.includes(m)));
  if (material) changes.material = material;
  const colour = searchColourIn(lower) ?? slots.colours[0] ?? null;
  const exclude = q.exclude ?? [];
  const changed = Object.keys(changes).length > 0 || colour !== null || exclude.length > 0;
  return changed ? { more: false, cheaper: false, pricier: false, colour, exclude, changes } : null;
};

/** The request after the dialogue: a search that only changes the last one becomes that change. */
export const withDialogue = (request: Request, text: string, slots: Slots, state: DialogueState): Request => {
  if (request.kind !== 'products') return request;
  const refinement = searchFollowUp(text, slots, state);
  return refinement ? { kind: 'products.refine', refinement } : request;
};
