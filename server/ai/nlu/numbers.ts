/**
 * Numbers in a clause, digits and words alike ("sixty", "a hundred and fifty", "two fifty", "1k",
 * "fifteen hundred", "£50"), read by compromise's numbers plugin, with where each sits so the
 * price, count and date readers can look at the words around it.
 */
import nlp from 'compromise';
import { CURRENCY_SYMBOLS } from './currency.js';
import { tokenize } from './text.js';

export interface NumberMention {
  value: number;
  /** Offsets in the number-friendly text (see numberFriendly). */
  start: number;
  end: number;
  /** Offsets in the text given to readNumbers. */
  at: number;
  until: number;
  /** "3rd", "second" */
  ordinal: boolean;
  /** A currency written before it, as an ISO code. */
  symbolCurrency?: string;
  /** The word compromise read as its unit ("pounds", "euros"), lower case. */
  unit?: string;
}

/** Number words, so a clause without digits or these is not handed to compromise (~1 ms a call). */
const NUMBER_WORDS = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen',
  'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty', 'forty', 'fourty', 'fifty', 'sixty', 'seventy',
  'eighty', 'ninety', 'hundred', 'thousand', 'grand', 'dozen', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh',
  'eighth', 'ninth', 'tenth', 'fiver', 'tenner', 'million',
];
const NUMBER_WORD_SET = new Set(NUMBER_WORDS);
export const NUMBER_WORDS_FOR_SPELLING: readonly string[] = NUMBER_WORDS;

/** Slang amounts compromise does not read: the word and what it stands for. */
const AMOUNT_WORDS: Readonly<Record<string, string>> = { 'a grand': '1000', 'a fiver': '5 pounds', 'a tenner': '10 pounds', 'a dozen': '12' };
// Compiled once (global, but matchAll works on a copy, so no position carries over between texts).
const AMOUNT_PATTERNS = Object.entries(AMOUNT_WORDS).map(([phrase, figure]) => [new RegExp(`\\b${phrase}\\b`, 'g'), figure] as const);
const WORDS_ISH = new RegExp(`\\b((?:${NUMBER_WORDS.join('|')})(?:[- ](?:${NUMBER_WORDS.join('|')}))*)-?ish\\b`, 'g');

export const mayHaveNumbers = (text: string): boolean =>
  /\d/.test(text) || text.split(/[^a-z]+/).some((w) => NUMBER_WORD_SET.has(w) || w.includes('-') && w.split('-').some((p) => NUMBER_WORD_SET.has(p)) || w.endsWith('ish') && NUMBER_WORD_SET.has(w.slice(0, -3))) || /\ba ton\b/.test(text);

/** Text with, for each of its characters, where it came from in the text it was made from. */
interface Mapped { text: string; from: number[] }

const replaceMapped = (input: Mapped, pattern: RegExp, replace: (match: string, ...groups: string[]) => string): Mapped => {
  let text = '';
  const from: number[] = [];
  let at = 0;
  for (const m of input.text.matchAll(pattern)) {
    text += input.text.slice(at, m.index);
    from.push(...input.from.slice(at, m.index));
    const replacement = replace(m[0], ...m.slice(1).map((g) => g ?? ''));
    text += replacement;
    // Every character of a replacement comes from where its match started (or its matching character when the length holds).
    for (let i = 0; i < replacement.length; i++) from.push(input.from[m.index + Math.min(i, m[0].length - 1)]!);
    at = m.index + m[0].length;
  }
  text += input.text.slice(at);
  from.push(...input.from.slice(at));
  return { text, from };
};

/**
 * The text as compromise reads numbers best: "50-100" becomes "50 to 100" and "£50-£100" "£50 to £100",
 * "grand" after an amount "thousand", slang amounts their figures, handles and date-shaped tokens
 * blanked so "24/5" or "@lena22" are not amounts. Keeps where each character came from.
 */
export const numberFriendly = (original: string): Mapped => {
  // Code units, not code points: offsets are string indexes.
  let out: Mapped = { text: original, from: Array.from({ length: original.length }, (_, i) => i) };
  out = replaceMapped(out, /@[\w.]+|\b[a-z]+[._][\w.]+/g, (m) => ' '.repeat(m.length));
  out = replaceMapped(out, /\b\d{1,4}\/\d{1,2}(?:\/\d{2,4})?\b/g, (m) => ' '.repeat(m.length));
  // "£2-300", "1-2k": a first figure said short, in the second's hundreds or thousands ("200 to 300").
  out = replaceMapped(out, /(^|[^\d.,])([1-9])\s*[-–—]\s*([£$€]?)([2-9])(00|000|k)\b/g,
    (_, before: string, a: string, symbol: string, b: string, zeros: string) => (Number(a) < Number(b) ? `${before}${a}${zeros} to ${symbol}${b}${zeros}` : `${before}${a}-${symbol}${b}${zeros}`));
  out = replaceMapped(out, /(\d)\s*[-–—]\s*(?=[£$€¥]?\d)/g, (_, digit) => `${digit} to `);
  // "between three and five hundred", "two to three thousand": the same said in words (300 to 500); "and" only after "between"/"from".
  out = replaceMapped(out, /\b(between\s+|from\s+)?(one|two|three|four|five|six|seven|eight|nine)\s+(and|to|or)\s+(two|three|four|five|six|seven|eight|nine)\s+(hundred|thousand|grand)\b/g,
    (whole, opening: string, a: string, joiner: string, b: string, unit: string) => {
      const [x, y] = [SMALL.indexOf(a) + 1, SMALL.indexOf(b) + 1];
      const scale = unit === 'hundred' ? 100 : 1000;
      return x < y && (joiner !== 'and' || opening) ? `${opening}${x * scale} ${joiner} ${y * scale}` : whole;
    });
  // "100-ish", "£80 -ish": the suffix set apart from the figure, said as "about" ("60ish" compromise reads itself).
  out = replaceMapped(out, /([£$€¥]?\d[\d,.]*)\s*-\s*ish\b/g, (_, n: string) => `about ${n}`);
  // "50 quid-ish", "40 bucks ish": the suffix after the money word, said as "about".
  out = replaceMapped(out, /\b(\d[\d,.]*)\s*(quid|pounds|dollars|bucks|euros)[- ]?ish\b/g, (_, n: string, unit: string) => `about ${n} ${unit}`);
  for (const [pattern, figure] of AMOUNT_PATTERNS) out = replaceMapped(out, pattern, () => figure);
  // "a ton" is a hundred only after a price cue ("under a ton"): "a ton of options" is many.
  out = replaceMapped(out, /\b(under|below|than|over|above|about|around|max)\s+a ton\b(?!\s+of)/g, (_, cue: string) => `${cue} 100`);
  // "a couple hundred" (200), "a few hundred" (300), "a couple of grand": vague, so about that much unless a cue bounds it ("under a couple hundred").
  out = replaceMapped(out, /\b(?:(under|below|over|above|than|to|max|maximum|most|least|around|about|roughly)\s+)?(?:a\s+)?(couple(?:\s+of)?|few)\s+(hundred|grand|thousand)\b(?=(\s+(?:max|maximum|tops|at most|or less|or under|or below|at least|minimum|or more))?)/g,
    (_, cue: string, how: string, unit: string, after: string) => `${cue || (after ? '' : 'about')} ${(how.startsWith('couple') ? 2 : 3) * (unit === 'hundred' ? 100 : 1000)}`);
  // "sixty-ish", "a hundred-ish": compromise reads no number word with a suffix; said as "about sixty".
  out = replaceMapped(out, WORDS_ISH, (_, words: string) => `about ${words}`);
  return replaceMapped(out, /(\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|fifty)) grand\b/g, (_, n) => `${n} thousand`);
};

/** The figures a short first amount may be said in ("three and five hundred"). */
const SMALL = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** Words that may sit inside a written number: "a hundred and fifty", "one and a half". */
const INSIDE = new Set(['a', 'and', 'an']);
const ORDINAL_WORDS = new Set(['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth']);

const isNumberWord = (token: string): boolean => NUMBER_WORD_SET.has(token) || token.includes('-') && token.split('-').every((p) => NUMBER_WORD_SET.has(p));
const isNumberToken = (token: string): boolean => /\d/.test(token) || isNumberWord(token) || /^[£$€¥₹₩]$/.test(token);

/** The spans of a text that hold numbers: runs of number tokens (with "a"/"and" between them) and the word after (a unit or currency). */
const numberRuns = (text: string): { start: number; end: number }[] => {
  const tokens = tokenize(text);
  const runs: { start: number; end: number }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const lower = tokens[i]!.text.toLowerCase();
    if (!isNumberToken(lower) && !(lower === 'a' && isNumberWord(tokens[i + 1]?.text.toLowerCase() ?? ''))) continue;
    let j = i;
    while (j + 1 < tokens.length) {
      const next = tokens[j + 1]!.text.toLowerCase();
      if (ORDINAL_WORDS.has(tokens[j]!.text.toLowerCase())) break;
      if (isNumberToken(next) && !ORDINAL_WORDS.has(next)) j++;
      else if (INSIDE.has(next) && isNumberWord(tokens[j + 2]?.text.toLowerCase() ?? '')) j += 2;
      else break;
    }
    // The word after a number says its unit ("pounds", "k", "euros"): compromise reads it with the number.
    const unit = tokens[j + 1] && /^[\p{L}]+$/u.test(tokens[j + 1]!.text) ? j + 1 : j;
    runs.push({ start: tokens[i]!.start, end: tokens[unit]!.end });
    i = j;
  }
  return runs;
};

const FIGURE = /^([£$€¥₹₩])?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(k|ish|st|nd|rd|th)?(?=\s|$)/i;
const ORDINAL_LIST = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/**
 * A run that is one figure ("90", "£1,200", "1.5k", "3rd", "60ish") or one ordinal word ("second"),
 * read as compromise would, without tagging a sentence for it. Anything with number words goes to compromise.
 */
const plainFigure = (run: string, offset: number): CompromiseNumber | undefined => {
  const word = run.split(/\s+/)[0]!.toLowerCase();
  const ordinal = ORDINAL_LIST.indexOf(word);
  if (ordinal !== -1) return { text: word, number: { num: ordinal + 1 }, offset: { start: offset, length: word.length }, terms: [{ tags: ['Ordinal'] }] };
  const m = FIGURE.exec(run);
  if (!m) return undefined;
  const rest = run.slice(m[0].length).trim().toLowerCase();
  if (rest && (NUMBER_WORD_SET.has(rest.split(/\s+/)[0]!) || /^\d/.test(rest))) return undefined;
  const num = Number(`${m[2]!.replace(/,/g, '')}${m[3] ? `.${m[3]}` : ''}`);
  const suffix = m[4]?.toLowerCase() ?? '';
  const isOrdinal = ['st', 'nd', 'rd', 'th'].includes(suffix);
  return {
    text: m[0],
    number: { num, prefix: m[1] ?? '', suffix: suffix === 'k' ? 'k' : '', unit: suffix === 'ish' ? 'ish' : '' },
    offset: { start: offset, length: m[0].length },
    terms: [{ tags: isOrdinal ? ['Ordinal'] : [] }],
  };
};

interface CompromiseNumber {
  text: string;
  number?: { num?: number; prefix?: string; suffix?: string; unit?: string } | number;
  offset?: { start: number; length: number };
  terms: { tags: string[] }[];
}

/** Every number in a text, in order, with the number-friendly text their start/end refer to. */
export const readNumbers = (original: string): { friendly: string; mentions: NumberMention[] } => {
  if (!mayHaveNumbers(original)) return { friendly: original, mentions: [] };
  const mapped = numberFriendly(original);
  const text = mapped.text;
  // compromise tags whatever it is given (~0.3 ms for a short sentence, far more on a busy machine):
  // it is given only the runs of number words, digits and currency around them.
  const found: CompromiseNumber[] = [];
  for (const run of numberRuns(text)) {
    const plain = plainFigure(text.slice(run.start, run.end), run.start);
    if (plain) {
      found.push(plain);
      continue;
    }
    for (const n of nlp(text.slice(run.start, run.end)).numbers().json({ offset: true }) as CompromiseNumber[]) {
      if (n.offset) found.push({ ...n, offset: { start: n.offset.start + run.start, length: n.offset.length } });
    }
  }
  const mentions: NumberMention[] = [];
  for (const n of found) {
    const info = typeof n.number === 'object' ? n.number : { num: n.number };
    const num = info?.num;
    if (typeof num !== 'number' || !Number.isFinite(num) || !n.offset || !n.text.trim()) continue;
    const thousands = info.unit === 'k' || info.suffix === 'k' ? 1000 : 1;
    const value = Math.round(num * thousands * 100) / 100;
    const start = n.offset.start;
    const end = start + n.text.replace(/[,.;:!?]+$/, '').length;
    const prefix = (info.prefix ?? '').toLowerCase();
    // "c$50", "us$ 50": the letters before the symbol say whose dollars.
    const before = text.slice(Math.max(0, start - 3), start).toLowerCase().replace(/\s+$/, '');
    const lettered = Object.keys(CURRENCY_SYMBOLS).filter((s) => s.length > 1).sort((a, b) => b.length - a.length)
      .find((s) => {
        const joined = `${text.slice(Math.max(0, start - 4), start).toLowerCase().replace(/\s+$/, '')}${prefix}`;
        // Whole words only: "for $5" is not Brazil's r$.
        return joined.endsWith(s) && !/\p{L}/u.test(joined.charAt(joined.length - s.length - 1));
      });
    const symbol = lettered ?? (prefix || (/[£$€¥₹₩]$/.test(before) ? before.slice(-1) : ''));
    mentions.push({
      value, start, end, at: mapped.from[start] ?? 0, until: (mapped.from[end - 1] ?? original.length - 1) + 1,
      ordinal: n.terms.some((t) => t.tags.includes('Ordinal')),
      symbolCurrency: symbol ? CURRENCY_SYMBOLS[symbol] : undefined,
      unit: info.unit && info.unit !== 'k' ? info.unit.toLowerCase() : undefined,
    });
  }
  return { friendly: text, mentions };
};
