// Over-calling probe (issue 27, quiet worktree): conversations written before any fix, in voices unlike the blind
// check's, each a turn that asks for nothing new — a question about a piece just shown, a remark with an everyday word
// that is also an occasion, a side sentence beside the main request, a confirmation — and a few that do ask (other
// pieces, an outfit) to hold the line. `node evals/dev/quiet-probe.gen.mjs`.
import { blindcheck, compose, follow, pause, plan, search, t, unfollow, writeCases } from '../blind/blindcheck-cases.mjs';

const HERE = new URL('.', import.meta.url);
const { name, add, done } = blindcheck('probe', { prefix: 'quiet', dir: HERE });

add('follow_ups', 'tote-laptop', 'Bags under 100, then whether the tote fits a laptop: answered from the listing, no call',
  [t([search({ category: 'Bags', max: 100 })]), t([], { replyMentions: ['Noir Leather Tote'] })]);
add('follow_ups', 'navy-see-through', 'Dresses, then whether the navy one is see-through: answered from the listing',
  [t([search({ category: 'Dresses' })]), t([], { replyMentions: ['Navy Slip Dress'] })]);
add('follow_ups', 'boots-comfy', 'Ankle boots, then whether they are comfortable: answered from the listing',
  [t([search({ category: 'Shoes' })]), t([], { replyMentions: ['Black Ankle Boots'] })]);
add('follow_ups', 'scarf-scratchy', 'A scarf for her mother, then whether the green one is scratchy: answered from the listing',
  [t([search({ category: 'Accessories' })]), t([], { replyMentions: ['Green Silk Scarf'] })]);
add('follow_ups', 'sweater-winter', 'A cashmere sweater, then whether it is warm enough for winter: answered, no outfit, no search',
  [t([search({ text: 'cashmere' })]), t([], { replyMentions: ['Cream Cashmere Sweater'] })]);
add('follow_ups', 'earrings-niece', 'Earrings, then whether they suit a child: answered from the listing',
  [t([search({ category: 'Jewelry' })]), t([], { replyMentions: ['Gold Hoop Earrings'] })]);
add('small_talk', 'birthday-forty', 'A birthday told, nothing asked: no tool', [t([])]);
add('small_talk', 'date-night-thanks', 'Thanks for a date night gone well: no tool', [t([])]);
add('small_talk', 'time-in-tokyo', 'The time in Tokyo: out of scope, no tool (no trip)', [t([])]);
add('small_talk', 'office-party-disaster', 'An office party told of: no tool', [t([])]);
add('follow_ups', 'sneakers-sunny-weekend', 'White sneakers, with a weather question beside: the search only',
  [t([search({ category: 'Shoes', text: 'sneaker' })])]);
add('following', 'follow-lena-ideas', 'Follow Lena, with a comment on her style: the follow only',
  [t([follow('lenaminimal')])], { end: { follows: ['lenaminimal'], taste: 'refreshed' } });
add('trip_dates', 'rome-first-time', 'Rome 4-8 June, with excitement beside: the plan only',
  [t([plan('Rome', '2026-06-04', '2026-06-08')])]);
add('following', 'pause-oslo-summer', 'Pause oslo_knits, with a reason naming a season: the pause only',
  [t([pause(false, 'oslo_knits')])], { setup: { follows: ['oslo_knits'] }, end: { follows: ['!oslo_knits'], taste: 'refreshed' } });
add('following', 'unfollow-thanks', 'Unfollow with thanks beside: the unfollow only',
  [t([unfollow('street.atelier')])], { setup: { follows: ['street.atelier'] }, end: { follows: [], taste: 'refreshed' } });
add('pasted_text', 'mum-quote-bossy', 'A quoted text from mum and a remark about her: nothing asked, no tool', [t([])]);
add('following', 'follow-then-yep', 'Follow camille.style, then a confirmation: nothing more',
  [t([follow('camille.style')]), t([])], { end: { follows: ['camille.style'], taste: 'refreshed' } });
add('small_talk', 'trainers-then-thanks', 'Trainers, then thanks: nothing more',
  [t([search({ category: 'Shoes' })]), t([])]);
add('follow_ups', 'tote-in-brown', 'Bags, then the tote in brown: other pieces asked for, a search',
  [t([search({ category: 'Bags' })]), t([search({ category: 'Bags', text: 'brown' })])]);
add('follow_ups', 'dresses-green', 'Dresses, then any in green: a search',
  [t([search({ category: 'Dresses' })]), t([search({ category: 'Dresses', text: 'green' })])]);
add('small_talk', 'christening-wear', 'What to wear to a christening: an outfit (something to wear is asked for)',
  [t([compose()])]);
add('budgets', 'lisbon-weather-sandals', 'A weather question (no dates, no plan asked) beside sandals: the sandals searched',
  [t([search({ category: 'Shoes', text: 'sandal' })])]);
add('follow_ups', 'jeans-stretchy', 'Jeans, then whether the denim is stretchy: answered from the listing',
  [t([search({ category: 'Bottoms' })]), t([], { replyMentions: ['Blue Straight Jeans'] })]);
add('follow_ups', 'hoops-sensitive-ears', 'Hoops, then what they are like for sensitive ears: answered from the listing',
  [t([search({ category: 'Jewelry' })]), t([], { replyMentions: ['Gold Hoop Earrings'] })]);

writeCases(name, done(), HERE);
console.log(name, 'written');
