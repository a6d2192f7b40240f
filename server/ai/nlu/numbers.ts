/**
 * Numbers in a clause, digits and words alike ("sixty", "a hundred and fifty", "two fifty", "1k",
 * "fifteen hundred", "£50"), read by compromise's numbers plugin, with where each sits so the
 * price, count and date readers can look at the words around it.
 */
import nlp from 'compromise';
import { CURRENCY_SYMBOLS } from './currency.js';

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

export const mayHaveNumbers = (text: string): boolean =>
  /\d/.test(text) || text.split(/[^a-z]+/).some((w) => NUMBER_WORD_SET.has(w) || w.includes('-') && w.split('-').some((p) => NUMBER_WORD_SET.has(p)));

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
  out = replaceMapped(out, /(\d)\s*[-–—]\s*(?=[£$€¥]?\d)/g, (_, digit) => `${digit} to `);
  for (const [phrase, figure] of Object.entries(AMOUNT_WORDS)) out = replaceMapped(out, new RegExp(`\\b${phrase}\\b`, 'g'), () => figure);
  return replaceMapped(out, /(\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|fifty)) grand\b/g, (_, n) => `${n} thousand`);
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
  const found = nlp(text).numbers().json({ offset: true }) as CompromiseNumber[];
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
      .find((s) => `${before}${prefix}`.endsWith(s));
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
