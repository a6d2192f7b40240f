/**
 * The pieces the conversation last put in front of the shopper, whatever showed them: an outfit just composed or
 * suggested, a trip's packing list just planned, else the last list of products (a search, the feed, similar pieces).
 * A question about "the sweater" or "those jeans", or a price said back ("the sweater is 310??"), is about these.
 * Outfit and trip pieces keep whose they are (`source`: her wardrobe, her dressing room or the shop). Pure.
 */
import { outfitPieces } from '../../../../tools/outfits/rules.js';
import type { DialogueState } from '../dialogue.js';
import { itemsOf } from './plan-core.js';
import { outfitShownBy } from './pieces.js';
import { isRecord } from './reply-format.js';

const named = (p: unknown): p is Record<string, unknown> => isRecord(p) && typeof p.name === 'string';
const listed = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter(named) : []);

/** One piece an outfit result showed, as its listing, and whether it is part of the look itself. */
export type ShownPiece = Record<string, unknown> & { id: string; name: string; source: string; inLook: boolean };

/**
 * An outfit result's pieces: the look it makes (the same reading a cart move or a swap makes of it), each with its
 * listing's fields where the result carried them, then the pieces shown beside it (a suggestion's other choices,
 * a composed outfit's pieces to consider). None when the result shows no outfit.
 */
export const outfitResultPieces = (seen: { toolName: string; input: unknown; output: unknown; isError: boolean }): ShownPiece[] => {
  const look = outfitShownBy(seen);
  if (!look || !isRecord(seen.output)) return [];
  const listings = [...listed(seen.output.pieces), ...listed(seen.output.suggestions), ...listed(seen.output.also_consider)];
  const listingOf = (id: string) => listings.find((l) => l.id === id) ?? {};
  const inLook: ShownPiece[] = outfitPieces(look).map(({ slot, piece }) => ({ slot, ...listingOf(piece.id), id: piece.id, name: piece.name, source: piece.source, inLook: true }));
  const beside: ShownPiece[] = listings.filter((l) => typeof l.id === 'string' && typeof l.source === 'string' && !inLook.some((p) => p.id === l.id))
    .map((l) => ({ ...l, id: l.id as string, name: l.name as string, source: l.source as string, inLook: false }));
  return [...inLook, ...beside];
};

/** A trip plan's packing list, each piece marked as hers or the shop's like an outfit's. */
const tripPieces = (out: Record<string, unknown>): Record<string, unknown>[] => {
  const trip = isRecord(out.trip) ? out.trip : null;
  return listed(trip && isRecord(trip.packing) ? trip.packing.items : null)
    .map((i) => ({ ...i, source: i.from_wardrobe === true ? 'wardrobe' : i.is_product === true ? 'product' : null }));
};

const latestOutfitPieces = (state: DialogueState): ShownPiece[] =>
  // A piece the look holds under no name (an outfit sent by id) cannot be what she asks about by name.
  state.latest && state.latestTool ? outfitResultPieces({ toolName: state.latestTool, ...state.latest, isError: false }).filter((p) => p.name) : [];

/** The pieces the latest result put together (an outfit, a trip's packing), or none when it was no such result. */
export const latestPieces = (state: DialogueState): Record<string, unknown>[] => {
  const outfit = latestOutfitPieces(state);
  return outfit.length ? outfit : isRecord(state.latest?.output) ? tripPieces(state.latest.output) : [];
};

/**
 * Whether "it" and "they" point at the pieces the latest result showed: a list or an outfit. After a trip, "will it be
 * hot?" is about the trip; its pieces are asked about by name ("the jeans in it").
 */
export const piecesAreLatest = (state: DialogueState): boolean =>
  itemsOf(state.latest?.output, 'products').length > 0 || latestOutfitPieces(state).length > 0;

/** What a question about the pieces shown is about: the outfit or trip just shown, else the last list. */
export const piecesShown = (state: DialogueState): readonly Record<string, unknown>[] => {
  const latest = latestPieces(state);
  return latest.length ? latest : state.lists.products;
};
