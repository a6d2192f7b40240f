/**
 * The objects of one clause joined by "and", "or", "&", "plus", commas or brackets: "a belt and some earrings",
 * "jewellery or accessories", "the red wrap dress, 3 t-shirts, the old jeans", "a red and a yellow raincoat" (the
 * garment shared by both colours), "two cardigans (one blue, one cream)". Each object is a piece phrase: an article or
 * count, at most four describing words, its piece words. What the objects share — the verb before them, a price or a
 * place after them — stays in the clause around them, so each object read in its place keeps it. One garment's own
 * description is never split: "black and white striped top" and "salt and pepper tweed blazer" give their first word
 * no article of its own, so they are one object. Pure.
 */
import { categoryOfText, MATERIAL_WORDS, singular } from '../../nlu/index.js';
import { colourIn, shadeIn } from './words.js';

interface Token {
  word: string;
  start: number;
  end: number;
}

/** Joiners between objects ("as well as" too, read as "and"). */
const JOINERS = new Set([',', '(', ')', '&', '+', 'and', 'or', 'plus', 'nor']);
/** Words that open an object of their own (closed class: articles, determiners, small counts). */
const OPENERS = new Set(['a', 'an', 'the', 'my', 'some', 'one', 'two', 'three', 'four', 'five', 'both', 'her', 'his', 'our', 'another', 'any']);
/** Words that may stand between an opener and the describing words ("a pair of", "a couple of"). */
const FILLERS = new Set(['pair', 'pairs', 'couple', 'new', 'old', 'also', 'few']);
/** Words that end a run of describing words: what is no part of a piece's name (closed classes: pronouns, prepositions, verbs of the app, punctuation). */
const STOPS = new Set([
  'i', 'of', 'it', 'its', "it's", 'they', 'she', 'he', 'we', 'you', 'me', 'for', 'to', 'with', 'from', 'at', 'in', 'on', 'into', 'that', 'which', 'who',
  'what', 'when', 'but', 'not', 'no', 'if', 'so', 'then', 'is', 'are', 'was', 'were', 'be', 'find', 'show', 'get', 'add', 'put', 'delete', 'remove',
  'need', 'want', 'like', 'likes', 'love', 'buy', 'bought', 'got', 'search', 'looking', 'look', 'bin', 'rid', 'save', 'about', 'under', 'over',
  'budget', 'price', 'cost', 'please', 'pls', 'also', 'just', 'and', 'or', 'any', 'anything', 'something', 'these', 'those', 'this', 'there', 'here', 'her', 'his',
]);
/** Words that may describe a piece whose garment is said once for two ("a red and a yellow raincoat"): colours, shades, materials. */
const MATERIALS = new Set(MATERIAL_WORDS);
const shareable = (w: string) => MATERIALS.has(w) || colourIn(w) !== undefined || shadeIn(w) !== undefined;
/** Words closing a list of a piece's names that say any will do ("a trench, mac, whatever"). */
const INDIFFERENT = new Set(['whatever', 'whichever', 'etc', 'anything']);
/** How many words may describe a piece before its piece words. */
const MAX_DESCRIBING = 4;
const COUNTS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, both: 2 };

/** One of a plural piece word: "scarves" is a scarf when the vocabulary knows it so. */
const one = (word: string) => (/ves$/.test(word) && categoryOfText(`${word.slice(0, -3)}f`) ? `${word.slice(0, -3)}f` : singular(word));

const tokens = (text: string): Token[] =>
  [...text.toLowerCase().matchAll(/[a-z0-9][a-z0-9'’-]*|[,()&+:;?!.]/g)].map((m) => ({ word: m[0].replace(/’/g, "'"), start: m.index, end: m.index + m[0].length }));

interface Part {
  /** Token range of the object in the clause. */
  from: number;
  to: number;
  /** Where its piece words start (to when it names none: "a red" before "and a yellow raincoat"). */
  head: number;
  /** Its own opener ("a", "the", "two"), if any. */
  opened: boolean;
}

/** The object that starts at token `at`: [opener] [fillers] describing words, piece words; or its describing words only. */
const objectAt = (ts: readonly Token[], at: number, isPiece: (w: string) => boolean): Part | null => {
  let i = at;
  const opened = i < ts.length && OPENERS.has(ts[i]!.word);
  if (opened) i++;
  while (i < ts.length && (FILLERS.has(ts[i]!.word) || (ts[i]!.word === 'of' && i > at && /^(?:pairs?|couple|few)$/.test(ts[i - 1]!.word)))) i++;
  const describing = i;
  while (i < ts.length && !isPiece(ts[i]!.word) && !STOPS.has(ts[i]!.word) && !OPENERS.has(ts[i]!.word) && !JOINERS.has(ts[i]!.word) && /^[a-z0-9]/.test(ts[i]!.word) && i - describing < MAX_DESCRIBING) i++;
  if (i < ts.length && isPiece(ts[i]!.word)) {
    const head = i;
    while (i < ts.length && isPiece(ts[i]!.word)) i++;
    return { from: at, to: i, head, opened };
  }
  // No piece word: an object only when it is an opener and words that a garment said later may share.
  const words = ts.slice(describing, i).map((t) => t.word);
  return opened && words.length > 0 && words.length <= 2 && words.every(shareable) ? { from: at, to: i, head: i, opened } : null;
};

/** The object that ends right before token `end` (exclusive), read back from its piece words. */
const objectBefore = (ts: readonly Token[], end: number, isPiece: (w: string) => boolean): Part | null => {
  for (let from = Math.max(0, end - MAX_DESCRIBING - 3); from < end; from++) {
    const part = objectAt(ts, from, isPiece);
    if (part && part.to === end) return part;
  }
  return null;
};

export interface Coordination {
  /** Character range of the whole run of objects in the clause. */
  start: number;
  end: number;
  /** Each object as words to put in the run's place. */
  objects: string[];
  /** Whether every joiner was "or": alternatives, not several asks. */
  alternatives: boolean;
}

const wordsOf = (ts: readonly Token[], from: number, to: number) => ts.slice(from, to).map((t) => t.word).join(' ');

/**
 * The run of two or more objects in the clause, or null. `isPiece` says whether a word names a piece (a garment or
 * category word of the NLU vocabulary).
 */
export const coordinatedObjects = (text: string, isPiece: (word: string) => boolean): Coordination | null => {
  const ts = tokens(text);
  for (let j = 0; j < ts.length; j++) {
    if ((!JOINERS.has(ts[j]!.word) && !(ts[j]!.word === 'as' && ts[j + 1]?.word === 'well')) || ts[j]!.word === ')') continue;
    const first = objectBefore(ts, j, isPiece);
    if (!first) continue;
    const parts: Part[] = [first];
    /** The joiners before each part after the first. */
    const joiners: string[][] = [[]];
    let at = j;
    for (;;) {
      let next = at;
      const seen: string[] = [];
      while (next < ts.length && JOINERS.has(ts[next]!.word)) seen.push(ts[next++]!.word);
      // "as well as" joins as "and" does.
      if (ts[next]?.word === 'as' && ts[next + 1]?.word === 'well' && ts[next + 2]?.word === 'as') {
        seen.push('and');
        next += 3;
      }
      if (!seen.length) break;
      const part = next < ts.length ? objectAt(ts, next, isPiece) : null;
      if (!part) break;
      parts.push(part);
      joiners.push(seen);
      at = part.to;
    }
    const objects = objectsOf(ts, parts, joiners);
    if (objects.length < 2) continue;
    const last = parts.at(-1)!;
    const closes = ts[last.to]?.word === ')' ? 1 : 0;
    // "a trench, mac, whatever": a list closed by a word of indifference names one piece by any of its names.
    const indifferent = INDIFFERENT.has(ts[last.to + closes + (JOINERS.has(ts[last.to + closes]?.word ?? '') ? 1 : 0)]?.word ?? '');
    return {
      start: ts[first.from]!.start, end: ts[last.to - 1 + closes]!.end, objects,
      alternatives: indifferent || joiners.flat().includes('or') && !joiners.flat().some((w) => w === 'and' || w === '&' || w === '+' || w === 'plus'),
    };
  }
  return null;
};

/** The objects' words, a garment said once given to each describing words that share it, a count spread over its parts. */
const objectsOf = (ts: readonly Token[], parts: readonly Part[], joiners: readonly (readonly string[])[]): string[] => {
  const out: string[] = [];
  /** The piece words a count said before is spread over ("two cardigans (one blue, one cream)"). */
  let spread: string | null = null;
  for (let k = 0; k < parts.length; k++) {
    const p = parts[k]!;
    if (p.head < p.to) {
      out.push(wordsOf(ts, p.from, p.to));
      const opener = ts[p.from]!.word;
      spread = COUNTS[opener] !== undefined || /^[2-5]$/.test(opener) ? ts.slice(p.head, p.to).map((t, n) => (n === p.to - p.head - 1 ? one(t.word) : t.word)).join(' ') : null;
      continue;
    }
    if (spread && (k > 0 && (joiners[k]!.includes('(') || parts[k - 1]!.head < parts[k - 1]!.to))) {
      // The counted object is told apart by its parts: it gives way to them.
      if (parts[k - 1]!.head < parts[k - 1]!.to) out.pop();
      out.push(`${wordsOf(ts, p.from, p.to)} ${spread}`);
      continue;
    }
    if (spread) {
      out.push(`${wordsOf(ts, p.from, p.to)} ${spread}`);
      continue;
    }
    // "a red and a yellow raincoat": the next object's garment, when that object has its own opener.
    const headed = parts.slice(k).findIndex((q) => q.head < q.to);
    const after = headed >= 0 ? parts[k + headed] : undefined;
    if (after?.opened) {
      out.push(`${wordsOf(ts, p.from, p.to)} ${wordsOf(ts, after.head, after.to)}`);
      continue;
    }
    // "the blue and white striped shirt": no opener on what follows, so one piece in both colours.
    if (after) {
      out.push(wordsOf(ts, p.from, after.to));
      k += headed;
    }
  }
  return out;
};
