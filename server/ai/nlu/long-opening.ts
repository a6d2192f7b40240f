/**
 * A long message that opens with a request of its own ("show me black ankle boots under $300. So last
 * summer I went to…"): the opening sentence is the shopper's request, read whole; everything after it is
 * data — a story, a paste, someone else's instructions — never read for a slot. Without this, only the
 * message's first 400 characters are read as one request, and words of the story ("last summer")
 * would narrow it. Pure.
 */
import { OWN_LINE } from './pasted-blocks.js';
import type { Slots } from './types.js';

/** An opening sentence longer than this is no sentence (a paragraph without stops): the ordinary reading applies. */
const MAX_OPENING = 240;
/** How much of what follows the opening is kept as data (for its instructions to be named as not acted on). */
export const REST_KEPT = 400;

/** Everyday ways to open a search that are no verb of the app: "dig out…", "hunt down…", "I'm after…", "looking for…". */
const FINDING = /^\s*(?:(?:ok|so|right|hey|hi)[,!]?\s+)*(?:dig (?:out|up)|pull (?:up|out)|hunt (?:down|for)|track down|fetch|grab|i'?m (?:after|looking for|hunting for)|looking for|on the hunt for)\b/i;
/** Something the opening asks with: an asking or app verb first, a question or exclamation mark last, or "please". */
const asks = (sentence: string): boolean =>
  OWN_LINE.test(sentence) || FINDING.test(sentence) || /[?!]\s*$/.test(sentence) || /\b(?:please|pls|plz)\b/i.test(sentence);

/**
 * The opening sentence of `text` (to its first sentence end or line break) when it asks something, and
 * the start of the rest; else null. Only called for text longer than what is read for meaning.
 */
export const openingRequest = (text: string): { own: string; rest: string } | null => {
  const start = text.search(/\S/);
  if (start < 0) return null;
  const end = /[.!?]+(?=\s)|\n/.exec(text.slice(start, start + MAX_OPENING + 1));
  if (!end) return null;
  const own = text.slice(start, start + end.index + (end[0] === '\n' ? 0 : end[0].length)).trim();
  if (own.split(/\s+/).length < 2 || !asks(own)) return null;
  const rest = text.slice(start + end.index + end[0].length).trim();
  const cut = rest.length > REST_KEPT ? rest.lastIndexOf(' ', REST_KEPT) : rest.length;
  return rest ? { own, rest: rest.slice(0, cut > 0 ? cut : REST_KEPT) } : null;
};

/** Whether a clause names something the stylist can act on: a piece, an account, a place, a brand. */
export const namesSubject = (s: Slots): boolean =>
  s.garments.length + s.categories.length + s.handles.length + s.brands.length + s.colours.length + s.materials.length > 0 ||
  s.destination !== null || s.unknownHandles.length + s.invalidHandles.length > 0;
