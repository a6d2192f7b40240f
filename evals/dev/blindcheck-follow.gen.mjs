// Blind check, follow-ups area: conversations written by outside shoppers (blindcheck-follow.messages.txt, committed
// before these expectations), expectations from the tool contracts only. `node evals/dev/blindcheck-follow.gen.mjs`.
const HERE = new URL('.', import.meta.url);
import {
  ANY, GBP, P, S, blindcheck, c, compose, has, oneOf, plan, roomList, save, search, similar, suggest, t, toCart, wardrobe, wardrobeList, writeCases,
} from '../blind/blindcheck-cases.mjs';

const { name, add, done } = blindcheck('follow', { dir: HERE });
const dressRef = (product) => oneOf({ source: 'product', id: P(product) }, { source: 'dressing_room', id: S(product) });

add('follow_ups', 'garden-wedding-dress-drape-first-shoes',
  'A dress for a garden wedding, then more drape (the dresses kept), then shoes for the first dress shown: one slot of the outfit, the dress in it (either catalogue dress may have been first)',
  [t([search({ category: 'Dresses' })]), t([search({ category: 'Dresses' })]),
    t([suggest('shoes', { dress: oneOf({ source: 'product', id: P('Navy Slip Dress') }, { source: 'product', id: P('Red Wrap Dress') }) })])]);
add('follow_ups', 'cashmere-jumper-under-150-save-cream',
  'Cashmere jumper, then a cap in pounds keeps the jumper, then save the cream one',
  [t([search({ category: 'Tops', text: 'cashmere' })], { replyMentions: ['Cream Cashmere Sweater'] }),
    t([search({ category: 'Tops', max: GBP(150) })]),
    t([save('Cream Cashmere Sweater')])],
  { end: { saved: ['Cream Cashmere Sweater'], taste: 'refreshed' } });
add('follow_ups', 'green-silk-scarf-similar-other-colours',
  'Green silk scarf (is it real silk: the description says silk), similar ones, then other colours: scarves again, the colour free',
  [t([search({ category: 'Accessories', text: oneOf(has('silk'), has('scarf')) })], { replyMentions: ['Green Silk Scarf'] }),
    t([similar('Green Silk Scarf')]),
    t([search({ category: 'Accessories' })])]);
add('follow_ups', 'trending-only-shoes-slingbacks-no',
  'Trending on the feed, then only shoes (the feed has no category, so a shoe search), then a price complaint about the slingbacks: answered, nothing recorded (a dislike is never recorded)',
  [t([c('recommendations.feed', { section: 'trending', tier: ANY, limit: ANY, favoriteIds: ANY })]),
    t([search({ category: 'Shoes' })], { replyMentions: ['Satin Slingback Heels'] }),
    t([])]);
add('follow_ups', 'red-dress-in-cart-earrings-shoes-heel-remove-sneakers',
  'The red dress in the cart: earrings and shoes for it (two slots around the dress, after reading the dressing room); then a heel, not trainers (a heel search); then the sneakers out of the cart, the rest kept (out of the cart, not out of the dressing room)',
  [t([roomList, suggest('accessories', { dress: dressRef('Red Wrap Dress') }), suggest('shoes', { dress: dressRef('Red Wrap Dress') })], { ordered: false }),
    t([search({ category: 'Shoes', text: 'heel' })]),
    t([roomList, toCart('White Leather Sneakers')])],
  { setup: { saved: ['Red Wrap Dress', 'White Leather Sneakers'], cart: ['Red Wrap Dress', 'White Leather Sneakers'] }, end: { cart: ['Red Wrap Dress'] } });
add('follow_ups', 'new-this-week-bags-crossbody-size-saved',
  'What is new (the feed), then just bags (a bag search, the feed has no category), is the mini crossbody big enough (answered from the description: small), then "k saved": saved (adding twice changes nothing, so it is right whether she meant "save it" or "I saved it")',
  [t([c('recommendations.feed', { section: ANY, tier: ANY, limit: ANY, favoriteIds: ANY })]),
    t([search({ category: 'Bags' })], { replyMentions: ['Black Mini Crossbody'] }),
    t([], { replyMentions: ['Black Mini Crossbody'] }),
    t([save('Black Mini Crossbody')])],
  { end: { saved: ['Black Mini Crossbody'], taste: 'refreshed' } });
add('follow_ups', 'first-date-own-leather-jacket-8-degrees',
  'A first-date outfit; her own leather jacket instead of the blazer (the wardrobe read, the outfit recomposed); the same at 8 degrees (occasion kept)',
  [t([compose({ occasion: 'date' })]),
    t([wardrobeList(), c('outfits.compose')]),
    t([compose({ occasion: 'date', temperature_c: 8 })])],
  { setup: wardrobe(['Black Leather Jacket', 'Outerwear', 'black'], ['Blue Straight Jeans', 'Bottoms', 'blue']) });
add('follow_ups', 'like-camel-bag-less-stiff-tote-size-go-with-tote',
  'Bags like the camel structured one; how does the tote compare in size (answered from the descriptions, no size data); go with the tote: saved',
  [t([similar('Camel Structured Bag')]), t([], { replyMentions: ['Noir Leather Tote'] }), t([save('Noir Leather Tote')])],
  { end: { saved: ['Noir Leather Tote'], taste: 'refreshed' } });
add('follow_ups', 'gold-jewellery-only-hoops-real-gold',
  'Gold minimalist jewellery; "only the hoops??": yes, the only gold piece, answered; real gold or plated: the app has no such data, answered without a call',
  [t([search({ category: 'Jewelry', text: 'gold' })], { replyMentions: ['Gold Hoop Earrings'] }), t([]), t([])]);
add('follow_ups', 'crete-packing-flats-only-cover-up',
  'A beach trip to Crete (the climate table knows Crete as Heraklion); flats only (the plan has no shoe setting: answered in words, nothing replanned); a cover-up for the swimsuit: a search',
  [t([plan(['Crete', 'Heraklion'], '2026-06-02', '2026-06-09')]), t([]), t([search()])]);
add('follow_ups', 'camille-lately-blazer-in-shop-similar-under-300',
  'What Camille wears lately (the latest posts), is her blazer in the shop (a blazer search), similar but under 300 (the cap keeps the blazer)',
  [t([c('posts.latest', {})]),
    t([search({ category: 'Outerwear', text: 'blazer' })], { replyMentions: ['Grey Tailored Blazer'] }),
    t([search({ category: 'Outerwear', text: 'blazer', max: 300 })])]);
add('follow_ups', 'navy-slip-layer-cream-jumper-save-spring-layers',
  'What to layer over the navy slip dress (a look completed around it), the whole look with the cream jumper (an outfit composed), saved as "spring layers" (name pinned, pieces free)',
  [t([c('looks.complete', { productId: P('Navy Slip Dress'), constraints: ANY })]),
    t([c('outfits.compose')]),
    t([c('outfits.save', { name: { $contains: 'spring layers' }, slots: ANY })])]);
add('garment_words', 'chelsea-boots-brown-suede',
  'Chelsea boots, brown suede, a men\'s size for her boyfriend: a boot search (sizes are not in the catalogue); the black block-heel ankle boots need not be offered, they are no chelsea boot for a man',
  [t([search({ category: 'Shoes', text: oneOf(has('boot'), has('chelsea')) })])]);
add('garment_words', 'mules-backless-loafers',
  'Mules, then corrected to backless loafers: the garment word reaches the search',
  [t([search({ category: 'Shoes', text: 'mule' })]), t([search({ category: 'Shoes', text: 'loafer' })])]);
add('garment_words', 'tennis-bracelet',
  'A tennis bracelet, diamonds or lookalike: a bracelet search in jewellery',
  [t([search({ category: 'Jewelry', text: 'bracelet' })])]);
add('garment_words', 'huggie-earrings-small-gold',
  'Huggie earrings, small gold, no big hoops: a jewellery search; the small gold hoops are the nearest piece',
  [t([search({ category: 'Jewelry' })], { replyMentions: ['Gold Hoop Earrings'] })]);
add('budgets', 'under-fifty-quid-jewellery-accessories',
  'Under fifty quid, jewellery or accessories: one capped search per category (the catalogue is in dollars: as said or converted)',
  [t([search({ category: 'Jewelry', max: GBP(50) }), search({ category: 'Accessories', max: GBP(50) })], { ordered: false, replyMentions: ['Gold Hoop Earrings'] })]);
add('budgets', 'sneakers-60-tops',
  'Sneakers, $60 tops: a capped sneaker search (none under $60: said so)',
  [t([search({ category: 'Shoes', text: 'sneaker', max: 60 })], { replyOmits: ['$95'] })]);
add('budgets', 'present-150-scarves-jewellery',
  'A present up to 150 dollars, scarves and jewellery: two capped searches',
  [t([search({ category: 'Accessories', max: 150 }), search({ category: 'Jewelry', max: 150 })], { ordered: false, replyMentions: ['Green Silk Scarf', 'Gold Hoop Earrings'] })]);
add('budgets', 'work-refresh-1k-200-a-piece',
  'A work wardrobe refresh, about $200 a piece: an office outfit with a per-piece cap (compose\'s budget is per piece); arguable against a capped search, but 4-5 pieces for work is an outfit',
  [t([compose({ occasion: 'office', max_price: oneOf(200, 250) })])]);
add('follow_ups', 'summer-wedding-guest-red-too-much-similar-blue',
  'A summer wedding guest outfit; is the red one too much for daytime (answered); something similar in blue: a dress search in blue (navy counts)',
  [t([compose({ occasion: 'wedding-guest' })]), t([], { replyMentions: ['Red Wrap Dress'] }),
    t([search({ category: 'Dresses', text: oneOf(has('blue'), has('navy')) })])]);
add('follow_ups', 'presentation-outfit-own-wardrobe-blazer-too-costly',
  'An office outfit for a presentation; mostly her own wardrobe, buy one piece (compose already puts her own pieces first: recomposed); the blazer too costly: other outerwear for the outfit',
  [t([compose({ occasion: oneOf('office', 'interview') })]), t([c('outfits.compose')]), t([suggest('outerwear')])],
  { setup: wardrobe(['White Poplin Shirt', 'Tops', 'white'], ['Black Tailored Trousers', 'Bottoms', 'black'], ['Black Loafers', 'Shoes', 'black']) });
add('follow_ups', 'gala-heels-lower-fine-those',
  'Heels for a gala, a lower heel (shoes kept), "ok fine those": the lower-heeled pair shown saved (the block-heel boots, or the slingbacks if those were shown)',
  [t([search({ category: 'Shoes', text: 'heel' })]), t([search({ category: 'Shoes' })]),
    t([c('dressingRoom.add', { productId: oneOf(P('Black Ankle Boots'), P('Satin Slingback Heels')) })])]);
add('follow_ups', 'tram-outfit-photo-three-pieces-total',
  'Scan a photo (none uploaded: the chat cannot take it, answered); the pieces described: three searches; all of it together: the sum of the three found ($420 + $310 + $78)',
  [t([]),
    t([search({ category: 'Bags' }), search({ category: 'Tops' }), search({ category: 'Bottoms' })], { ordered: false, replyMentions: ['Camel Structured Bag', 'Cream Cashmere Sweater', 'Blue Straight Jeans'] }),
    t([], { replyMentions: ['$808'] })]);

writeCases(name, done(), HERE);
console.log(name, 'written');
