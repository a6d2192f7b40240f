/**
 * Days said relative to another day of the conversation rather than to today: "two days before", "the day
 * after", "the night before", "3 days early", "the Tuesday after", "the Thursday before", "the following
 * Sunday". chrono reads none of them against the day they hang on (it counts "Tuesday" from today), so they
 * are read here as offsets — a direction and either a count of days or a weekday — and resolved by one step
 * of date arithmetic (`shiftFrom`) against their anchor: the one date the message says (an event's day, the
 * stay's start), else the trip the conversation planned. A stay holds the day it is counted from, so an
 * offset before it is the stay's start and one after it the stay's end. Pure.
 */
import { addDays, weekday } from './calendar.js';
import { HOLIDAY_PATTERN } from './holidays.js';

export interface DayOffset {
  /** -1 before the anchor (the stay's start), 1 after it (the stay's end). */
  dir: -1 | 1;
  /** That many days from the anchor… */
  days?: number;
  /** …or the nearest such weekday (0 Sunday … 6 Saturday) strictly before or after it. */
  weekday?: number;
  at: number;
  until: number;
}

const COUNTS: Readonly<Record<string, number>> = {
  the: 1, a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, couple: 2, few: 3,
};
const UNIT_DAYS: Readonly<Record<string, number>> = { day: 1, night: 1, week: 7, fortnight: 14 };
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

const COUNT = String.raw`(\d{1,2}|the|an?|one|two|three|four|five|six|seven|eight|nine|ten|a\s+couple\s+of|a\s+few)`;
const UNIT = String.raw`(days?|nights?|weeks?|fortnights?)`;
const BEFORE = String.raw`before(?:hand)?|earlier|early|prior|ahead`;
const AFTER = String.raw`after(?:wards)?|later`;
const WEEKDAY = String.raw`(mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?`;
/** What may not follow: "the day after tomorrow", "the week after next" are chrono's, counted from today. */
const NOT_FROM_TODAY = String.raw`(?!\s+(?:tomorrow|yesterday|today|next|this)\b)`;

const OFFSET = new RegExp(
  String.raw`\b${COUNT}\s+${UNIT}\s+(${BEFORE}|${AFTER})\b${NOT_FROM_TODAY}` +
  String.raw`|\b(?:the\s+)?${WEEKDAY}\s+(before|after)\b${NOT_FROM_TODAY}` +
  String.raw`|\bthe\s+(?:following|next)\s+(?:${WEEKDAY}|(day|morning|night)|(weekend))\b`,
  'gi',
);

const countOf = (word: string): number => {
  const w = word.toLowerCase().replace(/^a\s+(couple|few)(?:\s+of)?$/, '$1');
  return COUNTS[w] ?? Number(w);
};
const unitDays = (word: string): number => UNIT_DAYS[word.toLowerCase().replace(/s$/, '')] ?? 1;
const weekdayOf = (word: string): number => WEEKDAYS.indexOf(word.slice(0, 3).toLowerCase());

const HOLIDAY_NEXT = new RegExp(`^\\s+(?:the\\s+)?(?:${HOLIDAY_PATTERN.source})`, HOLIDAY_PATTERN.flags);

/** The offsets a text says, in order. "the week after Easter" is a holiday's neighbour, not an offset. */
export const dayOffsetsIn = (text: string): DayOffset[] => {
  const found: DayOffset[] = [];
  for (const m of text.matchAll(OFFSET)) {
    const at = m.index;
    const until = at + m[0].length;
    if (HOLIDAY_NEXT.test(text.slice(until))) continue;
    if (m[1]) {
      const dir = new RegExp(`^(?:${BEFORE})$`, 'i').test(m[3]!) ? -1 : 1;
      found.push({ dir, days: countOf(m[1]) * unitDays(m[2]!), at, until });
    } else if (m[4]) {
      found.push({ dir: m[5]!.toLowerCase() === 'before' ? -1 : 1, weekday: weekdayOf(m[4]), at, until });
    } else if (m[8]) {
      // "through the following weekend": to the Sunday after.
      found.push({ dir: 1, weekday: 0, at, until });
    } else if (m[6]) {
      found.push({ dir: 1, weekday: weekdayOf(m[6]), at, until });
    } else found.push({ dir: 1, days: 1, at, until });
  }
  return found;
};

/** The day an offset names from its anchor. */
export const shiftFrom = (anchor: string, offset: Pick<DayOffset, 'dir' | 'days' | 'weekday'>): string => {
  if (offset.weekday === undefined) return addDays(anchor, offset.dir * (offset.days ?? 1));
  let iso = addDays(anchor, offset.dir);
  while (weekday(iso) !== offset.weekday) iso = addDays(iso, offset.dir);
  return iso;
};

/**
 * The stay counted from its anchor: the first offset before it moves the start, the last after it the end. With no
 * offset after it, the stay lasts the length said (days), else to the anchor when it starts before it, else its end
 * is unknown (null).
 */
export const stayAround = (anchor: string, offsets: readonly Pick<DayOffset, 'dir' | 'days' | 'weekday'>[], lengthDays?: number): { start: string; end: string | null } => {
  const before = offsets.find((o) => o.dir < 0);
  const after = [...offsets].reverse().find((o) => o.dir > 0);
  const start = before ? shiftFrom(anchor, before) : anchor;
  if (after) return { start, end: shiftFrom(anchor, after) };
  if (lengthDays) return { start, end: addDays(start, lengthDays - 1) };
  return { start, end: start < anchor ? anchor : null };
};
