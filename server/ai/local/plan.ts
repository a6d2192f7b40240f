/**
 * From requests to tool calls, stage by stage. A request that refers to items ("save the first
 * one", "follow them") waits for the stage that produces those items; everything else runs at once.
 * Calls are made only to tools the model was given, with exactly the arguments their input schema
 * declares: an argument the schema does not name is a bug here (a field renamed in a tool), and it
 * throws rather than being dropped, so tests and evals fail at once.
 */
import {
  declaredInput, findTool, isRecord, isTool, pick, type AvailableTool, type ItemKind, type ItemList, type PlanContext,
  type Resolution, type SeenResult,
} from './plan-core.js';
import { resolveHide, resolveRefine, SEARCH_PAGE } from './plan-shopping.js';
import { resolveTrip } from './plan-trips.js';
import { resolveWardrobe } from './plan-wardrobe.js';
import { productQuery, type ProductQuery, type Request } from './understand.js';

export {
  declaredInput, itemsOf, UndeclaredArgumentError, type AvailableTool, type ItemKind, type ItemList, type PlannedCall, type Resolution,
  type SeenResult,
} from './plan-core.js';

const producesItems = (r: Request, kind: ItemKind) =>
  kind === 'products' ? r.kind === 'products' || r.kind === 'feed' || r.kind === 'products.refine' : kind === 'posts' ? r.kind === 'posts.feed' : r.kind === 'similar' || r.kind === 'influencers.list';

const WRITES = new Set<Request['kind']>([
  'sources.add', 'sources.remove', 'sources.setActive', 'influencers.follow', 'influencers.follow_ref',
  'influencers.unfollow', 'influencers.setActive', 'dressingRoom.add', 'dressingRoom.remove', 'dressingRoom.clear',
  'dressingRoom.cart', 'feedback.submit', 'posts.like', 'recommendations.refresh',
  'hide', 'trips.plan', 'trips.remove', 'wardrobe.add', 'wardrobe.update', 'wardrobe.remove', 'outfits.save', 'outfits.remove', 'styleDna.analyze',
]);

/** "… and save it": a save or a look from the conversation's outfit waits for the outfit asked for before it. */
const needsOutfit = (r: Request) =>
  (r.kind === 'outfits.save' && !r.anchors.length) || (r.kind === 'look.complete' && r.source.from === 'conversation');
const showsOutfit = (r: Request) => r.kind === 'outfit.build' || r.kind === 'look.complete';

const NEEDS: Partial<Record<Request['kind'], ItemKind>> = {
  'dressingRoom.add': 'products', 'feedback.submit': 'products', 'influencers.follow_ref': 'influencers', 'posts.like': 'posts',
};

/**
 * A request's stage. Requests run together unless one needs an earlier one's effect: a pick
 * ("save the first one") waits for the search that lists the items, and anything after a change
 * waits for the change, so "add @a and list my sources" lists @a.
 */
export const stageOf = (requests: Request[], index: number): number => {
  let stage = 0;
  for (let i = 1; i <= index; i++) {
    const r = requests[i]!;
    const earlier = requests.slice(0, i);
    const needs = NEEDS[r.kind];
    const waitsForItems = needs !== undefined && earlier.some((e) => producesItems(e, needs));
    const waitsForOutfit = needsOutfit(r) && earlier.some(showsOutfit);
    if (waitsForItems || waitsForOutfit || earlier.some((e) => WRITES.has(e.kind))) stage++;
  }
  return stage;
};

/** The most pieces one "save them" saves: each is a round of the turn, and a turn has a few. */
export const SAVE_AT_ONCE = 3;

const productInput = (q: ProductQuery) => ({
  text: q.text, category: q.category, minPrice: q.minPrice, maxPrice: q.maxPrice, exclude: q.exclude, limit: SEARCH_PAGE,
});

/** The catalogue search for a piece named by words ("the Red Wrap Dress" → red dresses), unset values left out. */
const catalogueQuery = (text: string): Record<string, unknown> => {
  const q = productQuery(text);
  return Object.fromEntries(Object.entries(q ? productInput(q) : { text, limit: 6 }).filter(([, v]) => v !== undefined));
};

const words = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length >= 3);

/**
 * The dressing-room item a shopper named: the one whose name shares the most words with what they
 * said, and only when that best match is unique, so "remove the bag" never guesses between two bags.
 */
export const matchByName = (items: Record<string, unknown>[], target: string): Record<string, unknown> | null => {
  const wanted = new Set(words(target));
  if (!wanted.size) return null;
  const scored = items.map((item) => ({ item, score: words(String(item.item_name ?? item.product_name ?? '')).filter((w) => wanted.has(w)).length }));
  const best = Math.max(0, ...scored.map((s) => s.score));
  const top = scored.filter((s) => s.score === best);
  return best > 0 && top.length === 1 ? top[0]!.item : null;
};

/** The call for one request (or why there is none). */
export const resolve = (
  r: Request,
  tools: AvailableTool[],
  latestList: (kind: ItemKind) => ItemList | null,
  current: SeenResult[] = [],
  /** This request's own look-ups and steps this turn, and every result of the conversation. */
  extra: { own?: SeenResult[]; history?: SeenResult[] } = {},
): Resolution => {
  const ctx: PlanContext = { tools, latestList, current, own: extra.own ?? [], history: extra.history ?? current };
  const latestItems = (kind: ItemKind) => latestList(kind)?.items ?? [];
  /** The dressing room as listed in this turn, or a look-up of it first: ids are not something a shopper says. */
  const roomItems = (): Record<string, unknown>[] | Resolution => {
    const list = findTool(tools, 'dressingRoom.list');
    if (!list) return { missing: 'tool' };
    const seen = [...current].reverse().find((c) => isTool(c, 'dressingRoom.list') && !c.isError && !(isRecord(c.input) && c.input.inCartOnly));
    if (!seen) return { call: { toolName: list.name, input: {}, prep: true } };
    return isRecord(seen.output) && Array.isArray(seen.output.items) ? seen.output.items.filter(isRecord) : [];
  };
  const simple = (name: string, input: Record<string, unknown>): Resolution => {
    const tool = findTool(tools, name);
    return tool ? { call: { toolName: tool.name, input: declaredInput(tool, input) } } : { missing: 'tool' };
  };
  switch (r.kind) {
    case 'sources.list': return simple('sources.list', { status: r.status });
    case 'sources.add': return simple('sources.add', { text: r.text });
    case 'sources.remove': return simple('sources.remove', { handles: r.handles });
    case 'sources.setActive': return simple('sources.setActive', { handles: r.handles, active: r.active });
    case 'influencers.follow': return simple('influencers.follow', { handles: r.handles });
    case 'influencers.unfollow': return simple('influencers.unfollow', { handles: r.handles });
    case 'influencers.followed': return simple('influencers.followed', { status: r.status });
    case 'influencers.setActive': return simple('influencers.setActive', { handles: r.handles, active: r.active });
    case 'dressingRoom.list': return simple('dressingRoom.list', r.cartOnly ? { inCartOnly: true } : {});
    case 'influencers.list': return simple('influencers.list', {});
    case 'recommendations.refresh': return simple('recommendations.refresh', {});
    case 'products': return simple('products.search', productInput(r.query));
    case 'feed': {
      const feed = findTool(tools, 'recommendations.feed');
      if (feed) return { call: { toolName: feed.name, input: declaredInput(feed, { section: r.section, tier: r.query.tier ?? 'all', limit: 6 }) } };
      return simple('products.search', { limit: 6 });
    }
    case 'dressingRoom.clear': return simple('dressingRoom.clear', {});
    // The plain latest posts have their own tool; the other views are the feed's.
    case 'posts.feed':
      return r.view === 'latest' && findTool(tools, 'posts.latest') ? simple('posts.latest', {}) : simple('posts.feed', { view: r.view });
    case 'styleProfile.get': return simple('styleProfile.get', {});
    case 'discovery.scan': return simple('discovery.scan', {});
    case 'feedback.submit': {
      const tool = findTool(tools, 'feedback.submit');
      if (!tool) return { missing: 'tool' };
      const [item] = pick(latestItems('products'), r.ref);
      if (!item) return { missing: 'items' };
      return { call: { toolName: tool.name, input: declaredInput(tool, { itemId: item.id, reasons: r.reasons }) } };
    }
    case 'dressingRoom.remove': {
      const tool = findTool(tools, 'dressingRoom.remove');
      if (!tool) return { missing: 'tool' };
      const items = roomItems();
      if (!Array.isArray(items)) return items;
      const item = r.ref ? pick(items, r.ref)[0] : matchByName(items, r.target);
      return item ? { call: { toolName: tool.name, input: declaredInput(tool, { id: item.id }) } } : { unmatched: r.target };
    }
    case 'dressingRoom.cart': {
      const tool = findTool(tools, 'dressingRoom.toggleCart');
      if (!tool) return { missing: 'tool' };
      const items = roomItems();
      if (!Array.isArray(items)) return items;
      const item = r.ref ? pick(items, r.ref)[0] : matchByName(items, r.target);
      if (!item) return { unmatched: r.target };
      // The tool toggles: a piece already where the shopper wants it is left alone.
      if (item.is_in_cart === r.inCart) return { already: String(item.item_name) };
      return { call: { toolName: tool.name, input: declaredInput(tool, { id: item.id }) } };
    }
    case 'posts.like': {
      const tool = findTool(tools, r.liked ? 'posts.like' : 'posts.unlike');
      if (!tool) return { missing: 'tool' };
      const posts = latestList('posts');
      if (!posts) {
        // A post named by its influencer can be found in the latest posts; a position needs a list shown.
        const latest = findTool(tools, 'posts.latest');
        if (r.handle && latest) return { call: { toolName: latest.name, input: {}, prep: true } };
        return { missing: 'items' };
      }
      const post = r.handle
        ? posts.items.find((p) => isRecord(p.influencer) && p.influencer.handle === r.handle)
        : pick(posts.items, r.ref ?? { index: 1 })[0];
      return post ? { call: { toolName: tool.name, input: declaredInput(tool, { postId: post.id }) } } : { unmatched: r.handle ? `@${r.handle}` : '' };
    }
    case 'similar': {
      const tool = findTool(tools, 'recommendations.similarInfluencers');
      return tool ? { call: { toolName: tool.name, input: declaredInput(tool, { handle: r.handle }) } } : { missing: 'tool' };
    }
    case 'influencers.follow_ref': {
      const tool = findTool(tools, 'influencers.follow');
      if (!tool) return { missing: 'tool' };
      const handles = pick(latestItems('influencers'), r.ref).map((i) => String(i.handle));
      return handles.length ? { call: { toolName: tool.name, input: declaredInput(tool, { handles }) } } : { missing: 'items' };
    }
    case 'dressingRoom.add': {
      const from = latestList('products');
      // "Save them", "both": one call per piece (at most SAVE_AT_ONCE), each a step but the last, which answers.
      const picked = (from ? pick(from.items, r.ref) : []).slice(0, SAVE_AT_ONCE);
      const saved = new Set(ctx.own.filter((s) => (isTool(s, 'dressingRoom.add') || isTool(s, 'recommendations.save')) && isRecord(s.input))
        .map((s) => (s.input as Record<string, unknown>).productId));
      const left = picked.filter((p) => !saved.has(p.id));
      const item = left[0];
      if (!picked.length) return findTool(tools, 'dressingRoom.add') ? { missing: 'items' } : { missing: 'tool' };
      if (!item) return { none: true };
      const step = left.length > 1 ? { prep: true } : {};
      // A feed card's Save is recommendations.save (it records the save for learning); a search result goes straight in.
      const save = findTool(tools, 'recommendations.save');
      if (save && from && isTool(from.from, 'recommendations.feed')) {
        const args = isRecord(from.from.input) ? from.from.input : {};
        const context = Object.fromEntries(Object.entries({ section: args.section, tier: args.tier }).filter(([, v]) => typeof v === 'string'));
        return { call: { toolName: save.name, input: declaredInput(save, { productId: item.id, context }), ...step } };
      }
      const tool = findTool(tools, 'dressingRoom.add');
      if (!tool) return { missing: 'tool' };
      return { call: { toolName: tool.name, input: declaredInput(tool, { productId: item.id }), ...step } };
    }
    case 'hide': return resolveHide(r, ctx);
    case 'products.refine': return resolveRefine(r, ctx);
    case 'trips.plan': case 'trips.list': case 'trips.get': case 'trips.remove':
      return resolveTrip(r, ctx);
    case 'wardrobe.list': case 'wardrobe.add': case 'wardrobe.update': case 'wardrobe.remove':
    case 'outfit.build': case 'look.complete': case 'outfits.save': case 'outfits.list': case 'outfits.remove': case 'styleDna.analyze':
      return resolveWardrobe(r, ctx, catalogueQuery);
    default: return { none: true };
  }
};
