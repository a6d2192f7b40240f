/**
 * Named holidays and school breaks as trip dates: "over Easter", "Christmas in Vienna", "new year in
 * Prague", "the August bank holiday", "half-term", "Thanksgiving", "Stockholm for midsummer", "Mardi Gras". chrono-node reads none of them, so
 * they are one table of the names a shopper says and the span each stands for, read by one custom
 * chrono parser (see dates.ts); the days of the movable ones (Easter, the bank holidays, Thanksgiving,
 * Memorial and Labor Day) come from the date-holidays package's calendars, not from our arithmetic. The occurrence taken is the next one still to come from the
 * conversation's clock (this year's while it has not ended), or the year said ("Easter 2027").
 *
 * The spans are the days a shopper is away for them: Easter is Good Friday to Easter Monday (the
 * four-day weekend), Christmas the 24th to the 26th, new year New Year's Eve and Day, a bank holiday
 * the Saturday to its Monday, half-term the Saturday before the school week off to the Sunday after.
 * Dates follow England's calendar (the shop's English is British) where countries differ.
 */
import Holidays from 'date-holidays';
import { addDays, daysInMonth, isoOf, weekday } from './calendar.js';

export interface Span { start: string; end: string }

/**
 * The day a country's calendar gives a holiday in a year, by its name in date-holidays (a maintained calendar
 * of public holidays and observances): Easter, the bank holidays, Thanksgiving. Substitute days are other
 * entries, never taken.
 */
const calendars = new Map<string, Holidays>();
const calendarDay = (country: 'GB' | 'US', name: string) => (year: number): string => {
  let calendar = calendars.get(country);
  if (!calendar) calendars.set(country, (calendar = country === 'GB' ? new Holidays('GB', 'eng') : new Holidays('US')));
  const found = calendar.getHolidays(year).find((h) => h.name === name);
  if (!found) throw new Error(`date-holidays has no ${name} for ${country} in ${year}`);
  return found.date.slice(0, 10);
};

/** Easter Sunday of a year. */
export const easterSunday = calendarDay('GB', 'Easter Sunday');

/** The nth (1-based; -1 the last) given weekday (0 Sunday … 6 Saturday) of a month. */
export const nthWeekday = (year: number, month: number, day: number, n: number): string => {
  if (n === -1) {
    const last = isoOf(year, month, daysInMonth(year, month));
    return addDays(last, -((weekday(last) - day + 7) % 7));
  }
  const first = isoOf(year, month, 1);
  return addDays(first, ((day - weekday(first) + 7) % 7) + 7 * (n - 1));
};

const MONDAY = 1;
const day = (iso: string): Span => ({ start: iso, end: iso });
/** A bank holiday Monday's weekend: the Saturday before it to the Monday. */
const mondayWeekend = (monday: string): Span => ({ start: addDays(monday, -2), end: monday });
/** A school week off (from its Monday): the Saturday before to the Sunday after. */
const weekOff = (monday: string): Span => ({ start: addDays(monday, -2), end: addDays(monday, 6) });

const easter = (y: number): Span => ({ start: addDays(easterSunday(y), -2), end: addDays(easterSunday(y), 1) });
const earlyMay = (y: number) => mondayWeekend(calendarDay('GB', 'Early May bank holiday')(y));
const springBank = (y: number) => mondayWeekend(calendarDay('GB', 'Spring bank holiday')(y));
const augustBank = (y: number) => mondayWeekend(calendarDay('GB', 'Summer bank holiday')(y));
const thanksgivingDay = calendarDay('US', 'Thanksgiving Day');
/** Sweden's midsummer: its Eve, the Friday from the 19th to the 25th of June, to the Sunday after. */
const midsummer = (y: number): Span => {
  const eve = addDays(isoOf(y, 6, 19), (5 - weekday(isoOf(y, 6, 19)) + 7) % 7);
  return { start: eve, end: addDays(eve, 2) };
};
/** Carnival's days, Mardi Gras the last: the Saturday before Shrove Tuesday (47 days before Easter Sunday) to that Tuesday. */
const carnival = (y: number): Span => ({ start: addDays(easterSunday(y), -50), end: addDays(easterSunday(y), -47) });
/** England's half-terms: the week of the third Monday in February, of the spring bank holiday, of the last Monday in October. */
const februaryHalfTerm = (y: number) => weekOff(nthWeekday(y, 2, MONDAY, 3));
const mayHalfTerm = (y: number) => weekOff(nthWeekday(y, 5, MONDAY, -1));
const octoberHalfTerm = (y: number) => weekOff(nthWeekday(y, 10, MONDAY, -1));

type Rule = (year: number) => Span | Span[];

/**
 * The holidays by name (lower case; a space also matches a hyphen or no space, an apostrophe is
 * optional). A rule may give several spans a year ("the bank holiday", "half-term"): the next to come is taken.
 */
export const HOLIDAYS: Readonly<Record<string, Rule>> = {
  easter: easter, 'easter weekend': easter, 'easter break': easter, 'easter holiday': easter, 'easter holidays': easter,
  'easter bank holiday': easter, 'easter long weekend': easter,
  'good friday': (y) => day(addDays(easterSunday(y), -2)), 'easter sunday': (y) => day(easterSunday(y)),
  'easter day': (y) => day(easterSunday(y)), 'easter monday': (y) => day(addDays(easterSunday(y), 1)),
  christmas: (y) => ({ start: isoOf(y, 12, 24), end: isoOf(y, 12, 26) }), xmas: (y) => ({ start: isoOf(y, 12, 24), end: isoOf(y, 12, 26) }),
  'christmas break': (y) => ({ start: isoOf(y, 12, 24), end: isoOf(y, 12, 26) }),
  'christmas holidays': (y) => ({ start: isoOf(y, 12, 24), end: isoOf(y, 12, 26) }),
  'christmas eve': (y) => day(isoOf(y, 12, 24)), 'christmas day': (y) => day(isoOf(y, 12, 25)), 'boxing day': (y) => day(isoOf(y, 12, 26)),
  'new year': (y) => ({ start: isoOf(y, 12, 31), end: isoOf(y + 1, 1, 1) }), "new year's": (y) => ({ start: isoOf(y, 12, 31), end: isoOf(y + 1, 1, 1) }),
  'new years': (y) => ({ start: isoOf(y, 12, 31), end: isoOf(y + 1, 1, 1) }), hogmanay: (y) => ({ start: isoOf(y, 12, 31), end: isoOf(y + 1, 1, 1) }),
  "new year's eve": (y) => day(isoOf(y, 12, 31)), 'new years eve': (y) => day(isoOf(y, 12, 31)), nye: (y) => day(isoOf(y, 12, 31)),
  "new year's day": (y) => day(isoOf(y, 1, 1)), 'new years day': (y) => day(isoOf(y, 1, 1)),
  "valentine's day": (y) => day(isoOf(y, 2, 14)), "valentine's": (y) => day(isoOf(y, 2, 14)), valentines: (y) => day(isoOf(y, 2, 14)),
  halloween: (y) => day(isoOf(y, 10, 31)), 'bonfire night': (y) => day(isoOf(y, 11, 5)),
  "st patrick's day": (y) => day(isoOf(y, 3, 17)), "saint patrick's day": (y) => day(isoOf(y, 3, 17)), "paddy's day": (y) => day(isoOf(y, 3, 17)),
  'fourth of july': (y) => day(isoOf(y, 7, 4)), 'independence day': (y) => day(isoOf(y, 7, 4)),
  thanksgiving: (y) => ({ start: thanksgivingDay(y), end: addDays(thanksgivingDay(y), 3) }),
  'memorial day': (y) => mondayWeekend(calendarDay('US', 'Memorial Day')(y)), 'labor day': (y) => mondayWeekend(calendarDay('US', 'Labor Day')(y)),
  'labour day': (y) => mondayWeekend(calendarDay('US', 'Labor Day')(y)),
  'bank holiday': (y) => [easter(y), earlyMay(y), springBank(y), augustBank(y)],
  'may bank holiday': earlyMay, 'early may bank holiday': earlyMay, 'may day bank holiday': earlyMay,
  'spring bank holiday': springBank, 'late may bank holiday': springBank, 'whitsun': springBank,
  'august bank holiday': augustBank, 'summer bank holiday': augustBank,
  'half term': (y) => [februaryHalfTerm(y), mayHalfTerm(y), octoberHalfTerm(y)],
  'february half term': februaryHalfTerm, 'feb half term': februaryHalfTerm, 'may half term': mayHalfTerm, 'whitsun half term': mayHalfTerm,
  'october half term': octoberHalfTerm, 'oct half term': octoberHalfTerm, 'autumn half term': octoberHalfTerm,
  midsummer, 'midsummer eve': midsummer, "midsummer's eve": midsummer, midsommar: midsummer,
  'mardi gras': carnival, carnival, carnaval: carnival, 'shrove tuesday': (y) => day(addDays(easterSunday(y), -47)),
  'anzac day': (y) => day(isoOf(y, 4, 25)), 'golden week': (y) => ({ start: isoOf(y, 4, 29), end: isoOf(y, 5, 5) }),
  'bastille day': (y) => day(isoOf(y, 7, 14)), "king's day": (y) => day(isoOf(y, 4, 27)), 'kings day': (y) => day(isoOf(y, 4, 27)),
};

/** Words that may follow a holiday's name and add nothing to its span ("the Easter weekend" is Easter; "bank holiday weekend"). */
const TRAILING = ['weekend', 'long weekend', 'break', 'holidays', 'holiday', 'week'];

/**
 * Words after a holiday's name that make the name describe a thing, not a time: "a Christmas jumper",
 * "a Halloween costume", "the Christmas party dress" (the party may be any day in December).
 */
const DESCRIBED = [
  'jumper', 'jumpers', 'sweater', 'sweaters', 'party', 'parties', 'outfit', 'outfits', 'look', 'looks', 'costume', 'costumes', 'dress',
  'dresses', 'card', 'cards', 'gift', 'gifts', 'present', 'presents', 'market', 'markets', 'tree', 'trees', 'lights', 'bonnet', 'pyjamas',
  'pajamas', 'pjs', 'socks', 'hat', 'hats', 'shopping', 'sale', 'sales', 'themed', 'vibes', 'style', 'colours', 'colors', 'print', 'knit',
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const asPattern = (name: string) => name.split(' ').map((w) => escape(w).replace(/'/g, "['’]?")).join('[\\s-]*');

/** The chrono pattern for every name, longest first: a name, an optional "weekend"/"break"…, an optional year. */
export const HOLIDAY_PATTERN = new RegExp(
  `\\b(${Object.keys(HOLIDAYS).sort((a, b) => b.length - a.length).map(asPattern).join('|')})(?:\\s+(${TRAILING.map(asPattern).join('|')}))?(?:\\s+(20\\d\\d))?(?![\\p{L}\\p{N}])(?!\\s+(?:${DESCRIBED.join('|')})\\b)`,
  'iu',
);

const nameKey = (written: string): string | undefined => {
  const squashed = written.toLowerCase().replace(/[’]/g, "'").replace(/[\s-]+/g, '');
  return Object.keys(HOLIDAYS).find((k) => k.replace(/\s+/g, '') === squashed || k.replace(/\s+/g, '').replace(/'/g, '') === squashed.replace(/'/g, ''));
};

/**
 * The span a holiday's name stands for: the next one whose last day is today or later (or the one in
 * the year said). "<a one-day holiday> weekend" is the weekend around that day (Valentine's on a
 * Sunday: that Saturday and Sunday).
 */
export const holidaySpan = (name: string, today: string, options: { weekend?: boolean; year?: number } = {}): Span | null => {
  const key = nameKey(name);
  if (!key) return null;
  const rule = HOLIDAYS[key]!;
  const thisYear = Number(today.slice(0, 4));
  const years = options.year ? [options.year] : [thisYear - 1, thisYear, thisYear + 1, thisYear + 2];
  const spans = years.flatMap((y) => rule(y)).sort((a, b) => a.start.localeCompare(b.start));
  const span = options.year ? spans.find((s) => s.start.startsWith(String(options.year))) ?? spans[0] : spans.find((s) => s.end >= today);
  if (!span) return null;
  return options.weekend && span.start === span.end ? weekendAround(span.start) : span;
};

/** The weekend a day falls in or next to: Friday to Sunday, Saturday–Sunday, Saturday to Monday; midweek, the weekend after. */
export const weekendAround = (iso: string): Span => {
  const d = weekday(iso);
  if (d === 5) return { start: iso, end: addDays(iso, 2) };
  if (d === 6) return { start: iso, end: addDays(iso, 1) };
  if (d === 0) return { start: addDays(iso, -1), end: iso };
  if (d === 1) return { start: addDays(iso, -2), end: iso };
  const saturday = addDays(iso, 6 - d);
  return { start: saturday, end: addDays(saturday, 1) };
};

/** Monday of the week (Monday to Sunday) a day is in. */
const mondayOf = (iso: string) => addDays(iso, -((weekday(iso) + 6) % 7));

/**
 * A week or weekend named by a holiday: "the week after Easter" is Monday to Sunday of the week after
 * the one the holiday starts in (Easter Monday's week), "the week before Christmas" the week before
 * the one it starts in; "the weekend after" is the first Saturday and Sunday after the holiday ends,
 * "the weekend before" the last ones before it starts.
 */
export const besideHoliday = (span: Span, unit: 'week' | 'weekend', side: 'before' | 'after'): Span => {
  if (unit === 'week') {
    const monday = addDays(mondayOf(span.start), side === 'after' ? 7 : -7);
    return { start: monday, end: addDays(monday, 6) };
  }
  if (side === 'after') {
    const saturday = addDays(span.end, ((6 - weekday(span.end) + 7) % 7) || 7);
    return { start: saturday, end: addDays(saturday, 1) };
  }
  const sunday = addDays(span.start, -(weekday(span.start) || 7));
  return { start: addDays(sunday, -1), end: sunday };
};

/** "the week after Easter", "the weekend before the bank holiday": unit, side, then the holiday's name. */
export const BESIDE_HOLIDAY_PATTERN = new RegExp(
  `\\b(?:the\\s+)?(week|weekend)\\s+(before|after)\\s+(?:the\\s+)?(${Object.keys(HOLIDAYS).sort((a, b) => b.length - a.length).map(asPattern).join('|')})(?:\\s+(?:weekend|break|holidays?))?(?![\\p{L}\\p{N}])`,
  'iu',
);
