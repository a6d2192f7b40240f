// Probe of references to what was just shown, second round: accounts, posts and cart lines listed, then a message that
// acts on one of them by position, description or pronoun, the verb choosing the tool. Written before the fix, in voices
// unlike the blind-check misses. `node evals/dev/refs2-probe.gen.mjs`.
const HERE = new URL('.', import.meta.url);
import { blindcheck, c, follow, pause, search, t, toCart, unfollow, writeCases } from '../blind/blindcheck-cases.mjs';

const { name, add, done } = blindcheck('probe', { prefix: 'refs2', dir: HERE });
const list = c('influencers.list');
const latest = c('posts.latest', {});
const post = (handle) => ({ postId: { $post: handle } });
const CART = { saved: ['Noir Leather Tote', 'Satin Slingback Heels', 'Black Ankle Boots'], cart: ['Noir Leather Tote', 'Satin Slingback Heels'] };
const cartList = c('dressingRoom.list', { inCartOnly: true });
const followed = c('influencers.followed');

add('follow_ups', 'atelier-last-follow-her', 'Accounts listed, the last one followed', [t([list]), t([follow('street.atelier')])], { end: { follows: ['street.atelier'], taste: 'refreshed' } });
add('follow_ups', 'list-follow-2-and-3', 'Accounts listed, two followed by position', [t([list]), t([follow('lenaminimal', 'oslo_knits')])]);
add('follow_ups', 'following-pause-2nd', 'Accounts followed listed, the second paused', [t([followed]), t([pause(false, 'lenaminimal')])], { setup: { follows: ['camille.style', 'lenaminimal', 'oslo_knits'] } });
add('follow_ups', 'remind-drop-first', 'Accounts followed listed, the first unfollowed', [t([followed]), t([unfollow('camille.style')])], { setup: { follows: ['camille.style', 'street.atelier'] } });
add('follow_ups', 'similar-follow-top', 'Similar accounts, the top one followed (never a search for tops)', [t([c('recommendations.similarInfluencers')]), t([follow('lenaminimal')])]);
add('follow_ups', 'creators-oslo-one', 'Accounts listed, one followed by its name', [t([list]), t([follow('oslo_knits')])]);
add('follow_ups', 'posted-lately-blazer', 'Latest posts, then the blazer in one: a blazer search', [t([latest]), t([search({ category: 'Outerwear', text: 'blazer' })])]);
add('follow_ups', 'posts-heart-hoodie', 'Latest posts, the hoodie one liked', [t([latest]), t([c('posts.like', post('street.atelier'))])], { end: { likes: ['street.atelier'], taste: 'refreshed' } });
add('follow_ups', 'inspo-like-no-4', 'Latest posts, number 4 liked', [t([latest]), t([c('posts.like', post('oslo_knits'))])]);
add('follow_ups', 'posts-lena-trousers', 'Latest posts, trousers like those in Lena\'s post: a trousers search', [t([latest]), t([search({ category: 'Bottoms', text: 'trouser' })])]);
add('follow_ups', 'posts-cable-knit-last', 'Latest posts, the knit in the last one: a knit search', [t([latest]), t([search({ text: 'knit' })])]);
add('follow_ups', 'posts-like-third', 'Posts, then "ok like the third"', [t([latest]), t([c('posts.like', post('street.atelier'))])]);
add('follow_ups', 'minimal-follow-them', 'Which accounts are minimal, follow them: the list cannot say who is minimal, so nobody is followed', [t([list])]);
add('follow_ups', 'listed-minimalist-follow-those', 'Accounts listed, the minimalist ones to follow: nobody followed blindly', [t([list]), t([])]);
add('follow_ups', 'basket-second-out', 'The cart (listed heels, then tote), the second line taken out', [t([cartList]), t([cartList, toCart('Noir Leather Tote')])], { setup: CART, end: { cart: ['Satin Slingback Heels'] } });
add('follow_ups', 'cart-bin-the-bag', 'The cart, the bag taken out', [t([cartList]), t([cartList, toCart('Noir Leather Tote')])], { setup: CART, end: { cart: ['Satin Slingback Heels'] } });
add('follow_ups', 'cart-heels-out', 'The cart, "the heels, take them out"', [t([cartList]), t([cartList, toCart('Satin Slingback Heels')])], { setup: CART, end: { cart: ['Noir Leather Tote'] } });
add('follow_ups', 'cart-ditch-first', 'The cart (listed heels, then tote), the first ditched', [t([cartList]), t([cartList, toCart('Satin Slingback Heels')])], { setup: CART, end: { cart: ['Noir Leather Tote'] } });
add('follow_ups', 'cart-last-item', 'The cart (listed heels, then tote), the last item removed', [t([cartList]), t([cartList, toCart('Noir Leather Tote')])], { setup: CART, end: { cart: ['Satin Slingback Heels'] } });
add('follow_ups', 'list-similar-to-first', 'Accounts listed, accounts like the first one', [t([list]), t([c('recommendations.similarInfluencers', { handle: 'camille.style', similarityThreshold: { $any: true }, maxResults: { $any: true } })])]);
add('follow_ups', 'posts-follow-3rd-poster', 'Posts, then follow whoever posted the third', [t([latest]), t([follow('street.atelier')])]);
add('follow_ups', 'posts-unlike-first', 'Posts, the first unliked', [t([latest]), t([c('posts.unlike', post('camille.style'))])], { setup: { likes: ['camille.style'] } });
add('follow_ups', 'on-here-lena-follow', 'Accounts listed, "the lena one, follow"', [t([list]), t([follow('lenaminimal')])]);

writeCases(name, done(), HERE);
console.log(name, 'written');
