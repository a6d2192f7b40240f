// trips-voice2: the second shopper's-voice batch of the trips round (issue 27), written after the first
// round's fixes, new people and new shapes; messages first (trips-voice2.messages.txt, unchanged here), the
// expectations after. Eval clock Monday 2026-04-20. `node evals/dev/trips-voice2.gen.mjs` rewrites trips-voice2.json.
import { readFileSync, writeFileSync } from 'node:fs';

const any = { $any: true };
const plan = (city, start_date, end_date) =>
  ({ name: 'trips.plan', args: { destination: { $oneOf: Array.isArray(city) ? city : [city, { $contains: city }] }, start_date, end_date, activities: any } });
const oneOf = (...v) => ({ $oneOf: v });
const search = { name: 'products.search', args: 'any' };
const list = { name: 'trips.list', args: 'any' };
const get = { name: 'trips.get', args: 'any' };
const removeTrip = (destination) => ({ name: 'trips.remove', args: { id: { $trip: destination } } });
const row = (n, destination, start_date, end_date) => ({
  id: `d0000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`, destination, trip_name: `Trip to ${destination.split(',')[0]}`,
  start_date, end_date, planned_outfits: { activities: ['Casual'] }, created_at: '2026-04-01T10:00:00Z',
});
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

const lines = readFileSync(new URL('./trips-voice2.messages.txt', import.meta.url), 'utf8').split('\n').filter((l) => l.trim());
if (lines.length !== raw.length) throw new Error(`${lines.length} messages, ${raw.length} expectations`);
const cases = raw.map(([description, expected, extra], i) => {
  const users = lines[i].split(' || ');
  if (users.length !== expected.length) throw new Error(`line ${i + 1}: ${users.length} turns, ${expected.length} expectations`);
  return {
    id: `tripsvoice2-${String(i + 1).padStart(2, '0')}`, category: 'trip_dates', skill: 'trips',
    description: `trips-voice2: ${description}`, ...(extra ?? {}),
    turns: users.map((user, t) => ({ user, ...expected[t] })),
  };
});
writeFileSync(new URL('./trips-voice2.json', import.meta.url), `${JSON.stringify(cases, null, 2)}\n`);
console.log(`${cases.length} cases`);
