/**
 * Plans for the shopper's steering: a search narrowed from the one before ("cheaper ones", "show
 * more", "in blue", "not black") and less of an account ("stop showing me @x"), which looks up
 * where the shopper has the account and pauses it there — never adds it, never deletes it. Pure.
 */
import { callOf, findTool, isRecord, isTool, itemsOf, lastOf, type PlanContext, type Resolution, type SeenResult } from './plan-core.js';
import { garmentWordsIn } from './query-slots.js';
import type { Request } from './request.js';
import { recolour, type SearchChanges } from './understand-shopping.js';

type Hide = Extract<Request, { kind: 'hide' }>;
type Refine = Extract<Request, { kind: 'products.refine' }>;

/** How many results a search shows; "show more" starts after them. */
export const SEARCH_PAGE = 6;
/** The most results products.search gives at once. */
export const SEARCH_MAX = 50;

const handlesIn = (output: unknown, key: 'sources' | 'influencers', active: boolean): Set<string> =>
  new Set(isRecord(output) && Array.isArray(output[key])
    ? output[key].filter(isRecord).filter((row) => row.is_active === active).map((row) => String(row.handle).toLowerCase())
    : []);

export const resolveHide = (r: Hide, ctx: PlanContext): Resolution => {
  const sources = lastOf(ctx.own, 'sources.list');
  if (!sources && findTool(ctx.tools, 'sources.list')) return callOf(ctx.tools, 'sources.list', { status: 'all' }, true);
  const followed = lastOf(ctx.own, 'influencers.followed');
  if (!followed && findTool(ctx.tools, 'influencers.followed')) return callOf(ctx.tools, 'influencers.followed', { status: 'all' }, true);
  const activeSources = handlesIn(sources?.output, 'sources', true);
  const activeFollows = handlesIn(followed?.output, 'influencers', true);
  const asSource = r.handles.filter((h) => activeSources.has(h));
  // Pausing a source pauses its follow too (the database keeps them as one), so only follows that
  // are not sources need a call of their own.
  const asFollow = r.handles.filter((h) => activeFollows.has(h) && !activeSources.has(h));
  const pausedSources = ctx.own.some((s) => isTool(s, 'sources.setActive'));
  const pausedFollows = ctx.own.some((s) => isTool(s, 'influencers.setActive'));
  if (asSource.length && !pausedSources) {
    return callOf(ctx.tools, 'sources.setActive', { handles: asSource, active: false }, asFollow.length > 0 && !pausedFollows);
  }
  if (asFollow.length && !pausedFollows) return callOf(ctx.tools, 'influencers.setActive', { handles: asFollow, active: false });
  // Nothing active to pause: already paused, or not the shopper's at all.
  const paused = new Set([...handlesIn(sources?.output, 'sources', false), ...handlesIn(followed?.output, 'influencers', false)]);
  const already = r.handles.filter((h) => paused.has(h));
  if (already.length === r.handles.length) return { already: already.map((h) => `@${h}`).join(', ') };
  return { unmatched: r.handles.filter((h) => !paused.has(h)).map((h) => `@${h}`).join(', ') };
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const GARMENTLESS = (text: unknown, drop: readonly string[]) =>
  typeof text === 'string' ? text.split(/\s+or\s+/i).map((p) => p.split(/\s+/).filter((w) => w && !drop.includes(w.toLowerCase())).join(' ')) : [''];

/** The last search with the slots a follow-up named replaced; everything it did not name stays. */
const applyChanges = (input: Record<string, unknown>, changes: SearchChanges, before: Record<string, unknown>) => {
  if (changes.minPrice !== undefined) input.minPrice = changes.minPrice ?? undefined;
  if (changes.maxPrice !== undefined) input.maxPrice = changes.maxPrice ?? undefined;
  if (changes.category && changes.category !== before.category) {
    // Another category: the garment words of the old one go with it ("I meant loafers" after "black boots").
    input.category = changes.category;
  }
  if (changes.anyCategory) delete input.category;
  if (changes.limit) input.limit = Math.min(changes.limit, SEARCH_MAX);
  const add = [changes.material, ...(changes.styles ?? []), changes.garment, changes.brand].filter((w): w is string => Boolean(w));
  if (add.length || changes.category || changes.drop?.length) {
    const keep = GARMENTLESS(input.text, changes.drop ?? []);
    // Each "or" alternative keeps its own words; alternatives the change makes alike are one ("linen or cotton" → "wool").
    // A material goes before the garment it describes ("black linen culottes"), anything else after.
    const parts = keep.map((p) => {
      const words = p.split(/\s+/).filter(Boolean);
      const material = changes.material && !words.includes(changes.material) ? changes.material : undefined;
      const garmentAt = material ? words.findIndex((w) => garmentWordsIn(w).length > 0) : -1;
      if (material && garmentAt >= 0) words.splice(garmentAt, 0, material);
      const rest = add.filter((w) => !words.includes(w) && !(w === material && garmentAt >= 0));
      return [...words, ...rest].join(' ');
    });
    input.text = [...new Set(parts)].join(' or ').trim() || undefined;
  }
};

/**
 * The last search the shopper asked for and the search whose results were last shown: the same one,
 * now that an empty search is never widened on the stylist's own (the reply offers it; a yes asks for it).
 */
export const lastAsked = (history: readonly SeenResult[]): { asked: SeenResult; shown: SeenResult } | undefined => {
  const last = history.filter((s) => isTool(s, 'products.search') && !s.isError && isRecord(s.input)).at(-1);
  return last ? { asked: last, shown: last } : undefined;
};

export const resolveRefine = (r: Refine, ctx: PlanContext): Resolution => {
  const { more, cheaper, pricier, colour, exclude } = r.refinement;
  const last = lastAsked(ctx.history);
  // More of what was shown pages on through the search shown; any other change is to what was asked.
  const before = last && (more && !cheaper && !pricier && !colour && !exclude.length && !r.refinement.changes ? last.shown : last.asked);
  if (!before || !isRecord(before.input)) {
    // Nothing to narrow: a colour or a word ruled out is a search of its own; "cheaper", "more" need one first.
    if (!colour && !exclude.length) return { missing: 'items' };
    return callOf(ctx.tools, 'products.search', { text: colour ?? undefined, exclude: exclude.length ? exclude : undefined, limit: SEARCH_PAGE });
  }
  const input: Record<string, unknown> = { ...before.input };
  const shown = itemsOf(last!.shown.output, 'products');
  const prices = shown.map((p) => p.price).filter((p): p is number => typeof p === 'number');
  delete input.offset;
  if (more) input.offset = (typeof before.input.offset === 'number' ? before.input.offset : 0) + (shown.length || SEARCH_PAGE);
  // A search without words lists the cheapest first, so cheaper means under the cheapest shown only when
  // cheaper pieces can exist beyond what was shown (a floor asked for, a later page); otherwise nothing
  // could ever be found there, and, as after a ranked search (prices mixed), it means under the middle
  // one shown. Pricier likewise: over the dearest shown only past a ceiling or a full page.
  const ranked = typeof before.input.text === 'string' && before.input.text.trim() !== '';
  const paged = typeof before.input.offset === 'number' && before.input.offset > 0;
  const cheaperBeyond = !ranked && (typeof before.input.minPrice === 'number' || paged);
  const pricierBeyond = !ranked && (typeof before.input.maxPrice === 'number' || shown.length >= (typeof before.input.limit === 'number' ? before.input.limit : SEARCH_PAGE));
  if (cheaper && prices.length) {
    input.maxPrice = Math.max(0, Math.ceil(cheaperBeyond ? Math.min(...prices) : median(prices)) - 1);
    delete input.minPrice;
  }
  if (pricier && prices.length) {
    input.minPrice = Math.floor(pricierBeyond ? Math.max(...prices) : median(prices)) + 1;
    delete input.maxPrice;
  }
  if (colour) input.text = recolour(input.text, colour);
  const changes = r.refinement.changes;
  if (changes) applyChanges(input, changes, before.input);
  const ruledOut = [...(Array.isArray(input.exclude) ? input.exclude.map(String) : []), ...exclude].filter((w) => w !== colour);
  input.exclude = ruledOut.length ? [...new Set(ruledOut)] : undefined;
  // A word now ruled out is no longer searched for ("black bags", then "not black").
  if (exclude.length && typeof input.text === 'string') {
    const out = new Set(exclude.map((w) => w.toLowerCase()));
    input.text = input.text.split(/\s+or\s+/i).map((p) => p.split(/\s+/).filter((w) => !out.has(w.toLowerCase())).join(' ')).filter(Boolean).join(' or ') || undefined;
  }
  return callOf(ctx.tools, 'products.search', input);
};
