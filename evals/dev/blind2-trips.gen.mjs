// Blind check, second round, trips area: conversations written by outside shoppers (blind2-trips.messages.txt,
// committed before these expectations), expectations written from the tool contracts only (tools/trips/contracts.ts
// and tools.ts: trips.plan takes one city and YYYY-MM-DD dates, at most 30 days, past trips allowed, and refuses a
// country or region with the cities near it; trips.list / trips.get / trips.remove read and delete saved trips; no
// tool edits a saved trip). The eval clock: today is Monday 2026-04-20.
// Conventions kept from the first round (evals/dev/blindcheck-trips.gen.mjs and the trips voice batches):
// - weather is only known from a plan, so a weather question is a trips.plan;
// - changed dates, or an activity added (a dinner, a pool party, a mountain day), is a new plan of the same place
//   (no tool edits a plan; the old row is left, nothing removed unless asked);
// - a broad region (Tuscany, the Scottish Highlands) has no one weather: the stylist asks which city, no call;
//   a place far from every city of the climate table (a ski resort) is answered in words, no call;
//   a town a few kilometres from a table city (Aix-en-Provence, Marseille) is planned for that city;
// - a trip over two places with its days given per place is two plans; a stay over two places with no split is
//   one plan for the table's city.
// `node evals/dev/blind2-trips.gen.mjs`.
import { ANY, blindcheck, c, has, oneOf, plan, search, t, writeCases } from '../blind/blindcheck-cases.mjs';

const { name, add, done } = blindcheck('trips', { prefix: 'blind2', dir: new URL('.', import.meta.url) });
const trip = (category, slug, description, turns, body = {}) => add(category, slug, description, turns, { skill: 'trips', ...body });

const list = c('trips.list', { limit: ANY });
const removeTrip = (destination) => c('trips.remove', { id: { $trip: destination } });
/** A saved trip with a fixed id, as trips.plan would have stored it (destination is the table's "City, Country"). */
const saved = (n, destination, start_date, end_date, created_at = '2026-03-01T10:00:00Z') => ({
  id: `d0000000-0000-4000-8000-00000000b2${String(n).padStart(2, '0')}`, destination, trip_name: `Trip to ${destination.split(',')[0]}`,
  start_date, end_date, planned_outfits: { activities: ['Casual'] }, created_at,
});
const trips = (...rows) => ({ setup: { tables: { trip_plans: rows } } });

// "The weekend after next" said on Monday 20 April: 9-10 May (this weekend 25-26 April, next weekend 2-3 May);
// 2-3 May for a shopper who calls 25-26 April "next weekend".
const MIAMI_SAT = oneOf('2026-05-02', '2026-05-09');
const MIAMI_FRI = oneOf('2026-05-01', '2026-05-08');
const MIAMI_SUN = oneOf('2026-05-03', '2026-05-10');
trip('trip_dates', 'miami-weekend-after-next-fri-pool-party',
  'Miami the weekend after next (Sat 9-Sun 10 May, or 2-3 May): planned; "actually fri to sun": replanned from the Friday; a pool party outfit: replanned with the same dates (Beach among the activities)',
  [t([plan('Miami', MIAMI_SAT, MIAMI_SUN)]), t([plan('Miami', MIAMI_FRI, MIAMI_SUN)]), t([plan('Miami', MIAMI_FRI, MIAMI_SUN)])]);

trip('trip_dates', 'lisbon-anniversary-14-21-may-extend-24',
  'Lisbon 14-21 May with a weather question and comfortable shoes for the hills: planned; staying on until the 24th: replanned with the new end',
  [t([plan('Lisbon', '2026-05-14', '2026-05-21')]), t([plan('Lisbon', '2026-05-14', '2026-05-24')])]);

trip('trip_dates', 'barcelona-dotted-dates-june-then-july',
  'Barcelona "03.06. until 10.06." (day.month: 3-10 June) with one formal meeting: planned; "03.07. to 10.07., July not June": replanned 3-10 July',
  [t([plan('Barcelona', '2026-06-03', '2026-06-10')]), t([plan('Barcelona', '2026-07-03', '2026-07-10')])]);

// Tuscany is a region: the planner refuses it by contract and names Florence; asking where (or whether Florence
// will do) is the good move. Doubtful: planning Florence 18-24 June outright is defensible too.
trip('trip_dates', 'tuscany-wedding-june-20-region',
  'A wedding in Tuscany on 20 June, 18-24 June: Tuscany is a region the planner refuses, so the stylist asks which town (Florence is the table\'s city) before planning',
  [t([])]);

// "Next Tues" on a Monday: tomorrow (21 April) or the Tuesday of next week (28 April).
trip('trip_dates', 'chicago-next-tue-thu-carry-on-add-friday',
  'Chicago next Tuesday to Thursday (21-23 or 28-30 April), meetings and a dinner: planned; "add a day, flying back Fri morning": replanned to the Friday',
  [t([plan('Chicago', oneOf('2026-04-21', '2026-04-28'), oneOf('2026-04-23', '2026-04-30'))]),
    t([plan('Chicago', oneOf('2026-04-21', '2026-04-28'), oneOf('2026-04-24', '2026-05-01'))])]);

// A saved New York trip from Wednesday 22 to Sunday 26 April; "start tmrw instead of wed": from Tuesday 21, the end
// kept (26th) or moved with the start (25th). No tool edits a saved trip: a new plan, nothing removed.
trip('trip_dates', 'saved-trips-then-nyc-start-tomorrow',
  'Saved trips listed; the New York one (22-26 April) to start tomorrow instead of Wednesday: a new New York plan from 21 April (end kept or shifted), nothing removed',
  [t([list], { replyMentions: ['New York'] }), t([plan(['New York', 'NYC'], '2026-04-21', oneOf('2026-04-25', '2026-04-26'))])],
  trips(saved(1, 'New York, United States', '2026-04-22', '2026-04-26'), saved(2, 'Lisbon, Portugal', '2026-06-15', '2026-06-19')));

// The Scottish Highlands is a region (the planner names Edinburgh and Glasgow, both far from the hills): asked
// about, advice for changeable walking weather in words. The week would be 11-17 May (after the 4 May bank holiday).
trip('trip_dates', 'scottish-highlands-week-after-bank-holiday',
  'A walking week in the Scottish Highlands from the Monday after the May bank holiday (11 May): a region the planner refuses, so the stylist asks which town and advises layers in words, no plan yet',
  [t([])]);

trip('trip_dates', 'mexico-city-christmas-20-dec-6-jan',
  'Mexico City from 20 December to 6 January (18 days, across the new year): planned 2026-12-20 to 2027-01-06',
  [t([plan('Mexico City', '2026-12-20', '2027-01-06')])]);

trip('trip_dates', 'nashville-this-friday-to-monday-winery',
  'Nashville this Friday to Monday (24-27 April), boots for Broadway and brunch: planned; a winery day trip on Saturday: replanned with the same dates',
  [t([plan('Nashville', '2026-04-24', '2026-04-27')]), t([plan('Nashville', '2026-04-24', '2026-04-27')])]);

trip('trip_dates', 'tokyo-9-nights-from-may-11-push-a-week',
  'Tokyo for 9 nights from 11 May (11-20 May), office and sightseeing, rain: planned; a week later, same length: replanned 18-27 May',
  [t([plan('Tokyo', '2026-05-11', '2026-05-20')]), t([plan('Tokyo', '2026-05-18', '2026-05-27')])]);

// 4 July 2026 is a Saturday (observed Friday 3 July): the weekend is 3-5 July, from the 2nd or the 4th also read.
const JULY4_START = oneOf('2026-07-02', '2026-07-03', '2026-07-04');
trip('trip_dates', 'san-diego-4th-of-july-weekend-till-8th',
  'San Diego for the 4th of July weekend (Sat 4 July 2026: about 3-5 July): planned; staying until the 8th: replanned with the end on 8 July',
  [t([plan('San Diego', JULY4_START, oneOf('2026-07-05', '2026-07-06'))]), t([plan('San Diego', JULY4_START, '2026-07-08')])]);

// The saved Vienna trip (9-13 October, the same month, so the weather question is answered by the new plan).
trip('trip_dates', 'saved-trips-vienna-moved-2-6-october',
  'Saved trips listed to recall the Vienna dates; the concert moved, so Vienna 2-6 October: a new plan (no tool edits a saved one, nothing removed), whose weather answers "would it be different"',
  [t([list], { replyMentions: ['Vienna'] }), t([plan(['Vienna', 'Wien'], '2026-10-02', '2026-10-06')])],
  trips(saved(1, 'Vienna, Austria', '2026-10-09', '2026-10-13'), saved(2, 'Rome, Italy', '2026-05-28', '2026-06-01')));

// Interlaken is not a city of the climate table, Zurich is: the ten days are planned for Zurich (no split given).
// Doubtful turn 2: a cold mountain day is an activity added (Active), so replanned with the same dates; answering in
// words (Jungfraujoch at 3,454 m is colder than any city's normals) is defensible too.
trip('trip_dates', 'switzerland-honeymoon-december-jungfraujoch',
  'A honeymoon in Interlaken and Zurich from 1 December for 10 days, little winter clothing: planned for Zurich (the table\'s city; Interlaken is not in it); a Jungfraujoch day added: replanned with the same dates',
  [t([plan(['Zurich', 'Zürich'], '2026-12-01', oneOf('2026-12-10', '2026-12-11'))]),
    t([plan(['Zurich', 'Zürich'], '2026-12-01', oneOf('2026-12-10', '2026-12-11'))])]);

trip('trip_dates', 'paris-30th-birthday-8-13-june',
  'Paris for a 30th birthday on 9 June, from the day before through the Saturday after (8-13 June), a dinner look and the sneaker question: planned (the sneaker question answered in words)',
  [t([plan('Paris', '2026-06-08', '2026-06-13')])]);

trip('trip_dates', 'frankfurt-then-amsterdam-us-dates',
  'Frankfurt 5/18-5/20 then Amsterdam 5/20-5/22 (American month/day), business casual: two plans, Frankfurt 18-20 May and Amsterdam to 22 May (one packing list for both is not something the planner makes)',
  [t([plan('Frankfurt', '2026-05-18', '2026-05-20'), plan('Amsterdam', oneOf('2026-05-20', '2026-05-21'), '2026-05-22')], { ordered: false })]);

// Neither Whistler nor Lake Tahoe is near a city of the climate table (Vancouver's rainy lowland January says nothing
// of a ski resort): ski packing answered in words, no plan, in both turns.
trip('trip_dates', 'ski-trip-whistler-then-tahoe',
  'A school ski trip 15-19 January in Whistler, then corrected to Tahoe: neither resort is near a city of the climate table, so the ski packing list is given in words, no plan',
  [t([]), t([])]);

// The last Thursday of May 2026 is the 28th: arriving the 26th, staying through the weekend (Sunday 31, or Monday 1 June).
trip('trip_dates', 'boston-graduation-last-thursday-in-may',
  'A graduation in Boston on the last Thursday in May (28 May), arriving two days before and staying through the weekend: planned 26 May to 31 May (or 1 June)',
  [t([plan('Boston', '2026-05-26', oneOf('2026-05-31', '2026-06-01'))])]);

// Wimbledon 2026 runs 29 June-12 July: its first Tuesday is 30 June.
trip('trip_dates', 'london-wimbledon-first-tuesday',
  'London for Wimbledon, tickets for the first Tuesday (30 June 2026) with two days before and after: planned 28 June to 2 July (the dress code answered in words)',
  [t([plan('London', '2026-06-28', '2026-07-02')])]);

// The saved Santorini trip, 6-10 July; three more nights in Mykonos at the end: a Mykonos plan from the 10th (or 11th).
trip('trip_dates', 'saved-santorini-then-mykonos-3-nights',
  'Saved trips listed, the Santorini one found; Mykonos added for 3 more nights at the end: a Mykonos plan from the Santorini trip\'s last day (10-13 July, or 11-14), its weather answering "windy?", Santorini kept',
  [t([list], { replyMentions: ['Santorini'] }), t([plan('Mykonos', oneOf('2026-07-10', '2026-07-11'), oneOf('2026-07-13', '2026-07-14'))])],
  trips(saved(1, 'Santorini, Greece', '2026-07-06', '2026-07-10', '2025-12-01T10:00:00Z')));

trip('trip_dates', 'singapore-iso-dates-remove-old-dubai',
  'Singapore 2026-06-08 to 2026-06-12 with a gala dinner: planned; the old Dubai trip removed as asked (listed to find its id); the other saved trip kept',
  [t([plan('Singapore', '2026-06-08', '2026-06-12'), list, removeTrip('Dubai, United Arab Emirates')], { ordered: false })],
  {
    ...trips(saved(1, 'Dubai, United Arab Emirates', '2026-02-10', '2026-02-14'), saved(2, 'Lisbon, Portugal', '2026-06-15', '2026-06-19')),
    end: { tables: { trip_plans: [{ destination: 'Lisbon, Portugal' }, { destination: has('Singapore'), start_date: '2026-06-08', end_date: '2026-06-12' }] } },
  });

trip('trip_dates', 'berlin-uk-dates-12-6-techno',
  'Berlin for about 5 days from 12/6, said to be June (UK day/month): planned 12-16 June, the techno club outfit answered with it',
  [t([plan('Berlin', '2026-06-12', '2026-06-16')])]);

// Aix-en-Provence is a town some 30 km from Marseille, a city of the table: planned for Marseille for the 30 days of
// September (the planner's maximum). Doubtful: the planner lists Aix under Provence and refuses it, so asking first is
// defensible too. The concerts and the christening: activities added, same dates.
trip('trip_dates', 'aix-en-provence-september-month-concerts',
  'A month near Aix-en-Provence in September, one suitcase: planned 1-30 September for Marseille (the table\'s city 30 km away); evening concerts and a christening added: replanned with the same dates',
  [t([plan('Marseille', '2026-09-01', '2026-09-30')]), t([plan('Marseille', '2026-09-01', '2026-09-30')])]);

// Oktoberfest 2026 opens Saturday 19 September: arriving the 19th, leaving three days later (22nd). Traditional
// clothes (dirndl, lederhosen) are searched for even if the shop may not carry them. Salzburg the day after: a plan
// of Salzburg from the 22nd or 23rd, its length not said (left open).
trip('trip_dates', 'munich-oktoberfest-tracht-then-salzburg',
  'Munich from the first day of Oktoberfest (19 September) for three days, cold nights, traditional clothes: planned 19-22 September and the shop searched for traditional wear; Salzburg the day after: a Salzburg plan from the 22nd or 23rd',
  [t([plan('Munich', '2026-09-19', '2026-09-22'), search()], { ordered: false }),
    t([plan(['Salzburg'], oneOf('2026-09-22', '2026-09-23'), ANY)])]);

// Thanksgiving 2026 is Thursday 26 November: the Wednesday before (25th) through Sunday (29th).
trip('trip_dates', 'denver-thanksgiving-wed-to-sun',
  'Thanksgiving in Denver, the Wednesday before through Sunday (25-29 November 2026), snow and a dressy dinner: planned',
  [t([plan('Denver', '2026-11-25', '2026-11-29')])]);

const cases = done();
writeCases(name, cases, new URL('.', import.meta.url));
console.log(name, cases.length, 'cases written');
