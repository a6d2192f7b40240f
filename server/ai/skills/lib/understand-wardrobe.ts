/**
 * The shopper's wardrobe in their words: "what black things do I own?", "add a grey wool coat to my
 * wardrobe", "my trench coat is actually beige", "remove the coat from my wardrobe". A new piece's
 * category comes from the outfit rules' garment words (the same map the Outfit Builder uses). Pure.
 */
import { SLOT_CATEGORIES, slotFromText } from '../../../../tools/outfits/rules.js';
import { CATEGORIES } from '../../../../tools/recommendations/vocabulary.js';
import { piecesNamed } from './named-pieces.js';
import type { NamedPiece } from './pieces.js';
import { amountIn, categoryIn, has, MATERIAL_WORDS, shadeIn, titleCase } from './words.js';

/** A piece as the shopper named it; `owned` when they said "my". */
/** A piece named: its words, whether it is the shopper's own, and (`shown`) the piece just shown the words referred to. */
export interface PieceTarget { text: string; owned: boolean; shown?: NamedPiece }

export interface WardrobeDraft {
  item_name: string;
  category: string;
  color?: string;
  brand?: string;
  purchase_price?: number;
  /** "two white shirts": how many of the piece were said, each its own row (never sent to the tool). */
  copies?: number;
}

export interface WardrobeChanges {
  item_name?: string;
  color?: string;
  brand?: string;
  purchase_price?: number;
}

export type WardrobeRequest =
  | {
    kind: 'wardrobe.list'; query?: string; category?: string; phrase: string; count?: boolean;
    /** A garment narrower than its category ("jackets" among outerwear): the words a counted piece's name holds. */
    garment?: { words: string[]; plural: string };
  }
  /** item is null when no garment word says which category it is: the reply asks. */
  /** `also`: more pieces told of in the same breath ("a red scarf and a grey beanie"), each added as its own request. */
  | { kind: 'wardrobe.add'; item: WardrobeDraft | null; described: string; also?: WardrobeDraft[] }
  | { kind: 'wardrobe.update'; target: string; changes: WardrobeChanges }
  | { kind: 'wardrobe.remove'; target: string };

const WARDROBE = 'wardrobe|closet|clothes i own';
/** A part of the wardrobe named as the shopper's own: "add the necklace to my jewellery", "put them in my shoe collection". */
export const OWN_COLLECTION = '(?:my|the) (?:jewel(?:le)?ry|(?:shoe|bag|handbag|coat|sneaker|trainer|jewel(?:le)?ry|accessor(?:y|ies)) (?:collection|box|drawer|rack))';
/** Verbs of adding; and everyday verbs of putting away ("pop", "chuck", "bung") that add only with "in/into my wardrobe" after them. */
const ADDING = 'add|ad|put|log|save|store|include';
const PUTTING_AWAY = 'pop|stick|chuck|bung|throw|stuff|slot|file|shove';
const PUT_AWAY_IN = `(?:${PUTTING_AWAY})\\b.*\\b(?:in|into|onto|on)\\s+(?:(?:my|the)\\s+(?:wardrobe|closet)|${OWN_COLLECTION})`;
const STRIP = /\b(?:the|a|an|my|mine|our|some|please|pls|one|piece|item)\b/gi;

/** "my grey wool coat" → "grey wool coat": what to match a piece's name against. */
export const targetWords = (text: string) =>
  text.replace(/[?!.,:;"“”]/g, ' ').replace(STRIP, ' ').replace(/\s+/g, ' ').trim();

/** The category of a new piece: the outfit rules' slot of its garment word, jewellery kept apart from accessories. */
export const categoryOfPiece = (name: string): string | undefined => {
  const slot = slotFromText(name);
  const said = categoryIn(name);
  if (slot === 'accessories' && said === 'Jewelry') return 'Jewelry';
  if (slot) return SLOT_CATEGORIES[slot][0];
  // Activewear and sleepwear have no slot of their own.
  return said && (CATEGORIES as readonly string[]).includes(said) ? said : undefined;
};

/** Counts of a piece said that make rows of their own (a closed class; more than five is a list, not a telling). */
const COPIES: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, '2': 2, '3': 3, '4': 4, '5': 5 };

/** "a black wool coat from Toteme, I paid $450" → name, category, colour, brand, price. */
export const draftOf = (described: string, whole: string): WardrobeDraft | null => {
  let name = described;
  let brand: string | undefined;
  const by = /\s+(?:from|by|made by)\s+((?:\p{Lu}[\p{L}&'’.-]*)(?:\s+\p{Lu}[\p{L}&'’.-]*){0,3})\s*$/u.exec(name);
  if (by) {
    brand = by[1]!;
    name = name.slice(0, by.index);
  }
  name = targetWords(name.replace(/\$\s*\d[\d,.]*|\b\d[\d,.]*\s*(?:dollars|usd|bucks)\b/gi, ' ').replace(/\b(?:new|just bought|i bought|bought)\b/gi, ' '));
  // "the green midi dress I bought yesterday": the name ends with its last piece word.
  const words = name.split(' ');
  const last = words.findLastIndex((w) => categoryIn(w) !== undefined || slotFromText(w) !== null);
  if (last >= 0 && last < words.length - 1) name = words.slice(0, last + 1).join(' ');
  // The garment's noun phrase only: "me how many bags" is bags, "shipped items blue straight jeans" the jeans, "ankle boots with modest heel" the boots.
  const [phrase] = piecesNamed(name);
  if (phrase) name = phrase;
  // "three white shirts", "two pairs of jeans": the piece, not how many.
  const copies = COPIES[/^(\w+)\s/.exec(name)?.[1]?.toLowerCase() ?? ''];
  name = name.replace(/^(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+|a couple of|a few)\s+)?(?:pairs?\s+of\s+)?/i, '');
  if (!name) return null;
  const category = categoryOfPiece(name);
  if (!category) return null;
  const draft: WardrobeDraft = { item_name: titleCase(name), category, ...(copies ? { copies } : {}) };
  const colour = shadeIn(name);
  if (colour) draft.color = colour;
  if (brand) draft.brand = brand;
  const price = amountIn(whole);
  if (price !== undefined) draft.purchase_price = price;
  return draft;
};

/** Between the verb and "to my wardrobe": what is being added. */
const addedPhrase = (clause: string): string => {
  const bought = /\b(?:i\s+)?(?:just\s+)?bought\s+(.+?)(?:[,.;]|\s+(?:and|so)\s+|$)/i.exec(clause);
  // "ad … to my wardrobe": "ad" is an English word the speller leaves, but before "to my wardrobe" it is only "add".
  const direct = new RegExp(`\\b(?:${ADDING}|${PUTTING_AWAY})\\s+(.+?)\\s+(?:to|in|into|on)\\s+(?:(?:my|the)\\s+(?:wardrobe|closet)|${OWN_COLLECTION})\\b`, 'i').exec(clause);
  // "… I bought them yesterday": a pronoun bought is no piece's name.
  const boughtPiece = bought && !/^(?:it|this|that|them|these|those)\b/i.test(bought[1]!.trim()) ? bought[1]! : undefined;
  const phrase = direct?.[1] ?? boughtPiece ?? '';
  return /^(?:it|this|that|them)$/i.test(phrase.trim()) && boughtPiece ? boughtPiece : phrase;
};

/**
 * Which piece a removal is about: the words after the verb, or — when those name no piece ("take it off my wardrobe",
 * "remove from my closet please" after the piece was told of) — the piece the clause names elsewhere.
 */
export const removalTarget = (clause: string) =>
  pieceOfClause(targetWords(clause
    .replace(/\b(?:from|out of|off|in)\s+(?:(?:my|the)\s+)?(?:wardrobe|closet)\b.*$/i, '')
    .replace(/^.*?\b(?:remove|delete|take out|take|drop|get rid of|throw out|toss)\b/i, '')
    .replace(/\s+(?:out|off)\s*$/i, '')), clause);

/** Words that name no piece ("it", "them", "") stand for the piece the clause names elsewhere ("rename my trainers … rename them to …"). */
const pieceOfClause = (target: string, clause: string): string => {
  if (piecesNamed(target).length) return target;
  const [named] = piecesNamed(clause);
  return named ? targetWords(named) : target;
};

/** A new name as said, without where it is kept ("work bag in my wardrobe" → "work bag"). */
const newName = (said: string) => said.replace(/\s+(?:in|on|from)\s+(?:my|the)\s+(?:wardrobe|closet)\b.*$/i, '').trim();

const UPDATE_PATTERNS: { pattern: RegExp; read: (m: RegExpExecArray) => { target: string; changes: WardrobeChanges } | null }[] = [
  {
    pattern: /\brename\s+(.+?)\s+(?:to|as)\s+["“]?([^"”]+?)["”]?\s*[.!]?$/i,
    read: (m) => ({ target: m[1]!, changes: { item_name: newName(m[2]!) } }),
  },

  {
    pattern: /\b(?:change|set|update|fix|make)\s+(?:the\s+)?(colou?r|brand|name|price)\s+of\s+(.+?)\s+(?:to|as)\s+["“]?([^"”]+?)["”]?\s*[.!]?$/i,
    read: (m) => {
      const field = m[1]!.toLowerCase();
      const value = m[3]!.trim();
      if (field.startsWith('colo')) return { target: m[2]!, changes: { color: shadeIn(value) ?? value } };
      if (field === 'brand') return { target: m[2]!, changes: { brand: value } };
      if (field === 'name') return { target: m[2]!, changes: { item_name: value } };
      const price = amountIn(value) ?? (/^\d[\d,.]*$/.test(value) ? Number(value.replaceAll(',', '')) : undefined);
      return price === undefined ? null : { target: m[2]!, changes: { purchase_price: price } };
    },
  },
  {
    pattern: /\bi\s+(?:paid|spent)\s+(.+?)\s+(?:for|on)\s+(my\s+.+?)\s*[.!]?$/i,
    read: (m) => {
      const price = amountIn(m[1]!) ?? (/^\d[\d,.]*$/.test(m[1]!) ? Number(m[1]!.replaceAll(',', '')) : undefined);
      return price === undefined ? null : { target: m[2]!, changes: { purchase_price: price } };
    },
  },
  {
    // "my navy blazer actually cost 120, not 200", "my boots were only $90": the price paid, in dollars (another currency is not converted into a row).
    pattern: /\b(my\s+.+?)\s+(?:(?:actually|really|in fact|only)\s+)?(?:cost|costs|was|were)\s+(?:me\s+)?(?:(?:actually|really|only|just)\s+)?(\$?\s*\d[\d,]*(?:\.\d{1,2})?)(?:\s*(?:dollars|bucks|usd))?(?![\d%£€]|\s*(?:pounds|quid|euros?|gbp|eur)\b)/i,
    read: (m) => {
      const price = Number(m[2]!.replace(/[$,\s]/g, ''));
      return Number.isFinite(price) ? { target: m[1]!, changes: { purchase_price: price } } : null;
    },
  },
  {
    // "my trench coat is actually beige", "my blazer is really from Arket"
    pattern: /\b(my\s+.+?)\s+(?:is|are)\s+(?:actually|really|in fact)\s+(.+?)(?:[,.;!]|$)/i,
    read: (m) => {
      const said = m[2]!.trim();
      const brand = /^(?:from|by|made by)\s+(.+)$/i.exec(said);
      if (brand) return { target: m[1]!, changes: { brand: brand[1]!.trim() } };
      const colour = shadeIn(said);
      return colour ? { target: m[1]!, changes: { color: colour } } : null;
    },
  },
];

/** "do I have …" is about clothes only when clothes are named ("which sources do I have?" is not). */
const namesClothes = (plain: string) =>
  !!(categoryIn(plain) || shadeIn(plain) || MATERIAL_WORDS.some((m) => has(plain, m)) || has(plain, 'clothes|things|stuff|pieces|items|garments'))
  && !has(plain, 'sources?|influencers?|follow\\w*|cart|dressing room|saved|trips?|outfits?|posts?|recommendations?');

const isListQuestion = (plain: string) =>
  has(plain, "what(?:'s|’s| is| do i have)? in my (?:wardrobe|closet)|(?:show|list|see|view)(?: me)? (?:my |everything in my )?(?:wardrobe|closet)|everything i own|all i own|what i own") ||
  has(plain, '(?:do|did) i own|i own') ||
  (has(plain, 'do i have|have i got') && namesClothes(plain)) ||
  (has(plain, WARDROBE) && has(plain, 'find|search|show|list|which|what|any|do i'));

/** Colour, material and category of a wardrobe question ("black things", "white tops", "wool"). */
export const listRequest = (clause: string): Extract<WardrobeRequest, { kind: 'wardrobe.list' }> => {
  const lower = clause.toLowerCase();
  const colour = shadeIn(lower);
  const material = MATERIAL_WORDS.find((m) => has(lower, m));
  const category = categoryIn(lower.replace(new RegExp(`\\b(?:${WARDROBE})\\b`, 'g'), ' '));
  const query = colour ?? material;
  const phrase = [query, category ? category.toLowerCase() : 'pieces'].filter(Boolean).join(' ');
  return { kind: 'wardrobe.list', ...(query ? { query } : {}), ...(category ? { category } : {}), phrase };
};

/** A wardrobe request, or null when the clause is not about the shopper's wardrobe. */
export const wardrobeRequest = (clause: string): WardrobeRequest | null => {
  const plain = clause.toLowerCase().replace(/@\S+/g, ' ');
  for (const { pattern, read } of UPDATE_PATTERNS) {
    const m = pattern.exec(clause);
    if (!m) continue;
    const found = read(m);
    // Only a piece of clothing is a wardrobe item ("my style is actually minimalist" is not).
    if (found && targetWords(found.target) && (slotFromText(found.target) || categoryIn(found.target) || has(plain, WARDROBE))) return { kind: 'wardrobe.update', target: pieceOfClause(targetWords(found.target), found.changes.item_name ? clause.replace(found.changes.item_name, ' ') : clause), changes: found.changes };
  }
  const aboutWardrobe = has(plain, WARDROBE);
  if (aboutWardrobe && (has(plain, 'remove|delete|take out|drop|get rid of|throw out|toss') || has(plain, 'take .+ out of|take .+ off'))) {
    return { kind: 'wardrobe.remove', target: removalTarget(clause) };
  }
  // "I own black loafers, add them to my wardrobe", "I have a cream sweater, can you add it": the piece is said before the pronoun.
  const before = /^(?:i\s+(?:own|have|bought|got|just bought)|i'?ve\s+got|there'?s)\s+(.+?)[,;.]?\s+(?:(?:please|pls|so|and|can you|could you|would you|can u)\s+)*(?:add|put|log|save|store|pop|stick|chuck|bung|shove)\s+(?:them|it|those|that|this)\b/i.exec(clause);
  if (((aboutWardrobe || has(plain, OWN_COLLECTION) || before) && (has(plain, ADDING) || has(plain, PUT_AWAY_IN))) || (has(plain, 'bought') && aboutWardrobe)) {
    const described = before ? before[1]!.replace(/^(?:a\s+)?(?:pair|couple)\s+of\s+/i, '') : addedPhrase(clause);
    return { kind: 'wardrobe.add', item: described ? draftOf(described, clause) : null, described: targetWords(described) };
  }
  if (isListQuestion(plain)) return listRequest(clause);
  return null;
};
