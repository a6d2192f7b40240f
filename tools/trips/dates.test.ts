import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, isCalendarDate, TRIP_DATE_MESSAGES, tripDates, tripDateProblems, tripDayCount } from './dates.js';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('trip day counting (end − start + 1)', () => {
  it('counts a single day, a week, and across month and year ends and leap days', () => {
    expect(tripDayCount('2026-05-03', '2026-05-03')).toBe(1);
    expect(tripDayCount('2026-05-03', '2026-05-07')).toBe(5);
    expect(tripDayCount('2026-01-28', '2026-02-02')).toBe(6);
    expect(tripDayCount('2026-12-29', '2027-01-02')).toBe(5);
    expect(tripDayCount('2028-02-27', '2028-03-01')).toBe(4);
    expect(tripDayCount('2027-02-27', '2027-03-01')).toBe(3);
    expect(tripDates('2026-12-30', '2027-01-01')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });

  it('is not moved by daylight saving, in any server time zone', () => {
    for (const tz of ['Europe/Lisbon', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'UTC']) {
      process.env.TZ = tz;
      // EU clocks change on 2026-03-29 and 2026-10-25, US on 2026-03-08 and 2026-11-01, Sydney on 2026-04-05.
      expect(tripDayCount('2026-03-28', '2026-03-30'), tz).toBe(3);
      expect(tripDayCount('2026-10-24', '2026-10-26'), tz).toBe(3);
      expect(tripDayCount('2026-03-07', '2026-03-09'), tz).toBe(3);
      expect(tripDayCount('2026-10-31', '2026-11-02'), tz).toBe(3);
      expect(tripDates('2026-04-04', '2026-04-06'), tz).toEqual(['2026-04-04', '2026-04-05', '2026-04-06']);
    }
  });

  it('agrees with counting the dates one by one, for any trip', () => {
    fc.assert(fc.property(
      fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true }),
      fc.integer({ min: 0, max: 60 }),
      (date, length) => {
        const start = date.toISOString().slice(0, 10);
        const end = addDays(start, length);
        const dates = tripDates(start, end);
        expect(dates).toHaveLength(tripDayCount(start, end));
        expect(dates.at(-1)).toBe(end);
        expect(new Set(dates).size).toBe(dates.length);
      },
    ));
  });

  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const bad of ['2027-02-29', '2026-13-01', '2026-04-31', '26-05-03', '2026-5-3', '2026-05-03T00:00:00Z', '', 'tomorrow']) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
  });
});

describe('trip date rules', () => {
  const today = '2026-05-01';
  it('allows past, present and future trips of up to 30 days', () => {
    expect(tripDateProblems('2019-08-01', '2019-08-10', today)).toEqual([]);
    expect(tripDateProblems('2026-05-01', '2026-05-30', today)).toEqual([]);
    expect(tripDateProblems('2028-05-01', '2028-05-03', today)).toEqual([]);
  });

  it('refuses an end before the start, longer trips and trips starting more than two years ahead, naming the field', () => {
    expect(tripDateProblems('2026-05-07', '2026-05-03', today)).toEqual([{ field: 'end_date', message: TRIP_DATE_MESSAGES.endsBeforeStart }]);
    expect(tripDateProblems('2026-05-01', '2026-05-31', today)).toEqual([{ field: 'end_date', message: TRIP_DATE_MESSAGES.tooLong }]);
    expect(tripDateProblems('2028-05-02', '2028-05-03', today)).toEqual([{ field: 'start_date', message: TRIP_DATE_MESSAGES.tooFarAhead }]);
    expect(tripDateProblems('2026-02-30', '2026-05-03', today)).toEqual([{ field: 'start_date', message: TRIP_DATE_MESSAGES.invalid }]);
  });
});
