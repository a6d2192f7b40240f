// The third general voice batch (following, wardrobe, the cart, typos, odd input), written this session by people who
// never saw the code: messages from general-voice3.messages.txt, committed before these expectations, which come from
// the tool contracts. `node evals/dev/general-voice3.gen.mjs` rewrites general-voice3.json.
//
// Choices where a stylist could do otherwise, said once here:
// - a quantity ("2 navy suits", "2 whit tshirts") adds one wardrobe row for the kind of piece: wardrobe.add takes one
//   item and a row carries no count, so the shopper's list of kinds is what is kept;
// - a change already made (the eval approves every change) is not made again by "yes, delete it" / "do the needful";
// - "keep the skirt" / "keep oslo_knits" after it was removed or unfollowed puts it back (add / follow again): the
//   shopper changed their mind about one piece of what was just done;
// - a dislike ("not interested, don't show it again") records nothing: feedback.submit records what a shopper loves.
import { any, call as c, contains, search, turn as t, writeCases } from './case-helpers.mjs';
import { CART, P, S, W, generalVoice, list, wardrobe } from './general-voice-cases.mjs';

const { cases, one, many, check } = generalVoice('general-voice3');
const wAdd = (name, category) => c('wardrobe.add', { mode: any, item_name: contains(name), category, color: any, brand: any });
const wList = (args) => c('wardrobe.list', { query: any, category: any, limit: any, ...args });
const follow = (...handles) => c('influencers.follow', { handles: handles.length > 1 ? { $set: handles } : handles });
const setActive = (active, ...handles) => c('influencers.setActive', { handles: handles.length > 1 ? { $set: handles } : handles, active });
const followed = c('influencers.followed', { status: any });
const toggle = (name) => c('dressingRoom.toggleCart', { id: S(name) });
const constraints = (pinned) => ({ occasion: any, season: any, temperature_c: any, rain: any, min_price: any, max_price: any, ...pinned });

const SHOES = wardrobe(['Brown Loafers', 'Shoes', 'brown'], ['Black Ankle Boots', 'Shoes', 'black'], ['White Leather Sneakers', 'Shoes', 'white'], ['Red Wrap Dress', 'Dresses', 'red']);
const TEES = wardrobe(['White T-Shirt', 'Tops', 'white'], ['Black T-Shirt', 'Tops', 'black'], ['Cream Cashmere Sweater', 'Tops', 'cream'], ['Blue Straight Jeans', 'Bottoms', 'blue']);
const MIXED = wardrobe(['Red Wrap Dress', 'Dresses', 'red'], ['Navy Slip Dress', 'Dresses', 'navy'], ['Black Ankle Boots', 'Shoes', 'black'], ['Noir Leather Tote', 'Bags', 'black'], ['Cream Cashmere Sweater', 'Tops', 'cream']);
const FOUR = { follows: ['camille.style', 'lenaminimal', 'oslo_knits', 'street.atelier'] };

// Wardrobe: several pieces at once, counts, removals.
one('wardrobe', 'add-suits-shirts-oxfords', 'add to my wardrobe: 2 navy suits, 5 white shirts, black oxfords', [wAdd('suit', any), wAdd('shirt', 'Tops'), wAdd('oxford', 'Shoes')], { ordered: false });
one('wardrobe', 'count-tshirts', 'how many tshirts do i have in my wardrobe rn', [wList({})], { replyMentions: ['2'] }, { setup: TEES });
many('wardrobe', 'remove-red-dress-sister', 'A dress given away, then a yes after it is gone', [
  t('I want remove the red dress from my wardrobe, I gave it to my sister', [c('wardrobe.list'), c('wardrobe.remove', { id: W(1) })]),
  t('yes, delete it', []),
], { setup: MIXED });
many('wardrobe', 'cart-total-over-300', 'The cart total against a $300 limit, then how far over (869 − 300 = 569)', [
  t('whats the total in my cart? trying to stay under $300 this month', [list(true)], { replyMentions: ['$869'] }),
  t('ok so how far over am I', [list(true)], { replyMentions: ['$569'] }),
], { setup: CART });
one('wardrobe', 'thrifted-three', 'thrifted some stuff today: baggy levis, a brown corduroy jacket and a vintage band tee. add em to my closet', [wAdd('levi', 'Bottoms'), wAdd('corduroy jacket', 'Outerwear'), wAdd('tee', 'Tops')], { ordered: false });
many('wardrobe', 'count-shoes-remove-loafers', 'Shoes counted, then the loafers removed', [
  t('Could you please tell me how many pairs of shoes I have recorded? I suspect it is far too many.', [wList({ category: 'Shoes' })], { replyMentions: ['3'] }),
  t('Thank you. Please remove the brown loafers, they pinch terribly.', [c('wardrobe.list'), c('wardrobe.remove', { id: W(1) })]),
], { setup: SHOES });
many('wardrobe', 'clear-out-list-keep-skirt', 'A pasted list of pieces to remove (both leggings are two rows), then the skirt put back', [
  t('clearing out my closet before we move, get rid of:\n- grey hoodie\n- both black leggings\n- denim skirt', [
    c('wardrobe.list'), c('wardrobe.remove', { id: W(1) }), c('wardrobe.remove', { id: W(2) }), c('wardrobe.remove', { id: W(3) }), c('wardrobe.remove', { id: W(4) }),
  ], { ordered: false }),
  t('wait keep the skirt actually', [wAdd('denim skirt', 'Bottoms')]),
], { setup: wardrobe(['Grey Hoodie', 'Tops', 'grey'], ['Black Leggings', 'Bottoms', 'black'], ['Black Leggings', 'Bottoms', 'black'], ['Denim Skirt', 'Bottoms', 'blue'], ['Cream Cashmere Sweater', 'Tops', 'cream']) });
one('wardrobe', 'cart-total-bare', 'cart total?', [list(true)], { replyMentions: ['$869'] }, { setup: CART });
one('wardrobe', 'list-everything', 'Please list everything in my wardrobe, item by item. I should like to see it all written out.', [wList({})], { replyMentions: ['Red Wrap Dress', 'Navy Slip Dress', 'Black Ankle Boots', 'Noir Leather Tote', 'Cream Cashmere Sweater'] }, { setup: MIXED });
one('wardrobe', 'count-dresses-summer', 'How many dresses I have? I think I need more for the summer', [wList({ category: 'Dresses' })], { replyMentions: ['2'] }, { setup: MIXED });
one('wardrobe', 'cart-combined-count', 'how much is everything in my cart combined + how many items', [list(true)], { replyMentions: ['$869', '2'] }, { setup: CART });

// Following.
one('following', 'unfollow-street', 'unfollow street.atelier', [c('influencers.unfollow', { handles: ['street.atelier'] })], {}, { setup: { follows: ['street.atelier', 'camille.style'] } });
one('following', 'follow-oslo-cosy', 'follow @oslo_knits pls, need cosy inspo', [follow('oslo_knits')]);
many('following', 'pause-lena-resume-later', 'A pause, then a plan to resume later (nothing to do now)', [
  t('Can you pause lenaminimal for some weeks? She posts too much now', [setActive(false, 'lenaminimal')]),
  t('I will resume her after the summer', []),
], { setup: { follows: ['lenaminimal', 'camille.style'] } });
many('following', 'who-then-unfollow-streetwear', 'Who is followed, then the streetwear one (street.atelier) unfollowed', [
  t('who am I following at the moment?', [followed], { replyMentions: ['@street.atelier', '@camille.style', '@oslo_knits'] }),
  t('unfollow the streetwear one, not really my vibe anymore', [c('influencers.unfollow', { handles: ['street.atelier'] })]),
], { setup: { follows: ['camille.style', 'street.atelier', 'oslo_knits'] } });
one('following', 'add-two-to-follows', 'add street atelier and lena minimal to my follows', [follow('street.atelier', 'lenaminimal')]);
one('following', 'switch-oslo-back-on', 'I paused Oslo Knits a while back. Would you please switch her back on? I have rather missed her posts.', [setActive(true, 'oslo_knits')], {}, { setup: { follows: ['!oslo_knits'] } });
one('following', 'mute-lena-not-unfollow', 'mute lena for now pls, too much black and white lol. not unfollow, just pause her', [setActive(false, 'lenaminimal')], {}, { setup: { follows: ['lenaminimal'] } });

// Typos and everyday searches.
one('typos', 'blak-boots-undr-300', 'cn u shwo me some blak boots undr 300 thx', [search({ text: contains('boot'), category: 'Shoes', maxPrice: 300 })], { replyMentions: ['Black Ankle Boots'] });
many('typos', 'red-rap-dress-wedding-similar', 'What goes with my own red wrap dress for a wedding (an outfit around it), then pieces like the second one', [
  t('wat goes wit my red rap dress for a weding nxt satuday', [c('wardrobe.list'), c('outfits.compose', { anchor: { source: 'wardrobe', id: W(1) }, constraints: constraints({ occasion: 'wedding-guest' }), outfit: any })]),
  t('the secnd one looks nice can i see simlar ones', [c('products.similar')]),
], { setup: MIXED });
one('typos', 'ad-whit-tshirts', 'hi can yu ad 2 whit tshirts to my wardrop i bougt them yestrday at h&m', [wAdd('shirt', 'Tops')]);
one('typos', 'linnen-shirt-beech', 'lookin for a linnen shirt for the beech somthing wite n loose', [search({ text: contains('linen'), category: 'Tops' })], { replyMentions: ['Linen Beach Shirt'] });
one('garment_words', 'outfit-rain-bus', "please make me an outfit for a job in a few tomorrow it's gonna rain all day and I have to take the bus so nothing too fancy", [c('outfits.compose', { constraints: constraints({ rain: true }), anchor: { $absent: true }, outfit: any })]);
many('typos', 'goldhoop-plated-cart', 'Hoops found, a question about them, then into the cart', [
  t('goldhoop earings??', [search({ text: any, category: 'Jewelry' })], { replyMentions: ['Gold Hoop Earrings'] }),
  t('r they reel gold or plated', [], { replyMentions: ['Gold Hoop Earrings'] }),
  t('ok put em in my cart', [list(any), c('dressingRoom.add', { productId: P('Gold Hoop Earrings') }), toggle('Gold Hoop Earrings')], { ordered: false }),
]);
one('typos', 'folow-oslo-nits', 'folow oslo nits pls i luv the sweters they post', [follow('oslo_knits')]);
one('small_talk', 'quiltd-bag-not-intrested', 'that quiltd bag is way to pricy for me not intrested, dont show it agin', []);
one('typos', 'blazzer-grey-offis', 'i search a blazzer in grey for the offis, not to expensiv pleas, i am wearing allways trousers', [search({ text: contains('blazer'), category: 'Outerwear', minPrice: any, maxPrice: any })]);
one('typos', 'sneakers-size-9-genes', 'do u have white leather sneakers in size 9 my old ones got ruined in the rain and I need something to go with my genes', [search({ text: contains('sneaker'), category: 'Shoes' })], { replyMentions: ['White Leather Sneakers'] });

// Following, several at once.
one('following', 'follow-camille-lena', 'follow camille.style and lenaminimal pls', [follow('camille.style', 'lenaminimal')]);
one('following', 'at-street-pause', '@street.atelier pause pls, way too many posts this week', [setActive(false, 'street.atelier')], {}, { setup: { follows: ['street.atelier'] } });
many('following', 'unfollow-lena-follow-knitter', 'Unfollow lena, follow the knitting account from Oslo (oslo_knits), then a yes after both are done', [
  t('Please unfollow lena minimal, her style is too much black and white for me. And follow the one with the knitting from Oslo instead.', [c('influencers.unfollow', { handles: ['lenaminimal'] }), follow('oslo_knits')], { ordered: false }),
  t('Ja, this is correct, do it', []),
], { setup: { follows: ['lenaminimal'] } });
many('following', 'kindly-follow-pause-streetwear', 'Follow two (@camille_style is camille.style misspelt), pause the streetwear one, then a yes after', [
  t('Kindly follow @oslo_knits and @camille_style. Also pause that streetwear fellow for now, his feed is too loud for me', [follow('oslo_knits', 'camille.style'), setActive(false, 'street.atelier')], { ordered: false }),
  t('yes please do the needful', []),
], { setup: { follows: ['street.atelier'] } });
many('following', 'pause-all-except-oslo', 'Who is followed, then pause every one but oslo_knits', [
  t('who am i following rn', [followed], { replyMentions: ['@camille.style', '@lenaminimal', '@oslo_knits', '@street.atelier'] }),
  t('ok pause all of them except oslo', [setActive(false, 'camille.style', 'lenaminimal', 'street.atelier')]),
], { setup: FOUR });
one('following', 'resume-camille', 'resume camille.style, i paused her by accident last week', [setActive(true, 'camille.style')], {}, { setup: { follows: ['!camille.style'] } });
many('following', 'mute-streetwear-account', 'The streetwear account (street.atelier) muted, looked up among those followed; then a yes after it is done', [
  t('can you stop showing me posts from that streetwear account? not unfollow, just mute it for a bit', [followed, setActive(false, 'street.atelier')]),
  t('yeah pausing is fine', []),
], { setup: { follows: ['street.atelier', 'camille.style'] } });
many('following', 'follow-unpause-posts-like', "Follow camille (misspelt), unpause lena, camille's latest posts; her post shows a black blazer, so nothing is liked", [
  t('follow camile, unpause lena, and show me what camille posted lately. also like the one with the grey blazer if there is one', [follow('camille.style'), setActive(true, 'lenaminimal'), c('posts.latest')], { ordered: false, replyMentions: ['@camille.style'] }),
], { setup: { follows: ['!lenaminimal'] } });
many('following', 'unfollow-everyone-keep-oslo', 'Every account unfollowed, then oslo_knits followed again', [
  t("unfollow everyone, I'm starting fresh", [followed, c('influencers.unfollow', { handles: { $set: ['camille.style', 'oslo_knits', 'street.atelier'] } })]),
  t('wait actually keep oslo_knits', [follow('oslo_knits')]),
], { setup: { follows: ['camille.style', 'oslo_knits', 'street.atelier'] } });
one('following', 'misspelt-handles-follow-both', '@street_atellier @oslo.knit follow both', [follow('street.atelier', 'oslo_knits')]);

// Wardrobe again, the cart.
one('wardrobe', 'bought-dress-jeans', 'I bought a navy slip dress and some blue straight jeans this weekend, can you add them to my wardrobe', [wAdd('navy slip dress', 'Dresses'), wAdd('blue straight jeans', 'Bottoms')], { ordered: false });
one('wardrobe', 'count-shoes-honest', 'how many pairs of shoes do i actually own according to my wardrobe? be honest', [wList({ category: 'Shoes' })], { replyMentions: ['3'] }, { setup: SHOES });
one('wardrobe', 'list-black', "list everything I own that's black", [wList({ query: 'black' })], { replyMentions: ['Black Ankle Boots', 'Noir Leather Tote'], replyOmits: ['Cream Cashmere Sweater'] }, { setup: MIXED });
many('wardrobe', 'cart-over-500-take-out', 'The cart total is $869, over 500, so the dearest (the heels) comes out', [
  t('whats my cart total? if its over 500 take out the most expensive thing', [list(true), toggle('Satin Slingback Heels')]),
], { setup: CART });
many('wardrobe', 'add-three-remove-sandals', 'Three pieces added and the old sandals removed', [
  t('add to my wardrobe white linen trousers a green midi skirt and the black ankle boots i just got from forma oh and remove the old brown sandals they broke', [
    wAdd('linen trousers', 'Bottoms'), wAdd('midi skirt', 'Bottoms'), wAdd('ankle boots', 'Shoes'), c('wardrobe.list'), c('wardrobe.remove', { id: W(1) }),
  ], { ordered: false }),
], { setup: wardrobe(['Brown Sandals', 'Shoes', 'brown'], ['Cream Cashmere Sweater', 'Tops', 'cream']) });
one('wardrobe', 'count-tops-donate', 'How many tops I am having in my wardrobe? I think it is too many, I want to donate some. Tell me which ones I can give away', [wList({ category: 'Tops' })], { replyMentions: ['3'] }, { setup: TEES });
many('wardrobe', 'cart-remove-scarf-total', 'Cart, the scarf out, the total (the tote, $89)', [
  t('cart?', [list(true)], { replyMentions: ['Green Silk Scarf', 'Noir Leather Tote'] }),
  t('remove scarf', [list(true), toggle('Green Silk Scarf')]),
  t('total now', [list(true)], { replyMentions: ['$89'] }),
], { setup: { saved: ['Green Silk Scarf', 'Noir Leather Tote'], cart: ['Green Silk Scarf', 'Noir Leather Tote'] } });
many('wardrobe', 'sweater-in-tote-out-total', 'The sweater in, the tote out (both saved already), then the total: the sweater alone, $310', [
  t('put the cream cashmere sweater in my cart, move the tote out of the cart back to saved, and tell me what the total comes to after that', [
    list(any), toggle('Cream Cashmere Sweater'), toggle('Noir Leather Tote'), list(true),
  ], { ordered: false, replyMentions: ['$310'] }),
], { setup: { saved: ['Cream Cashmere Sweater', 'Noir Leather Tote'], cart: ['Noir Leather Tote'] } });

check();
writeCases('general-voice3', cases);
console.log(cases.length, 'cases');
