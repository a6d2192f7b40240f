// Blind check, general area (wardrobe, following, typos): conversations written by outside shoppers
// (blindcheck-general.messages.txt, committed before these expectations), expectations from the tool contracts only.
// `node evals/dev/blindcheck-general.gen.mjs`.
const HERE = new URL('.', import.meta.url);
import {
  ANY, W, blindcheck, c, follow, has, oneOf, pause, plan, roomList, search, t, unfollow, wardrobe, wardrobeAdd, wardrobeList, wardrobeRows, writeCases,
} from '../blind/blindcheck-cases.mjs';

const { name, add, done } = blindcheck('general', { dir: HERE });
const rowsEnd = (...names) => ({ tables: { wardrobe_items: names.map((item_name) => ({ item_name })) } });
const CART = { saved: ['Noir Leather Tote', 'Satin Slingback Heels', 'Black Ankle Boots'], cart: ['Noir Leather Tote', 'Satin Slingback Heels'] };
const HOME = [['Beige Trench Coat', 'Outerwear', 'beige'], ['Blue Straight Jeans', 'Bottoms', 'blue'], ['Navy Wool Coat', 'Outerwear', 'navy'], ['White Linen Shirt', 'Tops', 'white']];

add('wardrobe', 'bought-cream-cashmere-cardigan',
  'A cardigan bought elsewhere, added to the wardrobe (a cardigan is a top or outerwear)',
  [t([wardrobeAdd({ item_name: has('cardigan'), category: oneOf('Tops', 'Outerwear') })])]);
add('wardrobe', 'wardrobe-outerwear-only',
  'The wardrobe, outerwear only: listed by category',
  [t([wardrobeList({ category: 'Outerwear' })], { replyMentions: ['Beige Trench Coat', 'Navy Wool Coat'], replyOmits: ['Blue Straight Jeans'] })],
  { setup: wardrobe(...HOME) });
add('wardrobe', 'bought-pace-white-sneakers',
  'The white Pace sneakers bought: added to the wardrobe as shoes',
  [t([wardrobeAdd({ item_name: has('sneaker'), category: 'Shoes' })])]);
add('wardrobe', 'list-my-wardrobe',
  'List the wardrobe: everything, no filter',
  [t([wardrobeList({ query: { $absent: true }, category: oneOf({ $absent: true }, 'all') })], { replyMentions: ['Beige Trench Coat', 'White Linen Shirt'] })],
  { setup: wardrobe(...HOME) });
add('wardrobe', 'paint-on-beige-trench-remove',
  'The beige trench ruined: found in the wardrobe, removed',
  [t([wardrobeList(), c('wardrobe.remove', { id: W(1) })])],
  { setup: wardrobe(...HOME), end: rowsEnd('Blue Straight Jeans', 'Navy Wool Coat', 'White Linen Shirt') });
add('following', 'follow-camille-minimalist-tailoring',
  'Follow Camille, described by her style: camille.style',
  [t([follow('camille.style')])], { end: { follows: ['camille.style'], taste: 'refreshed' } });
add('following', 'resume-misspelt-camille',
  'Resume a paused follow, the handle misspelt: camille.style resumed',
  [t([pause(true, 'camille.style')])], { setup: { follows: ['!camille.style'] }, end: { follows: ['camille.style'], taste: 'refreshed' } });
add('following', 'stop-oslo-something-follow-camille',
  'Stop following "the knits account, oslo something" and follow Camille instead',
  [t([unfollow('oslo_knits'), follow('camille.style')], { ordered: false })],
  { setup: { follows: ['oslo_knits'] }, end: { follows: ['camille.style'], taste: 'refreshed' } });
add('typos', 'unfolow-strete-atelier-ya-do-it',
  'Unfollow street atelier, misspelt; "ya do it": the change is asked for in turn 1 (approval is the confirmation), so nothing is left to do in turn 2 (arguable: a stylist that asks in words first would act in turn 2)',
  [t([unfollow('street.atelier')]), t([])], { setup: { follows: ['street.atelier'] }, end: { follows: [], taste: 'refreshed' } });
add('typos', 'kart-total-togther',
  'What is in the cart and its total, misspelt: the cart listed, the sum stated ($89 + $780)',
  [t([roomList], { replyMentions: ['Noir Leather Tote', 'Satin Slingback Heels', '$869'] })], { setup: CART });
add('typos', 'lisbin-2-to-6-may',
  'A misspelt city and dates: Lisbon 2-6 May',
  [t([plan('Lisbon', '2026-05-02', '2026-05-06')])]);
add('typos', 'searh-cashmeer-jumper-creme',
  'A misspelt search for a cream cashmere jumper (sizes are not in the catalogue)',
  [t([search({ category: 'Tops', text: 'cashmere' })], { replyMentions: ['Cream Cashmere Sweater'] })]);
add('following', 'margaret-follow-camille-go-ahead',
  'Follow "a lady called Camille who dresses very smartly"; "yes please go ahead": followed in turn 1 (approval is the confirmation), nothing more in turn 2',
  [t([follow('camille.style')]), t([])], { end: { follows: ['camille.style'], taste: 'refreshed' } });
add('following', 'unfollow-follow-pause-go-ahead',
  'Unfollow street atelier, follow Lena, pause Camille for a month: three changes in turn 1 (any order); "yes go ahead": nothing more',
  [t([unfollow('street.atelier'), follow('lenaminimal'), pause(false, 'camille.style')], { ordered: false }), t([])],
  { setup: { follows: ['street.atelier', 'camille.style'] }, end: { follows: ['lenaminimal', '!camille.style'], taste: 'refreshed' } });
add('following', 'follow-misspelt-at-handle',
  'An @handle with one letter too many: the known account lenaminimal, or the handle as typed (arguable: both are defensible)',
  [t([c('influencers.follow', { handles: oneOf(['lenaminimal'], ['lenaminimall']) })])]);
add('following', 'which-minimal-follow-them',
  'Which influencers do minimal: listed, then the minimalists followed (Camille and Lena)',
  [t([c('influencers.list', { limit: ANY }), follow('camille.style', 'lenaminimal')])],
  { end: { follows: ['camille.style', 'lenaminimal'], taste: 'refreshed' } });
add('wardrobe', 'gave-grey-blazer-not-black',
  'The grey blazer given away: found and removed in turn 1 (the black one kept); "yes the grey one, not the black one": nothing more',
  [t([wardrobeList(), c('wardrobe.remove', { id: W(1) })]), t([])],
  { setup: wardrobe(['Grey Wool Blazer', 'Outerwear', 'grey'], ['Black Wool Blazer', 'Outerwear', 'black']), end: rowsEnd('Black Wool Blazer') });
add('wardrobe', 'add-trench-two-cardigans-loafers',
  'Four pieces added to the wardrobe: a trench, a blue and a cream cardigan, brown loafers',
  [t([
    wardrobeAdd({ item_name: has('trench'), category: 'Outerwear' }),
    wardrobeAdd({ item_name: has('cardigan'), category: oneOf('Tops', 'Outerwear'), color: oneOf(has('blue'), { $absent: true }) }),
    wardrobeAdd({ item_name: has('cardigan'), category: oneOf('Tops', 'Outerwear'), color: oneOf(has('cream'), { $absent: true }) }),
    wardrobeAdd({ item_name: has('loafer'), category: 'Shoes' }),
  ], { ordered: false })],
  { end: { tables: { wardrobe_items: [{ item_name: has('rench') }, { item_name: has('ardigan') }, { item_name: has('ardigan') }, { item_name: has('oafer') }] } } });
add('wardrobe', 'clean-out-five-how-many-left',
  'Delete the red wrap dress, 3 t-shirts and the old jeans, then how many are left: the wardrobe read, five removals, 2 left (the count from the list\'s total; a second read would be as good)',
  [t([wardrobeList(), ...[1, 2, 3, 4, 5].map((n) => c('wardrobe.remove', { id: W(n) }))], { ordered: false, replyMentions: ['2'] })],
  {
    setup: { tables: { wardrobe_items: wardrobeRows(['Red Wrap Dress', 'Dresses', 'red'], ['White T-Shirt', 'Tops', 'white'], ['Black T-Shirt', 'Tops', 'black'], ['Grey T-Shirt', 'Tops', 'grey'], ['Old Blue Jeans', 'Bottoms', 'blue'], ['Beige Trench Coat', 'Outerwear', 'beige'], ['Black Ankle Boots', 'Shoes', 'black']) } },
    end: rowsEnd('Beige Trench Coat', 'Black Ankle Boots'),
  });
add('wardrobe', 'white-sneakers-there-then-add-pace',
  'Are white sneakers in the wardrobe (looked up: no), then add the Pace ones',
  [t([c('wardrobe.list')]), t([wardrobeAdd({ item_name: has('sneaker'), category: 'Shoes' })])],
  { setup: wardrobe(['Black Ankle Boots', 'Shoes', 'black'], ['Blue Straight Jeans', 'Bottoms', 'blue']) });

writeCases(name, done(), HERE);
console.log(name, 'written');
