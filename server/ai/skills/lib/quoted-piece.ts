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
// "what I own", "my stuff": the wardrobe in other words.
const WARDROBE = /\b(?:wardrobe|closet|what i (?:own|have)|(?:things|stuff|clothes|pieces) i (?:own|have)|my (?:stuff|things|clothes))\b/;
/** "log it", "record these": in a stylist that keeps a wardrobe, logging a purchase is keeping it. */
const LOGGED = /\b(?:log|record)\s+(?:it|this|these|them|that|those|all|both|everything)\b/;
const TOLD_GOT = /\b(?:i|i've|ive|i have|just)\s+(?:just\s+)?(?:bought|got|ordered|picked up|purchased)\s+(?:this|these|that|those|it|them)\b/;
/** The wardrobe named as where the pasted pieces go, with no verb needed: "all into my closet pls". */
const INTO_WARDROBE = /^\W*(?:(?:all|both|everything|them|these|those|please|pls|ok|and|so)\s+){0,3}(?:in|into|to)\s+(?:my|the)\s+(?:wardrobe|closet)\b/;
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
  if (!((KEEP_VERB.test(text) && WARDROBE.test(text)) || INTO_WARDROBE.test(text) || LOGGED.test(text) || TOLD_GOT.test(text))) return null;
  // A receipt's or a product page's labels ("Items:", "Colour:"), quantities and order numbers are no part of the piece's name;
  // its fields may stand on lines of their own or between spaced dashes ("Receipt — COS — Wool Blend Coat — £190").
  // A field that is a bare amount ("78.00") is the line's price, in the shop's dollars.
  // A labelled price ("price: 45", "Total: 78.00") is an amount in the shop's dollars before its label goes.
  const fieldsOf = (q: string) => descriptionText(q.replace(/^[ \t]*>+[ \t]?/gm, '').replace(PRICE_LABEL, '$$$1')).replace(LABEL, '').split(/\n|\s[—–-]\s/)
    .filter((l) => /\p{L}|\d/u.test(l)).map((l) => l.replace(/^\s*(\d{1,6}[.,]\d{2})\s*$/, '$$$1'));
  const linesOf = (q: string) => fieldsOf(q).flatMap((l) => readData(l).clauses);
  // Quoted lines apart ("> Camel Structured Bag", "> $420") are one paste: a brand or price on any of them is the piece's.
  const everywhere = quoted.length > 1 ? quoted.flatMap(linesOf) : [];
  for (const q of quoted) {
    const clauses = [...linesOf(q), ...everywhere];
    const clause = clauses.find((c) => c.slots.garments.length || c.slots.categories.length);
    if (!clause) continue;
    const piece = firstPiece(clause.text, pieceWord(clause.slots));
    if (!piece) continue;
    // The brand and the price may stand on lines of their own (a product page: name, brand, price, description).
    const brand = clause.slots.brands[0] ?? clauses.find((c) => c.slots.brands.length)?.slots.brands[0] ?? shopOf(quoted.flatMap(fieldsOf), readData);
    const paid = paidOf((clause.slots.price ? clause : clauses.find((c) => c.slots.price))?.slots.price ?? null);
    const [again] = read(`add ${piece}${brand && !piece.includes(brand.toLowerCase()) ? ` from ${brand}` : ''} to my wardrobe${paid ? `, i paid $${paid}` : ''}`).clauses;
    if (again) return again;
  }
  return null;
};

/** A till receipt's own words, never its shop's name. */
const RECEIPT_WORDS = /^(?:receipt|total|subtotal|sub-total|visa|mastercard|amex|paid|card|cash|change|vat|tax|order|invoice|thank|thanks|you|qty|size|sale|store|date|time|ref|item|items|price|amount|balance|due)$/i;

/**
 * A receipt's shop the lexicon does not know: a field of one or two words in capitals ("COS", "& OTHER
 * STORIES") that names no piece, colour or price and is none of a receipt's own words. Else undefined.
 */
const shopOf = (fields: readonly string[], readData: (text: string) => Reading): string | undefined =>
  fields.map((f) => f.trim()).find((f) => {
    const words = f.split(/\s+/);
    if (words.length > 2 || !/^[\p{Lu}&'.]{2,14}(?:\s[\p{Lu}&'.]{2,14})?$/u.test(f) || words.some((w) => RECEIPT_WORDS.test(w))) return false;
    const slots = readData(f.toLowerCase()).clauses[0]?.slots;
    return !slots || (!slots.categories.length && !slots.colours.length && !slots.materials.length && !slots.price && !slots.destination);
  });

/** A price field with a bare amount: "price: 45", "Total: 78.00". */
const PRICE_LABEL = /^[ \t]*(?:price|cost|total|amount|paid)[ \t]*:[ \t]*(\d{1,6}(?:[.,]\d{2})?)[ \t]*$/gim;

/** A line's label before its value: "Items: …", "Colour: red". */
const LABEL = /^[ \t]*[\p{L}]+(?: [\p{L}]+)?:[ \t]+/gmu;

/** A listed price (one amount, no range and no "about"), in US dollars: what was paid; else null. */
const paidOf = (price: Slots['price']): number | null => {
  // Only dollars as said: a converted amount would store a figure the shopper never paid.
  if (price?.currency !== 'USD' || price.approximate || price.usd.min !== undefined) return null;
  return price.usd.max !== undefined && price.usd.max > 0 ? Math.round(price.usd.max * 100) / 100 : null;
};
