// Blind batch 4 (follow-ups and dialogue state): new sentence shapes written after round 3's fixes but not
// from them (no phrasing of batch 3 or of the fixes' tests). Regenerate with
// `node evals/dev/follow-blind4.gen.mjs > evals/dev/follow-blind4.json`; the expectations stay as written.
import { ABSENT, ANY, S, add, excl, similar, t } from './follow-round-cases.mjs';


const WARDROBE = { tables: { wardrobe_items: [
  { item_name: 'White Oxford Shirt', category: 'Tops', color: 'white' },
  { item_name: 'Black Wool Trousers', category: 'Bottoms', color: 'black' },
  { item_name: 'Navy Knit Jumper', category: 'Tops', color: 'navy' },
  { item_name: 'Tan Suede Loafers', category: 'Shoes', color: 'brown' },
  { item_name: 'Brown Leather Satchel', category: 'Bags', color: 'brown' },
] } };
const W = (args) => ({ name: 'wardrobe.list', args: { limit: ANY, ...args } });
const TRIP = (dest, start, end) => ({ name: 'trips.plan', args: { destination: { $contains: dest }, start_date: start, end_date: end, activities: ANY } });
const O = (constraints) => ({ name: 'outfits.compose', args: { constraints, anchor: ABSENT, outfit: ANY } });
const cases = [];
const c = (id, description, turns, more = {}) => cases.push({ id, category: 'follow_ups', description, ...more, turns });
const saved = (...names) => ({ end: { taste: 'refreshed', saved: names } });

c('lower-the-budget', 'Lowering the budget keeps the bags', [
  t('bags please, 100 max', [S({ category: 'Bags', max: 100 })]),
  t('lower the budget to 70', [S({ category: 'Bags', max: 70 })], { replyMentions: ['Black Mini Crossbody'], replyOmits: ['Noir Leather Tote'] }),
]);
c('bump-it-up', 'Raising the cap in other words keeps the shoes', [
  t('shoes for under 200?', [S({ category: 'Shoes', max: 200 })]),
  t('bump it up to 300', [S({ category: 'Shoes', max: 300 })], { replyMentions: ['Black Ankle Boots'] }),
]);
c('material-leather-keeps-colour', 'A material follow-up keeps the colour', [
  t('black bags', [S({ category: 'Bags', text: 'black' })]),
  t('what about in leather?', [S({ category: 'Bags', text: 'leather' })], { replyMentions: ['Noir Leather Tote'] }),
]);
c('ditch-the-price-limit', 'Dropping the cap keeps the category', [
  t('bags below 100', [S({ category: 'Bags', max: 100 })]),
  t('ditch the price limit', [S({ category: 'Bags' })], { replyMentions: ['Quilted Shoulder Bag'] }),
]);
c('only-a-brand', 'Only one brand keeps the category', [
  t('show me some bags', [S({ category: 'Bags' })]),
  t('only Maison Vale', [S({ category: 'Bags', text: 'maison vale' })], { replyMentions: ['Noir Leather Tote'], replyOmits: ['Black Mini Crossbody'] }),
]);
c('not-a-brand', 'Not one brand keeps the category', [
  t('bags?', [S({ category: 'Bags' })]),
  t('anything not by Maison Vale?', [S({ category: 'Bags' })], { replyMentions: ['Black Mini Crossbody'], replyOmits: ['Noir Leather Tote', 'Quilted Shoulder Bag'] }),
]);
c('swap-boots-for-sneakers', 'Swap one garment for another', [
  t('black boots', [S({ category: 'Shoes', text: 'boot' })]),
  t('swap the boots for sneakers', [S({ category: 'Shoes', text: 'sneaker' })], { replyMentions: ['White Leather Sneakers'] }),
]);
c('too-pricey', 'Too pricey after one piece keeps the category', [
  t('slingback heels', [S({ category: 'Shoes', text: 'slingback' })]),
  t("hmm that's too pricey for me", [S({ category: 'Shoes', max: '*' })], { replyOmits: ['Satin Slingback Heels'] }),
]);
c('the-one-by-forma', 'The one by a brand', [
  t('shoes', [S({ category: 'Shoes' })]),
  t('save the one by Forma', [add('Black Ankle Boots')]),
], saved('Black Ankle Boots'));
c('how-much-second', 'A price question about a shown piece', [
  t('shoes please', [S({ category: 'Shoes' })]),
  t('how much was the second one again?', [], { replyMentions: ['$240'] }),
]);
c('outfit-budget-each', 'A budget per piece keeps the occasion', [
  t('an outfit for brunch', [O({ occasion: 'brunch' })]),
  t('under 80 each please', [O({ occasion: 'brunch', max_price: 80 })]),
]);
c('outfit-cold', 'A cold day joins the occasion', [
  t('what do I wear to the office tomorrow', [O({ occasion: 'office', season: ANY })]),
  t("it's going to be freezing though", [O({ occasion: 'office', season: 'winter' })]),
]);
c('wardrobe-my-bags', 'Another category of the wardrobe in a question', [
  t("what's in my closet", [W({ query: ANY, category: ANY })]),
  t('what about my bags?', [W({ category: 'Bags' })]),
], { setup: WARDROBE });
c('wardrobe-any-white', 'A colour in the listed category', [
  t('which tops do I have', [W({ category: 'Tops' })]),
  t('any white?', [W({ category: 'Tops', query: 'white' })], { replyMentions: ['White Oxford Shirt'], replyOmits: ['Navy Knit Jumper'] }),
], { setup: WARDROBE });
c('feed-cheap-stuff', 'The feed at the budget end in slang', [
  t('recommend me something', [{ name: 'recommendations.feed', args: { section: ANY, tier: ANY, limit: ANY } }]),
  t('only cheap stuff pls', [{ name: 'recommendations.feed', args: { section: ANY, tier: 'budget', limit: ANY } }]),
]);
c('trip-beach-day', 'A beach day added keeps city and dates', [
  t('plan my trip to Barcelona May 11-15', [TRIP('Barcelona', '2026-05-11', '2026-05-15')]),
  t('we want a beach day too', [TRIP('Barcelona', '2026-05-11', '2026-05-15')]),
]);
c('trip-lisbon-instead', 'Another city in a question keeps the dates', [
  t('trip to Porto June 1 to 4', [TRIP('Porto', '2026-06-01', '2026-06-04')]),
  t('can we do Lisbon instead?', [TRIP('Lisbon', '2026-06-01', '2026-06-04')]),
]);
c('those-bags-again', 'Those bags again after shoes', [
  t('bags under 100', [S({ category: 'Bags', max: 100 })]),
  t('and shoes', [S({ category: 'Shoes', max: '*' })]),
  t('show me those bags again', [S({ category: 'Bags', max: 100 })]),
]);
c('three-steps-sneakers', 'Garment, colour, then price', [
  t('sneakers', [S({ category: 'Shoes', text: 'sneaker' })]),
  t('white ones', [S({ category: 'Shoes', text: 'white' })]),
  t('under 100', [S({ category: 'Shoes', text: 'white', max: 100 })], { replyMentions: ['White Leather Sneakers'] }),
]);
c('forget-the-colour', 'Letting the colour go keeps the bags', [
  t('black bags under 500', [S({ category: 'Bags', text: 'black', max: 500 })]),
  t('actually forget the colour', [S({ category: 'Bags', max: 500 })], { replyMentions: ['Camel Structured Bag'] }),
]);
c('any-of-them-red', 'Any of them in a colour', [
  t('dresses pls', [S({ category: 'Dresses' })]),
  t('any of them in red?', [S({ category: 'Dresses', text: 'red' })], { replyMentions: ['Red Wrap Dress'], replyOmits: ['Navy Slip Dress'] }),
]);
c('save-the-lune-one', 'The one from a brand saved', [
  t('bags', [S({ category: 'Bags' })]),
  t('ooh save the Lune one', [add('Black Mini Crossbody')]),
], saved('Black Mini Crossbody'));
c('more-like-the-heels', 'More like a piece named by its garment', [
  t('show me shoes', [S({ category: 'Shoes' })]),
  t('anything similar to the heels?', [similar('Satin Slingback Heels')]),
]);
c('not-a-fan-of-leather', 'An opinion that rules a material out', [
  t('bags, 500 max', [S({ category: 'Bags', max: 500 })]),
  t("not a fan of leather tbh, anything else?", [S({ category: 'Bags', max: 500, exclude: excl('leather') })], { replyOmits: ['Noir Leather Tote'] }),
]);
c('lets-see-under', 'A cap in a suggestion keeps the category', [
  t('got any dresses', [S({ category: 'Dresses' })]),
  t("let's see what you've got for under 100", [S({ category: 'Dresses', max: 100 })], { replyMentions: ['Navy Slip Dress'] }),
]);
c('grey-blazer-keep-it', 'Keep it after one result', [
  t('is there a grey blazer?', [S({ category: 'Outerwear', text: 'blazer' })]),
  t('love it, keep it for me', [add('Grey Tailored Blazer')]),
], saved('Grey Tailored Blazer'));
c('cheaper-than-that-number', 'Cheaper than a number after a brand', [
  t('anything by Orsay', [S({ text: 'orsay' })]),
  t('less than 200 maybe?', [S({ text: 'orsay', max: 200 })], { replyMentions: ['Green Silk Scarf'], replyOmits: ['Satin Slingback Heels'] }),
]);
c('in-brown-instead-bags', 'In brown instead after a price range', [
  t('bags from 50 to 500', [S({ category: 'Bags', min: 50, max: 500 })]),
  t('brown instead?', [S({ category: 'Bags', text: 'brown', min: 50, max: 500 })], { replyMentions: ['Camel Structured Bag'] }),
]);

console.log(JSON.stringify(cases, null, 2));
