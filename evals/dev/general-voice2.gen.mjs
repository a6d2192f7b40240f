// The second general voice batch (new busy shoppers on phones): messages from general-voice2.messages.txt,
// written before their expectations; expectations from the tool contracts. `node evals/dev/general-voice2.gen.mjs`.
import { any, call as c, contains, search, turn as t, writeCases } from './case-helpers.mjs';
import { CART, P, S, W, compose, generalVoice, list, wardrobe } from './general-voice-cases.mjs';

const { cases, one, many, check } = generalVoice('general-voice2');
const WARD = wardrobe(['Blue Straight Jeans', 'Bottoms', 'blue'], ['Cream Cashmere Sweater', 'Tops', 'cream'], ['Black Ankle Boots', 'Shoes', 'black'], ['White Poplin Shirt', 'Tops', 'white']);

one('budgets', 'trainers-ton', 'trainers under a ton', [search({ text: any, category: 'Shoes', maxPrice: 100 })], { replyMentions: ['White Leather Sneakers'] });
one('garment_words', 'bbq', 'smth for a bbq this sat, nothing fancy', [compose]);
one('budgets', 'leather-bags-bucks', 'got any leather bags for less than ninety bucks', [search({ text: contains('leather'), category: 'Bags', maxPrice: 90 })], { replyMentions: ['Noir Leather Tote'] });
one('typos', 'earings', 'earings gold pls', [search({ text: any, category: 'Jewelry' })], { replyMentions: ['Gold Hoop Earrings'] });
one('budgets', 'navy-asap', 'need a navy dress asap for tmrw under 100', [search({ text: contains('navy'), category: 'Dresses', maxPrice: 100 })], { replyMentions: ['Navy Slip Dress'] });
one('garment_words', 'heels-not-stilettos', 'black heels? not stilettos', [search({ text: any, category: 'Shoes' })]);
one('budgets', 'cheapest-boots', 'cheapest boots u got', [search({ text: contains('boot'), category: 'Shoes', maxPrice: any })], { replyMentions: ['Black Ankle Boots'] });
one('budgets', 'forma-300', 'anything from forma under 300', [search({ text: contains('Forma'), category: any, maxPrice: 300 })], { replyMentions: ['Black Ankle Boots'] });
one('garment_words', 'knitwear-cream', 'knitwear in cream', [search({ text: any, category: 'Tops' })], { replyMentions: ['Cream Cashmere Sweater'] });
one('small_talk', 'maison-vale', 'whats maison vale got', [search({ text: contains('Maison Vale'), category: any })], { replyMentions: ['Noir Leather Tote'] });

one('following', 'follow-lena', 'follow lena pls', [c('influencers.follow', { handles: ['lenaminimal'] })]);
one('following', 'unfollow-camile', 'unfollow camile', [c('influencers.unfollow', { handles: ['camille.style'] })], {}, { setup: { follows: ['camille.style'] } });
one('following', 'mute-street', 'mute street atelier for a while', [c('influencers.setActive', { handles: ['street.atelier'], active: false })], {}, { setup: { follows: ['street.atelier'] } });
one('following', 'back-on', 'turn oslo knits back on', [c('influencers.setActive', { handles: ['oslo_knits'], active: true })], {}, { setup: { follows: ['!oslo_knits'] } });
one('following', 'who-atm', 'who do i follow atm', [c('influencers.followed', { status: any })], { replyMentions: ['@lenaminimal'] }, { setup: { follows: ['lenaminimal'] } });
one('following', 'un-follow-two', 'un-follow @lenaminimal and @camille.style', [c('influencers.unfollow', { handles: { $set: ['lenaminimal', 'camille.style'] } })], {}, { setup: { follows: ['lenaminimal', 'camille.style'] } });

one('wardrobe', 'bday-scarf', 'just got the green silk scarf for my bday, add to wardrobe', [c('wardrobe.add', { mode: any, item_name: 'Green Silk Scarf', category: 'Accessories', color: any, brand: any })]);
one('wardrobe', 'chuck-jeans', 'chuck the blue jeans from my wardrobe theyre ripped', [c('wardrobe.list'), c('wardrobe.remove', { id: W(1) })], {}, { setup: WARD });
one('wardrobe', 'own-black-shoes', 'do i own any black shoes', [c('wardrobe.list', { query: any, category: 'Shoes', limit: any })], { replyMentions: ['Black Ankle Boots'] }, { setup: WARD });
one('wardrobe', 'count-tops', 'how many tops have i got', [c('wardrobe.list', { category: 'Tops', query: any, limit: any })], { replyMentions: ['2'] }, { setup: WARD });
one('wardrobe', 'cart-looking', 'hows my cart looking', [list(true)], { replyMentions: ['Noir Leather Tote'] }, { setup: CART });
one('wardrobe', 'owe-total', 'what do i owe in total', [list(true)], { replyMentions: ['$869'] }, { setup: CART });
one('wardrobe', 'save-navy', 'save the navy slip dress', [c('products.search'), c('dressingRoom.add', { productId: P('Navy Slip Dress') })]);
one('wardrobe', 'bin-room', 'bin everything in my dressing room', [c('dressingRoom.clear', {})], {}, { setup: CART });
one('garment_words', 'goes-with-jeans', 'what goes with my blue jeans', [c('wardrobe.list'), c('outfits.suggest'), c('outfits.suggest')], { replyMentions: ['Blue Straight Jeans'] }, { setup: WARD });
one('garment_words', 'work-tmrw', 'outfit for work tmrw pls', [c('outfits.compose', { constraints: { occasion: 'office', season: any }, anchor: any })]);
one('trip_dates', 'rome-june', 'off to rome 12-15 june what do i pack', [c('trips.plan', { destination: contains('Rome'), start_date: '2026-06-12', end_date: '2026-06-15', activities: any })]);
one('small_talk', 'howdy', 'howdy', []);
one('small_talk', 'ur-great', 'ur great thanks x', []);
one('small_talk', 'taxi', 'can u book me a taxi', []);
one('small_talk', 'time', 'what time is it', []);
one('bad_input', 'shrug', '🤷‍♀️', []);

many('follow_ups', 'boots-brown-bags', 'Boots, brown, then bags', [t('show me boots', [search({ text: contains('boot'), category: 'Shoes' })]), t('any in brown', [search({ text: contains('brown'), category: 'Shoes' })]), t('ok forget it show me bags', [search({ category: 'Bags' })])]);
many('follow_ups', 'hoops-real-gold', 'Hoops, are they gold', [t('hoops', [search({ text: any, category: 'Jewelry' })]), t('are they real gold', [c('products.search')], { replyMentions: ['Gold Hoop Earrings'] })]);
many('following', 'handle-then-follow-her', 'A handle, then follow her', [t('camille.style', []), t('follow her', [c('influencers.follow', { handles: ['camille.style'] })])]);
many('follow_ups', 'scarf-save-cart', 'Scarf, save, cart', [t('scarf under 150', [search({ text: any, category: 'Accessories', maxPrice: 150 })]), t('save it', [c('dressingRoom.add', { productId: P('Green Silk Scarf') })]), t('put it in my cart too', [list(any), c('dressingRoom.toggleCart', { id: S('Green Silk Scarf') })])]);
many('wardrobe', 'bought-count', 'Bought, count', [t('i bought white leather sneakers', [c('wardrobe.add', { mode: any, item_name: 'White Leather Sneakers', category: 'Shoes', color: any, brand: any })]), t('how many pairs of shoes do i own now', [c('wardrobe.list', { category: 'Shoes', query: any, limit: any })], { replyMentions: ['2'] })], { setup: wardrobe(['Black Ankle Boots', 'Shoes', 'black']) });
many('wardrobe', 'basket-out-two', 'Basket, take two out', [t('whats in my basket', [list(true)]), t('take the tote out', [list(true), c('dressingRoom.toggleCart', { id: S('Noir Leather Tote') })]), t('and the heels', [list(true), c('dressingRoom.toggleCart', { id: S('Satin Slingback Heels') })])], { setup: CART });
many('trip_dates', 'paris-wedding', 'Paris in two weeks, a wedding', [t('going to paris in 2 weeks for 3 days', [c('trips.plan', { destination: contains('Paris'), start_date: '2026-05-04', end_date: '2026-05-06', activities: any })]), t('its for a wedding', [c('trips.plan', { destination: contains('Paris'), start_date: '2026-05-04', end_date: '2026-05-06', activities: any })])]);
many('follow_ups', 'blazer-grey-500', 'Blazer, grey, under 500', [t('need a blazer', [search({ text: contains('blazer'), category: 'Outerwear' })]), t('grey', [search({ text: contains('grey'), category: 'Outerwear' })]), t('under 500 pls', [search({ text: contains('grey'), category: 'Outerwear', maxPrice: 500 })])]);
many('follow_ups', 'dresses-second-cart', 'Dresses, the second one, cart', [t('show me dresses', [search({ category: 'Dresses' })]), t('the second one, how much', [], { replyMentions: ['$140'] }), t('add to cart', [list(any), c('dressingRoom.add', { productId: P('Red Wrap Dress') }), c('dressingRoom.toggleCart', { id: S('Red Wrap Dress') })], { ordered: false })]);
many('following', 'pause-unpause', 'Pause, then unpause', [t('pause @camille.style', [c('influencers.setActive', { handles: ['camille.style'], active: false })]), t('actually unpause her', [c('influencers.setActive', { handles: ['camille.style'], active: true })])], { setup: { follows: ['camille.style'] } });
many('small_talk', 'feed-budget', 'Feed, budget only', [t('feed pls', [c('recommendations.feed')]), t('just the budget stuff', [c('recommendations.feed', { section: any, tier: 'budget', limit: any, favoriteIds: any })])]);
many('wardrobe', 'wardrobe-bags', 'Wardrobe, just bags', [t('wardrobe', [c('wardrobe.list')]), t('just bags', [c('wardrobe.list', { category: 'Bags', query: any, limit: any })])], { setup: wardrobe(['Camel Structured Bag', 'Bags', 'brown'], ['Blue Straight Jeans', 'Bottoms', 'blue']) });
many('following', 'follow-two-list', 'Follow, another, list', [t('follow oslo knits', [c('influencers.follow', { handles: ['oslo_knits'] })]), t('and street atelier', [c('influencers.follow', { handles: ['street.atelier'] })]), t('who am i following now', [c('influencers.followed', { status: any })], { replyMentions: ['@oslo_knits', '@street.atelier'] })]);
many('budgets', 'sandals-widen', 'Sandals, caps', [t('sandals', [search({ text: any, category: 'Shoes' })]), t('under 50', [search({ text: any, category: 'Shoes', maxPrice: 50 })]), t('none? ok what about under 100', [search({ text: any, category: 'Shoes', maxPrice: 100 })])]);
many('small_talk', 'red-dress-size', 'Red dress, a size', [t('red dress', [search({ text: contains('red'), category: 'Dresses' })]), t('do u have it in a small', [])]);

check();
writeCases('general-voice2', cases);
console.log(cases.length, 'cases');
