/**
 * A stay said around an event's day: "the wedding is on 20 June, I need outfits for the 18th to the
 * 22nd", "the conference is on May 5 — I fly in the day before and stay until the 8th", "graduation on
 * the 27th of November, flying in two days before and leaving the day after". The event's day is the
 * one said with "on" and its month; the stay is counted from it (days before / after), or is the days
 * said without a month, in the event's month. Read only when the stay holds the event's day, so a
 * date said for something else is never moved. Pure.
 */
import { daysInMonth, isoOf } from '../../nlu/calendar.js';
import { dayOffsetsIn, stayAround } from '../../nlu/anchored-dates.js';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const ORD = '(?:st|nd|rd|th)?';

/** The event's day: "on 20 June", "on the 27th of November", "is on May 5" (the month said). */
const EVENT_DAY = new RegExp(`\\bon\\s+(?:(?:mon|tues?|wed(?:nes)?|thur?s?|fri|sat(?:ur)?|sun)(?:day)?\\s+)?(?:(?:the\\s+)?(\\d{1,2})${ORD}\\s+(?:of\\s+)?${MONTH}|${MONTH}\\s+(?:the\\s+)?(\\d{1,2})${ORD})\\b`, 'i');
/** The last day said without its month: "until the 8th", "leaving on the 9th". */
const UNTIL_DAY = new RegExp(`\\b(?:until|till|til|to|through|thru|leaving|leave|back|home)\\s+(?:on\\s+)?the\\s+(\\d{1,2})${ORD}\\b(?!\\s*(?:of\\s+)?${MONTH})`, 'i');
/** Two days without a month: "the 18th to the 22nd", "18-22". */
const DAY_RANGE = new RegExp(`\\b(?:the\\s+)?(\\d{1,2})${ORD}\\s*(?:to|until|till|through|thru|-|–)\\s*(?:the\\s+)?(\\d{1,2})${ORD}\\b(?!\\s*(?:st|nd|rd|th)?\\s*(?:of\\s+)?${MONTH})(?!\\s*(?:days?|nights?|%|people))`, 'i');

const monthIndex = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/** The event's day, the next one on or after today. */
const eventDay = (text: string, today: string): string | null => {
  const m = EVENT_DAY.exec(text);
  if (!m) return null;
  const day = Number(m[1] ?? m[4]);
  const month = monthIndex(m[2] ?? m[3] ?? '');
  let year = Number(today.slice(0, 4));
  if (day < 1 || day > daysInMonth(year, month)) return null;
  if (isoOf(year, month, day) < today) year += 1;
  return isoOf(year, month, day);
};

/** A day without its month, in the event's month (the next month when it is before the event's day and the stay ends with it). */
const inMonthOf = (event: string, day: number, roll: boolean): string | null => {
  const [y, m] = event.split('-').map(Number) as [number, number];
  if (day < 1 || day > 31) return null;
  const iso = isoOf(y, m, Math.min(day, daysInMonth(y, m)));
  if (!roll || iso >= event) return iso;
  const next = m === 12 ? isoOf(y + 1, 1, day) : isoOf(y, m + 1, Math.min(day, daysInMonth(y, m + 1)));
  return next;
};

/** The stay around an event's day, or null when the text says none (or one that does not hold the day). */
export const eventStay = (text: string, today: string): { start: string; end: string } | null => {
  const event = eventDay(text, today);
  if (!event) return null;
  const rest = text.replace(EVENT_DAY, ' ');
  const range = DAY_RANGE.exec(rest);
  // "the day before", "two days after", "the Tuesday after": the NLU layer's offsets, counted from the event's day.
  const offsets = dayOffsetsIn(rest);
  const until = UNTIL_DAY.exec(rest);
  let start: string | null = null;
  let end: string | null = null;
  if (range) {
    start = inMonthOf(event, Number(range[1]), false);
    end = start && inMonthOf(start, Number(range[2]), true);
  } else if (offsets.length || until) {
    const stay = stayAround(event, offsets);
    start = stay.start;
    // With no day after the event said, its end is the NLU layer's (a length may be said).
    end = offsets.some((o) => o.dir > 0) ? stay.end : until ? inMonthOf(event, Number(until[1]), true) : null;
  } else return null;
  if (!start || !end || start > event || end < event || start === end) return null;
  return { start, end };
};
