// Probe batch of the trip-state task (issue 27, session 8): a trip as dialogue state (later messages change the
// trip just planned or listed, a bare day read in its month, a weekday in its week, an activity or a leg added),
// dates said by a calendar's anchor (a holiday, "the second Monday of June", "the whole month of June"), and
// sentences beside a trip (a weather question, "something smart for a dinner") that the plan answers. Written
// before the fix in wordings unlike blind2-trips'. The eval clock: today is Monday 2026-04-20.
// `node evals/dev/tripstate-probe.gen.mjs`.
const HERE = new URL('.', import.meta.url);
import { blindcheck, c, oneOf, plan, t, writeCases } from '../blind/blindcheck-cases.mjs';

const { name, add, done } = blindcheck('probe', { prefix: 'tripstate', dir: HERE });
const trip = (slug, description, turns, body = {}) => add('trip_dates', slug, description, turns, { skill: 'trips', ...body });
const list = c('trips.list', { limit: { $any: true } });
const saved = (destination, start_date, end_date) => ({
  id: 'd0000000-0000-4000-8000-00000000c101', destination, trip_name: `Trip to ${destination.split(',')[0]}`,
  start_date, end_date, planned_outfits: { activities: ['Casual'] }, created_at: '2026-03-01T10:00:00Z',
});

trip('rome-stretch-to-the-16th', 'Rome 10-14 June; "stretch it to the 16th": the bare day read in the trip\'s month, the start kept',
  [t([plan('Rome', '2026-06-10', '2026-06-14')]), t([plan('Rome', '2026-06-10', '2026-06-16')])]);
trip('tokyo-make-that-wed-to-sat', 'Tokyo 4-9 May; "make that wed to sat": the weekdays of the trip\'s week (6-9 May)',
  [t([plan('Tokyo', '2026-05-04', '2026-05-09')]), t([plan('Tokyo', '2026-05-06', '2026-05-09')])]);
trip('berlin-fancy-dinner-saturday-added', 'Berlin 1-3 May; a fancy dinner on the Saturday added: replanned with the same dates',
  [t([plan('Berlin', '2026-05-01', '2026-05-03')]), t([plan('Berlin', '2026-05-01', '2026-05-03')])]);
trip('chicago-memorial-day-weekend', 'Chicago for Memorial Day weekend (Monday 25 May 2026): 23-25 May',
  [t([plan('Chicago', oneOf('2026-05-22', '2026-05-23'), '2026-05-25')])]);
trip('new-york-labor-day-weekend', 'New York over Labor Day weekend (Monday 7 September 2026): 5-7 September',
  [t([plan('New York', oneOf('2026-09-04', '2026-09-05'), '2026-09-07')])]);
trip('boston-thanksgiving-tuesday-before-to-sunday', 'Thanksgiving (26 November 2026) in Boston, the Tuesday before (24th) to Sunday (29th)',
  [t([plan('Boston', '2026-11-24', '2026-11-29')])]);
trip('edinburgh-second-monday-of-june-4-nights', 'Edinburgh from the second Monday of June (8th) for 4 nights: 8-12 June',
  [t([plan('Edinburgh', '2026-06-08', '2026-06-12')])]);
trip('madrid-first-friday-in-july-to-sunday-after', 'Madrid from the first Friday in July (3rd) to the Sunday after (5th)',
  [t([plan('Madrid', '2026-07-03', '2026-07-05')])]);
trip('athens-whole-month-of-june', 'The whole month of June in Athens: 1-30 June',
  [t([plan('Athens', '2026-06-01', '2026-06-30')])]);
trip('paris-two-weeks-from-3-august', 'Paris for two weeks from 3 August: 3-16 (or 17) August',
  [t([plan('Paris', '2026-08-03', oneOf('2026-08-16', '2026-08-17'))])]);
trip('amsterdam-will-it-rain', 'Amsterdam 12-15 May and "will it rain much?": the plan answers it, nothing else called',
  [t([plan('Amsterdam', '2026-05-12', '2026-05-15')])]);
trip('oslo-still-cold-what-to-bring', 'Oslo 8-12 June, "is it still cold then? what do you reckon i bring": the plan alone',
  [t([plan('Oslo', '2026-06-08', '2026-06-12')])]);
trip('milan-client-dinner-something-smart', 'Milan 20-23 May for work with a client dinner, "something smart": the plan alone (no separate outfit)',
  [t([plan('Milan', '2026-05-20', '2026-05-23')])]);
trip('dublin-there-till-the-9th', 'Dublin 4-7 June; "there till the 9th actually": 4-9 June',
  [t([plan('Dublin', '2026-06-04', '2026-06-07')]), t([plan('Dublin', '2026-06-04', '2026-06-09')])]);
trip('nice-thursday-to-sunday-instead', 'Nice 15-18 June (Mon-Thu); "thursday to sunday instead": 18-21 June, the trip\'s week',
  [t([plan('Nice', '2026-06-15', '2026-06-18')]), t([plan('Nice', '2026-06-18', '2026-06-21')])]);
trip('lisbon-add-a-beach-day', 'Lisbon 2-6 October; "add a beach day": replanned with the same dates',
  [t([plan('Lisbon', '2026-10-02', '2026-10-06')]), t([plan('Lisbon', '2026-10-02', '2026-10-06')])]);
trip('barcelona-then-valencia-2-nights-at-the-end', 'Barcelona 1-5 June; "2 more nights in Valencia at the end": Valencia from the 5th or 6th for two nights',
  [t([plan('Barcelona', '2026-06-01', '2026-06-05')]), t([plan('Valencia', oneOf('2026-06-05', '2026-06-06'), oneOf('2026-06-07', '2026-06-08'))])]);
trip('prague-packing-list-four-outfits-smart', 'Prague 5-8 May; "packing list, four outfits, mostly smart": the trip replanned, same dates',
  [t([plan('Prague', '2026-05-05', '2026-05-08')]), t([plan('Prague', '2026-05-05', '2026-05-08')])]);
trip('saved-seville-moved-to-5th-9th', 'Saved trips listed (Seville 10-14 September); "move the Seville one to the 5th-9th of that month": 5-9 September',
  [t([list], { replyMentions: ['Seville'] }), t([plan('Seville', '2026-09-05', '2026-09-09')])],
  { setup: { tables: { trip_plans: [saved('Seville, Spain', '2026-09-10', '2026-09-14')] } } });
trip('sydney-10-days-from-1-nov', 'Sydney for 10 days from 1 November: 1-10 November',
  [t([plan('Sydney', '2026-11-01', '2026-11-10')])]);
trip('zurich-last-friday-of-october-to-monday-after', 'Zurich from the last Friday of October (30th) to the Monday after (2 November)',
  [t([plan('Zurich', '2026-10-30', '2026-11-02')])]);
trip('venice-easter-monday-next-year-3-nights', 'Venice from Easter Monday next year (29 March 2027) for 3 nights: to 1 April',
  [t([plan('Venice', '2027-03-29', '2027-04-01')])]);
trip('copenhagen-leave-a-day-early-the-19th', 'Copenhagen 17-20 May; "we leave a day early now, the 19th": 17-19 May',
  [t([plan('Copenhagen', '2026-05-17', '2026-05-20')]), t([plan('Copenhagen', '2026-05-17', '2026-05-19')])]);
trip('vancouver-actually-sat-to-tue', 'Vancouver 3-7 August (Mon-Fri); "actually sat to tue": a Saturday to Tuesday around the trip (1-4 or 8-11 August)',
  [t([plan('Vancouver', '2026-08-03', '2026-08-07')]), t([plan('Vancouver', oneOf('2026-08-01', '2026-08-08'), oneOf('2026-08-04', '2026-08-11'))])]);

writeCases(name, done(), HERE);
console.log(name, 'written');
