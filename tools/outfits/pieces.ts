/**
 * Pieces of outfits and looks: the shopper's wardrobe items, their dressing-room items and catalogue
 * products, read with a style vector each. Wardrobe and dressing-room pieces are read only for
 * their owner, so someone else's id reads exactly like a missing one.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { fittingRoomItems, products, wardrobeItems } from '../../server/db/schema.js';
import { parsePgVector, vectorFromText, type StyleVector } from '../recommendations/style-vector.js';
import { ToolError, type Database } from '../types.js';
import { deriveAttributes } from '../garments/attributes.js';
import { productGarmentText, storedOrDerived, type AttributeColumns } from '../garments/columns.js';
import type { GarmentAttributes } from '../garments/contracts.js';
import { linkInNotes, wardrobeGarmentText, wardrobeVector } from '../wardrobe/store.js';
import { OUTFIT_MESSAGES } from './contracts.js';
import { pieceKey, slotForPiece, type OutfitSlot, type PieceRef, type PieceSource } from './rules.js';
import { saidWords } from './vectors.js';

/** A piece with what the tools show and match on. */
export interface Piece extends PieceRef {
  name: string;
  brand: string | null;
  imageUrl: string | null;
  price: number | null;
  category: string | null;
  url: string | null;
  /** The slot its category or name says it belongs in (null: nothing says). */
  naturalSlot: OutfitSlot | null;
  vector: StyleVector;
  /** What it is good for (formality, warmth, seasons, occasions): stored, corrected by the shopper, or derived. */
  attributes: GarmentAttributes;
  /** The colour its style vector says most strongly; null when it says none. */
  colour: string | null;
}

/** The colour a vector says most strongly, if any. */
export const colourOf = (vector: StyleVector): string | null => saidWords(vector, 'colour', 1)[0] ?? null;

const NO_COLUMNS: AttributeColumns = { formality: null, warmth: null, seasons: null, occasions: null };

/** How many of the shopper's own pieces are read to rank them; wardrobes and dressing rooms are small. */
export const OWN_PIECES_LIMIT = 2000;

const wardrobeColumns = {
  id: wardrobeItems.id, itemName: wardrobeItems.itemName, category: wardrobeItems.category, brand: wardrobeItems.brand,
  color: wardrobeItems.color, purchasePrice: wardrobeItems.purchasePrice, notes: wardrobeItems.notes, tags: wardrobeItems.tags,
  imageUrl: wardrobeItems.imageUrl, styleVector: wardrobeItems.styleVector,
  formality: wardrobeItems.formality, warmth: wardrobeItems.warmth, seasons: wardrobeItems.seasons, occasions: wardrobeItems.occasions,
};
interface WardrobeSelection extends AttributeColumns {
  id: string; itemName: string; category: string; brand: string | null; color: string | null; purchasePrice: number | null;
  notes: string | null; tags: string[]; imageUrl: string | null; styleVector: StyleVector | string | null;
}

const wardrobePiece = (r: WardrobeSelection): Piece => {
  // Rows written before vectors existed (or by hand) get the same vector a write would give them.
  const vector = r.styleVector ? parsePgVector(r.styleVector) : wardrobeVector({
    itemName: r.itemName, category: r.category, brand: r.brand, color: r.color, purchasePrice: r.purchasePrice, notes: r.notes, tags: r.tags,
  });
  return {
    source: 'wardrobe', id: r.id, name: r.itemName, brand: r.brand, imageUrl: r.imageUrl, price: r.purchasePrice,
    category: r.category, url: linkInNotes(r.notes), naturalSlot: slotForPiece(r.category, r.itemName), vector,
    attributes: storedOrDerived(r, wardrobeGarmentText(r)), colour: colourOf(vector),
  };
};

const dressingRoomColumns = {
  id: fittingRoomItems.id, itemName: fittingRoomItems.itemName, brand: fittingRoomItems.brand, price: fittingRoomItems.price,
  imageUrl: fittingRoomItems.imageUrl, itemUrl: fittingRoomItems.itemUrl, category: fittingRoomItems.category,
  color: fittingRoomItems.color, stylingNotes: fittingRoomItems.stylingNotes, externalProductId: fittingRoomItems.externalProductId,
};

interface DressingRoomSelection {
  id: string; itemName: string; brand: string | null; price: number | null; imageUrl: string | null; itemUrl: string | null;
  category: string | null; color: string; stylingNotes: string | null; externalProductId: string; productVector: StyleVector | string | null;
  /** The catalogue product's stored attributes, when the item is one. */
  productAttributes: AttributeColumns | null;
}

const dressingRoomPiece = (r: DressingRoomSelection): Piece => {
  // A catalogue product keeps its catalogue vector; a custom item or a saved post speaks through its words.
  const vector = r.productVector
    ? parsePgVector(r.productVector)
    : vectorFromText([r.itemName, r.category, r.color === 'neutral' ? '' : r.color, r.stylingNotes].filter(Boolean).join(' '), {
      category: r.category ?? undefined, price: r.price ?? undefined,
    });
  const text = { category: r.category ?? '', name: r.itemName, details: r.stylingNotes };
  return {
    source: 'dressing_room', id: r.id, name: r.itemName, brand: r.brand, imageUrl: r.imageUrl, price: r.price,
    category: r.category, url: r.itemUrl, naturalSlot: slotForPiece(r.category, r.itemName), vector,
    attributes: r.productAttributes ? storedOrDerived(r.productAttributes, text) : deriveAttributes(text),
    colour: colourOf(vector),
  };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Dressing-room rows with the catalogue vector of the products among them. Read in two steps by
 * primary key: a join on `products.id::text` would cast (and scan) every product.
 */
const withProductVectors = async (
  db: Database, rows: Omit<DressingRoomSelection, 'productVector' | 'productAttributes'>[],
): Promise<DressingRoomSelection[]> => {
  const ids = [...new Set(rows.map((r) => r.externalProductId).filter((id) => UUID.test(id)))];
  const found = ids.length
    ? new Map((await db.select({
      id: products.id, vector: products.styleVector,
      formality: products.formality, warmth: products.warmth, seasons: products.seasons, occasions: products.occasions,
    }).from(products).where(inArray(products.id, ids))).map((p) => [p.id, p]))
    : new Map<string, { vector: StyleVector | null } & AttributeColumns>();
  return rows.map((r) => {
    const p = found.get(r.externalProductId.toLowerCase());
    return { ...r, productVector: p?.vector ?? null, productAttributes: p ? { formality: p.formality, warmth: p.warmth, seasons: p.seasons, occasions: p.occasions } : null };
  });
};

const productColumns = {
  id: products.id, productName: products.productName, brand: products.brand, price: products.price, imageUrl: products.imageUrl,
  productUrl: products.productUrl, category: products.category, productDescription: products.productDescription,
  styleVector: products.styleVector,
  formality: products.formality, warmth: products.warmth, seasons: products.seasons, occasions: products.occasions,
};

export const productPiece = (r: {
  id: string; productName: string; brand: string; price: number; imageUrl: string | null; productUrl: string; category: string;
  productDescription?: string; styleVector?: StyleVector | string | null;
} & Partial<AttributeColumns>): Piece => {
  const vector = r.styleVector
    ? parsePgVector(r.styleVector)
    : vectorFromText(`${r.productName} ${r.productDescription ?? ''}`, { category: r.category, price: r.price });
  const columns: AttributeColumns = {
    formality: r.formality ?? NO_COLUMNS.formality, warmth: r.warmth ?? NO_COLUMNS.warmth,
    seasons: r.seasons ?? NO_COLUMNS.seasons, occasions: r.occasions ?? NO_COLUMNS.occasions,
  };
  return {
    source: 'product', id: r.id, name: r.productName, brand: r.brand, imageUrl: r.imageUrl, price: r.price, category: r.category,
    url: r.productUrl, naturalSlot: slotForPiece(r.category, r.productName), vector,
    attributes: storedOrDerived(columns, productGarmentText(r)), colour: colourOf(vector),
  };
};

/** Every one of the shopper's wardrobe items as pieces, newest first. */
export const ownWardrobePieces = async (db: Database, userId: string): Promise<Piece[]> =>
  (await db.select(wardrobeColumns).from(wardrobeItems).where(eq(wardrobeItems.userId, userId))
    .orderBy(desc(wardrobeItems.createdAt), desc(wardrobeItems.id)).limit(OWN_PIECES_LIMIT)).map(wardrobePiece);

/** Every one of the shopper's dressing-room items as pieces, newest first. */
export const ownDressingRoomPieces = async (db: Database, userId: string): Promise<{ piece: Piece; productId: string | null }[]> =>
  (await withProductVectors(db, await db.select(dressingRoomColumns).from(fittingRoomItems).where(eq(fittingRoomItems.userId, userId))
    .orderBy(desc(fittingRoomItems.createdAt), desc(fittingRoomItems.id)).limit(OWN_PIECES_LIMIT)))
    .map((r) => ({ piece: dressingRoomPiece(r), productId: r.productVector ? r.externalProductId.toLowerCase() : null }));

const NOT_FOUND: Record<PieceSource, string> = {
  wardrobe: OUTFIT_MESSAGES.wardrobePieceNotFound,
  dressing_room: OUTFIT_MESSAGES.dressingRoomPieceNotFound,
  product: OUTFIT_MESSAGES.productNotFound,
};

const idsOf = (refs: readonly PieceRef[], source: PieceSource) => [...new Set(refs.filter((r) => r.source === source).map((r) => r.id))];

/** The pieces that exist for this shopper, by pieceKey (missing and foreign ids are absent). */
export const findPieces = async (db: Database, userId: string, refs: readonly PieceRef[]): Promise<Map<string, Piece>> => {
  const [w, d, p] = [idsOf(refs, 'wardrobe'), idsOf(refs, 'dressing_room'), idsOf(refs, 'product')];
  const [wardrobe, dressingRoom, catalogue] = await Promise.all([
    w.length ? db.select(wardrobeColumns).from(wardrobeItems).where(and(eq(wardrobeItems.userId, userId), inArray(wardrobeItems.id, w))) : [],
    d.length ? db.select(dressingRoomColumns).from(fittingRoomItems)
      .where(and(eq(fittingRoomItems.userId, userId), inArray(fittingRoomItems.id, d))).then((rows) => withProductVectors(db, rows)) : [],
    p.length ? db.select(productColumns).from(products).where(inArray(products.id, p)) : [],
  ]);
  const pieces = [...wardrobe.map(wardrobePiece), ...dressingRoom.map(dressingRoomPiece), ...catalogue.map(productPiece)];
  return new Map(pieces.map((piece) => [pieceKey(piece), piece]));
};

/** Every referenced piece, or not_found naming the kind of piece that is missing (nothing else is revealed). */
export const resolvePieces = async (db: Database, userId: string, refs: readonly PieceRef[]): Promise<Map<string, Piece>> => {
  const found = await findPieces(db, userId, refs);
  const missing = refs.find((r) => !found.has(pieceKey(r)));
  if (missing) throw new ToolError('not_found', NOT_FOUND[missing.source]);
  return found;
};
