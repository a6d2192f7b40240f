// Blind batch 4 for trip dates (issue 27): written from the tool contracts, the eval world and the eval
// clock (Monday 2026-04-20) before the NLU code, the skills or the other dev cases were read.
// Regenerate: node evals/dev/trips-4.gen.mjs > evals/dev/trips-4.json
const d = (md) => `2026-${md}`;
const one = (...mds) => ({ $oneOf: mds.map(d) });
const date = (x) => (typeof x === 'string' ? d(x) : x);
const plan = (place, start, end, result) => ({
  name: 'trips.plan',
  args: { destination: { $contains: place }, start_date: date(start), end_date: date(end), activities: { $any: true } },
  ...(result ? { result } : {}),
});
const list = { name: 'trips.list', args: 'any' };
const search = { name: 'products.search', args: 'any' };
const trip = (name) => ({ $trip: name });
const tripRow = (destination, start, end) => ({ destination, start_date: d(start), end_date: d(end), trip_name: `${destination.split(',')[0]} trip` });
const setupTrips = (...rows) => ({ tables: { trip_plans: rows } });

let n = 0;
const cases = [];
const single = (user, calls, extra = {}) => {
  const { setup, replyMentions, forbid, ordered, ...rest } = extra;
  cases.push({
    id: `trips4-${String(++n).padStart(2, '0')}`, category: 'trip_dates', skill: 'trips',
    description: `trips-4: ${user.slice(0, 70)}`,
    ...(setup ? { setup } : {}),
    turns: [{ user, calls, ...(replyMentions ? { replyMentions } : {}), ...(forbid ? { forbid } : {}), ...(ordered === false ? { ordered } : {}) }],
    ...rest,
  });
};
const multi = (desc, turns, extra = {}) => {
  cases.push({ id: `trips4-${String(++n).padStart(2, '0')}`, category: 'trip_dates', skill: 'trips', description: `trips-4 (multi): ${desc}`, ...extra, turns });
};
const t = (user, calls, more = {}) => ({ user, calls, ...more });

// ── single turn: explicit dates in many shapes ──
single('hey! heading to barcelona may 8th thru the 11th, can you sort out what to wear?', [plan('Barcelona', '05-08', '05-11')]);
single('Could you plan outfits for a trip to Copenhagen from the 14th to the 18th of May please', [plan('Copenhagen', '05-14', '05-18')]);
single('I have a trip to Vienna on 9 May, returning 12 May. Can you help me plan outfits? Mostly sightseeing and a nice dinner.', [plan('Vienna', '05-09', '05-12')]);
single('plan paris 4/30 to 5/3', [plan('Paris', '04-30', '05-03')]);
single('Planning a girls trip to Ibiza!! 🏝️ june 19-22', [plan('Ibiza', '06-19', '06-22')]);
single('Need outfit ideas for Seoul, I land on the 10th of June and leave on the 17th', [plan('Seoul', '06-10', '06-17')]);
single('dubai 2026-05-20 to 2026-05-24', [plan('Dubai', '05-20', '05-24')]);
single('i\'ll be in berlin from the 28th until may 2nd', [plan('Berlin', '04-28', '05-02')]);
single('plan a trip: Tokyo, June 1 - June 10', [plan('Tokyo', '06-01', '06-10')]);
single('Packing for Reykjavik 3–6 June, it\'ll be cold right?', [plan('Reykjavik', '06-03', '06-06')]);
single('yo planning santorini for my birthday, june 12 to june 16 🥳', [plan('Santorini', '06-12', '06-16')]);
single('Can you put together a packing list for Singapore? Dates: 05/25–05/29', [plan('Singapore', '05-25', '05-29')]);
single('Barcelona. 2 to 5 July.', [plan('Barcelona', '07-02', '07-05')]);
single('I\'d like to plan a beach holiday to Mykonos: 23 May – 30 May, beach in the day and evenings out', [plan('Mykonos', '05-23', '05-30')]);
single('What will the weather be like in Rome from the 5th to the 8th of may? want to know what to pack', [plan('Rome', '05-05', '05-08')]);
// ── relative dates ──
single('lisbon the weekend after next', [plan('Lisbon', one('05-01', '05-02'), '05-03')]);
single('I\'m going to Rome for ten days starting the 3rd', [plan('Rome', '05-03', one('05-12', '05-13'))]);
single('off to NYC in a fortnight for 5 days', [plan('New York', '05-04', one('05-08', '05-09'))]);
single('business trip to frankfurt next week mon-wed', [plan('Frankfurt', '04-27', '04-29')]);
single('going to amsterdam this weekend, what do I bring', [plan('Amsterdam', one('04-24', '04-25'), '04-26')]);
single('mid-may in athens, about 4 days', [plan('Athens', one('05-13', '05-14', '05-15', '05-16'), { $any: true })]);
single('we fly to marrakesh tomorrow for 3 nights', [plan('Marrakech', '04-21', one('04-23', '04-24'))]);
single('Three nights in Prague from Thursday', [plan('Prague', '04-23', one('04-25', '04-26'))]);
single('Seville, first week of June', [plan('Seville', '06-01', '06-07')]);
single('over the may bank holiday weekend we\'re going to Dublin, help me pack', [plan('Dublin', one('05-01', '05-02'), '05-04')]);
single('Memorial Day weekend in Miami — what should I wear?', [plan('Miami', one('05-22', '05-23'), '05-25')]);
single('end of next week in Porto, friday to sunday', [plan('Porto', '05-01', '05-03')]);
single('trip to kyoto starting next monday for a week', [plan('Kyoto', '04-27', one('05-03', '05-04'))]);
single('I\'m in Madrid for work the whole week of the 11th', [plan('Madrid', '05-11', one('05-15', '05-17'))]);
single('long weekend in bruges starting friday 15 may', [plan('Bruges', '05-15', one('05-17', '05-18'))]);
single('tomorrow till sunday in paris', [plan('Paris', '04-21', '04-26')]);
single('plan a trip to london today through friday', [plan('London', '04-20', '04-24')]);
single('plan my sydney trip, 20 days from june 1', [plan('Sydney', '06-01', '06-20')]);
single('Wedding in Florence on June 6th — I\'m there from the day before until the 8th. What should I pack?', [plan('Florence', '06-05', '06-08')]);
// ── places: airport codes, misspellings, countries ──
single('flying into LHR on the 2nd of may, back on the 6th', [plan('London', '05-02', '05-06')]);
single('CDG 12-15 june', [plan('Paris', '06-12', '06-15')]);
single('flying to JFK on friday, back tuesday', [plan('New York', '04-24', '04-28')]);
single('Can u plan my trip to Edinborough 21st to 24th May', [plan('Edinburgh', '05-21', '05-24')]);
single('trip to Napels 7-9 May', [plan('Naples', '05-07', '05-09')]);
single('going to amsterdamm 16-18 may', [plan('Amsterdam', '05-16', '05-18')]);
single('copenhagan 1st-3rd june pls', [plan('Copenhagen', '06-01', '06-03')]);
single('we\'re doing portugal for a week from may 16', [plan('Portugal', '05-16', one('05-22', '05-23'), 'invalid_input')], { replyMentions: ['Lisbon'] });
// ── not enough to plan: ask ──
single('What should I pack for Milan?', []);
single('going to bali next month!', []);
single('plan a trip', []);
// ── listing, reading, removing ──
single('how many trips do i have coming up', [list], { setup: setupTrips(tripRow('Lisbon, Portugal', '05-01', '05-04'), tripRow('Rome, Italy', '06-10', '06-14')), replyMentions: ['2'] });
single('show me my trips', [list], { setup: setupTrips(tripRow('Paris, France', '05-08', '05-10')) });
single('what did you plan for my Lisbon trip again?', [list, { name: 'trips.get', args: { id: trip('Lisbon, Portugal') } }], { setup: setupTrips(tripRow('Lisbon, Portugal', '05-01', '05-04'), tripRow('Rome, Italy', '06-10', '06-14')) });
single('cancel the rome trip, plans changed', [list, { name: 'trips.remove', args: { id: trip('Rome, Italy') } }], { setup: setupTrips(tripRow('Lisbon, Portugal', '05-01', '05-04'), tripRow('Rome, Italy', '06-10', '06-14')) });
single('Delete my trip to Paris please', [list, { name: 'trips.remove', args: { id: trip('Paris, France') } }], { setup: setupTrips(tripRow('Paris, France', '05-08', '05-10')) });
// ── a trip as the context of a search, not a trip to plan ──
single('I need a swimsuit for my holiday in Ibiza next month', [search], { forbid: ['trips.plan'] });
single('looking for a light jacket for a trip to london next week, under $150', [search], { forbid: ['trips.plan'] });
single('any sandals that would work for a beach trip in June?', [search], { forbid: ['trips.plan'] });

// ── multi-turn ──
multi('place, then dates', [t('I\'m going to Lisbon', []), t('the 12th to the 15th of may', [plan('Lisbon', '05-12', '05-15')])]);
multi('dates, then place', [t('can you plan outfits for 3 to 7 June', []), t('Vienna', [plan('Vienna', '06-03', '06-07')])]);
multi('correction of both dates', [t('plan a trip to Rome May 10 to 14', [plan('Rome', '05-10', '05-14')]), t('actually make it the 12th to the 16th', [plan('Rome', '05-12', '05-16')])]);
multi('add two days', [t('Paris from may 5 to may 8 please', [plan('Paris', '05-05', '05-08')]), t('add two days', [plan('Paris', '05-05', '05-10')])]);
multi('change of place keeps the dates', [t('Athens 1-4 June', [plan('Athens', '06-01', '06-04')]), t('actually, make it Thessaloniki', [plan('Thessaloniki', '06-01', '06-04')])]);
multi('ask everything, then both in one', [t('help me pack for a trip', []), t('Berlin, 8th to 10th May', [plan('Berlin', '05-08', '05-10')])]);
multi('a month, then place and days', [t('I\'m travelling next month', []), t('Madrid, from the 18th to the 22nd', [plan('Madrid', '05-18', '05-22')])]);
multi('place, then a relative weekend', [t('heading to Oslo', []), t('weekend after next', [plan('Oslo', one('05-01', '05-02'), '05-03')])]);
multi('place, then a duration from a day', [t('going to tokyo', []), t('ten days from the 3rd of june', [plan('Tokyo', '06-03', one('06-12', '06-13'))])]);
multi('one day shorter', [t('plan Nice May 20-23', [plan('Nice', '05-20', '05-23')]), t('can you make it one day shorter', [plan('Nice', '05-20', '05-22')])]);
multi('plan, then list', [t('plan Barcelona 2nd-5th May', [plan('Barcelona', '05-02', '05-05')]), t('what trips do I have?', [list])]);
multi('plan, then delete it', [t('plan Porto 9–11 May', [plan('Porto', '05-09', '05-11')]), t('actually scrap that, delete it', [{ name: 'trips.remove', args: { id: trip('Porto, Portugal') } }])]);
multi('search, then the trip it was for', [t('I need a dress for a wedding', [search]), t('it\'s in Florence, I\'ll be there 5th to 7th June, can you plan the trip?', [plan('Florence', '06-05', '06-07')])]);
multi('dates, then a place with its country', [t('dates are 14-17 may', []), t('oh and it\'s Split, Croatia', [plan('Split', '05-14', '05-17')])]);
multi('place, then weekday range', [t('plan a trip to Copenhagen', []), t('from friday to monday', [plan('Copenhagen', '04-24', '04-27')])]);
multi('move the start only', [t('Lisbon 1st to 4th May', [plan('Lisbon', '05-01', '05-04')]), t('actually make it the 2nd', [plan('Lisbon', '05-02', one('05-04', '05-05'))])]);
multi('extend by a day', [t('Munich on the 15th of May for 3 days', [plan('Munich', '05-15', '05-17')]), t('extend it by a day', [plan('Munich', '05-15', '05-18')])]);
multi('place, then nights from a date', [t('Edinburgh trip please', []), t('from the 27th for four nights', [plan('Edinburgh', '04-27', '05-01')])]);
multi('wrong city corrected', [t('plan a trip to Cairo 10–13 May', [plan('Cairo', '05-10', '05-13')]), t('oops I meant Casablanca', [plan('Casablanca', '05-10', '05-13')])]);
multi('soon, then dates and activity', [t('Hey, I\'m off to Dubrovnik soon', []), t('June 20 to June 27. Mostly beach', [plan('Dubrovnik', '06-20', '06-27')])]);
multi('month without days, then days', [t('Stockholm in May', []), t('the 22nd to the 25th', [plan('Stockholm', '05-22', '05-25')])]);
multi('push it back a week', [t('planning a trip to Zurich 4-6 May', [plan('Zurich', '05-04', '05-06')]), t('push it back a week', [plan('Zurich', '05-11', '05-13')])]);
multi('a second leg', [t('Milan 11th to 13th of May', [plan('Milan', '05-11', '05-13')]), t('and then Venice 13th to 15th', [plan('Venice', '05-13', '05-15')])]);
multi('narrow next week', [t('I\'m going to Amsterdam next week', [plan('Amsterdam', '04-27', '05-03')]), t('actually only tuesday to thursday', [plan('Amsterdam', '04-28', '04-30')])]);
multi('airport code, then dates', [t('flying to BCN', []), t('leaving the 6th of june, back the 9th', [plan('Barcelona', '06-06', '06-09')])]);

process.stdout.write(`${JSON.stringify(cases, null, 2)}\n`);
