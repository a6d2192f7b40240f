import { describe, expect, it } from 'vitest';
import { dayOffsetsIn, shiftFrom, stayAround } from './anchored-dates.js';
import { read } from './testing.js';

const datesOf = (text: string, today = '2026-04-20') => read(text, { today }).clauses.map((c) => c.slots.dates).find(Boolean) ?? null;

describe('days counted from another day', () => {
  it('reads counts, weekdays and "the following" as offsets, never what chrono counts from today', () => {
    expect(dayOffsetsIn('we land three nights early and fly home the friday after').map(({ dir, days, weekday }) => ({ dir, days, weekday })))
      .toEqual([{ dir: -1, days: 3, weekday: undefined }, { dir: 1, days: undefined, weekday: 5 }]);
    expect(dayOffsetsIn('the following wednesday')[0]).toMatchObject({ dir: 1, weekday: 3 });
    expect(dayOffsetsIn('a fortnight later')[0]).toMatchObject({ dir: 1, days: 14 });
    expect(dayOffsetsIn('the day after tomorrow')).toEqual([]);
    expect(dayOffsetsIn('the week after next')).toEqual([]);
    expect(dayOffsetsIn('the week after easter')).toEqual([]);
  });
  it('resolves an offset by one step of arithmetic from its anchor', () => {
    expect(shiftFrom('2026-07-18', { dir: -1, weekday: 3 })).toBe('2026-07-15'); // a Saturday: the Wednesday before
    expect(shiftFrom('2026-07-15', { dir: -1, weekday: 3 })).toBe('2026-07-08'); // never the anchor itself
    expect(shiftFrom('2026-07-18', { dir: 1, days: 4 })).toBe('2026-07-22');
    expect(stayAround('2026-07-18', [{ dir: -1, days: 2 }])).toEqual({ start: '2026-07-16', end: '2026-07-18' });
    expect(stayAround('2026-07-18', [{ dir: -1, days: 2 }], 6)).toEqual({ start: '2026-07-16', end: '2026-07-21' });
    expect(stayAround('2026-07-18', [{ dir: 1, days: 1 }])).toEqual({ start: '2026-07-18', end: '2026-07-19' });
  });
  it('counts a stay from the one day a message says', () => {
    expect(datesOf('The christening is in Lyon on Sunday 19 July, we drive down the Friday before and head home the Wednesday after')).toMatchObject({ start: '2026-07-17', end: '2026-07-22' });
    expect(datesOf('gig in leeds on 4 june, getting there two nights early and leaving the morning after')).toMatchObject({ start: '2026-06-02' });
    expect(datesOf('cousin graduates 11 june in york, i come the tuesday before and stay 4 days')).toMatchObject({ start: '2026-06-09', end: '2026-06-12' });
    expect(datesOf('Oslo from 2 May, coming home five days later')).toMatchObject({ start: '2026-05-02', end: '2026-05-07' });
  });
  it('leaves the offsets for the trip when the message says no day', () => {
    expect(datesOf('actually we fly in two days before')).toEqual({ fromAnchor: [{ dir: -1, days: 2 }] });
    expect(datesOf('and I will stay on till the following monday')).toEqual({ fromAnchor: [{ dir: 1, weekday: 1 }] });
  });
  it('takes a day said right after an offset as what it comes to', () => {
    expect(datesOf('we get in the night before, on the 6th')).toMatchObject({ start: expect.stringMatching(/-06$/) });
  });
});
