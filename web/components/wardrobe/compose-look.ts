/** The two Complete Look Suggestions themes and how a card picks its items from looks.complete. Pure. */
import type { Product } from '../../../tools/catalogue/contracts.js';
import type { LookAnalysis } from '../../../tools/looks/contracts.js';

/** Product rules §9: each complete-look card shows up to 4 items. */
export const LOOK_CARD_MAX_ITEMS = 4;

export interface LookTheme {
  title: string;
  blurb: string;
  /** What the anchor piece is searched by (products.search). */
  search: { text: string; category: Product['category'] };
}

export const LOOK_THEMES: readonly LookTheme[] = [
  { title: 'Elevated Weekend', blurb: 'Easy pieces, polished for brunch and slow Saturdays.', search: { text: 'weekend', category: 'Tops' } },
  { title: 'Minimalist Chic', blurb: 'Clean lines and a quiet palette.', search: { text: 'minimalist', category: 'Dresses' } },
];

export interface LookCardItem {
  productId: string;
  name: string;
  brand: string;
  price: number;
  imageUrl: string | null;
  role: string;
}

/**
 * The anchor, then one alternative per missing piece (essential first, mid-range preferred), up to
 * 4; products in `exclude` (already shown on another card) are passed over for the next nearest.
 */
export const composeLookItems = (anchor: Product, look: LookAnalysis, exclude: ReadonlySet<string> = new Set()): LookCardItem[] => {
  const items: LookCardItem[] = [{ productId: anchor.id, name: anchor.product_name, brand: anchor.brand, price: anchor.price, imageUrl: anchor.image_url, role: anchor.category }];
  const missing = [...look.missingPieces].sort((a, b) => Number(b.essential) - Number(a.essential));
  for (const m of missing) {
    if (items.length >= LOOK_CARD_MAX_ITEMS) break;
    const free = m.alternatives.filter((a) => !exclude.has(a.productId) && !items.some((i) => i.productId === a.productId));
    const pick = free.find((a) => a.priceLevel === 'mid') ?? free[0];
    if (pick) {
      items.push({ productId: pick.productId, name: pick.name, brand: pick.brand, price: pick.price, imageUrl: pick.imageUrl, role: m.category });
    }
  }
  return items;
};

