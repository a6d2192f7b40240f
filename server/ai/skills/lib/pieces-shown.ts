/**
 * The pieces the conversation last put in front of the shopper, whatever showed them: an outfit just composed or
 * suggested, a trip's packing list just planned, else the last list of products (a search, the feed, similar pieces).
 * A question about "the sweater" or "those jeans", or a price said back ("the sweater is 310??"), is about these.
 * Outfit and trip pieces keep whose they are (`source`: her wardrobe, her dressing room or the shop). Pure.
 */
import type { DialogueState } from '../dialogue.js';
import { itemsOf } from './plan-core.js';
import { isRecord } from './reply-format.js';

const named = (p: unknown): p is Record<string, unknown> => isRecord(p) && typeof p.name === 'string';

/** The pieces of the outfit just composed or suggested. */
const outfitPieces = (out: Record<string, unknown>): Record<string, unknown>[] => {
  const pieces = out.pieces ?? out.suggestions;
  return Array.isArray(pieces) ? pieces.filter(named) : [];
};

/** A trip plan's packing list, each piece marked as hers or the shop's like an outfit's. */
const tripPieces = (out: Record<string, unknown>): Record<string, unknown>[] => {
  const trip = isRecord(out.trip) ? out.trip : null;
  const items = trip && isRecord(trip.packing) ? trip.packing.items : null;
  return Array.isArray(items) ? items.filter(named).map((i) => ({ ...i, source: i.from_wardrobe === true ? 'wardrobe' : i.is_product === true ? 'product' : null })) : [];
};

/** The pieces the latest result put together (an outfit, a trip's packing), or none when it was no such result. */
export const latestPieces = (state: DialogueState): Record<string, unknown>[] => {
  const out = state.latest?.output;
  if (!isRecord(out)) return [];
  const outfit = outfitPieces(out);
  return outfit.length ? outfit : tripPieces(out);
};

/**
 * Whether "it" and "they" point at the pieces the latest result showed: a list or an outfit. After a trip, "will it be
 * hot?" is about the trip; its pieces are asked about by name ("the jeans in it").
 */
export const piecesAreLatest = (state: DialogueState): boolean => {
  const out = state.latest?.output;
  return isRecord(out) && (itemsOf(out, 'products').length > 0 || outfitPieces(out).length > 0);
};

/** What a question about the pieces shown is about: the outfit or trip just shown, else the last list. */
export const piecesShown = (state: DialogueState): readonly Record<string, unknown>[] => {
  const latest = latestPieces(state);
  return latest.length ? latest : state.lists.products;
};
