/**
 * schema.org ItemList of the dressing room (product rules §9: up to 20 items, currency USD), rendered as a
 * JSON-LD data block. Data blocks are not executed, so the CSP's script-src does not apply; the
 * text is escaped so no item name can close the script element.
 */

/** Product rules §9: the dressing room's structured data lists up to 20 items. */
export const STRUCTURED_DATA_MAX_ITEMS = 20;
export const STRUCTURED_DATA_CURRENCY = 'USD';

export interface StructuredPiece {
  item_name: string;
  brand: string | null;
  price: number | null;
  image_url: string | null;
  item_url: string | null;
  category: string | null;
  color: string;
  is_in_cart: boolean;
}

const absolute = (url: string | null, origin: string): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url, origin).toString();
  } catch {
    return undefined;
  }
};

export const dressingRoomItemList = (pieces: readonly StructuredPiece[], origin: string) => {
  const listed = pieces.slice(0, STRUCTURED_DATA_MAX_ITEMS);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Dressing Room',
    numberOfItems: listed.length,
    itemListElement: listed.map((piece, i) => {
      const url = absolute(piece.item_url, origin);
      return {
        '@type': 'ListItem',
        position: i + 1,
        item: {
          '@type': 'Product',
          name: piece.item_name,
          ...(piece.brand ? { brand: { '@type': 'Brand', name: piece.brand } } : {}),
          ...(absolute(piece.image_url, origin) ? { image: absolute(piece.image_url, origin) } : {}),
          ...(piece.category ? { category: piece.category } : {}),
          ...(piece.color && piece.color !== 'neutral' ? { color: piece.color } : {}),
          ...(url ? { url } : {}),
          ...(piece.price !== null && Number.isFinite(piece.price)
            ? { offers: { '@type': 'Offer', price: piece.price.toFixed(2), priceCurrency: STRUCTURED_DATA_CURRENCY, ...(url ? { url } : {}) } }
            : {}),
        },
      };
    }),
  };
};

export { serialiseJsonLd } from '../../../shared/html-escape.js';
