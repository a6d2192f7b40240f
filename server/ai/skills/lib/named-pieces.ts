/**
 * The pieces a text names, as noun phrases: "among them a brown corduroy skirt, a mustard cardigan and two floral
 * blouses" names three ("two floral blouses" keeps its count: two rows); "black ankle boots with a modest heel" names
 * one (what follows "with" is a detail of the piece before it); "a large bag of clothes" names none (a container "of"
 * something). What "it", "them", "those" or "both" point at when a wardrobe change names no piece of its own. Pure.
 */
import { categoryOfText } from '../../nlu/index.js';

/** Words that end a run of describing words read back from a piece word (closed classes: pronouns, prepositions, verbs, determiners). */
const ENDS = new Set([
  'i', 'me', 'my', 'it', 'its', 'they', 'them', 'she', 'he', 'we', 'you', 'your', 'her', 'his', 'our', 'their', 'a', 'an', 'the', 'some', 'this',
  'that', 'these', 'those', 'and', 'or', 'but', 'plus', 'of', 'for', 'to', 'with', 'without', 'from', 'at', 'in', 'on', 'into', 'by', 'among',
  'which', 'who', 'what', 'is', 'are', 'was', 'were', 'be', 'been', 'have', 'has', 'had', 'got', 'get', 'bought', 'buy', 'add', 'remove', 'delete',
  'put', 'pop', 'stick', 'chuck', 'bung', 'shove', 'gave', 'give', 'sold', 'took', 'take', 'also', 'too', 'both', 'all', 'just', 'new', 'old', 'pair', 'pairs', 'couple', 'please', 'pls',
  'own', 'owned', 'wear', 'wore', 'like', 'love', 'need', 'want', 'not', 'no', 'so', 'then', 'if', 'as', 'than', 'how', 'many', 'much',
  // What holds pieces, or says they came: "shipped items: blue straight jeans", "order delivered: …".
  'item', 'items', 'things', 'pieces', 'clothes', 'stuff', 'order', 'shipped', 'delivered', 'ordered', 'arrived', 'received', 'say', 'tell',
]);
/** Counts kept in front of a piece: two of a thing are two rows. */
const COUNTS = new Set(['two', 'three', 'four', 'five', '2', '3', '4', '5']);
/** What, right before a piece (its article aside), makes it a detail of the piece before: "boots with a block heel". */
const DETAIL = new Set(['with', 'without']);
const ARTICLES = new Set(['a', 'an', 'the', 'some']);
const MAX_DESCRIBING = 4;

const isPiece = (word: string) => word.length > 2 && categoryOfText(word) !== undefined;

/** The pieces `text` names, each its describing words and piece words, lower case, in the order said. */
export const piecesNamed = (text: string): string[] => {
  const tokens = text.toLowerCase().replace(/[’]/g, "'").match(/[a-z0-9][a-z0-9'-]*|[,.;:!?()]/g) ?? [];
  const found: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!isPiece(tokens[i]!)) continue;
    let end = i + 1;
    while (end < tokens.length && isPiece(tokens[end]!)) end++;
    let start = i;
    while (start > 0 && i - start < MAX_DESCRIBING && /^[a-z]/.test(tokens[start - 1]!) && !ENDS.has(tokens[start - 1]!)) start--;
    let before = start - 1;
    while (before >= 0 && (tokens[before] === 'new' || tokens[before] === 'old')) before--;
    const count = before >= 0 && COUNTS.has(tokens[before]!) ? tokens[before--] : undefined;
    while (before >= 0 && (ARTICLES.has(tokens[before]!) || tokens[before] === 'pair' || tokens[before] === 'of')) before--;
    const detail = before >= 0 && DETAIL.has(tokens[before]!) && found.length > 0;
    // "a bag of clothes": a container of something is no piece.
    const container = tokens[end] === 'of';
    if (!detail && !container) found.push([...(count ? [count] : []), ...tokens.slice(start, end)].join(' '));
    i = end - 1;
  }
  return found;
};

/** The pieces joined as one phrase a clause may say in a pronoun's place, "and" between each (a removal's target keeps no commas). */
export const joinedPhrase = (pieces: readonly string[]): string => pieces.join(' and ');

/** The one piece words name, as its noun phrase ("can I get blue jeans" is "blue jeans", "scarf, changed my mind" the scarf); else the words as said. */
export const pieceIn = (words: string): string => {
  const pieces = piecesNamed(words);
  if (pieces.length !== 1) return words;
  // As she wrote it ("the Noir Leather Tote"), when it stands so in her words.
  const at = words.toLowerCase().indexOf(pieces[0]!);
  return at >= 0 ? words.slice(at, at + pieces[0]!.length) : pieces[0]!;
};

/** How many of her messages back a pointer may reach for the piece she named. */
const SPOKEN_BACK = 2;

/**
 * The one piece her latest messages named in her own words, newest first ("is the tote in my cart?" … "stick it in"):
 * quoted text is someone else's; a message naming several pieces names no one piece.
 */
export const pieceLastNamed = (earlier: readonly string[]): string | null => {
  for (const text of earlier.slice(-SPOKEN_BACK).reverse()) {
    const pieces = piecesNamed(text.replace(/["\u201c][^"\u201d]*["\u201d]/g, ' '));
    if (pieces.length) return pieces.length === 1 ? pieces[0]! : null;
  }
  return null;
};
