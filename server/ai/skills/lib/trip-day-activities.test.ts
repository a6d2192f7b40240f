import { describe, expect, it } from 'vitest';
import { activityForDay } from '../../../../tools/trips/fallback.js';
import { slotsOf } from '../../nlu/testing.js';
import type { SeenResult } from './plan-core.js';
import { changedTrip, withTripChange, type AskedTrip } from './trip-changes.js';
import { activitiesIn } from './understand-trips.js';

// A Thursday-to-Monday stay: 4 June 2026 is a Thursday.
const porto: AskedTrip = { destination: 'Porto', start: '2026-06-04', end: '2026-06-08', activities: ['City Walk', 'Restaurant'], placeRefused: false };
const change = (text: string, trip: AskedTrip = porto) => changedTrip(text.toLowerCase(), slotsOf(text, { referenceMonth: trip.start.slice(0, 7) }), trip);
/** The activity the planner gives each day of the changed trip (it cycles them in order). */
const days = (activities: readonly string[] | undefined, n = 5) => Array.from({ length: n }, (_, i) => activityForDay((activities ?? []) as never, i));

describe('an activity said of one day of the stay lands on that day', () => {
  it.each([
    ['can we have the big dinner on the saturday instead', 2, 'Restaurant'],
    ['put a hike in on the first day', 0, 'Active'],
    ['could you shift the fancy lunch to the last day', 4, 'Restaurant'],
    ['we have a gala on the 7th', 3, 'Formal'],
  ])('"%s" → day %i is %s, the dates kept', (text, day, activity) => {
    const changed = change(text);
    expect(changed).toMatchObject({ destination: 'Porto', start: '2026-06-04', end: '2026-06-08' });
    expect(days(changed?.activities)[day]).toBe(activity);
  });

  it('a trip planned for nothing in particular keeps its other days casual', () => {
    const changed = change('a catamaran trip on the friday please', { ...porto, activities: [] });
    expect(days(changed?.activities)).toEqual(['Casual', 'Beach', 'Casual', 'Beach', 'Casual']);
  });

  it('a question about one day that changes nothing is no change', () => {
    expect(change('is the dinner on friday somewhere smart?')).toBeNull();
  });
});

describe('asking to add to the trip, whoever is said to do it', () => {
  it.each([
    ['can we add a spa afternoon', 'Casual'],
    ['could I squeeze in some kayaking', 'Active'],
    ['shall we add a sailing day', 'Beach'],
    ['can we also fit in a safari', 'Active'],
  ])('"%s" adds %s', (text, activity) => {
    expect(change(text)?.activities).toEqual([...porto.activities, activity]);
  });

  it('a question about what there is to do asks nothing of the trip', () => {
    expect(change('can we find a good market there?')).toBeNull();
  });
});

describe('more activity words', () => {
  it.each([
    ['a boat trip and a picnic', ['Beach', 'Casual']],
    ['the souk, then a gig at night', ['City Walk', 'Evening']],
    ['a glacier hike and a funeral', ['Active', 'Formal']],
  ])('%s → %o', (text, activities) => {
    expect(activitiesIn(text)).toEqual(activities);
  });
});

describe('an activity said beside a search word after a plan', () => {
  const planned: SeenResult = { toolName: 'trips_plan', input: { destination: 'Porto', start_date: '2026-06-04', end_date: '2026-06-08', activities: ['City Walk'] }, output: { trip: { id: 'trip-3' } }, isError: false, request: 0, prep: false };
  const read = (text: string, referenceMonth: string) => slotsOf(text, { referenceMonth });
  it('a colour that describes the activity is no search: the trip is replanned', () => {
    const search = { kind: 'products', query: { text: 'pink' } } as never;
    expect(withTripChange([search], "oh there's a pink party on the sunday too, add it", [planned], read))
      .toMatchObject([{ kind: 'trips.plan', destination: 'Porto', activities: expect.arrayContaining(['City Walk', 'Evening']) }]);
  });
  it('a piece named is still a search', () => {
    const search = { kind: 'products', query: { text: 'pink dress' } } as never;
    expect(withTripChange([search], 'a pink dress for the party on sunday too', [planned], read)).toEqual([search]);
  });
});
