// Over-calling probe, round two (issue 27, quiet2 worktree): conversations written before any fix, in voices unlike
// the blind check's — a shown piece's price said back as a reaction (no cap), a confirmation of a change just made
// (nothing more), a piece she owns told beside another request (no wardrobe row), the date asked (said from the
// stylist's clock), a request no tool serves (said plainly, no call) — and a few that do ask, to hold the line.
// `node evals/dev/quiet2-probe.gen.mjs`.
import { c, blindcheck, compose, follow, search, t, wardrobe, wardrobeAdd, wardrobeList, has, ANY, W, writeCases } from '../blind/blindcheck-cases.mjs';

const HERE = new URL('.', import.meta.url);
const { name, add, done } = blindcheck('probe', { prefix: 'quiet2', dir: HERE });
const remove = (n) => c('wardrobe.remove', { id: W(n) });

add('follow_ups', 'camel-420-serious', 'Bags, then the camel bag\'s price said back in dismay: no cap, no call',
  [t([search({ category: 'Bags' })]), t([])]);
add('follow_ups', 'sweater-310-goodness', 'Sweaters, then its price exclaimed: no call', [t([search({ category: 'Tops' })]), t([])]);
add('follow_ups', 'blazer-560-hmm', 'Coats, then the blazer\'s price with a hesitation: no call', [t([search({ category: 'Outerwear' })]), t([])]);
add('follow_ups', 'quilted-1250-no-chance', 'Bags, then the quilted bag\'s price refused: no call', [t([search({ category: 'Bags' })]), t([])]);
add('budgets', 'like-camel-around-150', 'Bags, then something like the camel one around 150: a search (a budget asked for)',
  [t([search({ category: 'Bags' })]), t([c('products.search')])]);
add('budgets', 'boots-under-240', 'Boots, then boots under 240 (a shown price with a cue): a capped search',
  [t([search({ category: 'Shoes', text: 'boot' })]), t([search({ category: 'Shoes', text: 'boot', max: 240 })])]);
add('wardrobe', 'raincoat-yep-yellow', 'A raincoat removed, then "yep the yellow one": nothing more',
  [t([wardrobeList(), remove(1)]), t([])], { setup: wardrobe(['Yellow Raincoat', 'Outerwear', 'yellow'], ['Navy Wool Coat', 'Outerwear', 'navy']) });
add('wardrobe', 'boots-correct-brown', 'Boots removed, then "correct, the brown pair": nothing more',
  [t([wardrobeList(), remove(1)]), t([])], { setup: wardrobe(['Brown Boots', 'Shoes', 'brown'], ['Black Boots', 'Shoes', 'black']) });
add('following', 'follow-camille-yes-cheers', 'A follow, then "yes that\'s the one": nothing more',
  [t([follow('camille.style')]), t([])], { end: { follows: ['camille.style'], taste: 'refreshed' } });
add('wardrobe', 'skirt-perfect-exactly', 'A skirt removed, then thanks confirming it: nothing more',
  [t([wardrobeList(), remove(1)]), t([])], { setup: wardrobe(['Navy Skirt', 'Bottoms', 'navy'], ['Blue Straight Jeans', 'Bottoms', 'blue']) });
add('wardrobe', 'own-trench-brunch-outfit', 'A trench she owns told, an outfit for brunch asked: the outfit, no wardrobe row',
  [t([compose()], { forbid: ['wardrobe.add'] })]);
add('wardrobe', 'own-silver-heels-wedding-dress', 'Silver heels she has, a dress for a wedding asked: no wardrobe row',
  [t([c('products.search')], { forbid: ['wardrobe.add'] })]);
add('wardrobe', 'own-black-stuff-scarves', 'She owns black things, asks for colourful scarves: a search, no wardrobe row',
  [t([search({ category: 'Accessories', text: ANY })], { forbid: ['wardrobe.add'] })]);
add('wardrobe', 'own-cream-sweater-add-it', 'A sweater she has, and she asks to add it: added',
  [t([wardrobeAdd({ item_name: has('weater'), category: ANY })])]);
add('small_talk', 'todays-date-please', 'The date asked: said, no tool (today is Monday 20 April 2026)', [t([], { replyMentions: ['20'] })]);
add('small_talk', 'what-day-today', 'The day asked: said, no tool', [t([], { replyMentions: ['20'] })]);
add('small_talk', 'twentieth-or-twentyfirst', 'Whether today is the 20th or 21st: the date said', [t([], { replyMentions: ['20'] })]);
add('small_talk', 'date-still-april', 'The date, still April?: said', [t([], { replyMentions: ['20'] })]);
add('small_talk', 'change-password', 'A password change: no tool, said plainly', [t([])]);
add('small_talk', 'delete-reviews', 'Deleting reviews (no tool has them): no call, said plainly', [t([])]);
add('small_talk', 'cancel-order', 'Cancelling an order: no call, said plainly', [t([])]);
add('follow_ups', 'coats-how-much-grey', 'Coats, then how much the grey one is: answered from the listing',
  [t([search({ category: 'Outerwear' })]), t([], { replyMentions: ['$560'] })]);

writeCases(name, done(), HERE);
console.log(name, 'written');
