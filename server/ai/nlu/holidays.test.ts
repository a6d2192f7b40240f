import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, weekday } from './calendar.js';
import { easterSunday, holidaySpan, nthWeekday } from './holidays.js';
import { slotsOf } from './testing.js';

// The clock: Wednesday 6 May 2026 (Easter 2026 and the early May bank holiday are past).
const datesOf = (text: string, extra?: { today?: string; referenceMonth?: string }) => slotsOf(text, extra).dates;

describe('named holidays are dates', () => {
  it.each([
    ['packing for edinburgh over easter', { start: '2027-03-26', end: '2027-03-29', days: 4 }],
    ['the easter weekend in florence', { start: '2027-03-26', end: '2027-03-29', days: 4 }],
    ['easter 2028', { start: '2028-04-14', end: '2028-04-17', days: 4 }],
    ['christmas in vienna', { start: '2026-12-24', end: '2026-12-26', days: 3 }],
    ['xmas with the in-laws', { start: '2026-12-24', end: '2026-12-26', days: 3 }],
    ['boxing day', { start: '2026-12-26', end: '2026-12-26', days: 1 }],
    ["new year's eve in edinburgh", { start: '2026-12-31', end: '2026-12-31', days: 1 }],
    ['prague for new year', { start: '2026-12-31', end: '2027-01-01', days: 2 }],
    ['over christmas and new year', { start: '2026-12-24', end: '2027-01-01', days: 9 }],
    ['from boxing day to new years day', { start: '2026-12-26', end: '2027-01-01', days: 7 }],
    ['the august bank holiday', { start: '2026-08-29', end: '2026-08-31', days: 3 }],
    ['away over the bank holiday weekend', { start: '2026-05-23', end: '2026-05-25', days: 3 }],
    ['half-term with the kids', { start: '2026-05-23', end: '2026-05-31', days: 9 }],
    ['october half term', { start: '2026-10-24', end: '2026-11-01', days: 9 }],
    ['gothenburg over midsummer', { start: '2026-06-19', end: '2026-06-21', days: 3 }],
    ['salvador for carnaval', { start: '2027-02-06', end: '2027-02-09', days: 4 }],
    ['the mardi gras parades', { start: '2027-02-06', end: '2027-02-09', days: 4 }],
    ['tokyo for golden week', { start: '2027-04-29', end: '2027-05-05', days: 7 }],
    ['thanksgiving in new york', { start: '2026-11-26', end: '2026-11-29', days: 4 }],
    ["valentine's weekend in paris", { start: '2027-02-13', end: '2027-02-14', days: 2 }],
    ['halloween', { start: '2026-10-31', end: '2026-10-31', days: 1 }],
  ])('%s → %o', (text, expected) => {
    expect(datesOf(text)).toEqual(expected);
  });

  it('takes this year\'s holiday while it is still to come, and next year\'s once it has passed', () => {
    expect(datesOf('over easter', { today: '2026-03-01' })).toEqual({ start: '2026-04-03', end: '2026-04-06', days: 4 });
    expect(datesOf('over easter', { today: '2026-04-05' })).toEqual({ start: '2026-04-03', end: '2026-04-06', days: 4 });
    expect(datesOf('over easter', { today: '2026-04-07' })).toMatchObject({ start: '2027-03-26' });
    expect(datesOf('for new year', { today: '2027-01-01' })).toEqual({ start: '2026-12-31', end: '2027-01-01', days: 2 });
  });

  it('reads no holiday inside other words, nor one that describes a piece', () => {
    for (const text of ['eastern european style boots', 'show me black boots', 'a christmas jumper', 'a halloween costume', 'dresses for the christmas party']) {
      expect(datesOf(text), text).toBeNull();
    }
  });
});

describe('weekends in a month', () => {
  it.each([
    ['a weekend in june', { start: '2026-06-06', end: '2026-06-07', days: 2 }],
    ['a long weekend in march', { start: '2027-03-05', end: '2027-03-08', days: 4 }],
    ['the last weekend of may', { start: '2026-05-30', end: '2026-05-31', days: 2 }],
    ['the second weekend in july', { start: '2026-07-11', end: '2026-07-12', days: 2 }],
  ])('%s → %o', (text, expected) => {
    expect(datesOf(text)).toEqual(expected);
  });
});

describe('the calendar of holidays', () => {
  it('knows Easter Sunday', () => {
    expect(['2024-03-31', '2025-04-20', '2026-04-05', '2027-03-28', '2028-04-16', '2038-04-25'].map((d) => easterSunday(Number(d.slice(0, 4))))).toEqual(
      ['2024-03-31', '2025-04-20', '2026-04-05', '2027-03-28', '2028-04-16', '2038-04-25'],
    );
  });

  it('property: Easter is a Sunday between 22 March and 25 April', () => {
    fc.assert(fc.property(fc.integer({ min: 1900, max: 2200 }), (year) => {
      const easter = easterSunday(year);
      expect(weekday(easter)).toBe(0);
      expect(easter >= `${year}-03-22` && easter <= `${year}-04-25`).toBe(true);
    }));
  });

  it('property: the nth weekday of a month is that weekday, in that month', () => {
    fc.assert(fc.property(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 6 }), fc.constantFrom(1, 2, 3, 4, -1), (y, m, d, n) => {
      const iso = nthWeekday(y, m, d, n);
      expect(weekday(iso)).toBe(d);
      expect(Number(iso.slice(5, 7))).toBe(m);
      if (n === -1) expect(Number(addDays(iso, 7).slice(5, 7))).not.toBe(m);
    }));
  });

  it('property: a holiday\'s span is never over before the day it is asked about', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 3000 }), fc.constantFrom('easter', 'christmas', 'new year', 'bank holiday', 'half term', 'thanksgiving', 'halloween'), (offset, name) => {
      const today = addDays('2025-01-01', offset);
      const span = holidaySpan(name, today)!;
      expect(span.end >= today).toBe(true);
      expect(span.start <= span.end).toBe(true);
    }), { numRuns: 200 });
  });
});

describe('a week or weekend named by a holiday', () => {
  it.each([
    // Easter 2026 (5 April) is past on 6 May 2026, and so is the week after it: next year's.
    ['barcelona the week after easter', { start: '2027-03-29', end: '2027-04-04', days: 7 }],
    ['the week before christmas in vienna', { start: '2026-12-14', end: '2026-12-20', days: 7 }],
    ['the weekend before christmas', { start: '2026-12-19', end: '2026-12-20', days: 2 }],
    ['the weekend after the may bank holiday', { start: '2027-05-08', end: '2027-05-09', days: 2 }],
    ['the week after new year', { start: '2027-01-04', end: '2027-01-10', days: 7 }],
  ])('%s → %o', (text, expected) => {
    expect(datesOf(text)).toEqual(expected);
  });

  it('is still the holiday itself without "week/weekend before/after"', () => {
    expect(datesOf('rome over easter')).toMatchObject({ start: '2027-03-26', end: '2027-03-29' });
  });
});
