/** The dressing room as this turn listed it, or a look-up of it first: ids are not something a shopper says. */
import { findTool, isRecord, isTool, type PlanContext, type Resolution, type SeenResult } from './plan-core.js';
import { sentencesOf, shadeIn } from './words.js';
import { onlyChecks } from './wardrobe-asks.js';

export const roomItems = (ctx: PlanContext): Record<string, unknown>[] | Resolution => {
  const list = findTool(ctx.tools, 'dressingRoom.list');
  if (!list) return { missing: 'tool' };
  const isRoomList = (c: SeenResult) => isTool(c, 'dressingRoom.list') && !c.isError && !(isRecord(c.input) && c.input.inCartOnly);
  // The room listed as the conversation's latest answer is the list the shopper is looking at ("remove the earrings").
  const latest = ctx.history[ctx.history.length - ctx.current.length - 1];
  const seen = [...ctx.current].reverse().find(isRoomList) ?? (latest && !latest.prep && isRoomList(latest) ? latest : undefined);
  if (!seen) return { call: { toolName: list.name, input: {}, prep: true } };
  return isRecord(seen.output) && Array.isArray(seen.output.items) ? seen.output.items.filter(isRecord) : [];
};

/**
 * What shoppers call the dressing room: its own name, a wishlist, their favourites or saves ("add the sneakers to my
 * faves", "take it out of my saved stuff"). One list for every reader, so a place the dressing room goes by is never
 * the wardrobe's.
 */
export const ROOM_NAMES = String.raw`dressing[ -]room|fitting room|saved (?:items|pieces|stuff|things|list)|saves|wish ?list|favou?rites|faves|favs`;

const words = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length >= 3);

/** A piece of another colour than the one said is never the piece meant: "the red wrap dress" is not the navy slip dress. */
const colourFits = (item: Record<string, unknown>, said: string | undefined): boolean => {
  if (!said) return true;
  const own = [item.item_name, item.product_name, item.color, item.colour].filter((v): v is string => typeof v === 'string').join(' ').toLowerCase();
  return own.includes(said) || !shadeIn(own);
};

/**
 * The dressing-room item a shopper named: the one whose name shares the most words with what they
 * said, and only when that best match is unique, so "remove the bag" never guesses between two bags.
 */
export const matchByName = (items: Record<string, unknown>[], target: string): Record<string, unknown> | null => {
  const wanted = new Set(words(target));
  if (!wanted.size) return null;
  const colour = shadeIn(target);
  const scored = items.filter((item) => colourFits(item, colour))
    .map((item) => ({ item, score: words(String(item.item_name ?? item.product_name ?? '')).filter((w) => wanted.has(w)).length }));
  const best = Math.max(0, ...scored.map((s) => s.score));
  const top = scored.filter((s) => s.score === best);
  return best > 0 && top.length === 1 ? top[0]!.item : null;
};

/** The cart was the last list shown (the dressing room read with inCartOnly): "take out the dearest" means out of the cart. */
export const cartListedLast = (state: { latestTool: string | null; latest?: { input: unknown } }): boolean => {
  const input = state.latest?.input;
  return state.latestTool?.replaceAll('_', '.') === 'dressingRoom.list' && typeof input === 'object' && input !== null && (input as { inCartOnly?: unknown }).inCartOnly === true;
};

/**
 * The clause only asks how the room or cart stands ("is my dressing room empty? I feel like I cleared it", "did I put the
 * tote in my cart already?"): each sentence checks or tells of herself, so a verb of changing in it is no change asked.
 */
export const onlyAsksHowItStands = (text: string): boolean => {
  const sentences = sentencesOf(text.trim());
  return sentences.some(onlyChecks) && sentences.every((s) => onlyChecks(s) || /^(?:i|i'm|im|i've|ive|i'd)\b/i.test(s.trim()));
};
