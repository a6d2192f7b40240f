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
}

export interface SeenResult {
  toolName: string;
  input: unknown;
  output: unknown;
  isError: boolean;
  request: number | null;
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
  'influencers.unfollow', 'influencers.setActive', 'dressingRoom.add',
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
    const needs = r.kind === 'dressingRoom.add' ? 'products' : r.kind === 'influencers.follow_ref' ? 'influencers' : null;
    const waitsForItems = needs !== null && earlier.some((e) => producesItems(e, needs));
    if (waitsForItems || earlier.some((e) => WRITES.has(e.kind))) stage++;
  }
  return stage;
};

export const SIMILAR_TOOL_PATTERN = /similar.*influencer|influencer.*similar/i;

/** Tools may be offered by dotted name or by the chat's underscore name. */
const findTool = (tools: AvailableTool[], name: string | RegExp) =>
  tools.find((t) => (typeof name === 'string' ? t.name === name || t.name === name.replaceAll('.', '_') : name.test(t.name)));

/** Drops arguments the tool does not declare, so a schema change elsewhere cannot break a call. */
const fit = (tool: AvailableTool, input: Record<string, unknown>) => {
  const entries = Object.entries(input).filter(([k, v]) => v !== undefined && (!tool.properties || tool.properties.includes(k)));
  return Object.fromEntries(entries);
};

const productInput = (q: ProductQuery) => ({ text: q.text, category: q.category, minPrice: q.minPrice, maxPrice: q.maxPrice, limit: 6 });

export type Resolution = { call: Omit<PlannedCall, 'request'> } | { missing: 'tool' | 'items' } | { none: true };

/** The call for one request (or why there is none). */
export const resolve = (
  r: Request,
  tools: AvailableTool[],
  latestItems: (kind: 'products' | 'influencers') => Record<string, unknown>[],
): Resolution => {
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
      if (feed) return { call: { toolName: feed.name, input: fit(feed, { limit: 6 }) } };
      return simple('products.search', { limit: 6 });
    }
    case 'similar': {
      const tool = findTool(tools, SIMILAR_TOOL_PATTERN);
      return tool ? { call: { toolName: tool.name, input: fit(tool, { handle: r.handle, targetHandle: r.handle }) } } : { missing: 'tool' };
    }
    case 'influencers.follow_ref': {
      const tool = findTool(tools, 'influencers.follow');
      if (!tool) return { missing: 'tool' };
      const handles = pick(latestItems('influencers'), r.ref).map((i) => String(i.handle));
      return handles.length ? { call: { toolName: tool.name, input: fit(tool, { handles }) } } : { missing: 'items' };
    }
    case 'dressingRoom.add': {
      const tool = findTool(tools, 'dressingRoom.add');
      if (!tool) return { missing: 'tool' };
      const [item] = pick(latestItems('products'), r.ref);
      if (!item) return { missing: 'items' };
      return { call: { toolName: tool.name, input: fit(tool, { productId: item.id, product_id: item.id, id: item.id }) } };
    }
    default: return { none: true };
  }
};
