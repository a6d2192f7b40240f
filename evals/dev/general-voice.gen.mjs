// The general voice batch (busy shoppers on phones): messages from general-voice.messages.txt, written
// before the code was read; expectations from the tool contracts. `node evals/dev/general-voice.gen.mjs`
// rewrites general-voice.json.
import { any, call as c, contains, search, turn as t, writeCases } from './case-helpers.mjs';
import { CART, P, S, W, compose, generalVoice, list, wardrobe } from './general-voice-cases.mjs';

const { cases, one, many, check } = generalVoice('general-voice');
const wAdd = (name, category) => c('wardrobe.add', { mode: any, item_name: name, category, color: any, brand: any });

// Searching: budgets, number words, garments narrower than a category, typos.
one('budgets', 'boots-250', 'need black boots under 250 pls', [search({ text: contains('boot'), category: 'Shoes', maxPrice: 250 })], { replyMentions: ['Black Ankle Boots'] });
one('budgets', 'bags-fifty-quid', 'any bags under fifty quid', [search({ category: 'Bags', text: any, maxPrice: any })]);
one('budgets', 'dresses-words', 'show me dresses less than a hundred and fifty dollars', [search({ category: 'Dresses', maxPrice: 150 })], { replyMentions: ['Navy Slip Dress', 'Red Wrap Dress'] });
one('budgets', 'red-dress-wedding', 'looking for a red dress for a wedding nothing over two hundred', [search({ text: contains('red'), category: 'Dresses', maxPrice: 200 })], { replyMentions: ['Red Wrap Dress'] });
one('garment_words', 'hoops', 'hoops?? gold ones', [search({ text: any, category: 'Jewelry' })], { replyMentions: ['Gold Hoop Earrings'] });
one('garment_words', 'sneakers-rn', 'got any sneakers rn white ones ideally', [search({ text: contains('sneaker'), category: 'Shoes' })], { replyMentions: ['White Leather Sneakers'] });
one('budgets', 'tote-cheapish', 'tote bag in black, cheap-ish', [search({ text: contains('tote'), category: 'Bags', maxPrice: any })], { replyMentions: ['Noir Leather Tote'] });
one('garment_words', 'crossbody-seventy', 'crossbody under seventy', [search({ text: any, category: 'Bags', maxPrice: 70 })], { replyMentions: ['Black Mini Crossbody'] });
one('budgets', 'scarf-mum', 'i need a scarf for my mum something silky not too pricey', [search({ text: any, category: 'Accessories', maxPrice: any })]);
one('budgets', 'jeans-eighty', 'jeans straight leg blue under eighty', [search({ text: any, category: 'Bottoms', maxPrice: 80 })], { replyMentions: ['Blue Straight Jeans'] });
one('typos', 'shw-blazers', 'shw me blazers', [search({ text: any, category: 'Outerwear' })], { replyMentions: ['Grey Tailored Blazer'] });
one('garment_words', 'cream-jumper', 'cashmere jumper in cream', [search({ text: any, category: 'Tops' })], { replyMentions: ['Cream Cashmere Sweater'] });
one('budgets', 'heels-max', 'heels for a party max 800', [search({ text: any, category: 'Shoes', maxPrice: 800 })], { replyMentions: ['Satin Slingback Heels'] });
one('typos', 'sliky', 'sliky slip dress navy', [search({ text: any, category: 'Dresses' })], { replyMentions: ['Navy Slip Dress'] });
one('budgets', 'cheapest-bag', 'whats the cheapest bag u have', [search({ category: 'Bags', maxPrice: any })], { replyMentions: ['Black Mini Crossbody', '$65'] });

// Following.
one('following', 'follow-plain', 'follow camille.style', [c('influencers.follow', { handles: ['camille.style'] })]);
one('following', 'follw-at', 'follw @lenaminimal pls', [c('influencers.follow', { handles: ['lenaminimal'] })]);
one('following', 'unfollow-spaced', 'unfollow street atelier tbh not my vibe anymore', [c('influencers.unfollow', { handles: ['street.atelier'] })], {}, { setup: { follows: ['street.atelier', 'camille.style'] } });
one('following', 'pause-spaced', 'can u pause oslo knits for a bit', [c('influencers.setActive', { handles: ['oslo_knits'], active: false })], {}, { setup: { follows: ['oslo_knits'] } });
one('following', 'stop-showing', 'stop showing me @street.atelier posts', [c('sources.list', { status: 'all' }), c('influencers.followed', { status: 'all' }), c('influencers.setActive', { handles: ['street.atelier'], active: false })], {}, { setup: { follows: ['street.atelier'] } });
one('following', 'who-following', 'who am i following rn', [c('influencers.followed', { status: any })], { replyMentions: ['@camille.style'] }, { setup: { follows: ['camille.style'] } });
one('following', 'follow-misspelt', 'follow oslo_knit', [c('influencers.follow', { handles: ['oslo_knits'] })]);

// Wardrobe.
one('wardrobe', 'bought-sneakers', 'i just bought the white leather sneakers add them to my wardrobe', [wAdd('White Leather Sneakers', 'Shoes')]);
one('wardrobe', 'got-rid-jeans', 'got rid of my blue straight jeans today take them off', [c('wardrobe.list'), c('wardrobe.remove', { id: W(2) })], {}, { setup: wardrobe(['Cream Cashmere Sweater', 'Tops', 'cream'], ['Blue Straight Jeans', 'Bottoms', 'blue']) });
one('wardrobe', 'count-bags', 'how many bags do i own', [c('wardrobe.list', { category: 'Bags', limit: any, query: any })], { replyMentions: ['2'] }, { setup: wardrobe(['Camel Structured Bag', 'Bags', 'brown'], ['Black Mini Crossbody', 'Bags', 'black'], ['Blue Straight Jeans', 'Bottoms', 'blue']) });
one('wardrobe', 'cart-and-total', "what's in my cart and how much is it all", [list(true)], { replyMentions: ['Noir Leather Tote', 'Satin Slingback Heels', '$869'] }, { setup: CART });
one('wardrobe', 'cart-total', 'whats my cart total', [list(true)], { replyMentions: ['$869'] }, { setup: CART });

// Dressing room and cart.
one('wardrobe', 'save-red-dress', 'add the red wrap dress to my dressing room', [c('products.search'), c('dressingRoom.add', { productId: P('Red Wrap Dress') })]);
one('wardrobe', 'cart-unsaved', 'put the black ankle boots in my cart pls', [c('products.search'), c('dressingRoom.add', { productId: P('Black Ankle Boots') }), list(any), c('dressingRoom.toggleCart', { id: S('Black Ankle Boots') })], { ordered: false });
one('wardrobe', 'basket-out', 'take the satin heels out of my basket', [list(any), c('dressingRoom.toggleCart', { id: S('Satin Slingback Heels') })], {}, { setup: CART });
one('wardrobe', 'empty-cart', 'empty my cart', [list(any), c('dressingRoom.toggleCart', { id: S('Satin Slingback Heels') }), c('dressingRoom.toggleCart', { id: S('Noir Leather Tote') })], {}, { setup: CART });
one('wardrobe', 'dressing-room', 'whats in my dressing room', [list(false)], { replyMentions: ['Black Ankle Boots'] }, { setup: CART });

// Outfits, looks, feed.
one('garment_words', 'outfit-with-sweater', 'put together an outfit with my cream sweater', [c('wardrobe.list'), c('outfits.suggest'), c('outfits.suggest')], { replyMentions: ['Cream Cashmere Sweater'] }, { setup: wardrobe(['Cream Cashmere Sweater', 'Tops', 'cream'], ['Blue Straight Jeans', 'Bottoms', 'blue']) });
one('garment_words', 'date-night', 'make me a look for date night', [compose]);
one('small_talk', 'feed-new', 'whats new on my feed', [c('recommendations.feed')]);

// Trips.
one('trip_dates', 'lisbon-next-weekend', 'going to lisbon next weekend what should i pack', [c('trips.plan', { destination: contains('Lisbon'), start_date: { $oneOf: ['2026-04-25', '2026-05-02'] }, end_date: { $oneOf: ['2026-04-26', '2026-05-03'] }, activities: any })]);
one('trip_dates', 'london-range', 'trip to london 3-7 may need outfits', [c('trips.plan', { destination: contains('London'), start_date: '2026-05-03', end_date: '2026-05-07', activities: any })]);

// Small talk, out of scope, bad input.
one('small_talk', 'hi', 'hi', []);
one('small_talk', 'thanks-great', 'thanks thats great', []);
one('small_talk', 'weather-paris', 'whats the weather in paris tomorrow', []);
one('small_talk', 'pizza', 'can u order me a pizza', []);
one('small_talk', 'lol', 'lol', []);
one('bad_input', 'mash', 'asdfgh', []);
one('bad_input', 'question-mark', '?', []);

// Several turns.
many('follow_ups', 'boots-cheaper', 'Cheaper after boots', [t('black boots', [search({ text: contains('boot'), category: 'Shoes' })]), t('cheaper ones?', [search({ text: contains('boot'), category: 'Shoes', maxPrice: any })])]);
many('follow_ups', 'bags-under-first', 'Bags, a cap, save the first', [t('show me bags', [search({ category: 'Bags' })]), t('only under 100', [search({ category: 'Bags', maxPrice: 100 })]), t('add the first one to my dressing room', [c('dressingRoom.add', { productId: P('Black Mini Crossbody') })])]);
many('follow_ups', 'wedding-navy-price', 'A dress, navy, its price', [t('find me a dress for a wedding', [search({ text: any, category: 'Dresses' })]), t('something in navy', [search({ text: contains('navy'), category: 'Dresses' })], { replyMentions: ['Navy Slip Dress'] }), t('how much is that one', [], { replyMentions: ['$85'] })]);
many('following', 'follow-two-turns', 'Follow, and another', [t('follow camille.style', [c('influencers.follow', { handles: ['camille.style'] })]), t('and lenaminimal too', [c('influencers.follow', { handles: ['lenaminimal'] })])]);
many('following', 'unfollow-refollow', 'Unfollow, then follow them again', [t('unfollow street.atelier', [c('influencers.unfollow', { handles: ['street.atelier'] })]), t('actually wait follow them again', [c('influencers.follow', { handles: ['street.atelier'] })])], { setup: { follows: ['street.atelier'] } });
many('trip_dates', 'barcelona-evenings', 'A trip, then evenings', [t("i'm going to barcelona on friday for 4 nights", [c('trips.plan', { destination: contains('Barcelona'), start_date: '2026-04-24', end_date: { $oneOf: ['2026-04-27', '2026-04-28'] }, activities: any })]), t('what should i wear in the evenings', [compose])]);
many('wardrobe', 'shoes-count-add', 'Count shoes, add a pair', [t('how many pairs of shoes do i have', [c('wardrobe.list', { category: 'Shoes', limit: any, query: any })], { replyMentions: ['1'] }), t('add the black ankle boots i just got them', [wAdd('Black Ankle Boots', 'Shoes')])], { setup: wardrobe(['White Leather Sneakers', 'Shoes', 'white'], ['Blue Straight Jeans', 'Bottoms', 'blue']) });
many('wardrobe', 'cart-remove-total', 'Cart, remove, total', [t('whats in my cart atm', [list(true)], { replyMentions: ['Noir Leather Tote'] }), t('remove the tote', [list(any), c('dressingRoom.toggleCart', { id: S('Noir Leather Tote') })]), t('whats the total now', [list(true)], { replyMentions: ['$780'] })], { setup: CART });
many('follow_ups', 'sneakers-black', 'Sneakers, in black?', [t('show me sneakers', [search({ text: contains('sneaker'), category: 'Shoes' })]), t('do they come in black', [search({ text: contains('black'), category: 'Shoes' })])]);
many('garment_words', 'jacket-grey', 'A jacket under 600, grey', [t('i need a jacket under 600', [search({ text: any, category: 'Outerwear', maxPrice: 600 })], { replyMentions: ['Grey Tailored Blazer'] }), t('grey', [search({ text: contains('grey'), category: 'Outerwear', maxPrice: 600 })], { replyMentions: ['Grey Tailored Blazer'] })]);
many('follow_ups', 'outfit-casual', 'An outfit, more casual', [t('make me an outfit', [compose]), t('something more casual', [c('outfits.compose', { constraints: { occasion: 'casual' }, anchor: any })])]);
many('following', 'feed-follow-poster', 'Feed, follow a poster', [t('show me my feed', [c('recommendations.feed')]), t('follow whoever posted the hoodie one', [c('influencers.follow', { handles: ['street.atelier'] })])]);
many('follow_ups', 'earrings-save', 'Earrings, save the hoops', [t('need earrings', [search({ text: any, category: 'Jewelry' })]), t('the gold hoops, save them', [c('dressingRoom.add', { productId: P('Gold Hoop Earrings') })])]);
many('following', 'pause-then-list', 'Pause, then who is left', [t('pause camille for now', [c('influencers.setActive', { handles: ['camille.style'], active: false })]), t('who am i still following', [c('influencers.followed', { status: any })], { replyMentions: ['@lenaminimal'] })], { setup: { follows: ['camille.style', 'lenaminimal'] } });
many('follow_ups', 'scarf-green-cart', 'Scarf, green, cart', [t('scarf pls', [search({ text: any, category: 'Accessories' })]), t('green', [search({ text: contains('green'), category: 'Accessories' })]), t('put it in the cart', [list(any), c('dressingRoom.add', { productId: P('Green Silk Scarf') }), c('dressingRoom.toggleCart', { id: S('Green Silk Scarf') })], { ordered: false })]);
many('small_talk', 'hey-interview', 'Greeting, then an interview outfit', [t('hey', []), t('can u help me find smth to wear to a job interview', [compose])]);
many('wardrobe', 'bought-two-count', 'Two purchases, a count', [t('i bought a quilted shoulder bag yesterday', [wAdd('Quilted Shoulder Bag', 'Bags')]), t('and the gold hoops', [wAdd({ $contains: 'Hoop' }, 'Jewelry')]), t('how many things are in my wardrobe now', [c('wardrobe.list')], { replyMentions: ['2'] })]);
many('budgets', 'twenty-then-hundred', 'Under twenty, then a hundred', [t('show me something under twenty', [search({ text: any, category: any, maxPrice: 20 })]), t('ok what about under a hundred', [search({ text: any, category: any, maxPrice: 100 })], { replyMentions: ['Gold Hoop Earrings'] })]);
many('follow_ups', 'bag-black-ninety', 'Bag, black, under ninety', [t('bag', [search({ category: 'Bags' })]), t('black', [search({ text: contains('black'), category: 'Bags' })]), t('under ninety', [search({ text: contains('black'), category: 'Bags', maxPrice: 90 })], { replyMentions: ['Noir Leather Tote'] })]);
many('budgets', 'festival-total', 'Festival outfit, then a total budget', [t('what should i wear to a festival in july', [compose]), t('under 150 total pls', [c('outfits.compose', { constraints: { occasion: 'festival', season: any, max_price: 150 }, anchor: any })])]);
many('trip_dates', 'ny-then-bags', 'A work trip, then bags', [t('im off to new york 2 weeks from today for a week its work mostly', [c('trips.plan', { destination: contains('New York'), start_date: '2026-05-04', end_date: { $oneOf: ['2026-05-10', '2026-05-11'] }, activities: any })]), t('any bags that go with that', [search({ text: any, category: 'Bags', maxPrice: any })])]);
many('wardrobe', 'wedding-save-cart-total', 'Dress, save, cart, total', [
  t('dress for summer wedding guest not too formal budget around 150', [search({ text: any, category: 'Dresses', minPrice: any, maxPrice: any })], { replyMentions: ['Red Wrap Dress'] }),
  t('ok the red one save it', [c('dressingRoom.add', { productId: P('Red Wrap Dress') })]),
  t('and add it to my cart', [list(any), c('dressingRoom.toggleCart', { id: S('Red Wrap Dress') })]),
  t('whats my total', [list(true)], { replyMentions: ['$140'] }),
]);
many('following', 'unfollw-pause', 'Unfollow misspelt, pause', [t('unfollw lena minimal', [c('influencers.unfollow', { handles: ['lenaminimal'] })]), t('and pause @oslo_knits', [c('influencers.setActive', { handles: ['oslo_knits'], active: false })])], { setup: { follows: ['lenaminimal', 'oslo_knits'] } });
many('typos', 'cheapest-priciest-shoes', 'Cheapest shoes, then the dearest', [t('show me teh cheapst shoes', [search({ category: 'Shoes', maxPrice: any })], { replyMentions: ['White Leather Sneakers'] }), t('and the most expensive', [search({ category: 'Shoes', minPrice: any })], { replyMentions: ['Satin Slingback Heels'] })]);
many('wardrobe', 'add-nothing', 'Add nothing, then what is in it', [t('add nothing to my cart', [list(any)]), t('whats in it', [list(true)], { replyMentions: ['Noir Leather Tote'] })], { setup: CART });
many('wardrobe', 'sell-bag-count', 'Sell a bag, count the rest', [t('i want to sell my camel structured bag remove it from my wardrobe', [c('wardrobe.list'), c('wardrobe.remove', { id: W(1) })]), t('how many bags left', [c('wardrobe.list', { category: 'Bags', limit: any, query: any })], { replyMentions: ['1'] })], { setup: wardrobe(['Camel Structured Bag', 'Bags', 'brown'], ['Black Mini Crossbody', 'Bags', 'black']) });

check();
writeCases('general-voice', cases);
console.log(cases.length, 'cases');
