import { describe, expect, it } from 'vitest';
import { matchByName } from './plan.js';
import { understand } from './understand.js';

describe('atelier-local understands the feed, dressing room, cart, posts, likes and profile', () => {
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
    ["what's in my cart?", { kind: 'dressingRoom.list', cartOnly: true }],
    ['show me influencers', { kind: 'influencers.list' }],
    ['show my paused influencers', { kind: 'influencers.followed', status: 'inactive' }],
    ['refresh my recommendations', { kind: 'recommendations.refresh' }],
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
