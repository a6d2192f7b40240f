// Blind check, third round, general area (following, wardrobe, typos, small talk, odd input): conversations written by
// outside shoppers (blind3-general.messages.txt and .categories.txt, committed before these expectations), expectations
// from the tool contracts (tools/registry.ts, tools/<area>/) and the eval world (evals/fixtures.ts) only.
// `node evals/blind/blind3-general.gen.mjs` rewrites blind3-general.json.
//
// Choices where a stylist could do otherwise, said once here:
// - a change asked for runs in the turn that asks (the chat asks the shopper's OK before it runs, and the eval
//   approves), so a later "yes, proceed" expects nothing more;
// - a question answerable from what the conversation already shows (a price, a description) expects no call; a count
//   or a list "now", after changes whose read did not show the whole of it, is read again;
// - who an account is ("who do I follow for streetwear", "anyone more cosy") is found with influencers.list;
// - a followed account's posts are the following (or recent) feed; each influencer has one post in the eval world;
// - a quantity of the same piece ("two pairs", "two shirts") is that many wardrobe rows;
// - pasted data and links the chat cannot open are not instructions: no tool until the shopper says what they want;
// - things the app cannot do (returns, order tracking, restaurants, data policy questions) and chit-chat expect no call.
import {
  ABSENT, ANY, W, blindcheck, c, compose, follow, has, oneOf, pause, plan, save, search, suggest, t, toCart, unfollow,
  wardrobe, wardrobeAdd, wardrobeList, writeCases,
} from './blindcheck-cases.mjs';
import { readFileSync } from 'node:fs';

const { name, add: addCase, done } = blindcheck('general', { prefix: 'blind3' });

// Each case's category must be its line's in blind3-general.categories.txt.
const CATEGORIES = readFileSync(new URL('./blind3-general.categories.txt', import.meta.url), 'utf8').split('\n').map((s) => s.trim()).filter(Boolean);
let line = 0;
const add = (category, ...rest) => {
  if (CATEGORIES[line] !== category) throw new Error(`${name} line ${line + 1}: category ${category}, the file says ${CATEGORIES[line]}`);
  line += 1;
  addCase(category, ...rest);
};

const rowsEnd = (...names) => ({ tables: { wardrobe_items: names.map((item_name) => ({ item_name })) } });
const followed = c('influencers.followed', { status: ANY });
const accounts = c('influencers.list', { limit: ANY });
const followingFeed = c('posts.feed', { view: oneOf('following', 'recent', 'latest') });
const remove = (n) => c('wardrobe.remove', { id: W(n) });
const everything = wardrobeList({ query: ABSENT, category: oneOf(ABSENT, 'all') });

// Following.
add('following', 'follow-camille-then-lena-then-pause-lena',
  'Follow camille.style, then lenaminimal too, then "pause lena for now": lenaminimal paused (setActive false), not unfollowed; camille.style kept',
  [t([follow('camille.style')]), t([follow('lenaminimal')]), t([pause(false, 'lenaminimal')])],
  { end: { follows: ['camille.style', '!lenaminimal'], taste: 'refreshed' } });
add('following', 'who-for-streetwear-follow-posts-like-second',
  'Who to follow for streetwear (the accounts listed: street.atelier); "follow them": street.atelier followed; their posts: the following feed (one post); "like the 2nd one": there is no second post, so nothing is liked and the stylist says so (arguable: liking the one post shown)',
  [t([accounts]), t([follow('street.atelier')]), t([followingFeed]), t([])],
  { end: { follows: ['street.atelier'], taste: 'refreshed' } });
add('following', 'formal-unfollow-oslo-ask-first-proceed',
  'End following oslo_knits, "ask me before": the unfollow is the change the chat asks the OK for, so it runs in turn 1; "Yes, proceed": nothing more (camille.style kept)',
  [t([unfollow('oslo_knits')]), t([])],
  { setup: { follows: ['oslo_knits', 'camille.style'] }, end: { follows: ['camille.style'], taste: 'refreshed' } });
add('following', 'new-shopper-oslo-posts-like-cardigan-thanks',
  'What "Oslo something" (oslo_knits, followed) posted lately: the following feed; "can I like that one": its one post liked; thanks: a reply, no call',
  [t([followingFeed]), t([c('posts.like', { postId: { $post: 'oslo_knits' } })]), t([])],
  { setup: { follows: ['oslo_knits'] }, end: { likes: ['oslo_knits'], taste: 'refreshed' } });
add('following', 'unfollow-street-resume-lena',
  'Unfollow street.atelier; "Resume Lena": the paused lenaminimal made active again (setActive true)',
  [t([unfollow('street.atelier')]), t([pause(true, 'lenaminimal')])],
  { setup: { follows: ['street.atelier', '!lenaminimal'] }, end: { follows: ['lenaminimal'], taste: 'refreshed' } });
add('following', 'whos-camile-follow-posts-since-saturday',
  'Who "camile style" is (the accounts listed: camille.style, minimalist tailoring); follow her: camille.style; anything posted since Saturday: her posts from the following feed (one, yesterday)',
  [t([accounts]), t([follow('camille.style')]), t([followingFeed])],
  { end: { follows: ['camille.style'], taste: 'refreshed' } });
add('following', 'follow-three-who-now',
  'Follow lenaminimal, camille.style and street.atelier in one go; who is followed now: the follows read, the three (arguable: answered from the follow just made, with nothing followed before)',
  [t([follow('lenaminimal', 'camille.style', 'street.atelier')]),
    t([followed], { replyMentions: ['@lenaminimal', '@camille.style', '@street.atelier'] })],
  { end: { follows: ['camille.style', 'lenaminimal', 'street.atelier'], taste: 'refreshed' } });
add('following', 'list-follows-pause-vs-unfollow-then-pause',
  'The follows listed (camille.style, street.atelier, oslo_knits); the difference between pause and unfollow explained, no change while she asks; "then pause it": street.atelier paused (arguable: pausing already in turn 2, where she says she would like to)',
  [t([followed], { replyMentions: ['@camille.style', '@street.atelier', '@oslo_knits'] }), t([]), t([pause(false, 'street.atelier')])],
  { setup: { follows: ['camille.style', 'street.atelier', 'oslo_knits'] }, end: { follows: ['camille.style', '!street.atelier', 'oslo_knits'], taste: 'refreshed' } });
add('following', 'someone-cosy-not-minimal-follow-oslo',
  'Someone cosier than the minimalists: the accounts listed (oslo_knits, cosy knitwear), nothing followed while she only asks; "Oslo Knits... yes please follow": oslo_knits followed',
  [t([accounts]), t([follow('oslo_knits')])],
  { end: { follows: ['oslo_knits'], taste: 'refreshed' } });

// Wardrobe.
add('wardrobe', 'own-jeans-tee-coat-add-what-goes-with-coat',
  '"Own: black jeans, white tee, grey coat" states what she has, no change yet (arguable: adding them at once); "Add all three": three rows (bottoms, top, outerwear); what goes with the coat: an outfit composed around it (anchor free)',
  [t([]),
    t([
      wardrobeAdd({ item_name: has('jeans'), category: 'Bottoms', color: oneOf(has('black'), ABSENT) }),
      wardrobeAdd({ item_name: oneOf(has('tee'), has('shirt')), category: 'Tops', color: oneOf(has('white'), ABSENT) }),
      wardrobeAdd({ item_name: has('coat'), category: 'Outerwear', color: oneOf(has('grey'), ABSENT) }),
    ], { ordered: false }),
    t([compose()])],
  { end: { tables: { wardrobe_items: [{ item_name: has('jeans') }, { item_name: oneOf(has('tee'), has('shirt')) }, { item_name: has('coat') }] } } });
add('wardrobe', 'outlet-two-trousers-navy-cardi-count-trousers',
  'Two pairs of black work trousers (two rows) and a navy cardigan added; how many trousers now: the wardrobe read, 3 (the grey trousers she had and the two new)',
  [t([
    wardrobeAdd({ item_name: has('trouser'), category: 'Bottoms' }),
    wardrobeAdd({ item_name: has('trouser'), category: 'Bottoms' }),
    wardrobeAdd({ item_name: has('cardi'), category: oneOf('Tops', 'Outerwear') }),
  ], { ordered: false }),
    t([wardrobeList({ category: oneOf('Bottoms', ABSENT, 'all') })], { replyMentions: ['3'] })],
  {
    setup: wardrobe(['Grey Wool Trousers', 'Bottoms', 'grey'], ['White T-Shirt', 'Tops', 'white'], ['Black Ankle Boots', 'Shoes', 'black']),
    end: rowsEnd('Grey Wool Trousers', 'White T-Shirt', 'Black Ankle Boots', has('trouser'), has('trouser'), has('cardi')),
  });
add('wardrobe', 'pink-cargos-add-tops-in-closet-none-top-under-50',
  'Baby pink cargo pants added as bottoms; which tops in her closet go with them: the wardrobe read (her tops; she owns none); "find me one under $50": a tops search capped at $50 (the shop has none that cheap; the search is still right)',
  [t([wardrobeAdd({ item_name: has('cargo'), category: 'Bottoms', color: oneOf(has('pink'), ABSENT) })]),
    t([wardrobeList({ query: ABSENT, category: oneOf('Tops', ABSENT, 'all') })]),
    t([search({ category: oneOf('Tops', ABSENT), max: 50 })])],
  {
    setup: wardrobe(['Blue Straight Jeans', 'Bottoms', 'blue'], ['White Leather Sneakers', 'Shoes', 'white'], ['Black Ankle Boots', 'Shoes', 'black']),
    end: rowsEnd('Blue Straight Jeans', 'White Leather Sneakers', 'Black Ankle Boots', has('cargo')),
  });
add('wardrobe', 'register-chinos-two-oxfords-belt-chinos-grey',
  'Dark blue chinos (size 52), two white Oxford shirts (two rows) and a brown leather belt added, each confirmed by the chat\'s ask; "the chinos are grey": that row updated to grey (not removed and added again)',
  [t([
    wardrobeAdd({ item_name: has('chino'), category: 'Bottoms', color: oneOf(has('blue'), ABSENT) }),
    wardrobeAdd({ item_name: has('shirt'), category: 'Tops' }),
    wardrobeAdd({ item_name: has('shirt'), category: 'Tops' }),
    wardrobeAdd({ item_name: has('belt'), category: 'Accessories' }),
  ], { ordered: false }),
    t([c('wardrobe.update', { id: ANY, item_name: ANY, color: has('grey') })])],
  { end: { tables: { wardrobe_items: [{ item_name: has('chino'), color: has('grey') }, { item_name: has('shirt') }, { item_name: has('shirt') }, { item_name: has('belt') }] } } });
add('wardrobe', 'gave-sister-bag-remove-three-then-tunic-whats-left',
  'The floral maxi dress, the red wrap top and the bootcut jeans given away: the wardrobe read and the three rows removed; the striped tunic too: removed with the id already read; what is left: the wardrobe read, the three pieces left',
  [t([wardrobeList(), remove(1), remove(2), remove(3)], { ordered: false }),
    t([remove(4)]),
    t([everything], { replyMentions: ['Navy Wool Blazer', 'White Leather Sneakers', 'Black Midi Skirt'] })],
  {
    setup: wardrobe(['Floral Maxi Dress', 'Dresses', 'multi'], ['Red Wrap Top', 'Tops', 'red'], ['Bootcut Jeans', 'Bottoms', 'blue'], ['Striped Tunic', 'Tops', 'blue'],
      ['Navy Wool Blazer', 'Outerwear', 'navy'], ['White Leather Sneakers', 'Shoes', 'white'], ['Black Midi Skirt', 'Bottoms', 'black']),
    end: rowsEnd('Navy Wool Blazer', 'White Leather Sneakers', 'Black Midi Skirt'),
  });
add('wardrobe', 'list-shoes-remove-sandals',
  'Her shoes listed (the wardrobe by category Shoes); "remove the sandals": the sandals row shown removed',
  [t([wardrobeList({ query: ABSENT, category: 'Shoes' })], { replyMentions: ['Tan Leather Sandals', 'White Leather Sneakers', 'Black Ankle Boots'], replyOmits: ['Blue Straight Jeans'] }),
    t([remove(1)])],
  {
    setup: wardrobe(['Tan Leather Sandals', 'Shoes', 'tan'], ['White Leather Sneakers', 'Shoes', 'white'], ['Black Ankle Boots', 'Shoes', 'black'], ['Blue Straight Jeans', 'Bottoms', 'blue']),
    end: rowsEnd('White Leather Sneakers', 'Black Ankle Boots', 'Blue Straight Jeans'),
  });
add('wardrobe', 'goes-with-my-blue-jeans-sunday-brunch',
  'What from her wardrobe goes with her blue jeans, for Sunday brunch: the wardrobe read (to find the jeans) and an outfit composed for brunch (or casual) around them, her own pieces first (arguable: compose alone, since it takes owned pieces first)',
  [t([wardrobeList(), compose({ occasion: oneOf('brunch', 'casual') })])],
  { setup: wardrobe(['Blue Jeans', 'Bottoms', 'blue'], ['White Linen Shirt', 'Tops', 'white'], ['Striped Breton Top', 'Tops', 'navy'], ['White Leather Sneakers', 'Shoes', 'white'], ['Beige Trench Coat', 'Outerwear', 'beige']) });
add('wardrobe', 'how-many-own-add-hoodie-sweats-air-forces',
  'How many things she owns: the wardrobe read, 3; then a black hoodie, grey sweatpants and Air Force sneakers added (three rows)',
  [t([wardrobeList()], { replyMentions: ['3'] }),
    t([
      wardrobeAdd({ item_name: has('hoodie'), category: oneOf('Tops', 'Activewear') }),
      wardrobeAdd({ item_name: has('sweat'), category: oneOf('Bottoms', 'Activewear') }),
      wardrobeAdd({ item_name: has('air force'), category: 'Shoes' }),
    ], { ordered: false })],
  {
    setup: wardrobe(['Blue Straight Jeans', 'Bottoms', 'blue'], ['White T-Shirt', 'Tops', 'white'], ['Black Puffer Jacket', 'Outerwear', 'black']),
    end: rowsEnd('Blue Straight Jeans', 'White T-Shirt', 'Black Puffer Jacket', has('hoodie'), has('sweat'), has('air force')),
  });
add('wardrobe', 'leather-jacket-red-cross-remove-outerwear-left',
  'The old leather jacket given away: found in the wardrobe and removed; how many outerwear pieces remain: the outerwear read after the removal, 2 (arguable: answered from a whole-wardrobe read in turn 1)',
  [t([wardrobeList(), remove(1)]),
    t([wardrobeList({ query: ABSENT, category: oneOf('Outerwear', ABSENT, 'all') })], { replyMentions: ['2'] })],
  {
    setup: wardrobe(['Brown Leather Jacket', 'Outerwear', 'brown'], ['Navy Wool Coat', 'Outerwear', 'navy'], ['Beige Trench Coat', 'Outerwear', 'beige'], ['Blue Straight Jeans', 'Bottoms', 'blue']),
    end: rowsEnd('Navy Wool Coat', 'Beige Trench Coat', 'Blue Straight Jeans'),
  });

// Typos.
add('typos', 'drsses-weding-june-tummy-red-strechy',
  'Dresses for a June wedding that are forgiving at the tummy, misspelt: a dress search (the red wrap dress among them); is the red one stretchy: answered from its description (fluid crepe, a wrap cut), no call',
  [t([search({ category: oneOf('Dresses', ABSENT) })], { replyMentions: ['Red Wrap Dress'] }), t([])]);
add('typos', 'blck-bootz-undr-300-sav',
  'Black boots under 300, misspelt: searched (capped at $300; the Black Ankle Boots); "thse. sav": those boots saved to the dressing room',
  [t([search({ text: has('boot'), max: 300 })], { replyMentions: ['Black Ankle Boots'] }), t([save('Black Ankle Boots')])],
  { end: { saved: ['Black Ankle Boots'], taste: 'refreshed' } });
add('typos', 'nite-shft-party-thurs-no-heels-then-flats',
  'An outfit for a party after a night shift on Thursday, not too fancy, no heels, misspelt: composed for a party (or casual); "that one but with flats": other shoes for that outfit (arguable: composing again would also do)',
  [t([compose({ occasion: oneOf('party', 'casual') })]), t([suggest('shoes')])]);
add('typos', 'gold-hoopsss-prom-price-add-to-cart',
  'Gold hoops for prom, misspelt: searched (Gold Hoop Earrings); how much: $45 from what was shown, no call; "ad 2 cart": saved and moved into the cart',
  [t([search({ text: has('hoop') })], { replyMentions: ['Gold Hoop Earrings'] }), t([], { replyMentions: ['$45'] }),
    t([save('Gold Hoop Earrings'), toCart('Gold Hoop Earrings')])],
  { end: { saved: ['Gold Hoop Earrings'], cart: ['Gold Hoop Earrings'], taste: 'refreshed' } });
add('typos', 'lisbon-4-9-mai-business-dinner-weather',
  'A packing list for a Lisbon business trip 4-9 May (German "Mai") with one dinner: the trip planned for those dates (activities free, e.g. Business and an evening); the corrected typos and "check the weather": the plan already gives each day\'s weather, no new call',
  [t([plan('Lisbon', '2026-05-04', '2026-05-09')]), t([])]);

// Small talk.
add('small_talk', 'thanks-christening-outfit-real-person',
  'Thanks for last week\'s christening outfit: a warm reply, no call; is it a real person or a computer: answered honestly, no call',
  [t([]), t([])]);
add('small_talk', 'hi-can-you-do-returns',
  'A greeting: a reply, no call; returns: the app does not handle them, said so, no call',
  [t([]), t([])]);
add('small_talk', 'track-order-who-to-contact',
  'Track an order: the app does not track orders, said so, no call; who to contact: the retailer she bought from, no call',
  [t([]), t([])]);
add('small_talk', 'best-stylist-fav-colour-name-bye',
  'Compliment and favourite colour, a name, goodbye: replies, no call',
  [t([]), t([]), t([])]);
add('small_talk', 'where-data-stored-photos-restaurant-munich',
  'Where her data is stored and whether photos are shared: answered in general terms or pointed to the privacy settings, no call; a restaurant in Munich: outside what the stylist does, no call',
  [t([]), t([])]);

// Bad input.
add('bad_input', 'long-summer-party-not-black-budget-150',
  'A long message: an outdoor summer garden party on 13 June, something not black that suits hips: dresses searched (black excluded or not); "budget maybe 150": dresses searched again capped at $150 (arguable: an outfit composed for a summer party, or asking the budget first in turn 1)',
  [t([search({ category: oneOf('Dresses', ABSENT), exclude: ANY })]), t([search({ category: oneOf('Dresses', ABSENT), max: 150, exclude: ANY })])]);
add('bad_input', 'emoji-dress-heels-question',
  'Only emoji (a dress, heels, a question mark): a short reply asking what she is after, no call',
  [t([])]);
add('bad_input', 'instagram-link-find-top-like-this',
  'A bare Instagram link: the chat cannot open it, so it asks what she wants, no call; "find something like this top": it cannot see the top, so it asks her to describe it (or upload a photo), no call (arguable: a tops search)',
  [t([]), t([])]);
add('bad_input', 'gibberish-then-whats-trending',
  'Keyboard mash: a short reply, no call; after the apology, what is trending: the product feed\'s trending section',
  [t([]), t([c('recommendations.feed', { section: 'trending', tier: ANY, limit: ANY, favoriteIds: ANY })])]);
add('bad_input', 'pasted-json-wardrobe-add-german-then-english',
  'Pasted JSON from a spreadsheet: data, not a request, so the chat asks what to do, no call; the German "add both pieces to my wardrobe": the olive Jack Wolfskin jacket and the black trousers (size 52) added; the same in English: already done, nothing more',
  [t([]),
    t([
      wardrobeAdd({ item_name: has('jacket'), category: 'Outerwear', brand: oneOf(has('jack wolfskin'), ABSENT), color: oneOf(has('olive'), ABSENT) }),
      wardrobeAdd({ item_name: has('trouser'), category: 'Bottoms', color: oneOf(has('black'), ABSENT) }),
    ], { ordered: false }),
    t([])],
  { end: { tables: { wardrobe_items: [{ item_name: has('jacket') }, { item_name: has('trouser') }] } } });

writeCases(name, done());
console.log(name, 'written', line, 'cases');
