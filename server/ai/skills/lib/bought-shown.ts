/**
 * "bought it", "just ordered the first one!", "got them" right after pieces were shown (a search, a pasted
 * listing looked up): the shopper telling that they now have one of them, which belongs in their
 * wardrobe under the catalogue's own name. The telling names no piece of its own, so it is no purchase
 * the wardrobe reads by its words; it points at one shown. A question, a negation or a plan ("I'll buy
 * it", "should I get it?") is no telling. Pure.
 */
import type { ClauseInput } from '../types.js';
import { shownPieceDraft } from './shown-piece.js';
import type { WardrobeDraft } from './understand-wardrobe.js';

/** A purchase told in the past: "bought", "ordered", "picked up", "got" (not "get", "buy", "I'll take"). */
const BOUGHT = /\b(?:bought|ordered|purchased|picked up|grabbed|snagged|scored|got|copped|treated myself to)\b/i;
/** Asking, planning or denying rather than telling. */
// "got any more like the last one" asks without a question mark: "any", "more", "else" ask for pieces.
const NOT_TOLD = /\?|\b(?:should|shall|will|would|could|can|might|may|gonna|going to|want|if|not|never|didn'?t|haven'?t|where|how|when|which|what|cheaper|similar|any|anything|more|else|along the lines)\b|'ll\b/i;

/** The shown piece a telling of its purchase points at, as a wardrobe item; else null. */
/** "got it", "ok got it thanks": understood, not bought. */
const UNDERSTOOD = /^\W*(?:ok(?:ay)?\W+|right\W+|yes\W+)?got (?:it|that|you)\b(?:\W+(?:thanks|thank you|thx|ty))?\W*$/i;

export const boughtShown = (c: Pick<ClauseInput, 'text' | 'slots' | 'state'>): WardrobeDraft | null => {
  if (UNDERSTOOD.test(c.text) || !c.state.lists.products.length || !BOUGHT.test(c.text) || NOT_TOLD.test(c.text) || c.slots.negated) return null;
  // The telling points at what was shown ("it", "the first one", "the black ones"); a piece named afresh is the wardrobe's own reading.
  if (!c.slots.references.length) return null;
  return shownPieceDraft(c);
};
