// Blind batch 3 (follow-ups and dialogue state), written from the tool contracts and the eval world
// before reading the NLU code, the skills or the other dev/gating cases. Regenerate with
// `node evals/dev/follow-blind3.gen.mjs > evals/dev/follow-blind3.json`; the expectations stay as written.
import { ABSENT, ANY, P, S, add, excl, similar, t } from './follow-round-cases.mjs';
// The catalogue is in US dollars: a cap in pounds may arrive as it was said or converted (rounded).
const GBP = (n) => ({ $oneOf: [n, Math.round(n * 1.34)] });

const cases = [];
const c = (id, description, turns, more = {}) => cases.push({ id, category: 'follow_ups', description, ...more, turns });

// ── A. a follow-up that names only a price keeps the subject ──
c('price-black-bag-under', 'A price-only follow-up keeps the colour and the category', [
  t('looking for a black bag', [S({ category: 'Bags', text: 'black' })]),
  t('anything under 100?', [S({ category: 'Bags', text: 'black', max: 100 })], { replyMentions: ['Black Mini Crossbody', 'Noir Leather Tote'], replyOmits: ['Quilted Shoulder Bag'] }),
]);
c('price-dresses-bucks', 'Bucks below a number after a category search', [
  t('show me dresses pls', [S({ category: 'Dresses' })]),
  t('ok what about below 90 bucks', [S({ category: 'Dresses', max: 90 })], { replyMentions: ['Navy Slip Dress'], replyOmits: ['Red Wrap Dress'] }),
]);
c('price-shoes-budget-tops', 'A stated budget as a follow-up keeps shoes', [
  t('do you have any shoes?', [S({ category: 'Shoes' })]),
  t("my budget's about 250 tops", [S({ category: 'Shoes', max: 250 })], { replyMentions: ['Black Ankle Boots'], replyOmits: ['Satin Slingback Heels'] }),
]);
c('price-jewellery-cheaper-than', 'British spelling, then "cheaper than"', [
  t('jewellery?', [S({ category: 'Jewelry' })]),
  t('cheaper than 50?', [S({ category: 'Jewelry', max: 50 })], { replyMentions: ['Gold Hoop Earrings'] }),
]);
c('price-blazer-up-to', 'Raising the cap keeps the garment', [
  t('Can you find me a blazer for work', [S({ category: 'Outerwear', text: 'blazer' })]),
  t('what if I can spend up to 600', [S({ category: 'Outerwear', text: 'blazer', max: 600 })], { replyMentions: ['Grey Tailored Blazer'] }),
]);
c('price-bags-range-replaced', 'A new range replaces the old one', [
  t('bags between 50 and 100', [S({ category: 'Bags', min: 50, max: 100 })]),
  t('actually make it 300 to 500', [S({ category: 'Bags', min: 300, max: 500 })], { replyMentions: ['Camel Structured Bag'], replyOmits: ['Black Mini Crossbody'] }),
]);
c('tier-handbags-high-end', 'Only the high end keeps the category', [
  t('Do you have handbags', [S({ category: 'Bags' })]),
  t('only the high end stuff', [S({ category: 'Bags', min: 500 })], { replyMentions: ['Quilted Shoulder Bag'], replyOmits: ['Black Mini Crossbody'] }),
]);
c('price-shoes-money-no-object', 'Lifting the cap keeps the category', [
  t('some shoes under £100 please', [S({ category: 'Shoes', max: GBP(100) })]),
  t('hmm, show me the fancy ones, money no object', [S({ category: 'Shoes', min: '*' })], { replyMentions: ['Satin Slingback Heels'] }),
]);
c('price-tops-over', 'A floor as a follow-up', [
  t('tops', [S({ category: 'Tops' })]),
  t('over 200 only', [S({ category: 'Tops', min: 200 })], { replyMentions: ['Cream Cashmere Sweater'], replyOmits: ['Linen Beach Shirt'] }),
]);

// ── B. cheaper / pricier without a number ──
c('tier-bags-something-cheaper', 'Something cheaper keeps the category', [
  t('show me bags', [S({ category: 'Bags' })]),
  t('something cheaper', [S({ category: 'Bags', max: '*' })]),
]);
c('tier-dresses-less-pricey', 'Less pricey after a capped search finds the cheaper dress', [
  t('dresses under 200', [S({ category: 'Dresses', max: 200 })]),
  t('anything less pricey?', [S({ category: 'Dresses', max: '*' })], { replyMentions: ['Navy Slip Dress'] }),
]);

// ── C. colour only ──
c('colour-dresses-red-to-navy', 'A colour follow-up replaces the colour and keeps dresses', [
  t('any dresses in red?', [S({ category: 'Dresses', text: 'red' })]),
  t('what about navy', [S({ category: 'Dresses', text: 'navy' })], { replyMentions: ['Navy Slip Dress'], replyOmits: ['Red Wrap Dress'] }),
]);
c('colour-bags-brown-keeps-cap', 'A colour follow-up keeps the price cap', [
  t('black bags under 100', [S({ category: 'Bags', text: 'black', max: 100 })]),
  t('do they come in brown', [S({ category: 'Bags', text: 'brown', max: 100 })], { replyOmits: ['Noir Leather Tote'] }),
]);
c('colour-sneakers-black-instead', 'In black instead keeps shoes', [
  t('white sneakers pls', [S({ category: 'Shoes', text: 'white' })]),
  t('in black instead?', [S({ category: 'Shoes', text: 'black' })], { replyOmits: ['White Leather Sneakers'] }),
]);
c('colour-same-colour-tops', 'The same colour in another category', [
  t('red dresses', [S({ category: 'Dresses', text: 'red' })]),
  t('and tops in the same colour?', [S({ category: 'Tops', text: 'red' })]),
]);
c('colour-same-colour-bags', 'Bags in the colour of the scarf', [
  t('green scarf', [S({ category: 'Accessories', text: 'green' })]),
  t('any bags in the same colour?', [S({ category: 'Bags', text: 'green' })]),
]);

// ── D. corrections replace the slot they correct ──
c('correct-heels-to-boots', 'Sorry I meant boots', [
  t("I'm after some heels", [S({ category: 'Shoes', text: 'heel' })]),
  t('sorry I meant boots', [S({ category: 'Shoes', text: 'boot' })], { replyMentions: ['Black Ankle Boots'], replyOmits: ['Satin Slingback Heels'] }),
]);
c('correct-sneakers-to-loafers-keeps-cap', 'A garment correction keeps the price', [
  t('show me sneakers under 120', [S({ category: 'Shoes', text: 'sneaker', max: 120 })]),
  t('oops, I meant loafers', [S({ category: 'Shoes', text: 'loafer', max: 120 })], { replyOmits: ['White Leather Sneakers'] }),
]);
c('correct-no-navy', 'No, navy', [
  t('black dresses', [S({ category: 'Dresses', text: 'black' })]),
  t('no, navy', [S({ category: 'Dresses', text: 'navy' })], { replyMentions: ['Navy Slip Dress'] }),
]);
c('correct-make-that-600', 'Make that 600 replaces the cap', [
  t('grey blazer under 400', [S({ category: 'Outerwear', text: 'blazer', max: 400 })]),
  t('make that 600', [S({ category: 'Outerwear', text: 'blazer', max: 600 })], { replyMentions: ['Grey Tailored Blazer'] }),
]);
c('correct-typo-cap', 'A corrected cap', [
  t('bags under 90', [S({ category: 'Bags', max: 90 })]),
  t('sorry typo, I meant under 70', [S({ category: 'Bags', max: 70 })], { replyMentions: ['Black Mini Crossbody'], replyOmits: ['Noir Leather Tote'] }),
]);
c('correct-tote-to-crossbody', 'Actually crossbody ones', [
  t('totes', [S({ category: 'Bags', text: 'tote' })]),
  t('actually crossbody ones', [S({ category: 'Bags', text: 'crossbody' })], { replyMentions: ['Black Mini Crossbody'], replyOmits: ['Noir Leather Tote'] }),
]);
c('correct-tops-to-dresses-keeps-colour', 'A category correction keeps the colour', [
  t('red tops', [S({ category: 'Tops', text: 'red' })]),
  t('erm, I meant red dresses', [S({ category: 'Dresses', text: 'red' })], { replyMentions: ['Red Wrap Dress'] }),
]);
c('correct-jeans-cap-up', 'A new cap keeps jeans', [
  t('jeans under 50', [S({ category: 'Bottoms', text: 'jean', max: 50 })]),
  t('ok make it under 80 then', [S({ category: 'Bottoms', text: 'jean', max: 80 })], { replyMentions: ['Blue Straight Jeans'] }),
]);
c('correct-olive-instead', 'Make it olive instead keeps the garment', [
  t('show me a green scarf', [S({ category: 'Accessories', text: 'green' })]),
  t('make it olive instead', [S({ category: 'Accessories', text: 'olive' })], { replyOmits: ['Green Silk Scarf'] }),
]);

// ── E. references to the last results ──
c('ref-save-the-red-one', 'Save the red one', [
  t('show me dresses', [S({ category: 'Dresses' })]),
  t('save the red one', [add('Red Wrap Dress')]),
], { end: { taste: 'refreshed', saved: ['Red Wrap Dress'] } });
c('ref-second-one', 'The second one of a price-ordered list', [
  t('shoes pls', [S({ category: 'Shoes' })]),
  t('add the second one to my dressing room', [add('Black Ankle Boots')]),
], { end: { taste: 'refreshed', saved: ['Black Ankle Boots'] } });
c('ref-both-black-ones', 'Both of the black ones', [
  t('bags, 500 max', [S({ category: 'Bags', max: 500 })]),
  t('save both of the black ones', [add('Black Mini Crossbody'), add('Noir Leather Tote')], { ordered: false }),
], { end: { taste: 'refreshed', saved: ['Black Mini Crossbody', 'Noir Leather Tote'] } });
c('ref-both-of-them', 'Both of them', [
  t('dresses', [S({ category: 'Dresses' })]),
  t('save both of them', [add('Navy Slip Dress'), add('Red Wrap Dress')], { ordered: false }),
], { end: { taste: 'refreshed', saved: ['Navy Slip Dress', 'Red Wrap Dress'] } });
c('ref-the-cheaper-one', 'The cheaper one', [
  t('any dresses?', [S({ category: 'Dresses' })]),
  t("i'll save the cheaper one", [add('Navy Slip Dress')]),
], { end: { taste: 'refreshed', saved: ['Navy Slip Dress'] } });
c('ref-more-like-the-camel-one', 'More like the camel one', [
  t('bags', [S({ category: 'Bags' })]),
  t('more like the camel one', [similar('Camel Structured Bag')]),
]);
c('ref-add-it', 'Add it after one result', [
  t('do you have a green silk scarf', [S({ text: 'scarf' })]),
  t('add it', [add('Green Silk Scarf')]),
], { end: { taste: 'refreshed', saved: ['Green Silk Scarf'] } });
c('ref-put-them-in-cart', 'Them in the cart', [
  t('the gold hoops, do you have them?', [S({ text: 'hoop' })]),
  t('great, put them in my cart', [add('Gold Hoop Earrings'), { name: 'dressingRoom.toggleCart', args: { id: { $saved: 'Gold Hoop Earrings' } } }]),
], { end: { taste: 'refreshed', saved: ['Gold Hoop Earrings'], cart: ['Gold Hoop Earrings'] } });
c('ref-that-sweater-like-it', 'Anything like that sweater', [
  t('show me tops', [S({ category: 'Tops' })]),
  t('that sweater, anything like it?', [similar('Cream Cashmere Sweater')]),
]);
c('ref-look-around-the-boots', 'A look around a shown piece named by its garment', [
  t('shoes under 300', [S({ category: 'Shoes', max: 300 })]),
  t('complete a look around the boots', [{ name: 'looks.complete', args: { productId: P('Black Ankle Boots'), constraints: ANY } }]),
]);
c('ref-last-one-you-showed', 'The last one you showed', [
  t('shoes under 800', [S({ category: 'Shoes', max: 800 })]),
  t('save the last one you showed', [add('Satin Slingback Heels')]),
], { end: { taste: 'refreshed', saved: ['Satin Slingback Heels'] } });
c('ref-that-jacket', 'That jacket', [
  t("what's in outerwear", [S({ category: 'Outerwear' })]),
  t('save that jacket', [add('Grey Tailored Blazer')]),
], { end: { taste: 'refreshed', saved: ['Grey Tailored Blazer'] } });
c('ref-more-like-first', 'More like the first one', [
  t('show me bags under 100', [S({ category: 'Bags', max: 100 })]),
  t('more like the first one', [similar('Black Mini Crossbody')]),
]);

// ── after other skills ──
c('after-dressing-room-remove-earrings', 'Remove one of the listed saved pieces', [
  t('what have I saved?', [{ name: 'dressingRoom.list', args: {} }]),
  t('remove the earrings', [{ name: 'dressingRoom.remove', args: { id: { $saved: 'Gold Hoop Earrings' } } }]),
], { setup: { saved: ['Navy Slip Dress', 'White Leather Sneakers', 'Gold Hoop Earrings'] }, end: { taste: 'refreshed', saved: ['Navy Slip Dress', 'White Leather Sneakers'] } });
c('after-dressing-room-both-to-cart', 'Both listed pieces to the cart', [
  t("what's in my dressing room", [{ name: 'dressingRoom.list', args: {} }]),
  t('put both in the cart', [
    // The runner pairs calls of one name in order even when unordered: the room lists its newest piece first.
    { name: 'dressingRoom.toggleCart', args: { id: { $saved: 'Black Ankle Boots' } } },
    { name: 'dressingRoom.toggleCart', args: { id: { $saved: 'Red Wrap Dress' } } },
  ], { ordered: false }),
], { setup: { saved: ['Red Wrap Dress', 'Black Ankle Boots'] }, end: { cart: ['Red Wrap Dress', 'Black Ankle Boots'] } });
c('after-posts-like-by-handle', 'Like one of the listed posts by its account', [
  t("what's new from the influencers", [{ name: 'posts.latest', args: {} }]),
  t('like the street.atelier one', [{ name: 'posts.like', args: { postId: { $post: 'street.atelier' } } }]),
], { end: { taste: 'refreshed', likes: ['street.atelier'] } });
c('after-posts-like-first', 'Like the first listed post', [
  t('show me the latest posts', [{ name: 'posts.latest', args: {} }]),
  t('like the first one', [{ name: 'posts.like', args: { postId: { $post: 'camille.style' } } }]),
], { end: { taste: 'refreshed', likes: ['camille.style'] } });
c('after-feed-budget', 'The feed narrowed to a tier', [
  t('what would you recommend for me', [{ name: 'recommendations.feed', args: { section: ANY, tier: ANY, limit: ANY } }]),
  t('just budget picks', [{ name: 'recommendations.feed', args: { section: ANY, tier: 'budget', limit: ANY } }]),
]);
c('after-feed-luxury', 'The feed at the luxury end', [
  t('show my feed', [{ name: 'recommendations.feed', args: { section: ANY, tier: ANY, limit: ANY } }]),
  t('what about the luxury ones', [{ name: 'recommendations.feed', args: { section: ANY, tier: 'luxury', limit: ANY } }]),
]);

const WARDROBE = { tables: { wardrobe_items: [
  { item_name: 'White Oxford Shirt', category: 'Tops', color: 'white' },
  { item_name: 'Black Wool Trousers', category: 'Bottoms', color: 'black' },
  { item_name: 'Navy Knit Jumper', category: 'Tops', color: 'navy' },
  { item_name: 'Tan Suede Loafers', category: 'Shoes', color: 'brown' },
] } };
const W = (args) => ({ name: 'wardrobe.list', args: { limit: ANY, ...args } });
c('after-wardrobe-just-tops', 'A wardrobe listing narrowed to a category', [
  t("what's in my wardrobe?", [W({ query: ANY, category: ANY })]),
  t('just the tops', [W({ category: 'Tops' })], { replyMentions: ['White Oxford Shirt', 'Navy Knit Jumper'], replyOmits: ['Tan Suede Loafers'] }),
], { setup: WARDROBE });
c('after-wardrobe-and-tops', 'Another category of the wardrobe', [
  t('what shoes do I own', [W({ category: 'Shoes' })]),
  t('and tops?', [W({ category: 'Tops' })], { replyMentions: ['Navy Knit Jumper'] }),
], { setup: WARDROBE });
c('after-wardrobe-navy-ones', 'A colour within the listed wardrobe category', [
  t('show me the tops in my wardrobe', [W({ category: 'Tops' })]),
  t('only the navy ones', [W({ category: 'Tops', query: 'navy' })], { replyMentions: ['Navy Knit Jumper'], replyOmits: ['White Oxford Shirt'] }),
], { setup: WARDROBE });
c('after-wardrobe-remove-loafers', 'Remove a listed wardrobe piece by garment', [
  t('list my wardrobe', [W({ query: ANY, category: ANY })]),
  t('get rid of the loafers', [{ name: 'wardrobe.remove', args: { id: { $wardrobe: 'Tan Suede Loafers' } } }]),
], { setup: WARDROBE, end: { tables: { wardrobe_items: [{ item_name: 'White Oxford Shirt' }, { item_name: 'Black Wool Trousers' }, { item_name: 'Navy Knit Jumper' }] } } });

const TRIP = (dest, start, end) => ({ name: 'trips.plan', args: { destination: { $contains: dest }, start_date: start, end_date: end, activities: ANY } });
c('after-trip-other-city', 'Another city keeps the dates', [
  t('plan a trip to Lisbon next week', [TRIP('Lisbon', '2026-04-27', '2026-05-03')]),
  t('actually make it Porto', [TRIP('Porto', '2026-04-27', '2026-05-03')]),
]);
c('after-trip-add-evenings', 'Adding an activity keeps city and dates', [
  t("I'm off to Rome from May 4 to May 8", [TRIP('Rome', '2026-05-04', '2026-05-08')]),
  t('can you add some evening stuff, we have dinners booked', [TRIP('Rome', '2026-05-04', '2026-05-08')]),
]);
c('after-trip-extend', 'A new end date keeps the city and the start', [
  t('packing for Paris 10-13 May', [TRIP('Paris', '2026-05-10', '2026-05-13')]),
  t('make it till the 15th', [TRIP('Paris', '2026-05-10', '2026-05-15')]),
]);

const O = (constraints) => ({ name: 'outfits.compose', args: { constraints, anchor: ABSENT, outfit: ANY } });
c('after-outfit-other-occasion', 'Another occasion for the outfit', [
  t('outfit for a date night?', [O({ occasion: 'date' })]),
  t('now one for the office', [O({ occasion: 'office' })]),
]);
c('after-outfit-rain', 'Rain added to the outfit keeps occasion and budget', [
  t('what should I wear to a party, under 150 a piece', [O({ occasion: 'party', max_price: 150 })]),
  t("and if it's raining?", [O({ occasion: 'party', max_price: 150, rain: true })]),
]);
c('after-outfit-cheaper', 'A budget added to the outfit keeps the occasion', [
  t('help me dress for a job interview', [O({ occasion: 'interview' })]),
  t('cheaper pieces please, under 100', [O({ occasion: 'interview', max_price: 100 })]),
]);

// ── F. negations ──
c('neg-no-heels', 'No heels keeps shoes', [
  t('shoes', [S({ category: 'Shoes' })]),
  t('ok but no heels', [S({ category: 'Shoes', exclude: excl('heels', 'heel') })], { replyOmits: ['Satin Slingback Heels'] }),
]);
c('neg-nothing-leather', 'Nothing leather keeps the cap', [
  t('bags, 500 max', [S({ category: 'Bags', max: 500 })]),
  t('nothing leather pls', [S({ category: 'Bags', max: 500, exclude: excl('leather') })], { replyOmits: ['Noir Leather Tote'] }),
]);
c('neg-without-the-heels', 'Without the heels', [
  t('shoes under 1000', [S({ category: 'Shoes', max: 1000 })]),
  t('same but without the heels', [S({ category: 'Shoes', max: 1000, exclude: excl('heels', 'heel') })], { replyOmits: ['Satin Slingback Heels'] }),
]);
c('neg-isnt-red', 'Anything that is not red', [
  t('dresses', [S({ category: 'Dresses' })]),
  t("anything that isn't red?", [S({ category: 'Dresses', exclude: excl('red') })], { replyMentions: ['Navy Slip Dress'], replyOmits: ['Red Wrap Dress'] }),
]);
c('neg-black-not-leather', 'Not leather keeps the colour', [
  t('black bags', [S({ category: 'Bags', text: 'black' })]),
  t('hmm not leather', [S({ category: 'Bags', text: 'black', exclude: excl('leather') })], { replyOmits: ['Noir Leather Tote'] }),
]);

// ── G. more, anything else ──
c('more-tops-show-more', 'Show me more keeps the search', [
  t('any tops under 200', [S({ category: 'Tops', max: 200 })]),
  t('show me more', [S({ category: 'Tops', max: 200, offset: ANY })]),
]);
c('more-dresses-anything-else', 'Anything else keeps the search', [
  t('dresses please', [S({ category: 'Dresses' })]),
  t('anything else?', [S({ category: 'Dresses' })]),
]);

// ── H. going back ──
c('back-to-dresses', 'Go back to the dresses restores their price', [
  t('dresses under 100', [S({ category: 'Dresses', max: 100 })]),
  t('now bags', [S({ category: 'Bags', max: '*' })]),
  t('go back to the dresses', [S({ category: 'Dresses', max: 100 })], { replyMentions: ['Navy Slip Dress'] }),
]);
c('back-to-black-bags', 'Back to the bags restores their colour', [
  t('black bags', [S({ category: 'Bags', text: 'black' })]),
  t('shoes?', [S({ category: 'Shoes' })]),
  t('ok back to the bags', [S({ category: 'Bags', text: 'black' })]),
]);

// ── J. brands ──
c('brand-forma-just-shoes', 'A category after a brand search keeps the brand', [
  t('anything from Forma?', [S({ text: 'forma' })]),
  t('just the shoes', [S({ category: 'Shoes', text: 'forma' })], { replyMentions: ['Black Ankle Boots'], replyOmits: ['Grey Tailored Blazer'] }),
]);
c('brand-maison-vale-under', 'A cap after a brand search keeps the brand', [
  t('Maison Vale bags', [S({ category: 'Bags', text: 'maison vale' })]),
  t('under 100', [S({ category: 'Bags', text: 'maison vale', max: 100 })], { replyMentions: ['Noir Leather Tote'], replyOmits: ['Quilted Shoulder Bag'] }),
]);
c('brand-solenne-cheapest', 'Which is cheapest is answered from the results', [
  t('Solenne dresses', [S({ category: 'Dresses', text: 'solenne' })]),
  t('which is cheapest?', [], { replyMentions: ['Navy Slip Dress', '$85'] }),
]);

// ── K. longer conversations ──
c('long-bags-cap-colour-save', 'Cap, then colour, then a reference', [
  t('show me bags', [S({ category: 'Bags' })]),
  t('under 100', [S({ category: 'Bags', max: 100 })]),
  t('black only', [S({ category: 'Bags', text: 'black', max: 100 })]),
  t('save the tote', [add('Noir Leather Tote')]),
], { end: { taste: 'refreshed', saved: ['Noir Leather Tote'] } });
c('long-dress-cap-navy-save', 'A cap, then the navy one saved', [
  t('I want a dress for a summer wedding', [S({ category: 'Dresses' })]),
  t('nothing over 120', [S({ category: 'Dresses', max: 120 })]),
  t('the navy one then, save it', [add('Navy Slip Dress')]),
], { end: { taste: 'refreshed', saved: ['Navy Slip Dress'] } });
c('long-shoes-range-boots-save', 'A range, then boots, then save them', [
  t('shoes between 100 and 800', [S({ category: 'Shoes', min: 100, max: 800 })]),
  t('just the boots', [S({ category: 'Shoes', text: 'boot', min: 100, max: 800 })]),
  t('cool, save them', [add('Black Ankle Boots')]),
], { end: { taste: 'refreshed', saved: ['Black Ankle Boots'] } });
c('long-earrings-cart', 'Earrings found, then to the cart', [
  t('earrings?', [S({ category: 'Jewelry' })]),
  t('add the gold hoops to my cart', [add('Gold Hoop Earrings'), { name: 'dressingRoom.toggleCart', args: { id: { $saved: 'Gold Hoop Earrings' } } }]),
], { end: { taste: 'refreshed', saved: ['Gold Hoop Earrings'], cart: ['Gold Hoop Earrings'] } });

// ── L. voices ──
c('voice-jumpers-pounds', 'Hiya, jumpers, then a cap in pounds', [
  t('hiya! got any nice jumpers?', [S({ category: 'Tops' })]),
  t('ooh under £350?', [S({ category: 'Tops', max: GBP(350) })], { replyMentions: ['Cream Cashmere Sweater'] }),
]);
c('voice-boots-txt', 'Text-speak boots then cheaper with a number', [
  t('lookin 4 sum boots', [S({ category: 'Shoes', text: 'boot' })]),
  t('cheeper pls 🙏 under 200', [S({ category: 'Shoes', text: 'boot', max: 200 })]),
]);
c('voice-crossbody-polite-add', 'Context first, then add that', [
  t("A friend recommended you. I'm hunting for a crossbody bag, nothing flashy.", [S({ category: 'Bags', text: 'crossbody' })]),
  t('Perfect. Could you add that to my dressing room?', [add('Black Mini Crossbody')]),
], { end: { taste: 'refreshed', saved: ['Black Mini Crossbody'] } });
c('voice-caps-dresses', 'Shouting, then a cap', [
  t('DRESSES', [S({ category: 'Dresses' })]),
  t('UNDER 100!!', [S({ category: 'Dresses', max: 100 })], { replyMentions: ['Navy Slip Dress'] }),
]);
c('voice-emoji-sneakers', 'Emoji colour follow-up', [
  t('sneakers 👟', [S({ category: 'Shoes', text: 'sneaker' })]),
  t('any in black? 🖤', [S({ category: 'Shoes', text: 'black' })]),
]);
c('voice-question-then-cap', 'A question about a garment, then a cap as a question', [
  t('Would you happen to carry any slip dresses?', [S({ category: 'Dresses', text: 'slip' })]),
  t('Lovely — would any of those be under a hundred?', [S({ category: 'Dresses', text: 'slip', max: 100 })], { replyMentions: ['Navy Slip Dress'] }),
]);
c('voice-rambling-cap', 'A rambling follow-up with a cap', [
  t('need a bag for uni, something i can carry a laptop in', [S({ category: 'Bags' })]),
  t("ok so i'm a student lol, can't really go above 90", [S({ category: 'Bags', max: 90 })], { replyOmits: ['Quilted Shoulder Bag'] }),
]);
c('voice-american-pants-colour', 'American usage, then a colour', [
  t('do y\'all have pants?', [S({ category: 'Bottoms' })]),
  t('blue ones?', [S({ category: 'Bottoms', text: 'blue' })], { replyMentions: ['Blue Straight Jeans'] }),
]);
c('voice-save-first-and-second', 'The first two saved', [
  t('shoes under 300 please', [S({ category: 'Shoes', max: 300 })]),
  t('save the first and second', [add('White Leather Sneakers'), add('Black Ankle Boots')], { ordered: false }),
], { end: { taste: 'refreshed', saved: ['White Leather Sneakers', 'Black Ankle Boots'] } });
c('voice-pricier-sweater', 'Something a bit nicer keeps the category', [
  t('tops under 200', [S({ category: 'Tops', max: 200 })]),
  t('hmm, something a bit more premium?', [S({ category: 'Tops', min: '*', max: '*' })], { replyMentions: ['Cream Cashmere Sweater'] }),
]);

console.log(JSON.stringify(cases, null, 2));
