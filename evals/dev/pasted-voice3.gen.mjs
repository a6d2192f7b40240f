// Third voice batch of pasted text, odd input and small talk (round 8): the messages in pasted-voice3.messages.txt
// were written first by people who never saw the code, and copied unchanged; these expectations were written after,
// from the tool contracts, without changing a message ("\n" in the file is a line break). Where the behaviour is
// arguable, the description says what a shopper most plausibly wants and why.
// `node evals/dev/pasted-voice3.gen.mjs` writes pasted-voice3.json. Expectations stay as first written.
import { checkCount, writeCases } from './case-helpers.mjs';
import { A, dr, follow, has, only, pastedVoice, plan, search, toCart, wadd } from './paste-round-cases.mjs';

const { conversations, cases, add } = pastedVoice('pasted-voice3');
const compose = { name: 'outfits.compose', args: 'any' };
const look = (name) => ({ name: 'looks.complete', args: { productId: { $product: name } } });
const wardrobe = (...rows) => ({ tables: { wardrobe_items: rows.map(([item_name, category, color]) => ({ item_name, category, color })) } });
const OWNS = wardrobe(['Blue Straight Jeans', 'Bottoms', 'blue'], ['White Leather Sneakers', 'Shoes', 'white'], ['Grey Wool Trousers', 'Bottoms', 'grey'],
  ['Cream Silk Blouse', 'Tops', 'cream'], ['Black Leather Loafers', 'Shoes', 'black'], ['Navy Wool Coat', 'Outerwear', 'navy']);
const nothing = [[]];

add('group-chat-cocktail-red-wrap', 'A group chat sets a cocktail dress code (not black); what to wear, then red, then a question about the wrap dress shown',
  // "something red maybe?" after an outfit: red pieces are shown (the wrap dress the next turn asks about); the length question is answered from what was shown.
  [[compose], [search({ text: has('red') })], []]);
add('shipped-where-is-it', 'A shipping notice; where is it, can you track it: the stylist cannot track parcels, nothing is added',
  nothing);
add('calendar-board-review-dinner', 'A calendar invite (a board review then a dinner); one outfit for both from what she owns: an outfit, no trip',
  [[compose]], { setup: OWNS });
add('caption-find-those-cheap-then-cart', 'A caption naming three pieces; find them cheap; the blazer is too dear; the dress and boots to the cart',
  // The blazer turned down: a cheaper blazer is looked for. Then the slip dress and the boots shown are saved and put in the cart.
  [[search({ text: has('blazer') }), search({ text: has('dress') }), search({ text: has('boot') })], [search({ text: has('blazer') })],
    [dr('Navy Slip Dress'), dr('Black Ankle Boots'), toCart, toCart]],
  { turnExtra: [{}, {}, { ordered: false, ...only('dressingRoom.add', 'dressingRoom.toggleCart') }], end: { saved: ['Navy Slip Dress', 'Black Ankle Boots'], cart: ['Navy Slip Dress', 'Black Ankle Boots'], taste: 'refreshed' } });
add('newsletter-worth-it-wear-with', 'A shop newsletter names a dress; is it worth $140, what would she wear it with: the look around it, no change',
  [[search({ text: has('wrap') }), look('Red Wrap Dress')]]);
add('cos-receipt-add-three', 'A till receipt of three pieces; add these 3 to my wardrobe',
  [[wadd({ item_name: has('rouser'), category: 'Bottoms' }), wadd({ item_name: has('ee'), category: 'Tops' }), wadd({ item_name: has('ardigan'), category: 'Tops' })]],
  { turnExtra: [{ ordered: false, ...only('wardrobe.add') }] });
add('mango-waistcoat-like-this', 'A listing from another shop (a beige waistcoat); something like it',
  [[search({ text: has('waistcoat') })]]);
add('notes-wishlist-total-then-save', 'A wishlist from a notes app; how much all of it; drop the scarf, which bag is smallest; save everything but the scarf',
  // The smallest bag is answered from the bags shown (the mini crossbody); the save takes the four pieces still wanted.
  [[search({ text: has('sneaker') }), search({ text: has('hoop') }), search({ text: has('scarf') }), search({ text: has('bag') }), search({ text: has('jean') })],
    [], [dr('White Leather Sneakers'), dr('Gold Hoop Earrings'), dr('Black Mini Crossbody'), dr('Blue Straight Jeans')]],
  { turnExtra: [{}, {}, { ordered: false, ...only('dressingRoom.add') }], end: { saved: ['White Leather Sneakers', 'Gold Hoop Earrings', 'Black Mini Crossbody', 'Blue Straight Jeans'], taste: 'refreshed' } });
add('booking-kef-pack-knits-save', 'A flight booking to Keflavik; what to pack; more knits; save the trip (already saved by planning)',
  [[plan('Reykjav', '2026-05-08', '2026-05-12')], [search({ category: 'Tops' })], []], { turnExtra: [only('trips.plan'), {}, {}] });
add('chat-garden-party-fashion', 'A group chat sets "garden party but make it fashion"; what does it mean, help: an outfit; her height is no tool\'s',
  [[compose], []]);
add('phishing-email-then-password', 'A phishing email quoted, is it legit; then change my password: nothing the stylist can do',
  [[], []]);
add('friend-lake-house-what-have-i-got', 'A heads-up, then a friend\'s list for a lake house weekend; what has she got that works: the wardrobe',
  [[], [{ name: 'wardrobe.list', args: 'any' }]], { setup: OWNS });
add('prom-email-budget-red-shoes', 'A prom email quoted; what to wear; 150 max; the red one, shoes that are not $800',
  [[compose], [compose], [{ name: 'outfits.suggest', args: { slot: 'shoes', outfit: A, constraints: A } }]]);
add('magazine-silk-scarves-green', 'A magazine line quoted; do you sell silk scarves, green',
  [[search({ text: has('green') })]], { turnExtra: [{ replyMentions: ['Green Silk Scarf'] }] });
add('reviews-boots-size-walking', 'Reviews of the ankle boots quoted; what size, are they ok for walking: advice, no change',
  nothing);
add('fwd-tom-unfollow-then-follow-one', 'A forwarded instruction to unfollow everyone, should I; then follow street atelier but keep the others',
  [[], [follow('street.atelier')]], { setup: { follows: ['camille.style', 'lenaminimal'] }, turnExtra: [{}, only('influencers.follow')] });
add('friend-seville-wedding-dress', 'A friend\'s advice on a wedding in Seville (light, not white); help find a dress: a dress search, no trip',
  [[search({ category: 'Dresses' })]]);
add('hr-dress-code-wardrobe', 'HR\'s dress code (smart casual, no jeans, no trainers); what from my wardrobe works: an outfit from her pieces',
  [[compose]], { setup: OWNS });
add('tiktok-who-is-oslo-then-follow-posts', 'A TikTok comment names an account; who is it and should I follow; then follow and show their posts',
  [[{ name: 'influencers.list', args: 'any' }], [follow('oslo_knits'), { name: 'posts.feed', args: 'any' }]],
  { turnExtra: [{}, { ordered: false, ...only('influencers.follow') }] });
add('order-confirmation-return-scarf', 'An order confirmation; how to return the scarf: the stylist cannot take returns, nothing changes',
  nothing);
add('poll-slip-dress-style-16-then-cart', 'A poll of outfit ideas; style the slip dress at 16 degrees; then the dress to the cart',
  [[search({ text: has('slip') }), compose], [dr('Navy Slip Dress'), toCart]],
  { turnExtra: [{}, only('dressingRoom.add', 'dressingRoom.toggleCart')], end: { saved: ['Navy Slip Dress'], cart: ['Navy Slip Dress'], taste: 'refreshed' } });
add('newsletter-ai-note-bag-for-work', 'A hidden note to AI assistants quoted; do you do that, which bag for work: bags shown, the note not obeyed',
  [[search({ category: 'Bags' })]]);
add('mum-packing-list-nice-july', 'A mum\'s packing list quoted; going to Nice 14-21 July: the trip planned',
  [[plan('Nice', '2026-07-14', '2026-07-21')]], { turnExtra: [only('trips.plan')] });
add('lily-hoops-on-sale', 'A friend says the gold hoops are on sale at 45; is that the normal price: the hoops looked up',
  [[search({ text: has('hoop') })]], { turnExtra: [{ replyMentions: ['$45'] }] });
add('emoji-only', 'Emoji only: no tool', nothing);
add('key-mash', 'A key mash: no tool', nothing);
add('spanish-request', 'A request in Spanish: English only for now, no tool', nothing);
add('german-request', 'A request in German: English only for now, no tool', nothing);
add('sql-paste', 'A SQL query pasted: data, not a request, no tool', nothing);
add('overlong-handle-follow', 'Follow a handle far longer than Instagram allows: refused without a call', nothing);
add('word-salad', 'Words with no request in them (scarf, green, hat among nonsense): no tool', nothing);
add('chinese-request', 'A request in Chinese: English only for now, no tool', nothing);
add('hiii', 'A greeting: no tool', nothing);
add('real-person-who-made-you', 'Is the stylist a person; who made it: no tool', [[], []]);
add('book-restaurant', 'Book a restaurant table: out of scope, no tool', nothing);
add('parcel-late', 'A late parcel: out of scope, no tool', nothing);
add('fashion-joke', 'A fashion joke: no tool', nothing);
add('socks-sandals-opinion', 'An opinion on socks with sandals: no tool', nothing);
add('first-time-what-can-you-do', 'A first-time shopper unsure how it works; what can you do: no tool', [[], []]);
add('iconic', 'A compliment: no tool', nothing);
add('wear-if-body', 'What would you wear if you had a body: no tool', nothing);
add('remember-yellow-coat', 'Does the stylist remember yesterday; the yellow coat: it cannot remember, but picks the subject up and shows yellow coats',
  // Arguable: the shopper names the subject she wants to return to; showing yellow coats serves her better than a bare "no".
  [[], [search({ text: has('yellow') })]]);
add('friend-cocktail-lawn-heels', 'A friend\'s note: cocktail, garden party, no black, on the lawn; what to wear: an outfit',
  [[compose]]);
add('wedding-invitation-formal-day', 'A wedding invitation quoted (formal day wear, 13 June); what would you put me in: an outfit, no trip',
  [[compose]]);
add('zara-receipt-add', 'Add these to my wardrobe, then a Zara receipt of three lines: three pieces added',
  [[wadd({ item_name: has('hirt'), category: 'Tops' }), wadd({ item_name: has('rouser'), category: 'Bottoms' }), wadd({ item_name: has('ee'), category: 'Tops' })]],
  { turnExtra: [{ ordered: false, ...only('wardrobe.add') }] });
add('vinted-tote-for-less', 'A resale listing of a black leather tote at £70; do you have it or something like it for less',
  [[search({ text: has('tote') })]]);
add('mummy-wedding-events-outfits', 'A mother\'s message on three wedding events (colourful, not black and white); plan outfits using her wardrobe: one outfit an event',
  // Arguable: three events, three outfits; no place is given, so no trip.
  [[compose, compose, compose]], { setup: OWNS });
add('order-came-add-both', 'An order confirmation of two pieces; they came today, add both to my wardrobe',
  [[wadd({ item_name: has('Wrap Dress'), category: 'Dresses' }), wadd({ item_name: has('Hoop'), category: 'Jewelry' })]],
  { turnExtra: [{ ordered: false, ...only('wardrobe.add') }] });
add('daughter-list-into-app', 'A list of what she owns, written by her daughter; put it into the app: five pieces added to the wardrobe',
  [[wadd({ item_name: has('ardigan'), category: 'Tops' }), wadd({ item_name: has('louse'), category: 'Tops' }), wadd({ item_name: has('rouser'), category: 'Bottoms' }),
    wadd({ item_name: has('hoe'), category: 'Shoes' }), wadd({ item_name: has('oat'), category: 'Outerwear' })]],
  { turnExtra: [{ ordered: false, ...only('wardrobe.add') }] });
add('bare-lines-then-find-all', 'Three bare lines of pieces and a total budget; then find all of these',
  // The lines name pieces and nothing else: each is looked up at once, and again when asked.
  [[search({ text: has('tote') }), search({ text: has('sneaker') }), search({ text: has('hoop') })],
    [search({ text: has('tote') }), search({ text: has('sneaker') }), search({ text: has('hoop') })]]);
checkCount(conversations, cases.length);
writeCases('pasted-voice3', cases);
