import { describe, expect, it } from 'vitest';
import { describeChange, knownNames } from './change-text.js';

describe('describeChange', () => {
  it('says what each change does, naming rows from earlier results', () => {
    const names = knownNames([{ products: [{ id: 'p1', product_name: 'Linen Shirt' }] }, { items: [{ id: 'w1', item_name: 'Grey Wool Coat' }] }, { posts: [{ id: 'x1', influencer: { handle: 'noor' } }] }]);
    expect(describeChange('sources_add', { text: 'add @linen.lab and https://instagram.com/cos_stores as sources' })).toBe('Add @linen.lab and @cos_stores to your style sources');
    expect(describeChange('sources.remove', { handles: ['zara'] })).toBe('Remove @zara from your style sources');
    expect(describeChange('influencers.follow', { handles: ['a1', 'b2', 'c3'] })).toBe('Follow @a1, @b2 and @c3');
    expect(describeChange('wardrobe.add', { item_name: 'Linen shirt', category: 'Tops' })).toBe('Save “Linen shirt” to your wardrobe');
    expect(describeChange('dressingRoom.add', { productId: 'p1' }, names)).toBe('Save “Linen Shirt” to your dressing room');
    expect(describeChange('dressingRoom.add', { productId: 'unknown' }, names)).toBe('Save this piece to your dressing room');
    expect(describeChange('wardrobe.remove', { id: 'w1' }, names)).toBe('Remove “Grey Wool Coat” from your wardrobe');
    expect(describeChange('posts.like', { postId: 'x1' }, names)).toBe('Like @noor’s post');
    expect(describeChange('trips.plan', { destination: 'Lisbon', start_date: '2026-05-03', end_date: '2026-05-07' })).toBe('Plan and save a trip to Lisbon (2026-05-03 to 2026-05-07)');
    expect(describeChange('sources.setActive', { handles: ['zara'], active: false })).toBe('Pause @zara in your style sources');
    expect(describeChange('recommendations_save', { productId: 'p1' }, names)).toBe('Save “Linen Shirt” to your dressing room');
    expect(describeChange('recommendations.refresh', {})).toBe('Rebuild your style profile and recommendations');
    expect(describeChange('discovery_scan', { handle: 'noor' })).toBe('Run a smart scan seeded by @noor and store it on your style profile');
    expect(describeChange('discovery.scan', {})).toBe('Run a smart scan and store it on your style profile');
    expect(describeChange('feedback.submit', { itemId: 'p1', reasons: ['color'] }, names)).toBe('Tell Atelier you like “Linen Shirt” for its color');
    expect(describeChange('feedback.submit', { itemId: 'p1', reasons: ['price'], verdict: 'not_for_me' }, names))
      .toBe('Tell Atelier “Linen Shirt” is not for you (its price) and stop showing it in your feed');
  });

  it('never leaves a change without words', () => {
    expect(describeChange('sources.add', { text: 'some text' })).toBe('Add style sources from your message');
    expect(describeChange('mystery.tool', null)).toBe('Run mystery.tool on your account');
    expect(describeChange('influencers.unfollow', 'garbage')).toBe('Unfollow these accounts');
  });
});
