/**
 * readMessage: one shopper message → a Reading (see ./types.ts). Pure and deterministic: the clock
 * comes from the context, the vocabulary from the lexicon. Steps: cap the length, set quoted and
 * pasted text apart, flag what cannot be read, correct spelling, split into clauses, read each.
 */
import { splitClauses } from './clauses.js';
import { splitPricedPieces } from './priced-pieces.js';
import { isOtherLanguage } from './language.js';
import { namesSubject, openingRequest } from './long-opening.js';
import { normaliseHandle } from '../../../tools/sources/handles.js';
import { bareHandle, indexOf, type LexiconIndex } from './lexicon.js';
import { holdsInstruction, separateQuoted } from './quoted.js';
import { withoutFibreContent } from './fibre-content.js';
import { emptySlots } from './slots-empty.js';
import { readClause } from './slots.js';
import { correctSpelling, type Aligned } from './spell.js';
import type { Clause, ReadContext, Reading } from './types.js';

/** How much of a message is read for meaning; the rest is flagged, never read (a 20,000-character paste costs what 400 do). */
export const MAX_READ = 400;
/** At most this many clauses are read: a run of requests longer than that is not one message's worth. */
export const MAX_CLAUSES = 6;

/**
 * A word longer than this is no word (a pasted blob, a 10,000-letter "destination"): it is clipped
 * to this length before the message is capped, so the words after it are still read. The length is
 * over any field a tool takes, so a tool still refuses it as too long rather than taking a
 * shortened value as if the shopper had typed it.
 */
export const LONGEST_WORD = 200;

/** How much of a long message is looked through for a paste set apart from the shopper's own words. */
const WIDE_READ = 4 * MAX_READ;

/** A last line this short, after a long paste, is read too: the shopper's own question about it is often there. */
const MAX_TAIL = 160;

/** Overlong words clipped, then the message cut at a word boundary near MAX_READ (its short last line kept). */
const head = (text: string, max = MAX_READ): string => {
  const clipped = text.replace(new RegExp(`\\S{${LONGEST_WORD + 1},}`, 'g'), (w) => w.slice(0, LONGEST_WORD));
  if (clipped.length <= max) return clipped;
  const trimmed = clipped.trimEnd();
  const lastBreak = trimmed.lastIndexOf('\n');
  const tail = lastBreak > 0 ? trimmed.slice(lastBreak + 1).trim() : '';
  const room = tail && tail.length <= MAX_TAIL ? max - tail.length - 1 : max;
  const cut = clipped.lastIndexOf(' ', room);
  const start = clipped.slice(0, cut > room / 2 ? cut : room);
  return room < max ? `${start}\n${tail}` : start;
};

/** The position in the text before correction of a position in the corrected text. */
const backTo = (aligned: readonly Aligned[], position: number): number => {
  let shift = 0;
  for (const a of aligned) {
    if (a.cFrom >= position) break;
    if (a.cTo > position) return a.from;
    shift = a.cTo - a.to;
  }
  return position - shift;
};

/**
 * The corrected text with the shopper's capitals back on every word spelling left alone ("Arket",
 * "Lisbon"): the same length as `corrected`, so a clause's span cuts both alike.
 */
const withCase = (corrected: string, aligned: readonly Aligned[], lower: string, base: string): string => {
  if (base === lower) return corrected;
  let out = '';
  let at = 0;
  for (const a of aligned) {
    out += corrected.slice(at, a.cFrom);
    const word = corrected.slice(a.cFrom, a.cTo);
    out += word === lower.slice(a.from, a.to) ? base.slice(a.from, a.to) : word;
    at = a.cTo;
  }
  return out + corrected.slice(at);
};

/** A known handle (with or without "@", dots or underscores) or brand, alone. */
const isKnownName = (inner: string, index: LexiconIndex): boolean => {
  const lower = inner.trim().toLowerCase();
  if (!lower || lower.length > 40) return false;
  return index.handleByBare.has(bareHandle(normaliseHandle(lower.replace(/\s+/g, '')))) || index.brandByLower.has(lower.replace(/\s+/g, ' '));
};

/** Letters styled by Unicode (𝓈𝒽𝑜𝓌, ｓｈｏｗ): read as the plain letters they stand for. */
const STYLED = /[\u{1D400}-\u{1D7FF}\uFF01-\uFF5E]/u;

export const readMessage = (text: string, context: ReadContext): Reading => {
  const index = indexOf(context.lexicon);
  const plain = STYLED.test(text) ? text.normalize('NFKC') : text;
  const short = head(plain);
  // A long message that is mostly a paste (an invitation, a forwarded plan) around a few words of the shopper's own
  // is read as those words and that paste: only what she wrote herself must be short enough to read as a request.
  const wide = short.length < plain.trim().length && !context.asData ? head(plain, WIDE_READ) : null;
  const apart = wide ? separateQuoted(wide, (inner) => isKnownName(inner, index)) : null;
  const pasteAround = apart && apart.quoted.length > 0 && apart.own.trim().length <= MAX_READ;
  const read = pasteAround ? wide! : short;
  const tooLong = read.length < plain.trim().length;
  // A long message opening with a request of the shopper's: that sentence is read, the rest is data (long-opening.ts).
  const opening = tooLong && !context.asData ? openingRequest(plain) : null;
  if (opening) {
    const first = readMessage(opening.own, context);
    if (first.clauses.some((c) => namesSubject(c.slots))) {
      const quoted = [...first.quoted, opening.rest];
      return { ...first, raw: text, quoted, flags: { ...first.flags, tooLong, instructed: holdsInstruction(quoted) } };
    }
  }
  const separated = context.asData ? { own: read.trim(), quoted: [], jsonLike: false, lists: [] } : pasteAround ? apart! : separateQuoted(read, (inner) => isKnownName(inner, index));
  // A blend's fibre content in the shopper's own message ("55% linen 45% viscose") is a label copied, not an ask.
  const own = withoutFibreContent(separated.own);
  const trimmed = read.trim();
  const jsonLike = separated.jsonLike || /^[{[]/.test(trimmed) && /[}\]]$|"\s*:/.test(trimmed);
  const noWords = !/[\p{L}\p{N}]/u.test(read);
  const otherLanguage = !noWords && isOtherLanguage(own, index.speller);
  const spaced = own.replace(/\s+/g, ' ').trim();
  const lower = spaced.toLowerCase();
  // Positions map between the two only when lower-casing keeps the length (it does, bar a few letters such as "İ").
  const base = lower.length === spaced.length ? spaced : lower;
  const flags = { tooLong, noWords, otherLanguage, jsonLike, instructed: holdsInstruction(separated.quoted) };
  if (noWords || otherLanguage) {
    // Nothing is read from what cannot be read: the skills answer from the flags.
    return { raw: text, own, quoted: separated.quoted, lists: separated.lists, corrected: lower, flags, clauses: [{ text: lower, original: base, written: base, slots: emptySlots() }] };
  }
  // Pasted text is read as written: a listing's "strap" is no typo of "straw".
  const { text: corrected, aligned } = context.asData ? { text: lower, aligned: [] } : correctSpelling(lower, index.speller, lower.length === spaced.length ? spaced : undefined);
  const written = withCase(corrected, aligned, lower, base);
  const clauses: Clause[] = splitPricedPieces(corrected, splitClauses(corrected)).slice(0, MAX_CLAUSES).map((span) => {
    const clauseText = corrected.slice(span.start, span.end).trim();
    return {
      text: clauseText,
      original: base.slice(backTo(aligned, span.start), backTo(aligned, span.end)).trim(),
      written: written.slice(span.start, span.end).trim(),
      slots: readClause(clauseText, context, index),
    };
  });
  if (clauses.length === 0) clauses.push({ text: corrected, original: base, written: base, slots: emptySlots() });
  return { raw: text, own, quoted: separated.quoted, lists: separated.lists, corrected, flags, clauses };
};
