import { describe, expect, it } from 'vitest';
import { slotsOf } from './testing.js';
import { endSaidBy } from './trip-ends.js';

// The clock: Wednesday 6 May 2026.
const datesOf = (text: string) => slotsOf(text).dates;

describe('a day of the stay named by its place in it is no date', () => {
  it.each([
    ['book something nice for our final evening', -1],
    ['a show on the third night', 3],
    ['lunch the day we land', 1],
    ['drinks the night before we fly home', -1],
  ])('%s → day %i', (text, day) => {
    const slots = slotsOf(text);
    expect(slots.stayDay).toBe(day);
    expect(slots.dates).toBeNull();
  });

  it('but a day of a month stays a date', () => {
    expect(slotsOf('the first day of june').stayDay).toBeUndefined();
  });
});

describe('each end of a stay said apart', () => {
  it.each([
    ['off on the 9th and home on the 14th', { start: '2026-05-09', end: '2026-05-14' }],
    // The return said first.
    ['home on the 14th, setting off on the 9th', { start: '2026-05-09', end: '2026-05-14' }],
    // The return counted from the departure, not from today.
    ['out on 3 june, returning five days later', { start: '2026-06-03', end: '2026-06-08' }],
    // A length counted back from the return.
    ['back on the 20th after four nights away', { start: '2026-05-16', end: '2026-05-20' }],
    // Weekdays beside a weekend named are the days around it; a return is the day on or after it ends.
    ['this weekend, thursday to monday', { start: '2026-05-07', end: '2026-05-11' }],
    ['this weekend, back tuesday', { start: '2026-05-09', end: '2026-05-12' }],
    // "friday week" (British): that Friday a week on.
    ['leaving friday week for 3 nights', { start: '2026-05-15', end: '2026-05-18' }],
    // Day.month ending in its own dot, and a bare day after a word of coming back.
    ['on 12.06. and back 19.06.', { start: '2026-06-12', end: '2026-06-19' }],
    ['the flight out is 3 june and we fly home the 9', { start: '2026-06-03', end: '2026-06-09' }],
    // A weekend beside a day and a length is part of the stay; after a range it stretches the stay over it.
    ['12 days from the 20th with a weekend off', { start: '2026-05-20', end: '2026-05-31' }],
    ['3 to 5 june, then staying on for the weekend', { start: '2026-06-03', end: '2026-06-07' }],
    // A holiday named after the days said outright is what they are.
    ['away from 26 october for 4 nights over half term', { start: '2026-10-26', end: '2026-10-30' }],
  ])('%s → %o', (text, expected) => {
    expect(datesOf(text)).toMatchObject(expected);
  });

  it('one end said alone is marked as that end', () => {
    expect(datesOf('coming back on saturday')).toMatchObject({ start: '2026-05-09', said: 'return' });
    expect(datesOf('we set off on the 12th')).toMatchObject({ start: '2026-05-12', said: 'departure' });
    expect(datesOf('we return a fortnight later')).toEqual({ returnAfter: 14 });
    // "X instead of Y": the second is what was put right, not an end.
    expect(datesOf('leaving the 12th instead of the 11th')).toEqual({ start: '2026-05-12', said: 'departure' });
  });

  it('the nearest word before a date decides its end, and "push it back" moves the whole trip', () => {
    expect(endSaidBy('leaving on the 3rd and back on')).toBe('return');
    expect(endSaidBy('we arrive on')).toBe('departure');
    expect(endSaidBy('push it back to')).toBeNull();
    expect(endSaidBy('dinner on')).toBeNull();
  });
});

describe('words beside a trip that are no piece and no price', () => {
  it('a short break names no shorts, a 30L rucksack no budget, a lone 23.05 stays an amount', () => {
    expect(slotsOf('a short break in june').garments).toEqual([]);
    expect(slotsOf('only a 30l rucksack').price).toBeNull();
    expect(slotsOf('a top for 23.05').dates).toBeNull();
  });
});
