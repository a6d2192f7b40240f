// Blind check, trips area: conversations written by outside shoppers (blindcheck-trips.messages.txt, committed before
// these expectations), expectations from the tool contracts only. The eval clock: today is Monday 2026-04-20.
// `node evals/dev/blindcheck-trips.gen.mjs`.
const HERE = new URL('.', import.meta.url);
import { blindcheck, oneOf, plan, t, writeCases } from '../blind/blindcheck-cases.mjs';

const { name, add, done } = blindcheck('trips', { dir: HERE });
const trip = (category, slug, description, turns) => add(category, slug, description, turns, { skill: 'trips' });

trip('trip_dates', 'florence-12-19-may-walking', 'Florence 12-19 May, a lot of walking: planned (weather and packing come from the plan)',
  [t([plan('Florence', '2026-05-12', '2026-05-19')])]);
trip('trip_dates', 'london-numeric-one-more-night', 'London 27/4-30/4 with a weather question, then one more night, back 1 May: replanned with the new end',
  [t([plan('London', '2026-04-27', '2026-04-30')]), t([plan('London', '2026-04-27', '2026-05-01')])]);
trip('trip_dates', 'sevilla-wedding-4-days-arrive-12',
  'A wedding in Sevilla on 13 June, four days there: planned from the 13th; the evening outdoor wedding: replanned, dates kept; arriving the 12th: replanned from the 12th (the end either kept or moved with the four days)',
  [t([plan(['Sevill', 'Seville'], '2026-06-13', oneOf('2026-06-16', '2026-06-17'))]),
    t([plan(['Sevill', 'Seville'], '2026-06-13', oneOf('2026-06-16', '2026-06-17'))]),
    t([plan(['Sevill', 'Seville'], '2026-06-12', oneOf('2026-06-15', '2026-06-16', '2026-06-17'))])]);
trip('trip_dates', 'iceland-10-days-august-camping',
  'Iceland (a country) for 10 days in August, no start day: the stylist asks when and where (as for a country and a month, and "10 days" with no start)',
  [t([])]);
trip('trip_dates', 'christmas-new-york-22-28-dec', 'Christmas in New York, 22 to 28 December: planned',
  [t([plan(['New York', 'NYC'], '2026-12-22', '2026-12-28')])]);
trip('trip_dates', 'boston-graduation-two-days-before-tuesday-after',
  'A graduation in Boston on Saturday 23 May, arriving two days before (21st) and staying until the Tuesday after (26th): planned',
  [t([plan('Boston', '2026-05-21', '2026-05-26')])]);
trip('trip_dates', 'miami-next-mon-wed-then-the-4th',
  'Miami next Monday to Wednesday (27-29 April), then corrected to the Monday after, the 4th (4-6 May)',
  [t([plan('Miami', '2026-04-27', '2026-04-29')]), t([plan('Miami', '2026-05-04', '2026-05-06')])]);
trip('trip_dates', 'barcelona-long-weekend-1-may', 'The long weekend of 1 May (a Friday), Friday to Sunday in Barcelona: 1-3 May',
  [t([plan('Barcelona', '2026-05-01', '2026-05-03')])]);
trip('trip_dates', 'amsterdam-free-week-weather-then-do-it',
  'Amsterdam 11-17 May and its weather: planned (the weather comes only from a plan); "ok lets do it", own only two pairs of shoes: already planned, answered (arguable: a replan would change nothing)',
  [t([plan('Amsterdam', '2026-05-11', '2026-05-17')]), t([])]);
trip('trip_dates', 'cape-cod-4th-of-july-weekend',
  'Cape Cod, Thursday 2 July to Monday 6 July: planned for the nearest city of the table (Boston); doubtful: a region the planner does not know, so asking would also be defensible',
  [t([plan(['Boston', 'Cape Cod'], '2026-07-02', '2026-07-06')])]);
trip('trip_dates', 'cornwall-second-week-september-dinner',
  'Cornwall, second week of September: a region the climate table has no city near, so no plan; answered in words, and the dinner out added in words',
  [t([]), t([])]);
trip('trip_dates', 'dubai-then-mumbai-carry-on', 'Dubai 2-5 June then straight on to Mumbai till the 9th: two plans',
  [t([plan('Dubai', '2026-06-02', '2026-06-05'), plan('Mumbai', oneOf('2026-06-05', '2026-06-06'), '2026-06-09')])]);
trip('trip_dates', 'edinburgh-first-week-june', 'Edinburgh the first week of June: 1-7 June',
  [t([plan('Edinburgh', '2026-06-01', '2026-06-07')])]);
trip('trip_dates', 'nyc-us-numeric-dates', 'NYC 5/8-5/11 in American month/day order: 8-11 May',
  [t([plan(['New York', 'NYC'], '2026-05-08', '2026-05-11')])]);
trip('trip_dates', 'tokyo-in-two-weeks-ten-days-dinner', 'Tokyo in two weeks for ten days (4-13 May); a nice dinner added: replanned, dates kept',
  [t([plan('Tokyo', '2026-05-04', '2026-05-13')]), t([plan('Tokyo', '2026-05-04', '2026-05-13')])]);
trip('trip_dates', 'milan-tomorrow-back-thursday', 'Milan tomorrow (21 April), back Thursday (23 April): planned',
  [t([plan('Milan', '2026-04-21', '2026-04-23')])]);

writeCases(name, done(), HERE);
console.log(name, 'written');
