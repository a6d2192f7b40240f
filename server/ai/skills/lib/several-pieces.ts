/**
 * Several pieces told of in one breath: "I bought a red scarf and a grey beanie", "picked up a belt,
 * a tote and some loafers". The first piece is the one the ownership tables found; each piece joined
 * to it by "and", "plus", "&" or a comma is one more, when it is only a piece (an article, a few words
 * describing it, its garment word) and no new clause. One wardrobe row each. Pure.
 */
import { categoryOfText } from '../../nlu/index.js';
import type { Request } from './request.js';
import { draftOf, type WardrobeDraft } from './understand-wardrobe.js';

/** Words that may stand before a joined piece's garment word besides its describing words. */
const LEADING = new Set(['a', 'an', 'some', 'the', 'my', 'also', 'new', 'pair', 'pairs', 'of', 'couple', 'two', 'three']);
/** Words that say the joined words are no piece of their own ("and a belt for my dad", "and I wore it"). */
const NOT_DESCRIBING = new Set([
  'i', 'it', 'its', 'they', 'she', 'he', 'we', 'you', 'for', 'to', 'with', 'from', 'at', 'in', 'on', 'that', 'which', 'who', 'what',
  'when', 'but', 'or', 'not', 'no', 'if', 'so', 'then', 'is', 'are', 'was', 'were', 'be', 'wear', 'wore', 'love', 'like', 'need', 'want',
]);
const JOINER = /^\s*(?:,|\band\b|\bplus\b|&|\bas well as\b)\s*/i;
/** How many words may describe a joined piece before its garment word. */
const MAX_DESCRIBING = 4;

/**
 * The pieces joined after the first (`after`: the clause's text after the first piece), each as its
 * words ("grey beanie"); `isPiece` says whether a word names a piece.
 */
export const joinedPieces = (after: string, isPiece: (word: string) => boolean): string[] => {
  const found: string[] = [];
  let rest = after;
  for (let joiner = JOINER.exec(rest); joiner; joiner = JOINER.exec(rest)) {
    rest = rest.slice(joiner[0].length);
    const words = rest.toLowerCase().match(/^[a-z'-]+(?:\s+[a-z'-]+)*/)?.[0].split(/\s+/) ?? [];
    const at = words.findIndex(isPiece);
    if (at < 0 || at > MAX_DESCRIBING + 1) break;
    const before = words.slice(0, at);
    if (before.some((w) => NOT_DESCRIBING.has(w))) break;
    let end = at + 1;
    while (end < words.length && isPiece(words[end]!)) end++;
    found.push(words.slice(0, end).filter((w, i) => i >= at || !LEADING.has(w)).join(' '));
    // Past the piece's words in the text, to the next joiner.
    rest = rest.replace(new RegExp(`^\\s*${words.slice(0, end).map((w) => w.replace(/[-']/g, '\\$&')).join('\\s+')}`, 'i'), '');
  }
  return found;
};

/** The drafts of the pieces joined after the first, from the whole clause (for brand and price words). */
export const joinedDrafts = (after: string, whole: string, isPiece: (word: string) => boolean): WardrobeDraft[] =>
  joinedPieces(after, isPiece).flatMap((phrase) => draftOf(phrase, whole) ?? []);

/** Words that end a run of describing words, reading back from a piece word ("add to my wardrobe white linen trousers"). */
const ENDS_DESCRIBING = new Set([...NOT_DESCRIBING, ...LEADING, 'and', 'plus', 'add', 'put', 'pop', 'stick', 'chuck', 'bung', 'shove', 'log', 'wardrobe', 'closet', 'just', 'got', 'bought', 'today', 'oh']);

/**
 * "add to my wardrobe white linen trousers a green midi skirt and the black ankle boots": pieces said one after
 * another with nothing but articles between, each its describing words (at most four, read back from its piece
 * word) and its piece words. Only a run of two or more is returned.
 */
export const piecesInRun = (text: string, isPiece: (word: string) => boolean): string[] => {
  const words = text.toLowerCase().replace(/[,;:!?.]/g, ' ').split(/\s+/).filter(Boolean);
  const found: string[] = [];
  let from = 0;
  for (let i = 0; i < words.length; i++) {
    if (!isPiece(words[i]!)) continue;
    let end = i + 1;
    while (end < words.length && isPiece(words[end]!)) end++;
    let start = i;
    while (start > from && i - start < MAX_DESCRIBING && !ENDS_DESCRIBING.has(words[start - 1]!) && !/\d/.test(words[start - 1]!)) start--;
    // "black ankle boots with a modest heel": what comes with a piece is a detail of it, no piece of its own.
    let before = start - 1;
    while (before >= 0 && /^(?:a|an|the|some)$/.test(words[before]!)) before--;
    const detail = found.length > 0 && /^with(?:out)?$/.test(words[before] ?? '');
    if (!detail) found.push(words.slice(start, end).join(' '));
    from = end;
    i = end - 1;
  }
  return found.length > 1 ? found : [];
};

/**
 * "remove the white sneakers and the gold hoops": the pieces a removal names, when each part joined by
 * "and", "&" or a comma names a piece of its own ("black and white dress" is one piece).
 */
const removedPieces = (target: string): string[] => {
  const parts = target.split(/\s*(?:,|\band\b|&|\bplus\b)\s*/i).map((p) => p.replace(/^(?:the|my|a|an|both)\s+/i, '').trim()).filter(Boolean);
  return parts.length > 1 && parts.every((p) => categoryOfText(p) !== undefined) ? parts : [target];
};

/** A request adding or removing several pieces, as one request per piece (each its own call, its own line in the reply). */
export const eachPiece = (r: Request): Request[] => {
  if (r.kind === 'wardrobe.add') {
    const items = [...(r.item ? [r.item] : []), ...(r.also ?? [])];
    // "two white shirts" are two rows of one piece.
    const rows = items.flatMap((item) => Array.from({ length: item.copies ?? 1 }, () => item));
    if (rows.length < 2) return [r];
    return rows.map((item, i): Request => ({ kind: 'wardrobe.add', item, described: i === 0 ? r.described : item.item_name.toLowerCase() }));
  }
  if (r.kind === 'wardrobe.remove') return removedPieces(r.target).map((target) => ({ ...r, target }));
  return [r];
};
