// Second voice batch of pasted/quoted text (round 7): the messages in pasted-voice2.messages.txt were written
// first, in new shapes and voices; these expectations after, from the tool contracts, without changing a message
// ("\n" in the file is a line break). `node evals/dev/pasted-voice2.gen.mjs` writes pasted-voice2.json.
import { checkCount, writeCases } from './case-helpers.mjs';
import { A, dr, follow, has, only, pastedVoice, plan, search, toCart, wadd } from './paste-round-cases.mjs';

const { conversations, cases, add } = pastedVoice('pasted-voice2');

add('shop-page-question-and-basket', 'A shop page copied with its buttons; a question and "pop it in my basket"',
  [[search({ text: has('tote') }), dr('Noir Leather Tote'), toCart]],
  { turnExtra: [only('dressingRoom.add', 'dressingRoom.toggleCart')], end: { saved: ['Noir Leather Tote'], cart: ['Noir Leather Tote'], taste: 'refreshed' } });
add('group-chat-find-jeans', 'A group chat about a dress code; find jeans',
  [[search({ text: has('jean') })]]);
add('quoted-price-save-it', 'A quoted product line; save it',
  [[search({ text: has('sweater') }), dr('Cream Cashmere Sweater')]],
  { turnExtra: [only('dressingRoom.add')], end: { saved: ['Cream Cashmere Sweater'], taste: 'refreshed' } });
add('receipt-then-without-one', 'An e-receipt, then what it comes to without one line: the reply states the sum',
  [[], []], { turnExtra: [{}, { replyMentions: ['$240'] }] });
add('quoted-advice-green-scarves', 'A quoted remark, then her own ask for green scarves',
  [[search({ text: has('scarf') })]]);
add('stylist-email-then-add-both', 'A stylist\'s email naming two pieces, then "add both of those to my dressing room"',
  [[search({ text: has('heel') }), search({ text: has('bag') })], [dr('Satin Slingback Heels'), dr('Quilted Shoulder Bag')]],
  { turnExtra: [{}, { ordered: false, ...only('dressingRoom.add') }], end: { saved: ['Satin Slingback Heels', 'Quilted Shoulder Bag'], taste: 'refreshed' } });
add('arrived-order-line', 'She tells an order arrived, with the order line: into the wardrobe',
  [[wadd({ item_name: has('Hoop'), category: 'Jewelry' })]], { turnExtra: [only('wardrobe.add')] });
add('json-account-follow', 'A JSON blob of an account; follow this account',
  [[follow('oslo_knits')]], { turnExtra: [only('influencers.follow')] });
add('aunt-text-under-80', 'A translated text; are they under 80: the jeans looked up',
  [[search({ text: has('jean'), maxPrice: A })]], { turnExtra: [{ replyMentions: ['$78'] }] });
add('flight-codes-what-to-bring', 'A flight confirmation in airline format, then "what should i bring"',
  [[], [plan('Rome', '2026-06-02', '2026-06-09')]], { turnExtra: [{}, only('trips.plan')] });
add('caption-not-my-vibe-minimalist', 'A caption she dislikes; who is more minimalist: accounts listed, nobody followed',
  [[{ name: 'influencers.list', args: 'any' }]]);
add('own-list-already-own', 'Her own list; which does she already own',
  [[{ name: 'wardrobe.list', args: 'any' }]]);
add('wishlist-number-two-cart', 'A shared wishlist with a handle; add number 2 to the cart, follow nobody',
  [[search({ text: has('hoop') }), dr('Gold Hoop Earrings'), toCart]],
  { turnExtra: [only('dressingRoom.add', 'dressingRoom.toggleCart')], end: { saved: ['Gold Hoop Earrings'], cart: ['Gold Hoop Earrings'], taste: 'refreshed' } });
add('two-quotes-which-suits', 'Two quoted listings; which suits a daytime wedding: advice, no change',
  [[]]);
add('description-then-in-black', 'A description pasted alone, then "do you have it in black"',
  [[search({ text: has('bag') })], [search({ category: 'Bags' })]]);
add('bare-brand-two-words', 'A two-word brand alone',
  [[search({ text: has('kind wool') })]]);
add('friend-says-unfollow-what-posted', 'A friend says to unfollow; she asks what the account posted lately: nothing changes',
  [[{ name: 'posts.latest', args: 'any' }]], { setup: { follows: ['lenaminimal'] } });
checkCount(conversations, cases.length);
writeCases('pasted-voice2', cases);
