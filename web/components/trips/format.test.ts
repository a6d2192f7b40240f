import { afterEach, describe, expect, it } from 'vitest';
import { formatTripDates, formatTripDay } from './format.js';

const tz = process.env.TZ;
afterEach(() => { process.env.TZ = tz; });

describe('trip dates', () => {
  it('reads the same in every time zone', () => {
    for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
      process.env.TZ = zone;
      expect(formatTripDay('2026-05-03')).toBe('Sun 3 May');
      expect(formatTripDates('2026-12-30', '2027-01-02')).toBe('Wed 30 Dec – Sat 2 Jan 2027');
      expect(formatTripDates('2026-05-03', '2026-05-03')).toBe('Sun 3 May 2026');
    }
  });
});
