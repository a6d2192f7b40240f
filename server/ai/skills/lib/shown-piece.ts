/**
 * A piece just shown, pointed at in a request to record it ("bought it! put it in my wardrobe", "add
 * the second one to my wardrobe", "I got the black ones"): the catalogue's own name, category, colour,
 * brand and price, so the wardrobe holds what was shown. One piece only: "them" over several shown
 * points at none (the reply asks which). Pure.
 */
import type { ClauseInput } from '../types.js';
import { describedIn, pickDescribed } from './described.js';
import type { WardrobeDraft } from './understand-wardrobe.js';

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The shown piece the clause points at, as a wardrobe item, or null. */
export const shownPieceDraft = (c: Pick<ClauseInput, 'text' | 'slots' | 'state'>): WardrobeDraft | null => {
  const items = c.state.lists.products;
  if (!items.length) return null;
  const ordinal = c.slots.references.find((r) => r.kind === 'ordinal');
  let piece: Record<string, unknown> | undefined;
  if (ordinal?.kind === 'ordinal') piece = items[ordinal.index < 0 ? items.length + ordinal.index : ordinal.index];
  else {
    const described = describedIn(c.text, c.slots);
    const fits = described ? pickDescribed([...items], described) : [];
    const points = c.slots.references.some((r) => r.kind === 'pronoun' || r.kind === 'demonstrative');
    piece = fits.length === 1 ? fits[0] : !described && points && items.length === 1 ? items[0] : undefined;
  }
  const name = piece && (str(piece.product_name) ?? str(piece.item_name));
  const category = piece && str(piece.category);
  if (!piece || !name || !category) return null;
  const color = str(piece.color);
  const brand = str(piece.brand);
  return { item_name: name, category, ...(color ? { color } : {}), ...(brand ? { brand } : {}), ...(typeof piece.price === 'number' ? { purchase_price: piece.price } : {}) };
};
