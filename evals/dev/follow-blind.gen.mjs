// Writes follow-blind.json: the blind batch for follow-ups and garment words (issue 27), written from the
// tool contracts and the eval world before reading the reader or the skills. Only saves typing. Two requests
// were reworded later (a price, a relative) because evals/heldout.test.ts found them in the held-out set by chance.
import { writeFileSync } from 'node:fs';

const S = (args) => ({ name: 'products.search', args: { limit: 6, ...args } });
const c = (s) => ({ $contains: s });
const any = (...xs) => ({ $oneOf: xs.map((x) => ({ $contains: x })) });
const add = (name) => ({ name: 'dressingRoom.add', args: { productId: { $product: name } } });
const cart = (name) => ({ name: 'dressingRoom.toggleCart', args: { id: { $saved: name } } });
const similar = (name) => ({ name: 'products.similar', args: { id: { $product: name }, limit: 6 } });
// toggleCart flips the flag, so a plan that moves a piece into the cart first reads the dressing room (a piece already in it stays).
const list = { name: 'dressingRoom.list', args: { inCartOnly: { $any: true } } };
const t = (user, calls, replyMentions = [], extra = {}) => ({ user, calls, ...(replyMentions.length ? { replyMentions } : {}), ...extra });

const F = [];
const G = [];
const f = (description, turns, more = {}) => F.push({ description, turns, ...more });
const g = (description, turns, more = {}) => G.push({ description, turns, ...more });

// ---- follow-ups after a search
const bags = t('show me bags', [S({ category: 'Bags' })]);
const dresses = t('got any dresses?', [S({ category: 'Dresses' })]);
const shoes = t('shoes pls', [S({ category: 'Shoes' })]);
const tops = t('what tops do you have', [S({ category: 'Tops' })]);

f('a price cap after a category search', [bags, t('anything under 100?', [S({ category: 'Bags', maxPrice: 100 })], ['Black Mini Crossbody', 'Noir Leather Tote'])]);
f('a colour added to a category search', [dresses, t('in red?', [S({ category: 'Dresses', text: c('red') })], ['Red Wrap Dress'])]);
f('a colour swapped', [t('red dresses', [S({ category: 'Dresses', text: c('red') })]), t('actually do you have navy', [S({ category: 'Dresses', text: c('navy') })], ['Navy Slip Dress'])]);
f('the price bound flipped', [t('shoes under 300', [S({ category: 'Shoes', maxPrice: 300 })]), t('what about over 500 instead', [S({ category: 'Shoes', minPrice: 500 })], ['Satin Slingback Heels'])]);
f('a material narrows the search', [bags, t('only leather ones', [S({ category: 'Bags', text: c('leather') })], ['Noir Leather Tote'])]);
f('a brand narrows the search', [bags, t('just the ones from maison vale', [S({ category: 'Bags', text: c('maison vale') })], ['Noir Leather Tote', 'Quilted Shoulder Bag'])]);
f('not a colour', [shoes, t('nothing black', [S({ category: 'Shoes', exclude: ['black'] })], ['White Leather Sneakers'])]);
f('save the second one', [dresses, t('save the second one', [add('Red Wrap Dress')], ['Red Wrap Dress'])], { end: { taste: 'refreshed', saved: ['Red Wrap Dress'] } });
f('the cheaper one, saved', [dresses, t('the cheaper one please, add it to my dressing room', [add('Navy Slip Dress')], ['Navy Slip Dress'])], { end: { taste: 'refreshed', saved: ['Navy Slip Dress'] } });
f('add both to the cart', [t('bags under 100', [S({ category: 'Bags', maxPrice: 100 })]), t('add both to my cart', [list, add('Black Mini Crossbody'), add('Noir Leather Tote'), cart('Black Mini Crossbody'), cart('Noir Leather Tote')], [], { ordered: false })], { end: { taste: 'refreshed', saved: ['Black Mini Crossbody', 'Noir Leather Tote'], cart: ['Black Mini Crossbody', 'Noir Leather Tote'] } });
f('more like the first one', [shoes, t('more like the first one', [similar('White Leather Sneakers')])]);
f('a price question about a shown piece', [shoes, t('how much are the boots?', [], ['$240'])]);
f('which is cheaper', [dresses, t('which one is cheaper', [], ['Navy Slip Dress'])]);
f('a brand question about a shown piece by colour', [bags, t('what brand is the camel one', [], ['Atelier Nord'])]);
f('the third one saved, polite', [bags, t('i like the third one, could you save it for me', [add('Camel Structured Bag')], ['Camel Structured Bag'])], { end: { taste: 'refreshed', saved: ['Camel Structured Bag'] } });
f('a shown piece by its garment', [tops, t('save the sweater', [add('Cream Cashmere Sweater')], ['Cream Cashmere Sweater'])], { end: { taste: 'refreshed', saved: ['Cream Cashmere Sweater'] } });
f('the navy one to the basket', [dresses, t('put the navy one in my basket', [list, add('Navy Slip Dress'), cart('Navy Slip Dress')], ['Navy Slip Dress'])], { end: { taste: 'refreshed', saved: ['Navy Slip Dress'], cart: ['Navy Slip Dress'] } });
f('take a piece out of the cart', [t('take the tote out of my cart', [{ name: 'dressingRoom.list', args: { inCartOnly: { $any: true } } }, cart('Noir Leather Tote')], ['Noir Leather Tote'], { forbid: ['dressingRoom.remove'] })], { setup: { saved: ['Noir Leather Tote', 'Red Wrap Dress'], cart: ['Noir Leather Tote', 'Red Wrap Dress'] }, end: { cart: ['Red Wrap Dress'] } });
f('remove from the cart finds the cart piece', [t('remove the tote from my cart', [{ name: 'dressingRoom.list', args: { inCartOnly: { $any: true } } }, cart('Noir Leather Tote')], ['Noir Leather Tote'], { forbid: ['dressingRoom.remove'] })], { setup: { saved: ['Noir Leather Tote', 'Black Mini Crossbody'], cart: ['Noir Leather Tote'] }, end: { cart: [] } });
f('another colour, instead', [t('black bags', [S({ category: 'Bags', text: c('black') })]), t('in brown instead?', [S({ category: 'Bags', text: c('brown') })], ['Camel Structured Bag'])]);
f('a correction keeps the price', [t('bags under 450', [S({ category: 'Bags', maxPrice: 450 })]), t('sorry i meant shoes', [S({ category: 'Shoes', maxPrice: 450 })], ['White Leather Sneakers', 'Black Ankle Boots'])]);
f('a new cap replaces the old', [t('show me dresses under 100', [S({ category: 'Dresses', maxPrice: 100 })]), t('ok make it under 150', [S({ category: 'Dresses', maxPrice: 150 })], ['Red Wrap Dress'])]);
f('less formal keeps the category', [bags, t('something less formal?', [S({ category: 'Bags', text: { $any: true } })])]);
f('a longer length keeps the category', [dresses, t('anything in a longer length', [S({ category: 'Dresses', text: any('long', 'maxi', 'midi') })])]);
f('a material with no match: one search, then yes drops it', [tops, t('do you have any in denim', [S({ category: 'Tops', text: c('denim') })]), t('yes please', [S({ category: 'Tops' })], ['Cream Cashmere Sweater'])]);
f('suede shoes none: one search, then ok', [shoes, t('are any of them suede', [S({ category: 'Shoes', text: c('suede') })]), t('ok go on', [S({ category: 'Shoes' })], ['Black Ankle Boots'])]);
f('not interested in one shown piece', [bags, t('not interested in the quilted one, show me others', [S({ category: 'Bags', exclude: { $set: ['quilted'] } })], ['Noir Leather Tote'])]);
f('save both', [dresses, t('love them both, save them', [add('Navy Slip Dress'), add('Red Wrap Dress')], [], { ordered: false })], { end: { taste: 'refreshed', saved: ['Navy Slip Dress', 'Red Wrap Dress'] } });
f('compare the two', [t('bags under 100', [S({ category: 'Bags', maxPrice: 100 })]), t('whats the difference in price between the two', [], ['$65', '$89'])]);
f('who makes the white ones', [shoes, t('the white ones - who makes them?', [], ['Pace'])]);
f('the last one to the cart', [shoes, t('the last one, add to cart', [list, add('Satin Slingback Heels'), cart('Satin Slingback Heels')])], { end: { taste: 'refreshed', saved: ['Satin Slingback Heels'], cart: ['Satin Slingback Heels'] } });
f('like the red one', [dresses, t('what else have you got like the red one', [similar('Red Wrap Dress')])]);
f('a cap and a negation at once', [bags, t('under a hundred and not black', [S({ category: 'Bags', maxPrice: 100, exclude: ['black'] })])]);
f('same but cheaper than a number', [shoes, t('same but under 250', [S({ category: 'Shoes', maxPrice: 250 })], ['White Leather Sneakers', 'Black Ankle Boots'])]);
f('a category narrows a colour search', [t('show me black stuff', [S({ text: c('black') })]), t('just the shoes', [S({ category: 'Shoes', text: c('black') })], ['Black Ankle Boots'])]);
f('smaller ones', [bags, t('any smaller ones?', [S({ category: 'Bags', text: any('small', 'mini') })], ['Black Mini Crossbody'])]);
f('a colour correction', [t('white sneakers', [S({ category: 'Shoes', text: c('white') })]), t('no wait, black', [S({ category: 'Shoes', text: c('black') })])]);
f('a brand, then a cap', [t('anything from solenne?', [S({ text: c('solenne') })]), t('only the ones under 100', [S({ text: c('solenne'), maxPrice: 100 })], ['Navy Slip Dress'])]);
f('the boots to the cart with a dash', [shoes, t("i'll take the boots — put them in my cart", [list, add('Black Ankle Boots'), cart('Black Ankle Boots')], ['Black Ankle Boots'])], { end: { taste: 'refreshed', saved: ['Black Ankle Boots'], cart: ['Black Ankle Boots'] } });
f('neither, tops instead', [dresses, t('not keen on either tbh, show me tops instead', [S({ category: 'Tops' })], ['Cream Cashmere Sweater'])]);
f('a price floor in words', [bags, t('hmm something a bit more upmarket, over 400', [S({ category: 'Bags', minPrice: 400 })], ['Camel Structured Bag', 'Quilted Shoulder Bag'])]);
f('that one after a single result', [t('ankle boots', [S({ category: 'Shoes', text: c('ankle') })]), t('perfect, save that one', [add('Black Ankle Boots')], ['Black Ankle Boots'])], { end: { taste: 'refreshed', saved: ['Black Ankle Boots'] } });
f('between prices', [bags, t('something between 50 and 100', [S({ category: 'Bags', minPrice: 50, maxPrice: 100 })])]);
f('a brand swap', [bags, t('what about atelier nord instead', [S({ category: 'Bags', text: c('atelier nord') })], ['Camel Structured Bag'])]);

// ---- garment words narrower than a category
const gs = (user, args, reply = []) => [t(user, [S(args)], reply)];
g('trainers are sneakers', gs('have you got any trainers', { category: 'Shoes', text: any('trainer', 'sneaker') }, ['White Leather Sneakers']));
g('jumper is a sweater', gs('any jumpers?', { category: 'Tops', text: any('jumper', 'sweater') }, ['Cream Cashmere Sweater']));
g('grey trousers', gs('grey trousers', { category: 'Bottoms', text: c('grey') }));
g('american pants', gs('black pants for work', { category: 'Bottoms', text: c('black') }));
g('a waistcoat', gs('I need a navy waistcoat', { category: { $oneOf: ['Tops', 'Outerwear'] }, text: c('waistcoat') }));
g('a gilet', gs('do you sell gilets', { category: 'Outerwear', text: c('gilet') }));
g('a mac', gs('looking for a mac for rainy days', { category: 'Outerwear', text: any('mac', 'raincoat', 'trench') }));
g('a pinafore', gs('pinafore dress', { category: 'Dresses', text: c('pinafore') }));
g('culottes in linen', gs('linen culottes', { category: 'Bottoms', text: c('culotte') }));
g('mules', gs('mules with a low heel', { category: 'Shoes', text: c('mule') }));
g('loafers', gs('loafers, black leather ideally', { category: 'Shoes', text: c('loafer') }));
g('a clutch', gs('i need a clutch for a wedding', { category: 'Bags', text: c('clutch') }));
g('ankle boots', gs('ankle boots please', { category: 'Shoes', text: c('ankle') }, ['Black Ankle Boots']));
g('a cashmere jumper', gs('cashmere jumper', { category: 'Tops', text: c('cashmere') }, ['Cream Cashmere Sweater']));
g('a silk scarf', gs('a silk scarf for my aunt', { category: 'Accessories', text: c('silk') }, ['Green Silk Scarf']));
g('hoops', gs('gold hoops', { category: 'Jewelry', text: c('hoop') }, ['Gold Hoop Earrings']));
g('a crossbody', gs('show me a crossbody', { category: 'Bags', text: c('crossbody') }, ['Black Mini Crossbody']));
g('slingbacks', gs('any slingbacks?', { category: 'Shoes', text: c('slingback') }, ['Satin Slingback Heels']));
g('straight jeans', gs('straight leg jeans', { category: 'Bottoms', text: c('straight') }, ['Blue Straight Jeans']));
g('a blazer', gs('a blazer for work', { category: 'Outerwear', text: c('blazer') }, ['Grey Tailored Blazer']));
g('leggings for the gym', gs('leggings for the gym', { category: { $oneOf: ['Activewear', 'Bottoms'] }, text: c('legging') }));
g('a puffer', gs('a puffer jacket', { category: 'Outerwear', text: c('puffer') }));
g('wellies', gs('wellies for festival season', { category: 'Shoes', text: any('welli', 'rain boot', 'wellington') }));
g('a cardigan', gs('a chunky cardigan', { category: 'Tops', text: c('cardigan') }));
g('a little black dress', gs('a little black dress', { category: 'Dresses', text: c('black') }));
g('sandals under 100', gs('sandals under 100', { category: 'Shoes', text: c('sandal'), maxPrice: 100 }));
g('tote bags', gs('tote bags', { category: 'Bags', text: c('tote') }, ['Noir Leather Tote']));
g('a black shoulder bag', gs('shoulder bag in black', { category: 'Bags', text: c('shoulder') }, ['Quilted Shoulder Bag']));
g('a polo neck', gs('a polo neck jumper', { category: 'Tops', text: any('polo neck', 'turtleneck') }));
g('a trench', gs('classic beige trench', { category: 'Outerwear', text: c('trench') }));
g('shorts for holiday', gs('shorts for my holiday', { category: 'Bottoms', text: c('short') }));
g('court shoes', gs('court shoes for the office', { category: 'Shoes', text: any('court', 'pump', 'heel') }));
g('heels', gs('heels?', { category: 'Shoes', text: c('heel') }, ['Satin Slingback Heels']));
g('a plain tee', gs('a plain white tee', { category: 'Tops', text: any('tee', 't-shirt') }));
g('dungarees', gs('dungarees', { category: { $oneOf: ['Bottoms', 'Dresses'] }, text: any('dungaree', 'overall') }));
g('a sweater, US', gs('im looking for a cozy sweater', { category: 'Tops', text: c('sweater') }, ['Cream Cashmere Sweater']));

const cases = [
  ...F.map((x, i) => ({ id: `blind-follow-${String(i + 1).padStart(2, '0')}`, category: 'follow_ups', ...x })),
  ...G.map((x, i) => ({ id: `blind-garment-${String(i + 1).padStart(2, '0')}`, category: 'garment_words', ...x })),
];
writeFileSync(new URL('./follow-blind.json', import.meta.url), `${JSON.stringify(cases, null, 2)}\n`);
console.log(cases.length, 'cases');
