import { describe, expect, it } from 'vitest';
import { nthWeekdayDay, wholeMonth } from './month-days.js';
import { read } from './testing.js';

const datesOf = (text: string, today = '2026-04-20') => read(text, { today }).clauses.map((c) => c.slots.dates).find(Boolean) ?? null;

describe('days by their place in a month', () => {
  it('finds the nth weekday of a month, the next one still to come', () => {
    expect(nthWeekdayDay('third', 'wednesday', 'september', '2026-04-20')).toBe('2026-09-16');
    expect(nthWeekdayDay('last', 'mon', 'aug', '2026-04-20')).toBe('2026-08-31');
    expect(nthWeekdayDay('first', 'sunday', 'march', '2026-04-20')).toBe('2027-03-07');
    expect(nthWeekdayDay('fifth', 'friday', 'february', '2026-04-20')).toBeNull();
  });
  it('reads them in a message, with a stay counted from them', () => {
    expect(datesOf('Vienna from the 2nd Tuesday in June for 3 nights')).toMatchObject({ start: '2026-06-09', end: '2026-06-12' });
    expect(datesOf('we land the last saturday of august and go home the wednesday after')).toMatchObject({ start: '2026-08-29', end: '2026-09-02' });
  });
  it('reads a whole month as its first to its last day, next year once it is over', () => {
    expect(wholeMonth('march', '2026-04-20')).toEqual({ start: '2027-03-01', end: '2027-03-31' });
    expect(datesOf('spending all of august in crete')).toMatchObject({ start: '2026-08-01', end: '2026-08-31' });
    expect(datesOf('the entire month of november in lima')).toMatchObject({ start: '2026-11-01', end: '2026-11-30' });
  });
  it('counts offsets around a holiday from its days', () => {
    expect(datesOf('labor day weekend in chicago, flying in the thursday before')).toMatchObject({ start: '2026-09-03', end: '2026-09-07' });
  });
});
