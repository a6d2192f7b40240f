/**
 * The Outfit Builder's rules (product rules §4 Outfit slots, §9 Outfit builder), shared by the web and the
 * server so the live score the shopper sees is the score the server stores. Pure: no I/O, and every
 * function returns a new outfit instead of changing the one it was given.
 */
import { CATEGORIES, type Category } from '../recommendations/vocabulary.js';

/** Where a piece can go; accessories is the one slot that holds a list. */
export const OUTFIT_SLOTS = ['dress', 'top', 'bottom', 'outerwear', 'shoes', 'bag', 'accessories'] as const;
export type OutfitSlot = (typeof OUTFIT_SLOTS)[number];
/** The places an outfit is whole without, which a shopper may ask to leave empty: the layer over it, the bag, the accessory. */
export const LEAVABLE_SLOTS = ['outerwear', 'bag', 'accessories'] as const satisfies readonly OutfitSlot[];
export type LeavableSlot = (typeof LEAVABLE_SLOTS)[number];
export const SINGLE_SLOTS = ['dress', 'top', 'bottom', 'outerwear', 'shoes', 'bag'] as const;
export type SingleSlot = (typeof SINGLE_SLOTS)[number];

/** Product rules §9: accessory limit 3; up to 6 suggestions per slot; up to 3 hints. */
export const ACCESSORY_LIMIT = 3;
export const OUTFIT_SUGGESTION_LIMIT = 6;
export const OUTFIT_HINT_LIMIT = 3;

/** Product rules §9 completion score weights; the total is capped at 100. */
export const COMPLETION_POINTS = { base: 50, shoes: 20, bag: 10, outerwear: 10, perAccessory: 4, accessoriesCap: 10 } as const;
export const MAX_COMPLETION_SCORE = 100;

/** Where a piece comes from: the shopper's wardrobe, their dressing room, or the catalogue. */
export const PIECE_SOURCES = ['wardrobe', 'dressing_room', 'product'] as const;
export type PieceSource = (typeof PIECE_SOURCES)[number];

/** The least a piece needs for the rules: who it is. Callers keep whatever else they need on it. */
export interface PieceRef {
  readonly source: PieceSource;
  readonly id: string;
}

export type Outfit<P extends PieceRef = PieceRef> = {
  readonly [S in SingleSlot]: P | null;
} & { readonly accessories: readonly P[] };

export const emptyOutfit = <P extends PieceRef = PieceRef>(): Outfit<P> => ({
  dress: null, top: null, bottom: null, outerwear: null, shoes: null, bag: null, accessories: [],
});

/** One string per piece, e.g. `wardrobe:3f0c…`; two refs to the same piece share it. */
export const pieceKey = (piece: PieceRef): string => `${piece.source}:${piece.id}`;
export const samePiece = (a: PieceRef, b: PieceRef): boolean => a.source === b.source && a.id === b.id;

/** Every piece with its slot, in slot order (dress first, accessories last). */
export const outfitPieces = <P extends PieceRef>(outfit: Outfit<P>): { slot: OutfitSlot; piece: P }[] => [
  ...SINGLE_SLOTS.flatMap((slot) => (outfit[slot] ? [{ slot: slot as OutfitSlot, piece: outfit[slot] as P }] : [])),
  ...outfit.accessories.map((piece) => ({ slot: 'accessories' as const, piece })),
];

export const pieceCount = (outfit: Outfit): number => outfitPieces(outfit).length;
export const isEmptyOutfit = (outfit: Outfit): boolean => pieceCount(outfit) === 0;
export const containsPiece = (outfit: Outfit, piece: PieceRef): boolean => outfitPieces(outfit).some((p) => samePiece(p.piece, piece));

/** Why a piece cannot go where it was asked to; null when it can. */
export type PlacementRefusal = 'accessory_limit' | 'duplicate_accessory';

export const PLACEMENT_MESSAGES: Record<PlacementRefusal, string> = {
  accessory_limit: `An outfit holds at most ${ACCESSORY_LIMIT} accessories.`,
  duplicate_accessory: 'That accessory is already in the outfit.',
};

export const placementRefusal = (outfit: Outfit, slot: OutfitSlot, piece: PieceRef): PlacementRefusal | null => {
  if (slot !== 'accessories') return null;
  if (outfit.accessories.some((a) => samePiece(a, piece))) return 'duplicate_accessory';
  if (outfit.accessories.length >= ACCESSORY_LIMIT) return 'accessory_limit';
  return null;
};

/** The outfit without this piece, wherever it was. */
export const removePiece = <P extends PieceRef>(outfit: Outfit<P>, piece: PieceRef): Outfit<P> => {
  const next: { -readonly [S in SingleSlot]: P | null } & { accessories: readonly P[] } = { ...outfit };
  for (const slot of SINGLE_SLOTS) if (next[slot] && samePiece(next[slot], piece)) next[slot] = null;
  next.accessories = outfit.accessories.filter((a) => !samePiece(a, piece));
  return next;
};

/** The outfit with one slot emptied (every accessory, for 'accessories'). */
export const clearSlot = <P extends PieceRef>(outfit: Outfit<P>, slot: OutfitSlot): Outfit<P> =>
  slot === 'accessories' ? { ...outfit, accessories: [] } : { ...outfit, [slot]: null };

/**
 * Puts a piece in a slot (product rules §4): a dress clears top and bottom, a top or bottom clears the
 * dress, a single slot's previous piece is replaced, and an accessory is added only below the limit
 * and when not already chosen (a refused placement returns the outfit unchanged; see
 * placementRefusal for why). A piece sits in one slot at a time, so placing it moves it.
 */
export const placePiece = <P extends PieceRef>(outfit: Outfit<P>, slot: OutfitSlot, piece: P): Outfit<P> => {
  if (placementRefusal(outfit, slot, piece)) return outfit;
  const without = removePiece(outfit, piece);
  if (slot === 'accessories') return { ...without, accessories: [...without.accessories, piece] };
  if (slot === 'dress') return { ...without, dress: piece, top: null, bottom: null };
  if (slot === 'top' || slot === 'bottom') return { ...without, dress: null, [slot]: piece };
  return { ...without, [slot]: piece };
};

/** A dress, or a top with a bottom: the part of an outfit worth half its score. */
export const hasBase = (outfit: Outfit): boolean => outfit.dress !== null || (outfit.top !== null && outfit.bottom !== null);

/** Product rules §9: 50 for a dress or top + bottom, 20 shoes, 10 bag, 10 outerwear, 4 per accessory up to 10; at most 100. */
export const completionScore = (outfit: Outfit): number => {
  const p = COMPLETION_POINTS;
  const score = (hasBase(outfit) ? p.base : 0)
    + (outfit.shoes ? p.shoes : 0)
    + (outfit.bag ? p.bag : 0)
    + (outfit.outerwear ? p.outerwear : 0)
    + Math.min(p.accessoriesCap, p.perAccessory * outfit.accessories.length);
  return Math.min(MAX_COMPLETION_SCORE, score);
};

export type OutfitHintKind = 'base' | 'shoes' | 'bag' | 'accessories';
export interface OutfitHint {
  kind: OutfitHintKind;
  /** The slots that would answer the hint, for highlighting them. */
  slots: OutfitSlot[];
  text: string;
}

/**
 * Product rules §9: up to 3 hints, in this order: add a dress or top + bottom, shoes, a bag, and 1-2
 * accessories when fewer than 2. A half-built base names the half that is missing.
 */
export const outfitHints = (outfit: Outfit): OutfitHint[] => {
  const hints: OutfitHint[] = [];
  if (!hasBase(outfit)) {
    if (outfit.top && !outfit.bottom) hints.push({ kind: 'base', slots: ['bottom'], text: 'Add a bottom to go with your top' });
    else if (outfit.bottom && !outfit.top) hints.push({ kind: 'base', slots: ['top'], text: 'Add a top to go with your bottom' });
    else hints.push({ kind: 'base', slots: ['dress', 'top', 'bottom'], text: 'Add a dress or a top + bottom' });
  }
  if (!outfit.shoes) hints.push({ kind: 'shoes', slots: ['shoes'], text: 'Add shoes' });
  if (!outfit.bag) hints.push({ kind: 'bag', slots: ['bag'], text: 'Add a bag' });
  if (outfit.accessories.length < 2) hints.push({ kind: 'accessories', slots: ['accessories'], text: 'Add 1-2 accessories' });
  return hints.slice(0, OUTFIT_HINT_LIMIT);
};

/** What makes a whole outfit (e.g. one sent to be saved) break the rules. */
export type OutfitProblem = 'dress_with_separates' | 'too_many_accessories' | 'duplicate_piece';

export const OUTFIT_PROBLEM_MESSAGES: Record<OutfitProblem, string> = {
  dress_with_separates: 'An outfit has a dress or a top and bottom, not both: choosing a dress clears the top and bottom.',
  too_many_accessories: PLACEMENT_MESSAGES.accessory_limit,
  duplicate_piece: 'The same piece appears twice in the outfit.',
};

export const outfitProblems = (outfit: Outfit): OutfitProblem[] => {
  const problems: OutfitProblem[] = [];
  if (outfit.dress && (outfit.top || outfit.bottom)) problems.push('dress_with_separates');
  if (outfit.accessories.length > ACCESSORY_LIMIT) problems.push('too_many_accessories');
  const keys = outfitPieces(outfit).map((p) => pieceKey(p.piece));
  if (new Set(keys).size !== keys.length) problems.push('duplicate_piece');
  return problems;
};

// ───────────────────────────── category → slot ─────────────────────────────

/** The catalogue and wardrobe categories (product rules §9) that always mean one slot. */
export const CATEGORY_SLOTS: Readonly<Record<Category, OutfitSlot | null>> = {
  Tops: 'top', Bottoms: 'bottom', Dresses: 'dress', Outerwear: 'outerwear', Shoes: 'shoes',
  Accessories: 'accessories', Bags: 'bag', Jewelry: 'accessories',
  // Activewear and sleepwear come as tops and bottoms alike: the item's name decides.
  Activewear: null, Sleepwear: null,
};

/** The categories to search for pieces of one slot (catalogue products, wardrobe items). */
export const SLOT_CATEGORIES: Readonly<Record<OutfitSlot, readonly Category[]>> = {
  dress: ['Dresses'], top: ['Tops'], bottom: ['Bottoms'], outerwear: ['Outerwear'], shoes: ['Shoes'],
  bag: ['Bags'], accessories: ['Accessories', 'Jewelry'],
};

/** Garment words → slot (product rules §9's keyword map, whose keywords the spec does not show). */
export const SLOT_KEYWORDS: Readonly<Record<OutfitSlot, readonly string[]>> = {
  dress: ['dress', 'gown', 'jumpsuit', 'romper', 'playsuit', 'sundress', 'kaftan', 'caftan', 'nightgown', 'nightdress', 'onesie'],
  top: [
    'top', 'tee', 't-shirt', 'tshirt', 'blouse', 'shirt', 'sweater', 'cardigan', 'tank', 'camisole', 'cami', 'turtleneck',
    'bodysuit', 'jumper', 'hoodie', 'sweatshirt', 'polo', 'pullover', 'bra', 'bralette', 'crop-top', 'tunic', 'henley',
  ],
  bottom: [
    'bottom', 'bottoms', 'trouser', 'pant', 'jean', 'skirt', 'short', 'culotte', 'chino', 'legging', 'jogger', 'sweatpant',
    'capri', 'skort',
  ],
  outerwear: [
    'outerwear', 'coat', 'jacket', 'blazer', 'trench', 'parka', 'puffer', 'vest', 'gilet', 'cape', 'poncho', 'anorak',
    'windbreaker', 'overcoat', 'raincoat', 'shacket', 'robe',
  ],
  shoes: [
    'shoe', 'shoes', 'sneaker', 'boot', 'bootie', 'heel', 'pump', 'sandal', 'mule', 'flat', 'loafer', 'trainer',
    'espadrille', 'oxford', 'slipper', 'clog', 'slide', 'stiletto', 'wedge', 'footwear', 'brogue',
  ],
  bag: ['bag', 'tote', 'clutch', 'handbag', 'crossbody', 'backpack', 'purse', 'satchel', 'pouch', 'hobo', 'bucket-bag', 'baguette'],
  accessories: [
    'accessory', 'accessories', 'scarf', 'belt', 'hat', 'sunglasses', 'beret', 'glove', 'necklace', 'earring', 'ring',
    'bracelet', 'pendant', 'hoop', 'watch', 'jewelry', 'jewellery', 'cap', 'headband', 'brooch', 'tie', 'bandana',
    'anklet', 'choker', 'cuff', 'stud', 'beanie', 'hairclip', 'scrunchie',
  ],
};

const KEYWORD_SLOT: ReadonlyMap<string, OutfitSlot> = new Map(
  OUTFIT_SLOTS.flatMap((slot) => SLOT_KEYWORDS[slot].map((word) => [word, slot] as const)),
);

const slotOfWord = (word: string): OutfitSlot | undefined => {
  const forms = [word];
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s')) forms.push(word.slice(0, -1));
  for (const form of forms) {
    const slot = KEYWORD_SLOT.get(form);
    if (slot) return slot;
  }
  return undefined;
};

/**
 * The slot named by free text. English puts the head noun last ("shirt dress", "jean jacket",
 * "dress shoes", "tote bag"), so the last garment word wins.
 */
export const slotFromText = (text: string): OutfitSlot | null => {
  const words = text.toLowerCase().match(/[a-z]+(?:-[a-z]+)*/g) ?? [];
  let found: OutfitSlot | null = null;
  for (const word of words) {
    const slot = slotOfWord(word) ?? (word.includes('-') ? word.split('-').map(slotOfWord).filter(Boolean).pop() : undefined);
    if (slot) found = slot;
  }
  return found;
};

const CATEGORY_BY_LOWER: ReadonlyMap<string, Category> = new Map(CATEGORIES.map((c) => [c.toLowerCase(), c]));

/**
 * The slot of a piece from its category and name: a category that always means one slot decides;
 * otherwise (Activewear, Sleepwear, a retailer's own category) the name's garment word, then the
 * category's. Null when nothing says where the piece goes.
 */
export const slotForPiece = (category: string | null | undefined, name = ''): OutfitSlot | null => {
  const known = category ? CATEGORY_BY_LOWER.get(category.trim().toLowerCase()) : undefined;
  if (known && CATEGORY_SLOTS[known]) return CATEGORY_SLOTS[known];
  return slotFromText(name) ?? (category ? slotFromText(category) : null);
};
