// The polite-voice blind batch (general round): the messages were written first
// (polite-voice.messages.txt, committed before any code, case or example was read); these are their
// expectations, written afterwards from the tool contracts. Run: node evals/dev/polite-voice.gen.mjs
import { any, call, checkCount, contains, search, writeCases } from './case-helpers.mjs';
import { compose, pid, plan, politeVoice, price, saved } from './polite-voice-cases.mjs';

const { conversations, cases, c, wid, wardrobe } = politeVoice('polite-voice', 'pv', 1);
const WARDROBE = wardrobe(['Black Ankle Boots', 'Shoes', 'black'], ['White Leather Sneakers', 'Shoes', 'white'], ['Red Wrap Dress', 'Dresses', 'red'],
  ['Gold Hoop Earrings', 'Jewelry', 'gold'], ['Grey Wool Coat', 'Outerwear', 'grey'], ['Striped Breton Top', 'Tops', 'navy']);
const wardrobeAdd = (item_name, category) => call('wardrobe.add', { item_name, category, mode: any, brand: any, color: any, purchase_price: any, notes: any, tags: any, link: any, image_url: any });

// Searches with budgets, other currencies, amounts in words.
c(1, 'budgets', 'wedding-sixty-pounds', [[[search({ category: 'Dresses', text: any, ...price })], { replyOmits: ['Red Wrap Dress'] }]]);
c(2, 'budgets', 'handbag-seventy-euros', [[[search({ category: 'Bags', text: contains('black'), ...price })], { replyMentions: ['Black Mini Crossbody'], replyOmits: ['Noir Leather Tote', 'Quilted Shoulder Bag'] }]]);
c(3, 'budgets', 'trainers-hundred-dollars', [[[search({ category: 'Shoes', text: any, maxPrice: 100 })], { replyMentions: ['White Leather Sneakers'] }]]);
c(4, 'budgets', 'slip-dress-ninety-quid', [[[search({ category: 'Dresses', text: any, ...price })], { replyMentions: ['Navy Slip Dress'], replyOmits: ['Red Wrap Dress'] }]]);
c(5, 'budgets', 'earrings-fifty', [[[search({ category: 'Jewelry', text: any, maxPrice: 50 })], { replyMentions: ['Gold Hoop Earrings'] }]]);
c(6, 'budgets', 'structured-bag-between', [[[search({ category: 'Bags', text: any, minPrice: 300, maxPrice: 500 })], { replyMentions: ['Camel Structured Bag'], replyOmits: ['Quilted Shoulder Bag'] }]]);
c(7, 'budgets', 'blazer-stretch-six-hundred-pounds', [[[search({ category: any, text: contains('blazer'), ...price })], { replyMentions: ['Grey Tailored Blazer'] }]]);
c(8, 'garment_words', 'mules-office', [[[search({ category: any, text: contains('mule') })]]]);
c(9, 'garment_words', 'gilet-hundred-fifty', [[[search({ category: any, text: contains('gilet'), maxPrice: 150 })]]]);
c(10, 'garment_words', 'shacket', [[[search({ category: any, text: contains('shacket') })]]]);
c(11, 'garment_words', 'midi-red', [[[search({ category: 'Dresses', text: contains('red') })]]]);
c(12, 'typos', 'ankel-boots', [[[search({ category: 'Shoes', text: contains('boot') })], { replyMentions: ['Black Ankle Boots'] }]]);
c(13, 'typos', 'cashmire-jumper', [[[search({ category: 'Tops', text: any })], { replyMentions: ['Cream Cashmere Sweater'] }]]);
c(14, 'garment_words', 'crossbody-with-chain', [[[search({ category: 'Bags', text: contains('crossbody') })], { replyMentions: ['Black Mini Crossbody'] }]]);
c(15, 'budgets', 'scarf-gift-around-hundred', [[[search({ category: 'Accessories', text: contains('scarf'), ...price })]]]);
c(16, 'garment_words', 'from-solenne', [[[search({ category: any, text: contains('solenne') })], { replyMentions: ['Red Wrap Dress', 'Navy Slip Dress'] }]]);

// Following.
c(17, 'following', 'follow-two-no-at', [[[call('influencers.follow', { handles: { $set: ['camille.style', 'lenaminimal'] } })]]]);
c(18, 'following', 'unfollow-would-you-mind', [[[call('influencers.unfollow', { handles: ['street.atelier'] })]]], { setup: { follows: ['street.atelier', 'camille.style'] } });
c(19, 'following', 'pause-over-summer', [[[call('influencers.setActive', { handles: ['oslo_knits'], active: false })]]], { setup: { follows: ['oslo_knits'] } });
c(20, 'following', 'stop-showing-dont-remove', [[[call('sources.list', { status: 'all' }), call('influencers.followed', { status: 'all' }), call('influencers.setActive', { handles: ['lenaminimal'], active: false })]]], { setup: { follows: ['lenaminimal'] } });
c(21, 'following', 'who-following-whom', [[[call('influencers.followed', { status: any })], { replyMentions: ['@camille.style'] }]], { setup: { follows: ['camille.style', 'street.atelier'] } });

// Wardrobe, dressing room, cart.
c(22, 'wardrobe', 'bought-jeans-in-town', [[[wardrobeAdd(contains('Jeans'), 'Bottoms')]]]);
c(23, 'wardrobe', 'gave-boots-to-sister', [[[call('wardrobe.list', 'any'), call('wardrobe.remove', { id: wid(1) })], { replyMentions: ['Black Ankle Boots'] }]], { setup: WARDROBE });
c(24, 'wardrobe', 'how-many-pieces', [[[call('wardrobe.list', {})], { replyMentions: ['6'] }]], { setup: WARDROBE });
c(25, 'wardrobe', 'cart-come-to', [[[call('dressingRoom.list', { inCartOnly: true })], { replyMentions: ['$134'] }]], { setup: { saved: ['Noir Leather Tote', 'Gold Hoop Earrings', 'Red Wrap Dress'], cart: ['Noir Leather Tote', 'Gold Hoop Earrings'] } });
c(26, 'wardrobe', 'red-dress-to-dressing-room', [[[call('products.search', 'any'), call('dressingRoom.add', { productId: pid('Red Wrap Dress') })]]]);
c(27, 'wardrobe', 'decided-buy-navy-basket', [[[call('dressingRoom.list', {}), call('dressingRoom.toggleCart', { id: saved('Navy Slip Dress') })]]], { setup: { saved: ['Navy Slip Dress'] } });
c(28, 'wardrobe', 'tote-out-of-cart', [[[call('dressingRoom.list', { inCartOnly: true }), call('dressingRoom.toggleCart', { id: saved('Noir Leather Tote') })]]], { setup: { saved: ['Noir Leather Tote', 'Black Mini Crossbody'], cart: ['Noir Leather Tote', 'Black Mini Crossbody'] } });
c(29, 'wardrobe', 'saved-so-far', [[[call('dressingRoom.list', {})], { replyMentions: ['Green Silk Scarf', 'Satin Slingback Heels'] }]], { setup: { saved: ['Green Silk Scarf', 'Satin Slingback Heels'] } });

// Outfits, looks, feed.
c(30, 'wardrobe', 'garden-party-outfit', [[[compose({ occasion: any, season: 'summer' })]]]);
c(31, 'wardrobe', 'look-around-white-sneakers', [[[call('products.search', 'any'), call('looks.complete', { productId: pid('White Leather Sneakers'), constraints: any })]]]);
c(32, 'wardrobe', 'interview-next-thursday', [[[compose({ occasion: 'interview', season: any })]]]);
c(33, 'following', 'whats-new-in-feed', [[[call('recommendations.feed', { section: any, tier: any, limit: any })]]]);
c(34, 'following', 'people-i-follow-posting', [[[call('posts.feed', { view: { $oneOf: ['following', 'recent'] } })]]], { setup: { follows: ['camille.style'] } });

// Trips.
c(35, 'trip_dates', 'lisbon-12th-18th-may', [[[plan('Lisbon', '2026-05-12', '2026-05-18')]]]);
c(36, 'trip_dates', 'paris-long-weekend-start-june', [[[plan('Paris', { $oneOf: ['2026-06-05', '2026-06-06'] }, { $oneOf: ['2026-06-07', '2026-06-08'] })]]]);

// Small talk, out of scope, bad input.
for (const [n, id] of [[37, 'good-morning'], [38, 'thank-you-ever-so'], [39, 'book-restaurant'], [40, 'rain-london-tomorrow']]) c(n, 'small_talk', id, [[[]]]);
c(41, 'bad_input', 'keyboard-mash', [[[]]]);
c(42, 'bad_input', 'question-marks', [[[]]]);

// More searches in other voices.
c(43, 'garment_words', 'coord-beige-cream', [[[search({ category: any, text: any })]]]);
c(44, 'budgets', 'non-native-evening-dress-150-euro', [[[search({ category: 'Dresses', text: any, ...price })], { replyOmits: ['Satin Slingback Heels'] }]]);
c(45, 'budgets', 'non-native-work-shoes-100-dollar', [[[search({ category: 'Shoes', text: any, ...price })], { replyMentions: ['White Leather Sneakers'], replyOmits: ['Satin Slingback Heels'] }]]);
c(46, 'budgets', 'cardigan-forty-pounds', [[[search({ category: any, text: contains('cardigan'), ...price })], { replyOmits: ['Cream Cashmere Sweater'] }]]);
c(47, 'budgets', 'denim-lab-under-eighty', [[[search({ category: any, text: any, maxPrice: 80 })], { replyMentions: ['Blue Straight Jeans'] }]]);

// Several turns.
c(48, 'follow_ups', 'christening-then-budget-then-save', [
  [[search({ category: 'Dresses', text: any, ...price })]],
  [[search({ category: 'Dresses', text: any, ...price })], { replyOmits: ['Red Wrap Dress'] }],
  [[call('dressingRoom.add', { productId: pid('Navy Slip Dress') })]],
]);
c(49, 'follow_ups', 'bags-black-least-expensive', [
  [[search({ category: 'Bags', text: any })]],
  [[search({ category: 'Bags', text: contains('black') })]],
  [[], { replyMentions: ['Black Mini Crossbody'] }],
]);
c(50, 'following', 'follow-then-also-then-who', [
  [[call('influencers.follow', { handles: ['oslo_knits'] })]],
  [[call('influencers.follow', { handles: ['street.atelier'] })]],
  [[call('influencers.followed', { status: any })], { replyMentions: ['@oslo_knits', '@street.atelier'] }],
]);
const CART3 = { saved: ['Noir Leather Tote', 'Gold Hoop Earrings', 'Navy Slip Dress'], cart: ['Noir Leather Tote', 'Gold Hoop Earrings', 'Navy Slip Dress'] };
c(51, 'wardrobe', 'cart-remove-then-total', [
  [[call('dressingRoom.list', { inCartOnly: true })], { replyMentions: ['$219'] }],
  [[call('dressingRoom.toggleCart', { id: saved('Gold Hoop Earrings') })]],
  [[call('dressingRoom.list', { inCartOnly: true })], { replyMentions: ['$174'] }],
], { setup: CART3 });
c(52, 'trip_dates', 'barcelona-next-month-then-dates', [
  [[plan('Barcelona', '2026-05-01', '2026-05-07')]],
  [[plan('Barcelona', '2026-05-10', '2026-05-17')]],
  [[]],
]);
c(53, 'small_talk', 'new-to-apps-what-can-you-do', [[[]], [[]]]);
c(54, 'follow_ups', 'wedding-shoes-euros-then-heels', [
  [[search({ category: 'Shoes', text: any })]],
  [[search({ category: 'Shoes', text: any, ...price })], { replyOmits: ['Satin Slingback Heels'] }],
  [[search({ category: 'Shoes', text: contains('heel'), ...price })]],
]);
c(55, 'follow_ups', 'jumper-cream-bought-it', [
  [[search({ category: 'Tops', text: any })]],
  [[search({ category: 'Tops', text: contains('cream') })], { replyMentions: ['Cream Cashmere Sweater'] }],
  [[wardrobeAdd('Cream Cashmere Sweater', 'Tops')]],
]);
c(56, 'wardrobe', 'declutter-count-then-remove', [
  [[call('wardrobe.list', {})], { replyMentions: ['6'] }],
  [[call('wardrobe.list', 'any'), call('wardrobe.remove', { id: wid(3) })]],
], { setup: WARDROBE });
c(57, 'following', 'feed-then-like-camille', [
  [[call('recommendations.feed', { section: any, tier: any, limit: any })]],
  [[call('posts.latest', {}), call('posts.like', { postId: { $post: 'camille.style' } })]],
]);
c(58, 'following', 'pause-two-then-unfollow', [
  [[call('influencers.setActive', { handles: { $set: ['lenaminimal', 'oslo_knits'] }, active: false })]],
  [[call('influencers.unfollow', { handles: ['street.atelier'] })]],
], { setup: { follows: ['lenaminimal', 'oslo_knits', 'street.atelier'] } });
c(59, 'garment_words', 'coord-hen-do-then-red-dress', [
  [[search({ category: any, text: any })]],
  [[search({ category: 'Dresses', text: contains('red') })], { replyMentions: ['Red Wrap Dress'] }],
]);
c(60, 'follow_ups', 'jeans-straight-under-eighty-dollars', [
  [[search({ category: 'Bottoms', text: contains('jeans') })]],
  [[search({ category: 'Bottoms', text: contains('straight') })]],
  [[search({ category: 'Bottoms', text: any, maxPrice: 80 })], { replyMentions: ['Blue Straight Jeans'] }],
]);
c(61, 'follow_ups', 'blazers-grey-add-that', [
  [[search({ category: any, text: contains('blazer') })]],
  [[search({ category: any, text: contains('grey') })]],
  [[call('dressingRoom.add', { productId: pid('Grey Tailored Blazer') })]],
]);
c(62, 'follow_ups', 'date-look-swap-bag', [
  [[compose({ occasion: 'date', season: any })]],
  [[call('outfits.suggest', { slot: 'bag', outfit: any, constraints: any })]],
]);
c(63, 'small_talk', 'joke-then-sneakers', [[[]], [[search({ category: 'Shoes', text: any })], { replyMentions: ['White Leather Sneakers'] }]]);
c(64, 'follow_ups', 'wife-scarf-pounds-cart', [
  [[search({ category: 'Accessories', text: contains('scarf') })]],
  [[search({ category: 'Accessories', text: contains('scarf'), ...price })], { replyMentions: ['Green Silk Scarf'] }],
  [[call('dressingRoom.list', {}), call('dressingRoom.add', { productId: pid('Green Silk Scarf') }), call('dressingRoom.toggleCart', { id: saved('Green Silk Scarf') })]],
]);
c(65, 'wardrobe', 'dressing-room-move-total', [
  [[call('dressingRoom.list', {})], { replyMentions: ['Black Mini Crossbody', 'Red Wrap Dress'] }],
  [[call('dressingRoom.toggleCart', { id: saved('Black Mini Crossbody') })]],
  [[call('dressingRoom.list', { inCartOnly: true })], { replyMentions: ['$205'] }],
], { setup: { saved: ['Black Mini Crossbody', 'Red Wrap Dress'], cart: ['Red Wrap Dress'] } });
c(66, 'trip_dates', 'new-york-business-then-meetings', [
  [[plan('New York', '2026-04-27', '2026-04-29')]],
  [[compose({ occasion: 'office', season: any, temperature_c: any, rain: any })]],
]);
c(67, 'budgets', 'bags-under-thousand-then-leather', [
  [[search({ category: 'Bags', text: any, maxPrice: 1000 })], { replyOmits: ['Quilted Shoulder Bag'] }],
  [[search({ category: 'Bags', text: contains('leather'), maxPrice: 1000 })], { replyOmits: ['Quilted Shoulder Bag'] }],
]);
c(68, 'small_talk', 'perfume-then-jewellery', [[[]], [[search({ category: 'Jewelry', text: any })], { replyMentions: ['Gold Hoop Earrings'] }]]);
c(69, 'following', 'follow-camille-meant-pause', [
  [[call('influencers.follow', { handles: ['camille.style'] })]],
  [[call('influencers.setActive', { handles: ['camille.style'], active: false })]],
], { setup: { follows: ['camille.style'] } });
c(70, 'follow_ups', 'boots-dear-under-hundred-never-mind', [
  [[search({ category: 'Shoes', text: contains('boot') })]],
  [[search({ category: 'Shoes', text: contains('boot'), ...price })], { replyOmits: ['Black Ankle Boots'] }],
  [[]],
]);
c(71, 'wardrobe', 'get-rid-of-two-then-count', [
  [[call('wardrobe.list', 'any'), call('wardrobe.remove', { id: wid(2) }), call('wardrobe.remove', { id: wid(4) })]],
  [[call('wardrobe.list', 'any')], { replyMentions: ['4'] }],
], { setup: WARDROBE });

checkCount(conversations, cases.length);
writeCases('polite-voice', cases);
console.log(`${cases.length} cases`);
