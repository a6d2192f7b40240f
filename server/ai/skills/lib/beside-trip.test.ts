import { describe, expect, it } from 'vitest';
import { besideTrip } from './beside-trip.js';
import type { Request } from './request.js';

const trip: Request = { kind: 'trips.plan', destination: 'Oslo', start: '2026-06-08', end: '2026-06-12', activities: [] };
const clauses = (pairs: [Request, string][]) => {
  const words = new Map(pairs);
  return (r: Request) => words.get(r) ?? '';
};

describe('sentences beside a trip', () => {
  it('fold a weather question, recommendations of what to take and an occasion into the trip', () => {
    const weather: Request = { kind: 'cannot', what: 'check the weather' };
    const feed: Request = { kind: 'feed', query: { phrase: '' }, section: 'recommended' };
    const outfit: Request = { kind: 'outfit.build', anchors: [], slots: [], occasion: 'party' };
    const out = besideTrip([trip, weather, feed, outfit], clauses([[weather, 'will it be chilly, what is the forecast'], [feed, 'what would you advise I take'], [outfit, 'a gala one evening so something black tie']]));
    expect(out).toEqual([{ ...trip, activities: ['Formal', 'Evening'] }]);
  });
  it('keep a request for the shop of its own, and every request when no trip is planned', () => {
    const search: Request = { kind: 'products', query: { category: 'Dresses', phrase: 'dresses' } };
    expect(besideTrip([trip, search], clauses([[search, 'do you sell dresses for that?']]))).toEqual([trip, search]);
    const priced: Request = { kind: 'products', query: { category: 'Shoes', maxPrice: 80, phrase: 'shoes' } };
    expect(besideTrip([trip, priced], clauses([[priced, 'shoes to wear under 80?']]))).toEqual([trip, priced]);
    const weather: Request = { kind: 'cannot', what: 'check the weather' };
    expect(besideTrip([weather], () => 'what is the forecast')).toEqual([weather]);
  });
  it('make the same city said twice one trip, the dated one', () => {
    const again: Request = { kind: 'trips.plan', destination: 'Oslo', start: '2026-06-01', end: '2026-06-07', activities: ['Restaurant'], assumedDays: true };
    expect(besideTrip([trip, again], clauses([[again, 'never been to oslo in june, dinners mostly']]))).toEqual([{ ...trip, activities: ['Restaurant'] }]);
  });
});
