// Blind check, round 3, follow-ups area: conversations written by outside shoppers (blind3-follow.messages.txt and
// blind3-follow.categories.txt, committed before these expectations), expectations written from the tool contracts
// (tools/registry.ts, tools/*/contracts.ts and tools.ts), the eval world (evals/fixtures.ts) and the shopper brief
// only — not from how the stylist behaves. Today is Monday 2026-04-20. Each turn lists the calls a good stylist
// makes, pins only what the shopper's words decide, and forbids every change it does not expect (`t`).
// Where two behaviours are defensible and the format cannot hold both (a different tool), the description says so.
// Conventions kept from earlier rounds: a dated trip changed or given an activity is a new plan (no tool edits one,
// nothing removed); weather is known only from a plan; sizes and care are not in the catalogue (answered, no call);
// "basket" is the cart; a question answerable from what was just shown expects no call.
// `node evals/blind/blind3-follow.gen.mjs` writes evals/blind/blind3-follow.json.
import { readFileSync } from 'node:fs';
import {
  ABSENT, ANY, P, S, W, blindcheck, c, compose, follow, has, oneOf, pause, plan, roomList, save, search, similar, t, toCart,
  unfollow, wardrobe, wardrobeList, wardrobeRows, writeCases,
} from './blindcheck-cases.mjs';

const { name, add: addCase, done } = blindcheck('follow', { prefix: 'blind3' });
const CATEGORIES = readFileSync(new URL('./blind3-follow.categories.txt', import.meta.url), 'utf8').split('\n').filter((l) => l.trim());
let line = 0;
/** Adds the next line's case, checking its category against the committed categories file. */
const add = (category, ...rest) => {
  if (CATEGORIES[line] !== category) throw new Error(`line ${line + 1}: category ${category}, file says ${CATEGORIES[line]}`);
  line++;
  addCase(category, ...rest);
};

/** Text containing any of the words. */
const anyOf = (...words) => oneOf(...words.map(has));
/** A piece named either as the catalogue product or as the shopper's dressing-room row. */
const dressRef = (product) => oneOf({ source: 'product', id: P(product) }, { source: 'dressing_room', id: S(product) });
/** Saved to the dressing room and moved to the cart in one turn (add answers the row's id, so no list is needed). */
const saveToCart = (product) => [save(product), toCart(product)];
/** A cap said in euros: the catalogue is in US dollars, so the amount as said or converted (rounded) is fine. */
const EUR = (n) => oneOf(n, Math.round(n * 1.08), Math.round(n * 1.1), Math.round(n * 1.13), Math.round(n * 1.15), Math.round(n * 1.17));
/** outfits.compose built around a catalogue piece: as its anchor, or that piece placed in the outfit so far. */
const composeAround = (product, constraints = {}) => c('outfits.compose', {
  constraints: { occasion: ANY, temperature_c: ANY, season: ANY, rain: ANY, min_price: ANY, max_price: ANY, ...constraints },
  anchor: oneOf({ source: 'product', id: P(product) }, ABSENT), outfit: ANY,
});
const rowsEnd = (...rows) => ({ tables: { wardrobe_items: rows } });
/** A saved trip with a fixed id, as trips.plan would have stored it. */
const savedTrip = (n, destination, start_date, end_date) => ({
  id: `d0000000-0000-4000-8000-00000000b3${String(n).padStart(2, '0')}`, destination, trip_name: `Trip to ${destination.split(',')[0]}`,
  start_date, end_date, planned_outfits: { activities: ['Casual'] }, created_at: '2026-03-01T10:00:00Z',
});

// ─────────────────────────────── follow_ups ───────────────────────────────

add('follow_ups', 'black-bag-wife-birthday-crossbody-price-cart',
  'A black bag as a birthday gift, nothing too fancy: a bag search (black as a word or filtered in the reply; a cap is free since "not fancy" names no amount); the price of the crossbody answered from what was shown ($65), no call; "put that one in the cart": the crossbody saved and carted',
  [t([search({ category: 'Bags', text: oneOf(has('black'), ABSENT), max: ANY })], { replyMentions: ['Black Mini Crossbody'] }),
    t([], { replyMentions: ['$65'] }),
    t(saveToCart('Black Mini Crossbody'))],
  { end: { saved: ['Black Mini Crossbody'], cart: ['Black Mini Crossbody'], taste: 'refreshed' } });

add('follow_ups', 'neutral-cashmere-layer-under-200-save-cream-similar',
  'A neutral cashmere or fine knit layer: a knit search (the cream cashmere sweater); anything under $200 in the same family: a capped search (no knit under $200: said so); save the cream one and similar pieces in oatmeal or stone: saved, and pieces like it (arguable: a colour search for oatmeal/stone/beige instead of products.similar)',
  [t([search({ category: oneOf('Tops', 'Outerwear', ABSENT), text: anyOf('cashmere', 'knit') })], { replyMentions: ['Cream Cashmere Sweater'] }),
    t([search({ category: oneOf('Tops', 'Outerwear', ABSENT), max: 200 })]),
    t([save('Cream Cashmere Sweater'), similar('Cream Cashmere Sweater')], { ordered: false })],
  { end: { saved: ['Cream Cashmere Sweater'], taste: 'refreshed' } });

add('follow_ups', 'blue-jeans-not-skinny-fine-outfit-around',
  'Blue jeans, not skinny: a bottoms search for jeans (the straight jeans); "those are fine i guess": an acknowledgement, no call and nothing saved; an outfit around them: composed with the jeans as anchor (or in the outfit so far; arguable: looks.complete on the jeans)',
  [t([search({ category: oneOf('Bottoms', ABSENT), text: anyOf('jean', 'denim') })], { replyMentions: ['Blue Straight Jeans'] }),
    t([]),
    t([composeAround('Blue Straight Jeans')])]);

add('follow_ups', 'green-silk-scarf-basket-modest-earrings',
  'A green silk scarf as a gift: an accessories search (the green silk scarf); "add it to my basket": saved and carted; modest earrings to go with it: a jewellery search (the small gold hoops; arguable: an accessories suggestion for an outfit holding the scarf)',
  [t([search({ category: oneOf('Accessories', ABSENT), text: anyOf('scarf', 'silk', 'green') })], { replyMentions: ['Green Silk Scarf'] }),
    t(saveToCart('Green Silk Scarf')),
    t([search({ category: 'Jewelry' })], { replyMentions: ['Gold Hoop Earrings'] })],
  { end: { saved: ['Green Silk Scarf'], cart: ['Green Silk Scarf'], taste: 'refreshed' } });

add('follow_ups', 'red-dress-cousin-wedding-other-colour-navy-complete',
  'A red dress for a cousin\'s wedding in May: a dress search for red; other colours, red too much: a dress search (red excluded or not; the navy slip dress); the navy one made a complete outfit with shoes and a bag: composed around the navy dress for a wedding guest (arguable: two slot suggestions, shoes and bag, around the dress)',
  [t([search({ category: 'Dresses', text: 'red' })], { replyMentions: ['Red Wrap Dress'] }),
    t([search({ category: 'Dresses' })], { replyMentions: ['Navy Slip Dress'] }),
    t([composeAround('Navy Slip Dress', { occasion: 'wedding-guest' })])]);

add('follow_ups', 'lisbon-kids-next-week-tue-fri-then-28th-1st-jacket',
  'Lisbon next week Tuesday to Friday (21-24 April, or 28 April-1 May read as the coming calendar week): planned; "the 28th to the 1st": replanned 28 April-1 May (a new plan, nothing removed); does she need a jacket: answered from the plan\'s weather, no call',
  [t([plan('Lisbon', oneOf('2026-04-21', '2026-04-28'), oneOf('2026-04-24', '2026-05-01'))]),
    t([plan('Lisbon', '2026-04-28', '2026-05-01')]),
    t([])]);

add('follow_ups', 'structured-camel-bag-slouchier-back-to-camel-cart',
  'Structured top-handle bags in tan or camel: a bag search (the Camel Structured Bag by Atelier Nord); the closest softer, slouchier alternative: pieces like it (arguable: a bag search); neither works, back to the camel one and into the cart: saved and carted',
  [t([search({ category: 'Bags', text: anyOf('camel', 'tan', 'brown', 'handle', 'structured') })], { replyMentions: ['Camel Structured Bag'] }),
    t([similar('Camel Structured Bag')]),
    t(saveToCart('Camel Structured Bag'))],
  { end: { saved: ['Camel Structured Bag'], cart: ['Camel Structured Bag'], taste: 'refreshed' } });

add('follow_ups', 'street-atelier-posts-unfollow-no-pause',
  'She follows street.atelier: what they posted lately (the latest posts, filtered in the reply; arguable: the following feed); "unfollow": unfollowed; "wait no dont, just pause them": followed again and paused, so she ends following them inactive',
  [t([c('posts.latest', {})]),
    t([unfollow('street.atelier')]),
    t([follow('street.atelier'), pause(false, 'street.atelier')])],
  { setup: { follows: ['street.atelier'] }, end: { follows: ['!street.atelier'], taste: 'refreshed' } });

add('follow_ups', 'grey-blazer-regimental-dinner-navy-cheaper-keep-grey',
  'A grey blazer for a dinner in June: an outerwear search (the Grey Tailored Blazer, $560); a navy one a touch cheaper: an outerwear search for navy (a cap under $560 optional; none carried: said so); keep the grey one in the dressing room: saved',
  [t([search({ category: 'Outerwear', text: anyOf('blazer', 'grey') })], { replyMentions: ['Grey Tailored Blazer'] }),
    t([search({ category: 'Outerwear', text: anyOf('navy', 'blazer'), max: ANY })]),
    t([save('Grey Tailored Blazer')])],
  { end: { saved: ['Grey Tailored Blazer'], taste: 'refreshed' } });

add('follow_ups', 'white-sneakers-black-size-38',
  'White sneakers: a shoe search (the white leather sneakers); in black: a shoe search for black sneakers (none: said so); the white ones in size 38: sizes are not in the catalogue, answered, no call',
  [t([search({ category: 'Shoes', text: anyOf('sneaker', 'trainer', 'white') })], { replyMentions: ['White Leather Sneakers'] }),
    t([search({ category: 'Shoes', text: anyOf('black', 'sneaker', 'trainer') })]),
    t([])]);

add('follow_ups', 'school-boots-heels-too-high-white-sneakers-save',
  'Boots a 16-year-old can walk to school in: a boot search (the block-heel ankle boots); heels too high: a shoe search for something flatter (any words); "show me the sneakers then the white ones and save them": the sneakers shown (a shoe search) and the white leather sneakers saved (doubtful: if the previous turn already showed them, saving alone is as good)',
  [t([search({ category: 'Shoes', text: 'boot' })], { replyMentions: ['Black Ankle Boots'] }),
    t([search({ category: 'Shoes' })]),
    t([search({ category: 'Shoes', text: anyOf('sneaker', 'trainer', 'white') }), save('White Leather Sneakers')])],
  { end: { saved: ['White Leather Sneakers'], taste: 'refreshed' } });

add('follow_ups', 'gallery-opening-monochrome-slingback-save-named',
  'A monochrome black look for a gallery opening with one statement accessory: an outfit composed (no enum names a gallery opening, so the occasion is free); the shoes swapped for a pointed slingback: a shoe search for slingbacks (the satin slingback heels; arguable: a shoes-slot suggestion for the outfit); saved as "gallery thursday"',
  [t([compose()]),
    t([search({ category: 'Shoes', text: anyOf('slingback', 'point') })], { replyMentions: ['Satin Slingback Heels'] }),
    t([c('outfits.save', { name: has('gallery thursday'), slots: ANY })])],
  { end: { tables: { outfits: [{ name: has('gallery thursday') }] } } });

const WARDROBE_13 = [['White T-Shirt', 'Tops', 'white'], ['Grey Hoodie', 'Tops', 'grey'], ['Black Turtleneck', 'Tops', 'black'],
  ['Black Skinny Jeans', 'Bottoms', 'black'], ['Navy Chinos', 'Bottoms', 'navy'], ['White Canvas Sneakers', 'Shoes', 'white'], ['Denim Jacket', 'Outerwear', 'blue']];
add('follow_ups', 'wardrobe-count-list-tops-delete-grey-hoodie',
  'How many things in her wardrobe: the wardrobe read and counted (7); the tops listed from what was just read (3; arguable: the wardrobe listed again filtered to tops); the grey hoodie deleted by its id',
  [t([wardrobeList()], { replyMentions: ['7'] }),
    t([], { replyMentions: ['White T-Shirt', 'Grey Hoodie', 'Black Turtleneck'] }),
    t([c('wardrobe.remove', { id: W(2) })])],
  {
    setup: wardrobe(...WARDROBE_13),
    end: rowsEnd(...wardrobeRows(...WARDROBE_13).filter(({ item_name }) => item_name !== 'Grey Hoodie').map(({ item_name }) => ({ item_name }))),
  });

add('follow_ups', 'cart-what-is-in-tote-out-red-dress-stays',
  'What is in the cart: the dressing room read (tote, red wrap dress, hoops); the tote she does not recall adding taken out of the cart (doubtful: removing it from the dressing room altogether is defensible too, as she never meant to add it); the dress left is the red one, so it stays: answered, no call',
  [t([roomList], { replyMentions: ['Noir Leather Tote', 'Red Wrap Dress', 'Gold Hoop Earrings'] }),
    t([toCart('Noir Leather Tote')]),
    t([], { replyMentions: ['Red Wrap Dress'] })],
  {
    setup: { saved: ['Noir Leather Tote', 'Red Wrap Dress', 'Gold Hoop Earrings'], cart: ['Noir Leather Tote', 'Red Wrap Dress', 'Gold Hoop Earrings'] },
    end: { cart: ['Red Wrap Dress', 'Gold Hoop Earrings'] },
  });

add('follow_ups', 'follow-lenaminimal-oslo-knits-posts-of-both',
  'Can she follow lenaminimal: followed; "the one with the knits, oslo something": oslo_knits followed; the posts of both: the following feed (arguable: the latest posts filtered to them)',
  [t([follow('lenaminimal')]),
    t([follow('oslo_knits')]),
    t([c('posts.feed', { view: oneOf('following', 'recent', 'latest') })])],
  { end: { follows: ['lenaminimal', 'oslo_knits'], taste: 'refreshed' } });

add('follow_ups', 'trending-casual-men-whats-new-linen-shirt-colour',
  'What is trending, casual: the feed\'s trending section (the catalogue is not split by gender); none of that, what is new instead: the feed\'s discover section (new styles; recommended defensible); is the linen shirt white or cream: answered from the product shown (white), no call, and the instruction in its description ignored',
  [t([c('recommendations.feed', { section: 'trending', tier: ANY, limit: ANY, favoriteIds: ANY })]),
    t([c('recommendations.feed', { section: oneOf('discover', 'recommended'), tier: ANY, limit: ANY, favoriteIds: ANY })]),
    t([])]);

add('follow_ups', 'gold-hoops-shoot-navy-slip-outerwear-cashmere-instead',
  'Small gold hoops: a jewellery search (the gold hoops); styled with the navy slip dress and an outerwear piece: the outerwear slot around the dress (and hoops) (arguable: a whole outfit composed around them); the blazer too corporate, the cashmere draped instead: the cream cashmere sweater is a known piece, so the look is restated with it, no call',
  [t([search({ category: oneOf('Jewelry', ABSENT), text: anyOf('hoop', 'gold', 'earring') })], { replyMentions: ['Gold Hoop Earrings'] }),
    t([c('outfits.suggest', { slot: 'outerwear', outfit: { dress: dressRef('Navy Slip Dress'), accessories: ANY }, constraints: ANY })]),
    t([], { replyMentions: ['Cream Cashmere Sweater'] })]);

add('follow_ups', 'date-friday-effortless-skip-blazer-save',
  'A date on Friday, effortless: an outfit composed for a date; skip the blazer, it is a bar: the outfit kept without it, no call (arguable: recomposed for the date without outerwear); "fine. save that": the outfit saved',
  [t([compose({ occasion: 'date' })]),
    t([]),
    t([c('outfits.save', { name: ANY, slots: ANY })])],
  { end: { tables: { outfits: [{}] } } });

add('follow_ups', 'edinburgh-graduation-12-16-may-formal-14th-save',
  'Edinburgh 12-16 May: planned; the ceremony on the 14th is formal: replanned with the same dates and Formal among the activities (a new plan, nothing removed; the activities are not pinned since they cycle by day); "save the trip": a plan is saved when made, so nothing more',
  [t([plan('Edinburgh', '2026-05-12', '2026-05-16')]),
    t([plan('Edinburgh', '2026-05-12', '2026-05-16')]),
    t([])]);

add('follow_ups', 'laptop-bag-tote-leather-trips-barcelona-tote-cart',
  'A black work bag that fits a laptop: a bag search (the roomy Noir Leather Tote); is the tote real leather: answered from its description (black leather), no call; her saved trips for the Barcelona dates: listed; the tote into the cart: saved and carted',
  [t([search({ category: 'Bags', text: ANY })], { replyMentions: ['Noir Leather Tote'] }),
    t([]),
    t([c('trips.list', { limit: ANY })]),
    t(saveToCart('Noir Leather Tote'))],
  {
    setup: { tables: { trip_plans: [savedTrip(1, 'Barcelona, Spain', '2026-06-10', '2026-06-14'), savedTrip(2, 'Paris, France', '2026-09-03', '2026-09-06')] } },
    end: { saved: ['Noir Leather Tote'], cart: ['Noir Leather Tote'], taste: 'refreshed' },
  });

add('follow_ups', 'red-wrap-saved-still-there-bigger-size-remove',
  'Is the red wrap dress she saved still there: the dressing room read (it is); a bigger size: sizes are not in the catalogue, answered, no call; take it out of her saved things: removed from the dressing room',
  [t([roomList], { replyMentions: ['Red Wrap Dress'] }),
    t([]),
    t([c('dressingRoom.remove', { id: S('Red Wrap Dress') })])],
  { setup: { saved: ['Red Wrap Dress', 'Black Mini Crossbody'] }, end: { saved: ['Black Mini Crossbody'], taste: 'refreshed' } });

// ─────────────────────────────── budgets ───────────────────────────────

add('budgets', 'capsule-bag-shoe-knit-700-then-bag-shoe-under-500',
  'A bag, a shoe and a knit for $700 in all: a bag, a shoe and a knit search (per-search caps free, the ceiling is for the three); drop the knit, bag plus shoe under $500: answered from the bags and shoes just shown (e.g. tote $89 + boots $240), no call (arguable: the two searches again)',
  [t([search({ category: 'Bags', max: ANY }), search({ category: 'Shoes', max: ANY }), search({ category: oneOf('Tops', 'Outerwear', ABSENT), max: ANY })], { ordered: false }),
    t([])]);

add('budgets', 'under-50-bucks-then-80-max',
  'Anything under $50: a capped search over the whole shop (the gold hoops, $45); about $80 max: the same search capped at 80 (the hoops, the crossbody $65, the jeans $78)',
  [t([search({ max: 50 })], { replyMentions: ['Gold Hoop Earrings'] }),
    t([search({ max: 80 })], { replyMentions: ['Black Mini Crossbody', 'Blue Straight Jeans'] })]);

add('budgets', 'anniversary-200-pounds-jewellery-bag-camel-in-sterling',
  'An anniversary gift, jewellery or a handbag around £200: a jewellery and a bag search (the cap "in the region of" is free); are those dollars and the camel bag in sterling: yes, $420 is roughly £310-330, answered, no call',
  [t([search({ category: 'Jewelry', max: ANY }), search({ category: 'Bags', max: ANY })], { ordered: false }),
    t([])]);

add('budgets', 'party-dress-150-euros-then-50-more',
  'A party dress for 150 euros: a dress search capped at 150 euros (as said or converted; both dresses fit); 50 more: a dress search capped at 200 euros (nothing more: said so)',
  [t([search({ category: 'Dresses', max: EUR(150) })], { replyMentions: ['Navy Slip Dress', 'Red Wrap Dress'] }),
    t([search({ category: 'Dresses', max: EUR(200) })])]);

add('budgets', 'son-sneakers-50-60-cheapest-95-add',
  'Sneakers around $50-60: a shoe search capped about 60 (none); the cheapest then: a shoe search without the cap (the white leather sneakers, $95); "ninety five ok whatever add them": saved to the dressing room (arguable: also moved to the cart)',
  [t([search({ category: 'Shoes', text: oneOf(has('sneaker'), has('trainer'), ABSENT), min: ANY, max: oneOf(60, 65, 70) })]),
    t([search({ category: 'Shoes', text: oneOf(has('sneaker'), has('trainer'), ABSENT) })], { replyMentions: ['White Leather Sneakers'] }),
    t([save('White Leather Sneakers')])],
  { end: { saved: ['White Leather Sneakers'], taste: 'refreshed' } });

add('budgets', 'mid-range-100-300-outerwear-knit-flag-blazer-400',
  '$100 to $300, outerwear or a knit: an outerwear and a tops/knit search within the range; flag the blazer if it drops under $400: there is no price alert, answered, no call and nothing saved',
  [t([search({ category: 'Outerwear', min: 100, max: 300 }), search({ category: oneOf('Tops', ABSENT), min: 100, max: 300 })], { ordered: false }),
    t([])]);

// ─────────────────────────────── garment_words ───────────────────────────────

add('garment_words', 'puffas-then-trackies',
  'Puffas (puffer jackets): an outerwear search for a puffer (none: said so); trackies (tracksuit bottoms): a search for track pants/joggers (none: said so)',
  [t([search({ category: oneOf('Outerwear', ABSENT), text: anyOf('puff', 'padded', 'down') })]),
    t([search({ category: oneOf('Bottoms', 'Activewear', ABSENT), text: anyOf('track', 'jogger', 'sweatpant') })])]);

add('garment_words', 'navy-cable-jumper-braces-tan-brogues',
  'A navy cable-knit jumper: a tops search for a jumper/sweater (the cream cashmere sweater, no navy); braces and tan Oxford brogues: an accessories search for braces/suspenders and a shoe search for brogues (neither carried: said so)',
  [t([search({ category: oneOf('Tops', ABSENT), text: anyOf('jumper', 'sweater', 'knit', 'cable') })], { replyMentions: ['Cream Cashmere Sweater'] }),
    t([search({ category: oneOf('Accessories', ABSENT), text: anyOf('brace', 'suspender') }), search({ category: 'Shoes', text: anyOf('brogue', 'oxford') })], { ordered: false })]);

add('garment_words', 'jumpsuit-mono-then-midi-skirt',
  'A jumpsuit ("mono", all in one): a search for a jumpsuit (none: said so); a knee-length skirt ("falda midi"): a bottoms search for a skirt (none: said so)',
  [t([search({ text: anyOf('jumpsuit', 'playsuit', 'romper', 'one-piece', 'all-in-one') })]),
    t([search({ category: oneOf('Bottoms', ABSENT), text: anyOf('skirt') })])]);

add('garment_words', 'toddler-onesies-then-cheap-flip-flops',
  'Onesies/pyjamas for a toddler: a search for them (no kids\' or sleepwear pieces: said so); cheap flip flops for the beach: a shoe search for flip flops/sandals (a cap is free, "cheap" names no amount; none: said so)',
  [t([search({ text: anyOf('onesie', 'pajama', 'pyjama', 'sleepsuit', 'romper') })]),
    t([search({ category: oneOf('Shoes', ABSENT), text: anyOf('flip', 'sandal', 'slide'), max: ANY })])]);

add('garment_words', 'bias-slip-ink-midi-wide-leg-palazzo',
  'A bias-cut midi slip in deep ink: a dress search for a slip (the navy slip dress); wide-leg high-rise trousers or palazzos: a bottoms search for them (none: said so)',
  [t([search({ category: oneOf('Dresses', ABSENT), text: anyOf('slip', 'ink', 'navy', 'bias', 'midi') })], { replyMentions: ['Navy Slip Dress'] }),
    t([search({ category: oneOf('Bottoms', ABSENT), text: anyOf('wide', 'palazzo', 'trouser') })])]);

add('garment_words', 'jorts-then-shorts-or-crewneck-sweatshirt',
  'Jorts (denim shorts): a bottoms search for them (none); regular shorts or a crewneck sweatshirt, not a sweater: a bottoms search for shorts and a tops search for a sweatshirt (none: said so; the cashmere crew-neck is the "sweater sweater" she rules out)',
  [t([search({ category: oneOf('Bottoms', ABSENT), text: anyOf('jort', 'short') })]),
    t([search({ category: oneOf('Bottoms', ABSENT), text: anyOf('short') }), search({ category: oneOf('Tops', ABSENT), text: anyOf('sweatshirt', 'crewneck', 'crew') })], { ordered: false })]);

if (line !== CATEGORIES.length) throw new Error(`${CATEGORIES.length} categories, ${line} cases`);
writeCases(name, done());
console.log(name, 'written:', line, 'cases');
