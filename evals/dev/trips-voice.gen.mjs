// trips-voice: the shopper's-voice batch of the trips round (issue 27). The messages were written first,
// knowing only what a shopper knows (trips-voice.messages.txt, unchanged here); the expectations after,
// from the tool contracts. Eval clock Monday 2026-04-20: "next week" is 27 April – 3 May, "next weekend"
// 2–3 May (25–26 April also allowed), "the weekend after next" 9–10 May (2–3 May also allowed).
// `node evals/dev/trips-voice.gen.mjs` rewrites trips-voice.json and checks every message is the file's.
import { any, writeCases } from './case-helpers.mjs';
import { get, list, oneOf, removeTrip, savedTrip, search, plan as tripPlan, tripVoiceCases } from './trip-cases.mjs';

const plan = (city, start_date, end_date) => tripPlan(city, start_date, end_date, any);
const row = (n, destination, start_date, end_date) => savedTrip(1, n, destination, start_date, end_date);
const BERLIN = row(1, 'Berlin, Germany', '2026-05-20', '2026-05-24');
const LISBON = row(2, 'Lisbon, Portugal', '2026-05-12', '2026-05-15');
const ROME = row(3, 'Rome, Italy', '2026-06-02', '2026-06-05');
const NEXT_WEEKEND = [oneOf('2026-05-02', '2026-04-25'), oneOf('2026-05-03', '2026-04-26')];
const AFTER_NEXT = [oneOf('2026-05-09', '2026-05-02'), oneOf('2026-05-10', '2026-05-03')];
const noPlan = ['trips.plan'];

// [message as written, turns' expectations (one per turn), extra case fields]
const raw = [
  ['A trip as context for shoes', [{ calls: [search], forbid: noPlan }]],
  ['', [{ calls: [plan('Lisbon', '2026-05-12', '2026-05-15')] }]],
  ['', [{ calls: [plan('Paris', '2026-06-03', '2026-06-07')] }]],
  ['', [{ calls: [plan('Barcelona', '2026-06-01', '2026-06-05')] }]],
  ['Nights from a day', [{ calls: [plan('London', '2026-05-08', '2026-05-11')] }]],
  ['Next weekend', [{ calls: [plan('Copenhagen', ...NEXT_WEEKEND)] }]],
  ['An intro, a colon, the dates', [{ calls: [plan('Milan', '2026-05-14', '2026-05-18')] }]],
  ['A country with a month: which city?', [{ calls: [] }]],
  ['A country next month: which city?', [{ calls: [] }]],
  ['ISO dates', [{ calls: [plan('New York', '2026-06-10', '2026-06-14')] }]],
  ['US numeric dates', [{ calls: [plan('Berlin', '2026-05-20', '2026-05-24')] }]],
  ['British numeric dates', [{ calls: [plan('Berlin', '2026-05-20', '2026-05-24')] }]],
  ['A long weekend at the end of May, weather', [{ calls: [plan('Madrid', oneOf('2026-05-22', '2026-05-23', '2026-05-29', '2026-05-30'), oneOf('2026-05-25', '2026-05-31', '2026-06-01'))] }]],
  ['A month alone: its first week', [{ calls: [plan('Amsterdam', { $contains: '2026-06' }, { $contains: '2026-06' })] }]],
  ['Weekdays of next week, work', [{ calls: [plan('Stockholm', '2026-04-28', '2026-04-30')] }]],
  ['In two weeks for five days', [{ calls: [plan('Nice', '2026-05-04', '2026-05-08')] }]],
  ['Two legs after a colon', [{ calls: [plan('Paris', '2026-06-04', '2026-06-06'), plan('Rome', '2026-06-07', '2026-06-10')] }]],
  ['Two trips joined by and', [{ calls: [plan('Lisbon', '2026-05-12', '2026-05-15'), plan('Porto', '2026-05-16', '2026-05-18')] }]],
  ['Longer after a plan', [{ calls: [plan('Vienna', '2026-05-10', '2026-05-12')] }, { calls: [plan('Vienna', '2026-05-10', '2026-05-14')] }]],
  ['Weather after a plan', [{ calls: [plan('Dublin', ...NEXT_WEEKEND)] }, { calls: [get] }]],
  ['Moved a week later', [{ calls: [plan('Athens', '2026-06-01', '2026-06-06')] }, { calls: [plan('Athens', '2026-06-08', '2026-06-13')] }]],
  ['Another city instead', [{ calls: [plan('Edinburgh', '2026-05-15', '2026-05-18')] }, { calls: [plan('Glasgow', '2026-05-15', '2026-05-18')] }]],
  ['Packing after a plan', [{ calls: [plan('Prague', '2026-05-22', '2026-05-25')] }, { calls: [get] }]],
  ['Shorter after a plan', [{ calls: [plan('Prague', '2026-05-22', '2026-05-25')] }, { calls: [plan('Prague', '2026-05-22', '2026-05-24')] }]],
  ['List', [{ calls: [list] }], { setup: { tables: { trip_plans: [BERLIN] } } }],
  ['List, a question', [{ calls: [list] }], { setup: { tables: { trip_plans: [BERLIN, LISBON] } } }],
  ['Delete by place', [{ calls: [list, removeTrip('Berlin, Germany')] }],
    { setup: { tables: { trip_plans: [BERLIN, LISBON] } }, end: { tables: { trip_plans: [{ destination: 'Lisbon, Portugal' }] } } }],
  ['Cancel the trip just planned', [{ calls: [plan('Oslo', '2026-06-01', '2026-06-03')] }, { calls: [removeTrip('Oslo, Norway')] }], { end: { tables: { trip_plans: [] } } }],
  ['Remove by place, with a reason', [{ calls: [list, removeTrip('Lisbon, Portugal')] }],
    { setup: { tables: { trip_plans: [LISBON, ROME] } }, end: { tables: { trip_plans: [{ destination: 'Rome, Italy' }] } } }],
  ['The weekend after next', [{ calls: [plan('Seville', ...AFTER_NEXT)] }]],
  ['This Friday to Sunday, and a dress too', [{ calls: [plan('Florence', '2026-04-24', '2026-04-26'), search], ordered: false }]],
  ['Flying out and coming back', [{ calls: [plan('Tokyo', '2026-06-02', '2026-06-09')] }]],
  ['A hen do over the month end', [{ calls: [plan('Ibiza', '2026-05-29', '2026-06-01')] }]],
  ['Through', [{ calls: [plan('Zurich', '2026-05-11', '2026-05-13')] }]],
  ['Place, comma, dates', [{ calls: [plan('Paris', '2026-05-06', '2026-05-08')] }]],
  ['A trip and a blazer under 200', [{ calls: [plan('Rome', '2026-06-02', '2026-06-05'), search], ordered: false }]],
  ['Mid-month trip as the reason to buy a jacket', [{ calls: [search], forbid: noPlan }]],
  // Written as a search alone; the gating case skill-trips-dash-then-search decides a spaced dash ends the trip
  // and both are done, so this follows it.
  ['Next week in Munich, a dash, then sneakers', [{ calls: [plan('Munich', '2026-04-27', '2026-05-03'), search], ordered: false }]],
  ['Dotted dates', [{ calls: [plan('Amsterdam', '2026-05-18', '2026-05-21')] }]],
  ['Weather on a saved trip', [{ calls: [list, { name: 'trips.get', args: { id: { $trip: 'Lisbon, Portugal' } } }] }],
    { setup: { tables: { trip_plans: [LISBON, ROME] } } }],
  ['A week from a day', [{ calls: [plan('Marrakech', '2026-05-20', oneOf('2026-05-26', '2026-05-27'))] }]],
  ['A trip and a piece to the cart', [{ calls: [plan('Bruges', '2026-05-09', '2026-05-10'), { name: 'dressingRoom.list', args: 'any' }, { name: 'dressingRoom.toggleCart', args: { id: { $saved: 'White Leather Sneakers' } } }], ordered: false }],
    { setup: { saved: ['White Leather Sneakers'] }, end: { cart: ['White Leather Sneakers'], tables: { trip_plans: [{ destination: { $contains: 'Bruges' } }] } } }],
  ['Somewhere warm: no place', [{ calls: [] }]],
  ['Plan me a trip: colon', [{ calls: [plan('Madrid', '2026-06-03', '2026-06-05')] }]],
  ['Dates with an en dash', [{ calls: [plan('Mykonos', '2026-05-23', '2026-05-30')] }]],
  ['A wedding inside the stay', [{ calls: [plan('Dubrovnik', '2026-05-28', '2026-06-01')] }]],
  ['Shoes for the trip just planned', [{ calls: [plan('Venice', '2026-05-02', '2026-05-04')] }, { calls: [search] }]],
  ['Plan then list', [{ calls: [plan('Paris', '2026-06-03', '2026-06-07')] }, { calls: [list] }]],
  ['The city in German', [{ calls: [plan('Copenhagen', '2026-05-10', '2026-05-12')] }]],
  ['A typo in trip', [{ calls: [plan('Barcelona', '2026-06-01', '2026-06-04')] }]],
];

const cases = tripVoiceCases('trips-voice', raw);
writeCases('trips-voice', cases);
console.log(`${cases.length} cases`);
