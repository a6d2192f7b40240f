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

/** A question about something already named: "is it", "are they", "does that", "how much is it" opens with one of these. */
const ASKS_OF_IT = /^(?:is|are|was|were|does|do|did|would|will|has|have|r)$/;
const IT = /^(?:it|they|that|those|these|this|them|she|he)$/;
/** The words of a topic: a piece pointed at ("the linen one", "those Aurum hoops") with fillers before it, no verb and no person. */
const TOPIC = /^(?:(?:ok|okay|so|and|right|fine|hmm+|oh|ooh+|random q|quick q|random question|quick question|,)\s+)*(?:the|that|this|those|these)(?:\s+[a-z0-9-]+){1,4}(?:\s+(?:then|though|tho))?$/;

/**
 * "the linen one, is that silk?", "the Aurum hoops — are they hypoallergenic?", "ok the blue ones then. do they run
 * small?": a piece named with no verb, then a question about it by a pronoun. The piece is the question's subject
 * (one clause), not a request of its own to find it.
 */
export const topicThenQuestion = (before: readonly string[], after: readonly string[]): boolean =>
  ASKS_OF_IT.test(after[0] ?? '') && IT.test(after[1] ?? '') && TOPIC.test(before.filter((w) => /[\p{L}\p{N},]/u.test(w)).join(' '));
