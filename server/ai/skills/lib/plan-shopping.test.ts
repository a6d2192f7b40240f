import { describe, expect, it } from 'vitest';
import type { PlanContext, SeenResult } from './plan-core.js';
import { resolveHide, resolveRefine } from './plan-shopping.js';
import { shoppingSentence } from './reply-shopping.js';
import type { Request } from './request.js';

const tools = ['sources.list', 'influencers.followed', 'sources.setActive', 'influencers.setActive'].map((name) => ({ name, properties: ['status', 'handles', 'active'] }))
  .concat([{ name: 'products.search', properties: ['text', 'category', 'minPrice', 'maxPrice', 'limit', 'exclude', 'offset'] }]);
const seen = (toolName: string, input: unknown, output: unknown, prep = true): SeenResult => ({ toolName, input, output, isError: false, request: 0, prep });
const ctx = (own: SeenResult[], history: SeenResult[] = []): PlanContext => ({ tools, latestList: () => null, current: own, own, history });

const hide: Extract<Request, { kind: 'hide' }> = { kind: 'hide', handles: ['zara'] };
const sources = (rows: { handle: string; is_active: boolean }[]) => seen('sources.list', { status: 'all' }, { sources: rows, count: rows.length });
const followed = (rows: { handle: string; is_active: boolean }[]) => seen('influencers.followed', { status: 'all' }, { influencers: rows });

describe('wanting less of an account: look up, then pause where the shopper has it', () => {
  it('looks up sources, then follows, before any change', () => {
    expect(resolveHide(hide, ctx([]))).toEqual({ call: { toolName: 'sources.list', input: { status: 'all' }, prep: true } });
    expect(resolveHide(hide, ctx([sources([])]))).toEqual({ call: { toolName: 'influencers.followed', input: { status: 'all' }, prep: true } });
  });

  it('pauses an active source, an active follow, or a source that is also a follow with one call', () => {
    const asSource = ctx([sources([{ handle: 'zara', is_active: true }]), followed([])]);
    expect(resolveHide(hide, asSource)).toEqual({ call: { toolName: 'sources.setActive', input: { handles: ['zara'], active: false } } });
    const asFollow = ctx([sources([]), followed([{ handle: 'zara', is_active: true }])]);
    expect(resolveHide(hide, asFollow)).toEqual({ call: { toolName: 'influencers.setActive', input: { handles: ['zara'], active: false } } });
    const both = [sources([{ handle: 'zara', is_active: true }]), followed([{ handle: 'zara', is_active: true }])];
    // Pausing the source pauses its follow too (the database keeps them as one).
    expect(resolveHide(hide, ctx(both))).toEqual({ call: { toolName: 'sources.setActive', input: { handles: ['zara'], active: false } } });
  });

  it('pauses the sources first, as a step, then the follows that are not sources', () => {
    const two = { ...hide, handles: ['zara', 'cos'] };
    const state = [sources([{ handle: 'zara', is_active: true }]), followed([{ handle: 'zara', is_active: true }, { handle: 'cos', is_active: true }])];
    expect(resolveHide(two, ctx(state))).toMatchObject({ call: { toolName: 'sources.setActive', input: { handles: ['zara'] }, prep: true } });
    const paused = seen('sources.setActive', { handles: ['zara'], active: false }, { changed: ['zara'], unchanged: [], notFound: [] });
    expect(resolveHide(two, ctx([...state, paused]))).toEqual({ call: { toolName: 'influencers.setActive', input: { handles: ['cos'], active: false } } });
  });

  it('changes nothing for a handle that is already paused or not the shopper’s', () => {
    expect(resolveHide(hide, ctx([sources([{ handle: 'zara', is_active: false }]), followed([])]))).toEqual({ already: '@zara' });
    expect(resolveHide(hide, ctx([sources([]), followed([])]))).toEqual({ unmatched: '@zara' });
    expect(shoppingSentence(hide, { unmatched: '@zara' })).toMatch(/@zara isn’t among your style sources.*Nothing changed/);
  });
});

const refine = (refinement: Partial<Extract<Request, { kind: 'products.refine' }>['refinement']>): Extract<Request, { kind: 'products.refine' }> => ({
  kind: 'products.refine', refinement: { more: false, cheaper: false, pricier: false, colour: null, exclude: [], ...refinement },
});
const bags = seen('products.search', { text: 'black', category: 'Bags', limit: 6 }, {
  products: [{ id: '1', product_name: 'Quilted', price: 1250 }, { id: '2', product_name: 'Tote', price: 89 }, { id: '3', product_name: 'Mini', price: 65 }],
}, false);

describe('a follow-up narrows the search before', () => {
  it('cheaper: under the middle price shown; under the cheapest only where cheaper pieces can lie beyond (a floor, a later page); pricier the other way', () => {
    expect(resolveRefine(refine({ cheaper: true }), ctx([], [bags]))).toEqual({ call: { toolName: 'products.search', input: { text: 'black', category: 'Bags', limit: 6, maxPrice: 88 } } });
    expect(resolveRefine(refine({ pricier: true }), ctx([], [bags]))).toEqual({ call: { toolName: 'products.search', input: { text: 'black', category: 'Bags', limit: 6, minPrice: 90 } } });
    // A price-ordered first page that showed everything: nothing lies under its cheapest or over its dearest.
    const plain = seen('products.search', { category: 'Bags', limit: 6 }, bags.output, false);
    expect(resolveRefine(refine({ cheaper: true }), ctx([], [plain]))).toMatchObject({ call: { input: { maxPrice: 88 } } });
    expect(resolveRefine(refine({ pricier: true }), ctx([], [plain]))).toMatchObject({ call: { input: { minPrice: 90 } } });
    // A floor or a ceiling asked for: cheaper (pricier) pieces lie past it.
    const banded = seen('products.search', { category: 'Bags', minPrice: 60, maxPrice: 2000, limit: 6 }, bags.output, false);
    expect(resolveRefine(refine({ cheaper: true }), ctx([], [banded]))).toMatchObject({ call: { input: { maxPrice: 64 } } });
    expect(resolveRefine(refine({ pricier: true }), ctx([], [banded]))).toMatchObject({ call: { input: { minPrice: 1251 } } });
  });

  it('more: past what was shown; a colour swaps the colour; an exclusion adds to the search', () => {
    expect(resolveRefine(refine({ more: true }), ctx([], [bags]))).toMatchObject({ call: { input: { offset: 3 } } });
    expect(resolveRefine(refine({ colour: 'navy' }), ctx([], [bags]))).toMatchObject({ call: { input: { text: 'navy', category: 'Bags' } } });
    expect(resolveRefine(refine({ exclude: ['leather'] }), ctx([], [bags]))).toMatchObject({ call: { input: { text: 'black', exclude: ['leather'] } } });
  });

  it('with no search before: a colour is its own search, "cheaper" asks for one', () => {
    expect(resolveRefine(refine({ colour: 'blue' }), ctx([]))).toEqual({ call: { toolName: 'products.search', input: { text: 'blue', limit: 6 } } });
    expect(resolveRefine(refine({ cheaper: true }), ctx([]))).toEqual({ missing: 'items' });
    expect(shoppingSentence(refine({ cheaper: true }), { missing: 'items' })).toMatch(/ask me to find something first/);
  });

  it('the reply says what the narrowed search was, from its arguments', () => {
    const result = seen('products.search', { text: 'black', category: 'Bags', maxPrice: 88, limit: 6 }, { products: [{ id: '3', product_name: 'Mini', brand: 'Lune', price: 65 }] }, false);
    expect(shoppingSentence(refine({ cheaper: true }), { result })).toBe('Here is 1 match for cheaper black bags under $88:\n1. Mini by Lune — $65');
  });

  it('counts what a mass noun names in pieces ("6 pieces of outerwear"), never "6 outerwear"', () => {
    const coats = [1, 2].map((i) => ({ id: `${i}`, product_name: `Coat ${i}`, brand: 'Lune', price: 150 + i }));
    const result = seen('products.search', { category: 'Outerwear', maxPrice: 200, limit: 6 }, { products: coats }, false);
    expect(shoppingSentence(refine({ more: true }), { result })).toMatch(/^Here are 2 more pieces of outerwear under \$200:/);
  });
});
