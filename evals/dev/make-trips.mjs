// Generates trips.json, the trip_dates dev set (written by hand below; the generator only saves typing).
import { writeFileSync } from 'node:fs';
const LABEL = { Lisbon: 'Portugal', Rome: 'Italy', Barcelona: 'Spain', Paris: 'France', Edinburgh: 'United Kingdom', Amsterdam: 'Netherlands',
  Copenhagen: 'Denmark', Prague: 'Czechia', Porto: 'Portugal', Vienna: 'Austria', Athens: 'Greece', Kyoto: 'Japan', Dubrovnik: 'Croatia',
  Madrid: 'Spain', Venice: 'Italy', Glasgow: 'United Kingdom', Male: 'Maldives', Osaka: 'Japan', Denpasar: 'Indonesia', Seoul: 'South Korea', Bruges: 'Belgium', Dublin: 'Ireland', 'New York': 'United States', Milan: 'Italy', 'Palma de Mallorca': 'Spain', Tokyo: 'Japan', Nice: 'France', Naples: 'Italy' };
const dest = (c, said = c) => ({ $oneOf: [...new Set([said, c, `${c}, ${LABEL[c]}`])] });
const plan = (c, s, e, extra = {}, said) => ({ name: 'trips.plan', args: { destination: dest(c, said), start_date: s, end_date: e, ...extra } });
const refused = (d, s, e) => ({ name: 'trips.plan', args: { destination: d, start_date: s, end_date: e }, result: 'invalid_input' });
const one = (id, user, calls, more = {}) => ({ id, category: 'trip_dates', description: id, turns: [{ user, calls, ...more }] });
const multi = (id, turns) => ({ id, category: 'trip_dates', description: id, turns });
const search = { name: 'products.search', args: 'any' };
const cases = [
  one('fortnight', 'off to lisbon in a fortnight for 4 days', [plan('Lisbon', '2026-05-04', '2026-05-07')]),
  one('week-after-easter', 'barcelona the week after easter pls', [plan('Barcelona', '2027-03-29', '2027-04-04')]),
  one('mid-june-pack', 'thinking rome mid-june, what should i pack', [plan('Rome', '2026-06-15', '2026-06-21')]),
  one('end-of-the-month', 'paris end of the month', [plan('Paris', '2026-04-24', '2026-04-30')]),
  one('first-week-nights', 'copenhagen first week of july for 5 nights', [plan('Copenhagen', '2026-07-01', '2026-07-06')]),
  one('from-friday-for-a-week', 'amsterdam from friday for a week', [plan('Amsterdam', '2026-04-24', '2026-04-30')]),
  one('over-the-bank-holiday', 'going to edinburgh over the bank holiday', [plan('Edinburgh', '2026-05-02', '2026-05-04')]),
  one('days-next-month', 'prague 3 days next month', [plan('Prague', '2026-05-01', '2026-05-03')]),
  one('tomorrow-back-sunday', 'heading to porto leaving tomorrow back sunday', [plan('Porto', '2026-04-21', '2026-04-26')]),
  one('day-range-short-month', 'vienna 20-25 aug', [plan('Vienna', '2026-08-20', '2026-08-25')]),
  one('month-ordinal-range', 'athens aug 20th-25th', [plan('Athens', '2026-08-20', '2026-08-25')]),
  one('pack-month', 'what should i pack for kyoto in october', [plan('Kyoto', '2026-10-01', '2026-10-07')]),
  one('country-scotland', 'Scotland next weekend', [refused('Scotland', { $any: true }, { $any: true })], { devReply: ['Edinburgh'] }),
  one('region-amalfi', 'trip to the amalfi coast 10-14 june', [refused({ $oneOf: ['amalfi coast', 'Amalfi coast', 'the amalfi coast', 'the Amalfi Coast'] }, '2026-06-10', '2026-06-14')], { devReply: ['Naples'] }),
  one('somewhere-hot', 'somewhere hot in july, what do i pack', []),
  one('region-alps', 'the alps in february for skiing, 6 days', [{ name: 'trips.plan', args: 'any', result: 'invalid_input' }]),
  multi('ask-then-dates', [{ user: 'plan a trip to lisbon', calls: [] }, { user: '20-25 aug', calls: [plan('Lisbon', '2026-08-20', '2026-08-25')] }]),
  multi('make-it-4-days', [{ user: 'lisbon may 3 to 7', calls: [plan('Lisbon', '2026-05-03', '2026-05-07')] }, { user: 'make it 4 days', calls: [plan('Lisbon', '2026-05-03', '2026-05-06')] }]),
  multi('go-to-instead', [{ user: 'rome june 10 to 14', calls: [plan('Rome', '2026-06-10', '2026-06-14')] }, { user: 'actually go to paris instead', calls: [plan('Paris', '2026-06-10', '2026-06-14')] }]),
  multi('add-a-day', [{ user: 'porto 1-4 june', calls: [plan('Porto', '2026-06-01', '2026-06-04')] }, { user: 'add a day', calls: [plan('Porto', '2026-06-01', '2026-06-05')] }]),
  multi('refused-then-city', [{ user: 'going to scotland 5-9 may', calls: [refused({ $oneOf: ['scotland', 'Scotland'] }, '2026-05-05', '2026-05-09')] }, { user: 'edinburgh then', calls: [plan('Edinburgh', '2026-05-05', '2026-05-09', {}, 'edinburgh')] }]),
  multi('pack-no-details', [{ user: 'what should i pack for my trip?', calls: [] }, { user: 'barcelona, leaving friday for 5 days', calls: [plan('Barcelona', '2026-04-24', '2026-04-28')] }]),
  one('week-in-month', 'what should i pack for a week in dubrovnik in september', [plan('Dubrovnik', '2026-09-01', '2026-09-07')]),
  { id: 'mixed-search', category: 'trip_dates', description: 'mixed', turns: [{ user: "i'm going to lisbon next week, also show me some sandals under 80", calls: [plan('Lisbon', '2026-04-27', '2026-05-03'), search], ordered: false }] },
  one('mixed-list', 'plan my trip to rome from the 8th to the 12th of may and then list my trips', [plan('Rome', '2026-05-08', '2026-05-12'), { name: 'trips.list', args: {} }]),
  one('activities', 'barcelona 12th to 15th june for a wedding and the beach', [plan('Barcelona', '2026-06-12', '2026-06-15', { activities: ['Formal', 'Beach'] })]),
  one('on-the-nth-nights', 'heading to amsterdam on the 2nd for three nights', [plan('Amsterdam', '2026-05-02', '2026-05-05')]),
  one('in-n-days-for-a-week', "we're going to athens in 10 days for a week", [plan('Athens', '2026-04-30', '2026-05-06')]),
  one('this-weekend', 'copenhagen this weekend', [plan('Copenhagen', '2026-04-25', '2026-04-26')]),
  one('from-till-of-month', 'going to madrid from the 1st till the 5th of june', [plan('Madrid', '2026-06-01', '2026-06-05')]),
  one('dash-ordinals', 'Lisbon, 3rd\u20137th May', [plan('Lisbon', '2026-05-03', '2026-05-07')]),
  one('fly-and-come-back', 'i fly to paris on thursday and come back on monday', [plan('Paris', '2026-04-23', '2026-04-27')]),
  one('weeks-from-date', '2 weeks in bali from july 1st', [plan('Denpasar', '2026-07-01', '2026-07-14', {}, 'Bali')]),
  one('first-n-days-of', 'kyoto for the first 10 days of november', [plan('Kyoto', '2026-11-01', '2026-11-10')]),
  one('nights-from-nth', 'what to pack for seoul, 5 nights from the 14th', [plan('Seoul', '2026-05-14', '2026-05-19')]),
  one('weekend-in-month', 'weekend in bruges in june', [plan('Bruges', '2026-06-06', '2026-06-07')]),
  one('season-only', 'heading to tokyo in the autumn', []),
  one('no-dates-event', 'going to milan for fashion week', []),
  one('country-portugal', "i'm going to portugal in june", [refused({ $oneOf: ['portugal', 'Portugal'] }, '2026-06-01', '2026-06-07')], { devReply: ['Lisbon'] }),
  one('country-japan', 'trip to japan 3-10 october', [refused({ $oneOf: ['japan', 'Japan'] }, '2026-10-03', '2026-10-10')], { devReply: ['Tokyo'] }),
  one('wraps-month', 'mallorca from the 20th of july to the 3rd of august', [plan('Palma de Mallorca', '2026-07-20', '2026-08-03', {}, 'mallorca')]),
  one('tomorrow-for-n', 'heading to lisbon tomorrow for 5 days, what should I pack?', [plan('Lisbon', '2026-04-21', '2026-04-25')]),
  one('starting-next-monday', 'need outfits for rome, 4 days starting next monday', [plan('Rome', '2026-04-27', '2026-04-30')]),
  multi('ask-when-end-of-june', [{ user: 'going to rome', calls: [] }, { user: 'end of june', calls: [plan('Rome', '2026-06-24', '2026-06-30')] }]),
  multi('make-it-a-week', [{ user: 'barcelona 1-5 june', calls: [plan('Barcelona', '2026-06-01', '2026-06-05')] }, { user: 'make it a week', calls: [plan('Barcelona', '2026-06-01', '2026-06-07')] }]),
  one('may-bank-holiday', 'over the may bank holiday in dublin', [plan('Dublin', '2026-05-02', '2026-05-04')]),
  one('weekend-after-next', 'the weekend after next in prague', [plan('Prague', '2026-05-09', '2026-05-10')]),
  one('flying-home', "i'm flying to new york on the 5th of june, flying home the 12th", [plan('New York', '2026-06-05', '2026-06-12')]),
  one('pack-no-when', 'what should i pack for lisbon?', []),
  multi('pack-then-when', [{ user: 'what should i pack for lisbon?', calls: [] }, { user: 'next weekend, 3 nights', calls: [plan('Lisbon', { $any: true }, { $any: true })] }]),
  one('lowercase-typo-place', 'going to barcelonna from june 3 to june 8', [plan('Barcelona', '2026-06-03', '2026-06-08', {}, 'barcelonna')]),
  one('uk-numeric', 'edinburgh 14/6 - 18/6', [plan('Edinburgh', '2026-06-14', '2026-06-18')]),
  multi('move-dates', [{ user: 'plan paris 10-13 may', calls: [plan('Paris', '2026-05-10', '2026-05-13')] }, { user: 'can we move it to 17-20 may', calls: [plan('Paris', '2026-05-17', '2026-05-20')] }]),
  multi('shorten', [{ user: 'vienna from june 2 to june 9', calls: [plan('Vienna', '2026-06-02', '2026-06-09')] }, { user: 'actually only 3 nights', calls: [plan('Vienna', '2026-06-02', '2026-06-05')] }]),
  one('days-in-place-in-month', '5 days in naples in may', [plan('Naples', '2026-05-01', '2026-05-05')]),
  // Second batch, written after the first was fixed.
  one('b2-bf-til', "Hiya! Me and my bf are off to Lisbon on the 14th of May til the 18th, what do I need to bring?", [plan('Lisbon', '2026-05-14', '2026-05-18')]),
  one('b2-weds-sat', 'need a packing list for amsterdam, we fly out weds and back sat', [plan('Amsterdam', '2026-04-22', '2026-04-25')]),
  one('b2-mon-thu-work', 'going to copenhagen for work mon-thu next week', [plan('Copenhagen', '2026-04-27', '2026-04-30', { activities: ['Business'] })]),
  one('b2-uk-slash', 'lisbon trip 12/06 to 16/06 - beaches and dinners', [plan('Lisbon', '2026-06-12', '2026-06-16', { activities: ['Beach', 'Restaurant'] })]),
  one('b2-season', 'what shud i pack for rome in the summer', []),
  one('b2-two-legs', 'im in paris from the 3rd to the 6th, then barcelona 6th to 10th', [plan('Paris', '2026-05-03', '2026-05-06'), plan('Barcelona', '2026-05-06', '2026-05-10')]),
  one('b2-second-sentence', "can you plan outfits for my trip to vienna? it's from 5 to 8 june", [plan('Vienna', '2026-06-05', '2026-06-08')]),
  one('b2-this-thursday', 'trip to madrid this thursday for 3 nights', [plan('Madrid', '2026-04-23', '2026-04-26')]),
  one('b2-new-year', 'Venice for new year', [plan('Venice', '2026-12-31', '2027-01-01')]),
  one('b2-long-weekend-month', 'packing for a long weekend in edinburgh in september', [plan('Edinburgh', '2026-09-04', '2026-09-07')]),
  one('b2-ten-days-from', "I'm heading to Athens for ten days from the 1st of July", [plan('Athens', '2026-07-01', '2026-07-10')]),
  one('b2-weeks-from-nth-of', 'what clothes do i need for tokyo, 2 weeks from the 10th of october', [plan('Tokyo', '2026-10-10', '2026-10-23')]),
  one('b2-next-month-first', "next month i'm going to vienna for 4 days", [plan('Vienna', '2026-05-01', '2026-05-04')]),
  one('b2-week-mid-month', 'going to milan for a week in mid september', [plan('Milan', '2026-09-15', '2026-09-21')]),
  one('b2-sat-back-mon', 'dublin on saturday, back monday', [plan('Dublin', '2026-04-25', '2026-04-27')]),
  one('b2-weekend-away-range', 'weekend away in bruges 29-31 may', [plan('Bruges', '2026-05-29', '2026-05-31')]),
  one('b2-nice-ordinals', 'trip to nice 5th-9th june', [plan('Nice', '2026-06-05', '2026-06-09')]),
  one('b2-wear-in', 'what should i wear in seoul next week?', [plan('Seoul', '2026-04-27', '2026-05-03')]),
  multi('b2-three-turns', [{ user: 'i need to plan a trip', calls: [] }, { user: 'prague', calls: [] }, { user: 'the 2nd to the 5th of june', calls: [plan('Prague', '2026-06-02', '2026-06-05', {}, 'prague')] }]),
  multi('b2-what-about-instead', [{ user: 'plan a trip to kyoto from oct 3 to oct 9', calls: [plan('Kyoto', '2026-10-03', '2026-10-09')] }, { user: 'what about tokyo instead?', calls: [plan('Tokyo', '2026-10-03', '2026-10-09', {}, 'tokyo')] }]),
  multi('b2-area-then-city', [{ user: 'going to scotland in august', calls: [refused({ $oneOf: ['scotland', 'Scotland'] }, '2026-08-01', '2026-08-07')] }, { user: 'glasgow', calls: [plan('Glasgow', '2026-08-01', '2026-08-07', {}, 'glasgow')] }]),
  one('b2-over-christmas-weeks', 'going to bali for 2 weeks over christmas', [plan('Denpasar', '2026-12-24', '2027-01-06', {}, 'Bali')]),
  one('b2-the-maldives', 'heading to the maldives in november for 6 nights', [plan('Male', '2026-11-01', '2026-11-07', {}, 'Maldives')]),
  one('b2-area-beach', 'portugal, 10-14 july, beach days', [{ name: 'trips.plan', args: { destination: 'Portugal', start_date: '2026-07-10', end_date: '2026-07-14', activities: ['Beach'] }, result: 'invalid_input' }], { devReply: ['Lisbon'] }),
  one('b2-somewhere-in-country', 'somewhere in italy in june, what do i pack', [refused({ $oneOf: ['italy', 'Italy'] }, '2026-06-01', '2026-06-07')], { devReply: ['Rome'] }),
  one('b2-tomorrow-till', 'tomorrow till friday in rome', [plan('Rome', '2026-04-21', '2026-04-24')]),
  one('b2-from-the-nth-for', 'rome, from the 21st for 5 days', [plan('Rome', '2026-04-21', '2026-04-25')]),
  one('b2-weeks-time', 'i go to barcelona in two weeks time for 3 days', [plan('Barcelona', '2026-05-04', '2026-05-06')]),
  one('b2-july-4th-weekend', 'Going to NYC 4th of July weekend', [plan('New York', '2026-07-04', '2026-07-05', {}, 'NYC')]),
  one('b2-question-then-dates', 'what do i pack for lisbon? going 5-8 may', [plan('Lisbon', '2026-05-05', '2026-05-08')]),
  one('b2-tmrw', 'help!! flying to paris tmrw for 3 days and have nothing to wear', [plan('Paris', '2026-04-21', '2026-04-23')]),
  one('region-tuscany', 'tuscany 1-7 september', [{ name: 'trips.plan', args: 'any', result: 'invalid_input' }], { devReply: ['Florence'] }),
];
// Every plan that succeeds saves a trip: the end state lists them (a re-plan saves a second one).
for (const c of cases) {
  const rows = c.turns.flatMap((t) => t.calls.filter((k) => k.name === 'trips.plan' && !k.result && k.args !== 'any').map((k) => {
    const city = k.args.destination.$oneOf.find((d) => d.includes(','));
    return { destination: city, start_date: k.args.start_date, end_date: k.args.end_date };
  }));
  if (rows.length) c.end = { tables: { trip_plans: rows } };
}
writeFileSync(new URL('./trips.json', import.meta.url), JSON.stringify(cases, null, 2) + '\n');
console.log(cases.length, 'cases');
