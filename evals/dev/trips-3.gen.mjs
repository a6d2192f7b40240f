// The third blind batch of trip requests (issue 27), written before reading the NLU code: trips as
// the reason for another request, weather and packing questions, dates or places arriving in a
// second message, abbreviations and airport codes, loose date shapes and durations with no start.
// The clock is the evals' own: Monday 2026-04-20. `node evals/dev/trips-3.gen.mjs` rewrites trips-3.json.
import { writeFileSync } from 'node:fs';
import { EFFECTS, any, caseList, contains, search } from './case-helpers.mjs';

const { cases, add } = caseList();
const only = (calls) => EFFECTS.filter((e) => !calls.some((c) => c.name === e));
const turn = (user, calls, extra = {}) => ({ user, calls, forbid: only(calls), ...extra });
const plan = (place, start, end, activities) => ({
  name: 'trips.plan',
  args: { destination: contains(place), start_date: Array.isArray(start) ? { $oneOf: start } : start, end_date: Array.isArray(end) ? { $oneOf: end } : end, activities: activities ?? any },
});
const days = (from, to, month = '05', year = '2026') => {
  const out = [];
  for (let d = from; d <= to; d += 1) out.push(`${year}-${month}-${String(d).padStart(2, '0')}`);
  return out;
};
const t = (id, description, turns) => add('trip_dates', `trips3-${id}`, description, { turns });

// Trips as the reason for a search: the search is the request.
t('miami-swim', 'a trip next week as the reason for a swimwear search', [
  turn("I'm going to Miami next week, show me some swimwear", [search({ text: any, category: any })], { forbid: [...only([]), 'outfits.suggest'] })]);
t('wedding-dress', 'a dated trip as context, the ask is a dress under a price', [
  turn('off to paris on the 12th for my cousins wedding. need a dress under $200', [search({ text: any, category: any, maxPrice: 200 })], { forbid: [...only([]), 'outfits.suggest'] })]);
t('sandals-lisbon', 'a question about shoes for a trip is a search', [
  turn('any comfy sandals? walking loads in lisbon next month', [search({ text: any, category: any })])]);

// Weather at a place on dates.
t('weather-rome', 'the weather in a city for a week in a month', [
  turn("what's the weather usually like in rome the first week of june?", [plan('Rome', days(1, 1, '06'), days(7, 7, '06'))])]);
t('weather-will-it-rain', 'will it rain, place and dates in one question', [
  turn('will it rain in london between the 3rd and the 6th', [plan('London', '2026-05-03', '2026-05-06')])]);
t('weather-how-cold', 'how cold, with a weekend', [
  turn('how cold does berlin get this weekend? deciding on a coat', [plan('Berlin', days(24, 25, '04'), '2026-04-26')])]);

// Packing questions.
t('pack-barcelona', 'what to pack, a duration counted from a weekday', [
  turn('what should I pack for 5 days in barcelona starting friday', [plan('Barcelona', '2026-04-24', '2026-04-28')])]);
t('pack-fortnight', 'a fortnight from an ordinal day', [
  turn('Packing list please - Tokyo for a fortnight from the 14th', [plan('Tokyo', '2026-05-14', days(27, 28))])]);
t('pack-carryon', 'carry-on only, dates as a day range with "till"', [
  turn("carry-on only 😬 amsterdam the 3rd till the 9th, what do i bring", [plan('Amsterdam', '2026-05-03', '2026-05-09')])]);

// Abbreviations and airport codes.
t('lhr-bcn', 'airport codes with an arrow, dates after', [
  turn('LHR → BCN 12-16 may, need outfits', [plan('Barcelona', '2026-05-12', '2026-05-16')])]);
t('nyc-weekend', 'nyc and next weekend', [
  turn('nyc next weekend!! plan my looks', [plan('New York', days(1, 2), '2026-05-03')])]);
t('la-week-after', 'LA the week after next', [
  turn('LA the week after next, mostly beach', [plan('Los Angeles', '2026-05-04', '2026-05-10', { $set: ['Beach'] })])]);
t('jfk-code', 'flying into JFK on a date for some nights', [
  turn('flying into JFK on may 20th for 4 nights, business meetings', [plan('New York', '2026-05-20', '2026-05-24', { $set: ['Business'] })])]);

// Loose dates.
t('mid-late-june', 'mid to late june', [
  turn('thinking crete mid to late june, what would I wear', [plan('Heraklion', days(10, 16, '06'), days(25, 30, '06'))])]);
t('easter', 'over easter: the next one, in 2027', [
  turn('we are doing a long weekend in Dublin over easter', [plan('Dublin', ['2027-03-25', '2027-03-26', '2027-03-27'], ['2027-03-28', '2027-03-29'])])]);
t('end-of-month', 'the end of the month, a few days', [
  turn('couple of days in madrid at the end of the month', [plan('Madrid', days(27, 29, '04'), days(29, 30, '04'))])]);
t('early-july', 'early july for a week', [
  turn('a week in nice early july. sun + dinners', [plan('Nice', days(1, 5, '07'), days(7, 12, '07'))])]);
t('uk-numeric', 'dates as day/month numbers in UK order', [
  turn('Edinburgh 22/05 - 25/05 please, mostly walking around', [plan('Edinburgh', '2026-05-22', '2026-05-25', { $set: ['City Walk'] })])]);

// Durations with no start: ask, then the start completes it.
t('week-no-start', 'a week somewhere with no start asks when, the next message completes it', [
  turn('help me plan a week in copenhagen', []),
  turn('leaving on the 2nd', [plan('Copenhagen', '2026-05-02', days(8, 9))])]);
t('ten-days-no-start', 'ten days, then a month and day', [
  turn('10 days in Seoul — what do I need?', []),
  turn('from june 3', [plan('Seoul', '2026-06-03', '2026-06-12')])]);

// Place or dates in the second message.
t('dates-then-place', 'dates first, the place after', [
  turn('I travel 8-11 may, can you sort my outfits', []),
  turn('vienna', [plan('Vienna', '2026-05-08', '2026-05-11')])]);
t('help-then-both', 'a vague ask, then both in one reply', [
  turn('got a trip coming up, can you help me figure out what to wear?', []),
  turn('prague, 15th to the 18th of may', [plan('Prague', '2026-05-15', '2026-05-18')])]);
t('place-then-relative', 'a place, then a relative date', [
  turn('I need to get ready for a trip to Istanbul', []),
  turn('next thursday to sunday', [plan('Istanbul', '2026-04-30', '2026-05-03')])]);

// A second leg with no dates, completed by the next message.
t('second-leg', 'two legs, the second undated, its dates in the next message', [
  turn('plan paris 1-4 may and then london after', [plan('Paris', '2026-05-01', '2026-05-04')]),
  turn('4th to the 7th', [plan('London', '2026-05-04', '2026-05-07')])]);

// After a plan.
t('delete-it', 'delete it after a plan names the trip', [
  turn('plan rome 10-14 june', [plan('Rome', '2026-06-10', '2026-06-14')]),
  turn('actually delete it', [{ name: 'trips.remove', args: { id: { $trip: 'Rome, Italy' } } }], { replyMentions: ['Rome'] })]);
t('change-dates', 'new dates after a plan plan the trip again', [
  turn('lisbon 5-8 may please', [plan('Lisbon', '2026-05-05', '2026-05-08')]),
  turn('sorry, make that the 6th to the 9th', [plan('Lisbon', '2026-05-06', '2026-05-09')])]);
t('list-trips', 'which trips do I have', [
  turn('which trips are saved on my account?', [{ name: 'trips.list', args: 'any' }])]);

// Other shapes.
t('polite-long', 'a long polite message, the request at the end', [
  turn("Hi there, my husband and I are celebrating our anniversary and we've booked Venice from the 18th to the 21st of May. Could you suggest what I should wear?", [plan('Venice', '2026-05-18', '2026-05-21')])]);
t('work-trip', 'a work trip with a weekday range', [
  turn('work trip to chicago mon-wed next week, client dinners', [plan('Chicago', '2026-04-27', '2026-04-29', { $set: ['Business', 'Restaurant'] })])]);
t('tomorrow-for', 'tomorrow for three nights', [
  turn('flying to athens tomorrow for 3 nights, help', [plan('Athens', '2026-04-21', '2026-04-24')])]);
t('in-two-weeks', 'in two weeks, a weekend', [
  turn("hen do in Ibiza in two weeks' time, fri to sun", [plan('Ibiza', '2026-05-01', '2026-05-03')])]);

writeFileSync(new URL('./trips-3.json', import.meta.url), `${JSON.stringify(cases, null, 2)}\n`);
console.log(`${cases.length} cases`);
