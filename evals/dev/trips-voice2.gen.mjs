// trips-voice2: the second shopper's-voice batch of the trips round (issue 27), written after the first
// round's fixes, new people and new shapes; messages first (trips-voice2.messages.txt, unchanged here), the
// expectations after. Eval clock Monday 2026-04-20. `node evals/dev/trips-voice2.gen.mjs` rewrites trips-voice2.json.
import { any, writeCases } from './case-helpers.mjs';
import { get, list, oneOf, removeTrip, savedTrip, search, tripVoiceCases } from './trip-cases.mjs';

// A destination given exactly as the city or containing it; an array lists the exact values allowed.
const plan = (city, start_date, end_date) =>
  ({ name: 'trips.plan', args: { destination: { $oneOf: Array.isArray(city) ? city : [city, { $contains: city }] }, start_date, end_date, activities: any } });
const row = (n, destination, start_date, end_date) => savedTrip(2, n, destination, start_date, end_date);
const ROME = row(1, 'Rome, Italy', '2026-06-02', '2026-06-05');
const PARIS = row(2, 'Paris, France', '2026-05-10', '2026-05-12');

const raw = [
  ['Chatty, till', [{ calls: [plan('Lisbon', '2026-05-15', '2026-05-19')] }]],
  ['A heading and a colon', [{ calls: [plan('Frankfurt', '2026-05-04', '2026-05-06')] }]],
  ['Land and fly home', [{ calls: [plan('Vienna', '2026-05-12', '2026-05-16')] }]],
  ['Numeric, a bare dash, British order', [{ calls: [plan('Copenhagen', '2026-06-07', '2026-06-10')] }]],
  ['Weekdays of next week, weather', [{ calls: [plan('Edinburgh', '2026-04-30', '2026-05-03')] }]],
  ['The first week of a month', [{ calls: [plan('Nice', '2026-06-01', '2026-06-07')] }]],
  ['An island named for its city', [{ calls: [plan({ $contains: 'Mallorca' }, '2026-06-14', '2026-06-21')] }]],
  ['A flight day and a week later', [{ calls: [plan('Athens', '2026-06-03', '2026-06-10')] }]],
  ['Dates moved', [{ calls: [plan('Paris', '2026-06-10', '2026-06-14')] }, { calls: [plan('Paris', '2026-06-11', '2026-06-15')] }]],
  ['A day more', [{ calls: [plan('Rome', '2026-05-20', '2026-05-23')] }, { calls: [plan('Rome', '2026-05-20', '2026-05-24')] }]],
  ['Another city', [{ calls: [plan('Rome', '2026-05-20', '2026-05-23')] }, { calls: [plan('Florence', '2026-05-20', '2026-05-23')] }]],
  ['Delete it', [{ calls: [plan('Rome', '2026-05-20', '2026-05-23')] }, { calls: [removeTrip('Rome, Italy')] }], { end: { tables: { trip_plans: [] } } }],
  ['Hot? after a plan', [{ calls: [plan('Madrid', '2026-06-05', '2026-06-08')] }, { calls: [get] }]],
  ['Packing list of a saved trip', [{ calls: [list, { name: 'trips.get', args: { id: { $trip: 'Rome, Italy' } } }] }], { setup: { tables: { trip_plans: [ROME, PARIS] } } }],
  ['How many trips', [{ calls: [list] }], { setup: { tables: { trip_plans: [ROME, PARIS] } } }],
  ['Remove by place', [{ calls: [list, removeTrip('Paris, France')] }],
    { setup: { tables: { trip_plans: [ROME, PARIS] } }, end: { tables: { trip_plans: [{ destination: 'Rome, Italy' }] } } }],
  ['A bank holiday weekend in May', [{ calls: [plan('Dublin', oneOf('2026-05-01', '2026-05-02', '2026-05-22', '2026-05-23'), oneOf('2026-05-03', '2026-05-04', '2026-05-24', '2026-05-25'))] }]],
  ['Two cities, plan both', [{ calls: [plan('Barcelona', '2026-05-01', '2026-05-04'), plan('Valencia', '2026-05-05', '2026-05-08')] }]],
  ['A trip as the reason for a jacket', [{ calls: [search], forbid: ['trips.plan'] }]],
  ['A themed weekend', [{ calls: [plan('Berlin', '2026-05-16', '2026-05-17')] }]],
  ['Plan: colon, details', [{ calls: [plan('Oslo', '2026-06-02', '2026-06-05')] }]],
  ['A country and a month: which city?', [{ calls: [] }]],
  ['A region with dates: which city?', [{ calls: [] }]],
  ['En dash, please, activities', [{ calls: [plan('Stockholm', '2026-05-28', '2026-05-31')] }]],
  ['From to, for work', [{ calls: [plan('Zurich', '2026-06-09', '2026-06-12')] }]],
];

const cases = tripVoiceCases('trips-voice2', raw);
writeCases('trips-voice2', cases);
console.log(`${cases.length} cases`);
