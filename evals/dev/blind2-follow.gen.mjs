// Blind check, round 2, follow-ups area: conversations written by outside shoppers (blind2-follow.messages.txt and
// blind2-follow.categories.txt, committed before these expectations), expectations written from the tool contracts
// (tools/registry.ts, tools/*/contracts.ts and tools.ts), the eval world (evals/fixtures.ts) and the shopper brief
// only — not from how the stylist behaves. Today is Monday 2026-04-20. Each turn lists the calls a good stylist
// makes, pins only what the shopper's words decide, and forbids every change it does not expect (`t`).
// Where two behaviours are defensible and the format cannot hold both (a different tool), the description says so.
// `node evals/dev/blind2-follow.gen.mjs` writes evals/dev/blind2-follow.json.
import { readFileSync } from 'node:fs';
import {
  ABSENT, ANY, P, S, blindcheck, c, compose, follow, has, oneOf, pause, plan, roomList, save, search, similar, suggest, t, toCart,
  unfollow, wardrobe, wardrobeAdd, wardrobeList, wardrobeRows, writeCases,
} from '../blind/blindcheck-cases.mjs';

const { name, add: addCase, done } = blindcheck('follow', { prefix: 'blind2', dir: new URL('.', import.meta.url) });
const CATEGORIES = readFileSync(new URL('./blind2-follow.categories.txt', import.meta.url), 'utf8').split('\n').filter((l) => l.trim());
let line = 0;
/** Adds the next line's case, checking its category against the committed categories file. */
const add = (category, ...rest) => {
  if (CATEGORIES[line] !== category) throw new Error(`line ${line + 1}: category ${category}, file says ${CATEGORIES[line]}`);
  line++;
  addCase(category, ...rest);
};

/** A piece named either as the catalogue product or as the shopper's dressing-room row. */
const dressRef = (product) => oneOf({ source: 'product', id: P(product) }, { source: 'dressing_room', id: S(product) });
/** Saved to the dressing room and moved to the cart in one turn (add answers the row's id, so no list is needed). */
const saveToCart = (product) => [save(product), toCart(product)];
const rowsEnd = (...rows) => ({ tables: { wardrobe_items: rows } });

// ─────────────────────────────── follow_ups ───────────────────────────────

add('follow_ups', 'black-boots-school-brown-first-to-cart',
  'Black boots not too high: a boot search in shoes (the block-heel ankle boots come first); "do the second ones come in brown": the catalogue holds one colour per piece, so a shoe search for brown (arguable: answering "no" from the colour shown, no call, is defensible too); "put the first ones in my cart": the ankle boots saved and moved to the cart',
  [t([search({ category: 'Shoes', text: 'boot' })], { replyMentions: ['Black Ankle Boots'] }),
    t([search({ category: 'Shoes' })]),
    t(saveToCart('Black Ankle Boots'))],
  { end: { saved: ['Black Ankle Boots'], cart: ['Black Ankle Boots'], taste: 'refreshed' } });

add('follow_ups', 'christening-dress-darker-navy-similar',
  'Dresses for a christening (a dress search); the red too bold, something darker, perhaps navy: a dress search for navy/dark (arguable: pointing at the navy slip dress already listed would do too); "something similar": pieces like the navy slip dress',
  [t([search({ category: 'Dresses' })]),
    t([search({ category: 'Dresses', text: oneOf(has('navy'), has('dark'), has('blue')) })], { replyMentions: ['Navy Slip Dress'] }),
    t([similar('Navy Slip Dress')])]);

add('follow_ups', 'office-laptop-bag-cheaper-black-one-save',
  'An everyday office bag that fits a laptop (a bag search; the roomy tote is the one that fits); "too expensive, more cheap?": a bag search with a price cap (the cap depends on what was shown); "the black one" into the dressing room: the tote, or the mini crossbody if that was the black one offered as cheaper (end left open for that reason)',
  [t([search({ category: 'Bags' })], { replyMentions: ['Noir Leather Tote'] }),
    t([search({ category: 'Bags', max: ANY })]),
    t([c('dressingRoom.add', { productId: oneOf(P('Noir Leather Tote'), P('Black Mini Crossbody')) })])]);

add('follow_ups', 'camille-latest-grey-blazer-half-price',
  'What Camille posted (the latest posts); is the grey blazer in the shop (a blazer search: the Grey Tailored Blazer); how much ($560) and something like it at half the price: an outerwear search capped at $280',
  [t([c('posts.latest', {})]),
    t([search({ category: 'Outerwear', text: 'blazer' })], { replyMentions: ['Grey Tailored Blazer'] }),
    t([search({ category: 'Outerwear', max: 280 })], { replyMentions: ['$560'] })]);

add('follow_ups', 'client-dinner-own-first-swap-shoes-save-earrings-cart',
  'A smart client-dinner outfit from her own pieces first (compose puts owned pieces first; no enum names a client dinner, so the occasion is free); the shoes too casual: other shoes for the outfit; saved as "Thursday dinner" and the earrings (the shop\'s only earrings, the gold hoops) saved and carted',
  [t([compose()]),
    t([suggest('shoes')]),
    t([c('outfits.save', { name: has('thursday dinner'), slots: ANY }), ...saveToCart('Gold Hoop Earrings')], { ordered: false })],
  {
    setup: wardrobe(['Ivory Silk Blouse', 'Tops', 'ivory'], ['Black Wide-Leg Trousers', 'Bottoms', 'black'], ['White Canvas Sneakers', 'Shoes', 'white'], ['Camel Wool Coat', 'Outerwear', 'camel']),
    end: { saved: ['Gold Hoop Earrings'], cart: ['Gold Hoop Earrings'], taste: 'refreshed', tables: { outfits: [{ name: has('thursday dinner') }] } },
  });

add('follow_ups', 'cart-take-jeans-out-total',
  'The cart listed; "take the jeans out": out of the cart, kept in the dressing room (the ids are in the list just shown); the new total from what is known: $95 + $140 = $235',
  [t([roomList], { replyMentions: ['Blue Straight Jeans', 'White Leather Sneakers', 'Red Wrap Dress'] }),
    t([toCart('Blue Straight Jeans')]),
    t([], { replyMentions: ['$235'] })],
  {
    setup: { saved: ['Blue Straight Jeans', 'White Leather Sneakers', 'Red Wrap Dress'], cart: ['Blue Straight Jeans', 'White Leather Sneakers', 'Red Wrap Dress'] },
    end: { cart: ['Red Wrap Dress', 'White Leather Sneakers'] },
  });

add('follow_ups', 'garden-party-scarf-to-jewellery-save-what-to-buy',
  'A garden-party outfit on a mild Saturday (composed; occasion and weather free, no enum says garden party); the scarf replaced by jewellery: a jewellery search (arguable: an accessories suggestion for the outfit would serve too); the look saved, and what to buy answered from the outfit (its catalogue pieces), nothing more',
  [t([compose()]),
    t([search({ category: 'Jewelry' })], { replyMentions: ['Gold Hoop Earrings'] }),
    t([c('outfits.save', { name: ANY, slots: ANY })])],
  {
    setup: wardrobe(['White Cotton Blouse', 'Tops', 'white'], ['Navy Linen Trousers', 'Bottoms', 'navy']),
    end: { tables: { outfits: [{}] } },
  });

add('follow_ups', 'trending-white-sneakers-leather-wardrobe-match',
  'Trending products (the feed\'s trending section); sizes are not in the catalogue and "clean white leather sneakers" answers the leather, no call; what from her wardrobe goes with them: a look completed around the sneakers (its owned pieces are her nearest wardrobe items; arguable: an outfit composed around them as anchor is as good)',
  [t([c('recommendations.feed', { section: 'trending', tier: ANY, limit: ANY, favoriteIds: ANY })]),
    t([]),
    t([c('looks.complete', { productId: P('White Leather Sneakers'), constraints: ANY })])],
  { setup: wardrobe(['Light Wash Jeans', 'Bottoms', 'blue'], ['Grey Hoodie', 'Tops', 'grey'], ['Black Midi Skirt', 'Bottoms', 'black']) });

add('follow_ups', 'lisbon-8-13-may-weather-beach-dinners-own-shirt',
  'Lisbon 8-13 May, its weather: planned (the weather comes only from a plan); beachy outfits and dinners: replanned, dates kept, activities added; use one of her own white shirts instead of the linen shirt: yes, answered in words (nothing she did not ask to add)',
  [t([plan('Lisbon', '2026-05-08', '2026-05-13')]),
    t([plan('Lisbon', '2026-05-08', '2026-05-13')]),
    t([])]);

add('follow_ups', 'follow-lena-street-latest-unfollow-street-like-second',
  'Follow lenaminimal and street.atelier, then their latest posts (the following feed; arguable: posts.latest filtered to them is as good); unfollow street.atelier; "Lena\'s second post": she has only one post, so no like is made and the stylist says so (arguable: liking her one post)',
  [t([follow('lenaminimal', 'street.atelier'), c('posts.feed', { view: oneOf('following', 'recent', 'latest') })]),
    t([unfollow('street.atelier')])],
  { end: { follows: ['lenaminimal'], taste: 'refreshed' } });

add('follow_ups', 'festival-outfit-streetwear-street-atelier-posts',
  'What to wear to a festival (an outfit composed for a festival); more streetwear: a festival outfit again with a streetwear lean (arguable: a search for streetwear pieces); Street Atelier\'s posts: the latest posts (she does not follow them, so the following feed would be empty)',
  [t([compose({ occasion: 'festival' })]),
    t([compose({ occasion: 'festival' })]),
    t([c('posts.latest', {})])]);

add('follow_ups', 'warm-knitwear-cashmere-washing-save',
  'Warm knitwear (a search: the cream cashmere sweater); pure cashmere and washing: answered from the description, care is not in the catalogue, no call; save it',
  [t([search()], { replyMentions: ['Cream Cashmere Sweater'] }),
    t([]),
    t([save('Cream Cashmere Sweater')])],
  { end: { saved: ['Cream Cashmere Sweater'], taste: 'refreshed' } });

add('follow_ups', 'gold-earrings-wedding-red-dress-both-cart',
  'Light gold earrings for a wedding (a jewellery search: the gold hoops); a dress to match, red maybe: a red dress search (arguable: a dress suggestion for an outfit holding the hoops); the wrap dress and the hoops both saved and carted',
  [t([search({ category: 'Jewelry' })], { replyMentions: ['Gold Hoop Earrings'] }),
    t([search({ category: 'Dresses', text: 'red' })], { replyMentions: ['Red Wrap Dress'] }),
    t([...saveToCart('Gold Hoop Earrings'), ...saveToCart('Red Wrap Dress')], { ordered: false })],
  { end: { saved: ['Gold Hoop Earrings', 'Red Wrap Dress'], cart: ['Gold Hoop Earrings', 'Red Wrap Dress'], taste: 'refreshed' } });

add('follow_ups', 'dressing-room-navy-slip-shoes-full-look-sneakers',
  'The dressing room shown (the navy slip dress in it); shoes for it: the shoes slot around the dress; a full look with it and the sneakers: an outfit composed around the dress and the sneakers (her own or the shop\'s, whichever were meant)',
  [t([roomList], { replyMentions: ['Navy Slip Dress'] }),
    t([suggest('shoes', { dress: dressRef('Navy Slip Dress') })]),
    t([c('outfits.compose')])],
  { setup: { saved: ['Navy Slip Dress', 'Black Mini Crossbody'], ...wardrobe(['White Canvas Sneakers', 'Shoes', 'white'], ['Denim Jacket', 'Outerwear', 'blue']) } });

add('follow_ups', 'new-outerwear-bags-under-200-crossbody-similar-save',
  'New arrivals, only outerwear and bags: one search per category (the feed has no category; arguable: the feed, filtered in the reply); under 200: both searches capped (no outerwear under $200, said so); pieces like the black crossbody, and it saved',
  [t([search({ category: 'Outerwear' }), search({ category: 'Bags' })], { ordered: false }),
    t([search({ category: 'Outerwear', max: 200 }), search({ category: 'Bags', max: 200 })], { ordered: false, replyMentions: ['Black Mini Crossbody'] }),
    t([similar('Black Mini Crossbody'), save('Black Mini Crossbody')], { ordered: false })],
  { end: { saved: ['Black Mini Crossbody'], taste: 'refreshed' } });

add('follow_ups', 'scan-fit-pic-better-find-that',
  'Scan a fit pic: none was uploaded and the chat cannot take one, answered (upload it in the app); what would make it better: nothing seen, answered; "find me that": nothing was named, so no search (doubtful: a stylist that gave general advice in turn 2 might search for it)',
  [t([]), t([]), t([])]);

add('follow_ups', 'camel-bag-again-cheaper-similar-back-to-first-cart',
  'The camel handbag found again (a search: the Camel Structured Bag, $420); something similar for less: bags like it (arguable: a bag search capped under $420); back to the first one, into the cart: saved and carted',
  [t([search({ category: 'Bags', text: oneOf(has('camel'), has('brown')) })], { replyMentions: ['Camel Structured Bag'] }),
    t([similar('Camel Structured Bag')]),
    t(saveToCart('Camel Structured Bag'))],
  { end: { saved: ['Camel Structured Bag'], cart: ['Camel Structured Bag'], taste: 'refreshed' } });

add('follow_ups', 'oslo-in-10-days-4-days-too-many-outfits-warm-jacket',
  'Oslo in 10 days for 4 days: 30 April to 3 May (4 May if "4 days" counts nights); six outfits too many: the plan has no outfit count, answered in words (re-wear pieces), nothing replanned; cold there (from the plan) and no warm jacket: an outerwear search',
  [t([plan('Oslo', '2026-04-30', oneOf('2026-05-03', '2026-05-04'))]),
    t([]),
    t([search({ category: 'Outerwear' })])]);

add('follow_ups', 'cosy-knits-who-follow-oslo-knits-pause',
  'Who to follow for cosy knits (the influencers listed: Oslo Knits); follow them; then pause them, not unfollow',
  [t([c('influencers.list', { limit: ANY })]),
    t([follow('oslo_knits')]),
    t([pause(false, 'oslo_knits')])],
  { end: { follows: ['!oslo_knits'], taste: 'refreshed' } });

add('follow_ups', 'red-dress-out-of-cart-feedback-navy-cart-total',
  'The red dress out of the cart (the room read for its id, the dress kept saved); "colour not for me" is a dislike and feedback.submit records only what she loves, so it is answered, not recorded; alternatives in black or navy: a dress search; the navy one saved and carted, the new total $89 + $45 + $85 = $219',
  [t([roomList, toCart('Red Wrap Dress'), search({ category: 'Dresses' })], { ordered: false }),
    t(saveToCart('Navy Slip Dress'), { replyMentions: ['$219'] })],
  {
    setup: { saved: ['Red Wrap Dress', 'Noir Leather Tote', 'Gold Hoop Earrings'], cart: ['Red Wrap Dress', 'Noir Leather Tote', 'Gold Hoop Earrings'] },
    end: { saved: ['Red Wrap Dress', 'Noir Leather Tote', 'Gold Hoop Earrings', 'Navy Slip Dress'], cart: ['Noir Leather Tote', 'Gold Hoop Earrings', 'Navy Slip Dress'], taste: 'refreshed' },
  });

const WARDROBE_21 = [['White T-Shirt', 'Tops', 'white'], ['Striped Breton Top', 'Tops', 'navy'], ['Black Turtleneck', 'Tops', 'black'],
  ['Black Skinny Jeans', 'Bottoms', 'black'], ['White Canvas Sneakers', 'Shoes', 'white']];
add('follow_ups', 'wardrobe-how-many-tops-add-denim-jacket-outfit-friday',
  'The wardrobe read and its tops counted (3); the blue denim jacket bought yesterday added as outerwear; an outfit for Friday with it: composed around the jacket (no occasion said)',
  [t([wardrobeList()], { replyMentions: ['3'] }),
    t([wardrobeAdd({ item_name: has('jacket'), category: 'Outerwear', color: oneOf(has('blue'), has('denim'), ABSENT) })]),
    t([c('outfits.compose')])],
  {
    setup: wardrobe(...WARDROBE_21),
    end: rowsEnd(...wardrobeRows(...WARDROBE_21).map(({ item_name }) => ({ item_name })), { item_name: has('jacket') }),
  });

// ─────────────────────────────── budgets ───────────────────────────────

add('budgets', 'going-out-dress-under-100-then-50ish',
  'A going-out dress under $100 (the navy slip dress, $85); cheaper, about $50: a dress search capped near 50 (none: said so)',
  [t([search({ category: 'Dresses', max: 100 })], { replyMentions: ['Navy Slip Dress'] }),
    t([search({ category: 'Dresses', max: oneOf(50, 55, 60) })])]);

add('budgets', 'everyday-handbag-max-300',
  'A good everyday handbag for at most $300: a capped bag search (the tote and the mini crossbody; the camel and quilted bags are over)',
  [t([search({ category: 'Bags', max: 300 })], { replyMentions: ['Noir Leather Tote'] })]);

add('budgets', 'interview-outfit-150-euros-shoes-owned',
  'A whole job-interview outfit for about 150 euros: an interview outfit composed (compose\'s cap is per piece, so the cap is left free); the shoes not in the budget, she has shoes: recomposed for the interview (arguable: answered in words from the outfit shown)',
  [t([compose({ occasion: 'interview' })]),
    t([compose({ occasion: 'interview' })])]);

add('budgets', 'birthday-200-pounds-dress-earrings-cheaper',
  'Dress and earrings for £200 in all: a dress search and a jewellery search (a cap is optional, the budget is for both); something leaving money for cocktails: the cheaper navy slip dress with the hoops, from what was shown (arguable: a lower-capped dress search)',
  [t([search({ category: 'Dresses', max: ANY }), search({ category: 'Jewelry', max: ANY })], { ordered: false }),
    t([], { replyMentions: ['Navy Slip Dress'] })]);

add('budgets', 'gift-wife-accessories-50-150-three-cheapest-first',
  'A gift, accessories between $50 and $150, no shoes, three options cheapest first: accessories in the shopper\'s broad sense (the shop\'s Accessories hold only the scarf), so accessories, bags and jewellery searched within the range; the three are the crossbody ($65), the tote ($89) and the scarf ($120)',
  [t([search({ category: 'Accessories', min: 50, max: 150 }), search({ category: 'Bags', min: 50, max: 150 }), search({ category: 'Jewelry', min: 50, max: 150 })],
    { ordered: false, replyMentions: ['Black Mini Crossbody', 'Noir Leather Tote', 'Green Silk Scarf'] })]);

add('budgets', 'zloty-400-jeans-and-top-only-jeans-left',
  '400 złoty (about $100-110) for jeans and a top together: a jeans search and a top search (caps free: the budget is for both; the jeans are $78, no top fits what is left); only the jeans, what is left: computed from the rate and $78, no call',
  [t([search({ category: 'Bottoms', max: ANY }), search({ category: 'Tops', max: ANY })], { ordered: false, replyMentions: ['Blue Straight Jeans'] }),
    t([])]);

// ─────────────────────────────── garment_words ───────────────────────────────

add('garment_words', 'cargos-jorts-puffer-gilet',
  'Cargos or baggy jorts: a bottoms search with the garment word; a puffer gilet: an outerwear search with the garment word (neither is carried: said so)',
  [t([search({ category: 'Bottoms', text: oneOf(has('cargo'), has('jort'), has('short')) })]),
    t([search({ category: 'Outerwear', text: oneOf(has('gilet'), has('vest'), has('puffer')) })])]);

add('garment_words', 'twinset-pale-cardigan-court-shoes-modest-heel',
  'Twinsets or a pale cardigan: a knitwear search (a cardigan is a top or outerwear); court shoes with a modest heel: a shoe search for courts/pumps/heels',
  [t([search({ category: oneOf('Tops', 'Outerwear'), text: oneOf(has('twinset'), has('cardigan'), has('knit')) })]),
    t([search({ category: 'Shoes', text: oneOf(has('court'), has('pump'), has('heel')) })])]);

add('garment_words', 'black-bodysuit-under-blazer',
  'A body (a bodysuit) in black to wear under a blazer: a tops search for a bodysuit (not carried: said so)',
  [t([search({ category: 'Tops', text: has('body') })])]);

add('garment_words', 'co-ords-set-then-jumpsuit-playsuit',
  'Co-ords, a matching top and trousers set: a search for a co-ord/set; failing that a jumpsuit or playsuit: a search for those (neither carried: said so)',
  [t([search({ text: oneOf(has('co-ord'), has('coord'), has('co ord'), has('set'), has('matching')) })]),
    t([search({ text: oneOf(has('jumpsuit'), has('playsuit')) })])]);

add('garment_words', 'beige-trench-mac-pashmina',
  'A beige trench or mac: an outerwear search; a pashmina for the plane: an accessories search for a pashmina/wrap/scarf',
  [t([search({ category: 'Outerwear', text: oneOf(has('trench'), has('mac'), has('beige'), has('coat')) }),
    search({ category: 'Accessories', text: oneOf(has('pashmina'), has('wrap'), has('scarf'), has('shawl')) })], { ordered: false })]);

add('garment_words', 'quilted-bed-jacket-housecoat',
  'A quilted bed jacket or housecoat: a search for it (sleepwear or outerwear; not carried: said so, the quilted shoulder bag is no bed jacket)',
  [t([search({ text: oneOf(has('bed jacket'), has('housecoat'), has('robe'), has('dressing gown'), has('quilted')) })])]);

if (line !== CATEGORIES.length) throw new Error(`${CATEGORIES.length} categories, ${line} cases`);
writeCases(name, done(), new URL('.', import.meta.url));
console.log(name, 'written:', line, 'cases');
