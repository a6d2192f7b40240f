// Follow-up voice batch: the messages in follow-voice.messages.txt were written first, as shoppers, before
// any code, contract or case was read; the expectations below were written afterwards from docs/tools.md
// and the tool contracts, without changing a message. Run: node evals/dev/follow-voice.gen.mjs
import { writeCases } from './case-helpers.mjs';
import { ANY, ROOM, S, add, compose, feed, followVoiceCases, list, plan, saved, similar, suggest, toCart } from './follow-round-cases.mjs';

const remove = (name) => ({ name: 'dressingRoom.remove', args: { id: saved(name) } });
const WARDROBE = { tables: { wardrobe_items: [
  { item_name: 'White Poplin Shirt', category: 'Tops', color: 'white', created_at: '2025-01-01T10:00:00Z' },
  { item_name: 'Black Wool Trousers', category: 'Bottoms', color: 'black', created_at: '2025-01-02T10:00:00Z' },
  { item_name: 'Black Leather Loafers', category: 'Shoes', color: 'black', created_at: '2025-01-03T10:00:00Z' },
] } };

// One entry per line of the messages file, in order: [description, turns' expectations, extra].
const specs = [
  ['a cap after bags keeps the category', [{ calls: [S({ category: 'Bags' })] }, { calls: [S({ category: 'Bags', max: 100 })], replyMentions: ['Black Mini Crossbody'], replyOmits: ['Camel Structured Bag'] }]],
  ['cheaper then a colour keeps the dresses', [{ calls: [S({ category: 'Dresses' })] }, { calls: [S({ category: 'Dresses', max: '*' })], replyOmits: ['$140'] }, { calls: [S({ category: 'Dresses', text: 'navy', max: '*' })] }]],
  ['a corrected garment replaces the boots', [{ calls: [S({ category: 'Shoes', text: 'boot' })] }, { calls: [S({ category: 'Shoes', text: 'sneaker' })], replyOmits: ['Black Ankle Boots'] }]],
  ['a colour after a scarf keeps the scarf', [{ calls: [S({ category: 'Accessories' })] }, { calls: [S({ category: 'Accessories', text: 'green' })], replyMentions: ['Green Silk Scarf'] }]],
  ['not black, then brown, keep the tote', [{ calls: [S({ category: 'Bags', text: 'tote' })] }, { calls: [S({ category: 'Bags', text: 'tote', exclude: ['black'] })], replyOmits: ['$89'] }, { calls: [S({ category: 'Bags', text: 'brown' })] }]],
  ['the mid tier keeps the jeans', [{ calls: [S({ category: 'Bottoms', text: 'jean' })] }, { calls: [S({ category: 'Bottoms', text: 'jean', min: 100, max: 500 })], replyOmits: ['$78'] }]],
  ['which is cheaper is answered from the two dresses', [{ calls: [S({ category: 'Dresses', max: '*' })] }, { calls: [], replyMentions: ['Navy Slip Dress', '$85'] }]],
  ['does the first come in black searches black heels', [{ calls: [S({ category: 'Shoes', text: 'heel' })] }, { calls: [S({ category: 'Shoes', text: 'black' })] }]],
  ['is the second one leather is answered from the bags', [{ calls: [S({ category: 'Bags' })] }, { calls: [], replyMentions: ['Noir Leather Tote'] }]],
  ['how much is that one after a jumper', [{ calls: [S({ category: 'Tops' })] }, { calls: [], replyMentions: ['$310'] }]],
  ['the cheaper one of the shoes is saved', [{ calls: [S({ category: 'Shoes' })] }, { calls: [add('White Leather Sneakers')], replyMentions: ['White Leather Sneakers'] }], { end: { saved: ['White Leather Sneakers'], taste: 'refreshed' } }],
  ['go back to the blazers drops the last change', [{ calls: [S({ category: 'Outerwear', text: 'blazer' })] }, { calls: [S({ category: 'Outerwear' })] }, { calls: [S({ category: 'Outerwear', text: 'blazer' })], replyMentions: ['Grey Tailored Blazer'] }]],
  ['save both of two dresses', [{ calls: [S({ category: 'Dresses' })] }, { calls: [add('Navy Slip Dress'), add('Red Wrap Dress')], ordered: false }], { end: { saved: ['Navy Slip Dress', 'Red Wrap Dress'], taste: 'refreshed' } }],
  ['more like the second piece of the feed', [{ calls: [feed('recommended')] }, { calls: [similar('Black Mini Crossbody')] }]],
  ['only the bags after the feed', [{ calls: [feed('recommended')] }, { calls: [S({ category: 'Bags' })], replyMentions: ['Black Mini Crossbody'], replyOmits: ['White Leather Sneakers'] }]],
  ['what in the wardrobe goes with a dress', [{ calls: [{ name: 'wardrobe.list', args: 'any' }] }, { calls: [S({ category: 'Dresses', text: 'red' }), suggest('shoes'), suggest('bag')], replyMentions: ['Black Leather Loafers'] }], { setup: WARDROBE }],
  ['black things in the wardrobe after listing it', [{ calls: [{ name: 'wardrobe.list', args: 'any' }] }, { calls: [{ name: 'wardrobe.list', args: { query: 'black', category: ANY, limit: ANY } }], forbid: ['products.search'], replyMentions: ['Black Wool Trousers', 'Black Leather Loafers'], replyOmits: ['White Poplin Shirt'] }], { setup: WARDROBE }],
  ['swap the shoes, then warmer, after an outfit', [{ calls: [compose] }, { calls: [suggest('shoes')], forbid: ['products.search'] }, { calls: [compose], forbid: ['products.search'] }]],
  ['more casual, then another bag, after an outfit', [{ calls: [compose] }, { calls: [compose] }, { calls: [suggest('bag')], forbid: ['products.search'] }]],
  ['remove the second one of the dressing room', [{ calls: [list()] }, { calls: [remove('Noir Leather Tote')] }], { setup: { saved: ROOM }, end: { saved: ['Red Wrap Dress', 'Gold Hoop Earrings'], taste: 'refreshed' } }],
  ['how much is all that after the cart', [{ calls: [list(true)], replyMentions: ['Red Wrap Dress', 'Gold Hoop Earrings'] }, { calls: [], replyMentions: ['$185'] }], { setup: { saved: ROOM, cart: ['Red Wrap Dress', 'Gold Hoop Earrings'] } }],
  ['move the tote, and the earrings, to the cart', [{ calls: [list()] }, { calls: [toCart('Noir Leather Tote')] }, { calls: [toCart('Gold Hoop Earrings')], forbid: ['products.search'] }], { setup: { saved: ROOM }, end: { cart: ['Noir Leather Tote', 'Gold Hoop Earrings'] } }],
  ['a jacket and shoes after a trip plan are searched', [{ calls: [plan('Lisbon', '2026-04-27', '2026-05-01')] }, { calls: [S({ category: 'Outerwear' })] }, { calls: [S({ category: 'Shoes' })] }], { end: { tables: { trip_plans: [{ destination: { $contains: 'Lisbon' } }] } } }],
  ['will it be cold is answered from the trip plan', [{ calls: [plan('Oslo', '2026-05-04', '2026-05-09')] }, { calls: [], replyMentions: ['17'] }, { calls: [], replyMentions: ['Cream Cashmere Sweater'] }], { end: { tables: { trip_plans: [{ destination: { $contains: 'Oslo' } }] } } }],
  ['what has she posted after following her', [{ calls: [{ name: 'influencers.follow', args: { handles: ['camille.style'] } }] }, { calls: [{ name: 'posts.latest', args: {} }], replyMentions: ['@camille.style'], replyOmits: ['@street.atelier', '@oslo_knits'] }], { end: { follows: ['camille.style'], taste: 'refreshed' } }],
  ['unfollow her right after following', [{ calls: [{ name: 'influencers.follow', args: { handles: ['lenaminimal'] } }] }, { calls: [{ name: 'influencers.unfollow', args: { handles: ['lenaminimal'] } }] }]],
  ['stop following the last one of the list', [{ calls: [{ name: 'influencers.followed', args: { status: ANY } }] }, { calls: [{ name: 'influencers.unfollow', args: { handles: ['oslo_knits'] } }] }], { setup: { follows: ['camille.style', 'oslo_knits'] }, end: { follows: ['camille.style'], taste: 'refreshed' } }],
  ['gold, then a cap, keep the earrings', [{ calls: [S({ category: 'Jewelry' })] }, { calls: [S({ category: 'Jewelry', text: 'gold' })] }, { calls: [S({ category: 'Jewelry', text: 'gold', max: 50 })], replyMentions: ['Gold Hoop Earrings'] }]],
  ['not white, then cream, keep the tops', [{ calls: [S({ category: 'Tops' })] }, { calls: [S({ category: 'Tops', exclude: ['white'] })], replyOmits: ['Linen Beach Shirt'] }, { calls: [S({ category: 'Tops', text: 'cream' })], replyMentions: ['Cream Cashmere Sweater'] }]],
  ['boots instead of sneakers', [{ calls: [S({ category: 'Shoes', text: 'sneaker', max: '*' })] }, { calls: [S({ category: 'Shoes', text: 'boot', max: '*' })], replyOmits: ['White Leather Sneakers'] }]],
  ['the cheapest of a brand, then save it', [{ calls: [S({ category: 'Bags' })] }, { calls: [], replyMentions: ['Noir Leather Tote', '$89'] }, { calls: [add('Noir Leather Tote')] }], { end: { saved: ['Noir Leather Tote'], taste: 'refreshed' } }],
  ['blue, then back to the red one', [{ calls: [S({ category: 'Dresses', text: 'red' })] }, { calls: [S({ category: 'Dresses', text: 'blue' })] }, { calls: [S({ category: 'Dresses', text: 'red' })], replyMentions: ['Red Wrap Dress'] }]],
  ['tell me more about one result', [{ calls: [S({ category: 'Dresses' })] }, { calls: [], replyMentions: ['Navy Slip Dress', '$85'] }]],
  ['tiers down the bags', [{ calls: [S({ category: 'Bags', min: 500 })] }, { calls: [S({ category: 'Bags', min: 100, max: 500 })], replyMentions: ['Camel Structured Bag'] }, { calls: [S({ category: 'Bags', max: 100 })], replyOmits: ['Camel Structured Bag'] }]],
  ['trousers instead of jeans', [{ calls: [S({ category: 'Bottoms', text: 'jean' })] }, { calls: [S({ category: 'Bottoms', text: 'trouser' })] }]],
  ['grey then a cap keep the coats', [{ calls: [S({ category: 'Outerwear' })] }, { calls: [S({ category: 'Outerwear', text: 'grey' })] }, { calls: [S({ category: 'Outerwear', text: 'grey', max: 600 })] }]],
  ['no heels, then boots only', [{ calls: [S({ category: 'Shoes' })] }, { calls: [S({ category: 'Shoes', exclude: ANY })], replyOmits: ['Satin Slingback Heels'] }, { calls: [S({ category: 'Shoes', text: 'boot' })], replyMentions: ['Black Ankle Boots'] }]],
  ['linen then white after a wedding look', [{ calls: [compose] }, { calls: [S({ text: 'linen' })] }, { calls: [S({ text: 'white' })], replyMentions: ['Linen Beach Shirt'] }]],
  ['that scarf, how much', [{ calls: [S({ category: 'Accessories' })] }, { calls: [], replyMentions: ['$120'] }]],
  ['compare the first two bags', [{ calls: [S({ category: 'Bags' })] }, { calls: [], replyMentions: ['Black Mini Crossbody', 'Noir Leather Tote', '$65', '$89'] }]],
  ['who makes it and is it leather', [{ calls: [S({ category: 'Bags', text: 'camel' })] }, { calls: [], replyMentions: ['Atelier Nord'] }, { calls: [], replyMentions: ['Camel Structured Bag'] }]],
  ['the one with the chain strap is saved', [{ calls: [S({ category: 'Bags', text: 'black' })] }, { calls: [add('Black Mini Crossbody')], replyMentions: ['Black Mini Crossbody'] }], { end: { saved: ['Black Mini Crossbody'], taste: 'refreshed' } }],
  ['wool or cashmere, then a cap', [{ calls: [S({ category: 'Tops', text: 'sweater' })] }, { calls: [S({ category: 'Tops' })] }, { calls: [S({ category: 'Tops', max: 400 })], replyMentions: ['Cream Cashmere Sweater'] }]],
  ['forget the heels, flats then', [{ calls: [S({ category: 'Shoes', text: 'heel' })] }, { calls: [S({ category: 'Shoes', text: 'heel', max: 200 })] }, { calls: [S({ category: 'Shoes', text: 'flat', max: '*' })] }]],
  ['the top one of an empty trending list is nothing to add', [{ calls: [feed('trending')] }, { calls: [], forbid: ['products.search'] }, { calls: [], forbid: ['dressingRoom.add', 'dressingRoom.toggleCart'] }]],
  ['pants are the jeans, and the blue ones saved', [{ calls: [S({ category: 'Bottoms' })], replyMentions: ['Blue Straight Jeans'] }, { calls: [add('Blue Straight Jeans')] }], { end: { saved: ['Blue Straight Jeans'], taste: 'refreshed' } }],
  ['browse the bags, then ask about the mini one', [{ calls: [S({ category: 'Bags' })] }, { calls: [], replyMentions: ['Black Mini Crossbody'] }]],
  ['not that, something cheaper after the feed', [{ calls: [feed('recommended')] }, { calls: [{ name: 'recommendations.feed', args: { section: 'recommended', tier: 'budget', limit: ANY, favoriteIds: ANY } }] }]],
  ['both of them after one piece', [{ calls: [S({ category: 'Jewelry' })] }, { calls: [], forbid: ['dressingRoom.add'], replyMentions: ['Gold Hoop Earrings'] }]],
  ['less pricey after one beige pair', [{ calls: [S({ category: 'Shoes' })] }, { calls: [S({ category: 'Shoes', text: 'beige' })] }, { calls: [S({ category: 'Shoes', max: '*' })], replyOmits: ['$780'] }]],
  ['similar, then cheaper than that', [{ calls: [S({ category: 'Dresses', text: 'red' })] }, { calls: [similar('Red Wrap Dress')] }, { calls: [S({ category: 'Dresses', max: { $oneOf: [139, 140] } })], replyMentions: ['Navy Slip Dress'] }]],
  ['a smaller bag after a weekend plan', [{ calls: [plan('Paris', '2026-04-25', '2026-04-26')] }, { calls: [S({ category: 'Bags' })], replyMentions: ['Black Mini Crossbody'] }], { end: { tables: { trip_plans: [{ destination: { $contains: 'Paris' } }] } } }],
  ['the most expensive in the dressing room, then take it out', [{ calls: [list()] }, { calls: [], replyMentions: ['Red Wrap Dress', '$140'] }, { calls: [remove('Red Wrap Dress')] }], { setup: { saved: ROOM }, end: { saved: ['Noir Leather Tote', 'Gold Hoop Earrings'], taste: 'refreshed' } }],
  ['just the navy one', [{ calls: [S({ category: 'Dresses' })] }, { calls: [S({ category: 'Dresses', text: 'navy' })], replyMentions: ['Navy Slip Dress'], replyOmits: ['Red Wrap Dress'] }]],
  ['same but in black keeps the cap', [{ calls: [S({ category: 'Tops', max: 200 })] }, { calls: [S({ category: 'Tops', text: 'black', max: 200 })] }]],
  ['the grey one from forma, then add it', [{ calls: [S({ category: 'Outerwear', text: 'blazer' })] }, { calls: [S({ category: 'Outerwear' })] }, { calls: [add('Grey Tailored Blazer')] }], { end: { saved: ['Grey Tailored Blazer'], taste: 'refreshed' } }],
  ['new in, a brand, the wrap one saved', [{ calls: [feed(ANY)] }, { calls: [S({ text: 'solenne' })] }, { calls: [add('Red Wrap Dress')], replyMentions: ['Red Wrap Dress'] }], { end: { saved: ['Red Wrap Dress'], taste: 'refreshed' } }],
];
const cases = followVoiceCases('follow-voice', 'fv', specs);
writeCases('follow-voice', cases);
console.log(cases.length);
