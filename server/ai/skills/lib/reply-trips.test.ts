import { describe, expect, it } from 'vitest';
import { planText, tripSentence } from './reply-trips.js';

const LONG = 'Oversized Double-Breasted Recycled Wool and Cashmere Blend Tailored Longline Overcoat';
const day = (n: number, items: Record<string, unknown>[]) => ({
  day: n, date: `2026-05-0${n}`, activity: 'City Walk', weather: { temp_c: 19.6, temp_f: 67.3, condition: 'Sunny' }, items,
});
const trip = (over: Record<string, unknown>) => ({
  destination: 'Lisbon, Portugal', start_date: '2026-05-03', end_date: '2026-05-07', activities: ['City Walk'], day_count: 5,
  packing: { pieces: 0, owned: 0, to_buy: 0, total_to_buy: 0 }, days: [], ...over,
});

describe('planText', () => {
  it('counts days and pieces with agreement: none, one, many', () => {
    expect(planText(trip({ day_count: 1, end_date: '2026-05-03' }), 'Planned your trip to').split('\n')[0])
      .toBe('Planned your trip to Lisbon, Portugal: 1 day, May 3, 2026 for City Walk.');
    const one = planText(trip({ packing: { pieces: 1, owned: 1, to_buy: 0, total_to_buy: 0 } }), 'Your trip to');
    expect(one).toContain('Pack 1 piece: all from your wardrobe.');
    const many = planText(trip({ activities: ['City Walk', 'Restaurant', 'Beach'], packing: { pieces: 9, owned: 6, to_buy: 3, total_to_buy: 240 } }), 'Your trip to');
    expect(many).toContain('for City Walk, Restaurant and Beach.');
    expect(many).toContain('Pack 9 pieces: 6 from your wardrobe, 3 to buy ($240).');
  });

  it('lists a day’s pieces with "and", says none for an empty day, and keeps blank and long names readable', () => {
    const text = planText(trip({
      days: [
        day(3, []),
        day(4, [{ name: 'White Sneakers', from_wardrobe: true }]),
        day(5, [{ name: 'Cropped Denim Denim Jacket', from_wardrobe: true }, { name: '', from_wardrobe: false, price: 60 }, { name: LONG, from_wardrobe: false, price: null }]),
      ],
    }), 'Your trip to');
    const lines = text.split('\n');
    expect(lines).toContain('Day 3 · Sun, May 3 · City Walk · 20°C/67°F Sunny: no pieces');
    expect(lines).toContain('Day 4 · Mon, May 4 · City Walk · 20°C/67°F Sunny: White Sneakers');
    expect(lines).toContain(`Day 5 · Tue, May 5 · City Walk · 20°C/67°F Sunny: Cropped Denim Jacket, an unnamed piece ($60) and ${LONG} (to buy)`);
  });

  it('says how many more days the full plan holds', () => {
    const days = Array.from({ length: 9 }, (_, i) => day(1 + (i % 9), []));
    expect(planText(trip({ days, day_count: 9 }), 'Your trip to')).toContain('…and 2 more days in the full plan.');
    expect(planText(trip({ days: days.slice(0, 8), day_count: 8 }), 'Your trip to')).toContain('…and 1 more day in the full plan.');
  });
});

describe('trip replies about places and changes', () => {
  const asked = (destination: string | null, start: string | null = null, end: string | null = null) =>
    ({ kind: 'trips.plan' as const, destination, start, end, activities: [] });
  const seen = (output: unknown, isError: boolean) => ({ result: { toolName: 'trips_plan', input: {}, output, isError, request: 0, prep: false } });

  it('asks for the dates of a country or region as for a city: it will be planned once they are said', () => {
    expect(tripSentence(asked('Greece'), { ask: true })).toContain('When is your trip to Greece?');
    expect(tripSentence(asked('the Dolomites', '2026-07-02'), { ask: true })).toContain('Until when are you in the Dolomites?');
    expect(tripSentence(asked('Lisbon'), { ask: true })).toContain('When is your trip to Lisbon?');
  });

  it('says whose weather a country or region was planned with, and that a city can be named instead', () => {
    const area = planText(trip({ destination: 'Croatia', weather_from: { name: 'Dubrovnik, Croatia', reason: 'best known' } }), 'Planned your trip to');
    expect(area).toContain('Weather is Dubrovnik\u2019s, as I have climate data for cities rather than for Croatia as a whole; tell me a city if you\u2019ll be elsewhere');
    for (const weather_from of [null, undefined, 'Dubrovnik']) {
      expect(planText(trip({ weather_from }), 'Planned your trip to')).not.toContain('Weather is');
    }
  });

  it('after a refused place with cities to choose from, says naming one plans the same dates; not after other refusals', () => {
    const refused = 'We have no climate data for "Edinbra". Nearest known: Edinburgh, United Kingdom; Glasgow, United Kingdom.';
    expect(tripSentence(asked('Edinbra', '2026-05-05', '2026-05-09'), seen({ message: refused }, true)))
      .toBe(`I couldn\u2019t plan that trip: ${refused} Name one of those and I\u2019ll plan it for the same dates.`);
    expect(tripSentence(asked('Lisbon', '2026-05-05', '2026-05-01'), seen({ message: 'The trip ends before it starts.' }, true)))
      .toBe('I couldn\u2019t plan that trip: The trip ends before it starts.');
  });

  it('says the plan a change replaced is still saved', () => {
    const r = { ...asked('Lisbon', '2026-05-03', '2026-05-06'), earlier: { destination: 'Lisbon', start: '2026-05-03', end: '2026-05-07' } };
    const text = tripSentence(r, seen({ trip: trip({ end_date: '2026-05-06', day_count: 4 }) }, false));
    expect(text).toContain('Your earlier plan for Lisbon (May 3 – May 7, 2026) is still saved');
  });

  it('names the trip removed right after its plan, only when the tool removed that one', () => {
    const id = 'a0000000-0000-4000-8000-000000000001';
    const r = { kind: 'trips.remove' as const, target: '', ref: null, id, planned: { destination: 'Rome, Italy', start: '2026-06-10', end: '2026-06-14' } };
    expect(tripSentence(r, seen({ removed: id }, false))).toBe('Removed your trip to Rome, Italy (Jun 10 – Jun 14, 2026).');
    expect(tripSentence(r, seen({ removed: 'a0000000-0000-4000-8000-000000000002' }, false))).toBe('Removed that trip.');
    expect(tripSentence({ ...r, planned: undefined }, seen({ removed: id }, false))).toBe('Removed that trip.');
  });
});
