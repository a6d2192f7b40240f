// The polite-voice2 blind batch: messages first (polite-voice2.messages.txt, committed before these
// expectations), then what each should do, from the tool contracts. Run: node evals/dev/polite-voice2.gen.mjs
import { any, call, checkCount, contains, search, writeCases } from './case-helpers.mjs';
import { compose, pid, plan, politeVoice, price, saved } from './polite-voice-cases.mjs';

const { conversations, cases, c, wid, wardrobe } = politeVoice('polite-voice2', 'pv2', 2);
const loose = { occasion: any, season: any, temperature_c: any, rain: any };

c(1, 'budgets', 'sons-wedding-250-pounds', [[[compose({ ...loose, occasion: 'wedding-guest', max_price: any })]]]);
c(2, 'garment_words', 'loafers-never-owned', [[[search({ category: any, text: contains('loafer') })]]]);
c(3, 'budgets', 'trench-under-400-dollars', [[[search({ category: any, text: contains('trench'), maxPrice: 400 })]]]);
c(4, 'garment_words', 'kitten-heels-knees', [[[search({ category: any, text: contains('kitten') })]]]);
c(5, 'budgets', 'brown-belt-forty-euros', [[[search({ category: any, text: contains('belt'), ...price })]]]);
c(6, 'garment_words', 'anything-by-forma', [[[search({ category: any, text: contains('forma') })], { replyMentions: ['Black Ankle Boots', 'Grey Tailored Blazer'] }]]);
c(7, 'trip_dates', 'rome-3rd-9th-june', [[[plan('Rome', '2026-06-03', '2026-06-09')]]]);
c(8, 'trip_dates', 'copenhagen-ten-days-next-friday', [[[plan('Copenhagen', { $oneOf: ['2026-04-24', '2026-05-01'] }, { $oneOf: ['2026-05-03', '2026-05-10'] })]]]);
c(9, 'following', 'follow-two-niece', [[[call('influencers.follow', { handles: { $set: ['lenaminimal', 'oslo_knits'] } })]]]);
c(10, 'following', 'no-longer-wish-unfollow', [[[call('influencers.unfollow', { handles: ['camille.style'] })]]], { setup: { follows: ['camille.style'] } });
c(11, 'following', 'break-for-a-month', [[[call('influencers.setActive', { handles: ['street.atelier'], active: false })]]], { setup: { follows: ['street.atelier'] } });
c(12, 'following', 'which-paused', [[[call('influencers.followed', { status: { $oneOf: ['inactive', 'all'] } })], { replyMentions: ['@oslo_knits'] }]], { setup: { follows: ['!oslo_knits', 'camille.style'] } });
c(13, 'wardrobe', 'treated-myself-sweater', [[[call('wardrobe.add', { item_name: contains('Sweater'), category: 'Tops', brand: any, color: any, purchase_price: 310, mode: any, notes: any, tags: any, link: any, image_url: any })]]]);
const WARDROBE = wardrobe(['Blue Straight Jeans', 'Bottoms', 'blue'], ['White Leather Sneakers', 'Shoes', 'white'], ['Black Ankle Boots', 'Shoes', 'black'], ['Camel Trench', 'Outerwear', 'brown']);
c(14, 'wardrobe', 'jeans-worn-through', [[[call('wardrobe.list', 'any'), call('wardrobe.remove', { id: wid(1) })]]], { setup: WARDROBE });
c(15, 'wardrobe', 'pairs-of-shoes', [[[call('wardrobe.list', { category: 'Shoes', query: any, limit: any })], { replyMentions: ['2'] }]], { setup: WARDROBE });
c(16, 'wardrobe', 'basket-add-up', [[[call('dressingRoom.list', { inCartOnly: true })], { replyMentions: ['$173'] }]], { setup: { saved: ['Blue Straight Jeans', 'White Leather Sneakers', 'Gold Hoop Earrings'], cart: ['Blue Straight Jeans', 'White Leather Sneakers'] } });
c(17, 'wardrobe', 'see-dressing-room', [[[call('dressingRoom.list', {})], { replyMentions: ['Navy Slip Dress'] }]], { setup: { saved: ['Navy Slip Dress'] } });
c(18, 'wardrobe', 'theatre-saturday', [[[compose(loose)]]]);
c(19, 'wardrobe', 'smart-casual-family-lunch', [[[compose(loose)]]]);
for (const [n, id] of [[20, 'hello-again'], [21, 'thanks-exactly'], [22, 'deliver-to-office'], [23, 'translate-french']]) c(n, 'small_talk', id, [[[]]]);
c(24, 'bad_input', 'dots', [[[]]]);
c(25, 'budgets', 'scarf-with-camel-coat-130', [[[search({ category: 'Accessories', text: any, maxPrice: 130 })], { replyMentions: ['Green Silk Scarf'] }]]);
c(26, 'garment_words', 'shacket-or-overshirt-200', [[[search({ category: any, text: any, maxPrice: 200 })]]]);
c(27, 'budgets', 'midi-skirt-navy-120', [[[search({ category: any, text: contains('skirt'), maxPrice: 120 })]]]);
c(28, 'follow_ups', 'bags-more-affordable-save-first', [
  [[search({ category: 'Bags', text: any })]],
  [[search({ category: 'Bags', text: any, ...price })], { replyOmits: ['Quilted Shoulder Bag'] }],
  [[call('dressingRoom.add', { productId: any })]],
]);
c(29, 'follow_ups', 'dresses-150-red-basket', [
  [[search({ category: 'Dresses', text: any, maxPrice: 150 })]],
  [[search({ category: 'Dresses', text: contains('red'), maxPrice: 150 })], { replyMentions: ['Red Wrap Dress'] }],
  [[call('dressingRoom.list', {}), call('dressingRoom.add', { productId: pid('Red Wrap Dress') }), call('dressingRoom.toggleCart', { id: saved('Red Wrap Dress') })]],
]);
c(30, 'follow_ups', 'sneakers-with-slip-dress-whole-look', [
  [[search({ category: 'Shoes', text: any })]],
  [[]],
  [[call('looks.complete', { productId: pid('White Leather Sneakers'), constraints: any })]],
]);
c(31, 'following', 'follow-then-pause-instead', [
  [[call('influencers.follow', { handles: ['street.atelier'] })]],
  [[call('influencers.setActive', { handles: ['street.atelier'], active: false })]],
]);
c(32, 'wardrobe', 'came-back-with-coat-then-count', [
  [[call('wardrobe.add', { item_name: contains('Coat'), category: 'Outerwear', color: any, brand: any, mode: any, purchase_price: any, notes: any, tags: any, link: any, image_url: any })]],
  [[]],
  [[call('wardrobe.list', 'any')], { replyMentions: ['2'] }],
], { setup: wardrobe(['Camel Trench Coat', 'Outerwear', 'brown']) });
c(33, 'wardrobe', 'basket-take-out-priciest-new-total', [
  [[call('dressingRoom.list', { inCartOnly: true })], { replyMentions: ['$914'] }],
  [[call('dressingRoom.toggleCart', { id: saved('Satin Slingback Heels') })]],
  [[call('dressingRoom.list', { inCartOnly: true })], { replyMentions: ['$134'] }],
], { setup: { saved: ['Noir Leather Tote', 'Gold Hoop Earrings', 'Satin Slingback Heels'], cart: ['Noir Leather Tote', 'Gold Hoop Earrings', 'Satin Slingback Heels'] } });
c(34, 'trip_dates', 'madrid-few-days-then-wednesday-sunday', [
  [[]],
  [[plan('Madrid', '2026-04-29', '2026-05-03')]],
  [[]],
]);
c(35, 'small_talk', 'alterations-then-cropped-trousers', [[[]], [[search({ category: 'Bottoms', text: contains('crop') })]]]);
c(36, 'follow_ups', 'jewellery-gold-how-much-earrings', [
  [[search({ category: 'Jewelry', text: any })]],
  [[search({ category: 'Jewelry', text: contains('gold') })]],
  [[], { replyMentions: ['$45'] }],
]);
c(37, 'following', 'followed-posts-then-like-oslo', [
  [[call('posts.feed', { view: { $oneOf: ['following', 'recent'] } })]],
  [[call('posts.like', { postId: { $post: 'oslo_knits' } })]],
], { setup: { follows: ['oslo_knits', 'camille.style'] } });
c(38, 'wardrobe', 'remove-from-dressing-room-then-heels', [
  [[call('dressingRoom.list', {})]],
  [[call('dressingRoom.remove', { id: saved('Satin Slingback Heels') })]],
], { setup: { saved: ['Satin Slingback Heels', 'Navy Slip Dress'] } });
c(39, 'follow_ups', 'gilet-black-then-coats', [
  [[search({ category: any, text: contains('gilet') })]],
  [[search({ category: any, text: contains('black') })]],
  [[search({ category: any, text: contains('coat') })]],
]);
c(40, 'small_talk', 'not-sure-how-then-spring', [[[]], [[call('recommendations.feed', { section: any, tier: any, limit: any })]]]);
c(41, 'garment_words', 'coord-summer-wedding-then-jumpsuit', [
  [[search({ category: any, text: any, ...price })]],
  [[search({ category: any, text: contains('jumpsuit'), ...price })]],
]);

checkCount(conversations, cases.length);
writeCases('polite-voice2', cases);
console.log(`${cases.length} cases`);
