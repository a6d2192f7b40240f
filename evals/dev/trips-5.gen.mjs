// Blind batch 5 for trip dates (issue 27): new sentence shapes written after round 4's fixes, to
// measure whether they generalise; committed before any code change for it. Clock: Monday 2026-04-20.
// Regenerate: node evals/dev/trips-5.gen.mjs > evals/dev/trips-5.json
const d = (md) => `2026-${md}`;
const one = (...mds) => ({ $oneOf: mds.map(d) });
const date = (x) => (typeof x === 'string' ? d(x) : x);
const plan = (place, start, end) => ({
  name: 'trips.plan',
  args: { destination: { $contains: place }, start_date: date(start), end_date: date(end), activities: { $any: true } },
});
const list = { name: 'trips.list', args: 'any' };
const search = { name: 'products.search', args: 'any' };
const row = (destination, start, end) => ({ destination, start_date: d(start), end_date: d(end), trip_name: `${destination.split(',')[0]} trip` });
const setup = (...rows) => ({ tables: { trip_plans: rows } });

let n = 0;
const cases = [];
const add = (description, turns, extra = {}) => cases.push({ id: `trips5-${String(++n).padStart(2, '0')}`, category: 'trip_dates', skill: 'trips', description: `trips-5: ${description}`, ...extra, turns });
const t = (user, calls, more = {}) => ({ user, calls, ...more });
const one1 = (user, calls, extra = {}) => add(user.slice(0, 70), [t(user, calls, extra.turn ?? {})], extra.setup ? { setup: extra.setup } : {});

one1('Is it going to be warm in Athens 9–12 May? trying to decide what to bring', [plan('Athens', '05-09', '05-12')]);
one1("My sister's wedding is in Porto on the 23rd of May and I'm staying 3 nights from the 22nd", [plan('Porto', '05-22', '05-25')]);
one1('tokyo!!! 10 days, leaving june 2nd', [plan('Tokyo', '06-02', '06-11')]);
one1('Could you sort a packing plan — Marrakech, Thursday to Sunday this week', [plan('Marrakech', '04-23', '04-26')]);
one1('pack list: vancouver 1/6-5/6', [plan('Vancouver', '06-01', '06-05')]);
one1('heading to the Big Apple on May 14 until May 18', [plan('New York', '05-14', '05-18')]);
one1("I'll be in Kyoto between the 4th and the 9th of June for a conference", [plan('Kyoto', '06-04', '06-09')]);
one1('We leave for Dubrovnik Saturday and come home the following Wednesday', [plan('Dubrovnik', '04-25', '04-29')]);
one1('Lisboa from 7 to 10 May', [plan('Lisbon', '05-07', '05-10')]);
one1('help!! going to reykjavik tomorrow for 4 days and have nothing warm', [plan('Reykjavik', '04-21', '04-24')]);
one1("What do I wear in Singapore from June 8 through June 12 — it's for work", [plan('Singapore', '06-08', '06-12')]);
one1('Barca first weekend of June', [plan('Barcelona', one('06-05', '06-06'), '06-07')]);
one1('plan something for my trip to Munich, 28.05 to 31.05', [plan('Munich', '05-28', '05-31')]);
one1('london, this coming weekend', [plan('London', one('04-24', '04-25'), '04-26')]);
one1('seoul 12th june - 19th june', [plan('Seoul', '06-12', '06-19')]);
one1("I've got a week in Malaga from the 30th of May", [plan('Malaga', '05-30', one('06-05', '06-06'))]);
one1('a trip to paris 2 weeks from today for 3 days', [plan('Paris', '05-04', '05-06')]);
one1('Beach holiday in Phuket 20-27 june, what should I wear', [plan('Phuket', '06-20', '06-27')]);
one1("I'm going to Cancun next month and want a straw hat", [search], { turn: { forbid: ['trips.plan'] } });
one1('which trips have I saved?', [list], { setup: setup(row('Lisbon, Portugal', '05-01', '05-04')) });
one1('open my Rome trip', [list, { name: 'trips.get', args: { id: { $trip: 'Rome, Italy' } } }], { setup: setup(row('Lisbon, Portugal', '05-01', '05-04'), row('Rome, Italy', '06-10', '06-14')) });
one1('remove the Tokyo trip pls', [list, { name: 'trips.remove', args: { id: { $trip: 'Tokyo, Japan' } } }], { setup: setup(row('Tokyo, Japan', '06-02', '06-11')) });

add('three turns: trip, place, dates', [t('trip planning time 🙂', []), t('Oslo', []), t('5th to the 9th of June', [plan('Oslo', '06-05', '06-09')])]);
add('dates with outfits, then "it\'s Rome"', [t('need outfits for a trip from the 10th to the 13th of June', []), t("it's Rome", [plan('Rome', '06-10', '06-13')])]);
add('three days longer', [t('Milan, May 6 to May 9', [plan('Milan', '05-06', '05-09')]), t('make it 3 days longer', [plan('Milan', '05-06', '05-12')])]);
add('moved to the following weekend', [t('Venice May 2-4', [plan('Venice', '05-02', '05-04')]), t('can we move it to the following weekend', [plan('Venice', '05-09', '05-11')])]);
add('start changed only', [t('Budapest June 15-18', [plan('Budapest', '06-15', '06-18')]), t('change the start to the 14th', [plan('Budapest', '06-14', one('06-17', '06-18'))])]);
add('place, then next thursday to sunday', [t('Going to Istanbul', []), t('next thursday to sunday', [plan('Istanbul', one('04-23', '04-30'), one('04-26', '05-03'))])]);
add('a second leg until a day', [t('Copenhagen 3–5 June', [plan('Copenhagen', '06-03', '06-05')]), t('and then Stockholm till the 8th', [plan('Stockholm', one('06-05', '06-06'), '06-08')])]);
add('just the weekend of the week planned', [t('Geneva next week', [plan('Geneva', '04-27', '05-03')]), t('scratch that, just the weekend', [plan('Geneva', one('05-01', '05-02'), '05-03')])]);

process.stdout.write(`${JSON.stringify(cases, null, 2)}\n`);
