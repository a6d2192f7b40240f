// Blind batch 5 (follow-ups over several turns), written from docs/tools.md, evals/fixtures.ts and
// evals/README.md before the NLU code or other dev cases were read. (Opening
// turns reworded once to longer, shop-specific requests: a short generic opener was also a held-out request.) Run: node evals/dev/follow-blind5.gen.mjs
import { writeFileSync } from 'node:fs';
// The page size (`limit`) is the stylist's choice, not the shopper's: any value.
const S = (args) => ({ name: 'products.search', args: { limit: { $any: true }, ...args } });
const P = (n) => ({ $product: n });
let n = 0;
const c = (description, turns, extra = {}) => ({ id: `fb5-${String(++n).padStart(2, '0')}`, category: 'follow_ups', description, turns, ...extra });
const cases = [
  c('a price cap after a category keeps the category', [
    { user: 'show me some dresses from your shop please', calls: [S({ category: 'Dresses' })], replyMentions: ['Navy Slip Dress', 'Red Wrap Dress'] },
    { user: 'anything under 100?', calls: [S({ category: 'Dresses', maxPrice: 100 })], replyMentions: ['Navy Slip Dress'], replyOmits: ['Red Wrap Dress'] },
  ]),
  c('a lower cap on black bags keeps the colour and category', [
    { user: 'black bags please, nothing fancy', calls: [S({ category: 'Bags', text: { $contains: 'black' } })], replyMentions: ['Quilted Shoulder Bag'] },
    { user: 'hmm pricey. only the ones below $90', calls: [S({ category: 'Bags', text: { $contains: 'black' }, maxPrice: 90 })], replyMentions: ['Noir Leather Tote', 'Black Mini Crossbody'], replyOmits: ['Quilted Shoulder Bag'] },
  ]),
  c('not a colour keeps the category', [
    { user: 'i need shoes for the week ahead', calls: [S({ category: 'Shoes' })], replyMentions: ['White Leather Sneakers'] },
    { user: 'not the white ones', calls: [S({ category: 'Shoes', exclude: ['white'] })], replyMentions: ['Black Ankle Boots'], replyOmits: ['White Leather Sneakers'] },
  ]),
  c('a corrected cap replaces the old one', [
    { user: 'bags under 500 if you have them', calls: [S({ category: 'Bags', maxPrice: 500 })], replyMentions: ['Camel Structured Bag'] },
    { user: 'actually make that under 100', calls: [S({ category: 'Bags', maxPrice: 100 })], replyMentions: ['Noir Leather Tote'], replyOmits: ['Camel Structured Bag'] },
  ]),
  c('save the navy one from a list', [
    { user: 'pull up the dresses you stock', calls: [S({ category: 'Dresses' })] },
    { user: 'save the navy one', calls: [{ name: 'dressingRoom.add', args: { productId: P('Navy Slip Dress') } }], replyMentions: ['Navy Slip Dress'] },
  ], { end: { saved: ['Navy Slip Dress'], taste: 'refreshed' } }),
  c('a new category keeps the price cap', [
    { user: 'shoes under $300, what have you got', calls: [S({ category: 'Shoes', maxPrice: 300 })], replyMentions: ['Black Ankle Boots'] },
    { user: 'what about bags instead?', calls: [S({ category: 'Bags', maxPrice: 300 })], replyMentions: ['Noir Leather Tote'], replyOmits: ['Quilted Shoulder Bag', 'Camel Structured Bag'] },
  ]),
  c('thanks after a search calls nothing', [
    { user: 'got any jewellery in the shop?', calls: [S({ category: 'Jewelry' })], replyMentions: ['Gold Hoop Earrings'] },
    { user: 'lovely, thanks!', calls: [] },
  ]),
  c('another colour keeps the category', [
    { user: 'red dresses in the catalogue', calls: [S({ category: 'Dresses', text: { $contains: 'red' } })], replyMentions: ['Red Wrap Dress'] },
    { user: 'do you have one in navy?', calls: [S({ category: 'Dresses', text: { $contains: 'navy' } })], replyMentions: ['Navy Slip Dress'] },
  ]),
  c('which is cheapest is answered from the results', [
    { user: 'let me browse the bags you carry', calls: [S({ category: 'Bags' })] },
    { user: 'which one is the cheapest?', calls: [], replyMentions: ['Black Mini Crossbody', '$65'] },
  ]),
  c('save those after a single result', [
    { user: 'white sneakers in your range?', calls: [S({ category: 'Shoes', text: { $contains: 'white' } })], replyMentions: ['White Leather Sneakers'] },
    { user: 'great, save those for me', calls: [{ name: 'dressingRoom.add', args: { productId: P('White Leather Sneakers') } }], replyMentions: ['White Leather Sneakers'] },
  ], { end: { saved: ['White Leather Sneakers'], taste: 'refreshed' } }),
  c('loving a shown piece for its colour records feedback', [
    { user: 'pull up the dresses you stock', calls: [S({ category: 'Dresses' })] },
    { user: 'I love the red wrap dress, the colour is gorgeous', calls: [{ name: 'feedback.submit', args: { itemId: P('Red Wrap Dress'), reasons: ['color'] } }] },
  ], { end: { feedback: [{ product: 'Red Wrap Dress', reasons: ['color'] }], taste: 'refreshed' } }),
  c('disliking a shown piece neither records nor shows it', [
    { user: 'pull up the dresses you stock', calls: [S({ category: 'Dresses' })] },
    { user: "the red one isn't for me tbh, too loud", calls: [], forbid: ['feedback.submit'], replyOmits: ['$140'] },
  ]),
  c('a cap with no result says so', [
    { user: 'outerwear under 1000 in the catalogue', calls: [S({ category: 'Outerwear', maxPrice: 1000 })], replyMentions: ['Grey Tailored Blazer'] },
    { user: 'and under 500?', calls: [S({ category: 'Outerwear', maxPrice: 500 })], replyOmits: ['Grey Tailored Blazer', '$560'] },
  ]),
  c('three turns: cap, not a colour, save it', [
    { user: 'dresses under 150 from your range', calls: [S({ category: 'Dresses', maxPrice: 150 })], replyMentions: ['Red Wrap Dress', 'Navy Slip Dress'] },
    { user: 'not red', calls: [S({ category: 'Dresses', maxPrice: 150, exclude: ['red'] })], replyMentions: ['Navy Slip Dress'], replyOmits: ['Red Wrap Dress'] },
    { user: 'ok save it', calls: [{ name: 'dressingRoom.add', args: { productId: P('Navy Slip Dress') } }], replyMentions: ['Navy Slip Dress'] },
  ], { end: { saved: ['Navy Slip Dress'], taste: 'refreshed' } }),
  c('bought after a search goes to the wardrobe', [
    { user: 'pull up the jeans you stock', calls: [S({ category: 'Bottoms', text: { $contains: 'jean' } })], replyMentions: ['Blue Straight Jeans'] },
    { user: 'i actually bought those last week, can you add them to my wardrobe', calls: [{ name: 'wardrobe.add', args: { item_name: 'Blue Straight Jeans', category: 'Bottoms', brand: 'Denim Lab', color: 'blue', purchase_price: 78 } }], replyMentions: ['Blue Straight Jeans'] },
  ], { end: { tables: { wardrobe_items: [{ item_name: 'Blue Straight Jeans' }] } } }),
  c('too expensive heels: the cap keeps the garment', [
    { user: 'pull up the heels you stock', calls: [S({ category: 'Shoes', text: { $contains: 'heel' } })], replyMentions: ['Satin Slingback Heels'] },
    { user: "that's way too expensive, anything under 200?", calls: [S({ category: 'Shoes', text: { $contains: 'heel' }, maxPrice: 200 })], replyOmits: ['Satin Slingback Heels', '$780'] },
  ]),
  c('how much is it answered from the result', [
    { user: 'do you have a green scarf in the shop', calls: [S({ category: 'Accessories', text: { $contains: 'green' } })], replyMentions: ['Green Silk Scarf'] },
    { user: 'how much is it?', calls: [], replyMentions: ['$120'] },
  ]),
  c('save it for me after naming one piece', [
    { user: 'pull up the navy slip dress you stock', calls: [S({ text: { $contains: 'navy' }, category: 'Dresses' })], replyMentions: ['Navy Slip Dress'] },
    { user: 'save it for me', calls: [{ name: 'dressingRoom.add', args: { productId: P('Navy Slip Dress') } }] },
  ], { end: { saved: ['Navy Slip Dress'], taste: 'refreshed' } }),
  c('a brand after a category keeps the category', [
    { user: 'bags in your range', calls: [S({ category: 'Bags' })] },
    { user: 'just the ones from Maison Vale', calls: [S({ category: 'Bags', text: { $contains: 'maison vale' } })], replyMentions: ['Noir Leather Tote', 'Quilted Shoulder Bag'], replyOmits: ['Black Mini Crossbody'] },
  ]),
  c('four turns: cap, raise it, cart the first', [
    { user: 'any tops under 200 in the catalogue?', calls: [S({ category: 'Tops', maxPrice: 200 })], replyMentions: ['Linen Beach Shirt'], replyOmits: ['Cream Cashmere Sweater'] },
    { user: 'ok go up to 400', calls: [S({ category: 'Tops', maxPrice: 400 })], replyMentions: ['Cream Cashmere Sweater'] },
    { user: 'save the cashmere one', calls: [{ name: 'dressingRoom.add', args: { productId: P('Cream Cashmere Sweater') } }], replyMentions: ['Cream Cashmere Sweater'] },
    { user: 'thank you x', calls: [] },
  ], { end: { saved: ['Cream Cashmere Sweater'], taste: 'refreshed' } }),
];
writeFileSync(new URL('./follow-blind5.json', import.meta.url), `${JSON.stringify(cases, null, 2)}\n`);
console.log(cases.length);
