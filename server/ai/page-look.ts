/**
 * "Style this": look completion (tools/looks) around the product on the partner's page. The page
 * product is usually not in our catalogue, so its style is read from its own words (name, brand,
 * category, description, price) the same way catalogue products get theirs; when its sku is one
 * of our product ids (the demo shop), the catalogue's stored vector is used instead. Signed-in
 * shoppers also see which of their wardrobe pieces go with it; guests get catalogue pieces only.
 */
import { createHash } from 'node:crypto';
import { tool, zodSchema } from 'ai';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { products } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { completeLook } from '../../tools/looks/complete.js';
import { lookAnalysisSchema } from '../../tools/looks/contracts.js';
import { nearestOwned, type LookStart } from '../../tools/looks/start.js';
import { deriveAttributes } from '../../tools/garments/attributes.js';
import { colourOf, ownWardrobePieces, productPiece, type Piece } from '../../tools/outfits/pieces.js';
import { emptyOutfit, placePiece, slotForPiece } from '../../tools/outfits/rules.js';
import { vectorFromText } from '../../tools/recommendations/style-vector.js';
import type { PageProduct } from '../../widget/shared/protocol.js';

export const PAGE_LOOK_TOOL = 'page_look';

const catalogueMatch = async (db: Database, sku: string | undefined) => {
  if (!sku || !z.uuid().safeParse(sku).success) return null;
  const [row] = await db.select({
    id: products.id, productName: products.productName, brand: products.brand, price: products.price, imageUrl: products.imageUrl,
    productUrl: products.productUrl, category: products.category, productDescription: products.productDescription, styleVector: products.styleVector,
  }).from(products).where(eq(products.id, sku));
  return row ?? null;
};

/**
 * A stable id for a page product that is not ours: a UUID made from the partner's sku, URL or
 * name, so it passes wherever product ids go (never matching a catalogue product).
 */
export const pageProductId = (product: PageProduct): string => {
  const hex = createHash('sha256').update(`page:${product.sku ?? product.url ?? product.name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** The page product as a look piece; its id is never a catalogue id unless it matched one. */
export const pagePiece = async (db: Database, product: PageProduct): Promise<{ piece: Piece; catalogueId: string | null }> => {
  const match = await catalogueMatch(db, product.sku);
  if (match) return { piece: productPiece(match), catalogueId: match.id };
  const words = [product.name, product.brand, product.category, product.description].filter(Boolean).join(' ');
  // Our price tiers are in dollars; a price in another currency says nothing about them.
  const usd = (product.currency ?? 'USD') === 'USD' ? product.price : undefined;
  const category = product.category ?? null;
  const vector = vectorFromText(words, { ...(category && { category }), ...(usd !== undefined && { price: usd }) });
  const piece: Piece = {
    source: 'product', id: pageProductId(product), name: product.name, brand: product.brand ?? null,
    imageUrl: product.image ?? null, price: usd ?? null, category, url: product.url ?? null,
    naturalSlot: slotForPiece(category, product.name), vector, colour: colourOf(vector),
    attributes: deriveAttributes({ category: category ?? '', name: product.name, details: product.description ?? null }),
  };
  return { piece, catalogueId: null };
};

export const startFromPage = async (db: Database, userId: string | null, product: PageProduct): Promise<LookStart> => {
  const { piece, catalogueId } = await pagePiece(db, product);
  const start = piece.naturalSlot ? placePiece(emptyOutfit<Piece>(), piece.naturalSlot, piece) : emptyOutfit<Piece>();
  const wardrobe = userId ? await ownWardrobePieces(db, userId) : [];
  const { outfit, owned } = nearestOwned(wardrobe, piece.vector, start);
  return {
    basis: 'product-nearest-wardrobe',
    anchor: { kind: 'product', id: catalogueId ?? piece.id, name: product.name, imageUrl: product.image ?? piece.imageUrl, slot: piece.naturalSlot },
    vector: piece.vector, outfit, owned, ownedProductIds: catalogueId ? [catalogueId] : [], photoPalette: null, wardrobeSize: wardrobe.length,
    notes: [userId
      ? `Built around the ${product.name} on this page: your pieces here are the wardrobe items that go with it best.`
      : `Built around the ${product.name} on this page. Sign in to see which of your own pieces go with it.`],
  };
};

/**
 * The chat tool for the page's product. It takes no input: the product comes from the page
 * (validated on the way in), never from the model, so the model cannot style something else here.
 */
export const pageLookTool = (db: Database, userId: string | null, product: PageProduct, log?: { error: (o: object, m: string) => void }) => tool({
  description: `Complete a look around the product on the shop page the shopper is viewing ("${product.name}"): ` +
    'the pieces that go with it (one per price level for each missing piece), from the catalogue' +
    (userId ? ' and the shopper\'s wardrobe.' : '.') + ' Use it for "style this", "what goes with this?" and the like.',
  inputSchema: zodSchema(z.strictObject({})),
  outputSchema: zodSchema(lookAnalysisSchema),
  execute: async () => {
    try {
      return lookAnalysisSchema.parse(await completeLook(db, await startFromPage(db, userId, product), { userId }));
    } catch (error) {
      // The model (and so the shopper) sees a plain sentence, never a query or a stack.
      log?.error({ err: error }, 'page_look failed');
      throw new Error('the look could not be put together just now; please try again');
    }
  },
});
