import { describe, expect, it } from 'vitest';
import { slotsOf } from '../../nlu/testing.js';
import type { SeenResult } from './plan-core.js';
import { changedTrip, cityNamed, lastAskedTrip, nextLeg, withTripChange, type AskedTrip } from './trip-changes.js';

const planned = (input: Record<string, unknown>, isError = false, output: unknown = {}): SeenResult =>
  ({ toolName: 'trips_plan', input, output, isError, request: 0, prep: false });

const lisbon: AskedTrip = { destination: 'Lisbon', start: '2026-06-01', end: '2026-06-05', activities: ['Beach'], placeRefused: false };
const change = (text: string, trip: AskedTrip = lisbon) => changedTrip(text.toLowerCase(), slotsOf(text, { referenceMonth: trip.start.slice(0, 7) }), trip);

describe('the trip just asked for', () => {
  it('is the last trips.plan call when it is the latest result, with whether its place was refused', () => {
    const ok = planned({ destination: 'Lisbon', start_date: '2026-06-01', end_date: '2026-06-05', activities: ['Beach'] });
    expect(lastAskedTrip([ok])).toEqual(lisbon);
    const refused = planned({ destination: 'Scotland', start_date: '2026-06-01', end_date: '2026-06-05' }, true,
      { message: 'We have no climate data for "Scotland" as a whole, only for cities. Cities we know there or nearby: Edinburgh, United Kingdom.' });
    expect(lastAskedTrip([refused])).toMatchObject({ destination: 'Scotland', placeRefused: true });
  });

  it('is none once something else was asked after it', () => {
    const search: SeenResult = { toolName: 'products_search', input: {}, output: {}, isError: false, request: 0, prep: false };
    expect(lastAskedTrip([planned({ destination: 'Lisbon', start_date: '2026-06-01', end_date: '2026-06-05' }), search])).toBeNull();
    expect(lastAskedTrip([])).toBeNull();
  });
});

describe('a change to it keeps what it does not name', () => {
  it.each([
    ['make it 4 days', '2026-06-01', '2026-06-04'],
    ['make it a week', '2026-06-01', '2026-06-07'],
    ['actually only 3 nights', '2026-06-01', '2026-06-04'],
    ['add a day', '2026-06-01', '2026-06-06'],
    ['one more night', '2026-06-01', '2026-06-06'],
    ['add two more days', '2026-06-01', '2026-06-07'],
    ['a day less', '2026-06-01', '2026-06-04'],
    ['push it back a week', '2026-06-08', '2026-06-12'],
    ['bring it forward two days', '2026-05-30', '2026-06-03'],
    ['can we move it to 17-20 june', '2026-06-17', '2026-06-20'],
    ['move it to the 10th', '2026-06-10', '2026-06-14'],
  ])('%s → %s to %s', (text, start, end) => {
    expect(change(text)).toEqual({
      kind: 'trips.plan', destination: 'Lisbon', start, end, activities: ['Beach'], earlier: { destination: 'Lisbon', start: '2026-06-01', end: '2026-06-05' },
    });
  });

  it('takes a new place with a word of change, or any place after the planner refused one', () => {
    expect(change('actually go to paris instead')).toMatchObject({ destination: 'Paris', start: '2026-06-01', end: '2026-06-05' });
    expect(change('what about porto?')).toMatchObject({ destination: 'Porto' });
    // A refused place was never saved: nothing earlier to mention.
    expect(change('edinburgh', { ...lisbon, destination: 'Scotland', placeRefused: true })).toEqual({
      kind: 'trips.plan', destination: 'Edinburgh', start: '2026-06-01', end: '2026-06-05', activities: ['Beach'],
    });
    // A place alone after a trip that was planned is a new question, not a change.
    expect(change('edinburgh')).toBeNull();
  });

  it('is no change when the message asks for something else', () => {
    expect(change('thanks!')).toBeNull();
    expect(change('can you remind me tomorrow')).toBeNull();
    expect(change('let me think it over with my sister next week')).toBeNull();
    // Dates alone are new dates for it.
    expect(change('20-25 june')).toMatchObject({ destination: 'Lisbon', start: '2026-06-20', end: '2026-06-25' });
    expect(change('add a day dress to my cart')).toBeNull();
    expect(change('show me more')).toBeNull();
    // A trip cannot end before it starts.
    expect(change('cut 9 days')).toBeNull();
  });

  it('replaces only an open request', () => {
    const earlier = [planned({ destination: 'Lisbon', start_date: '2026-06-01', end_date: '2026-06-05' })];
    const read = (text: string, referenceMonth: string) => slotsOf(text, { referenceMonth });
    expect(withTripChange([{ kind: 'unknown' }], 'add a day', earlier, read)).toMatchObject([{ kind: 'trips.plan', destination: 'Lisbon', start: '2026-06-01', end: '2026-06-06', activities: [] }]);
    expect(withTripChange([{ kind: 'trips.list' }], 'add a day', earlier, read)).toEqual([{ kind: 'trips.list' }]);
    // A trip asked for with neither place nor dates right after one was planned is that trip.
    const saved = [planned({ destination: 'Lisbon', start_date: '2026-06-01', end_date: '2026-06-05' }, false, { trip: { id: 'trip-1' } })];
    const vague = { kind: 'trips.plan' as const, destination: null, start: null, end: null, activities: [] };
    expect(withTripChange([vague], 'so what should i pack for my trip?', saved, read)).toEqual([{ kind: 'trips.get', target: '', ref: null, id: 'trip-1' }]);
    expect(withTripChange([{ kind: 'unknown' }], 'add a day', [], read)).toEqual([{ kind: 'unknown' }]);
    // A place asked for with a word of change is read as one even when it is also a name or an everyday word
    // written as a name; "make it nice" (lower case) is no place.
    const plannedOk = [planned({ destination: 'Rome', start_date: '2026-05-20', end_date: '2026-05-23' }, false, { trip: { id: 'trip-2' } })];
    expect(withTripChange([{ kind: 'unknown' }], 'what about Florence instead?', plannedOk, read)).toMatchObject([{ kind: 'trips.plan', destination: 'Florence', start: '2026-05-20', end: '2026-05-23' }]);
    expect(withTripChange([{ kind: 'unknown' }], 'make it nice', plannedOk, read)).toEqual([{ kind: 'unknown' }]);
    // A question about its packing or weather, with a pronoun or nothing, is that trip too; another place is not.
    const get = [{ kind: 'trips.get', target: '', ref: null, id: 'trip-1' }];
    expect(withTripChange([{ kind: 'clarify', options: ['a', 'b'] }], 'what should i pack for it?', saved, read)).toEqual(get);
    expect(withTripChange([{ kind: 'cannot', what: 'check the weather' }], "what's the weather going to be like?", saved, read)).toEqual(get);
    expect(withTripChange([{ kind: 'cannot', what: 'check the weather' }], "what's the weather like in paris?", saved, read)).toEqual([{ kind: 'cannot', what: 'check the weather' }]);
    // After a refused place, an everyday word that is a city is the city.
    const refused = [planned({ destination: 'Riviera', start_date: '2026-06-01', end_date: '2026-06-05' }, true, { message: 'We have no climate data for "Riviera". Nearest known: Nice, France.' })];
    expect(withTripChange([{ kind: 'unknown' }], 'nice then', refused, read)).toMatchObject([{ kind: 'trips.plan', destination: 'Nice', start: '2026-06-01' }]);
  });
});

describe('after a plan', () => {
  const readIn = (month: string) => (t: string) => slotsOf(t, { referenceMonth: month });
  it.each([
    // Activities said on their own replan the same trip for them; "too" adds to the ones chosen.
    ["oh and it's mostly business meetings", ['Business']],
    ['some dinners too', ['Beach', 'Restaurant']],
  ])('%s → the same trip for %o, the earlier plan kept', (text, activities) => {
    expect(change(text)).toMatchObject({ destination: 'Lisbon', start: '2026-06-01', end: '2026-06-05', activities, earlier: { destination: 'Lisbon' } });
  });

  it('asks nothing of a question about activities', () => {
    expect(change('any good restaurants there?')).toBeNull();
  });

  it.each([
    ['and then Porto, June 6 to 9', 'Porto', '2026-06-06', '2026-06-09'],
    ['then Madrid until the 10th', 'Madrid', '2026-06-06', '2026-06-10'],
    ['after that Seville for 3 days', 'Seville', '2026-06-06', '2026-06-08'],
    ['and then Nice', 'Nice', null, null],
  ])('"%s" is the next leg: a trip of its own', (text, destination, start, end) => {
    const leg = nextLeg(text, lisbon, readIn('2026-06'));
    expect(leg).toMatchObject({ destination, start, end });
    expect(leg?.earlier).toBeUndefined();
  });

  it.each(['Porto instead', 'then show me dresses', 'and then Lisbon again'])('"%s" is no next leg', (text) => {
    expect(nextLeg(text, lisbon, readIn('2026-06'))).toBeNull();
  });
});

describe('the answer to "which city?"', () => {
  const readIt = (t: string) => slotsOf(t);
  it.each([['Porto', 'Porto'], ['nice please', 'Nice'], ['lets do florence', 'Florence'], ['Italy', null], ['not sure yet', null]])('%s → %s', (text, city) => {
    expect(cityNamed(text, readIt)).toBe(city);
  });
});

describe('more changes after a plan', () => {
  it('moves the trip a week for "the week after"', () => {
    expect(change('actually make it the week after')).toMatchObject({ destination: 'Lisbon', start: '2026-06-08', end: '2026-06-12' });
  });

  it.each(['can you do the same for Porto?', 'Porto too'])('plans another place for the same dates: %s', (text) => {
    expect(change(text)).toMatchObject({ destination: 'Porto', start: '2026-06-01', end: '2026-06-05', earlier: { destination: 'Lisbon' } });
  });

  it.each(['delete it', 'ok, scrap that one', 'can you remove this trip please'])('removes the trip just planned: %s', (text) => {
    const plannedLisbon = planned({ destination: 'Lisbon', start_date: '2026-06-01', end_date: '2026-06-05' }, false, { trip: { id: 'a0000000-0000-4000-8000-000000000001', destination: 'Lisbon, Portugal' } });
    // The trip's place as the planner named it and its dates go with the request, for the reply to name it.
    expect(withTripChange([{ kind: 'unknown' }], text, [plannedLisbon], (t, m) => slotsOf(t, { referenceMonth: m }))).toEqual([
      { kind: 'trips.remove', target: '', ref: null, id: 'a0000000-0000-4000-8000-000000000001', planned: { destination: 'Lisbon, Portugal', start: '2026-06-01', end: '2026-06-05' } },
    ]);
  });
});

describe('one end of the trip changed, the other kept', () => {
  // Lisbon, Monday 1 to Friday 5 June.
  it.each([
    ['back on thursday', '2026-06-01', '2026-06-04'],
    ['actually we come home on the 7th', '2026-06-01', '2026-06-07'],
    ['leaving tuesday instead', '2026-06-02', '2026-06-05'],
    ['we fly out a day earlier', '2026-05-31', '2026-06-05'],
    ['coming back two days later', '2026-06-01', '2026-06-07'],
    // Later than planned ("two days later") moves the return; a count after the departure ("3 days after") counts from it.
    ['we return 3 days after', '2026-06-01', '2026-06-04'],
    // Both ends said with words of travel, in a longer message.
    ['ok so we fly out tuesday and back on thursday', '2026-06-02', '2026-06-04'],
    // A whole move still moves both.
    ['push it back a day', '2026-06-02', '2026-06-06'],
  ])('%s → %s to %s', (text, start, end) => {
    expect(change(text)).toMatchObject({ destination: 'Lisbon', start, end });
  });
});

describe('a day of the stay points at the trip last planned', () => {
  const read = (text: string, referenceMonth: string) => slotsOf(text, { referenceMonth });
  const plan = planned({ destination: 'Lisbon', start_date: '2026-06-01', end_date: '2026-06-05', activities: ['Beach'] }, false, { trip: { id: 'trip-9' } });
  const search: SeenResult = { toolName: 'products_search', input: {}, output: {}, isError: false, request: 0, prep: false };

  it('an activity on one night joins the trip\'s own, its dates kept, even after a search and whatever the message read as', () => {
    // Ordered so that the planner's cycle gives the final (fifth) day the dinner.
    expect(withTripChange([{ kind: 'unknown' }], 'book us somewhere for dinner on our final night', [plan, search], read))
      .toMatchObject([{ kind: 'trips.plan', destination: 'Lisbon', start: '2026-06-01', end: '2026-06-05', activities: ['Restaurant', 'Beach'] }]);
    const outfit = { kind: 'outfit.build', anchors: [], slots: ['dress'], occasion: 'evening', constraints: {} } as never;
    expect(withTripChange([outfit], 'we have a gala on the second evening', [plan], read))
      .toMatchObject([{ kind: 'trips.plan', destination: 'Lisbon', start: '2026-06-01', end: '2026-06-05', activities: expect.arrayContaining(['Beach', 'Formal']) }]);
  });

  it('a question about the weather of its own month right after it opens it; of another month it does not', () => {
    const cannot = { kind: 'cannot', what: 'check the weather' } as const;
    expect(withTripChange([cannot], "how's the weather usually at the start of june there?", [plan], read)).toEqual([{ kind: 'trips.get', target: '', ref: null, id: 'trip-9' }]);
    expect(withTripChange([cannot], "how's the weather usually in august there?", [plan], read)).toEqual([cannot]);
  });

  it('a question about one of its days opens it', () => {
    expect(withTripChange([{ kind: 'unknown' }], 'what do I wear on the first day?', [plan], read)).toEqual([{ kind: 'trips.get', target: '', ref: null, id: 'trip-9' }]);
  });

  it('a piece asked about as something to take right after the plan opens it; a search after it does not', () => {
    const found = { kind: 'products', query: { phrase: 'boots' } } as never;
    expect(withTripChange([found], 'which boots should we pack', [plan], read)).toEqual([{ kind: 'trips.get', target: '', ref: null, id: 'trip-9' }]);
    expect(withTripChange([found], 'which boots should we pack', [plan, search], read)).toEqual([found]);
  });
});

describe('a change to a saved trip just listed', () => {
  const read = (text: string, referenceMonth: string) => slotsOf(text, { referenceMonth });
  const listed: SeenResult = {
    toolName: 'trips_list', input: {}, isError: false, request: 0, prep: false,
    output: { trips: [
      { id: 'trip-a', destination: 'Oslo, Norway', start_date: '2026-09-10', end_date: '2026-09-14', activities: [] },
      { id: 'trip-b', destination: 'Porto, Portugal', start_date: '2026-08-02', end_date: '2026-08-06', activities: ['Beach'] },
    ] },
  };
  it('is the trip the shopper named before, with only the end said changed', () => {
    expect(withTripChange([{ kind: 'chat', intent: 'thanks' } as never], 'Thanks! Can we make it so we get back on the 16th instead?', [listed], read, 'I think the Oslo one was in September'))
      .toMatchObject([{ kind: 'trips.plan', destination: 'Oslo', start: '2026-09-10', end: '2026-09-16' }]);
  });
  it('is none when the shopper named none of several', () => {
    expect(withTripChange([{ kind: 'unknown' }], 'can we make it so we get back on the 16th instead?', [listed], read, 'show my trips')).toEqual([{ kind: 'unknown' }]);
  });
});

describe('days counted from the trip just planned', () => {
  const read = (text: string, referenceMonth: string) => slotsOf(text, { referenceMonth, today: '2026-04-20' });
  const lisbonPlan = planned({ destination: 'Lisbon', start_date: '2026-06-01', end_date: '2026-06-05', activities: [] });
  const outfit = (turn: number): SeenResult => ({ toolName: 'outfits_compose', input: {}, output: {}, isError: false, request: 1, prep: false, turn });
  const changeAfter = (text: string, earlier: SeenResult[]) => withTripChange([{ kind: 'unknown' }], text, earlier, read);

  it.each([
    ['we fly in two days before actually', '2026-05-30', '2026-06-05'],
    ['i think i will stay on till the following tuesday', '2026-06-01', '2026-06-09'],
    ['coming home three days later than that', '2026-06-01', '2026-06-08'],
  ])('%s → %s to %s', (text, start, end) => {
    expect(changeAfter(text, [lisbonPlan])[0]).toMatchObject({ kind: 'trips.plan', destination: 'Lisbon', start, end });
  });
  it('counts from a trip planned beside another answer of the same turn', () => {
    const trip = { ...lisbonPlan, turn: 1 };
    expect(changeAfter('the gala is at night, on a terrace', [trip, outfit(1)])[0]).toMatchObject({ kind: 'trips.plan', start: '2026-06-01', activities: ['Formal'] });
    expect(changeAfter('the gala is at night, on a terrace', [trip, outfit(2)])[0]).toEqual({ kind: 'unknown' });
  });
});

describe('a trip as the conversation\'s subject (session 8)', () => {
  const read = (text: string, referenceMonth: string) => slotsOf(text, { referenceMonth, today: '2026-04-20' });
  const seen = (destination: string, start_date: string, end_date: string, activities: string[] = []) =>
    [planned({ destination, start_date, end_date, activities }, false, { trip: { id: 'trip-9', destination: `${destination}, X` } })];

  it('reads weekdays said of a trip as the ones of its week nearest its first day', () => {
    // Thursday 4 June – Sunday 7 June; "wed to sat" is 3–6 June, not the week after.
    expect(change('actually wed to sat', { ...lisbon, start: '2026-06-04', end: '2026-06-07' })).toMatchObject({ start: '2026-06-03', end: '2026-06-06' });
  });
  it('replans the trip for a packing list asked of it, and for an occasion added to it', () => {
    const outfit = { kind: 'outfit.build' as const, anchors: [], slots: [], occasion: null };
    expect(withTripChange([outfit], 'ok now a packing list please, six outfits, mostly for hiking', seen('Oslo', '2026-06-08', '2026-06-12'), read))
      .toMatchObject([{ kind: 'trips.plan', destination: 'Oslo', start: '2026-06-08', end: '2026-06-12', activities: ['Active'] }]);
    expect(withTripChange([outfit], 'could you add a gala dinner look as well', seen('Oslo', '2026-06-08', '2026-06-12', ['Casual']), read))
      .toMatchObject([{ kind: 'trips.plan', start: '2026-06-08', end: '2026-06-12', activities: ['Casual', 'Formal', 'Restaurant'] }]);
  });
  it('reads a change said in one sentence of several', () => {
    expect(withTripChange([{ kind: 'passed_on' }], 'Lovely, thanks. Could we make it 2 days longer? My boss said yes.', seen('Oslo', '2026-06-08', '2026-06-12'), read))
      .toMatchObject([{ kind: 'trips.plan', destination: 'Oslo', start: '2026-06-08', end: '2026-06-14' }]);
  });
  it('plans a leg said to come at the end, counted from the trip\'s last day', () => {
    expect(withTripChange([{ kind: 'unknown' }], 'we want to add Porto at the end, 2 more nights', seen('Lisbon', '2026-06-01', '2026-06-05'), read))
      .toMatchObject([{ kind: 'trips.plan', destination: 'Porto', start: '2026-06-05', end: '2026-06-07' }]);
  });
});

describe('something added on a weekday of the stay in play', () => {
  // Lisbon 1–5 June 2026 (Monday to Friday), said about while the conversation's clock is in May.
  it('puts a known activity on that day of the trip, its dates kept', () => {
    expect(change('could you put a pottery workshop on the wednesday')).toMatchObject({ start: '2026-06-01', end: '2026-06-05', activities: expect.arrayContaining(['Beach', 'Casual']) });
    expect(change('we want to add a flamenco night on the thursday')).toMatchObject({ start: '2026-06-01', end: '2026-06-05', activities: expect.arrayContaining(['Evening']) });
  });

  it('never moves the whole trip to start on that weekday', () => {
    expect(change('add a harbour tour on the tuesday')?.start ?? '2026-06-01').toBe('2026-06-01');
    expect(change('also add something nice on the thursday')).toBeNull();
  });
});
