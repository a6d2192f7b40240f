/**
 * Days named by their place in a month, which chrono-node does not read: "the last Thursday in May", "the first
 * Tuesday of June", "the second Monday of June" (one day, by the calendar's arithmetic: `nthWeekday`), and a
 * whole month said as the stay ("the month of September", "the whole of June", "all of July": its first to its
 * last day). The occurrence taken is the next one whose day is still to come from the conversation's clock.
 */
import type * as chrono from 'chrono-node';
import { daysInMonth, isoOf } from './calendar.js';
import { nthWeekday } from './holidays.js';

const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const ORDINALS: Readonly<Record<string, number>> = {
  first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5, last: -1, final: -1,
};

const isoToday = (context: chrono.ParsingContext) => context.reference.instant.toISOString().slice(0, 10);
const parts = (iso: string) => ({ year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) });

/** "the last Thursday in May", "first tuesday of june", "the 2nd Monday in June 2027". */
export const NTH_WEEKDAY_PATTERN = new RegExp(
  `\\b(?:the\\s+)?(${Object.keys(ORDINALS).join('|')})\\s+(mon|tue|wed|thu|fri|sat|sun)[a-z]*\\s+(?:of|in)\\s+(?:the\\s+month\\s+of\\s+)?${MONTH}(?:\\s+(20\\d\\d))?\\b`,
  'i',
);

/** The day an ordinal weekday of a month names, the next one still to come (or in the year said). */
export const nthWeekdayDay = (ordinal: string, weekdayName: string, monthName: string, today: string, year?: number): string | null => {
  const n = ORDINALS[ordinal.toLowerCase()];
  const day = WEEKDAYS.indexOf(weekdayName.slice(0, 3).toLowerCase());
  const month = monthOf(monthName);
  if (n === undefined || day < 0 || month < 1) return null;
  const thisYear = Number(today.slice(0, 4));
  for (const y of year ? [year] : [thisYear, thisYear + 1]) {
    const iso = nthWeekday(y, month, day, n);
    // A fifth weekday the month does not have runs into the next month: no such day.
    if (Number(iso.slice(5, 7)) !== month) continue;
    if (year || iso >= today) return iso;
  }
  return null;
};

/** "the month of September", "the whole of June", "all of July", "the entire month of May". */
export const WHOLE_MONTH_PATTERN = new RegExp(
  `\\b(?:(?:the\\s+)?(?:whole|entire|full)\\s+(?:month\\s+)?of\\s+|(?:the\\s+)?month\\s+of\\s+|all\\s+(?:of\\s+)?)${MONTH}(?:\\s+(20\\d\\d))?\\b`,
  'i',
);

/** The first and last day of the month named, the next one not yet over (or in the year said). */
export const wholeMonth = (monthName: string, today: string, year?: number): { start: string; end: string } => {
  const month = monthOf(monthName);
  const thisYear = Number(today.slice(0, 4));
  const y = year ?? (isoOf(thisYear, month, daysInMonth(thisYear, month)) < today ? thisYear + 1 : thisYear);
  return { start: isoOf(y, month, 1), end: isoOf(y, month, daysInMonth(y, month)) };
};

/** The chrono parsers of both. */
export const monthDayParsers = (): chrono.Parser[] => [
  {
    pattern: () => NTH_WEEKDAY_PATTERN,
    extract: (context, match) => {
      const iso = nthWeekdayDay(match[1]!, match[2]!, match[3]!, isoToday(context), match[4] ? Number(match[4]) : undefined);
      return iso ? context.createParsingResult(match.index!, match[0], parts(iso)) : null;
    },
  },
  {
    pattern: () => WHOLE_MONTH_PATTERN,
    extract: (context, match) => {
      const span = wholeMonth(match[1]!, isoToday(context), match[2] ? Number(match[2]) : undefined);
      return context.createParsingResult(match.index!, match[0], parts(span.start), parts(span.end));
    },
  },
];
