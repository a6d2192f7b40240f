import { describe, expect, it } from 'vitest';
import { matchByName } from './lib/dressing-room.js';
import { understand } from '../../../evals/skill-harness.js';
import { emptyState } from './dialogue.js';

describe('atelier-local understands the feed, dressing room, cart, posts, likes, profile, wardrobe, outfits, looks and photos', () => {
  it.each([
    ['who is similar to @zara', { kind: 'similar', handle: 'zara' }],
    ['show me my luxury recommendations', { kind: 'feed', section: 'recommended', query: { tier: 'luxury' } }],
    ["what's trending?", { kind: 'feed', section: 'trending' }],
    ['surprise me with something new', { kind: 'feed', section: 'discover' }],
    ["what's in my dressing room", { kind: 'dressingRoom.list' }],
    ['remove the Noir Leather Tote from my dressing room', { kind: 'dressingRoom.remove', target: 'Noir Leather Tote', ref: null }],
    ['remove the first one from my dressing room', { kind: 'dressingRoom.remove', ref: { index: 1 } }],
    ['clear my dressing room', { kind: 'dressingRoom.clear' }],
    ['show me the most liked posts', { kind: 'posts.feed', view: 'top_liked' }],
    ['posts from people I follow', { kind: 'posts.feed', view: 'following' }],
    ['I love the colour and the price of the second one', { kind: 'feedback.submit', ref: { index: 2 }, reasons: ['color', 'price'] }],
    ["what's my style?", { kind: 'styleProfile.get' }],
    ['who is similar to @a', { kind: 'invalid_handles' }],
    ['like the third one', { kind: 'posts.like', liked: true, ref: { index: 3 }, handle: null }],
    ["like @oslo_knits's post", { kind: 'posts.like', liked: true, ref: null, handle: 'oslo_knits' }],
    ['unlike it', { kind: 'posts.like', liked: false, ref: { index: 1 } }],
    ['add the red wrap dress to my cart', { kind: 'dressingRoom.cart', inCart: true, target: 'red wrap dress', ref: null }],
    ['take the tote out of my cart', { kind: 'dressingRoom.cart', inCart: false, target: 'tote' }],
    ['put the first one in my cart', { kind: 'dressingRoom.cart', inCart: true, ref: { index: 1 } }],
    ["what's in my cart?", { kind: 'cart.list', question: 'list' }],
    ['show me influencers', { kind: 'influencers.list' }],
    ['show my paused influencers', { kind: 'influencers.followed', status: 'inactive' }],
    ['refresh my recommendations', { kind: 'recommendations.refresh' }],
  ])('%s', (text, expected) => {
    expect(understand(text, '2026-04-20')).toMatchObject([expected]);
  });

  it.each([
    ['what black things do I own?', { kind: 'wardrobe.list', query: 'black' }],
    ['find the white tops in my wardrobe', { kind: 'wardrobe.list', query: 'white', category: 'Tops' }],
    ['do I own any bags?', { kind: 'wardrobe.list', category: 'Bags' }],
    ['add a grey wool coat to my wardrobe', { kind: 'wardrobe.add', item: { item_name: 'Grey Wool Coat', category: 'Outerwear', color: 'grey' } }],
    ['add a black wool coat from Toteme to my wardrobe, I paid $450 for it', { kind: 'wardrobe.add', item: { category: 'Outerwear', brand: 'Toteme', purchase_price: 450 } }],
    ['add gold hoop earrings to my closet', { kind: 'wardrobe.add', item: { item_name: 'Gold Hoop Earrings', category: 'Jewelry' } }],
    ['add my lucky charm to my wardrobe', { kind: 'wardrobe.add', item: null }],
    ['remove the coat from my wardrobe', { kind: 'wardrobe.remove', target: 'coat' }],
    ['my trench coat is actually beige, please fix its colour', { kind: 'wardrobe.update', target: 'trench coat', changes: { color: 'beige' } }],
    ['rename my grey coat to Winter Coat', { kind: 'wardrobe.update', target: 'grey coat', changes: { item_name: 'Winter Coat' } }],
    ['I paid $200 for my grey coat', { kind: 'wardrobe.update', changes: { purchase_price: 200 } }],
    ['what goes with my white sneakers?', { kind: 'outfit.build', anchors: [{ text: 'white sneakers', owned: true }], slots: [] }],
    ['which shoes go with my navy slip dress?', { kind: 'outfit.build', slots: ['shoes'] }],
    ['I need an outfit for a beach wedding in June', { kind: 'outfit.build', anchors: [], slots: ['dress', 'shoes', 'bag'], occasion: 'a beach wedding in June' }],
    ['what should I wear to an interview?', { kind: 'outfit.build', slots: ['top', 'bottom', 'shoes'] }],
    ['complete my look', { kind: 'look.complete', source: { from: 'conversation' } }],
    ['build a complete look around the Red Wrap Dress', { kind: 'look.complete', anchors: [{ text: 'Red Wrap Dress', owned: false }] }],
    ['what do I need to finish a look with my white poplin shirt and blue jeans?', { kind: 'look.complete', anchors: [{ owned: true }, { text: 'blue jeans', owned: true }] }],
    ["recreate @camille.style's look", { kind: 'look.complete', source: { from: 'post', handle: 'camille.style' } }],
    ['style the first one', { kind: 'look.complete', source: { from: 'product', ref: { index: 1 } } }],
    ['complete the look in my latest photo', { kind: 'look.complete', source: { from: 'photo' } }],
    ['save this outfit as Beach Day', { kind: 'outfits.save', anchors: [], name: 'Beach Day' }],
    ['save my white poplin shirt with my blue jeans as an outfit called Weekend', { kind: 'outfits.save', name: 'Weekend' }],
    ['my outfits', { kind: 'outfits.list' }],
    ['delete my Office outfit', { kind: 'outfits.remove', target: 'Office', ref: null }],
    ['delete the first outfit', { kind: 'outfits.remove', ref: { index: 1 } }],
    ['analyse my latest photo', { kind: 'styleDna.analyze', latest: null }],
    ['analyze my last three uploads', { kind: 'styleDna.analyze', latest: 3 }],
    ['help me plan a trip to Rome from June 2 to 5', { kind: 'trips.plan', destination: 'Rome' }],
    ['which sources do I have?', { kind: 'sources.list' }],
    ['what should I wear?', { kind: 'feed', section: 'recommended' }],
    ['save the first one', { kind: 'dressingRoom.add' }],
  ])('%s', (text, expected) => {
    expect(understand(text, '2026-04-20')).toMatchObject([expected]);
  });

  it('keeps a search with colour, category or price a search, not the feed', () => {
    expect(understand('recommend black bags under $100', '2026-04-20')).toMatchObject([{ kind: 'products', query: { category: 'Bags', maxPrice: 100 } }]);
  });

  it('matches a dressing-room piece by name only when one piece fits best', () => {
    const items = [{ id: 'a', item_name: 'Noir Leather Tote' }, { id: 'b', item_name: 'White Leather Sneakers' }];
    expect(matchByName(items, 'tote')?.id).toBe('a');
    expect(matchByName(items, 'leather one')).toBeNull();
    expect(matchByName(items, 'sweater')).toBeNull();
  });
});

describe('wardrobe purchases with their makers, and account changes carried on', () => {
  it.each([
    ['just bought a black leather jacket from zara for 120', { item_name: 'Black Leather Jacket', category: 'Outerwear', brand: 'Zara', color: 'black', purchase_price: 120 }],
    ['I picked up some white sneakers at Nike last week, $90', { category: 'Shoes', brand: 'Nike', color: 'white', purchase_price: 90 }],
    ["Got myself a new handbag! It's a tan Coach one, was 250", { category: 'Bags', brand: 'Coach', color: 'tan', purchase_price: 250 }],
    ["picked up some levi's 501 jeans last saturday, 98 bucks", { category: 'Bottoms', brand: "Levi's", purchase_price: 98 }],
    ['spent 45 on a pleated skirt from Mango today', { item_name: 'Pleated Skirt', brand: 'Mango', purchase_price: 45 }],
    ['zara blazer in black, 59.99', { category: 'Outerwear', brand: 'Zara', color: 'black', purchase_price: 59.99 }],
  ])('%s', (text, item) => {
    expect(understand(text, '2026-04-20')).toMatchObject([{ kind: 'wardrobe.add', item }]);
  });

  it('pauses an account put "on pause", not an outfit', () => {
    expect(understand('put lena on pause', '2026-04-20')).toMatchObject([{ kind: 'influencers.setActive', handles: ['lenaminimal'], active: false }]);
  });

  it('makes the last follow or unfollow again for the accounts "and … too" names', () => {
    const stateAfter = (tool: string) => ({ ...emptyState(), latestTool: tool, lastHandles: ['camille.style'], lastHandlesAre: 'influencers' as const });
    expect(understand('and lena too', '2026-04-20', stateAfter('influencers_follow'))).toMatchObject([{ kind: 'influencers.follow', handles: ['lenaminimal'] }]);
    expect(understand('street atelier as well', '2026-04-20', stateAfter('influencers.unfollow'))).toMatchObject([{ kind: 'influencers.unfollow', handles: ['street.atelier'] }]);
    // With no account change before, a bare name changes nothing.
    expect(understand('and lena too', '2026-04-20')).not.toMatchObject([{ kind: 'influencers.follow' }]);
  });
});

describe('"quit following" unfollows', () => {
  it('quit following lena', () => expect(understand('quit following lena', '2026-04-20')).toEqual([{ kind: 'influencers.unfollow', handles: ['lenaminimal'] }]));
});

describe('clauses of one message that finish an earlier one', () => {
  it('a price alone after a search is that search\u2019s price', () => {
    expect(understand('show me tops but keep it below 200 please', '2026-04-20')).toEqual([
      { kind: 'products', query: expect.objectContaining({ category: 'Tops', maxPrice: 200, phrase: 'tops under $200' }) },
    ]);
  });
  it('snooze pauses at once, as mute does', () => {
    expect(understand('snooze lenaminimal', '2026-04-20')).toEqual([{ kind: 'influencers.setActive', handles: ['lenaminimal'], active: false }]);
  });
  it.each([
    ['Just got back from the shops with a red midi skirt (Whistles, £65)', { brand: 'Whistles', color: 'red', category: 'Bottoms' }],
    ['add my new Vagabond sandals to my wardrobe, paid 95', { brand: 'Vagabond', category: 'Shoes', purchase_price: 95 }],
  ])('a maker in brackets or capitalised before the piece: %s', (text, item) => {
    expect(understand(text, '2026-04-20')).toMatchObject([{ kind: 'wardrobe.add', item }]);
  });
  it('a capitalised colour or garment word is no maker', () => {
    expect(understand('I bought some Black boots', '2026-04-20')).toMatchObject([{ kind: 'wardrobe.add', item: { color: 'black' } }]);
    expect(understand('I bought some Black boots', '2026-04-20')[0]).not.toMatchObject({ item: { brand: expect.anything() } });
  });
});

describe('budgets that read as other things', () => {
  it.each([
    ['can i get a dress for 85 or less', { category: 'Dresses', maxPrice: 85 }],
    ['under 100 what\u2019ve you got in dresses', { category: 'Dresses', maxPrice: 100 }],
    ['spending cap of 500 on heels', { category: 'Shoes', maxPrice: 500 }],
  ])('%s is a search with a cap', (text, query) => {
    expect(understand(text, '2026-04-20')).toMatchObject([{ kind: 'products', query }]);
  });
});
