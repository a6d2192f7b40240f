/**
 * Date-only arithmetic for trips. A trip's dates are calendar days ('YYYY-MM-DD') with no time and no
 * zone, so every computation happens on UTC midnights: a day is always 86,400,000 ms there, and DST
 * changes in the server's (or the shopper's) zone cannot add or lose a day. Pure; the web uses it too.
 */

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Product rules §5 has no limits; Atelier's (issue 9): at most 30 days, starting at most two years ahead. */
export const TRIP_LIMITS = { maxDays: 30, maxYearsAhead: 2 } as const;

export const TRIP_DATE_MESSAGES = {
  invalid: 'Use a real calendar date in the form YYYY-MM-DD.',
  endsBeforeStart: 'The trip ends before it starts.',
  tooLong: `A trip can be at most ${TRIP_LIMITS.maxDays} days long.`,
  tooFarAhead: `A trip can start at most ${TRIP_LIMITS.maxYearsAhead} years from today.`,
} as const;

/** Days since 1970-01-01 of a real calendar date, or null ('2026-02-30' is not one). */
export const dayNumber = (iso: string): number | null => {
  const m = ISO_DATE.exec(iso);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms / DAY_MS;
};

export const isCalendarDate = (iso: string): boolean => dayNumber(iso) !== null;

/** 'YYYY-MM-DD' of a day number. */
export const isoOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

const mustDay = (iso: string): number => {
  const day = dayNumber(iso);
  if (day === null) throw new RangeError(`Not a calendar date: ${iso}`);
  return day;
};

export const addDays = (iso: string, days: number): string => isoOfDay(mustDay(iso) + days);

/** end − start + 1 (product rules §8): a trip from the 3rd to the 7th has 5 days; the same day is 1. */
export const tripDayCount = (start: string, end: string): number => mustDay(end) - mustDay(start) + 1;

/** Every date of the trip, first to last. */
export const tripDates = (start: string, end: string): string[] => {
  const first = mustDay(start);
  return Array.from({ length: Math.max(0, tripDayCount(start, end)) }, (_, i) => isoOfDay(first + i));
};

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => mustDay(to) - mustDay(from);

/** The calendar date of an instant in UTC, as the server's "today". */
export const todayIso = (now: Date): string => now.toISOString().slice(0, 10);

/** Month index 0-11 of a date. */
export const monthOf = (iso: string): number => Number(iso.slice(5, 7)) - 1;

export interface TripDateProblem {
  field: 'start_date' | 'end_date';
  message: string;
}

/**
 * What is wrong with a pair of trip dates, in the order a shopper fixes them; empty when they are
 * fine. Past trips are allowed (a shopper may record one).
 */
export const tripDateProblems = (start: string, end: string, today: string): TripDateProblem[] => {
  const problems: TripDateProblem[] = [];
  if (!isCalendarDate(start)) problems.push({ field: 'start_date', message: TRIP_DATE_MESSAGES.invalid });
  if (!isCalendarDate(end)) problems.push({ field: 'end_date', message: TRIP_DATE_MESSAGES.invalid });
  if (problems.length) return problems;
  if (daysBetween(start, end) < 0) return [{ field: 'end_date', message: TRIP_DATE_MESSAGES.endsBeforeStart }];
  if (tripDayCount(start, end) > TRIP_LIMITS.maxDays) problems.push({ field: 'end_date', message: TRIP_DATE_MESSAGES.tooLong });
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  // Two calendar years ahead; Feb 29 rolls to Mar 1 like Date.UTC does.
  const limit = isoOfDay(Date.UTC(y + TRIP_LIMITS.maxYearsAhead, m - 1, d) / DAY_MS);
  if (isCalendarDate(today) && daysBetween(limit, start) > 0) problems.push({ field: 'start_date', message: TRIP_DATE_MESSAGES.tooFarAhead });
  return problems;
};
