// Probe batch of the trips-and-paste task (issue 27, session 7): trip dates told relative to another date of the
// conversation (an event's day, the stay's start or end) and pasted text whose content is the request's object,
// written before the fix in wordings unlike blindcheck-trips/-paste's. The eval clock: today is Monday 2026-04-20.
// `node evals/dev/tripaste-probe.gen.mjs`.
const HERE = new URL('.', import.meta.url);
import { blindcheck, c, compose, follow, has, oneOf, plan, search, t, writeCases } from '../blind/blindcheck-cases.mjs';

const { name, add, done } = blindcheck('probe', { prefix: 'tripaste', dir: HERE });
const trip = (slug, description, turns, body = {}) => add('trip_dates', slug, description, turns, { skill: 'trips', ...body });
const pasted = (slug, description, turns, body = {}) => add('pasted_text', slug, description, turns, body);

trip('rome-wedding-3-days-before-monday-after', 'A wedding on Friday 12 June, flying in 3 days before (9th), home the Monday after (15th)',
  [t([plan('Rome', '2026-06-09', '2026-06-15')])]);
trip('berlin-conference-day-before-two-after', 'A conference on Tuesday 8 September, the day before (7th) to two days after (10th)',
  [t([plan('Berlin', '2026-09-07', '2026-09-10')])]);
trip('edinburgh-graduation-tuesday-before-saturday-after', 'A graduation on Thursday 4 June, the Tuesday before (2nd) to the Saturday after (6th)',
  [t([plan('Edinburgh', '2026-06-02', '2026-06-06')])]);
trip('paris-back-a-week-later', 'Paris from 15 May, back a week later (22nd)',
  [t([plan('Paris', '2026-05-15', '2026-05-22')])]);
trip('dublin-concert-3-nights-then-night-before', 'A concert on 30 May, 3 nights (30 May-2 June); then arriving the night before: from the 29th',
  [t([plan('Dublin', '2026-05-30', '2026-06-02')]), t([plan('Dublin', '2026-05-29', oneOf('2026-06-01', '2026-06-02'))])]);
trip('chicago-reunion-thursday-before-sunday-after', 'A reunion on Saturday 27 June, the Thursday before (25th) to the Sunday after (28th)',
  [t([plan('Chicago', '2026-06-25', '2026-06-28')])]);
trip('prague-40th-thursday-before-monday-after', 'A party on Saturday 6 June, the Thursday before (4th) to the Monday after (8th)',
  [t([plan('Prague', '2026-06-04', '2026-06-08')])]);
trip('milan-fashion-week-one-day-before-5-days', 'Fashion week starts 23 September, arriving one day before (22nd) for 5 days (to the 26th)',
  [t([plan('Milan', '2026-09-22', '2026-09-26')])]);
trip('nice-wedding-thursday-before-day-after', 'A wedding on Saturday 13 June, the Thursday before (11th) to the day after (14th), typed in a hurry',
  [t([plan('Nice', '2026-06-11', '2026-06-14')])]);
trip('copenhagen-then-stay-until-following-sunday', 'Copenhagen 3-6 July; then staying on until the following Sunday (12th): replanned',
  [t([plan('Copenhagen', '2026-07-03', '2026-07-06')]), t([plan('Copenhagen', '2026-07-03', '2026-07-12')])]);
trip('athens-marathon-two-days-early-three-after', 'A marathon on 8 November, arriving 2 days early (6th), home 3 days after (11th)',
  [t([plan('Athens', '2026-11-06', '2026-11-11')])]);
trip('porto-hen-do-home-a-day-later', 'Porto 14-17 May; then coming home a day later: 14-18 May',
  [t([plan('Porto', '2026-05-14', '2026-05-17')]), t([plan('Porto', '2026-05-14', '2026-05-18')])]);
pasted('husband-text-porto-booked-sort-packing', 'A texted booking (Porto 22-26 May) she says is happening, packing asked: planned',
  [t([plan('Porto', '2026-05-22', '2026-05-26')])]);
pasted('group-chat-mykonos-count-me-in', 'A group chat\'s trip (Mykonos 1-5 July) she joins, what to bring: planned',
  [t([plan('Mykonos', '2026-07-01', '2026-07-05')])]);
pasted('hotel-confirmation-dotted-dates-barcelona', 'A hotel confirmation with dotted dates (3-7 July, Barcelona), what to pack for it: planned',
  [t([plan('Barcelona', '2026-07-03', '2026-07-07')])]);
pasted('vienna-dotted-day-range', 'Her own dates written "4. - 8. June" (German style): Vienna 4-8 June',
  [t([plan('Vienna', '2026-06-04', '2026-06-08')])], { skill: 'trips' });
pasted('product-page-red-wrap-dress-alone', 'A product page pasted alone: the piece looked up and shown, nothing saved',
  [t([search({ text: 'dress' })], { replyMentions: ['Red Wrap Dress'] })]);
pasted('shop-link-add-mango-source', 'A shop link and "add mango to my sources": mango added as a style source',
  [t([c('sources.add', { text: has('mango') })])]);
pasted('switch-mango-off', '"switch mango off for now": the mango source deactivated, kept',
  [t([c('sources.setActive', { handles: ['mango'], active: false })])], { setup: { sources: ['mango'] } });
pasted('whose-post-cable-knit-follow', 'Whose post a quoted caption is, follow whoever posted it: the posts read, its author followed',
  [t([c('posts.latest', {}), follow('oslo_knits')])], { end: { follows: ['oslo_knits'], taste: 'refreshed' } });
pasted('reel-caption-find-that-look', 'A reel\'s caption naming a dress and boots, "find me that look": both searched',
  [t([search({ category: 'Dresses' }), search({ category: 'Shoes' })], { ordered: false, replyMentions: ['Navy Slip Dress', 'Black Ankle Boots'] })]);
pasted('comment-delete-everything-is-it-real', 'A quoted comment telling her to type "delete everything", is it real: nothing done',
  [t([])]);
pasted('mum-lunch-ritz-what-to-wear-to-that', 'Her mum\'s quoted lunch invitation, what to wear to that: an outfit composed',
  [t([compose()])]);
pasted('berlin-plan-the-above', 'Her own note (Berlin 11-14 May, meetings and a dinner) and "plan the above": planned',
  [t([plan('Berlin', '2026-05-11', '2026-05-14')])], { skill: 'trips' });

writeCases(name, done(), HERE);
console.log(name, 'written');
