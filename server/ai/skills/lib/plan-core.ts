/**
 * What every part of the atelier-local planner shares: the shapes of calls and results, items
 * listed by earlier results, and tool look-up with the arguments a tool declares. Pure.
 */
import type { ItemRef } from './words.js';

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
  /** The request this call was made for (null for calls from before this model, or not ours). */
  request: number | null;
  /** A look-up or an intermediate step of the request, not its answer. */
  prep: boolean;
  /** The user turn the call was made in (our calls only). */
  turn?: number;
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

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export type ItemKind = 'products' | 'influencers' | 'posts';

const LIST_KEYS: Record<ItemKind, string[]> = {
  products: ['products', 'recommendations', 'items'],
  influencers: ['influencers', 'similar', 'results'],
  posts: ['posts'],
};

const looksLike = (kind: ItemKind, i: Record<string, unknown>) =>
  kind === 'products' ? 'price' in i || 'product_name' in i || 'product' in i : kind === 'influencers' ? 'handle' in i : 'caption' in i && isRecord(i.influencer);

/** Items an earlier result listed: products (to save), influencers (to follow) or posts (to like). */
export const itemsOf = (output: unknown, kind: ItemKind): Record<string, unknown>[] => {
  if (!isRecord(output)) return [];
  const keys = LIST_KEYS[kind];
  for (const key of keys) {
    const list = output[key];
    if (Array.isArray(list)) {
      const items = list.filter(isRecord);
      if (items.some((i) => looksLike(kind, i))) {
        return items.map((i) => (kind === 'products' && isRecord(i.product) ? { ...i.product, ...i } : i));
      }
    }
  }
  return [];
};

export const pick = <T>(items: T[], ref: ItemRef): T[] => {
  if ('all' in ref) return items;
  const item = ref.index === -1 ? items.at(-1) : items[ref.index - 1];
  return item === undefined ? [] : [item];
};

/** Tools may be offered by dotted name or by the chat's underscore name. */
export const findTool = (tools: AvailableTool[], name: string) =>
  tools.find((t) => t.name === name || t.name === name.replaceAll('.', '_'));

/** A call's input would name an argument the tool's schema does not declare. */
export class UndeclaredArgumentError extends Error {
  override name = 'UndeclaredArgumentError';
}

/**
 * The input as sent: unset values left out, and every argument one the tool declares. An
 * undeclared one throws: dropping it quietly would turn a renamed field into a wrong call.
 */
export const declaredInput = (tool: AvailableTool, input: Record<string, unknown>): Record<string, unknown> => {
  const entries = Object.entries(input).filter(([, v]) => v !== undefined);
  for (const [key] of entries) {
    if (!tool.properties?.includes(key)) {
      const declared = tool.properties === undefined ? 'its input schema lists no properties' : `it declares ${tool.properties.length ? tool.properties.join(', ') : 'no arguments'}`;
      throw new UndeclaredArgumentError(`atelier-local would send "${key}" to ${tool.name}, but ${declared}`);
    }
  }
  return Object.fromEntries(entries);
};

export type Resolution =
  /** The next call; `also`: calls of the same round that need nothing from it (each of several pieces' adds). */
  | { call: Omit<PlannedCall, 'request'>; also?: Omit<PlannedCall, 'request'>[] }
  | { missing: 'tool' | 'items' }
  /** Nothing in the listed items answers to what the shopper named. */
  | { unmatched: string }
  /** The piece is already where the shopper wants it (in the cart, out of it): nothing to call. */
  | { already: string }
  /** Something only the shopper can say is missing (a trip's dates): the reply asks. */
  | { ask: true }
  /** The named piece fits several items equally: the reply names them and asks which. */
  | { ambiguous: string[] }
  /** What the conversation already shows answers it (the cart as last listed, changes applied): nothing to call. */
  | { known: Record<string, unknown>[] }
  | { none: true };

export const isTool = (seen: SeenResult, name: string) => seen.toolName === name || seen.toolName === name.replaceAll('.', '_');

/** What a request is resolved against. */
export interface PlanContext {
  tools: AvailableTool[];
  latestList: (kind: ItemKind) => ItemList | null;
  /** This turn's results, oldest first. */
  current: SeenResult[];
  /** This request's own results this turn (its look-ups and steps), oldest first. */
  own: SeenResult[];
  /** Every result of the conversation, oldest first. */
  history: SeenResult[];
}

/** A call of a tool on offer with only declared arguments, or why there is none. */
export const callOf = (tools: AvailableTool[], name: string, input: Record<string, unknown>, prep = false): Resolution => {
  const tool = findTool(tools, name);
  return tool ? { call: { toolName: tool.name, input: declaredInput(tool, input), ...(prep ? { prep: true } : {}) } } : { missing: 'tool' };
};

/** The newest successful result of a tool among results, optionally only one whose input passes a test. */
export const lastOf = (results: readonly SeenResult[], name: string, accept: (input: Record<string, unknown>) => boolean = () => true): SeenResult | undefined =>
  [...results].reverse().find((r) => isTool(r, name) && !r.isError && accept(isRecord(r.input) ? r.input : {}));
