import { describe, expect, it } from 'vitest';
import { read, slotsOf } from '../../nlu/testing.js';
import { changedTrip, withTripChange, type AskedTrip } from './trip-changes.js';
import { joinTripClauses } from './trip-clauses.js';
import type { SeenResult } from './plan-core.js';
import { tripRequest } from './understand-trips.js';

const today = '2026-04-20';
const amsterdam: AskedTrip = { destination: 'Amsterdam', start: '2026-04-27', end: '2026-05-03', activities: [], placeRefused: false };
const change = (text: string, trip: AskedTrip) => changedTrip(text.toLowerCase(), slotsOf(text, { today, referenceMonth: trip.start.slice(0, 7) }), trip);

describe('a change to the trip just planned', () => {
  it('weekdays said of it are in its week', () => {
    expect(change('actually only tuesday to thursday', amsterdam)).toMatchObject({ start: '2026-04-28', end: '2026-04-30' });
  });

  it('"I meant" replaces the place and keeps the dates', () => {
    expect(change('oops I meant Casablanca', { ...amsterdam, destination: 'Cairo' })).toMatchObject({ destination: 'Casablanca', start: '2026-04-27', end: '2026-05-03' });
  });

  it('"scrap that, delete it" removes the trip just planned', () => {
    const seen: SeenResult = {
      toolName: 'trips_plan', input: { destination: 'Porto', start_date: '2026-05-09', end_date: '2026-05-11' },
      output: { trip: { id: 't-1', destination: 'Porto, Portugal' } }, isError: false, request: 0, prep: false,
    };
    const [r] = withTripChange([{ kind: 'unknown' } as never], 'actually scrap that, delete it', [seen], () => null);
    expect(r).toMatchObject({ kind: 'trips.remove', id: 't-1' });
  });
});

describe('saved trips asked about', () => {
  it.each(['how many trips do i have coming up', "when's my next trip", 'any upcoming trips?'])('%s lists them', (text) => {
    expect(tripRequest(text, today)).toEqual({ kind: 'trips.list' });
  });

  it('"what did you plan for my Lisbon trip" opens that trip', () => {
    expect(tripRequest('what did you plan for my Lisbon trip again?', today)).toMatchObject({ kind: 'trips.get', target: 'Lisbon' });
  });

  it('"a trip coming up" is a trip to plan, not the saved list', () => {
    expect(tripRequest('got a trip coming up, can you help me figure out what to wear?', today)?.kind).not.toBe('trips.list');
  });
});

describe('days of travel and what to wear, said apart', () => {
  const clauses = (text: string) => joinTripClauses(read(text, { today }).clauses.map((c) => ({ text: c.written, corrected: c.text, slots: c.slots })));

  it('join into one trip still to be placed', () => {
    const joined = clauses('I travel 8-11 may, can you sort my outfits');
    expect(joined).toHaveLength(1);
    expect(joined[0]!.slots.dates).toMatchObject({ start: '2026-05-08', end: '2026-05-11' });
  });

  it('a trip, the ask and the days\' activities are one clause', () => {
    const joined = clauses('I have a trip to Vienna on 9 May, returning 12 May. Can you help me plan outfits? Mostly sightseeing and a nice dinner.');
    expect(joined).toHaveLength(1);
  });
});

describe('words a group of travellers or a weekday shorthand use', () => {
  it('"we … could you plan our outfits" is the shopper asking, not a pasted instruction', () => {
    expect(read('we travel 18-21 may, could you plan our outfits', { today }).clauses.map((c) => c.text).join(' ')).toContain('plan our outfits');
  });

  it('"tue to thu" beside next week is those days of it, not a typo of "tube"', () => {
    const [joined] = joinTripClauses(read('work trip to Brussels next week, tue to thu', { today }).clauses.map((c) => ({ text: c.written, corrected: c.text, slots: c.slots })));
    expect(joined!.slots.dates).toMatchObject({ start: '2026-04-28', end: '2026-04-30' });
  });

  it('"hmm forget it, remove it" (two clauses) removes the trip just planned', () => {
    const seen: SeenResult = {
      toolName: 'trips_plan', input: { destination: 'Krakow', start_date: '2026-05-20', end_date: '2026-05-22' },
      output: { trip: { id: 't-2', destination: 'Krakow, Poland' } }, isError: false, request: 0, prep: false,
    };
    const [r] = withTripChange([{ kind: 'unknown' } as never, { kind: 'unknown' } as never], 'hmm forget it, remove it', [seen], () => null);
    expect(r).toMatchObject({ kind: 'trips.remove', id: 't-2' });
  });
});

describe('changes said after a plan (round 5)', () => {
  const venice: AskedTrip = { destination: 'Venice', start: '2026-05-02', end: '2026-05-04', activities: [], placeRefused: false };
  const geneva: AskedTrip = { destination: 'Geneva', start: '2026-04-27', end: '2026-05-03', activities: [], placeRefused: false };

  it('"the following weekend" moves the trip a week on', () => {
    expect(change('can we move it to the following weekend', venice)).toMatchObject({ start: '2026-05-09', end: '2026-05-11' });
  });

  it('"just the weekend" keeps the stay\'s Saturday and Sunday', () => {
    expect(change('just the weekend', geneva)).toMatchObject({ start: '2026-05-02', end: '2026-05-03' });
  });
});
