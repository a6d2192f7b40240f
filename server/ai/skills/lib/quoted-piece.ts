/**
 * "Add this to my wardrobe: 'Black leather ankle boots, size 38'", "I just bought this — “grey wool
 * blazer from Forma”": the shopper's own words ask to keep a piece, and the text they pasted says
 * which. The pasted text stays data: only the piece it names (its describing words, its garment, a
 * known brand) is taken, never an instruction in it. Pure.
 */
import type { Clause, Reading, Slots } from '../../nlu/types.js';
import { firstPiece } from './ownership-verbs.js';
import { descriptionText } from './paste-subject.js';
import { pieceWord } from './purchase.js';

/** Keeping what was pasted: "add this to my closet", "log it in my wardrobe", "I bought these". */
const KEEP_VERB = /\b(?:add|log|put|save|store|include|record|pop|stick)\b/;
const WARDROBE = /\b(?:wardrobe|closet)\b/;
const TOLD_GOT = /\b(?:i|i've|ive|i have|just)\s+(?:just\s+)?(?:bought|got|ordered|picked up|purchased)\s+(?:this|these|that|those|it|them)\b/;
const POINTING = /\b(?:it|this|that|these|those|them|one|both|all|everything|each)\b/;

/**
 * The clause to read instead ("add black leather ankle boots to my wardrobe"), when the shopper's
 * own clause asks to keep what was pasted and names no piece of its own; else null.
 */
export const quotedAddition = (
  own: string, slots: Slots, quoted: readonly string[], read: (text: string) => Reading, readData: (text: string) => Reading = read,
): Clause | null => {
  const text = own.toLowerCase();
  if (slots.garments.length || slots.categories.length || slots.negated || !POINTING.test(text)) return null;
  if (!((KEEP_VERB.test(text) && WARDROBE.test(text)) || TOLD_GOT.test(text))) return null;
  for (const q of quoted) {
    // A receipt's or a product page's labels ("Items:", "Colour:"), quantities and order numbers are no part of the piece's name.
    const clauses = descriptionText(q).replace(LABEL, '').split('\n').filter((l) => /\p{L}|\d/u.test(l)).flatMap((l) => readData(l).clauses);
    const clause = clauses.find((c) => c.slots.garments.length || c.slots.categories.length);
    if (!clause) continue;
    const piece = firstPiece(clause.text, pieceWord(clause.slots));
    if (!piece) continue;
    // The brand and the price may stand on lines of their own (a product page: name, brand, price, description).
    const brand = clause.slots.brands[0] ?? clauses.find((c) => c.slots.brands.length)?.slots.brands[0];
    const paid = paidOf((clause.slots.price ? clause : clauses.find((c) => c.slots.price))?.slots.price ?? null);
    const [again] = read(`add ${piece}${brand && !piece.includes(brand.toLowerCase()) ? ` from ${brand}` : ''} to my wardrobe${paid ? `, i paid $${paid}` : ''}`).clauses;
    if (again) return again;
  }
  return null;
};

/** A line's label before its value: "Items: …", "Colour: red". */
const LABEL = /^[ \t]*[\p{L}]+(?: [\p{L}]+)?:[ \t]+/gmu;

/** A listed price (one amount, no range and no "about"), in US dollars: what was paid; else null. */
const paidOf = (price: Slots['price']): number | null => {
  // Only dollars as said: a converted amount would store a figure the shopper never paid.
  if (price?.currency !== 'USD' || price.approximate || price.usd.min !== undefined) return null;
  return price.usd.max !== undefined && price.usd.max > 0 ? Math.round(price.usd.max * 100) / 100 : null;
};
