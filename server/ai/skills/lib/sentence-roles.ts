/**
 * Each sentence of a message has a role, and only requests call tools. The NLU splitter cuts a message into
 * clauses only where a request starts, so a sentence that tells (context about the shopper, an opinion, a
 * remark about herself or a piece) stays glued to the request after it, and its nouns (a flat she
 * lives in read as a shoe) leak into that request. Here a clause of several sentences keeps only the sentences that are not tellings,
 * when one of them asks; the kept text is read again. A telling keeps what a request needs from it: a price, a
 * date, a place, an account, an occasion or a piece ruled out makes it no telling, and a piece it names stays
 * when a kept sentence points back at it with a pronoun. Pure.
 */
import type { Clause, Slots } from '../../nlu/index.js';
import { asksInWords, tellsContext } from './context-clause.js';
import { sentencesOf } from './words.js';

/** A sentence that asks for nothing and holds nothing a request beside it would need. */
// After a subject "just"/"only" are adverbs ("we just moved"), not a narrowing of what is shown ("just the tops").
// A sentence carrying a quotation is the pasted data her question is about, never a telling to drop.
const tells = (sentence: string, slots: Slots): boolean =>
  !/["\u201c\u201d]/.test(sentence) && !asksInWords(sentence.replace(/\b(?:just|only)\b/gi, ' ')) && tellsContext(sentence.toLowerCase(), slots) && !slots.occasions.length && !slots.exclusions.length && slots.count === null && !slots.numbers.length;

const POINTS_BACK = /\b(?:it|them|they|those|these|that one|this one)\b/i;
const namesPiece = (s: Slots) => s.garments.length > 0 || s.categories.length > 0;

/**
 * The clauses with each telling sentence taken out of a clause whose other sentences ask (`read` reads a
 * text into clauses; a clause with nothing taken out is kept as it is).
 */
export const withoutTellings = (clauses: readonly Clause[], read: (text: string) => readonly Clause[]): Clause[] =>
  // Beside a trip a telling says what the days hold, which is the trip's (its activities): the trips skill reads it.
  clauses.some((c) => c.slots.destination || c.slots.dates) ? [...clauses] : clauses.flatMap((clause) => {
    const sentences = sentencesOf(clause.written.trim()).filter((s) => /\p{L}/u.test(s));
    if (sentences.length < 2) return [clause];
    const roles = sentences.map((s) => {
      const [only, ...more] = read(s);
      return { s, told: !!only && !more.length && tells(s, only.slots), pieces: !!only && namesPiece(only.slots) };
    });
    const kept = roles.filter((r) => !r.told);
    if (kept.length === roles.length || !kept.some((r) => asksInWords(r.s))) return [clause];
    // The pieces a message names are never all dropped with its tellings.
    if (roles.some((r) => r.told && r.pieces) && !kept.some((r) => r.pieces)) return [clause];
    // The telling names what the ask points back at ("… with it?").
    const pointedAt = roles.some((r) => r.told && r.pieces) && kept.some((r) => POINTS_BACK.test(r.s) && !namesPieceIn(r.s, read));
    if (pointedAt) return [clause];
    const again = read(kept.map((r) => r.s).join(' '));
    return again.length ? [...again] : [clause];
  });

const namesPieceIn = (sentence: string, read: (text: string) => readonly Clause[]) => read(sentence).some((c) => namesPiece(c.slots));
