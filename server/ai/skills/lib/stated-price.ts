/**
 * A piece and what it costs, stated rather than asked for ("Cream Cashmere Sweater by Kind Wool, $310.",
 * "this jumper is £310 at Kind Wool"), followed by a clause that asks about it ("is that a fair price?",
 * "could you find a cheaper jumper", "way too much, anything black under 100?"): the statement is the
 * context of the ask, not a search of its own, and its price is what the piece costs, never a budget.
 * The asking clause takes the stated piece's category when it names none. Pure.
 */
import type { Clause } from '../../nlu/types.js';
import { ownershipOf } from './purchase.js';

/** A price word that makes the number a ceiling or a floor the shopper sets: then the clause is a search. */
const BOUND = /\b(?:under|below|less than|max(?:imum)?|up to|no more than|at most|within|budget|around|about|over|above|more than|at least|between|cheaper|for)\b/;
/** A word of asking or wanting: the clause is a request of its own, not a statement. */
const ASKING = /\b(?:show|find|search|get|want|need|looking|buy|have|got|any|anything|something|recommend|suggest|give|pull|fetch|see|is there|are there|do you|can you|could you|would you)\b|[?!]/;
/** The next clause points back at the stated piece, or finds its price too high. */
const POINTS_BACK = /\b(?:that|it|this|those|these|one|ones|cheaper|less expensive|instead|similar|like|too (?:much|expensive|pricey|dear|steep)|fair|worth|deal)\b/;

const states = (c: Clause): boolean =>
  c.slots.price !== null && c.slots.categories.length > 0 && !c.slots.negated && !c.slots.handles.length
  && !BOUND.test(c.text) && !ASKING.test(c.text)
  // "I treated myself to a cashmere sweater, it cost $310 — add it to my wardrobe": a purchase told is a piece of the shopper's own.
  && ownershipOf(c.text, c.slots, 'got') === null;

/** The clauses with a stated piece folded into the ask that follows it; the same clauses when there is none. */
export const foldStatedPieces = (clauses: readonly Clause[]): Clause[] => {
  const out: Clause[] = [];
  for (let k = 0; k < clauses.length; k += 1) {
    const c = clauses[k]!;
    const next = clauses[k + 1];
    const sameKind = next?.slots.categories.some((cat) => c.slots.categories.includes(cat));
    if (next && states(c) && ASKING.test(next.text) && (POINTS_BACK.test(next.text) || POINTS_BACK.test(c.text) || sameKind === true)) {
      const slots = next.slots.categories.length ? next.slots
        // The garment too ("a cheaper one" is a cheaper shirt), unless the ask describes what it wants in its own words:
        // "anything black under 100" after a $1,250 shoulder bag asks for black bags, of any kind.
        : { ...next.slots, categories: c.slots.categories, ...(next.slots.colours.length || next.slots.materials.length ? {} : { garments: c.slots.garments }) };
      out.push({ ...next, slots });
      k += 1;
      continue;
    }
    out.push(c);
  }
  return out;
};
