// Follow-up voice batch 3: the messages in follow-voice3.messages.txt were written this session by people who never
// saw the code (follow-ups, garment words and budgets); the expectations below were written afterwards from the tool
// contracts, without changing a message. Where a good stylist could do more than one thing, the description says why
// this one. Run: node evals/dev/follow-voice3.gen.mjs
import { writeCases } from './case-helpers.mjs';
import { ANY, P, S, add, compose, excl, feed, followVoiceCases, list, plan, saved, suggest, toCart } from './follow-round-cases.mjs';

const remove = (name) => ({ name: 'dressingRoom.remove', args: { id: saved(name) } });
const anyCall = (name) => ({ name, args: 'any' });
const WARDROBE = { tables: { wardrobe_items: [
  { item_name: 'White Poplin Shirt', category: 'Tops', color: 'white', created_at: '2025-01-01T10:00:00Z' },
  { item_name: 'Black Wool Trousers', category: 'Bottoms', color: 'black', created_at: '2025-01-02T10:00:00Z' },
  { item_name: 'Black Leather Loafers', category: 'Shoes', color: 'black', created_at: '2025-01-03T10:00:00Z' },
] } };
const TRENCH = { tables: { wardrobe_items: [
  { item_name: 'Beige Trench Coat', category: 'Outerwear', color: 'beige', created_at: '2025-01-01T10:00:00Z' },
] } };
const garment = { category: 'garment_words' };
const budget = { category: 'budgets' };

// One entry per line of the messages file, in order: [description, turns' expectations, extra].
const specs = [
  ['a black work bag, the tote asked about, then saved', [{ calls: [S({ category: 'Bags', text: 'black' })] }, { calls: [], replyMentions: ['Noir Leather Tote'] }, { calls: [add('Noir Leather Tote')], replyMentions: ['Noir Leather Tote'] }], { end: { saved: ['Noir Leather Tote'], taste: 'refreshed' } }],
  // "would gold earrings go with it?": the shopper names the piece she has in mind, so the stylist shows it (the gold hoops)
  // rather than ruling on style; "both" is then the navy dress and the earrings.
  ['a gift dress, not red, earrings to go with it, both to the cart', [{ calls: [S({ category: 'Dresses' })] }, { calls: [S({ category: 'Dresses', exclude: excl('red') })], replyOmits: ['Red Wrap Dress'] }, { calls: [S({ category: 'Jewelry', text: 'gold' })], replyMentions: ['Gold Hoop Earrings'] }, { calls: [list(), add('Navy Slip Dress'), add('Gold Hoop Earrings'), toCart('Navy Slip Dress'), toCart('Gold Hoop Earrings')], ordered: false }], { end: { saved: ['Navy Slip Dress', 'Gold Hoop Earrings'], cart: ['Navy Slip Dress', 'Gold Hoop Earrings'], taste: 'refreshed' } }],
  ['white sneakers, a cap, then a bare "add" saves the one shown', [{ calls: [S({ category: 'Shoes', text: 'sneaker' })] }, { calls: [S({ category: 'Shoes', text: 'sneaker', max: 100 })] }, { calls: [add('White Leather Sneakers')] }], { end: { saved: ['White Leather Sneakers'], taste: 'refreshed' } }],
  // "something more street" is a style asked of the blazers, not the next page; "what would @street.atelier wear with
  // jeans" asks for that account's looks: their posts.
  ['blazers, a street style, then what an account would wear', [{ calls: [S({ category: 'Outerwear', text: 'blazer' })] }, { calls: [S({ category: 'Outerwear', text: 'street' })] }, { calls: [anyCall('posts.latest')], replyMentions: ['@street.atelier'] }]],
  ['what goes with the jeans, the sneakers swapped for boots, saved as a named look', [{ calls: [S({ category: 'Bottoms', text: 'jean' }), suggest('top'), suggest('shoes')] }, { calls: [suggest('shoes')], forbid: ['products.search'], replyMentions: ['Black Ankle Boots'] }, { calls: [{ name: 'outfits.save', args: { name: { $contains: 'aturday' }, slots: ANY } }] }], { end: { tables: { outfits: [{ name: { $contains: 'aturday' } }] } } }],
  ['a sparkly top, no sequins, then silk', [{ calls: [S({ category: 'Tops' })] }, { calls: [S({ category: 'Tops', exclude: excl('sequins', 'sequin') })] }, { calls: [S({ category: 'Tops', text: 'silk', exclude: ANY })] }]],
  // "budget not a huge issue": no ceiling, never the budget tier.
  ['a bag with no budget, is the quilted one a brand, the next one down', [{ calls: [S({ category: 'Bags', min: '*' })], replyMentions: ['Quilted Shoulder Bag'] }, { calls: [], replyMentions: ['Maison Vale'] }, { calls: [S({ category: 'Bags', min: '*', max: '*' })], replyMentions: ['Camel Structured Bag'] }]],
  ['boots corrected to ankle boots, brown, then the black ones again', [{ calls: [S({ category: 'Shoes', text: 'boot' })] }, { calls: [S({ category: 'Shoes', text: 'ankle' })] }, { calls: [S({ category: 'Shoes', text: 'brown' })] }, { calls: [S({ category: 'Shoes', text: 'black' })], replyMentions: ['Black Ankle Boots'] }]],
  // No tool edits the pieces of a saved trip: the less beachy top is looked for in the shop.
  ['a Lisbon trip, a dinner added, then a less beachy top', [{ calls: [plan('Lisbon', '2026-05-08', '2026-05-13')] }, { calls: [plan('Lisbon', '2026-05-08', '2026-05-13')] }, { calls: [S({ category: 'Tops' })], forbid: ['trips.plan'] }], { end: { tables: { trip_plans: [{ destination: { $contains: 'Lisbon' } }, { destination: { $contains: 'Lisbon' } }] } } }],
  // "use one from the shop": a blazer for the outfit's outer layer, matched to the rest; the sum is of the pieces shown.
  ['an interview outfit, a blazer from the shop, then its total', [{ calls: [compose] }, { calls: [suggest('outerwear')], forbid: ['products.search', 'wardrobe.list'] }, { calls: [] }], { setup: WARDROBE }],
  ['a beige trench, then a raincoat, then the grey blazer', [{ calls: [S({ category: 'Outerwear', text: 'trench' })] }, { calls: [S({ category: 'Outerwear', text: 'rain' })] }, { calls: [S({ category: 'Outerwear', text: 'blazer' })], replyMentions: ['Grey Tailored Blazer'] }]],
  // "something like what lenaminimal posted": her post, and the look it makes in the shop's pieces.
  ['like an account\'s post, cheaper, then in white', [{ calls: [anyCall('posts.latest'), { name: 'looks.complete', args: { postId: { $post: 'lenaminimal' } } }] }, { calls: [anyCall('looks.complete')] }, { calls: [anyCall('looks.complete')] }]],
  // The quoted "a nice scarf" is what the partner wants: the shopper asks what it means, so scarves are shown.
  ['a nice scarf, is the green one too summery, then to the cart', [{ calls: [S({ category: 'Accessories', text: 'scarf' })] }, { calls: [], replyMentions: ['Green Silk Scarf'] }, { calls: [list(), add('Green Silk Scarf'), toCart('Green Silk Scarf')] }], { end: { saved: ['Green Silk Scarf'], cart: ['Green Silk Scarf'], taste: 'refreshed' } }],
  ['jeans not skinny, questions about them answered', [{ calls: [S({ category: 'Bottoms', text: 'jean', exclude: excl('skinny') })] }, { calls: [], replyMentions: ['Blue Straight Jeans'] }, { calls: [], replyMentions: ['Blue Straight Jeans'] }]],
  // The catalogue marks no piece as men's: anything "mens" is a search of its words.
  ['a men\'s linen shirt, then anything men\'s, then never mind', [{ calls: [S({ category: 'Tops', text: 'linen' })] }, { calls: [S({ text: 'men' })] }, { calls: [] }]],
  // "too short … can you note that": of the feedback reasons (colour, style, brand, price, aspirational, occasion) the cut is style.
  ['a dress under 100, a longer one, then a note it is too short', [{ calls: [S({ category: 'Dresses', max: 100 })] }, { calls: [S({ category: 'Dresses', text: 'long', max: '*' })] }, { calls: [{ name: 'feedback.submit', args: { itemId: P('Navy Slip Dress'), reasons: ['style'], notes: ANY } }] }], { end: { feedback: [{ product: 'Navy Slip Dress', reasons: ['style'] }], taste: 'refreshed' } }],
  ['what was saved, the heels removed, then what is left in the cart', [{ calls: [list()] }, { calls: [remove('Satin Slingback Heels')] }, { calls: [list(true)], replyMentions: ['Red Wrap Dress'] }], { setup: { saved: ['Red Wrap Dress', 'Satin Slingback Heels', 'Gold Hoop Earrings'], cart: ['Red Wrap Dress'] }, end: { saved: ['Red Wrap Dress', 'Gold Hoop Earrings'], taste: 'refreshed' } }],
  // "a look for a rainy weekend in Edinburgh": one outfit for the rain (a look, not a trip's packing list).
  ['a rainy look, own pieces first, then what to buy', [{ calls: [compose], forbid: ['trips.plan'] }, { calls: [compose] }, { calls: [] }], { setup: WARDROBE }],
  ['a gift like a brand, the sweater\'s size, then to the cart', [{ calls: [S({})] }, { calls: [], replyMentions: ['Cream Cashmere Sweater'] }, { calls: [list(), add('Cream Cashmere Sweater'), toCart('Cream Cashmere Sweater')] }], { end: { saved: ['Cream Cashmere Sweater'], cart: ['Cream Cashmere Sweater'], taste: 'refreshed' } }],
  // No tool watches prices: the alert is declined, the bag saved when asked.
  ['a work bag not black, a price alert declined, then saved', [{ calls: [S({ category: 'Bags', exclude: excl('black') })], replyMentions: ['Camel Structured Bag'] }, { calls: [] }, { calls: [add('Camel Structured Bag')] }], { end: { saved: ['Camel Structured Bag'], taste: 'refreshed' } }],
  // "wed is warmer": the day's weather is warmer, so the redone outfit is lighter.
  ['office outfits from the wardrobe, a warmer day redone', [{ calls: [compose] }, { calls: [compose] }, { calls: [] }], { setup: WARDROBE }],
  ['red, a shade of it, then the dress in navy', [{ calls: [S({ text: 'red' })] }, { calls: [S({ text: 'burgundy' })] }, { calls: [S({ category: 'Dresses', text: 'navy' })], replyMentions: ['Navy Slip Dress'] }]],
  ['black heels for a gala, beige is not black, then block-heel boots', [{ calls: [S({ category: 'Shoes', text: 'heel' })] }, { calls: [S({ category: 'Shoes', text: 'black' })] }, { calls: [S({ category: 'Shoes', text: 'boot' })], replyMentions: ['Black Ankle Boots'] }]],
  ['a crossbody, smaller, then its strap asked about', [{ calls: [S({ category: 'Bags', text: 'crossbody' })] }, { calls: [S({ category: 'Bags', text: 'small' })] }, { calls: [], replyMentions: ['Black Mini Crossbody'] }]],
  ['cropped cardigans', [{ calls: [S({ category: 'Tops', text: 'cardigan' })] }], garment],
  ['a pleated midi skirt', [{ calls: [S({ category: 'Bottoms', text: 'skirt' })] }], garment],
  ['hobo bags', [{ calls: [S({ category: 'Bags', text: 'hobo' })] }], garment],
  ['a quilted gilet', [{ calls: [S({ category: 'Outerwear', text: 'gilet' })] }], garment],
  ['a lace bralette', [{ calls: [S({ text: 'bralette' })] }], garment],
  ['a black cigarette trouser', [{ calls: [S({ category: 'Bottoms', text: 'trouser' })] }], garment],
  ['parachute cargo pants', [{ calls: [S({ category: 'Bottoms', text: 'cargo' })] }], garment],
  ['a plaid shacket', [{ calls: [S({ category: 'Outerwear', text: 'shacket' })] }], garment],
  ['black patent mary janes', [{ calls: [S({ category: 'Shoes', text: 'mary jane' })] }], garment],
  // A handle's name beside the garment says the kind of thing, not an account to act on.
  ['a balaclava or a knitted hood', [{ calls: [S({ category: 'Accessories', text: 'balaclava' })] }], garment],
  ['a party dress, max 100 bucks', [{ calls: [S({ category: 'Dresses', max: 100 })] }], budget],
  ['a handbag in the region of three to five hundred', [{ calls: [S({ category: 'Bags', min: 300, max: 500 })], replyMentions: ['Camel Structured Bag'] }], budget],
  ['a whole christening outfit, £250 all in', [{ calls: [compose], forbid: ['products.search'] }], budget],
  ['jeans around 80', [{ calls: [S({ category: 'Bottoms', text: 'jean', min: 60, max: 100 })] }], budget],
  ['money no object, the most luxurious bag', [{ calls: [S({ category: 'Bags', min: '*' })], replyMentions: ['Quilted Shoulder Bag'] }], budget],
  ['€200 for a jacket, in dollars', [{ calls: [S({ category: 'Outerwear', max: 234 })], replyMentions: ['$234'] }], budget],
  ['shoes between 100 and 300', [{ calls: [S({ category: 'Shoes', min: 100, max: 300 })] }], budget],
  ['festival pieces under a tenner', [{ calls: [S({ max: 13 })] }], budget],
  // "nothing over 600 but not fast fashion cheap either": a ceiling and the mid tier's floor.
  ['a mid-range blazer, nothing over 600', [{ calls: [S({ category: 'Outerwear', text: 'blazer', min: 100, max: 600 })], replyMentions: ['Grey Tailored Blazer'] }], budget],
  ['the cheapest thing in the shop', [{ calls: [S({})], replyMentions: ['Gold Hoop Earrings'] }], budget],
  // After an outfit: "no dresses" rebuilds it in separates; "swap the boots" asks for the shoes; the look is then saved.
  ['a first-date outfit, no dresses, flatter shoes, then saved', [{ calls: [compose] }, { calls: [suggest('top'), suggest('bottom')], forbid: ['products.search'] }, { calls: [suggest('shoes')], forbid: ['products.search'] }, { calls: [anyCall('outfits.save')] }], { end: { tables: { outfits: [{ name: ANY }] } } }],
  ['bags, the black ones, under 100, the cheaper one to the cart', [{ calls: [S({ category: 'Bags' })] }, { calls: [S({ category: 'Bags', text: 'black' })] }, { calls: [S({ category: 'Bags', text: 'black', max: 100 })] }, { calls: [list(), add('Black Mini Crossbody'), toCart('Black Mini Crossbody')] }], { end: { saved: ['Black Mini Crossbody'], cart: ['Black Mini Crossbody'], taste: 'refreshed' } }],
  ['a warm jumper, under 150, then thanks', [{ calls: [S({ category: 'Tops' })] }, { calls: [S({ category: 'Tops', max: 150 })] }, { calls: [] }]],
  ['trending, are the sneakers leather, then to the cart', [{ calls: [feed('trending')] }, { calls: [S({ category: 'Shoes', text: 'sneaker' })], forbid: ['outfits.compose'], replyMentions: ['White Leather Sneakers'] }, { calls: [list(), add('White Leather Sneakers'), toCart('White Leather Sneakers')] }], { end: { saved: ['White Leather Sneakers'], cart: ['White Leather Sneakers'], taste: 'refreshed' } }],
  ['what goes with the scarf, with jeans instead, then saved', [{ calls: [S({ category: 'Accessories' }), suggest('top'), suggest('bottom')] }, { calls: [S({ category: 'Bottoms', text: 'jean' }), suggest('top'), suggest('shoes')] }, { calls: [anyCall('outfits.save')] }], { end: { tables: { outfits: [{ name: ANY }] } } }],
  ['new arrivals and an account\'s posts, liking one, then the blazer in it', [{ calls: [feed(ANY), anyCall('posts.latest')], ordered: false }, { calls: [{ name: 'posts.like', args: { postId: { $post: 'camille.style' } } }] }, { calls: [S({ category: 'Outerwear', text: 'blazer' })], replyMentions: ['Grey Tailored Blazer'] }], { end: { likes: ['camille.style'] } }],
  // "why does my feed keep showing me $1000 bags" asks why, not for bags; "too expensive" is feedback on that bag;
  // "turn off cos as a source" pauses it.
  ['why the feed shows dear bags, too expensive noted, a source paused', [{ calls: [], forbid: ['products.search'] }, { calls: [{ name: 'feedback.submit', args: { itemId: P('Quilted Shoulder Bag'), reasons: ['price'], notes: ANY } }] }, { calls: [{ name: 'sources.setActive', args: { handles: ['cos'], active: false } }] }], { setup: { sources: ['cos'] }, end: { sources: ['!cos'], feedback: [{ product: 'Quilted Shoulder Bag', reasons: ['price'] }], taste: 'refreshed' } }],
  ['a rainy look, my own trench used, then cold', [{ calls: [compose] }, { calls: [anyCall('wardrobe.list'), compose], forbid: ['wardrobe.add'] }, { calls: [compose] }], { setup: TRENCH }],
];
const cases = followVoiceCases('follow-voice3', 'fv3', specs);
writeCases('follow-voice3', cases);
console.log(cases.length);
