// Blind check, third round, trips area: conversations written by outside shoppers (blind3-trips.messages.txt and
// blind3-trips.categories.txt, committed before these expectations), expectations written from the tool contracts
// only (tools/trips/contracts.ts, tools.ts, destinations.ts and areas.ts: trips.plan takes one city of the climate
// table and YYYY-MM-DD dates, at most 30 days, and refuses a country or region with the cities near it; trips.list /
// get / remove read and delete saved trips; no tool edits or renames a saved trip), the eval world (evals/fixtures.ts)
// and the shopper brief. The eval clock: today is Monday 2026-04-20.
// Conventions kept from the earlier rounds (evals/dev/blind2-trips.gen.mjs, blindcheck-trips.gen.mjs):
// - weather is only known from a plan, so a weather question about a trip with dates is a trips.plan; a weather
//   question with no dates yet (a month, "haven't picked the days") is answered in words, since a plan would save a
//   trip nobody asked for; a weather question after the plan is answered from it, no call;
// - changed dates, or an activity added or changed (a lunch only, gym kit, meetings on two days), is a new plan of the
//   same place (no tool edits a plan; the old row is left, nothing removed unless asked);
// - a region the planner refuses (the Lake District, the Cotswolds) or a place far from every city of the table
//   (Cornwall, Kashmir) is not planned: asked about or answered in words; a town a short way from a table city
//   (Amalfi by Naples, Byron Bay by the Gold Coast, Bora Bora by Papeete on Tahiti) is planned for that city (doubtful);
// - a trip over several places with the days given per place is one plan per place.
// `node evals/blind/blind3-trips.gen.mjs` writes evals/blind/blind3-trips.json.
import { readFileSync } from 'node:fs';
import { ABSENT, ANY, blindcheck, compose, has, oneOf, plan, save, search, t, wardrobe, writeCases } from './blindcheck-cases.mjs';

const { name, add: addCase, done } = blindcheck('trips', { prefix: 'blind3' });
const CATEGORIES = readFileSync(new URL('./blind3-trips.categories.txt', import.meta.url), 'utf8').split('\n').filter((l) => l.trim());
let line = 0;
/** Adds the next line's case, checking its category against the committed categories file. */
const add = (category, ...rest) => {
  if (CATEGORIES[line] !== category) throw new Error(`line ${line + 1}: category ${category}, file says ${CATEGORIES[line]}`);
  line++;
  addCase(category, ...rest);
};
const trip = (category, slug, description, turns, body = {}) => add(category, slug, description, turns, { skill: 'trips', ...body });
const tripsEnd = (...rows) => ({ end: { tables: { trip_plans: rows } } });
const row = (city, start_date, end_date) => ({ destination: has(city), start_date, end_date });

trip('trip_dates', 'lisbon-tue-5-fri-8-may-dinner-not-black-tie',
  'Lisbon Tuesday 5 to Friday 8 May, client meetings and a dinner, carry-on: planned 5-8 May; the dinner a nice restaurant, not black tie: replanned with the same dates (the dinner\'s dress level changes the packing list; doubtful: answering in words when the first plan already had a restaurant day is defensible)',
  [t([plan('Lisbon', '2026-05-05', '2026-05-08')]), t([plan('Lisbon', '2026-05-05', '2026-05-08')])]);

// "A fortnight from Thursday" on Monday 20 April: Thursday 23 April + 14 days = Thursday 7 May; about 10 days.
trip('trip_dates', 'bali-fortnight-from-thursday-10-days-wet-season',
  'Bali a fortnight from Thursday (7 May) for about 10 days: planned 7-16 (or 17) May for Bali (an alias of Denpasar in the table); "wet season or nah?": answered from the plan\'s weather, no call',
  [t([plan(['Bali', 'Denpasar', 'Kuta', 'Seminyak'], '2026-05-07', oneOf('2026-05-16', '2026-05-17'))]), t([])]);

// Cornwall: no city of the climate table within 300 km (Dublin, London), as in the first round.
trip('trip_dates', 'cornwall-half-term-26th-then-27-may-1-june',
  'Cornwall over half term, 5 nights from 26 May, coat or light jacket: no city of the climate table is near Cornwall, so the weather and packing are answered in words, no plan; the dates corrected to 27 May-1 June: nothing was saved, so nothing to change (acknowledged in words)',
  [t([]), t([])]);

trip('trip_dates', 'jaipur-wedding-14-17-11-sangeet-reception',
  'A cousin\'s wedding in Jaipur 14/11/2026-17/11/2026 (day/month), outfits for the sangeet and the reception: planned 14-17 November; the weather for those dates: answered from the plan, no call',
  [t([plan('Jaipur', '2026-11-14', '2026-11-17')]), t([])]);

trip('trip_dates', 'santorini-honeymoon-12-19-june-red-sunset-dinner',
  'A honeymoon in Santorini 12-19 June: planned; something red, not too try-hard, for a sunset dinner: the shop searched for red (the Red Wrap Dress); doubtful: replanning the same dates with an evening/restaurant day is defensible too',
  [t([plan('Santorini', '2026-06-12', '2026-06-19')]), t([search({ text: 'red' })])]);

// The next 9th after 20 April is Saturday 9 May; 3 nights: 9-12 May.
trip('trip_dates', 'berlin-conf-3-nights-from-9th',
  'A Berlin conference, 3 nights from the 9th (9 May, the next 9th), smart casual, and the weather: planned 9-12 May',
  [t([plan('Berlin', '2026-05-09', '2026-05-12')])]);

// Byron Bay is not in the table; the Gold Coast is 72 km up the coast (Brisbane 142 km), within the ~150 km the
// planner's own region list counts as near. Doubtful: answering Byron in words and planning only Melbourne and Sydney.
trip('trip_dates', 'road-trip-melbourne-sydney-byron-may-june',
  'A road trip: Melbourne 28-30 May, Sydney until 2 June, Byron Bay until 6 June: one plan per stop — Melbourne 28-30 May, Sydney 30 (or 31) May-2 June, and Byron planned for the Gold Coast (the table\'s city 72 km away) 2 (or 3)-6 June; the plans\' weather answers "cold down south"',
  [t([plan('Melbourne', '2026-05-28', '2026-05-30'), plan('Sydney', oneOf('2026-05-30', '2026-05-31'), '2026-06-02'),
    plan(['Gold Coast', 'Surfers Paradise', 'Brisbane'], oneOf('2026-06-02', '2026-06-03'), '2026-06-06')], { ordered: false })]);

trip('trip_dates', 'malaga-august-weather-then-3-17-august',
  'Malaga in August with no days picked yet, too hot for little ones: answered in words (planning would save a trip with made-up dates); then 3-17 August, save it and a minimal packing list: planned 3-17 August',
  [t([]), t([plan(['Malaga', 'Málaga'], '2026-08-03', '2026-08-17')])],
  tripsEnd(row('Malaga', '2026-08-03', '2026-08-17')));

trip('trip_dates', 'london-graduation-20-28-july-woollens',
  'London for a son\'s graduation, no dates: the stylist asks when, no call; arriving 20 July, leaving 28 July (ceremony on the 22nd): planned 20-28 July; woollens for someone from Chennai: answered from the plan\'s weather, no call',
  [t([]), t([plan('London', '2026-07-20', '2026-07-28')]), t([])]);

// Saturday 19 September 2026: the week after is 20-26/27 September. Amalfi is a town 37 km from Naples (the planner
// lists it under the Amalfi Coast and names Naples), planned for Naples as the earlier round planned Aix for Marseille.
trip('trip_dates', 'maldives-or-amalfi-after-wedding-20-27-sept-gold-hoops',
  'Maldives or Amalfi the week after a Saturday 19 September wedding: a comparison of two undecided places answered in words, no plan (two trips nobody chose would be saved; doubtful: planning both is defensible); Amalfi 20-27 September: planned for Naples (the table\'s city 37 km away; doubtful: asking first is defensible); gold hoops with every evening look: no tool edits a plan, so the shop searched for gold hoops (the Gold Hoop Earrings, $45; doubtful: answering in words is defensible)',
  [t([]), t([plan('Naples', '2026-09-20', '2026-09-27')]), t([search({ text: oneOf(has('hoop'), has('earring'), has('gold')) })])]);

trip('trip_dates', 'nyc-next-week-mon-thu-boston-fri-sat-one-lunch',
  'New York Monday to Thursday next week (27-30 April) and Boston Friday, back Saturday (1-2 May): two plans; Boston is just one lunch: Boston replanned 1-2 May with the lighter activity (no tool edits a plan), New York kept',
  [t([plan(['New York', 'NYC'], '2026-04-27', '2026-04-30'), plan('Boston', '2026-05-01', '2026-05-02')], { ordered: false }),
    t([plan('Boston', '2026-05-01', '2026-05-02')])]);

trip('trip_dates', 'queenstown-july-ski-4-11-july-warm-cheap',
  'Queenstown\'s July weather for a ski trip, no dates yet: answered in words (no trip to save yet); "lock in 4 to 11 July" and warm things that don\'t cost a bomb: planned 4-11 July and the shop searched for warm pieces (a cap left to the stylist, none was said)',
  [t([]), t([plan('Queenstown', '2026-07-04', '2026-07-11'), search({ max: ANY })], { ordered: false })]);

// The Lake District is a region the planner refuses (naming Manchester, 121 km away). The shopper owns clothes.
trip('trip_dates', 'lake-district-18-22-july-parents-evening-then-boots',
  'The Lake District 18-22 July: a region the planner refuses, so the stylist asks which town (Manchester is the nearest city it knows) and advises rain gear in words, no plan; parents\' evening on Thursday from her own wardrobe: an outfit composed (owned pieces first); back to the Lakes, weather and walking boots she does not own: weather in words and the shop searched for boots',
  [t([]), t([compose()]), t([search({ text: 'boot' })])],
  { setup: wardrobe(['Navy Wool Blazer', 'Outerwear', 'navy'], ['White Cotton Shirt', 'Tops', 'white'], ['Grey Knit Jumper', 'Tops', 'grey'],
    ['Black Tailored Trousers', 'Bottoms', 'black'], ['Dark Wash Jeans', 'Bottoms', 'blue'], ['Tan Loafers', 'Shoes', 'tan']) });

trip('trip_dates', 'geneva-un-conference-08-12-06-formal-carry-on',
  'Geneva 08.06.2026-12.06.2026 (day.month), formal attire for every session: planned 8-12 June; whether it fits without checked luggage: answered from the plan\'s packing list, no call',
  [t([plan(['Geneva', 'Genève'], '2026-06-08', '2026-06-12')]), t([])]);

trip('trip_dates', 'kyoto-honeymoon-3-10-october-save-as-name',
  'Kyoto 3-10 October, the weather and a coat: planned (its weather answers); "save it as honeymoon": the plan is already saved and no tool names or renames a trip, so nothing more is called (said in words)',
  [t([plan('Kyoto', '2026-10-03', '2026-10-10')]), t([])],
  tripsEnd(row('Kyoto', '2026-10-03', '2026-10-10')));

trip('trip_dates', 'singapore-11-14-may-corrected-12-15-gym-kit',
  'Singapore 11-14 May: planned; corrected to 12-15 May (flight moved): a new plan (no tool edits a plan, nothing removed unasked); gym kit added: replanned 12-15 May with the activity added',
  [t([plan('Singapore', '2026-05-11', '2026-05-14')]), t([plan('Singapore', '2026-05-12', '2026-05-15')]),
    t([plan('Singapore', '2026-05-12', '2026-05-15')])],
  tripsEnd(row('Singapore', '2026-05-11', '2026-05-14'), row('Singapore', '2026-05-12', '2026-05-15'), row('Singapore', '2026-05-12', '2026-05-15')));

trip('trip_dates', 'europe-june-no-dates-paris-amsterdam-hostels',
  'Europe in June with no dates: what people wear answered in words; Paris and Amsterdam, hostels so a small pack: still no dates, so packing light answered in words (or the dates asked for), no plan',
  [t([]), t([])]);

// Easter 2027 is Sunday 28 March: the week after starts Monday 29 March (or the Saturday after, or Monday 5 April).
trip('trip_dates', 'edinburgh-week-after-easter-2027-waterproofs',
  'Edinburgh the week after Easter next year (Easter Sunday 28 March 2027), whether waterproofs are needed: not too early (a plan may start up to two years ahead), so planned from 29 March 2027 (or the following Saturday/Monday), its weather answering the waterproofs; doubtful: the stay\'s length is not said, so answering in words is defensible',
  [t([plan('Edinburgh', oneOf('2027-03-29', '2027-04-03', '2027-04-05'), ANY)])]);

trip('trip_dates', 'dubai-thursday-to-sunday-meetings-thu-fri',
  'Dubai this Thursday to Sunday evening (23-26 April), business meetings and a family dinner: planned; the meetings only on Thursday and Friday: replanned with the same dates (doubtful: the planner cycles activities, so answering in words is defensible)',
  [t([plan('Dubai', '2026-04-23', '2026-04-26')]), t([plan('Dubai', '2026-04-23', '2026-04-26')])]);

// Bora Bora is not in the table; Papeete (Tahiti, the same island group) is 258 km away. The third turn presumes a
// white linen shirt was shown: the shop's Linen Beach Shirt.
trip('trip_dates', 'bora-bora-honeymoon-7-june-10-nights-linen-shirt',
  'Married 6/6, Bora Bora from the next day for 10 nights (7-17 June), beach days and fancy dinners: planned for Papeete (Tahiti, the table\'s city for French Polynesia; doubtful: 258 km away, answering in words is defensible); hot or warm, burns easily: answered from the plan, no call; the white linen shirt for him: the Linen Beach Shirt saved to the dressing room',
  [t([plan(['Papeete', 'Tahiti'], '2026-06-07', oneOf('2026-06-17', '2026-06-16'))]), t([]), t([save('Linen Beach Shirt')])],
  { end: { saved: ['Linen Beach Shirt'], taste: 'refreshed' } });

// 1/6-10/6 is day/month (1-10 June): Tokyo the first 4 nights (1-5 June), Osaka 2 (5-7 June), Seoul the rest (to 10 June).
trip('trip_dates', 'tokyo-osaka-seoul-1-10-june-nights-split',
  'Tokyo, Osaka and Seoul 1/6-10/6 (1-10 June): Tokyo the first 4 nights, Osaka 2, Seoul the rest: three plans, Tokyo 1-5 June, Osaka 5-7 June, Seoul 7-10 June (a boundary day may go to either city), business days and casual evenings',
  [t([plan('Tokyo', '2026-06-01', oneOf('2026-06-05', '2026-06-04')), plan('Osaka', oneOf('2026-06-05', '2026-06-06'), oneOf('2026-06-07', '2026-06-06')),
    plan('Seoul', oneOf('2026-06-07', '2026-06-08'), '2026-06-10')], { ordered: false })]);

trip('trip_dates', 'bali-10-20-may-beach-club-then-push-a-week',
  'Bali 10-20 May: planned; a couple of outfits for a beach club day "too": outfits composed for the beach club (doubtful: replanning Bali with a beach day is defensible; "back to bali" next suggests it was a side request); the whole trip a week later: a new plan 17-27 May',
  [t([plan(['Bali', 'Denpasar'], '2026-05-10', '2026-05-20')]), t([compose({ occasion: oneOf('beach', 'party', ABSENT) })]),
    t([plan(['Bali', 'Denpasar'], '2026-05-17', '2026-05-27')])]);

// The Cotswolds is a region the planner refuses (naming London, 123 km away): no plan. She owns a navy fascinator.
trip('trip_dates', 'cotswolds-brother-wedding-13-june-navy-fascinator-grass',
  'Her brother\'s wedding on Saturday 13 June in the Cotswolds (Friday-Sunday): the Cotswolds is a region the planner refuses, so no plan; an outfit with her navy fascinator, rain-proof, shoes for grass: a wedding-guest outfit composed (owned fascinator first, shoes in it), rain answered in words; doubtful: a separate shoe search, or planning London for the weather, is defensible',
  [t([compose({ occasion: 'wedding-guest' })])],
  { setup: wardrobe(['Navy Fascinator', 'Accessories', 'navy']) });

// Kashmir (Srinagar) has no city of the climate table near it (Lahore 285 km, Delhi 650 km, a different climate).
trip('trip_dates', 'kashmir-end-of-next-month-24-31-may-save',
  'Kashmir for about a week at the end of May, few warm clothes: layering advice in words; fixed 24-31 May, "please save this trip": no city of the climate table is near Kashmir, so the planner cannot save it; the stylist says so and advises in words (doubtful: a plan attempt refused by the planner is harmless)',
  [t([]), t([])]);

const cases = done();
writeCases(name, cases);
console.log(name, cases.length, 'cases written');
