/**
 * Who made a piece, when the shop does not know the name: "a leather jacket from zara", "a tee by
 * uniqlo", "made by petit bateau", "white sneakers at nike". A known fashion label (`labels.ts`) is a
 * maker after "from", "at" or "by" or right before the piece ("levi's jeans", "a tan coach one"). Otherwise
 * the words after "from", "by", "at" or "made by" that English, the
 * vocabulary, the places and the catalogue's names all leave unknown (one to three of them), or such
 * a name alone in brackets ("a gold necklace (mejuri)"), are a maker's name. A word English knows ("from my mum", "by friday", "from the sale") is never one, so
 * a maker that is also an English word and no known label is not read. Pure.
 */
import nlp from 'compromise';
import { labelAt } from './labels.js';
import type { Speller } from './spell.js';

const CUES = new Set(['from', 'by', 'at']);
/** Words after a label that say it names the piece that follows or stands for it ("a tan coach one"). */
export const PIECE_STANDS_IN: ReadonlySet<string> = new Set(['one', 'ones', 'pair', 'pairs']);
/** The most words a maker's name runs to ("petit bateau", "the row" would need English words: not read). */
const MAX_WORDS = 3;

let lexicon: Record<string, string | string[]> | null = null;
/** Names compromise knows as organisations ("nike", "adidas"): English words to the speller, makers here. */
const isOrganisation = (word: string): boolean => {
  lexicon ??= (nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon;
  const tag = lexicon[word];
  return tag === 'Organization' || (Array.isArray(tag) && tag.includes('Organization'));
};

/** A word no reader knows (nor a person's or a place's name: "a scarf from sarah" is a gift), or an organisation's. */
const isNameWord = (word: string, speller: Speller): boolean =>
  /^[a-z][a-z&'’.-]*[a-z]$/.test(word) && word.length >= 3 && !speller.vocabulary.has(word) && !speller.placeWords.has(word)
  && (isOrganisation(word) || !speller.known.has(word));

/**
 * The makers a clause names, lower case, in order. `free`: the clause's words (a handle's replaced);
 * `covered`: indexes of words a phrase of the vocabulary or a known brand already read; `pieceStarts`:
 * indexes where a garment or category phrase starts.
 */
export const readMakers = (free: readonly string[], covered: ReadonlySet<number>, speller: Speller, pieceStarts: ReadonlySet<number> = new Set()): string[] => {
  const makers: string[] = [];
  const put = (name: string) => {
    if (!makers.includes(name)) makers.push(name);
  };
  for (let i = 0; i < free.length; i++) {
    // A known fashion label after "from", "at" or "by" ("from zara", "at nike"), or right before the piece
    // it made ("nike sneakers", "a tan coach one"), whatever else English or a list of names makes of its words.
    // "by" also says how ("travelled by coach"): after it, a label that is an English word is not read.
    const cue = i > 0 ? free[i - 1]! : '';
    const cued = CUES.has(cue) && !(cue === 'by' && speller.englishWords.has(free[i]!));
    const label = covered.has(i) ? null : labelAt(free, i);
    if (label) {
      // "levi's 501 jeans": a model number may stand between the label and its piece.
      const after = i + label.length;
      const piece = /^\d+s?$/.test(free[after] ?? '') ? after + 1 : after;
      const bracketed = cue === '(' && (free[after] === ')' || free[after] === ',');
      if (cued || bracketed || pieceStarts.has(piece) || PIECE_STANDS_IN.has(free[piece] ?? '')) {
        put(label.name);
        i = after - 1;
        continue;
      }
    }
    if (i === free.length - 1) break;
    // "a gold necklace (mejuri)": a name alone in brackets after the piece says who made it too.
    const bracket = free[i] === '(';
    if (!CUES.has(free[i]!) && !bracket) continue;
    const run: string[] = [];
    for (let j = i + 1; j < free.length && run.length < MAX_WORDS && !covered.has(j) && isNameWord(free[j]!, speller); j++) run.push(free[j]!);
    // "(whistles, £65)": the name may be followed by what was paid inside the brackets.
    if (bracket && free[i + 1 + run.length] !== ')' && !(free[i + 1 + run.length] === ',' && free.indexOf(')', i) > i)) continue;
    if (run.length) put(run.join(' '));
  }
  return makers;
};
