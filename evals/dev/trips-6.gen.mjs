// trips-6: a blind batch of trip requests (written from the tool contracts, the fixture world and the
// case format only), eval clock Monday 2026-04-20. Hard shapes: the trip in passing, place and dates in
// different sentences or turns, an event day with a stay around it, holidays, several trips at once,
// removing a trip by its place. `node evals/dev/trips-6.gen.mjs` rewrites trips-6.json.
import { writeFileSync } from 'node:fs';

const plan = (destination, start_date, end_date, activities = { $any: true }) =>
  ({ name: 'trips.plan', args: { destination: { $oneOf: [destination.split(',')[0], destination] }, start_date, end_date, activities } });
const ask = (user) => ({ user, calls: [] });
const row = (id, destination, start_date, end_date) => ({
  id, destination, trip_name: `Trip to ${destination}`, start_date, end_date,
  planned_outfits: { activities: ['Casual'] }, created_at: '2026-04-01T10:00:00Z',
});
const LISBON = row('d0000000-0000-4000-8000-000000000061', 'Lisbon, Portugal', '2026-05-04', '2026-05-08');
const KYOTO = row('d0000000-0000-4000-8000-000000000062', 'Kyoto, Japan', '2026-10-10', '2026-10-14');
const BCN = row('d0000000-0000-4000-8000-000000000063', 'Barcelona, Spain', '2026-05-14', '2026-05-17');

const raw = [
  ['Wedding in Santorini on 20 June, outfits for the 18th to the 22nd',
    [{ user: "my cousin's wedding is in Santorini on 20 June – I'll need outfits for the 18th to the 22nd", calls: [plan('Santorini, Greece', '2026-06-18', '2026-06-22')] }]],
  ['The day before the conference until the 8th',
    [{ user: 'The conference is on May 5 in Lisbon. I fly in the day before and stay until the 8th — what should I bring?', calls: [plan('Lisbon, Portugal', '2026-05-04', '2026-05-08')] }]],
  ['Place first turn, dates second',
    [ask('thinking about a trip to kyoto, can you help me plan what to wear'), { user: "it'd be the 10th to the 14th of october", calls: [plan('Kyoto, Japan', '2026-10-10', '2026-10-14')] }]],
  ['Dates sentence, then place sentence',
    [{ user: "I'm off work from July 3 to July 9. Going to Copenhagen! What should I pack?", calls: [plan('Copenhagen, Denmark', '2026-07-03', '2026-07-09')] }]],
  ['Trip in passing',
    [{ user: "oh btw i'm in marrakech 12-15 may, any outfit ideas for that?", calls: [plan('Marrakech, Morocco', '2026-05-12', '2026-05-15')] }]],
  ['A month without days (a week, said so)',
    [{ user: 'Going to Reykjavik in November, what do I bring??', calls: [plan('Reykjavik, Iceland', { $contains: '2026-11' }, { $contains: '2026-11' })] }]],
  ['Christmas in Vienna',
    [{ user: 'Christmas in Vienna this year 🎄 — we get there on the 23rd of December and leave the 27th', calls: [plan('Vienna, Austria', '2026-12-23', '2026-12-27')] }]],
  ["New Year's across the year end",
    [{ user: "new year's in edinburgh! arriving dec 30, flying home jan 2. help me pack", calls: [plan('Edinburgh, United Kingdom', '2026-12-30', '2027-01-02')] }]],
  ['Two trips in one sentence',
    [{ user: 'I have two trips coming up: Barcelona May 14-17 and then Nice May 28-31. Can you plan both?', calls: [plan('Barcelona, Spain', '2026-05-14', '2026-05-17'), plan('Nice, France', '2026-05-28', '2026-05-31')] }]],
  ['A list of trips',
    [{ user: 'plan these for me please:\n- Oslo, 6–9 Aug\n- Prague, 20–23 Aug', calls: [plan('Oslo, Norway', '2026-08-06', '2026-08-09'), plan('Prague, Czechia', '2026-08-20', '2026-08-23')] }]],
  ['Cancel a trip by its place',
    [{ user: "cancel the lisbon trip, it's not happening anymore", calls: [{ name: 'trips.list', args: 'any' }, { name: 'trips.remove', args: { id: { $trip: 'Lisbon, Portugal' } } }] }],
    { setup: { tables: { trip_plans: [LISBON] } }, end: { tables: { trip_plans: [] } } }],
  ['Remove one of two trips by place',
    [{ user: 'get rid of my trip to Kyoto please', calls: [{ name: 'trips.list', args: 'any' }, { name: 'trips.remove', args: { id: { $trip: 'Kyoto, Japan' } } }] }],
    { setup: { tables: { trip_plans: [LISBON, KYOTO] } }, end: { tables: { trip_plans: [{ destination: 'Lisbon, Portugal' }] } } }],
  ['Memorial Day weekend',
    [{ user: 'memorial day weekend in cancun, fri to mon. beach all day every day', calls: [plan('Cancun, Mexico', '2026-05-22', '2026-05-25', { $any: true })] }]],
  ['Nights from a date',
    [{ user: 'Dubai for 5 nights from 2 June — what should I wear?', calls: [plan('Dubai, United Arab Emirates', '2026-06-02', '2026-06-07')] }]],
  ['Start day and a length',
    [{ user: "We're doing Mykonos for three days starting Friday 12 June", calls: [plan('Mykonos, Greece', '2026-06-12', '2026-06-14')] }]],
  ['Place, then dates next turn with "come back"',
    [ask('Can you help me pack for Hanoi?'), { user: 'we leave sept 1 and come back on the 10th', calls: [plan('Hanoi, Vietnam', '2026-09-01', '2026-09-10')] }]],
  ['Dates, then place next turn',
    [ask('I need outfits for a trip, 3rd to 7th of June'), { user: 'Sydney', calls: [plan('Sydney, Australia', '2026-06-03', '2026-06-07')] }]],
  ['Event day, arrive two days before, leave the day after',
    [{ user: "My sister's graduation is in Cape Town on the 27th of November. I'm flying in two days before and leaving the day after.", calls: [plan('Cape Town, South Africa', '2026-11-25', '2026-11-28')] }]],
  ['This weekend',
    [{ user: "this weekend i'm in barcelona – what should i wear?", calls: [plan('Barcelona, Spain', '2026-04-25', '2026-04-26')] }]],
  ['US numeric dates with an activity',
    [{ user: 'Prague 8/20 - 8/24, mostly walking around the city. outfits?', calls: [plan('Prague, Czechia', '2026-08-20', '2026-08-24', { $any: true })] }]],
  ['List, then delete by place',
    [{ user: 'what trips do I have saved?', calls: [{ name: 'trips.list', args: 'any' }] },
      { user: 'delete the barcelona one', calls: [{ name: 'trips.list', args: 'any' }, { name: 'trips.remove', args: { id: { $trip: 'Barcelona, Spain' } } }] }],
    { setup: { tables: { trip_plans: [LISBON, BCN] } }, end: { tables: { trip_plans: [{ destination: 'Lisbon, Portugal' }] } } }],
  ['A past trip is not a plan',
    [{ user: 'just got back from Rome last week, loved it! show me my upcoming trips', calls: [{ name: 'trips.list', args: 'any' }], forbid: ['trips.plan'] }]],
  ['Until a weekday',
    [{ user: 'Heading to Tulum on the 1st of May until the following Wednesday', calls: [plan('Tulum, Mexico', '2026-05-01', '2026-05-06')] }]],
  ['Over a week from a date, British order',
    [{ user: 'could you sort outfits for a week in Rome from 14/09? mostly restaurants in the evenings', calls: [plan('Rome, Italy', '2026-09-14', '2026-09-20', { $any: true })] }]],
];

const cases = raw.map(([description, turns, extra], i) => ({
  id: `trips6-${String(i + 1).padStart(2, '0')}`, category: 'trip_dates', skill: 'trips', description: `trips-6: ${description}`,
  ...(extra ?? {}), turns,
}));
writeFileSync(new URL('./trips-6.json', import.meta.url), `${JSON.stringify(cases, null, 2)}\n`);
console.log(`${cases.length} cases`);
