/** How the replies write numbers, prices, dates and a tool's error: shared by every reply. Pure. */
import { countOf, formatPrice as priceText, pluralOf } from '../../../../tools/text/phrase.js';

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
export const records = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter(isRecord) : []);
/**
 * A count with its noun, from the app's one sentence generator (tools/text/phrase.ts): "1 item",
 * "3 items", "2 pairs of shoes", "no items".
 */
export const plural = (n: number, noun: string): string => (Number.isInteger(n) && n >= 0 ? countOf(n, noun) : `${n} ${pluralOf(noun)}`);

/**
 * A price read from a tool's output, which may be missing: tools/text's formatPrice ("$80",
 * "$37.50") for a number, "" for anything else.
 */
export const formatPrice = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? priceText(value) : '');

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const DAY_YEAR = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const WEEKDAY_DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isIso = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** "May 3 – May 7, 2026", "Dec 28, 2026 – Jan 3, 2027": calendar days, never shifted by a time zone. */
export const dateRange = (start: unknown, end: unknown): string => {
  if (!isIso(start) || !isIso(end)) return '';
  if (start === end) return DAY_YEAR.format(utc(start));
  return start.slice(0, 4) === end.slice(0, 4)
    ? `${DAY.format(utc(start))} \u2013 ${DAY_YEAR.format(utc(end))}`
    : `${DAY_YEAR.format(utc(start))} \u2013 ${DAY_YEAR.format(utc(end))}`;
};

export const weekdayDate = (iso: unknown): string => (isIso(iso) ? WEEKDAY_DAY.format(utc(iso)) : '');

const unique = (list: string[]) => [...new Set(list)];

/**
 * What went wrong, in the tool's words. A ToolError arrives as "message (field: message)"; a call
 * the chat door refused arrives as the SDK's validation text, whose zod messages are picked out
 * (never the value sent, which may be 10,000 characters long).
 */
export const errorText = (output: unknown): string => {
  const text = typeof output === 'string' ? output : isRecord(output) && typeof output.message === 'string' ? output.message : null;
  if (text === null) return 'the tool failed';
  const refused = text.indexOf('Error message:');
  if (refused >= 0) {
    const messages = unique([...text.slice(refused).matchAll(/"message":\s*"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string));
    return messages.length ? messages.join(' ') : 'the input was not valid';
  }
  if (text.startsWith('Invalid input for tool')) return 'the input was not valid';
  // "The trip ends before it starts. (end_date: The trip ends before it starts.)" says it once.
  const open = text.lastIndexOf(' (');
  if (open > 0 && text.endsWith(')')) {
    const message = text.slice(0, open);
    const issues = text.slice(open + 2, -1).replace(/^[\w.]+: /, '');
    if (issues === message || issues.startsWith(`${message};`)) return message;
  }
  return text;
};

/** "Noir Leather Tote by Maison Vale — $89": a product as a reply lists it. */
export const productLine = (p: Record<string, unknown>) => {
  const name = String(p.product_name ?? p.item_name ?? p.name ?? 'an item');
  const brand = p.brand ? ` by ${String(p.brand)}` : '';
  const price = formatPrice(p.price);
  return `${name}${brand}${price ? ` — ${price}` : ''}`;
};

/** A numbered list of products, the first `max`. */
export const listOf = (items: Record<string, unknown>[], max = 6) =>
  items.slice(0, max).map((p, i) => `${i + 1}. ${productLine(p)}`).join('\n');
