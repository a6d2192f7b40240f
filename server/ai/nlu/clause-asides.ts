/**
 * Shapes of a second request that the clause splitter's verb table alone misses (clauses.ts calls these):
 * an aside between the joiner and the request ("? oh and while you're at it find me a belt", ", btw can
 * you…"), a question after "and" once a request has been made ("add the scarf to my basket and how much
 * is it all now?"), a question opening a new sentence ("… . does cream suit pale skin?"), and a request
 * that names only its object after "then", reusing the verb before ("show me my saved outfits and then
 * my style profile"). Pure.
 */

/** Asides, token by token, that stand between a joiner and the request after it. */
const ASIDES: readonly (readonly string[])[] = [
  ['oh'], ['ah'], ['btw'], ['actually'], ['by', 'the', 'way'], ['one', 'more', 'thing'], ['while', 'i', 'remember'],
  ...['while', 'whilst'].flatMap((w) => [[w, "you're", 'at', 'it'], [w, 'you\u2019re', 'at', 'it'], [w, 'you', 'are', 'at', 'it'], [w, 'youre', 'at', 'it']]),
  ['if', 'you', 'can'],
  // Counting the asks: "First, … ? Second, anything new…?", "and finally…".
  ['second'], ['secondly'], ['third'], ['thirdly'], ['next'], ['finally'], ['lastly'], ['and', 'lastly'], ['and', 'finally'],
];
/** Joiners and commas that may surround an aside. */
const AROUND = new Set(['and', ',', 'also', 'plus', '-', '–', '—']);

/** The index of the first token after any asides (and the joiners around them) from `j`; `j` when there are none. */
export const skipAsides = (words: readonly string[], j: number): number => {
  let k = j;
  for (let moved = true; moved;) {
    moved = false;
    for (const aside of ASIDES) {
      if (aside.every((w, n) => words[k + n] === w)) {
        k += aside.length;
        while (k < words.length && AROUND.has(words[k]!)) k++;
        moved = true;
      }
    }
  }
  return k;
};

/** Question words that open a request of their own when a verb follows ("how much is", "what goes", "who do you"). */
const WH = new Set(['what', 'how', 'which', 'who', "what's", 'whats']);
const WH_NEXT = /^(?:much|many|goes|go|should|would|could|can|do|does|did|is|are|was|were|will|about|else|'s|’s)$/;

/** After "and", a wh-question with its verb is a request when the clause before made one (`before` opens with an app verb). */
export const questionAfterAnd = (joiner: string, after: readonly string[], requestedBefore: boolean): boolean =>
  joiner === 'and' && requestedBefore && WH.has(after[0] ?? '') && WH_NEXT.test(after[1] ?? '');

/** Question openings that start a clause after a sentence end (besides the splitter's own openers), when four words or more ask it ("should I?" alone asks about what came before). */
export const SENTENCE_QUESTIONS = new Set(['does', 'is', 'are', 'should', 'did', 'was', 'why', 'when', 'whats', "what's", 'anything', 'any']);

/** "… and then my style profile": after "then", "my" and a noun is the same request's next object, when the clause before opened with an app verb. */
export const objectAfterThen = (joiners: readonly string[], after: readonly string[], requestedBefore: boolean): boolean =>
  requestedBefore && joiners.includes('then') && after[0] === 'my' && /^\p{L}/u.test(after[1] ?? '');
