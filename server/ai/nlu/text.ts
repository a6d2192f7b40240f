/**
 * Token helpers every reader shares. A token is a run of letters, digits and the joiners a handle,
 * a price or a hyphenated word keeps inside it ("camille.style", "t-shirt", "1,500", "£50", "24/5").
 */

export interface Token {
  /** As it appears in the text it was read from. */
  text: string;
  start: number;
  end: number;
}

/** Words, numbers and symbols; joiners (. _ - ' / , :) only between two word characters. */
const TOKEN = /@?[\p{L}\p{N}]+(?:['’._\-/,:][\p{L}\p{N}]+)*|[£$€¥₹₩#~+%&]|[^\s\p{L}\p{N}]/gu;

export const tokenize = (text: string): Token[] => {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN)) tokens.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return tokens;
};


/** Whether a token is a word (has a letter), as opposed to a number or a symbol. */
export const isWord = (token: string): boolean => /\p{L}/u.test(token);

/** Unique values in first-seen order. */
export const unique = <T>(list: readonly T[]): T[] => [...new Set(list)];

let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions, so "follwo" is one
 * edit from "follow"), giving up past `max` so a long word costs little.
 */
export const editDistance = (a: string, b: string, max = 2): number => {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows, reused across calls: spelling and place names call this thousands of times a message.
  const n = b.length + 1;
  if (rows[0].length < n) rows = [new Int32Array(n * 2), new Int32Array(n * 2), new Int32Array(n * 2)];
  let [prevPrev, prev, row] = rows;
  for (let j = 0; j < n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = ai === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) value = Math.min(value, prevPrev[j - 2]! + 1);
      row[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    const spare = prevPrev;
    prevPrev = prev;
    prev = row;
    row = spare;
  }
  return prev[b.length]!;
};
