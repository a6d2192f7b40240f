// trips-voice3: the third shopper's-voice batch of the trips round (issue 27), written by people who never saw
// the code; messages first (trips-voice3.messages.txt, unchanged here), the expectations after, from the trip
// tools' contracts (tools/trips/contracts.ts: one destination, at most 30 days, the eight activities). Eval clock
// Monday 2026-04-20. `node evals/dev/trips-voice3.gen.mjs` rewrites trips-voice3.json.
import { any, writeCases } from './case-helpers.mjs';
import { get, list, oneOf, savedTrip, tripVoiceCases } from './trip-cases.mjs';

// A destination given exactly as the city or containing it; an array lists the places allowed.
const place = (city) => ({ $oneOf: (Array.isArray(city) ? city : [city]).flatMap((c) => [c, { $contains: c }]) });
const plan = (city, start_date, end_date, activities = any) => ({ name: 'trips.plan', args: { destination: place(city), start_date, end_date, activities } });
const row = (n, destination, start_date, end_date) => savedTrip(3, n, destination, start_date, end_date);
const VIENNA = row(1, 'Vienna, Austria', '2026-10-03', '2026-10-08');
const ROME = row(2, 'Rome, Italy', '2026-05-28', '2026-06-01');
const LISBON = row(3, 'Lisbon, Portugal', '2026-07-10', '2026-07-14');
const MALLORCA = ['Mallorca', 'Palma'];
// "next friday" on a Monday: this week's (24 April) or the one a week on (1 May); chrono takes the second.
const NEXT_FRIDAY = ['2026-04-24', '2026-05-01'];

const raw = [
  ['Weekday shorthands, client dinners and meetings',
    [{ calls: [plan('New York', '2026-04-23', '2026-04-25', { $set: ['Business', 'Restaurant'] })] }]],
  ['Next friday for about 5 days, then the friday after that',
    [{ calls: [plan('Lisbon', oneOf(...NEXT_FRIDAY), oneOf('2026-04-28', '2026-05-05'))] },
      { calls: [plan('Lisbon', oneOf('2026-05-01', '2026-05-08'), oneOf('2026-05-05', '2026-05-12'))] }]],
  ['"the 1 of June until the 15 of June", learner English', [{ calls: [plan('Madrid', '2026-06-01', '2026-06-15')] }]],
  ['Memorial Day weekend, Friday to Tuesday (25 May 2026 is Memorial Day)', [{ calls: [plan('Orlando', '2026-05-22', '2026-05-26')] }]],
  // Three weeks from mid-June over three places, one climate: the planner takes one place, so the first city for the whole stay.
  // The follow-up asks for modest cover, which no trip argument expresses: answered in words, nothing replanned.
  ['Three weeks from mid-June in Thailand, the first city for the stay; temples answered in words',
    [{ calls: [plan(['Bangkok', 'Chiang Mai'], oneOf('2026-06-14', '2026-06-15'), oneOf('2026-07-04', '2026-07-05'))] }, { calls: [] }]],
  ['"Wednesday week", "the following Sunday"', [{ calls: [plan('Edinburgh', '2026-04-29', '2026-05-03')] }]],
  // Lake Como has no weather of its own in the planner: the stylist asks which city (Milan is the nearest), as for every region.
  ['Lake Como at half term, days given: which city?', [{ calls: [] }]],
  ['Two nights from tomorrow, then three', [{ calls: [plan('Berlin', '2026-04-21', '2026-04-23')] }, { calls: [plan('Berlin', '2026-04-21', '2026-04-24')] }]],
  // No tool edits a saved trip: the changed return is a new plan of the same place from the saved first day.
  ['Saved trips, then the Vienna one returns on 10 October',
    [{ calls: [list] }, { calls: [plan('Vienna', '2026-10-03', '2026-10-10')] }], { setup: { tables: { trip_plans: [VIENNA, ROME] } } }],
  ['This weekend, saturday until wednesday', [{ calls: [plan('Mexico City', '2026-04-25', '2026-04-29')] }]],
  ['A week from 4 May, business and a gala', [{ calls: [plan('Singapore', '2026-05-04', '2026-05-10')] }]],
  // Four cities over a month with no days for each (and 31 days, past the planner's 30): the stylist asks how it splits.
  ['Interrail, four cities over July: how do the days split?', [{ calls: [] }]],
  ['A conference 6 to 8 May, then the weekend', [{ calls: [plan('Paris', '2026-05-06', '2026-05-10')] }]],
  ['Dates said, then other dates', [{ calls: [plan(MALLORCA, '2026-07-18', '2026-07-25')] }, { calls: [plan(MALLORCA, '2026-07-19', '2026-07-26')] }]],
  // Six weeks is past the planner's 30 days: the first 30 days from the day she flies are planned (a refused call helps no one).
  ['In 10 days, about six weeks: the planner\'s 30 days', [{ calls: [plan(['Bali', 'Denpasar'], '2026-04-30', '2026-05-29')] }]],
  // A cruise has no one place with weather: the stylist asks which city (Oslo is the table's Norwegian one).
  ['A fjords cruise, twelve nights from 14 June: which city?', [{ calls: [] }]],
  ['Thanksgiving, wed to sun (26 November 2026)', [{ calls: [plan('Chicago', '2026-11-25', '2026-11-29')] }]],
  ['10 days from the 15th', [{ calls: [plan('Tokyo', '2026-05-15', '2026-05-24')] }]],
  ['A fortnight, arriving the 1st of November', [{ calls: [plan('Kyoto', '2026-11-01', '2026-11-14')] }]],
  ['July for two weeks (days assumed), then the flight days',
    [{ calls: [plan('Buenos Aires', '2026-07-01', '2026-07-14')] }, { calls: [plan('Buenos Aires', '2026-07-05', '2026-07-19')] }]],
  ['US numeric dates, a dinner on a day inside them', [{ calls: [plan('New York', '2026-05-14', '2026-05-17')] }]],
  ['In 2 weeks for 4 nights', [{ calls: [plan('Marrakech', '2026-05-04', '2026-05-08')] }]],
  // The plan already dresses her from her wardrobe first: nothing to call again.
  ['From tomorrow until thursday, then wardrobe only', [{ calls: [plan('Amsterdam', '2026-04-21', '2026-04-23')] }, { calls: [] }],
    { setup: { tables: { wardrobe_items: [{ item_name: 'Black Wool Coat', category: 'Outerwear' }, { item_name: 'White Sneakers', category: 'Shoes' }] } } }],
  ['Out on the 26th of October for 5 nights, then 4, then the weather',
    [{ calls: [plan('Paris', '2026-10-26', '2026-10-31')] }, { calls: [plan('Paris', '2026-10-26', '2026-10-30')] }, { calls: [get] }]],
  ['14th-18th May, weather and packing', [{ calls: [plan('Paris', '2026-05-14', '2026-05-18')] }]],
  ['Next friday till the tuesday after, a hen do', [{ calls: [plan('Barcelona', oneOf(...NEXT_FRIDAY), oneOf('2026-04-28', '2026-05-05'))] }]],
  ['Day.month with dots, fly and come back', [{ calls: [plan(MALLORCA, '2026-05-23', '2026-05-30')] }]],
  ['5th to 12th June, an engagement', [{ calls: [plan('London', '2026-06-05', '2026-06-12')] }]],
  // What jacket to take is a packing question about the trip just planned: its plan answers it.
  ['This weekend, cold? then which jacket', [{ calls: [plan('Amsterdam', '2026-04-25', '2026-04-26')] }, { calls: [get] }]],
  ['Memorial Day weekend (23–25 May 2026)', [{ calls: [plan('Miami', oneOf('2026-05-22', '2026-05-23'), '2026-05-25')] }]],
  ['Saved trips, then the Rome one moved',
    [{ calls: [list] }, { calls: [plan('Rome', '2026-06-02', '2026-06-06')] }], { setup: { tables: { trip_plans: [ROME, LISBON] } } }],
  // Tuscany has no one weather: the two cities are planned and the stylist asks which city for the wedding.
  ['Three trips: two planned, Tuscany asked about',
    [{ calls: [plan('Lisbon', '2026-05-01', '2026-05-04'), plan('Oslo', '2026-06-15', '2026-06-20')] }]],
];

const cases = tripVoiceCases('trips-voice3', raw);
writeCases('trips-voice3', cases);
console.log(`${cases.length} cases`);
