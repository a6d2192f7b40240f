/**
 * "I'll take the boots — put them in my cart": a piece chosen, then a request about "them". The
 * choice is no request of its own (not a search for boots): the pronoun points back to the piece it
 * named, so the two read as one request about that piece.
 */

/** How a shopper says which piece they are choosing ("I'll take", "I'd like", "I want", "gimme"). */
const CHOOSING = /^(?:(?:ok|okay|so|right|well|i've decided|ive decided|i have decided|i think)[,]?\s+)*(?:i'll|ill|i will|i'd|id|i would|i|let me|gimme|give me)\s+(?:take|have|get|grab|go with|go for|(?:like|want|love|need)(?:\s+to\s+(?:buy|get|have|order|take))?)?\s*(?:the|those|these|that|this)\b/;

/** A pronoun that stands for the piece named before ("them", "it", "those", "that one"). */
const POINTING = /^(?:them|it|those|these|that|this|'em|em)$/;

/**
 * True when the words before a joiner choose a named piece and the request after it acts on "them":
 * one request, not a choice and a request on nothing.
 */
/** A piece pointed at with no verb ("the navy one then", "ok that one", "the crossbody"): chosen as surely as with "I'll take". */
const POINTED = /^(?:(?:ok|okay|right|so|fine|great|cool)\s+)?(?:the|that|this)\s+(?:[a-z-]+\s+){0,3}(?:ones?|[a-z-]+)(?:\s+(?:then|please|pls|thanks))?$/;

export const choiceThenActOnIt = (before: readonly string[], after: readonly string[]): boolean => {
  if (!CHOOSING.test(before.join(' ')) && !POINTED.test(before.join(' '))) return false;
  // The pronoun is the request's object: right after its verb ("put them", "add it to my cart"), a polite opening aside
  // ("could you add it to my basket").
  const asked = after.join(' ').replace(/^(?:(?:please|pls|so|and)\s+)*(?:(?:could|can|would|will)\s+you\s+(?:please\s+)?)?/, '').split(' ');
  return asked.slice(1, 3).some((w) => POINTING.test(w));
};
