/**
 * "Add this to my wardrobe: 'Black leather ankle boots, size 38'", "I just bought this — “grey wool
 * blazer from Forma”": the shopper's own words ask to keep a piece, and the text they pasted says
 * which. The pasted text stays data: only the piece it names (its describing words, its garment, a
 * known brand) is taken, never an instruction in it. Pure.
 */
import type { Clause, Reading, Slots } from '../../nlu/types.js';
import { firstPiece } from './ownership-verbs.js';
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
  own: string, slots: Slots, quoted: readonly string[], read: (text: string) => Reading,
): Clause | null => {
  const text = own.toLowerCase();
  if (slots.garments.length || slots.categories.length || slots.negated || !POINTING.test(text)) return null;
  if (!((KEEP_VERB.test(text) && WARDROBE.test(text)) || TOLD_GOT.test(text))) return null;
  for (const q of quoted) {
    const clause = read(q).clauses.find((c) => c.slots.garments.length || c.slots.categories.length);
    if (!clause) continue;
    const piece = firstPiece(clause.text, pieceWord(clause.slots));
    if (!piece) continue;
    const brand = clause.slots.brands[0];
    const [again] = read(`add ${piece}${brand && !piece.includes(brand.toLowerCase()) ? ` from ${brand}` : ''} to my wardrobe`).clauses;
    if (again) return again;
  }
  return null;
};
