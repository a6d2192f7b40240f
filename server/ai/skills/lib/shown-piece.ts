/**
 * A piece just shown, pointed at in a request to record it ("bought it! put it in my wardrobe", "add
 * the second one to my wardrobe", "I got the black ones"): the catalogue's own name, category, colour,
 * brand and price, so the wardrobe holds what was shown. One piece only: "them" over several shown
 * points at none (the reply asks which). Pure.
 */
import type { ClauseInput } from '../types.js';
import { pieceReferent } from './shown-refs.js';
import type { WardrobeDraft } from './understand-wardrobe.js';

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The shown piece the clause points at, as a wardrobe item, or null. */
export const shownPieceDraft = (c: Pick<ClauseInput, 'text' | 'slots' | 'state'>): WardrobeDraft | null => {
  // A pointer ("it", "the black ones") or a description that fits one piece shown (lib/shown-refs.ts).
  const piece = pieceReferent(c.text, c.slots, c.state, { explicit: true })?.item;
  const name = piece && (str(piece.product_name) ?? str(piece.item_name));
  const category = piece && str(piece.category);
  if (!piece || !name || !category) return null;
  const color = str(piece.color);
  const brand = str(piece.brand);
  return { item_name: name, category, ...(color ? { color } : {}), ...(brand ? { brand } : {}), ...(typeof piece.price === 'number' ? { purchase_price: piece.price } : {}) };
};
