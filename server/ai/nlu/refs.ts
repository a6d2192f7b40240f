/**
 * References to things already shown: positions ("the second", "the last one", "#3"), demonstratives
 * ("that skirt", "this one"), "both of them", "all of them" and pronouns ("it", "them", "her").
 */
import type { Found } from './phrases.js';
import type { Reference } from './types.js';

export const ORDINALS: Readonly<Record<string, number>> = {
  first: 0, '1st': 0, second: 1, '2nd': 1, third: 2, '3rd': 2, fourth: 3, '4th': 3, fifth: 4, '5th': 4, sixth: 5, '6th': 5,
  seventh: 6, '7th': 6, eighth: 7, '8th': 7, ninth: 8, '9th': 8, tenth: 9, '10th': 9, last: -1, final: -1, penultimate: -2,
};

/** Nouns that make an ordinal or number a position in a list rather than a date or an amount. */
export const REF_NOUNS = new Set([
  'one', 'ones', 'item', 'items', 'piece', 'pieces', 'option', 'options', 'result', 'results', 'look', 'looks', 'outfit', 'outfits',
  'pick', 'picks', 'suggestion', 'suggestions', 'product', 'products', 'trip', 'trips', 'thing', 'things', 'idea', 'ideas', 'pair',
  'pairs', 'post', 'posts', 'account', 'influencer', 'handle', 'choice', 'choices',
]);
const PRONOUNS = new Set(['it', 'them', 'her', 'him', 'they', "'em", 'em']);
const DEMONSTRATIVES = new Set(['that', 'this', 'those', 'these']);
/** Words after "that"/"this" that make it something other than a pointer: "that's", "this weekend". */
const NOT_POINTING = new Set(['weekend', 'week', 'month', 'year', 'morning', 'evening', 'afternoon', 'time', 'summer', 'winter', 'spring', 'autumn', 'fall', 'season', 'is', 'was', 'would', 'will', 'could', 'sounds', 'looks', 'works', 'much', 'kind', 'sort', 'type', 'style']);
/** Words an ordinal is read before as a position in time, not in a list. */
const TIME_NOUNS = new Set(['week', 'weekend', 'day', 'days', 'month', 'time', 'of', 'year', 'night', 'nights', 'half', 'thing', 'date', 'trip', 'place', 'minute']);

/** `skip` holds word positions already read as something else (a date's "the 3rd"). */
export const readReferences = (words: readonly string[], phrases: readonly Found[], skip: ReadonlySet<number> = new Set()): Reference[] => {
  const refs: Reference[] = [];
  const phraseAt = new Map(phrases.map((p) => [p.from, p]));
  /** The garment or category noun within two words after position i (a colour may come between). */
  const nounAfter = (i: number): string | null | undefined => {
    for (let j = i + 1; j <= i + 3 && j < words.length; j++) {
      const p = phraseAt.get(j);
      if (!p) return undefined;
      const noun = p.matches.find((m) => m.kind === 'garment' || m.kind === 'category');
      if (noun) return noun.kind === 'garment' ? noun.value.garment : p.words;
      if (!p.matches.some((m) => m.kind === 'colour' || m.kind === 'material')) return undefined;
      j = p.to - 1;
    }
    return undefined;
  };
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = words[i + 1];
    if (skip.has(i)) continue;
    if (word in ORDINALS) {
      const atEnd = next === undefined || /^[^\p{L}\p{N}]/u.test(next) || ['please', 'instead', 'too', 'and', 'or', 'vs', 'versus', 'than', 'to', 'into', 'in', 'from', 'on', 'for'].includes(next);
      // "the first and second": a position after another one and "and"/"or" is in the same list.
      const listed = ['and', 'or', '&', ','].includes(words[i - 1] ?? '') && refs.at(-1)?.kind === 'ordinal';
      const isList = (next !== undefined && REF_NOUNS.has(next)) || nounAfter(i) !== undefined || (atEnd && (words[i - 1] === 'the' || listed));
      if (isList && !(next && TIME_NOUNS.has(next))) refs.push({ kind: 'ordinal', index: ORDINALS[word]! });
      continue;
    }
    if ((word === '#' || word === 'number' || word === 'no' || word === 'no.' || word === 'item' || word === 'option') && next && /^\d{1,2}$/.test(next)) {
      refs.push({ kind: 'ordinal', index: Number(next) - 1 });
      i++;
      continue;
    }
    if (word === 'both') {
      refs.push({ kind: 'both' });
      if (next === 'of' && ['them', 'those', 'these', 'em'].includes(words[i + 2] ?? '')) i += 2;
      else if (next === 'ones' || next === 'pieces' || next === 'items') i++;
      continue;
    }
    if (word === 'all' && (next === 'of' && ['them', 'those', 'these', 'em'].includes(words[i + 2] ?? '') || ['them', 'those', 'these', 'three', 'four', 'five'].includes(next ?? ''))) {
      refs.push({ kind: 'all' });
      i += next === 'of' ? 2 : 1;
      continue;
    }
    if ((word === 'them' || word === 'those' || word === 'these') && next === 'all') {
      refs.push({ kind: 'all' });
      i++;
      continue;
    }
    if (word === 'everything' && next === 'you' || word === 'the' && next === 'lot') {
      refs.push({ kind: 'all' });
      continue;
    }
    if (DEMONSTRATIVES.has(word)) {
      if (next && NOT_POINTING.has(next)) continue;
      const noun = nounAfter(i);
      if (noun !== undefined) refs.push({ kind: 'demonstrative', noun });
      else if (next === 'one' || next === 'ones') refs.push({ kind: 'demonstrative', noun: null });
      else if (word === 'those' || word === 'these') refs.push({ kind: 'pronoun', word });
      else if (next === undefined || /^[^\p{L}\p{N}]/u.test(next) || ['to', 'into', 'please', 'instead', 'from', 'for', 'in', 'on', 'too'].includes(next)) refs.push({ kind: 'demonstrative', noun: null });
      continue;
    }
    if (PRONOUNS.has(word)) refs.push({ kind: 'pronoun', word: word === "'em" || word === 'em' ? 'them' : word });
  }
  return refs;
};
