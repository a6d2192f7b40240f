// Probe batch of the wardrobe mechanism (issue 27, wardrobe worktree): written before the fix, in voices unlike the
// blind misses, one case per line of wardrobe-probe.messages.txt. A verb that removes, gives away, returns or only
// checks never adds a row; "it/them/those/both" are the pieces named before; a row's name is the garment's noun phrase
// only (a maker said aside is its brand); questions read the wardrobe. `node evals/dev/wardrobe-probe.gen.mjs`.
import { ANY, P, W, blindcheck, c, has, search, t, wardrobe, wardrobeAdd, wardrobeList, writeCases } from '../blind/blindcheck-cases.mjs';

const HERE = new URL('.', import.meta.url);
const { name, add, done } = blindcheck('probe', { prefix: 'wardrobe', dir: HERE });
const rowsEnd = (...names) => ({ tables: { wardrobe_items: names.map((item_name) => ({ item_name })) } });
const remove = (n) => c('wardrobe.remove', { id: W(n) });
const loose = { ordered: false };

add('wardrobe', 'hoodie-stolen-off-list', 'The grey hoodie taken off: read, removed, never added',
  [t([wardrobeList(), remove(1)])], { setup: wardrobe(['Grey Hoodie', 'Tops', 'grey'], ['Black Jeans', 'Bottoms', 'black']), end: rowsEnd('Black Jeans') });
add('wardrobe', 'denim-jacket-still-there', 'Is the denim jacket still there: the wardrobe read, nothing changed',
  [t([wardrobeList()])], { setup: wardrobe(['Denim Jacket', 'Outerwear', 'blue']) });
add('wardrobe', 'own-loafers-check', 'Do I own loafers: the wardrobe read, no row',
  [t([wardrobeList()])], { setup: wardrobe(['Brown Loafers', 'Shoes', 'brown'], ['White Tee', 'Tops', 'white']) });
add('wardrobe', 'sold-skirt-blouse', 'Two pieces sold: both removed',
  [t([wardrobeList(), remove(1), remove(2)], loose)],
  { setup: wardrobe(['Suede Skirt', 'Bottoms', 'brown'], ['Cream Blouse', 'Tops', 'cream'], ['Navy Coat', 'Outerwear', 'navy']), end: rowsEnd('Navy Coat') });
add('wardrobe', 'returned-linen-trousers', 'Trousers returned to the store: removed, never added',
  [t([wardrobeList(), remove(1)])], { setup: wardrobe(['Linen Trousers', 'Bottoms', 'beige'], ['White Tee', 'Tops', 'white']), end: rowsEnd('White Tee') });
add('wardrobe', 'aunt-scarf-beanie-them', 'A knitted scarf and beanie, "add them": two rows',
  [t([wardrobeAdd({ item_name: has('carf'), category: ANY }), wardrobeAdd({ item_name: has('eanie'), category: ANY })], loose)]);
add('wardrobe', 'two-navy-polos', 'Two navy polo shirts, "log them": two rows',
  [t([wardrobeAdd({ item_name: has('olo'), category: 'Tops' }), wardrobeAdd({ item_name: has('olo'), category: 'Tops' })])]);
add('wardrobe', 'trainers-by-veja', 'New trainers by Veja: one row, the maker its brand',
  [t([wardrobeAdd({ item_name: has('rainers'), category: 'Shoes', brand: has('Veja') })])]);
add('wardrobe', 'belt-gold-buckle', 'A leather belt with a gold buckle: one row (the buckle is the belt\'s)',
  [t([wardrobeAdd({ item_name: has('elt'), category: ANY })])]);
add('wardrobe', 'loafers-back-beret-lost', 'Loafers back to the shop, the beret lost: both removed',
  [t([wardrobeList(), remove(1), remove(2)], loose)],
  { setup: wardrobe(['Tan Suede Loafers', 'Shoes', 'brown'], ['Red Beret', 'Accessories', 'red'], ['Navy Coat', 'Outerwear', 'navy']), end: rowsEnd('Navy Coat') });
add('wardrobe', 'camisole-trousers-then-returned', 'Two pieces added, then "remove those": both removed again',
  [t([wardrobeAdd({ item_name: has('amisole'), category: 'Tops' }), wardrobeAdd({ item_name: has('rousers'), category: 'Bottoms' })], loose),
    t([wardrobeList(), c('wardrobe.remove'), c('wardrobe.remove')])],
  { setup: wardrobe(['Navy Coat', 'Outerwear', 'navy']), end: rowsEnd('Navy Coat') });
add('wardrobe', 'count-shoes', 'How many shoes: the wardrobe read, 3',
  [t([wardrobeList()], { replyMentions: ['3'] })],
  { setup: wardrobe(['Black Boots', 'Shoes', 'black'], ['White Sneakers', 'Shoes', 'white'], ['Red Heels', 'Shoes', 'red'], ['Grey Hoodie', 'Tops', 'grey']) });
add('wardrobe', 'leather-jacket-still-have', 'Do I still have the leather jacket: read only',
  [t([wardrobeList()])], { setup: wardrobe(['Black Leather Jacket', 'Outerwear', 'black']) });
add('wardrobe', 'white-shirt-before-buying', 'A white shirt already there: read only',
  [t([wardrobeList()])], { setup: wardrobe(['Blue Jeans', 'Bottoms', 'blue']) });
add('wardrobe', 'bin-jeans-whats-left', 'Jeans binned, then what is left: listed',
  [t([wardrobeList(), remove(1)]), t([wardrobeList()], { replyMentions: ['Beige Trench Coat', 'Red Heels'] })],
  { setup: wardrobe(['Ripped Jeans', 'Bottoms', 'blue'], ['Beige Trench Coat', 'Outerwear', 'beige'], ['Red Heels', 'Shoes', 'red']), end: rowsEnd('Beige Trench Coat', 'Red Heels') });
add('follow_ups', 'sneakers-what-goes-from-mine', 'White sneakers shown, what of hers goes with them: a look completed around them',
  [t([search({ category: 'Shoes', text: ANY })]), t([c('looks.complete', { productId: P('White Leather Sneakers'), constraints: ANY })])]);
add('wardrobe', 'tote-added-automatically', 'Was the tote added by itself: read only',
  [t([wardrobeList()])], { setup: wardrobe(['Blue Jeans', 'Bottoms', 'blue']) });
add('wardrobe', 'tea-dress-from-mother-in-law', 'A floral tea dress, a gift: one row named by the dress',
  [t([wardrobeAdd({ item_name: has('ress'), category: 'Dresses' })])]);
add('wardrobe', 'two-tanks-and-skirt', 'Two tank tops and a denim skirt: three rows',
  [t([wardrobeAdd({ item_name: has('ank'), category: 'Tops' }), wardrobeAdd({ item_name: has('ank'), category: 'Tops' }), wardrobeAdd({ item_name: has('kirt'), category: 'Bottoms' })], loose)]);
add('wardrobe', 'donated-three', 'Three pieces donated: the wardrobe read, three removed',
  [t([wardrobeList(), remove(1), remove(2), remove(3)], loose)],
  { setup: wardrobe(['Brown Boots', 'Shoes', 'brown'], ['Plaid Scarf', 'Accessories', 'red'], ['Old Raincoat', 'Outerwear', 'beige'], ['Grey Hoodie', 'Tops', 'grey']), end: rowsEnd('Grey Hoodie') });
add('wardrobe', 'gave-away-green-cardigan', 'A cardigan given away: removed',
  [t([wardrobeList(), remove(1)])], { setup: wardrobe(['Green Cardigan', 'Tops', 'green'], ['Blue Jeans', 'Bottoms', 'blue']), end: rowsEnd('Blue Jeans') });
add('wardrobe', 'have-three-check-coat', 'Pieces she has, and a check on one: read only, nothing added',
  [t([wardrobeList()])], { setup: wardrobe(['Black Jeans', 'Bottoms', 'black'], ['Camel Coat', 'Outerwear', 'brown']) });

writeCases(name, done(), HERE);
