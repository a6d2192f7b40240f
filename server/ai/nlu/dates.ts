/**
 * Trip dates: chrono-node reads the dates and ranges, relative to the conversation's clock; a few
 * custom chrono parsers add what it lacks (weekends, "the first week of june", a day alone such as
 * "the 8th"), and durations ("ten days", "a fortnight", "three nights", "in three weeks' time") are
 * read from the clause's numbers and combined with the dates found. See README.md for the rules.
 */
import * as chrono from 'chrono-node';
import { addDays, addMonths, daysBetween, daysInMonth, isoOf, monthOf, weekday } from './calendar.js';
import { BESIDE_HOLIDAY_PATTERN, besideHoliday, HOLIDAY_PATTERN, holidaySpan, weekendAround } from './holidays.js';
import { nthWeekendOf, readWeekAfterNext } from './week-phrases.js';
import { endSaidBy, stayDaysIn } from './trip-ends.js';
import { dayOffsetsIn, shiftFrom, stayAround } from './anchored-dates.js';
import { monthDayParsers } from './month-days.js';
import type { NumberMention } from './numbers.js';
import type { DateSlot } from './types.js';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const monthIndex = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/** Days per duration unit. */
const UNIT_DAYS: Readonly<Record<string, number>> = { day: 1, days: 1, night: 1, nights: 1, week: 7, weeks: 7, fortnight: 14, fortnights: 14 };

/**
 * offset: a start that many days from today ("in three weeks' time"); shift: that many days after the
 * date it names ("a week on Friday", "a fortnight tomorrow"); else the trip's length.
 */
interface Duration { days: number; nights: boolean; offset: boolean; shift?: boolean; fromToday?: boolean; relative?: boolean; start: number; end: number }

/** "2 days before", "a day after the wedding": how far from another day, not how long the stay is. */
const RELATIVE_AFTER = /^\s+(?:before|after|earlier|later|ahead|beforehand|prior)\b/i;

/** After a length: it is counted on from a day said before ("a week later", "three days after"), not another event ("after the wedding"). */
const LATER_ON = /^\s+(?:later|after(?:\s+(?:that|this))?(?=\s*(?:$|[,.;:!?)–—-]|\s+(?:and|so|but|then)\b)))/i;

/** "the next three days", "the coming week": a length that starts today. */
const FROM_TODAY = /\b(?<!\bin\s)(?:the\s+)?(?:next|coming|following)\s+$/i;

/** "a week on friday", "two weeks tomorrow", "a week today": the day named, then that long after it (British English). */
const SHIFTED = /^\s+(?:on\s+(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|today|tomorrow)\b/i;

/** "ten days", "a fortnight", "3 nights", "in three weeks' time": from the clause's numbers and the unit after each. */
const readDurations = (text: string, numbers: readonly NumberMention[]): Duration[] => {
  const found: Duration[] = [];
  // "in three weeks' time", "2 weeks from today": a start that far from today.
  const unitAfter = (at: number) => /^\s*(days?|nights?|weeks?|fortnights?)\b(?:['’]s?)?(\s+(?:time|from\s+(?:today|now))\b)?/i.exec(text.slice(at));
  const isOffset = (start: number, timeWord: boolean) => timeWord || /\bin\s+(?:the\s+next\s+)?$/i.test(text.slice(Math.max(0, start - 14), start)) && !/\b(?:for|lasting)\s+$/i.test(text.slice(0, start));
  for (const n of numbers) {
    if (n.ordinal) continue;
    const unit = unitAfter(n.until);
    if (!unit) continue;
    const word = unit[1]!.toLowerCase();
    const end = n.until + unit[0].length;
    const shift = word.startsWith('week') && SHIFTED.test(text.slice(end)) && !/\bfor\s+$/i.test(text.slice(0, n.at));
    const fromToday = FROM_TODAY.test(text.slice(0, n.at)) && !isOffset(n.at, !!unit[2]);
    found.push({ days: n.value * UNIT_DAYS[word]!, nights: word.startsWith('night'), offset: isOffset(n.at, !!unit[2]), shift, fromToday, relative: RELATIVE_AFTER.test(text.slice(end)), start: n.at, end });
  }
  // "a week", "a fortnight", "fortnight", "a couple of weeks".
  for (const m of text.matchAll(/\b(?:(a|one|a couple of|a few)\s+)?(fortnight|week|weeks|day|days|night|nights)\b(?:['’]s?)?(\s+(?:time|from\s+(?:today|now))\b)?/gi)) {
    const word = m[2]!.toLowerCase();
    // A bare "week" opening the clause is a week's stay ("week in Vienna starting monday").
    if (!m[1] && word !== 'fortnight' && !(word === 'week' && /^[\s\p{P}]*$/u.test(text.slice(0, m.index)) && !/^\s+(?:of|commencing|beginning|starting|after|before|ending)\b/i.test(text.slice(m.index + m[0].length)))) continue;
    if (found.some((f) => m.index < f.end && f.start < m.index + m[0].length)) continue;
    const count = m[1]?.toLowerCase() === 'a couple of' ? 2 : m[1]?.toLowerCase() === 'a few' ? 3 : 1;
    const end = m.index + m[0].length;
    const shift = /^(?:week|fortnight)/i.test(word) && !!m[1] && SHIFTED.test(text.slice(end)) && !/\bfor\s+$/i.test(text.slice(0, m.index));
    found.push({ days: count * UNIT_DAYS[word]!, nights: word.startsWith('night'), offset: isOffset(m.index, !!m[3]), shift, relative: RELATIVE_AFTER.test(text.slice(end)), start: m.index, end });
  }
  return found.sort((a, b) => a.start - b.start);
};

const WEEKEND_ORDINALS: Readonly<Record<string, number>> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, last: -1, final: -1 };

/** A parser's pattern built on first use and kept: chrono asks for it on every text it reads (none is global, so none keeps a position). */
const once = (make: () => RegExp): (() => RegExp) => {
  let pattern: RegExp | undefined;
  return () => (pattern ??= make());
};
const MONTH_WORD = new RegExp(`\\b${MONTH_NAME}\\b`, 'i');

/** chrono's English parsers plus the ones it lacks. */
const withCustomParsers = (base: chrono.Chrono): chrono.Chrono => {
  const custom = base.clone();
  // Ranges are joined below, in text order: chrono's own joining swaps an end that comes before its
  // start ("the 28th to the 3rd" became the 3rd to the 28th) where the trip rolls into the next month.
  custom.refiners = custom.refiners.filter((r) => r.constructor.name !== 'ENMergeDateRangeRefiner');
  // Weekends: this/the coming one, next (a week on), after next (two weeks on): Saturday to Sunday.
  custom.parsers.push({
    pattern: () => /\b(?:(this|next|the|coming|the\s+coming)\s+)?weekend(?:\s+after\s+(next|this))?\b/i,
    extract: (context, match) => {
      const today = isoFromDate(context.reference.instant);
      const day = weekday(today);
      const saturday = day === 0 ? addDays(today, -1) : addDays(today, 6 - day);
      const weeks = (match[1]?.toLowerCase() === 'next' ? 1 : 0) + (match[2]?.toLowerCase() === 'next' ? 2 : match[2] ? 1 : 0);
      const start = addDays(saturday, 7 * weeks);
      return context.createParsingResult(match.index!, match[0], componentsOf(start), componentsOf(addDays(start, 1)));
    },
  });
  // Named holidays and school breaks ("over Easter", "Christmas", "the August bank holiday", "half-term"): the table in holidays.ts.
  custom.parsers.push({
    pattern: () => HOLIDAY_PATTERN,
    extract: (context, match) => {
      const today = isoFromDate(context.reference.instant);
      const span = holidaySpan(match[1]!, today, { weekend: /weekend/i.test(match[2] ?? ''), year: match[3] ? Number(match[3]) : undefined });
      if (!span) return null;
      return context.createParsingResult(match.index!, match[0], componentsOf(span.start), componentsOf(span.end));
    },
  });
  // "the week after Easter", "the weekend before the bank holiday": next to the holiday's span (holidays.ts).
  custom.parsers.push({
    pattern: () => BESIDE_HOLIDAY_PATTERN,
    extract: (context, match) => {
      const today = isoFromDate(context.reference.instant);
      const unit = match[1]!.toLowerCase() as 'week' | 'weekend';
      const side = match[2]!.toLowerCase() as 'before' | 'after';
      // The holiday whose week or weekend is still to come: this year's Easter may be past while the week after it is not.
      const first = holidaySpan(match[3]!, today);
      if (!first) return null;
      let span = besideHoliday(first, unit, side);
      if (span.end < today) {
        const next = holidaySpan(match[3]!, addDays(first.end, 1));
        if (!next) return null;
        span = besideHoliday(next, unit, side);
      }
      return context.createParsingResult(match.index!, match[0], componentsOf(span.start), componentsOf(span.end));
    },
  });
  // "a weekend in june", "a long weekend in march", "the last weekend of may": the weekend by its place in the month
  // (the first when none is said); a long weekend is its Friday to its Monday.
  custom.parsers.push({
    // The place may come between: "a long weekend in amsterdam in march".
    pattern: once(() => new RegExp(`\\b(?:(${Object.keys(WEEKEND_ORDINALS).join('|')})\\s+)?(long\\s+)?weekend(?:\\s+(?:in|at|to)\\s+[a-z'’-]+(?:\\s+[a-z'’-]+){0,2}?)?(?:\\s+(?:in|of|during)\\s+(?:early\\s+)?${MONTH_NAME}|\\s+(?:(?:in|of|during)\\s+)?(?:the\\s+)?(next|this)\\s+month)\\b`, 'i')),
    extract: (context, match) => {
      const today = isoFromDate(context.reference.instant);
      // "a long weekend next month": the month after today's; "this month": today's.
      const current = Number(today.slice(5, 7));
      const month = match[3] ? monthIndex(match[3]) : match[4]!.toLowerCase() === 'next' ? current % 12 + 1 : current;
      const n = WEEKEND_ORDINALS[match[1]?.toLowerCase() ?? 'first']!;
      // "a weekend this month" with no ordinal: this month's next weekend still to come.
      const thisMonths = match[4]?.toLowerCase() === 'this' && !match[1]
        ? [1, 2, 3, 4, 5].map((k) => nthWeekendOf(month, k, today)).find((w) => w?.start.startsWith(today.slice(0, 7)))
        : undefined;
      const weekend = thisMonths ?? nthWeekendOf(month, n, today);
      if (!weekend) return null;
      const long = !!match[2];
      return context.createParsingResult(match.index!, match[0], componentsOf(long ? addDays(weekend.start, -1) : weekend.start), componentsOf(long ? addDays(weekend.end, 1) : weekend.end));
    },
  });
  // "the last Thursday in May", "the month of September": days by their place in a month (month-days.ts).
  custom.parsers.push(...monthDayParsers());
  // "the week after next": chrono reads it as next week.
  custom.parsers.push({
    pattern: () => /\b(?:the\s+)?week\s+after\s+next\b/i,
    extract: (context, match) => {
      const week = readWeekAfterNext(match[0], isoFromDate(context.reference.instant))!;
      return context.createParsingResult(match.index!, match[0], componentsOf(week.start), componentsOf(week.end));
    },
  });
  // "the weekend of the 16th", "the weekend of june 13th": the weekend that day is in (or next to).
  custom.parsers.push({
    pattern: once(() => new RegExp(`\\bweekend\\s+of\\s+(?:the\\s+)?(?:(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+(?:of\\s+)?${MONTH_NAME})?|${MONTH_NAME}\\s+(\\d{1,2})(?:st|nd|rd|th)?)\\b`, 'i')),
    extract: (context, match) => {
      const day = Number(match[1] ?? match[4]);
      if (day < 1 || day > 31) return null;
      const today = isoFromDate(context.reference.instant);
      const named = match[2] ?? match[3];
      const [y, m] = today.split('-').map(Number) as [number, number];
      const candidates = named
        ? [y, y + 1].map((year) => isoOf(year, monthIndex(named), Math.min(day, daysInMonth(year, monthIndex(named)))))
        : [0, 1, 2].map((k) => addMonths(isoOf(y, m, 1), k)).map((first) => isoOf(Number(first.slice(0, 4)), Number(first.slice(5, 7)), Math.min(day, daysInMonth(Number(first.slice(0, 4)), Number(first.slice(5, 7))))));
      // Without a month, the day is one that falls on a weekend (Friday to Sunday) when one of the next months has it so.
      const ahead = candidates.filter((iso) => weekendAround(iso).end >= today);
      const onWeekend = named ? undefined : ahead.find((iso) => [5, 6, 0].includes(weekday(iso)));
      const day0 = onWeekend ?? ahead[0];
      const found = day0 ? weekendAround(day0) : undefined;
      return found ? context.createParsingResult(match.index!, match[0], componentsOf(found.start), componentsOf(found.end)) : null;
    },
  });
  // "the week of the 8th of june", "week commencing june 8": Monday to Sunday of the week that day is in.
  custom.parsers.push({
    // "the week of the 11th": a day alone is the next such day's month.
    pattern: once(() => new RegExp(`\\bweek\\s+(?:of|commencing|beginning|starting)\\s+(?:monday\\s+)?(?:the\\s+)?(?:(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_NAME}|${MONTH_NAME}\\s+(\\d{1,2})(?:st|nd|rd|th)?|(\\d{1,2})(?:st|nd|rd|th)(?!\\s*(?:of\\s+)?${MONTH_NAME}))\\b`, 'i')),
    extract: (context, match) => {
      const day = Number(match[1] ?? match[4] ?? match[5]);
      if (day < 1 || day > 31) return null;
      const today = isoFromDate(context.reference.instant);
      const month = match[5] ? Number(nextDayOfMonth(day, today).slice(5, 7)) : monthIndex(match[2] ?? match[3]!);
      const year = Number(today.slice(0, 4));
      const mondayOf = (iso: string) => addDays(iso, -((weekday(iso) + 6) % 7));
      const thisYear = mondayOf(isoOf(year, month, Math.min(day, daysInMonth(year, month))));
      const monday = addDays(thisYear, 6) >= today ? thisYear : mondayOf(isoOf(year + 1, month, Math.min(day, daysInMonth(year + 1, month))));
      return context.createParsingResult(match.index!, match[0], componentsOf(monday), componentsOf(addDays(monday, 6)));
    },
  });
  // "the first week of june", "the last week of may": days 1–7, or the month's last seven.
  custom.parsers.push({
    pattern: once(() => new RegExp(`\\b(first|1st|second|2nd|third|3rd|fourth|4th|last|final)\\s+week\\s+(?:of|in)\\s+${MONTH_NAME}\\b`, 'i')),
    extract: (context, match) => {
      const month = monthIndex(match[2]!);
      const today = isoFromDate(context.reference.instant);
      const [y, m] = today.split('-').map(Number) as [number, number];
      const year = month < m ? y + 1 : y;
      const which = match[1]!.toLowerCase();
      const last = daysInMonth(year, month);
      const first = which.startsWith('la') || which.startsWith('fi') && which !== 'first' ? last - 6 : 1 + 7 * (['first', '1st', 'second', '2nd', 'third', '3rd', 'fourth', '4th'].indexOf(which) >> 1);
      return context.createParsingResult(match.index!, match[0], { year, month, day: first }, { year, month, day: first + 6 });
    },
  });
  // A range of days with no month beside it ("going 5th-9th", "we're there 15-19"): its month is the
  // one the clause names elsewhere ("in mid-May"), else filled in later like a day alone. Bare numbers
  // count only where the clause names a month, so sizes, prices and counts stay what they are.
  custom.parsers.push({
    pattern: () => DAY_RANGE,
    extract: (context, match) => {
      const [from, to] = [Number(match[1]), Number(match[3])];
      const ordinal = !!(match[2] || match[4]);
      if (from < 1 || from > 31 || to < 1 || to > 31 || (!ordinal && from >= to)) return null;
      if (/\b(?:sizes?|uk|us|eu|aged?|ages|size)\s*$/i.test(context.text.slice(0, match.index))) return null;
      const named = MONTH_WORD.exec(context.text);
      if (!ordinal && !named) return null;
      const today = isoFromDate(context.reference.instant);
      const side = (day: number) => {
        const components = context.createParsingComponents({ day });
        if (named) {
          const month = monthIndex(named[1]!);
          const year = Number(today.slice(0, 4)) + (isoOf(Number(today.slice(0, 4)), month, Math.min(to, daysInMonth(Number(today.slice(0, 4)), month))) < today ? 1 : 0);
          components.assign('month', month);
          components.assign('year', year);
        } else {
          components.imply('month', Number(today.slice(5, 7)));
          components.imply('year', Number(today.slice(0, 4)));
        }
        return components;
      };
      return context.createParsingResult(match.index!, match[0], side(from), side(to));
    },
  });
  // A day whose month and year are implied from today until a later step names them.
  const dayOfMonthAlone = (context: Parameters<chrono.Parser['extract']>[0], match: RegExpMatchArray) => {
    const day = Number(match[1]);
    if (day < 1 || day > 31) return null;
    const components = context.createParsingComponents({ day });
    const today = isoFromDate(context.reference.instant);
    components.imply('month', Number(today.slice(5, 7)));
    components.imply('year', Number(today.slice(0, 4)));
    return components;
  };
  // A day of the month alone: "the 8th", "3rd". Its month is filled in later (a named month, the conversation's, or the next).
  custom.parsers.push({
    pattern: once(() => new RegExp(`(?<![\\w/])(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)\\b(?!\\s+(?:of\\s+)?${MONTH_NAME})`, 'i')),
    extract: dayOfMonthAlone,
  });
  // "I come back the 19", "leaving on the 3": a day without its suffix after a word of leaving or coming back.
  custom.parsers.push({
    pattern: () => /(?<=\b(?:back|return|returning|home|leave|leaving|arrive|arriving|until|till|til)\s+[,;]?\s*(?:on\s+)?)the\s+(\d{1,2})\b(?![.,/:]\d|\s*(?:%|st|nd|rd|th|days?|nights?|weeks?|kg|am|pm|people|of\s+us)\b)/i,
    extract: dayOfMonthAlone,
  });
  return custom;
};

/** The next date (today or later) that falls on this day of a month. */
const nextDayOfMonth = (day: number, today: string): string => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  for (let k = 0; k < 3; k++) {
    const first = addMonths(isoOf(y, m, 1), k);
    const [fy, fm] = first.split('-').map(Number) as [number, number];
    if (day <= daysInMonth(fy, fm) && isoOf(fy, fm, day) >= today) return isoOf(fy, fm, day);
  }
  return addMonths(isoOf(y, m, Math.min(day, daysInMonth(y, m))), 1);
};

/** Two days joined by a dash or "to", with no month right after them (chrono reads those itself). */
const DAY_RANGE = new RegExp(
  `(?<![\\w/$£€.,:–-])(?:the\\s+)?(\\d{1,2})(st|nd|rd|th)?\\s*(?:-|–|—|to|till|until|thru|through)\\s*(?:the\\s+)?(\\d{1,2})(st|nd|rd|th)?` +
  `(?![\\w/%:–-]|[.,]\\d|\\s*(?:days?|nights?|weeks?|quid|pounds?|dollars?|euros?|bucks|usd|gbp|eur|k|am|pm|people|of\\s+us)\\b)(?!\\s+(?:of\\s+)?${MONTH_NAME}\\b)`,
  'i',
);

/** "the end of May", "mid-June": a part of a month, only the month when the days themselves are said too. */
const PART_OF_MONTH = new RegExp(`^(?:the\\s+)?(?:(?:end|start|beginning|middle)\\s+of\\s+|early\\s+|mid[-\\s]?|late\\s+)${MONTH_NAME}$`, 'i');
/** "this weekend", "next weekend": a weekend named by when it is. */
const NAMED_WEEKEND = /^(?:this|next|the\s+coming|coming)\s+weekend[,;:.]?$/i;
/** A named holiday read as a span of its own. */
const HOLIDAY_ALONE = new RegExp(`^${HOLIDAY_PATTERN.source}$`, HOLIDAY_PATTERN.flags);

const isoFromDate = (date: Date): string => date.toISOString().slice(0, 10);
const componentsOf = (iso: string) => ({ year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) });

// chrono's en.GB reads "may 30" as May 2030; the casual parser reads it as the 30th. Day-first
// numeric dates ("24/5") are turned month-first before it reads them (see numericOrder).
let parser: chrono.Chrono | undefined;
const dateParser = () => (parser ??= withCustomParsers(chrono.en.casual));

/** Words that hint at a date, so a clause without any skips chrono. */
const DATE_HINT = new RegExp(`\\d|${MONTH_NAME}|\\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\\b|weekend|week|month|tomorrow|today|tonight|fortnight|night|day|year|christmas|easter`, 'i');

/**
 * "6/9 - 6/13" is month/day (13 is no month); "24/5" is day/month (24 is no month); when both read,
 * day/month, the way the shop's British English writes dates.
 */
const numericOrder = (text: string): 'dayFirst' | 'monthFirst' => {
  // "6/1 - 6/10", "03/07 to 07/07": two dates sharing one part share their month, so that part is it.
  const pair = [...text.matchAll(/\b(\d{1,2})\/(\d{1,2})\b/g)].slice(0, 2);
  if (pair.length === 2) {
    const [a, b] = pair as [RegExpExecArray, RegExpExecArray];
    if (Number(a[1]) === Number(b[1]) && Number(a[2]) !== Number(b[2]) && Number(a[1]) <= 12) return 'monthFirst';
    if (Number(a[2]) === Number(b[2]) && Number(a[1]) !== Number(b[1]) && Number(a[2]) <= 12) return 'dayFirst';
  }
  for (const m of text.matchAll(/\b(\d{1,2})\/(\d{1,2})\b/g)) {
    if (Number(m[2]) > 12 && Number(m[1]) <= 12) return 'monthFirst';
    if (Number(m[1]) > 12) return 'dayFirst';
  }
  return 'dayFirst';
};

/** "this week", "next week", "the coming week" as chrono's text for them: the days of that week still to come. */
const weekNamed = (text: string, today: string): { start: string; end: string } | null => {
  const m = /^(?:(?:the\s+)?(end|start|beginning|middle)\s+of\s+)?(?:the\s+)?(this|next|coming)\s+week$/i.exec(text.trim());
  if (!m) return null;
  const monday = addDays(today, -((weekday(today) + 6) % 7));
  const next = m[2]!.toLowerCase() !== 'this';
  const first = next ? addDays(monday, 7) : monday;
  // "the end of next week": its Friday to Sunday; "the start of next week": Monday to Wednesday.
  const part = m[1]?.toLowerCase();
  const [from, to] = part === 'end' ? [4, 6] : part === 'middle' ? [1, 3] : part ? [0, 2] : [0, 6];
  const start = addDays(first, from);
  return { start: start < today ? today : start, end: addDays(first, to) };
};

/** Words between a range and a weekend after it that stretch the stay over it: "and after I stay the", "then staying on for the". */
const STAYING_ON = /\b(?:after(?:wards)?|then|stay(?:ing)?(?:\s+on)?|extend(?:ing)?|plus|over)\b/i;

/** Words between two spans that make them one trip: "Christmas and New Year", "this weekend to the 3rd". */
const SPAN_JOINERS = new Set(['and', 'to', 'till', 'until', 'through', 'thru', '-', 'and through', 'right through', 'through to', 'into']);

/** Between an offset and the day after it, words that make the day what the offset comes to ("the day before, the 12", "2 days early, so the 21st"). */
const RESULT_OF_OFFSET = /^[\s,;:(–—-]*(?:(?:so|i\.?e\.?|that['’]?s|which\s+is|being|on|=)[\s,]*)*$/i;

/** Words between two dates that put the first in the second's place: "thursday not wednesday", "the 9th instead of the 8th". */
const PUT_RIGHT = /^[,;]?\s*(?:but\s+)?(?:not|instead\s+of|rather\s+than)(?:\s+on)?$/i;

interface Point { iso: string; monthKnown: boolean; dayKnown: boolean; weekdayKnown: boolean }

/** "a month from now", "two months later": chrono counts the day from today without marking it certain. */
const COUNTED = /\bfrom (?:now|today)\b|\blater\b|\bago\b|^in\s+(?:a|an|one|two|three|four|five|six|\d{1,2})\s+months?(?:['’]?\s+time)?$/i;

const pointOf = (c: chrono.ParsedComponents, text = ''): Point => ({
  iso: isoOf(c.get('year')!, c.get('month')!, c.get('day')!),
  monthKnown: c.isCertain('month') || COUNTED.test(text),
  dayKnown: c.isCertain('day') || c.isCertain('weekday') || COUNTED.test(text),
  weekdayKnown: c.isCertain('weekday'),
});

export interface DateReading {
  dates: DateSlot | null;
  /** A day of the stay named by its place in it ("the last night": -1), which is no date. */
  stayDay?: number;
  /** The character ranges the dates were read from (so their numbers are no prices, counts or positions). */
  spans: [number, number][];
}

/** Month and day as one number (May 30 → 530), to tell whether a day lies within a span. */
const monthDay = (c: chrono.ParsedComponents): number => (c.get('month') ?? 0) * 100 + (c.get('day') ?? 0);
const certainDay = (c: chrono.ParsedComponents): boolean => c.isCertain('day') && c.isCertain('month');

/**
 * "the wedding is on 30 May, I'm there 28 May to 1 June": a day said after "on", with its month, that lies
 * inside a span said outright beside it is an event's day, not the stay's start: only the span is read.
 * (An event's day beside days without their month is `event-stay.ts`'s, in the trips skill.)
 */
const withoutEventDay = (results: chrono.ParsedResult[], masked: string): chrono.ParsedResult[] => {
  if (results.length < 2) return results;
  const spanOf = (k: number): [number, number] | null => {
    const r = results[k]!;
    if (r.end && certainDay(r.start) && certainDay(r.end)) return [monthDay(r.start), monthDay(r.end)];
    const next = results[k + 1];
    if (!next || next.end || !certainDay(r.start) || !certainDay(next.start)) return null;
    const between = masked.slice(r.index + r.text.length, next.index).trim().toLowerCase();
    return between !== 'and' && SPAN_JOINERS.has(between) ? [monthDay(r.start), monthDay(next.start)] : null;
  };
  const inside = (day: number, [from, to]: [number, number]) => (from <= to ? from <= day && day <= to : day >= from || day <= to);
  for (let k = 0; k < results.length; k++) {
    const span = spanOf(k);
    if (!span) continue;
    const taken = new Set([results[k], results[k]!.end ? results[k] : results[k + 1]]);
    const events = results.filter((r) => !taken.has(r) && !r.end && certainDay(r.start) && (/^on\s/i.test(r.text) || /\bon\s+(?:the\s+)?$/i.test(masked.slice(0, r.index)))
      && inside(monthDay(r.start), span));
    if (events.length) return results.filter((r) => !events.includes(r));
  }
  return results;
};

/** Days of the month spelled as ordinals ("ninth", "twenty-first"), 1–31. */
const ORDINAL_WORDS: ReadonlyMap<string, number> = (() => {
  const units = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
  const teens = ['tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];
  const words = new Map<string, number>();
  units.forEach((w, k) => words.set(w, k + 1));
  teens.forEach((w, k) => words.set(w, k + 10));
  words.set('twentieth', 20).set('thirtieth', 30).set('thirty first', 31);
  units.forEach((w, k) => words.set(`twenty ${w}`, 21 + k));
  return words;
})();
const ordinalSuffix = (n: number) => (n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th');
/**
 * "from the tenth of August to the seventeenth": a spelled day that ends a range is written in digits ("… to the 17th"),
 * which chrono reads as the range's end (it reads a spelled day only before its month). Same length, every index kept.
 */
const RANGE_END_ORDINAL = new RegExp(String.raw`(\b(?:to|until|till|til|thru|through)\s+the\s+|[-–]\s*the\s+)((?:twenty|thirty)[\s-])?(${['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'thirtieth'].join('|')})\b(?!\s+(?:week|weekend|day|night|evening|morning|one|time|of\s+(?:us|them)))`, 'gi');
const rangeEndInDigits = (text: string): string =>
  text.replace(RANGE_END_ORDINAL, (all: string, lead: string, tens: string | undefined, unit: string) => {
    const n = ORDINAL_WORDS.get(`${tens ? `${tens.slice(0, -1).toLowerCase()} ` : ''}${unit.toLowerCase()}`);
    if (!n) return all;
    const digits = `${n}${ordinalSuffix(n)}`;
    return `${lead}${digits}${' '.repeat(all.length - lead.length - digits.length)}`;
  });

export const readDates = (text: string, numbers: readonly NumberMention[], today: string, referenceMonth?: string): DateReading => {
  // "a dinner on our final night", "the 2nd evening": a day of the stay, not yesterday or the 2nd of a month.
  const stayDays = stayDaysIn(text);
  const stayDay = stayDays[0]?.day;
  if (!DATE_HINT.test(text) && !HOLIDAY_PATTERN.test(text)) return { dates: null, spans: [], ...(stayDay === undefined ? {} : { stayDay }) };
  const durations = readDurations(text, numbers);
  let masked = text;
  for (const d of durations) masked = masked.slice(0, d.start) + ' '.repeat(d.end - d.start) + masked.slice(d.end);
  // "two days before", "the Tuesday after": days counted from another day of the conversation, not from today (below).
  const offsets = dayOffsetsIn(text).filter((o) => !stayDays.some((d) => o.at < d.until && d.at < o.until));
  for (const o of offsets) masked = masked.slice(0, o.at) + ' '.repeat(o.until - o.at) + masked.slice(o.until);
  // chrono reads "from 1 july" as one o'clock in July: the "from" adds nothing to a date, so it goes.
  masked = masked.replace(/\bfrom(?=\s+\d)/g, '    ');
  masked = rangeEndInDigits(masked);
  // "28.05 to 31.05": day.month pairs written with dots, as slashes (a lone "28.05" may be a price, so only a pair).
  // German and Nordic writing ends each with a dot too ("18.05.–21.05."): that dot goes (a space keeps every index).
  masked = masked.replace(/\b(\d{1,2})\.(\d{1,2})(\.?)(\s*(?:-|–|—|to|until|till|thru|through)\s*)(\d{1,2})\.(\d{1,2})(\.?)(?!\d)/gi,
    (all: string, d1: string, m1: string, dot1: string, join: string, d2: string, m2: string, dot2: string) => (Number(m1) <= 12 && Number(m2) <= 12 && Number(d1) <= 31 && Number(d2) <= 31
      ? `${d1}/${m1}${dot1 ? ' ' : ''}${join}${d2}/${m2}${dot2 ? ' ' : ''}` : all));
  // "10. to 14. May", "4. - 8. June": a day written with an ordinal dot (German, Nordic) before its month or a range to it.
  masked = masked.replace(new RegExp(`\\b(\\d{1,2})\\.(?=\\s*(?:(?:-|–|—|to|until|till)\\s*\\d{1,2}\\.?\\s+)?${MONTH_NAME}\\b)`, 'gi'), '$1 ');
  // "03.07.2026": day, month and year with dots, as slashes (read day first below).
  masked = masked.replace(/\b(\d{1,2})\.(\d{1,2})\.(20\d\d)\b/g, (all: string, d: string, m: string, y: string) => (Number(m) <= 12 && Number(d) <= 31 ? `${d}/${m}/${y}` : all));
  // A lone day.month is a date when it ends in its own dot ("on 23.05.") or follows a word of when ("back 30.05"); else it may be a price.
  masked = masked.replace(/\b(\d{1,2})\.(\d{1,2})\.(?!\d)/g, (all: string, d: string, m: string) => (Number(m) <= 12 && Number(d) <= 31 ? `${d}/${m} ` : all));
  masked = masked.replace(/(\b(?:on|from|until|till|til|by|back|returning|return|leaving|leave)\s+)(\d{1,2})\.(\d{1,2})\b(?![.\d])/gi,
    (all: string, cue: string, d: string, m: string) => (Number(m) <= 12 && Number(d) <= 31 ? `${cue}${d}/${m}` : all));
  // "30/5-2/6": two numeric dates joined by a bare dash are read apart (start and end), the dash a space.
  masked = masked.replace(/\b(\d{1,2}\/\d{1,2})-(?=\d{1,2}\/\d{1,2}\b)/g, '$1 ');
  // Weekday shorthands chrono does not know ("weds", "thurs", "tues"), as ones it does, padded to keep every index.
  masked = masked.replace(/\b(weds|thurs|tues)\b/gi, (w) => `${w.slice(0, 3)}${' '.repeat(w.length - 3)}`);
  // "Wednesday week", "friday week" (British): that weekday a week on. The word "week" goes; the day is moved below.
  const weekOn = new Set<number>();
  masked = masked.replace(/\b((?:mon|tue|tues|wed|wednes|thu|thur|thurs|fri|sat|satur|sun)(?:day)?)(\s+week)\b(?!\s+(?:of|after|before|end|commencing|starting|beginning|from|on)\b)(?!['’])/gi,
    (_all: string, day: string, week: string, at: number) => {
      weekOn.add(at + day.length);
      return `${day}${' '.repeat(week.length)}`;
    });
  if (numericOrder(masked) === 'dayFirst') masked = masked.replace(/\b(\d{1,2})(\/)(\d{1,2})\b/g, (_, d: string, sep: string, m: string) => `${m}${sep}${d}`);
  const instant = new Date(`${today}T12:00:00Z`);
  const parsed = dateParser().parse(masked, { instant, timezone: 0 }, { forwardDate: true });
  // "a weekend away in Bruges 29-31 May": a bare "weekend" beside a range of days says what kind of
  // trip it is, not which weekend ("Friday for the weekend" still ends on the Sunday: no range there).
  const ranged = parsed.some((r) => r.end && (r.end.isCertain('day') || r.end.isCertain('weekday')));
  // "under 150 a piece": chrono reads "150 a" as a clock time (1:50 am); an article is no "am", and no date is there.
  // "pool in the day, dinners at night": a time of day, not tomorrow; "a boat trip on one of the days": some day of the stay.
  const timed = parsed.filter((r) => !/^\d{1,4}\s+[ap]$/i.test(r.text.trim()) && !/^(?:in\s+|during\s+)?the\s+days?$/i.test(r.text.trim()));
  // "a long weekend in Bruges starting friday 15 may": beside a day said with its month, a bare weekend
  // is the stay's kind too — it starts that day and lasts to the Sunday (a long one to the Monday).
  const bareWeekend = (r: chrono.ParsedResult) => /^(?:the\s+|a\s+)?weekend$/i.test(r.text.trim());
  const datedDay = timed.some((r) => !bareWeekend(r) && r.start.isCertain('day') && r.start.isCertain('month'));
  const weekendKind = !ranged && datedDay && timed.some(bareWeekend) ? (/\blong\s+weekend\b/i.test(text) ? 'long' : 'weekend') : null;
  // "10 days from the 15th, meetings and a weekend off": beside a day and a length, a bare weekend is part of the stay.
  const lengthSaid = durations.some((d) => !d.offset && !d.shift && !d.relative);
  const kindOnly = lengthSaid && timed.some((r) => !bareWeekend(r) && r.start.isCertain('day'));
  // "6 to 8 May, and after I stay the weekend": a range stretched over the weekend after it.
  const rangeEnd = ranged ? timed.find((r) => r.end && (r.end.isCertain('day') || r.end.isCertain('weekday'))) : undefined;
  const weekendAfter = rangeEnd && timed.find((r) => bareWeekend(r) && r.index > rangeEnd.index
    && STAYING_ON.test(masked.slice(rangeEnd.index + rangeEnd.text.length, r.index)));
  const read = ranged || weekendKind || kindOnly ? timed.filter((r) => !bareWeekend(r)) : timed;
  // "we're staying til the 8th now": "now" says the plan changed, not that the stay ends today.
  const results = withoutEventDay(read, masked).filter((r) => !stayDays.some((d) => r.index < d.until && d.at < r.index + r.text.length) && !/^(?:right\s+)?now$/i.test(r.text.trim()));
  /** Where the date read as the end was said (a stay's start after an event's day: "… on the 23rd, staying 3 nights from the 22nd"). */
  let secondAt: number | undefined;
  /** The chrono result read as the end, when a second date was. */
  let secondResult: chrono.ParsedResult | undefined;
  /** A week named ("next week"), whose weekdays said after it are its own ("next week mon-wed"). */
  let weekRead: { start: string; end: string } | undefined;

  let monthOnly: string | undefined;
  let start: Point | undefined;
  let end: Point | undefined;
  let startResult: chrono.ParsedResult | undefined;
  /** The end so far is the first date's own (a holiday, a weekend), not a second date's. */
  let spanEnd = false;
  /** The last day of a holiday that weekdays said next are placed around. */
  let aroundHoliday: string | undefined;
  for (const r of results) {
    // "this week" (today to Sunday), "next week" (Monday to Sunday): chrono gives one day of it.
    const week = weekNamed(r.text, today);
    const known = { monthKnown: true, dayKnown: true, weekdayKnown: false };
    const read0 = week ? { iso: week.start, ...known } : pointOf(r.start, r.text);
    const s = weekOn.has(r.index + r.text.trimEnd().length) && read0.weekdayKnown ? { ...read0, iso: addDays(read0.iso, 7) } : read0;
    // chrono's own "next weekend" gives the Saturday alone: a weekend is Saturday and Sunday.
    const weekendEnd = !r.end && /weekend/i.test(r.text) && weekday(s.iso) === 6 ? { ...s, iso: addDays(s.iso, 1) } : undefined;
    const rEnd = week ? { iso: week.end, ...known } : r.end ? pointOf(r.end) : weekendEnd;
    if (!s.dayKnown && s.monthKnown && !rEnd) {
      monthOnly ??= monthOf(s.iso);
      continue;
    }
    if (!s.dayKnown && !s.monthKnown) continue;
    if (weekRead && start && s.weekdayKnown && !r.start.isCertain('month')) {
      const monday = addDays(weekRead.end, -((weekday(weekRead.end) + 6) % 7));
      const inWeek = (iso: string) => addDays(monday, (weekday(iso) + 6) % 7);
      start = { ...s, iso: inWeek(s.iso) };
      end = rEnd ? { ...rEnd, iso: inWeek(rEnd.iso) } : undefined;
      startResult = r;
      spanEnd = false;
      weekRead = undefined;
      continue;
    }
    if (week && !start) weekRead = week;
    // "the end of May (26th–31st)": beside the days themselves, a part of the month is only their month.
    if (PART_OF_MONTH.test(r.text.trim()) && results.some((o) => o !== r && o.start.isCertain('day') && !PART_OF_MONTH.test(o.text.trim()))) {
      monthOnly ??= monthOf(s.iso);
      continue;
    }
    // "christmas in Vienna, dec 23 to dec 27": a range said outright stands over the holiday named beside it.
    const outright = r.start.isCertain('day') && r.start.isCertain('month') && !HOLIDAY_ALONE.test(r.text.trim());
    // "Thanksgiving in Boston, Wed to Sunday": weekdays beside a holiday are the days around it, the
    // first on or before it starts, the next on or after it ends.
    // So are weekdays beside a weekend named ("this weekend, from saturday until wednesday": 25–29 April).
    const holidayBefore = start && spanEnd && startResult && (HOLIDAY_ALONE.test(startResult.text.trim()) || NAMED_WEEKEND.test(startResult.text.trim())) && end;
    const besideSpan = holidayBefore ? masked.slice(startResult!.index + startResult!.text.length, r.index) : '';
    // "this weekend, back monday": a weekday said as the return is the day on or after the span ends.
    if (holidayBefore && s.weekdayKnown && !r.start.isCertain('month') && endSaidBy(besideSpan) === 'return') {
      let last = end!.iso;
      while (weekday(last) !== weekday(s.iso)) last = addDays(last, 1);
      end = { ...s, iso: last };
      spanEnd = false;
      continue;
    }
    // "LA this weekend, beach and a dinner sat night", "Easter weekend, a brunch on the Sunday": one weekday inside the span
    // named, said with no word of leaving, is a day of the stay (an event's), not where it starts.
    if (holidayBefore && s.weekdayKnown && !r.end && !r.start.isCertain('month') && !endSaidBy(besideSpan) && !SPAN_JOINERS.has(besideSpan.trim().toLowerCase())
      && !/\bfrom\s*$/i.test(besideSpan) && !/^\s*(?:-|–|to|until|till|til|thru|through)\b/i.test(masked.slice(r.index + r.text.length))
      && [0, 1, 2, 3, 4, 5, 6].some((k) => addDays(start!.iso, k) <= end!.iso && weekday(addDays(start!.iso, k)) === weekday(s.iso))) continue;
    if (holidayBefore && s.weekdayKnown && !r.start.isCertain('month') && !SPAN_JOINERS.has(besideSpan.trim().toLowerCase())) {
      const wanted = weekday(s.iso);
      let first = start!.iso;
      while (weekday(first) !== wanted) first = addDays(first, -1);
      aroundHoliday = end!.iso;
      start = { ...s, iso: first };
      end = undefined;
      startResult = r;
      spanEnd = false;
      continue;
    }
    if (aroundHoliday && start && !end && s.weekdayKnown && !r.start.isCertain('month')) {
      const wanted = weekday(s.iso);
      let last = aroundHoliday;
      while (weekday(last) !== wanted) last = addDays(last, 1);
      end = { ...s, iso: last };
      continue;
    }
    if (start && outright && spanEnd && startResult && HOLIDAY_ALONE.test(startResult.text.trim())
      && !SPAN_JOINERS.has(masked.slice(startResult.index + startResult.text.length, r.index).trim().toLowerCase())) {
      start = s;
      startResult = r;
      end = rEnd;
      spanEnd = !!rEnd;
      continue;
    }
    // "out on the 26th of October for 5 nights, it's half term": a holiday named after days said outright is what they are, not an end.
    if (start && startResult && certainDay(startResult.start) && HOLIDAY_ALONE.test(r.text.trim())
      && !SPAN_JOINERS.has(masked.slice(startResult.index + startResult.text.length, r.index).trim().toLowerCase())) continue;
    if (!start) {
      start = s;
      startResult = r;
      if (rEnd) end = rEnd;
      spanEnd = !!rEnd;
    } else if (startResult && (!end || spanEnd)) {
      const between = masked.slice(startResult.index + startResult.text.length, r.index).trim().toLowerCase();
      // Two dates in one clause are its start and end ("the 20th and back on the 27th", "saturday, back
      // wednesday"), unless they are alternatives ("the 3rd or the 4th"); the end of a span read as one
      // ("Christmas", "this weekend") moves on only when the words join them ("over Christmas and New Year",
      // "from this weekend until the 3rd"). The second's own end, when it has one, is the trip's.
      // "leaving thursday not wednesday": the second is the date put right, not the end.
      if (!end ? !/\b(?:or|either)\b/.test(between) && !PUT_RIGHT.test(between) : SPAN_JOINERS.has(between)) {
        end = rEnd ?? s;
        secondAt = r.index;
        secondResult = r;
      }
      spanEnd = false;
    }
  }

  // Which end of the stay each date was said as. "back from Lisbon on the 10th, flying out on the 6th" says the return first.
  const firstEnd = startResult ? endSaidBy(text.slice(0, startResult.index)) : null;
  const secondEnd = startResult && secondResult ? endSaidBy(text.slice(startResult.index + startResult.text.length, secondResult.index)) : null;
  if (start && end && secondResult && firstEnd === 'return' && secondEnd !== 'return') [start, end] = [end, start];
  /** One date said as one end of the stay ("back on Sunday", "leaving the 8th"), the other end left unsaid. */
  const oneEnd = start && !end && !secondResult ? firstEnd : null;
  // "returning a week later": the return counted from the departure, not from today.
  const returnAfter = durations.find((d) => d.relative && LATER_ON.test(text.slice(d.end))
    && endSaidBy(text.slice(startResult && startResult.index < d.start ? startResult.index + startResult.text.length : 0, d.start)) === 'return');

  // A day whose month was not said: the month named in the clause, else the end's, else the conversation's, else the next such day.
  const fillMonth = (p: Point | undefined, fallbackMonth?: string): Point | undefined => {
    if (!p || p.monthKnown || p.weekdayKnown) return p;
    const day = Number(p.iso.slice(8, 10));
    const month = monthOnly ?? fallbackMonth ?? referenceMonth;
    if (month) {
      const [y, m] = month.split('-').map(Number) as [number, number];
      return { ...p, iso: isoOf(y, m, Math.min(day, daysInMonth(y, m))), monthKnown: true };
    }
    const iso = p.iso < today ? addMonths(p.iso, 1) : p.iso;
    return { ...p, iso };
  };
  end = fillMonth(end);
  const startBefore = start;
  start = fillMonth(start, end?.monthKnown ? monthOf(end.iso) : undefined);
  // "on the 28th and back on May 2nd": a start given its month by the end is the month that keeps it before the end.
  if (startBefore && start && end && !startBefore.monthKnown && !monthOnly && !referenceMonth && start.iso > end.iso) {
    const earlier = addMonths(start.iso, -1);
    if (earlier >= today) start = { ...start, iso: earlier };
  }
  if (start && end && !end.monthKnown && !end.weekdayKnown && end.iso.slice(0, 7) !== start.iso.slice(0, 7)) {
    // An end day without its month is the first such day on or after the start ("28th dec till the 3rd": 3 January).
    const [y, m] = start.iso.split('-').map(Number) as [number, number];
    const day = Number(end.iso.slice(8));
    const inStartMonth = isoOf(y, m, Math.min(day, daysInMonth(y, m)));
    end = { ...end, iso: inStartMonth >= start.iso ? inStartMonth : addMonths(inStartMonth.slice(0, 8) + String(day).padStart(2, '0'), 1) };
  }
  // "a week on friday": the friday read, then a week after it.
  const shift = durations.find((d) => d.shift);
  if (start && shift) start = { ...start, iso: addDays(start.iso, shift.days) };
  // chrono reads "thursday to sunday next week" as this Thursday to next Sunday: a weekday range spans under a week.
  if (start && end && start.weekdayKnown && daysBetween(start.iso, end.iso) > 6) {
    let iso = start.iso;
    while (daysBetween(iso, end.iso) > 6) iso = addDays(iso, 7);
    start = { ...start, iso };
  }
  // An end before its start rolls forward: a week for a weekday ("tuesday till thursday"), a month
  // when its month was not said, else a year.
  if (start && end && end.iso < start.iso && end.weekdayKnown) {
    while (end.iso < start.iso) end = { ...end, iso: addDays(end.iso, 7) };
  }
  if (start && end && end.iso < start.iso) {
    end = { ...end, iso: addMonths(end.iso, end.monthKnown && !(end.dayKnown && !start.monthKnown) ? 12 : 1) };
    if (end.iso < start.iso) end = { ...end, iso: addMonths(end.iso, 12) };
  }

  // "2 days early" is an offset (above), not the stay's length.
  const notOffset = (d: Duration) => !offsets.some((o) => d.start < o.until && o.at < d.end);
  const length = durations.find((d) => !d.offset && !d.shift && !d.relative && notOffset(d));
  const offset = durations.find((d) => d.offset && !d.relative && notOffset(d));
  // "graduation on Saturday the 23rd, arriving two days before and staying until the Tuesday after": the one day said
  // is the anchor the offsets count from; a day said right after an offset is what it comes to ("the day before, the 12").
  // A holiday's days are an anchor too: "Thanksgiving, the Tuesday before through Sunday" starts on the Tuesday before it.
  const holidaySpanRead = !!(start && end && end.iso !== start.iso && startResult && HOLIDAY_ALONE.test(startResult.text.trim()));
  const counted = start && startResult && (!end || end.iso === start.iso || holidaySpanRead)
    ? offsets.filter((o) => !(o.until <= startResult.index && RESULT_OF_OFFSET.test(text.slice(o.until, startResult.index)))) : [];
  if (start && end && holidaySpanRead && counted.length) {
    const before = counted.find((o) => o.dir < 0);
    const after = [...counted].reverse().find((o) => o.dir > 0);
    if (before) start = { ...start, iso: shiftFrom(start.iso, before) };
    if (after) end = { ...end, iso: shiftFrom(end.iso, after) };
  } else if (start && counted.length) {
    const anchor = start.iso;
    // A length said beside them is counted below, from the start they give.
    const stay = stayAround(anchor, length ? counted.filter((o) => o.dir < 0) : counted);
    start = { ...start, iso: stay.start };
    end = stay.end && !(length && stay.end === anchor) ? { ...start, iso: stay.end } : undefined;
  }
  // A length with two single days, the second said as when the stay starts ("the wedding is on the
  // 23rd and I'm staying 3 nights from the 22nd"): the first is an event's day, the second the start.
  if (length && start && end && secondAt !== undefined && !end.weekdayKnown && /\b(?:from|starting|arriving|beginning|landing)\s+(?:on\s+)?(?:the\s+)?$/i.test(text.slice(0, secondAt))) {
    // The stay's day without its month is in the event's month ("the 22nd" beside "the 23rd of May").
    start = end.monthKnown ? end : { ...end, iso: `${start.iso.slice(0, 8)}${end.iso.slice(8)}` };
    end = undefined;
  }
  // "in two weeks' time, fri to sun": those weekdays in the week nearest that many days from today.
  if (offset && start?.weekdayKnown && !start.monthKnown) {
    const weeks = Math.round(daysBetween(start.iso, addDays(today, offset.days)) / 7);
    start = { ...start, iso: addDays(start.iso, 7 * weeks) };
    if (end) end = { ...end, iso: addDays(end.iso, 7 * weeks) };
  }
  if (weekendAfter && start && end) {
    let sunday = end.iso;
    while (weekday(sunday) !== 0) sunday = addDays(sunday, 1);
    end = { ...end, iso: sunday };
  }
  if (weekendKind && start && !end && !length) {
    let last = start.iso;
    while (weekday(last) !== 0) last = addDays(last, 1);
    end = { ...start, iso: weekendKind === 'long' ? addDays(last, 1) : last };
  }
  if (!start && offset) start = { iso: addDays(today, offset.days), monthKnown: true, dayKnown: true, weekdayKnown: false };
  if (!start && length?.fromToday) start = { iso: today, monthKnown: true, dayKnown: true, weekdayKnown: false };
  if (start && !end && returnAfter) end = { ...start, iso: addDays(start.iso, returnAfter.days) };
  const slot: DateSlot = {};
  // "back on the 12th after five nights away": the length counts back from the return.
  if (oneEnd === 'return' && start && !end && length) {
    end = start;
    start = { ...start, iso: addDays(start.iso, -(length.nights ? length.days : length.days - 1)) };
  } else if (oneEnd && !length) slot.said = oneEnd;
  if (start) slot.start = start.iso;
  if (start && end) {
    slot.end = end.iso;
    slot.days = daysBetween(start.iso, end.iso) + 1;
    // A length with a span read as one ("the week after next for five days", "christmas for a week"): the length, from its start.
    if (spanEnd && length) {
      const span = length.nights ? length.days : length.days - 1;
      slot.end = addDays(start.iso, span);
      slot.days = span + 1;
    }
  } else if (start && length) {
    const span = length.nights ? length.days : length.days - 1;
    slot.end = addDays(start.iso, span);
    slot.days = span + 1;
  } else if (length) slot.days = length.nights ? length.days + 1 : length.days;
  if (!start && monthOnly) slot.month = monthOnly;
  if (!start && returnAfter) slot.returnAfter = returnAfter.days;
  // Offsets with no day of this message to count from ("we get there the night before"): the trip's own days are their anchor.
  if (!start && !returnAfter && offsets.length) slot.fromAnchor = offsets.map(({ dir, days, weekday: day }) => ({ dir, ...(day === undefined ? { days: days ?? 1 } : { weekday: day }) }));
  const spans: [number, number][] = [
    ...durations.map((d): [number, number] => [d.start, d.end]),
    // An event's day left out of the stay is still a date, never a number for another reader.
    ...read.map((r): [number, number] => [r.index, r.index + r.text.length]),
  ];
  return { dates: Object.keys(slot).length ? slot : null, spans, ...(stayDay === undefined ? {} : { stayDay }) };
};

