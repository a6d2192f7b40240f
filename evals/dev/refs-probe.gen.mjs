// Probe of references to what was just shown (the refs round): a piece, an outfit or a post shown, then a message
// that acts on one of them by position, description, pronoun or name. Written before the fix, in voices unlike the
// blind-check misses. `node evals/dev/refs-probe.gen.mjs`.
const HERE = new URL('.', import.meta.url);
import { ANY, P, blindcheck, c, compose, has, save, search, similar, suggest, t, wardrobe, wardrobeList, writeCases } from '../blind/blindcheck-cases.mjs';

const { name, add, done } = blindcheck('probe', { prefix: 'refs', dir: HERE });
const saved = (piece) => ({ end: { saved: [piece], taste: 'refreshed' } });
const recomposed = [wardrobeList(), c('outfits.compose')];

add('follow_ups', 'bags-crossbody-save-that', 'Black bags, then the crossbody saved by what it is', [t([search({ category: 'Bags' })]), t([save('Black Mini Crossbody')])], saved('Black Mini Crossbody'));
add('follow_ups', 'dresses-take-the-navy', 'Dresses, then "I\'ll take the navy": the navy dress saved', [t([search({ category: 'Dresses', max: 200 })]), t([save('Navy Slip Dress')])], saved('Navy Slip Dress'));
add('follow_ups', 'boots-keep-those', 'Boots (one pair shown), "keep them for me": saved', [t([search({ category: 'Shoes' })]), t([save('Black Ankle Boots')])], saved('Black Ankle Boots'));
add('follow_ups', 'scarf-along-those-lines', 'A scarf (one shown), then anything along those lines: pieces like it', [t([search({ category: 'Accessories' })]), t([similar('Green Silk Scarf')])]);
add('follow_ups', 'shoes-second-material-bookmark', 'Shoes, a question about the second, then "bookmark it": the second saved', [t([search({ category: 'Shoes' })]), t([]), t([save('Black Ankle Boots')])], saved('Black Ankle Boots'));
add('follow_ups', 'wedding-dresses-bag-for-red', 'Dresses, then a bag for the red one: the bag slot around it', [t([search({ category: 'Dresses' })]), t([suggest('bag', { dress: { source: 'product', id: P('Red Wrap Dress') } })])]);
add('follow_ups', 'jeans-top-with-them', 'Jeans (one shown), then a top with them: the top slot around the jeans', [t([search({ category: 'Bottoms' })]), t([suggest('top', { bottom: { source: 'product', id: P('Blue Straight Jeans') } })])]);
add('follow_ups', 'brunch-own-denim-jacket', 'A brunch outfit; her own denim jacket instead of the coat: the wardrobe read, recomposed', [t([compose({ occasion: 'brunch' })]), t(recomposed)], { setup: wardrobe(['Denim Jacket', 'Outerwear', 'blue'], ['White T-Shirt', 'Tops', 'white']) });
add('follow_ups', 'interview-5-degrees', 'An interview outfit, then the same at 5 degrees (occasion kept)', [t([compose({ occasion: 'interview' })]), t([compose({ occasion: 'interview', temperature_c: 5 })])]);
add('follow_ups', 'dinner-keep-as-name', 'A dinner outfit kept under a name', [t([compose()]), t([c('outfits.save', { name: has('friday dinner'), slots: ANY })])]);
add('follow_ups', 'gallery-store-call-it', 'A gallery outfit, stored and named', [t([compose()]), t([c('outfits.save', { name: has('gallery night'), slots: ANY })])]);
add('follow_ups', 'camille-posts-buy-her-blazer', 'Camille\'s posts, then whether her blazer can be bought here: a blazer search', [t([c('posts.latest', {})]), t([search({ category: 'Outerwear', text: 'blazer' })])]);
add('follow_ups', 'bags-camel-it-is', 'Bags, "the camel one it is": saved', [t([search({ category: 'Bags' })]), t([save('Camel Structured Bag')])], saved('Camel Structured Bag'));
add('follow_ups', 'earrings-grab-those', 'Earrings (one pair shown), "grab those for me": saved', [t([search({ category: 'Jewelry' })]), t([save('Gold Hoop Earrings')])], saved('Gold Hoop Earrings'));
add('follow_ups', 'tops-warmer-heart-sweater', 'Tops, which is warmer (answered), then the sweater saved', [t([search({ category: 'Tops' })]), t([]), t([save('Cream Cashmere Sweater')])], saved('Cream Cashmere Sweater'));
add('follow_ups', 'heels-more-like-second', 'Heels, then more like the second: pieces like it', [t([search({ category: 'Shoes' })]), t([similar('Black Ankle Boots')])]);
add('follow_ups', 'red-dress-shoes-with-it', 'A red dress (one shown), then shoes with it: the shoe slot around the dress', [t([search({ category: 'Dresses' })]), t([suggest('shoes', { dress: { source: 'product', id: P('Red Wrap Dress') } })])]);
add('follow_ups', 'wedding-shoes-bag-for-slingbacks', 'Shoes, then a bag for the slingbacks: the bag slot around them', [t([search({ category: 'Shoes' })]), t([suggest('bag', { shoes: { source: 'product', id: P('Satin Slingback Heels') } })])]);
add('follow_ups', 'weekend-same-at-30', 'A casual outfit, then the same at 30 degrees', [t([compose()]), t([compose({ temperature_c: 30 })])]);
add('follow_ups', 'feed-save-the-tote', 'The feed, then the tote saved', [t([c('recommendations.feed', { section: ANY, tier: ANY, limit: ANY, favoriteIds: ANY })]), t([save('Noir Leather Tote')])], saved('Noir Leather Tote'));
add('follow_ups', 'scarves-that-one-similar', 'Scarves, "that one, similar pls": pieces like it', [t([search({ category: 'Accessories' })]), t([similar('Green Silk Scarf')])]);
add('follow_ups', 'christening-own-loafers', 'A christening outfit; her own black loafers for the shoes: the wardrobe read, recomposed', [t([compose()]), t(recomposed)], { setup: wardrobe(['Black Loafers', 'Shoes', 'black'], ['Cream Blouse', 'Tops', 'cream']) });
add('follow_ups', 'sneakers-leather-add-em', 'Sneakers, is the white pair leather (answered), then saved', [t([search({ category: 'Shoes' })]), t([]), t([save('White Leather Sneakers')])], saved('White Leather Sneakers'));
add('follow_ups', 'bags-second-saving-it', 'Bags, "the second one looks good, saving it": saved', [t([search({ category: 'Bags' })]), t([save('Noir Leather Tote')])], saved('Noir Leather Tote'));

writeCases(name, done(), HERE);
console.log(name, 'written');
