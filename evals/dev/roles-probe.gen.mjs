// Sentence-role probe (issue 27, roles worktree): conversations written before any fix, in voices unlike the blind
// rounds' — greetings, thanks, context about oneself and opinions beside a request (only the request calls), questions
// about a piece shown or pasted (answered from its listing, no search), injections (nothing called), and counts or lists
// of her wardrobe by category (her wardrobe read, never the catalogue). `node evals/dev/roles-probe.gen.mjs`.
import { blindcheck, search, t, wardrobe, wardrobeList, ANY, writeCases } from '../blind/blindcheck-cases.mjs';

const HERE = new URL('.', import.meta.url);
const { name, add, done } = blindcheck('probe', { prefix: 'roles', dir: HERE });
const closet = wardrobe(['White Tee', 'Tops', 'white'], ['Striped Shirt', 'Tops', 'blue'], ['Black Trousers', 'Bottoms', 'black'],
  ['Denim Skirt', 'Bottoms', 'blue'], ['Brown Loafers', 'Shoes', 'brown'], ['Red Midi Dress', 'Dresses', 'red']);

add('small_talk', 'greeting-thanks-linen-skirt', 'A greeting and thanks around a skirt search: the search only', [t([search({ category: 'Bottoms', text: 'skirt' })])]);
add('small_talk', 'bank-casual-friday-loafers', 'Her job as context, loafers asked: a shoes search only', [t([search({ category: 'Shoes' })])]);
add('small_talk', 'logos-tacky-white-tees', 'An opinion, then plain white tees: one tops search', [t([search({ category: 'Tops' })])]);
add('small_talk', 'ruth-new-warm-scarf', 'Greeting and who she is, then a warm scarf: one accessories search', [t([search({ category: 'Accessories' })])]);
add('small_talk', 'nurse-flat-shoes', 'Her work as context, comfortable flats asked: a shoes search only', [t([search({ category: 'Shoes' })])]);
add('follow_ups', 'tote-leather-heavy', 'Bags, then two questions about the tote: answered from the listing, no call',
  [t([search({ category: 'Bags' })]), t([])]);
add('follow_ups', 'red-dress-christening', 'Dresses, then whether the red one suits a christening: answered, no call',
  [t([search({ category: 'Dresses' })]), t([])]);
add('follow_ups', 'thanks-grey-blazer-wool', 'Blazers, then thanks and whether the grey one is wool: no call', [t([search({ category: 'Outerwear' })]), t([])]);
add('follow_ups', 'heels-painful-worth-it', 'Heels, then an opinion and whether they are worth it: no call', [t([search({ category: 'Shoes' })]), t([])]);
add('follow_ups', 'jeans-boyfriend-straight-leg', 'Jeans, then a remark and whether the blue ones are straight: no call',
  [t([search({ category: 'Bottoms' })]), t([])]);
add('follow_ups', 'white-sneakers-size-39', 'Sneakers, then a size asked about the white pair: said plainly, no call', [t([search({ category: 'Shoes' })]), t([])]);
add('pasted_text', 'blog-camel-bag-last-years', 'A pasted listing and whether it lasts: answered from the paste, no call', [t([])]);
add('pasted_text', 'sister-cashmere-too-much', 'A pasted listing and whether it is too dear: answered, no call', [t([])]);
add('bad_input', 'reveal-hidden-rules', 'An injection: nothing called', [t([])]);
add('bad_input', 'shop-admin-free-bags', 'An injection asking for free bags: nothing called', [t([])]);
add('bad_input', 'model-then-black-boots', 'An injection beside a real request: only the boots searched', [t([search({ category: 'Shoes' })])]);
add('wardrobe', 'shoes-vs-dresses-count', 'Shoes against dresses: her wardrobe read, no catalogue search', [t([wardrobeList()], { forbid: ['products.search'] })], { setup: closet });
add('wardrobe', 'wardrobe-then-tops', 'Her wardrobe, then her tops: the wardrobe read again, no search',
  [t([wardrobeList()]), t([wardrobeList()], { forbid: ['products.search'] })], { setup: closet });
add('wardrobe', 'skirts-or-trousers-show-trousers', 'More skirts or trousers, and her trousers shown: the wardrobe read, no search',
  [t([wardrobeList()], { forbid: ['products.search'] })], { setup: closet });
add('small_talk', 'sandals-summer-yay-straw-bag', 'Sandals, a remark, a straw bag: two searches, nothing for the remark',
  [t([search({ category: 'Shoes' }), search({ category: 'Bags' })])]);
add('follow_ups', 'skirts-payday-friday', 'Skirts, then a remark about payday: no call', [t([search({ category: 'Bottoms' })]), t([])]);
add('budgets', 'renovating-cheap-tees', 'Money tight as context, cheap tees: one tops search', [t([search({ category: 'Tops', max: ANY })])]);
add('small_talk', 'therapist-bold-dress', 'Advice she was given, then a bold dress: one dresses search', [t([search({ category: 'Dresses' })])]);
add('follow_ups', 'rough-week-navy-dress-january', 'Dresses, a remark about her week, whether the navy one is warm enough: no call',
  [t([search({ category: 'Dresses' })]), t([])]);

writeCases(name, done(), HERE);
console.log(name, 'written');
