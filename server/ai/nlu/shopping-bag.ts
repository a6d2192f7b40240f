/**
 * "Bag" as the shop's bag, the cart: "pop it in my bag", "throw them in my bag", "add to bag", "the boots in my bag
 * please", "ok bag it", "what's in my bag now". Shops call their cart a bag, so a piece put in one is bought, not a handbag searched for.
 * A handbag stays one: "what fits in my bag", "earrings to match my bag", "a scarf for my bag", "pack it in my bag".
 */

/** Verbs of putting a piece somewhere: with one before "in/to my bag", the bag is where the piece goes. */
const PUTTING = new Set(['add', 'adding', 'added', 'put', 'putting', 'pop', 'popping', 'stick', 'chuck', 'throw', 'bung', 'move', 'place', 'drop', 'slide', 'toss']);
/** Words that end a sentence's thought after "in my bag" ("… in my bag please", "… in my bag then x"). */
const TRAILING = new Set(['please', 'pls', 'plz', 'then', 'thanks', 'thx', 'too', 'now', 'as', 'well', 'for', 'me', 'x', 'xx', 'thank', 'you', 'ty', 'asap', 'already', 'rn', 'atm', 'right', 'currently', 'at', 'the', 'moment']);
/** Words that make "in my bag" a real bag: what it holds, fits, goes with, or what is packed in it. */
const HANDBAG_CUES = new Set(['fit', 'fits', 'fitting', 'pack', 'packing', 'packed', 'carry', 'carrying', 'match', 'matches', 'matching', 'go', 'goes', 'with', 'which', 'room', 'inside', 'keep', 'phone', 'laptop', 'wallet', 'keys']);
/** Objects of "bag" used as a verb: "bag it", "bag them both". */
const OBJECTS = new Set(['it', 'them', 'em', "'em", 'that', 'this', 'those', 'these', 'both']);
/** What may come before "bag it" at the start of a sentence. */
const OPENERS = new Set(['ok', 'okay', 'k', 'yes', 'yeah', 'yep', 'sure', 'fine', 'right', 'so', 'then', 'just', 'go', 'ahead', 'and', 'lovely', 'great', 'perfect', 'done', 'please', 'pls']);
const SENTENCE_END = /^[.!?;\n]$/;

/** The words of the sentence around token `i`, lower-cased, without punctuation (commas kept out as well). */
const sentenceOf = (tokens: readonly string[], i: number): { before: string[]; after: string[] } => {
  let from = i;
  while (from > 0 && !SENTENCE_END.test(tokens[from - 1]!)) from--;
  let to = i + 1;
  while (to < tokens.length && !SENTENCE_END.test(tokens[to]!)) to++;
  const words = (list: readonly string[]) => list.map((t) => t.toLowerCase()).filter((t) => /\p{L}/u.test(t));
  return { before: words(tokens.slice(from, i)), after: words(tokens.slice(i + 1, to)) };
};

/** Whether the token at `i` ("bag") is the shop's bag, the cart, in the message's tokens. */
export const isShoppingBag = (tokens: readonly string[], i: number): boolean => {
  if (tokens[i]?.toLowerCase() !== 'bag') return false;
  const { before, after } = sentenceOf(tokens, i);
  if ([...before, ...after].some((w) => HANDBAG_CUES.has(w))) return false;
  // "bag it", "ok bag them both": the verb of buying.
  if (before.every((w) => OPENERS.has(w)) && OBJECTS.has(after[0] ?? '')) return true;
  const det = ['my', 'the'].includes(before.at(-1) ?? '') ? 1 : 0;
  const preposition = before.at(-1 - det);
  if (!['in', 'into', 'to'].includes(preposition ?? '')) return false;
  // "add to bag", "put the boots in my bag", "the navy one into the bag then".
  return before.slice(0, -1 - det).some((w) => PUTTING.has(w)) || after.every((w) => TRAILING.has(w));
};
