/**
 * From requests to tool calls, stage by stage. A request that refers to items ("save the first
 * one", "follow them") waits for the stage that produces those items; everything else runs at once.
 * Calls are made only to tools the model was given, with only the arguments their schema names.
 */
import type { ItemRef, ProductQuery, Request } from './understand.js';

export interface PlannedCall {
  toolName: string;
  input: Record<string, unknown>;
  /** Index of the request in the message, carried in the tool call id so the reply can pair them. */
  request: number;
  /** A look-up the request needs first (the dressing room list before a removal by name). */
  prep?: boolean;
}

export interface SeenResult {
  toolName: string;
  input: unknown;
  output: unknown;
  isError: boolean;
  request: number | null;
}

/** Items from the latest result that listed some, with the result they came from. */
export interface ItemList {
  items: Record<string, unknown>[];
  from: SeenResult;
}

export interface AvailableTool {
  name: string;
  /** Property names of the input JSON schema; undefined when the schema does not list them. */
  properties?: string[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Items an earlier result listed: products (to save) or influencers (to follow). */
export const itemsOf = (output: unknown, kind: 'products' | 'influencers'): Record<string, unknown>[] => {
  if (!isRecord(output)) return [];
  const keys = kind === 'products' ? ['products', 'recommendations', 'items'] : ['influencers', 'similar', 'results'];
  for (const key of keys) {
    const list = output[key];
    if (Array.isArray(list)) {
      const items = list.filter(isRecord);
      if (kind === 'products' ? items.some((i) => 'price' in i || 'product_name' in i || 'product' in i) : items.some((i) => 'handle' in i)) {
        return items.map((i) => (kind === 'products' && isRecord(i.product) ? { ...i.product, ...i } : i));
      }
    }
  }
  return [];
};

const pick = <T>(items: T[], ref: ItemRef): T[] => {
  if ('all' in ref) return items;
  const item = ref.index === -1 ? items.at(-1) : items[ref.index - 1];
  return item === undefined ? [] : [item];
};

const producesItems = (r: Request, kind: 'products' | 'influencers') =>
  kind === 'products' ? r.kind === 'products' || r.kind === 'feed' : r.kind === 'similar';

const WRITES = new Set<Request['kind']>([
  'sources.add', 'sources.remove', 'sources.setActive', 'influencers.follow', 'influencers.follow_ref',
  'influencers.unfollow', 'influencers.setActive', 'dressingRoom.add', 'dressingRoom.remove', 'dressingRoom.clear',
  'feedback.submit',
]);

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
    const needs = r.kind === 'dressingRoom.add' || r.kind === 'feedback.submit' ? 'products' : r.kind === 'influencers.follow_ref' ? 'influencers' : null;
    const waitsForItems = needs !== null && earlier.some((e) => producesItems(e, needs));
    if (waitsForItems || earlier.some((e) => WRITES.has(e.kind))) stage++;
  }
  return stage;
};

/** Tools may be offered by dotted name or by the chat's underscore name. */
const findTool = (tools: AvailableTool[], name: string) =>
  tools.find((t) => t.name === name || t.name === name.replaceAll('.', '_'));

/** Drops arguments the tool does not declare, so a schema change elsewhere cannot break a call. */
const fit = (tool: AvailableTool, input: Record<string, unknown>) => {
  const entries = Object.entries(input).filter(([k, v]) => v !== undefined && (!tool.properties || tool.properties.includes(k)));
  return Object.fromEntries(entries);
};

const productInput = (q: ProductQuery) => ({ text: q.text, category: q.category, minPrice: q.minPrice, maxPrice: q.maxPrice, limit: 6 });

export type Resolution =
  | { call: Omit<PlannedCall, 'request'> }
  | { missing: 'tool' | 'items' }
  /** Nothing in the listed items answers to what the shopper named. */
  | { unmatched: string }
  | { none: true };

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

const isTool = (seen: SeenResult, name: string) => seen.toolName === name || seen.toolName === name.replaceAll('.', '_');

/** The call for one request (or why there is none). */
export const resolve = (
  r: Request,
  tools: AvailableTool[],
  latestList: (kind: 'products' | 'influencers') => ItemList | null,
  current: SeenResult[] = [],
): Resolution => {
  const latestItems = (kind: 'products' | 'influencers') => latestList(kind)?.items ?? [];
  const simple = (name: string, input: Record<string, unknown>): Resolution => {
    const tool = findTool(tools, name);
    return tool ? { call: { toolName: tool.name, input: fit(tool, input) } } : { missing: 'tool' };
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
    case 'dressingRoom.list': return simple('dressingRoom.list', {});
    case 'products': return simple('products.search', productInput(r.query));
    case 'feed': {
      const feed = findTool(tools, 'recommendations.feed');
      if (feed) return { call: { toolName: feed.name, input: fit(feed, { section: r.section, tier: r.query.tier ?? 'all', limit: 6 }) } };
      return simple('products.search', { limit: 6 });
    }
    case 'dressingRoom.clear': return simple('dressingRoom.clear', {});
    case 'posts.feed': return simple('posts.feed', { view: r.view });
    case 'styleProfile.get': return simple('styleProfile.get', {});
    case 'feedback.submit': {
      const tool = findTool(tools, 'feedback.submit');
      if (!tool) return { missing: 'tool' };
      const [item] = pick(latestItems('products'), r.ref);
      if (!item) return { missing: 'items' };
      return { call: { toolName: tool.name, input: fit(tool, { itemId: item.id, reasons: r.reasons }) } };
    }
    case 'dressingRoom.remove': {
      const tool = findTool(tools, 'dressingRoom.remove');
      const list = findTool(tools, 'dressingRoom.list');
      if (!tool || !list) return { missing: 'tool' };
      // Ids are not something a shopper says: read the room first, then remove what they named.
      const seen = [...current].reverse().find((c) => isTool(c, 'dressingRoom.list') && !c.isError);
      if (!seen) return { call: { toolName: list.name, input: {}, prep: true } };
      const items = isRecord(seen.output) && Array.isArray(seen.output.items) ? seen.output.items.filter(isRecord) : [];
      const item = r.ref ? pick(items, r.ref)[0] : matchByName(items, r.target);
      return item ? { call: { toolName: tool.name, input: fit(tool, { id: item.id }) } } : { unmatched: r.target };
    }
    case 'similar': {
      const tool = findTool(tools, 'recommendations.similarInfluencers');
      return tool ? { call: { toolName: tool.name, input: fit(tool, { handle: r.handle }) } } : { missing: 'tool' };
    }
    case 'influencers.follow_ref': {
      const tool = findTool(tools, 'influencers.follow');
      if (!tool) return { missing: 'tool' };
      const handles = pick(latestItems('influencers'), r.ref).map((i) => String(i.handle));
      return handles.length ? { call: { toolName: tool.name, input: fit(tool, { handles }) } } : { missing: 'items' };
    }
    case 'dressingRoom.add': {
      const from = latestList('products');
      const [item] = from ? pick(from.items, r.ref) : [];
      if (!item) return findTool(tools, 'dressingRoom.add') ? { missing: 'items' } : { missing: 'tool' };
      // A feed card's Save is recommendations.save (it records the save for learning); a search result goes straight in.
      const save = findTool(tools, 'recommendations.save');
      if (save && from && isTool(from.from, 'recommendations.feed')) {
        const args = isRecord(from.from.input) ? from.from.input : {};
        const context = Object.fromEntries(Object.entries({ section: args.section, tier: args.tier }).filter(([, v]) => typeof v === 'string'));
        return { call: { toolName: save.name, input: fit(save, { productId: item.id, context }) } };
      }
      const tool = findTool(tools, 'dressingRoom.add');
      if (!tool) return { missing: 'tool' };
      return { call: { toolName: tool.name, input: fit(tool, { productId: item.id, product_id: item.id, id: item.id }) } };
    }
    default: return { none: true };
  }
};
