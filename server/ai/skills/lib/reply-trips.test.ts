import { describe, expect, it } from 'vitest';
import { planText } from './reply-trips.js';

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
