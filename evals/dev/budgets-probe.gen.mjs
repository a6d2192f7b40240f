// Probe batch of the "money and garments as the shopper says them" mechanism (issue 27, budgets worktree): written
// before the fix, in voices unlike the blind-round misses, one case per line of budgets-probe.messages.txt. A hedged or
// negated comparison is a cap; "cheaper, about X" after a search a cap near X; a budget for several pieces no cap on
// each; a garment narrower than a category searched as itself with its category; a list of pieces one search each.
// `node evals/dev/budgets-probe.gen.mjs`.
import { ANY, GBP, blindcheck, has, oneOf, search, t, writeCases } from '../blind/blindcheck-cases.mjs';

const HERE = new URL('.', import.meta.url);
const { name, add, done } = blindcheck('probe', { prefix: 'budgets', dir: HERE });
const EUR = (n) => oneOf(n, Math.round(n * 1.17), Math.round(n * 1.1), Math.round(n * 1.08));
const near = (n) => oneOf(n, Math.round(n * 1.1), Math.round(n * 1.2), Math.round(n * 1.25));

add('budgets', 'no-higher-than-90-crossbody', 'No higher than $90, a crossbody: a bag search capped at 90',
  [t([search({ category: 'Bags', max: 90 })])]);
add('budgets', 'rather-not-above-250-boots', 'Rather not above 250 for boots: a boot search capped at 250',
  [t([search({ category: 'Shoes', text: 'boot', max: 250 })])]);
add('budgets', 'not-much-over-100-dress', 'Not much over 100 for a summer dress: a dress search capped near 100, never a floor',
  [t([search({ category: 'Dresses', max: oneOf(100, 110, 115, 120, 125) })])]);
add('budgets', 'sneakers-120-tops', 'Sneakers, 120 tops: a capped shoe search',
  [t([search({ category: 'Shoes', max: 120 })])]);
add('budgets', 'tote-at-most-150-euros', 'A tote at most 150 euros: a bag search capped at the converted amount',
  [t([search({ category: 'Bags', max: EUR(150) })])]);
add('budgets', 'jeans-not-over-80-quid', 'Jeans not over 80 quid: a bottoms search capped at £80',
  [t([search({ category: 'Bottoms', max: GBP(80) })])]);
add('budgets', 'tops-then-cheaper-100ish', 'Tops, then cheaper, about 100: a top search capped near 100, no floor',
  [t([search({ category: 'Tops' })]), t([search({ category: 'Tops', max: near(100) })])]);
add('budgets', 'bags-then-less-pricey-70', 'Bags, then less pricey, about 70: a bag search capped near 70, no floor',
  [t([search({ category: 'Bags' })]), t([search({ category: 'Bags', max: near(70) })])]);
add('budgets', 'jacket-shoes-300-combined', '$300 for a jacket and shoes combined: two searches, the budget for both (no cap, or 300)',
  [t([search({ category: 'Outerwear', max: oneOf({ $absent: true }, 300) }), search({ category: 'Shoes', max: oneOf({ $absent: true }, 300) })], { ordered: false })]);
add('budgets', 'whole-look-250-dress-bag-earrings', '250 for the whole look, dress, bag, earrings: three searches (no cap, or 250)',
  [t([search({ category: 'Dresses', max: oneOf({ $absent: true }, 250) }), search({ category: 'Bags', max: oneOf({ $absent: true }, 250) }),
    search({ category: 'Jewelry', max: oneOf({ $absent: true }, 250) })], { ordered: false })]);
add('budgets', 'not-wish-in-excess-200-pounds-coat', 'Not in excess of £200 for a winter coat: an outerwear search capped, never a floor',
  [t([search({ category: 'Outerwear', max: GBP(200) })])]);
add('garment_words', 'cami-under-cardigan', 'A cami under a cardigan: a tops search for a cami (the cardigan is context)',
  [t([search({ category: 'Tops', text: oneOf(has('cami'), has('camisole')) })])]);
add('garment_words', 'shacket-olive', 'A shacket in olive: a search for a shacket',
  [t([search({ category: oneOf('Outerwear', 'Tops'), text: oneOf(has('shacket'), has('shirt jacket')) })])]);
add('garment_words', 'culottes-or-palazzo', 'Culottes or palazzo pants: a bottoms search',
  [t([search({ category: 'Bottoms', text: oneOf(has('culottes'), has('palazzo')) })])]);
add('garment_words', 'gilet-over-hoodie', 'A gilet over a hoodie: an outerwear search for a gilet (the hoodie is context)',
  [t([search({ category: 'Outerwear', text: oneOf(has('gilet'), has('vest')) })])]);
add('garment_words', 'mustard-coloured-cardigan', 'A mustard-coloured cardigan: the colour kept (as its shade or its colour family, as a search for a mustard cardigan says it)',
  [t([search({ category: oneOf('Tops', 'Outerwear'), text: oneOf(has('mustard'), has('yellow')) })])]);
add('garment_words', 'scarf-belt-studs-plus-list', 'Silk scarf + tan belt + pearl studs: three searches',
  [t([search({ category: 'Accessories', text: has('scarf') }), search({ category: 'Accessories', text: has('belt') }),
    search({ category: 'Jewelry', text: oneOf(has('stud'), has('pearl'), has('earring')) })], { ordered: false })]);
add('garment_words', 'maxi-skirt-espadrilles-own-heels', 'A maxi skirt and espadrilles, she owns heels: two searches, no heels',
  [t([search({ category: 'Bottoms', text: has('skirt') }), search({ category: 'Shoes', text: oneOf(has('espadrille'), has('sandal')) })], { ordered: false })]);
add('garment_words', 'crop-top-wide-leg-or-something', 'A cheap crop top and wide-leg trousers or something: two searches',
  [t([search({ category: 'Tops', max: ANY }), search({ category: 'Bottoms', max: ANY })], { ordered: false })]);
add('budgets', 'mum-accessories-40-100', 'Accessories for a gift, $40-100: accessories in the broad sense (accessories, bags, jewellery) within the range',
  [t([search({ category: 'Accessories', min: 40, max: 100 }), search({ category: 'Bags', min: 40, max: 100 }), search({ category: 'Jewelry', min: 40, max: 100 })], { ordered: false })]);
add('garment_words', 'romper-or-jumpsuit-beach', 'A romper or a jumpsuit: one search for those',
  [t([search({ text: oneOf(has('romper'), has('jumpsuit'), has('playsuit')) })])]);
add('garment_words', 'beanie-slopes', 'Something warm for the head on the slopes, a beanie: an accessories search for a beanie',
  [t([search({ category: 'Accessories', text: oneOf(has('beanie'), has('hat')) })])]);

writeCases(name, done(), HERE);
