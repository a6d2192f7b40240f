// Follow-up voice batch 2: the messages in follow-voice2.messages.txt were written first, as new shoppers, then
// the expectations below from the tool contracts, without changing a message. Run: node evals/dev/follow-voice2.gen.mjs
import { writeCases } from './case-helpers.mjs';
import { ANY, ROOM, S, add, compose, feed, followVoiceCases, list, plan, similar, suggest, toCart } from './follow-round-cases.mjs';

const specs = [
  ['a colour then a material keep the boots', [{ calls: [S({ category: 'Shoes', text: 'boot' })] }, { calls: [S({ category: 'Shoes', text: 'brown' })] }, { calls: [S({ category: 'Shoes', text: 'suede' })] }]],
  ['a cap, then the price of the navy one from the results', [{ calls: [S({ category: 'Dresses' })] }, { calls: [S({ category: 'Dresses', max: 120 })], replyOmits: ['Red Wrap Dress'] }, { calls: [], replyMentions: ['$85'] }]],
  ['a category narrows a price-only search, then another', [{ calls: [S({ max: 100 })] }, { calls: [S({ category: 'Accessories', max: 100 })] }, { calls: [S({ category: 'Jewelry', max: 100 })], replyMentions: ['Gold Hoop Earrings'] }]],
  ['save them after one pair', [{ calls: [S({ category: 'Shoes', text: 'sneaker' })] }, { calls: [add('White Leather Sneakers')] }], { end: { saved: ['White Leather Sneakers'], taste: 'refreshed' } }],
  ['is that one cashmere, then to the cart', [{ calls: [S({ category: 'Tops' })] }, { calls: [], replyMentions: ['Cream Cashmere Sweater'] }, { calls: [list(), add('Cream Cashmere Sweater'), toCart('Cream Cashmere Sweater')] }], { end: { saved: ['Cream Cashmere Sweater'], cart: ['Cream Cashmere Sweater'], taste: 'refreshed' } }],
  ['under 300 then the grey one again', [{ calls: [S({ category: 'Outerwear', text: 'blazer' })] }, { calls: [S({ category: 'Outerwear', text: 'blazer', max: 300 })] }, { calls: [S({ category: 'Outerwear', text: 'grey' })], replyMentions: ['Grey Tailored Blazer'] }]],
  ['another brand keeps the bags; cheapest of those answered', [{ calls: [S({ category: 'Bags', text: 'lune' })] }, { calls: [S({ category: 'Bags', text: 'maison vale' })], replyMentions: ['Noir Leather Tote'] }, { calls: [], replyMentions: ['Noir Leather Tote', '$89'] }]],
  ['more affordable, then the tote asked about', [{ calls: [S({ category: 'Bags' })] }, { calls: [S({ category: 'Bags', max: '*' })], replyOmits: ['Quilted Shoulder Bag'] }, { calls: [], replyMentions: ['Noir Leather Tote'] }]],
  ['a corrected colour, then the colour dropped', [{ calls: [S({ category: 'Dresses', text: 'red' })] }, { calls: [S({ category: 'Dresses', text: 'green' })] }, { calls: [S({ category: 'Dresses', text: null })], replyMentions: ['Navy Slip Dress', 'Red Wrap Dress'] }]],
  ['the wardrobe narrowed, then an outfit', [{ calls: [{ name: 'wardrobe.list', args: 'any' }] }, { calls: [{ name: 'wardrobe.list', args: { category: 'Shoes', query: ANY, limit: ANY } }] }, { calls: [compose] }]],
  ['everything to the cart, then the total', [{ calls: [list()] }, { calls: [toCart('Red Wrap Dress'), toCart('Noir Leather Tote'), toCart('Gold Hoop Earrings')], ordered: false }, { calls: [], replyMentions: ['$274'] }], { setup: { saved: ROOM }, end: { cart: ROOM } }],
  ['the earrings out of the cart, then what is left', [{ calls: [list(true)] }, { calls: [toCart('Gold Hoop Earrings')], forbid: ['products.search'] }, { calls: [list(true)], replyMentions: ['Red Wrap Dress'] }], { setup: { saved: ROOM, cart: ['Red Wrap Dress', 'Gold Hoop Earrings'] }, end: { cart: ['Red Wrap Dress'] } }],
  ['a lighter top in the outfit, then a cap', [{ calls: [compose] }, { calls: [suggest('top')], forbid: ['products.search'] }, { calls: [compose], forbid: ['products.search'] }]],
  ['an evening added to a trip keeps its dates', [{ calls: [plan('Rome', '2026-06-10', '2026-06-14')] }, { calls: [plan('Rome', '2026-06-10', '2026-06-14')] }, { calls: [S({ category: 'Shoes' })] }], { end: { tables: { trip_plans: [{ destination: { $contains: 'Rome' } }] } } }],
  ['just the first one of two follows', [{ calls: [{ name: 'influencers.follow', args: { handles: ['oslo_knits', 'street.atelier'] } }] }, { calls: [{ name: 'influencers.unfollow', args: { handles: ['street.atelier'] } }] }], { end: { follows: ['oslo_knits'], taste: 'refreshed' } }],
  ['pause the second one of the follows listed', [{ calls: [{ name: 'influencers.followed', args: { status: ANY } }] }, { calls: [{ name: 'influencers.setActive', args: { handles: ['oslo_knits'], active: false } }] }], { setup: { follows: ['camille.style', 'oslo_knits'] }, end: { follows: ['camille.style', '!oslo_knits'], taste: 'refreshed' } }],
  ['the feed at the budget tier, then similar to its first', [{ calls: [feed('recommended')] }, { calls: [feed('recommended', 'budget')] }, { calls: [similar('Noir Leather Tote')] }]],
  ['real gold answered, then save and a scarf', [{ calls: [S({ category: 'Jewelry' })] }, { calls: [], replyMentions: ['Gold Hoop Earrings'] }, { calls: [add('Gold Hoop Earrings'), S({ category: 'Accessories', text: 'scarf' })] }], { end: { saved: ['Gold Hoop Earrings'], taste: 'refreshed' } }],
  ['linen, a cap, then add it', [{ calls: [S({ category: 'Tops', text: 'shirt' })] }, { calls: [S({ category: 'Tops', text: 'linen' })] }, { calls: [S({ category: 'Tops', text: 'linen', max: 200 })] }, { calls: [add('Linen Beach Shirt')] }], { end: { saved: ['Linen Beach Shirt'], taste: 'refreshed' } }],
  ['black, then beige, keep the heels', [{ calls: [S({ category: 'Shoes', text: 'heel' })] }, { calls: [S({ category: 'Shoes', text: 'black' })] }, { calls: [S({ category: 'Shoes', text: 'beige' })], replyMentions: ['Satin Slingback Heels'] }]],
  ['skirts only, then back to the jeans', [{ calls: [S({ category: 'Bottoms' })] }, { calls: [S({ category: 'Bottoms', text: 'skirt' })] }, { calls: [S({ category: 'Bottoms', text: 'jean' })], replyMentions: ['Blue Straight Jeans'] }]],
  ['a corrected cap, then a colour', [{ calls: [S({ category: 'Shoes', max: 300 })] }, { calls: [S({ category: 'Shoes', max: 100 })] }, { calls: [S({ category: 'Shoes', text: 'white', max: 100 })] }]],
  ['too much, mid range, then the camel one', [{ calls: [S({ category: 'Bags', min: 500 })] }, { calls: [S({ category: 'Bags', min: 100, max: 500 })], replyMentions: ['Camel Structured Bag'] }, { calls: [S({ category: 'Bags', text: 'black', min: '*', max: '*' })] }]],
  ['the dearest, the cheapest, compare them', [{ calls: [S({ min: '*' })], replyMentions: ['Quilted Shoulder Bag'] }, { calls: [S({ max: '*' })], replyMentions: ['Gold Hoop Earrings'] }, { calls: [], replyMentions: ['Quilted Shoulder Bag', 'Gold Hoop Earrings'] }]],
  ['a bit cheaper, then tops in general', [{ calls: [S({ category: 'Tops', text: 'sweater' })] }, { calls: [S({ category: 'Tops', max: '*' })] }, { calls: [S({ category: 'Tops', text: null, max: '*' })] }]],
];
const cases = followVoiceCases('follow-voice2', 'fv2', specs);
writeCases('follow-voice2', cases);
console.log(cases.length);
