// Writes follow-blind2.json: a second blind batch for follow-ups and garment words (issue 27), written after
// the first batch's fixes and before running it, to check they generalise. Only saves typing. After its first
// run two exclusion matchers were corrected ($contains cannot match an array), nothing else.
import { writeFileSync } from 'node:fs';

const S = (args) => ({ name: 'products.search', args: { limit: 6, ...args } });
const c = (s) => ({ $contains: s });
const any = (...xs) => ({ $oneOf: xs.map((x) => ({ $contains: x })) });
const add = (name) => ({ name: 'dressingRoom.add', args: { productId: { $product: name } } });
const cart = (name) => ({ name: 'dressingRoom.toggleCart', args: { id: { $saved: name } } });
const list = { name: 'dressingRoom.list', args: { inCartOnly: { $any: true } } };
const t = (user, calls, replyMentions = [], extra = {}) => ({ user, calls, ...(replyMentions.length ? { replyMentions } : {}), ...extra });
const out = [];
const f = (category, description, turns, more = {}) => out.push({ category, description, turns, ...more });
const F = 'follow_ups';
const G = 'garment_words';

const shoes = t('Hi! could you show me some shoes', [S({ category: 'Shoes' })]);
const bagsU100 = t('bags below $100 please', [S({ category: 'Bags', maxPrice: 100 })]);
const dresses = t('dresses', [S({ category: 'Dresses' })]);
const bags = t('handbags?', [S({ category: 'Bags' })]);

f(F, 'velvet none, then sure', [dresses, t('velvet ones?', [S({ category: 'Dresses', text: c('velvet') })]), t('sure', [S({ category: 'Dresses' })], ['Navy Slip Dress'])]);
f(F, 'tweed bags none, then yeah go ahead', [t('tweed bags', [S({ category: 'Bags', text: c('tweed') })]), t('yeah go ahead', [S({ category: 'Bags' })], ['Black Mini Crossbody'])]);
f(F, 'a no after the offer searches nothing', [t('silk shoes', [S({ category: 'Shoes', text: c('silk') })]), t('no thanks', [])]);
f(F, 'both in the basket, British', [bagsU100, t('stick both in my basket please', [list, add('Black Mini Crossbody'), add('Noir Leather Tote'), cart('Black Mini Crossbody'), cart('Noir Leather Tote')], [], { ordered: false })], { end: { taste: 'refreshed', saved: ['Black Mini Crossbody', 'Noir Leather Tote'], cart: ['Black Mini Crossbody', 'Noir Leather Tote'] } });
f(F, 'all three to the cart', [shoes, t('add all three to cart', [list, add('White Leather Sneakers'), add('Black Ankle Boots'), add('Satin Slingback Heels'), cart('White Leather Sneakers'), cart('Black Ankle Boots'), cart('Satin Slingback Heels')], [], { ordered: false })], { end: { taste: 'refreshed', saved: ['White Leather Sneakers', 'Black Ankle Boots', 'Satin Slingback Heels'], cart: ['White Leather Sneakers', 'Black Ankle Boots', 'Satin Slingback Heels'] } });
f(F, 'out of the basket by colour', [t('can you take the red dress out of my basket', [list, cart('Red Wrap Dress')], ['Red Wrap Dress'], { forbid: ['dressingRoom.remove'] })], { setup: { saved: ['Red Wrap Dress', 'Navy Slip Dress'], cart: ['Red Wrap Dress', 'Navy Slip Dress'] }, end: { cart: ['Navy Slip Dress'] } });
f(F, 'ditch from the cart', [t('ditch the earrings from my cart', [list, cart('Gold Hoop Earrings')], ['Gold Hoop Earrings'], { forbid: ['dressingRoom.remove'] })], { setup: { saved: ['Gold Hoop Earrings'], cart: ['Gold Hoop Earrings'] }, end: { cart: [] } });
f(F, 'price gap, other words', [dresses, t('how much more is the red one than the navy one?', [], ['$55'])]);
f(F, 'a dash then which', [bags, t('the black ones - which is cheapest?', [], ['Black Mini Crossbody'])]);
f(F, 'bigger', [bags, t('do you have anything bigger', [S({ category: 'Bags', text: any('large', 'big') })])]);
f(F, 'dressier', [shoes, t('something a bit more dressy maybe', [S({ category: 'Shoes', text: any('formal', 'dress') })])]);
f(F, 'shorter length', [dresses, t('shorter length?', [S({ category: 'Dresses', text: any('short', 'mini') })])]);
f(F, 'warmer', [tops(), t('anything warmer?', [S({ category: 'Tops', text: c('warm') })])]);
f(F, 'turned down by brand', [bags, t('not really into maison vale tbh', [S({ category: 'Bags', exclude: { $oneOf: [['Maison Vale'], ['maison vale'], ['maison', 'vale']] } })])]);
f(F, 'turned down, other words', [shoes, t("i'm not a fan of the heels", [S({ category: 'Shoes', exclude: { $oneOf: [['heels'], ['heel']] } })], ['White Leather Sneakers'])]);
f(F, 'only the bags', [t('anything in black?', [S({ text: c('black') })]), t('only bags', [S({ category: 'Bags', text: c('black') })], ['Black Mini Crossbody'])]);
f(F, 'just jewellery', [t('what do you have under 100', [S({ maxPrice: 100 })]), t('just jewellery', [S({ category: 'Jewelry', maxPrice: 100 })], ['Gold Hoop Earrings'])]);
f(F, 'the second one to the basket, after', [bags, t('second one into my basket pls', [list, add('Noir Leather Tote'), cart('Noir Leather Tote')], ['Noir Leather Tote'])], { end: { taste: 'refreshed', saved: ['Noir Leather Tote'], cart: ['Noir Leather Tote'] } });
f(F, 'how do they compare', [bagsU100, t('how do they compare?', [], ['$65', '$89'])]);
f(F, 'is the first leather', [bagsU100, t('is the first one leather?', [], ['Black Mini Crossbody'])]);

g(G, 'kitten heels', 'kitten heels in black', { category: 'Shoes', text: c('kitten') });
g(G, 'a gilet, UK', 'a quilted gilet for autumn', { category: 'Outerwear', text: c('gilet') });
g(G, 'a waistcoat', 'grey waistcoat for a wedding', { category: { $oneOf: ['Tops', 'Outerwear'] }, text: c('waistcoat') });
g(G, 'a pinafore', 'a denim pinafore', { category: 'Dresses', text: c('pinafore') });
g(G, 'espadrilles', 'espadrilles under 80', { category: 'Shoes', text: c('espadrille'), maxPrice: 80 });
g(G, 'a trench, US', 'i want a trench coat in tan', { category: 'Outerwear', text: c('trench') });
g(G, 'brogues', 'brown brogues', { category: 'Shoes', text: c('brogue') });
g(G, 'a camisole', 'silk cami', { category: 'Tops', text: any('cami') });
g(G, 'a clutch bag', 'a gold clutch bag for a party', { category: 'Bags', text: c('clutch') });
g(G, 'hoop earrings', 'hoop earrings', { category: 'Jewelry', text: c('hoop') }, ['Gold Hoop Earrings']);

function tops() { return t('tops pls', [S({ category: 'Tops' })]); }
function g(category, description, user, args, reply = []) { out.push({ category, description, turns: [t(user, [S(args)], reply)] }); }

const cases = out.map((x, i) => ({ id: `blind2-${String(i + 1).padStart(2, '0')}`, ...x }));
writeFileSync(new URL('./follow-blind2.json', import.meta.url), `${JSON.stringify(cases, null, 2)}\n`);
console.log(cases.length, 'cases');
