// A second batch of trip requests (issue 27), written after the blind batch's fixes to check they generalise:
// other sentence shapes, formats and turns. `node evals/dev/trips-2.gen.mjs > evals/dev/trips-2.json`.
import { multi, one, plan, search, trip } from './trip-cases.mjs';

const cases = [
  one('bangkok-back-on', 'flying to Bangkok on the 3rd of June, back on the 12th', [plan('Bangkok', '2026-06-03', '2026-06-12')]),
  one('stockholm-cold-next-weekend', 'Is it going to be cold in Stockholm next weekend? what should I pack', [plan('Stockholm', { $oneOf: ['2026-04-25', '2026-05-02'] }, { $oneOf: ['2026-04-26', '2026-05-03'] })]),
  one('ibiza-emoji', 'me and the girls are off to Ibiza 18-21 July 🍹 outfits?!', [plan('Ibiza', '2026-07-18', '2026-07-21')]),
  one('singapore-mon-wed-next-week', 'work trip to Singapore, Mon-Wed next week', [plan('Singapore', '2026-04-27', '2026-04-29', ['Business'])]),
  one('tokyo-two-weeks-from', '2 weeks in Tokyo from 1 Oct', [plan('Tokyo', '2026-10-01', '2026-10-14')]),
  one('edinburgh-august-range', 'Edinburgh for the festival in August, 10th–16th', [plan('Edinburgh', '2026-08-10', '2026-08-16')]),
  one('chicago-next-month-days', 'Chicago 14th to 18th of next month', [plan('Chicago', '2026-05-14', '2026-05-18')]),
  one('nyc-arriving-leaving', 'trip to New York, arriving June 4, leaving June 9', [plan('New York', '2026-06-04', '2026-06-09')]),
  one('lisbon-few-days-thursday', 'visiting Lisbon for a few days from Thursday', [plan('Lisbon', '2026-04-23', '2026-04-25')]),
  one('berlin-this-fri-sun', 'Berlin this Friday through Sunday', [plan('Berlin', '2026-04-24', '2026-04-26')]),
  one('dubai-december-dates-second', 'What should I wear in Dubai in December? We go 12–19 Dec', [plan('Dubai', '2026-12-12', '2026-12-19')]),
  one('marrakech-us-numeric', 'Marrakech 5/10-5/14', [plan('Marrakech', '2026-05-10', '2026-05-14')]),
  one('milan-uk-numeric', 'Milan fashion week!! 22/09 - 28/09', [plan('Milan', '2026-09-22', '2026-09-28')]),
  one('two-legs-and', 'Copenhagen 10-12 June and Stockholm 13-15 June', [plan('Copenhagen', '2026-06-10', '2026-06-12'), plan('Stockholm', '2026-06-13', '2026-06-15')]),
  one('two-legs-first-then', 'Tokyo first, 1-5 May, then Kyoto 6-8 May', [plan('Tokyo', '2026-05-01', '2026-05-05'), plan('Kyoto', '2026-05-06', '2026-05-08')]),
  one('vienna-pack-for-me', 'Can you pack for me: Vienna, Dec 20-23', [plan('Vienna', '2026-12-20', '2026-12-23')]),
  one('zurich-two-nights', "I'm going on a business trip to Zurich next Tuesday for two nights", [plan('Zurich', { $oneOf: ['2026-04-21', '2026-04-28'] }, { $oneOf: ['2026-04-23', '2026-04-30'] }, ['Business'])]),
  multi('athens-make-it-a-week', [
    { user: 'Plan Athens 1-5 June', calls: [plan('Athens', '2026-06-01', '2026-06-05')] },
    { user: 'make it a week', calls: [plan('Athens', '2026-06-01', '2026-06-07')] },
  ]),
  multi('oslo-ask-then-dates', [
    { user: 'help me pack for Oslo', calls: [] },
    { user: 'from the 2nd to the 6th of May', calls: [plan('Oslo', '2026-05-02', '2026-05-06')] },
  ]),
  multi('italy-then-venice', [
    { user: "we're doing italy for 5 days from june 10th", calls: [] },
    { user: "let's do venice", calls: [plan('Venice', '2026-06-10', '2026-06-14')] },
  ]),
  one('rome-last-month', 'I loved my trip to Rome last month', []),
  one('paris-hotels', 'do you know any good hotels in Paris?', [], { turn: { forbid: ['trips.plan'] } }),
  one('how-many-trips', 'how many trips do I have saved?', [{ name: 'trips.list', args: {} }]),
  one('get-rid-tokyo', 'get rid of the Tokyo trip please', [{ name: 'trips.list', args: {} }, { name: 'trips.remove', args: { id: { $trip: 'Tokyo, Japan' } } }],
    { setup: { tables: { trip_plans: [trip('Tokyo, Japan', '2026-07-01', '2026-07-08')] } }, end: { tables: { trip_plans: [] } } }),
  one('barcelona-context-sandals', "We're in Barcelona next week so I need new sandals under 50", [search], { turn: { forbid: ['trips.plan'] } }),
  one('kyoto-iso-temples', 'Kyoto, 2026-10-05 to 2026-10-09, mostly temples and walking', [plan('Kyoto', '2026-10-05', '2026-10-09', ['City Walk'])]),
  one('algarve-beach', 'heading to the Algarve 3-10 Aug, beach beach beach', [plan({ $oneOf: ['Algarve', 'Faro', 'Faro, Portugal', 'the Algarve'] }, '2026-08-03', '2026-08-10', ['Beach'])]),
  one('mexico-city-weekend-of', 'mexico city the weekend of the 16th', [plan('Mexico City', { $oneOf: ['2026-05-15', '2026-05-16'] }, '2026-05-17')]),
  one('porto-tomorrow-till-sunday', 'porto tomorrow till sunday, what do i bring', [plan('Porto', '2026-04-21', '2026-04-26')]),
  one('seoul-sept-range-words', 'Seoul from September 3rd until September 9th for work and dinners', [plan('Seoul', '2026-09-03', '2026-09-09', ['Business', 'Restaurant'])]),
];
process.stdout.write(JSON.stringify(cases, null, 2) + '\n');
