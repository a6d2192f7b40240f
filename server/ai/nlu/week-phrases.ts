/**
 * Weeks and weekends that chrono-node does not read: "the week after next" (chrono reads it as next
 * week), and "the first weekend of May", "the last weekend in June", "the second weekend of july": a weekend
 * named by its place in a month, which chrono-node does not read (it takes the bare "weekend" as the
 * coming one). A weekend is a Saturday and the Sunday after it; the first weekend is the month's
 * first Saturday, the last is its last Saturday. The month is the next one to come from the
 * conversation's clock (this month while that weekend is still ahead). Pure; readers of their own,
 * beside dates.ts, for the trips skill.
 */
import { addDays, daysInMonth, isoOf, weekday } from './calendar.js';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const ORDINALS: Readonly<Record<string, number>> = {
  first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, last: -1, final: -1,
};

const PATTERN = new RegExp(
  String.raw`\b(${Object.keys(ORDINALS).join('|')})\s+weekend\s+(?:of|in)\s+(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b`,
  'i',
);

/** The Saturday of the nth (or last, n = -1; the middle one, n = 0) weekend of a month, or null when the month has no such weekend. */
const saturdayOf = (year: number, month: number, n: number): string | null => {
  if (n === -1) {
    const lastDay = isoOf(year, month, daysInMonth(year, month));
    return addDays(lastDay, -((weekday(lastDay) + 1) % 7));
  }
  // n = 0: the middle weekend, the first Saturday on or after the 15th.
  const first = isoOf(year, month, n === 0 ? 15 : 1);
  const saturday = addDays(first, (6 - weekday(first) + 7) % 7 + 7 * Math.max(0, n - 1));
  return Number(saturday.slice(5, 7)) === month ? saturday : null;
};

export interface MonthWeekend { start: string; end: string }

/** A month's nth weekend (-1 the last) still to come (its Sunday today or later), this year or next. */
export const nthWeekendOf = (month: number, n: number, today: string): MonthWeekend | null => {
  const year = Number(today.slice(0, 4));
  for (const y of [year, year + 1]) {
    const saturday = saturdayOf(y, month, n);
    if (saturday && addDays(saturday, 1) >= today) return { start: saturday, end: addDays(saturday, 1) };
  }
  return null;
};

/** The weekend a clause names by its place in a month, or null. `today`: YYYY-MM-DD. */
export const readMonthWeekend = (text: string, today: string): MonthWeekend | null => {
  const m = PATTERN.exec(text);
  if (!m) return null;
  return nthWeekendOf(MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase()) + 1, ORDINALS[m[1]!.toLowerCase()]!, today);
};

/**
 * A weekend in a part of a month ("a weekend at the end of May", "early June"): its first weekend, the
 * one that starts on or after the 15th, or its last.
 */
export const weekendInPart = (p: MonthPart, today: string): MonthWeekend | null =>
  nthWeekendOf(p.month, p.part === 'start' ? 1 : p.part === 'end' ? -1 : 0, today);

const WEEK_AFTER_NEXT = /\b(?:the\s+)?week\s+after\s+next\b/i;

/** "the week after next": Monday to Sunday of the week two weeks on from this one. */
export const readWeekAfterNext = (text: string, today: string): MonthWeekend | null => {
  if (!WEEK_AFTER_NEXT.test(text)) return null;
  const monday = addDays(today, -((weekday(today) + 6) % 7));
  const start = addDays(monday, 14);
  return { start, end: addDays(start, 6) };
};

const MONTH_PART = new RegExp(
  String.raw`\b(early|beginning of|start of|the start of|mid|middle of|the middle of|late|end of|the end of)[\s-]+(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|(?:the|this|next)\s+month)\b`,
  'i',
);

export interface MonthPart { part: 'start' | 'middle' | 'end'; month: number }

/**
 * "early June", "mid-July", "the end of May", "the end of the month", "early next month": which part of
 * which month (the days are the caller's to place). "the/this month" is today's, "next month" the one after.
 */
export const readMonthPart = (text: string, today: string): MonthPart | null => {
  const m = MONTH_PART.exec(text);
  if (!m) return null;
  const word = m[1]!.toLowerCase();
  const part = /mid|middle/.test(word) ? 'middle' : /late|end/.test(word) ? 'end' : 'start';
  const named = m[2]!.toLowerCase();
  const current = Number(today.slice(5, 7));
  const month = named.endsWith('month') ? (named.startsWith('next') ? current % 12 + 1 : current) : MONTHS.indexOf(named.slice(0, 3)) + 1;
  return { part, month };
};

const MONTH_SPAN = new RegExp(
  String.raw`\b(early|mid|late)[\s-]*(?:to|–|-|till|until|through|into)[\s-]*(mid|late|the\s+end\s+of|end\s+of)[\s-]+(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b`,
  'i',
);

/** The first day of a part of a month, and the last: early 1–10, mid 15–20, late 21 to the month's end. */
const PART_START = { early: 1, mid: 15, late: 21 } as const;

/**
 * "mid to late June", "early-to-mid July": the stay from the first part's start to the second
 * part's end, in the next such month not yet over.
 */
export const readMonthSpan = (text: string, today: string): MonthWeekend | null => {
  const m = MONTH_SPAN.exec(text);
  if (!m) return null;
  const from = m[1]!.toLowerCase() as keyof typeof PART_START;
  const to = m[2]!.toLowerCase();
  const month = MONTHS.indexOf(m[3]!.slice(0, 3).toLowerCase()) + 1;
  const year = Number(today.slice(0, 4));
  for (const y of [year, year + 1]) {
    const end = isoOf(y, month, to === 'mid' ? 20 : daysInMonth(y, month));
    const start = isoOf(y, month, PART_START[from]);
    if (start > today) return { start, end };
  }
  return null;
};

/**
 * A stay of `days` in that part of the month, the next such month to come: from the 1st, from the
 * 15th, or ending on the month's last day.
 */
export const placeInMonth = (p: MonthPart, days: number, today: string): MonthWeekend => {
  const year = Number(today.slice(0, 4));
  for (const y of [year, year + 1]) {
    const last = daysInMonth(y, p.month);
    const startDay = p.part === 'start' ? 1 : p.part === 'middle' ? 15 : Math.max(1, last - days + 1);
    const start = isoOf(y, p.month, startDay);
    if (addDays(start, days - 1) >= today) return { start: start < today ? today : start, end: addDays(start, days - 1) };
  }
  const start = isoOf(year + 1, p.month, 1);
  return { start, end: addDays(start, days - 1) };
};
