import { describe, expect, it } from 'vitest';
import { matchArgs } from './case.js';
import { parseCase } from './runner.js';

const one = (call: unknown, extra: Record<string, unknown> = {}) =>
  () => parseCase({ description: 'x', turns: [{ user: 'x', calls: [call], ...extra }] }, 'single_tool/x');

describe('the case schema', () => {
  it('refuses a call that states neither its arguments nor "any"', () => {
    expect(one({ name: 'sources.add' })).toThrow(/states its arguments/);
    expect(one({ name: 'sources.add', args: 'any' })).not.toThrow();
  });

  it('refuses an argument the tool does not declare, and a required one left out', () => {
    expect(one({ name: 'dressingRoom.add', args: { product_id: 'x' } })).toThrow(/"product_id" is not an argument of the tool \(productId, postId, item\)/);
    expect(one({ name: 'sources.add', args: {} })).toThrow(/required argument "text" is not stated/);
  });

  it('refuses wording in reply checks; takes handles, prices, numbers and world names', () => {
    expect(one({ name: 'sources.add', args: 'any' }, { replyMentions: ['Added 1 source'] })).toThrow(/is not a fact/);
    expect(one({ name: 'sources.add', args: 'any' }, { replyOmits: ['couldn’t find'] })).toThrow(/is not a fact/);
    expect(one({ name: 'sources.add', args: 'any' }, { replyMentions: ['@zara', '$1,250', '3', 'Navy Slip Dress', 'Solenne'] })).not.toThrow();
    // A name the case's own rows carry is a fact too (a wardrobe piece set up by the case).
    const own = () => parseCase({
      description: 'x', setup: { tables: { wardrobe_items: [{ item_name: 'Blue Linen Shirt', category: 'Tops' }] } },
      turns: [{ user: 'x', calls: [], replyMentions: ['Blue Linen Shirt'] }],
    }, 'no_tool/x');
    expect(own).not.toThrow();
  });

  it('refuses the old phrase checks and unknown call results', () => {
    expect(one({ name: 'sources.add', args: 'any' }, { replyContains: ['Added'] })).toThrow();
    expect(one({ name: 'sources.add', args: 'any', result: 'oops' })).toThrow();
  });

  it('refuses `tables` for a table a readable key covers, or one without a user_id', () => {
    const withTables = (tables: unknown) => () => parseCase({ description: 'x', setup: { tables }, turns: [{ user: 'x', calls: [] }] }, 'no_tool/x');
    expect(withTables({ style_sources: [] })).toThrow(/not allowed/);
    expect(withTables({ products: [] })).toThrow(/not allowed/);
    expect(withTables({ wardrobe_items: [] })).not.toThrow();
  });
});

describe('argument matching', () => {
  it('accepts an argument left out only when absent or at its default', () => {
    expect(matchArgs({ category: 'Dresses' }, { category: 'Dresses', limit: 20 }, { limit: 20 }).ok).toBe(true);
    expect(matchArgs({ category: 'Dresses' }, { category: 'Dresses', limit: 6 }, { limit: 20 })).toEqual({ ok: false, wrong: ['limit'] });
    expect(matchArgs({ category: 'Dresses', limit: { $any: true } }, { category: 'Dresses', limit: 6 }).ok).toBe(true);
    expect(matchArgs('any', { anything: 1 }).ok).toBe(true);
  });

  it('matches nested objects exactly and ids by name', () => {
    const refs = {
      product: (n: string) => (n === 'Navy Slip Dress' ? 'p9' : undefined), post: () => undefined, saved: () => undefined,
      row: (kind: string, n: string) => (kind === '$trip' && n === 'Lisbon, Portugal' ? 't1' : undefined),
    };
    expect(matchArgs({ productId: { $product: 'Navy Slip Dress' } }, { productId: 'p9' }, {}, refs).ok).toBe(true);
    expect(matchArgs({ productId: { $product: 'Red Wrap Dress' } }, { productId: 'p9' }, {}, refs).ok).toBe(false);
    expect(matchArgs({ id: { $trip: 'Lisbon, Portugal' } }, { id: 't1' }, {}, refs).ok).toBe(true);
    expect(matchArgs({ id: { $trip: 'Paris, France' } }, { id: 't1' }, {}, refs).ok).toBe(false);
    expect(matchArgs({ id: { $outfit: 'Lisbon, Portugal' } }, { id: 't1' }, {}, refs).ok).toBe(false);
    expect(matchArgs({ context: { section: 'recommended' } }, { context: { section: 'recommended', tier: 'luxury' } }).ok).toBe(false);
  });

  it('accepts a nested argument left out only when absent or at its default', () => {
    const tree = { properties: { slots: { properties: { top: { default: null }, accessories: { default: [] } } } } };
    const top = { source: 'wardrobe', id: 'w1' };
    expect(matchArgs({ slots: { top } }, { slots: { top, accessories: [] } }, {}, undefined, tree).ok).toBe(true);
    expect(matchArgs({ slots: {} }, { slots: { top: null, accessories: [] } }, {}, undefined, tree).ok).toBe(true);
    expect(matchArgs({ slots: {} }, { slots: { top } }, {}, undefined, tree)).toEqual({ ok: false, wrong: ['slots'] });
    expect(matchArgs({ slots: { top } }, { slots: { top, bag: null } }, {}, undefined, tree).ok).toBe(false);
  });
});

describe('the approval policy', () => {
  it('defaults to approve, takes deny per case or per turn, and refuses anything else', () => {
    const base = { description: 'x', turns: [{ user: 'add @zara', calls: [{ name: 'sources.add', args: 'any' }] }] };
    const denied = { description: 'x', turns: [{ user: 'add @zara', calls: [{ name: 'sources.add', args: 'any', result: 'denied' }] }] };
    expect(parseCase(base, 'single_tool/x').approval).toBe('approve');
    expect(parseCase({ ...denied, approval: 'deny' }, 'single_tool/x').approval).toBe('deny');
    const perTurn = parseCase({ ...denied, turns: [{ ...denied.turns[0], approval: 'deny' }] }, 'single_tool/x');
    expect(perTurn.turns[0]!.approval).toBe('deny');
    expect(() => parseCase({ ...base, approval: 'maybe' }, 'single_tool/x')).toThrow(/approval/);
    expect(() => parseCase({ ...base, turns: [{ ...base.turns[0], approval: 'yes' }] }, 'single_tool/x')).toThrow(/approval/);
  });
});
