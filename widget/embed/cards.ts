/**
 * Product cards from tool results: products.search and the feed tools (catalogue rows with
 * product_name, price, image_url), and page_look (alternatives per missing piece). Pure. Image and
 * product URLs are made absolute against our origin, so 'Add to cart' hands the partner's page
 * URLs it can use. A catalogue piece's card also links to its page on Atelier (/products/:id), which
 * the card opens in a new tab: the partner's own page for the piece is not known to us, and the
 * catalogue's retailer link is the one 'Add to cart' hands over.
 */

export interface Card {
  id: string;
  name: string;
  brand?: string;
  price: number;
  currency: 'USD';
  image?: string;
  url?: string;
  /** What the card is for in a look ("Shoes · budget"). */
  note?: string;
  /** The one match scale's label from the tool ("72% match", "New to you"), shown as the app shows it. */
  match?: string;
  /** The piece's page on Atelier, for a catalogue piece. */
  page?: string;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const CARDS_PER_RESULT = 12;

const absolute = (v: unknown, origin: string): string | undefined => {
  if (typeof v !== 'string' || !v) return undefined;
  try {
    const url = new URL(v, origin);
    return /^https?:$/.test(url.protocol) && url.href.length <= 2048 ? url.href : undefined;
  } catch {
    return undefined;
  }
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined);

const card = (row: Obj, origin: string, note?: string): Card | null => {
  const id = text(row.id ?? row.productId, 100);
  const name = text(row.product_name ?? row.name, 200);
  const price = row.price;
  if (!id || !name || typeof price !== 'number' || !(price >= 0) || price === Infinity) return null;
  const out: Card = { id, name, price, currency: 'USD' };
  const brand = text(row.brand, 100);
  const image = absolute(row.image_url ?? row.imageUrl, origin);
  const url = absolute(row.affiliate_url ?? row.product_url ?? row.retailerUrl, origin);
  if (brand) out.brand = brand;
  if (image) out.image = image;
  if (url) out.url = url;
  if (note) out.note = note;
  const match = text(row.match_label ?? (isObj(row.match) ? row.match.label : undefined), 40);
  if (match) out.match = match;
  // Catalogue rows (search, feed, similar pieces) and a look's alternatives; a saved or owned piece has no page.
  const catalogue = typeof row.productId === 'string' || typeof row.product_name === 'string';
  if (catalogue && UUID.test(id)) out.page = new URL(`/products/${id}`, origin).href;
  return out;
};

/**
 * What the shop's cart hears of a card: the product only. What it is for in a look, its match and
 * its Atelier page stay in the chat; the page checks the message field by field, and an unknown
 * field would drop it.
 */
export const cartProductOf = ({ note: _note, match: _match, page: _page, ...product }: Card) => product;

const SLOT_NAMES: Record<string, string> = {
  dress: 'Dress', top: 'Top', bottom: 'Bottom', outerwear: 'Layer', shoes: 'Shoes', bag: 'Bag', accessories: 'Accessory',
};

export const cardsOf = (toolName: string, output: unknown, origin: string): Card[] => {
  if (!isObj(output)) return [];
  const cards: Card[] = [];
  if (toolName === 'page_look' || toolName === 'looks_complete') {
    for (const missing of Array.isArray(output.missingPieces) ? output.missingPieces : []) {
      if (!isObj(missing) || !Array.isArray(missing.alternatives)) continue;
      const slot = SLOT_NAMES[String(missing.slot)] ?? String(missing.category ?? '');
      for (const alt of missing.alternatives) {
        const c = isObj(alt) ? card(alt, origin, [slot, typeof alt.priceLevel === 'string' ? alt.priceLevel : ''].filter(Boolean).join(' · ')) : null;
        if (c) cards.push(c);
      }
    }
  } else {
    for (const value of Object.values(output)) {
      if (!Array.isArray(value)) continue;
      for (const row of value) {
        const c = isObj(row) ? card(row, origin) : null;
        if (c) cards.push(c);
      }
    }
  }
  const seen = new Set<string>();
  return cards.filter((c) => !seen.has(c.id) && seen.add(c.id)).slice(0, CARDS_PER_RESULT);
};
