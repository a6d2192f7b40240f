// Probe of "which one" over every list shown — the cart, the dressing room, a search, an earlier list — by position,
// description, superlative or pronoun, the verb choosing the tool. Written before the fix, in voices unlike the blind2
// misses. `node evals/dev/lists-probe.gen.mjs`.
const HERE = new URL('.', import.meta.url);
import { blindcheck, compose, roomList, save, search, similar, suggest, t, toCart, writeCases } from '../blind/blindcheck-cases.mjs';

const { name, add, done } = blindcheck('probe', { prefix: 'lists', dir: HERE });
const CART = { saved: ['Noir Leather Tote', 'Satin Slingback Heels', 'Black Ankle Boots'], cart: ['Noir Leather Tote', 'Satin Slingback Heels'] };
const ROOM = { saved: ['Navy Slip Dress', 'Black Mini Crossbody'] };
const saveToCart = (p) => [save(p), toCart(p)];

add('follow_ups', 'cart-brand-out', 'The cart listed, the piece of one brand taken out (its id known from the list)', [t([roomList]), t([toCart('Noir Leather Tote')])], { setup: CART, end: { cart: ['Satin Slingback Heels'] } });
add('follow_ups', 'cart-cheapest-out', 'The cart listed, its cheapest piece out', [t([roomList]), t([toCart('Noir Leather Tote')])], { setup: CART, end: { cart: ['Satin Slingback Heels'] } });
add('follow_ups', 'cart-shoes-out-total', 'The cart listed, the shoes out and the new total from what is known ($89)', [t([roomList]), t([toCart('Satin Slingback Heels')], { replyMentions: ['$89'] })], { setup: CART, end: { cart: ['Noir Leather Tote'] } });
add('follow_ups', 'cart-tote-out-then-total', 'The cart listed, the tote out, then the total ($780) from the state just changed', [t([roomList]), t([toCart('Noir Leather Tote')]), t([], { replyMentions: ['$780'] })], { setup: CART, end: { cart: ['Satin Slingback Heels'] } });
add('follow_ups', 'basket-black-boots-out', 'The black boots out of the basket: the cart read for its line, the Black Ankle Boots found by its words', [t([roomList, toCart('Black Ankle Boots')])], { setup: { saved: CART.saved, cart: ['Noir Leather Tote', 'Black Ankle Boots'] }, end: { cart: ['Noir Leather Tote'] } });
add('follow_ups', 'cart-third-of-two', 'Two lines in the cart, "the third one out": said plainly, nothing moved', [t([roomList]), t([])], { setup: CART, end: { cart: ['Noir Leather Tote', 'Satin Slingback Heels'] } });
add('follow_ups', 'bags-quilted-similar-save', 'Bags, the quilted one: pieces like it, and it saved (not the first of the similar ones)', [t([search({ category: 'Bags' })]), t([similar('Quilted Shoulder Bag'), save('Quilted Shoulder Bag')], { ordered: false })], { end: { saved: ['Quilted Shoulder Bag'], taste: 'refreshed' } });
add('follow_ups', 'dresses-red-to-basket', 'Dresses, the red one into the basket: saved and carted', [t([search({ category: 'Dresses' })]), t(saveToCart('Red Wrap Dress'))], { end: { saved: ['Red Wrap Dress'], cart: ['Red Wrap Dress'], taste: 'refreshed' } });
add('follow_ups', 'shoes-300-second-similar', 'Shoes under 300, pieces like the second (the ankle boots)', [t([search({ category: 'Shoes', max: 300 })]), t([similar('Black Ankle Boots')])]);
add('follow_ups', 'jewelry-second-of-one', 'One piece of jewellery shown, "the second one in my cart": said plainly, nothing moved', [t([search({ category: 'Jewelry' })]), t([])], { end: { cart: [] } });
add('follow_ups', 'bags-dearest-save', 'Bags, the most expensive saved', [t([search({ category: 'Bags' })]), t([save('Quilted Shoulder Bag')])], { end: { saved: ['Quilted Shoulder Bag'], taste: 'refreshed' } });
add('follow_ups', 'sneakers-boots-first-ones-cart', 'Sneakers, then boots, then "the first ones" (the sneakers, an earlier list) into the cart', [t([search({ category: 'Shoes' })]), t([search({ category: 'Shoes' })]), t(saveToCart('White Leather Sneakers'))], { end: { saved: ['White Leather Sneakers'], cart: ['White Leather Sneakers'], taste: 'refreshed' } });
add('follow_ups', 'room-bag-for-dress', 'The dressing room listed, which bag with the dress: the bag slot around the slip dress', [t([roomList]), t([suggest('bag')])], { setup: ROOM });
add('follow_ups', 'room-crossbody-cart', 'The dressing room listed, the crossbody into the cart (its id known)', [t([roomList]), t([toCart('Black Mini Crossbody')])], { setup: ROOM, end: { cart: ['Black Mini Crossbody'] } });
add('follow_ups', 'room-dress-similar', 'The dressing room listed, pieces like the dress', [t([roomList]), t([similar('Navy Slip Dress')])], { setup: ROOM });
add('follow_ups', 'room-outfit-around-slip', 'The dressing room listed, an outfit around the slip dress', [t([roomList]), t([compose()])], { setup: ROOM });
add('follow_ups', 'earrings-scarf-both-cart', 'Earrings and a scarf searched, both into the cart', [t([search({ category: 'Jewelry' }), search({ category: 'Accessories' })], { ordered: false }), t([...saveToCart('Gold Hoop Earrings'), ...saveToCart('Green Silk Scarf')], { ordered: false })], { end: { saved: ['Gold Hoop Earrings', 'Green Silk Scarf'], cart: ['Gold Hoop Earrings', 'Green Silk Scarf'], taste: 'refreshed' } });
add('follow_ups', 'cart-remove-both', 'The cart listed (two lines), both taken out', [t([roomList]), t([toCart('Noir Leather Tote'), toCart('Satin Slingback Heels')], { ordered: false })], { setup: CART, end: { cart: [] } });
add('follow_ups', 'blazer-save-third-of-one', 'One blazer shown, "save the 3rd": said plainly, nothing saved', [t([search({ category: 'Outerwear' })]), t([])], { end: { saved: [] } });
add('follow_ups', 'sneakers-cart-total', 'White sneakers, into the cart and the total ($89 + $95 = $184)', [t([search({ category: 'Shoes' })]), t(saveToCart('White Leather Sneakers'), { replyMentions: ['$184'] })], { setup: { saved: ['Noir Leather Tote'], cart: ['Noir Leather Tote'] }, end: { cart: ['Noir Leather Tote', 'White Leather Sneakers'] } });
add('follow_ups', 'dresses-navy-cart-nonnative', 'Dresses, "the navy" into the cart', [t([search({ category: 'Dresses' })]), t(saveToCart('Navy Slip Dress'))], { end: { saved: ['Navy Slip Dress'], cart: ['Navy Slip Dress'], taste: 'refreshed' } });
add('follow_ups', 'boots-asked-then-cart-it', 'Boots, a question about them, then "cart it": the boots saved and carted', [t([search({ category: 'Shoes' })]), t([]), t(saveToCart('Black Ankle Boots'))], { end: { saved: ['Black Ankle Boots'], cart: ['Black Ankle Boots'], taste: 'refreshed' } });

writeCases(name, done(), HERE);
console.log(name, 'written');
