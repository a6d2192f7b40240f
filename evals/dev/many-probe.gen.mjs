// Probe batch of the "several asks, one call each" mechanism (issue 27, many worktree): written before the fix, in
// voices unlike the blind-check misses, one case per line of many-probe.messages.txt. Each object of a tool that takes
// one object gets its own call, shared constraints (a price cap, a verb) carried to each; one garment's own
// description ("black and white striped top") is never split. `node evals/dev/many-probe.gen.mjs`.
import {
  ANY, GBP, W, blindcheck, c, follow, has, oneOf, pause, plan, search, t, unfollow, wardrobe, wardrobeAdd, wardrobeList, writeCases,
} from '../blind/blindcheck-cases.mjs';

const HERE = new URL('.', import.meta.url);
const { name, add, done } = blindcheck('probe', { prefix: 'many', dir: HERE });
const EUR = (n) => oneOf(n, Math.round(n * 1.17), Math.round(n * 1.1), Math.round(n * 1.08));
const rowsEnd = (...names) => ({ tables: { wardrobe_items: names.map((item_name) => ({ item_name })) } });
const remove = (n) => c('wardrobe.remove', { id: W(n) });

add('budgets', 'belt-earrings-80', 'A belt and earrings under 80: one capped search each',
  [t([search({ category: 'Accessories', max: 80 }), search({ category: 'Jewelry', max: 80 })], { ordered: false })]);
add('budgets', 'sandals-or-dress-100-pounds', 'Sandals or a dress, £100: one capped search each',
  [t([search({ category: 'Shoes', text: 'sandal', max: GBP(100) }), search({ category: 'Dresses', max: GBP(100) })], { ordered: false })]);
add('garment_words', 'coats-bags-boots', 'Coats, bags and boots: three searches',
  [t([search({ category: 'Outerwear' }), search({ category: 'Bags' }), search({ category: 'Shoes', text: 'boot' })], { ordered: false })]);
add('budgets', 'scarf-necklace-60', 'A scarf and a necklace, max 60: one capped search each',
  [t([search({ category: 'Accessories', max: 60 }), search({ category: 'Jewelry', max: 60 })], { ordered: false })]);
add('budgets', 'handbag-shoes-150-euro', 'One handbag and one pair of shoes, 150 euro: one capped search each',
  [t([search({ category: 'Bags', max: EUR(150) }), search({ category: 'Shoes', max: EUR(150) })], { ordered: false })]);
add('budgets', 'under-200-jacket-boots', 'The cap said first, then a jacket and boots: both capped',
  [t([search({ category: 'Outerwear', max: 200 }), search({ category: 'Shoes', text: 'boot', max: 200 })], { ordered: false })]);
add('wardrobe', 'wellies-red-yellow-raincoat', 'Wellies, a red and a yellow raincoat: three rows',
  [t([wardrobeAdd({ item_name: has('ellies'), category: ANY }), wardrobeAdd({ item_name: has('aincoat'), color: has('red'), category: ANY }),
    wardrobeAdd({ item_name: has('aincoat'), color: has('yellow'), category: ANY })], { ordered: false })],
  { end: rowsEnd(...['ellies', 'aincoat', 'aincoat'].map((s) => ({ $contains: s }))) });
add('wardrobe', 'lines-shorts-hat-tote', 'Three pieces on lines of their own: three rows',
  [t([wardrobeAdd({ item_name: has('shorts'), category: ANY }), wardrobeAdd({ item_name: has('hat'), category: ANY }), wardrobeAdd({ item_name: has('tote'), category: ANY })], { ordered: false })]);
add('wardrobe', 'scarf-beanie-gift-both', 'A gift of a scarf and a beanie, "add both": two rows',
  [t([wardrobeAdd({ item_name: has('scarf'), category: ANY }), wardrobeAdd({ item_name: has('beanie'), category: ANY })], { ordered: false })]);
add('wardrobe', 'remove-hoodie-boots-shirt', 'Three pieces removed: the wardrobe read, three removals in one round',
  [t([wardrobeList(), remove(1), remove(2), remove(3)], { ordered: false })],
  { setup: wardrobe(['Grey Hoodie', 'Tops', 'grey'], ['Brown Boots', 'Shoes', 'brown'], ['White Shirt', 'Tops', 'white'], ['Navy Wool Coat', 'Outerwear', 'navy']), end: rowsEnd('Navy Wool Coat') });
add('wardrobe', 'bin-jeans-trainers', 'Two pieces binned: two removals',
  [t([wardrobeList(), remove(1), remove(2)], { ordered: false })],
  { setup: wardrobe(['Ripped Jeans', 'Bottoms', 'blue'], ['Old Trainers', 'Shoes', 'white'], ['Beige Trench Coat', 'Outerwear', 'beige']), end: rowsEnd('Beige Trench Coat') });
add('following', 'follow-lena-unfollow-street', 'Follow one and unfollow another: two changes',
  [t([follow('lenaminimal'), unfollow('street.atelier')], { ordered: false })],
  { setup: { follows: ['street.atelier'] }, end: { follows: ['lenaminimal'], taste: 'refreshed' } });
add('following', 'stop-camille-resume-oslo', 'Unfollow one, resume another: two changes',
  [t([unfollow('camille.style'), pause(true, 'oslo_knits')], { ordered: false })],
  { setup: { follows: ['camille.style', '!oslo_knits'] }, end: { follows: ['oslo_knits'], taste: 'refreshed' } });
add('following', 'mute-lena-bring-back-camille', 'Pause one, resume another: two changes',
  [t([pause(false, 'lenaminimal'), pause(true, 'camille.style')], { ordered: false })],
  { setup: { follows: ['lenaminimal', '!camille.style'] }, end: { follows: ['!lenaminimal', 'camille.style'], taste: 'refreshed' } });
add('following', 'which-streetwear-follow-them', 'Which accounts do streetwear, then follow them: listed, the streetwear one followed',
  [t([c('influencers.list', { limit: ANY }), follow('street.atelier')])], { end: { follows: ['street.atelier'], taste: 'refreshed' } });
add('trip_dates', 'rome-then-florence', 'Rome 12-15 June, after that Florence until the 19th: two plans',
  [t([plan('Rome', '2026-06-12', '2026-06-15'), plan('Florence', oneOf('2026-06-15', '2026-06-16'), '2026-06-19')])]);
add('trip_dates', 'nyc-arrow-boston', 'NYC 3-6 July, an arrow, Boston 6-9 July: two plans',
  [t([plan('New York', '2026-07-03', '2026-07-06'), plan('Boston', '2026-07-06', '2026-07-09')])]);
add('pasted_text', 'sister-list-three', 'A pasted list of three pieces to find: three searches',
  [t([search({ category: 'Shoes', text: 'boot' }), search({ category: 'Accessories' }), search({ category: 'Bags' })], { ordered: false })]);
add('pasted_text', 'magazine-look-each-piece', 'A look from a magazine, three pieces: three searches',
  [t([search({ category: 'Outerwear', text: 'blazer' }), search({ category: 'Bottoms' }), search({ category: 'Shoes' })], { ordered: false })]);
add('follow_ups', 'two-pieces-then-total', 'Two named pieces found, then their total ($85 + $45)',
  [t([search({ category: 'Dresses' }), search({ category: 'Jewelry' })], { ordered: false }), t([], { replyMentions: ['$130'] })]);
add('garment_words', 'black-white-striped-top', 'A black and white striped top: one search, never two',
  [t([search({ category: 'Tops' })])]);
add('garment_words', 'salt-and-pepper-tweed', 'A salt and pepper tweed blazer: one search',
  [t([search({ category: 'Outerwear', text: 'blazer' })])]);
add('following', 'follow-oslo-and-camille', 'Follow two accounts with one verb: one follow of both',
  [t([follow('oslo_knits', 'camille.style')])], { end: { follows: ['oslo_knits', 'camille.style'], taste: 'refreshed' } });
add('wardrobe', 'remove-red-dress-striped-shirt', 'The red dress and the blue and white striped shirt removed: two removals, the shirt one piece',
  [t([wardrobeList(), remove(1), remove(2)], { ordered: false })],
  { setup: wardrobe(['Red Dress', 'Dresses', 'red'], ['Blue and White Striped Shirt', 'Tops', 'blue'], ['Black Ankle Boots', 'Shoes', 'black']), end: rowsEnd('Black Ankle Boots') });

writeCases(name, done(), HERE);
