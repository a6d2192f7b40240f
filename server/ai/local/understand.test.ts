import { describe, expect, it } from 'vitest';
import { matchByName } from './plan.js';
import { understand } from './understand.js';

describe('atelier-local understands the feed, dressing room, posts and profile', () => {
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
  ])('%s', (text, expected) => {
    expect(understand(text)).toMatchObject([expected]);
  });

  it('keeps a search with colour, category or price a search, not the feed', () => {
    expect(understand('recommend black bags under $100')).toMatchObject([{ kind: 'products', query: { category: 'Bags', maxPrice: 100 } }]);
  });

  it('matches a dressing-room piece by name only when one piece fits best', () => {
    const items = [{ id: 'a', item_name: 'Noir Leather Tote' }, { id: 'b', item_name: 'White Leather Sneakers' }];
    expect(matchByName(items, 'tote')?.id).toBe('a');
    expect(matchByName(items, 'leather one')).toBeNull();
    expect(matchByName(items, 'sweater')).toBeNull();
  });
});
