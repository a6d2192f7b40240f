import { describe, expect, it } from 'vitest';
import type { TripPlan } from '../../../tools/trips/contracts.js';
import { calendarFileName, tripCalendar } from './ics.js';

const weather = { temp_c: 14, temp_f: 57, high_c: 14, low_c: 9, high_f: 57, low_f: 48, condition: 'Showers' as const, icon: 'cloud-drizzle', rain_chance: 40, source: 'normals' as const };
const trip: TripPlan = {
  id: '3f1c2a4e-1111-4222-8333-444455556666', trip_name: 'Trip to Lisbon, Portugal', destination: 'Lisbon, Portugal',
  start_date: '2026-12-31', end_date: '2027-01-01', day_count: 2, activities: ['City Walk', 'Restaurant'],
  days: [
    { day: 1, date: '2026-12-31', activity: 'City Walk', weather, styling_tips: ['Bring the trench, it rains; really.'],
      items: [{ id: 'a', name: 'Grey merino sweater', category: 'Tops', slot: 'top', from_wardrobe: true, price: 90, image_url: null, brand: null, shop_url: null, is_product: false },
        { id: 'b', name: 'White canvas sneakers', category: 'Shoes', slot: 'shoes', from_wardrobe: false, price: 65, image_url: null, brand: 'X', shop_url: 'https://shop.example.com/b', is_product: true }] },
    { day: 2, date: '2027-01-01', activity: 'Restaurant', weather, styling_tips: [], items: [] },
  ],
  packing: { items: [], pieces: 2, owned: 1, to_buy: 1, total_to_buy: 65 },
  weather_note: '', weather_from: null, price_tier: 'mid', fallback: false, notice: null, created_at: '2026-11-23T00:00:00.000Z', updated_at: '2026-11-23T00:00:00.000Z',
};

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('the trip calendar', () => {
  it('has one all-day event per day, across the year end, with the outfit and tips', () => {
    const ics = unfold(tripCalendar(trip, 'C'));
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('DTSTART;VALUE=DATE:20261231');
    expect(ics).toContain('DTEND;VALUE=DATE:20270101');
    expect(ics).toContain('DTSTART;VALUE=DATE:20270101');
    expect(ics).toContain('DTEND;VALUE=DATE:20270102');
    expect(ics).toContain('SUMMARY:Trip to Lisbon\\, Portugal · Day 1: City Walk (14°C)');
    expect(ics).toContain('Grey merino sweater');
    expect(ics).toContain('White canvas sneakers (to buy)');
    expect(ics).toContain('Tip: Bring the trench\\, it rains\\; really.');
    expect(ics).toContain('LOCATION:Lisbon\\, Portugal');
    expect(ics).toContain(`UID:${trip.id}-day-2@atelier`);
    expect(unfold(tripCalendar(trip, 'F'))).toContain('Day 1: City Walk (57°F)');
  });

  it('names the file after the trip', () => {
    expect(calendarFileName(trip)).toBe('trip-to-lisbon-portugal-2026-12-31.ics');
  });
});
