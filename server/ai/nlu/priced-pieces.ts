/**
 * Two pieces, each with its own price, in one breath: "sneakers under $100 and a bag under $70",
 * "a dress under 150, shoes at most 200". The clause splitter keeps "and" inside a request unless a
 * verb follows; here each side of the joiner states a piece and a cap of its own, so each is a clause
 * and each search keeps its own price. Pure: positions in the corrected text.
 */
import type { ClauseSpan } from './clauses.js';

/** A price with its cue before it ("under $100", "at most 70") or after it ("200 max", "£50 tops"). */
const PRICED = /\b(?:under|below|less than|max(?:imum)?|up to|at most|no more than|not more than|over|above|more than|around|about)\s+(?:a |an )?[$£€]?\s?\d[\d,.]*k?\b|[$£€]?\d[\d,.]*k?\s*(?:max|tops|or less|or under)\b/;
/** Where one piece's words end and the next one's start. */
const JOINER = /\s*(?:,\s*(?:and\s+|plus\s+)?|\s(?:and|&|plus)\s+)/g;
/** The right side opens with a piece (an article or a word), not with a price or a cue ("under 100 and over 50" is one range). */
const OPENS_PIECE = /^(?:(?:a|an|some|the|and)\s+)?(?!under\b|below\b|over\b|above\b|less\b|more\b|max\b|up\b|at\b|no\b|not\b|around\b|about\b|between\b|from\b|to\b)[a-z][a-z'-]*\b/;

/** Each span split where two priced pieces are joined; other spans as they are. */
export const splitPricedPieces = (text: string, spans: readonly ClauseSpan[]): ClauseSpan[] =>
  spans.flatMap((span) => {
    const out: ClauseSpan[] = [];
    let start = span.start;
    const body = text.slice(span.start, span.end);
    for (const m of body.matchAll(JOINER)) {
      const at = span.start + m.index;
      const resume = at + m[0].length;
      const left = text.slice(start, at);
      const right = text.slice(resume, span.end);
      // The left side names something before its price ("sneakers under $100"), the right one its own piece and price.
      const leftPrice = PRICED.exec(left);
      if (!leftPrice || !/[a-z]{3,}/.test(left.slice(0, leftPrice.index)) || !PRICED.test(right.split(JOINER)[0] ?? '') || !OPENS_PIECE.test(right)) continue;
      out.push({ start, end: at });
      start = resume;
    }
    out.push({ start, end: span.end });
    return out;
  });
