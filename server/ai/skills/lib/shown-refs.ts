/**
 * One reference resolver over what the conversation just showed: a clause's referring words (a position, "the
 * camel one", a brand, a colour, "it", "those", or nothing at all) against the pieces listed last, or the outfit
 * shown last. It says which thing is meant and what kind of thing it is; the clause's verb then decides the tool
 * (save, pieces like it, a slot of an outfit around it, the outfit saved or recomposed). The skills' own readers
 * (similar pieces, the piece in focus, a shown piece recorded in the wardrobe) resolve through it, so a piece is
 * picked out by one rule wherever it is acted on. Pure: reads the clause's NLU slots and the dialogue state.
 */
import type { Slots } from '../../nlu/types.js';
import type { DialogueState } from '../dialogue.js';
import { describedIn, pickDescribed } from './described.js';
import { OUTFIT_TOOLS } from './outfit-swap.js';

/** What a clause points at: one piece of a list shown, or the outfit shown. */
export type Referent =
  | { kind: 'piece'; item: Record<string, unknown>; name: string; how: 'position' | 'description' | 'focus' | 'only' }
  | { kind: 'outfit' };

/** Tools whose results list pieces the shopper can point at. */
export const PIECE_LISTS = new Set(['products.search', 'products.similar', 'recommendations.feed']);

const nameOf = (item: Record<string, unknown>): string | null => {
  const name = item.product_name ?? item.item_name ?? item.name;
  return typeof name === 'string' ? name : null;
};

/** Whether the clause points with a word of its own: a position, "it", "that one", "those", "both". */
export const points = (slots: Slots): boolean => slots.references.length > 0;

interface PieceOptions {
  /** Pieces to resolve against; the state's last list when not given. */
  items?: readonly Record<string, unknown>[];
  /** Only a reference or a description that fits: no falling back to the piece in focus or the only piece shown. */
  explicit?: boolean;
}

/**
 * The one shown piece a clause refers to, or null (none fits, several fit, or it names several). A position
 * picks by place; a description ("the tote", "the one from Lune", "the cheapest") picks the one piece it fits;
 * otherwise "it"/"that one"/"those" or no words at all mean the piece the last message was about (`state.focus`),
 * else the only piece shown.
 */
export const pieceReferent = (text: string, slots: Slots, state: DialogueState, options: PieceOptions = {}): Extract<Referent, { kind: 'piece' }> | null => {
  const items = options.items ?? state.lists.products;
  if (!items.length) return null;
  const found = (item: Record<string, unknown> | undefined, how: Extract<Referent, { kind: 'piece' }>['how']) => {
    const name = item && nameOf(item);
    return item && name ? { kind: 'piece' as const, item, name, how } : null;
  };
  const ordinals = slots.references.flatMap((r) => (r.kind === 'ordinal' ? [r.index] : []));
  if (ordinals.length > 1 || slots.references.some((r) => r.kind === 'both' || r.kind === 'all')) return null;
  if (ordinals.length === 1) return found(items[ordinals[0]! < 0 ? items.length + ordinals[0]! : ordinals[0]!], 'position');
  const described = describedIn(text, slots);
  if (described) {
    const fits = pickDescribed([...items], described);
    return fits.length === 1 ? found(fits[0], 'description') : null;
  }
  if (options.explicit && !points(slots)) return null;
  const focus = state.focus ? items.find((i) => nameOf(i)?.toLowerCase() === state.focus) : undefined;
  if (focus) return found(focus, 'focus');
  return items.length === 1 ? found(items[0], 'only') : null;
};

/** Whether the latest result is an outfit: "it", "this", "the look" then mean that outfit. */
export const outfitShown = (state: DialogueState): boolean => OUTFIT_TOOLS.has(state.latestTool?.replaceAll('_', '.') ?? '');

/** Whether the latest result is a list of pieces: "it", "the tote" then mean one of them. */
export const pieceListIsLatest = (state: DialogueState): boolean => PIECE_LISTS.has(state.latestTool?.replaceAll('_', '.') ?? '') && state.lists.products.length > 0;

/**
 * What the clause refers to among what was just shown: after an outfit, a pointer with no piece described
 * ("save it", "keep this look") is the outfit; after a list of pieces, one of them (`pieceReferent`).
 */
export const referentOf = (text: string, slots: Slots, state: DialogueState): Referent | null => {
  if (outfitShown(state)) return describedIn(text, slots) || slots.references.some((r) => r.kind === 'ordinal') ? null : { kind: 'outfit' };
  return pieceListIsLatest(state) ? pieceReferent(text, slots, state) : null;
};
