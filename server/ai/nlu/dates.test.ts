import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './calendar.js';
import { slotsOf } from './testing.js';

// The clock: Wednesday 6 May 2026.
const datesOf = (text: string, extra?: { today?: string; referenceMonth?: string }) => slotsOf(text, extra).dates;

describe('relative dates against the conversation clock', () => {
  it.each([
    ['packing for this weekend', { start: '2026-05-09', end: '2026-05-10', days: 2 }],
    ['a city break next weekend', { start: '2026-05-16', end: '2026-05-17', days: 2 }],
    ['a trip the weekend after next', { start: '2026-05-23', end: '2026-05-24', days: 2 }],
    ['away from thursday to sunday next week', { start: '2026-05-14', end: '2026-05-17', days: 4 }],
    ['tomorrow for a night', { start: '2026-05-07' }],
    ['leaving in three weeks time', { start: '2026-05-27' }],
    ["leaving in three weeks' time", { start: '2026-05-27' }],
  ])('%s → %o', (text, expected) => {
    expect(datesOf(text)).toMatchObject(expected);
  });
});

describe('ranges and durations', () => {
  it.each([
    ['next month, 10th to the 14th', { start: '2026-06-10', end: '2026-06-14', days: 5 }],
    ['ten days starting the 3rd', { start: '2026-06-03', end: '2026-06-12', days: 10 }],
    ['a fortnight from 1 july', { start: '2026-07-01', end: '2026-07-14', days: 14 }],
    ['three nights from the 14th of May', { start: '2026-05-14', end: '2026-05-17', days: 4 }],
    ['the last week of may', { start: '2026-05-25', end: '2026-05-31', days: 7 }],
    ['first week of june', { start: '2026-06-01', end: '2026-06-07', days: 7 }],
    ['24/5 to 28/5', { start: '2026-05-24', end: '2026-05-28', days: 5 }],
    ['6/9 - 6/13', { start: '2026-06-09', end: '2026-06-13', days: 5 }],
    ['june 8 to 12', { start: '2026-06-08', end: '2026-06-12', days: 5 }],
    ['12-15 june', { start: '2026-06-12', end: '2026-06-15', days: 4 }],
    ['between the 2nd and the 9th of august', { start: '2026-08-02', end: '2026-08-09', days: 8 }],
    ['from the 28th to the 3rd', { start: '2026-05-28', end: '2026-06-03', days: 7 }],
    ['december 28 to january 4', { start: '2026-12-28', end: '2027-01-04', days: 8 }],
  ])('%s → %o', (text, expected) => {
    expect(datesOf(text)).toEqual(expected);
  });

  it('reads a duration alone as days', () => {
    expect(datesOf('a trip for four days')).toEqual({ days: 4 });
    expect(datesOf('packing for a week')).toEqual({ days: 7 });
    expect(datesOf('five nights away')).toEqual({ days: 6 });
  });

  it('reads a month alone as the month, the next one to come', () => {
    expect(datesOf('lisbon in june')).toEqual({ month: '2026-06' });
    expect(datesOf('somewhere warm in march')).toEqual({ month: '2027-03' });
    expect(datesOf('two weeks in october')).toEqual({ month: '2026-10', days: 14 });
  });

  it('puts days without a month in the month an earlier turn named', () => {
    expect(datesOf('from the 9th until the 13th', { referenceMonth: '2026-06' })).toEqual({ start: '2026-06-09', end: '2026-06-13', days: 5 });
    expect(datesOf('from the 9th until the 13th')).toEqual({ start: '2026-05-09', end: '2026-05-13', days: 5 });
  });

  it('has no dates where none are said', () => {
    for (const text of ['show me black boots', 'under 50 dollars', 'the second one', 'show me 5 dresses']) expect(datesOf(text), text).toBeNull();
  });
});

describe('property: a range "the Xth to the Yth" of a named month', () => {
  it('starts on X, ends on Y (rolled into the next month when Y < X) and counts its days', () => {
    const months = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
    const suffix = (n: number) => (n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th');
    fc.assert(fc.property(fc.integer({ min: 1, max: 28 }), fc.integer({ min: 1, max: 28 }), fc.integer({ min: 0, max: 11 }), (x, y, m) => {
      const dates = datesOf(`a trip from the ${x}${suffix(x)} to the ${y}${suffix(y)} of ${months[m]}`)!;
      expect(dates.start).toBeDefined();
      expect(Number(dates.start!.slice(8))).toBe(x);
      expect(Number(dates.end!.slice(8))).toBe(y);
      expect(dates.end! >= dates.start!).toBe(true);
      expect(dates.days).toBe(daysBetween(dates.start!, dates.end!) + 1);
      expect(dates.start! >= '2026-05-06' || dates.end! >= '2026-05-06').toBe(true);
    }), { numRuns: 60 });
  });

  it('a duration from a given day ends that many days later', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 20 }), fc.integer({ min: 1, max: 28 }), (n, day) => {
      const dates = datesOf(`${n} days from the ${day}${day === 1 || day === 21 ? 'st' : day === 2 || day === 22 ? 'nd' : day === 3 || day === 23 ? 'rd' : 'th'} of september`)!;
      expect(dates.start).toBe(`2026-09-${String(day).padStart(2, '0')}`);
      expect(dates.end).toBe(addDays(dates.start!, n - 1));
      expect(dates.days).toBe(n);
    }), { numRuns: 40 });
  });
});

describe('two dates in a clause are its start and end', () => {
  it.each([
    ['out on the 20th and back on the 27th', { start: '2026-05-20', end: '2026-05-27', days: 8 }],
    ['off on saturday, home on wednesday', { start: '2026-05-09', end: '2026-05-13', days: 5 }],
    ['next tuesday until thursday', { start: '2026-05-12', end: '2026-05-14', days: 3 }],
  ])('%s → %o', (text, expected) => {
    expect(datesOf(text)).toEqual(expected);
  });

  it('but not alternatives', () => {
    expect(datesOf('the 20th or the 21st')).toEqual({ start: '2026-05-20' });
  });
});

describe('weeks named by a day, and days a week on', () => {
  it.each([
    ['the week of the 8th of june', { start: '2026-06-08', end: '2026-06-14', days: 7 }],
    ['week commencing june 10', { start: '2026-06-08', end: '2026-06-14', days: 7 }],
    ['for a week from saturday', { start: '2026-05-09', end: '2026-05-15', days: 7 }],
    ['ten days from the 3rd', { start: '2026-06-03', end: '2026-06-12', days: 10 }],
  ])('%s → %o', (text, expected) => {
    expect(datesOf(text)).toEqual(expected);
  });

  it.each([
    ['leaving a week on friday', { start: '2026-05-15', said: 'departure' }],
    ['flying out a fortnight tomorrow', { start: '2026-05-21', said: 'departure' }],
    ['off two weeks on monday', { start: '2026-05-25' }],
  ])('%s starts on %o', (text, expected) => {
    expect(datesOf(text)).toEqual(expected);
  });
});

describe('a length with a span read as one', () => {
  it.each([
    ['the week after next', { start: '2026-05-18', end: '2026-05-24', days: 7 }],
    ['the week after next for five days', { start: '2026-05-18', end: '2026-05-22', days: 5 }],
    ['christmas for a week', { start: '2026-12-24', end: '2026-12-30', days: 7 }],
    ['the weekend of the 16th', { start: '2026-05-16', end: '2026-05-17', days: 2 }],
    ['the weekend of june 13th', { start: '2026-06-13', end: '2026-06-14', days: 2 }],
  ])('%s → %o', (text, expected) => {
    expect(datesOf(text)).toEqual(expected);
  });
});

describe('weekday ranges and counted days', () => {
  it.each([
    ['next friday to sunday', { start: '2026-05-15', end: '2026-05-17', days: 3 }],
    ['a month from now for five days', { start: '2026-06-06', end: '2026-06-10', days: 5 }],
  ])('%s → %o', (text, expected) => {
    expect(datesOf(text)).toEqual(expected);
  });
});

describe('weeks said as this or next, and lengths from today', () => {
  it.each([
    ['next week', { start: '2026-05-11', end: '2026-05-17', days: 7 }],
    ['this week', { start: '2026-05-06', end: '2026-05-10', days: 5 }],
    ['next week for three days', { start: '2026-05-11', end: '2026-05-13', days: 3 }],
    ['lisbon for the next three days', { start: '2026-05-06', end: '2026-05-08', days: 3 }],
    ['a day trip on saturday', { start: '2026-05-09', end: '2026-05-09', days: 1 }],
    ['the weekend of the 23rd', { start: '2026-05-23', end: '2026-05-24', days: 2 }],
  ])('%s → %o', (text, expected) => {
    expect(datesOf(text)).toEqual(expected);
  });
});

describe('shorthands and a weekend that only says the kind of trip', () => {
  it.each([
    ['we fly out weds and back sat', { start: '2026-05-06', end: '2026-05-09', days: 4 }],
    ['thurs to sun', { start: '2026-05-07', end: '2026-05-10', days: 4 }],
    ['tues-fri next week', { start: '2026-05-12', end: '2026-05-15', days: 4 }],
    // A bare "weekend" beside a range of days is the trip's kind, not this weekend.
    ['a weekend away 29-31 may', { start: '2026-05-29', end: '2026-05-31', days: 3 }],
  ])('%s → %o', (text, expected) => {
    expect(datesOf(text)).toEqual(expected);
  });

  it('still reads a weekend that is the only date', () => {
    expect(datesOf('a weekend away')).toMatchObject({ start: '2026-05-09', end: '2026-05-10' });
  });
});

describe('ends without a month, months from now, weekends next month, numeric ranges with a bare dash', () => {
  it.each([
    // The end is the first such day after the start, in the next month (and year) when it must be.
    ['28th dec till the 3rd', { start: '2026-12-28', end: '2027-01-03', days: 7 }],
    ['in a month for 2 weeks', { start: '2026-06-06', end: '2026-06-19', days: 14 }],
    ['a long weekend in barcelona next month', { start: '2026-06-05', end: '2026-06-08', days: 4 }],
    ['a weekend away this month', { start: '2026-05-09', end: '2026-05-10', days: 2 }],
    ['30/5-2/6', { start: '2026-05-30', end: '2026-06-02', days: 4 }],
  ])('%s → %o', (text, expected) => {
    expect(datesOf(text)).toEqual(expected);
  });
});

describe('trip dates strangers write (clock: Monday 20 April 2026)', () => {
  const monday = (text: string) => datesOf(text, { today: '2026-04-20' });
  it.each([
    // A range of days with the month said elsewhere in the clause, with or without ordinals.
    ['reykjavik in early may, going 5th-9th', { start: '2026-05-05', end: '2026-05-09', days: 5 }],
    ["kyoto in mid-may, we're there 15-19", { start: '2026-05-15', end: '2026-05-19', days: 5 }],
    // A part of the month beside the days themselves is only their month.
    ['mallorca at the end of may (26th–31st)', { start: '2026-05-26', end: '2026-05-31', days: 6 }],
    // Dates said outright stand over a holiday named beside them.
    ['christmas in vienna, dec 23 to dec 27', { start: '2026-12-23', end: '2026-12-27', days: 5 }],
    ['nye in new york! 30 dec - 2 jan', { start: '2026-12-30', end: '2027-01-02', days: 4 }],
    // Two numeric dates sharing a part: the shared part is the month.
    ['tokyo 6/1 - 6/10', { start: '2026-06-01', end: '2026-06-10', days: 10 }],
    ['paris, 03/07 to 07/07', { start: '2026-07-03', end: '2026-07-07', days: 5 }],
    // A start day without its month, before an end with one: the month that keeps it before the end.
    ["dubai on the 28th and i'm back on may 2nd", { start: '2026-04-28', end: '2026-05-02', days: 5 }],
    // "week" opening a clause is a week's stay.
    ['week in vienna starting next monday', { start: '2026-04-27', end: '2026-05-03', days: 7 }],
  ])('%s → %o', (text, expected) => {
    expect(monday(text)).toEqual(expected);
  });

  it.each(['size 8-10 dresses for may', 'dresses 15-19 dollars in may', 'a 5-9 day trip in may'])('leaves %s without a day range', (text) => {
    expect(monday(text)?.end).toBeUndefined();
  });
});

describe('weekdays beside a holiday (clock: Monday 20 April 2026)', () => {
  it.each([
    ['thanksgiving in boston, wed to sunday', { start: '2026-11-25', end: '2026-11-29', days: 5 }],
    ['christmas in vienna, wednesday to sunday', { start: '2026-12-23', end: '2026-12-27', days: 5 }],
  ])('%s → %o', (text, expected) => {
    expect(datesOf(text, { today: '2026-04-20' })).toEqual(expected);
  });
});
