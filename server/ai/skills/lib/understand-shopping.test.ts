import { describe, expect, it } from 'vitest';
import { wantsLess } from './understand-shopping.js';
import type { Request } from './request.js';
import { understand } from '../../../../evals/skill-harness.js';

const TODAY = '2026-04-20';
const one = (text: string): Request => {
  const requests = understand(text, TODAY);
  expect(requests).toHaveLength(1);
  return requests[0]!;
};

describe('negation becomes an exclusion, never a search for the word', () => {
  it.each([
    ['dresses but not black ones', 'Dresses', ['black']],
    ["show me dresses that aren't black", 'Dresses', ['black']],
    ['shoes, no heels please', 'Shoes', ['heels']],
    ['no heels, just flats', 'Shoes', ['heels']],
    ['bags except brown ones', 'Bags', ['brown']],
    ['a coat without wool', 'Outerwear', ['wool']],
    ['tops but nothing in white', 'Tops', ['white']],
    ['jeans, anything but skinny', 'Bottoms', ['skinny']],
    ['bags, not ivory or charcoal', 'Bags', ['cream', 'grey']],
    ["I don't want leather, show me bags", 'Bags', ['leather']],
  ])('%s', (text, category, exclude) => {
    const r = one(text);
    expect(r).toMatchObject({ kind: 'products', query: { category, exclude } });
    // The ruled-out colour is not searched for.
    expect(r.kind === 'products' && exclude.some((w) => r.query.text?.includes(w))).toBe(false);
  });

  it('keeps what is asked for beside what is ruled out', () => {
    expect(one('I hate polyester, show me silk tops')).toMatchObject({ kind: 'products', query: { text: 'silk', category: 'Tops', exclude: ['polyester'] } });
    expect(one('black dresses not red')).toMatchObject({ kind: 'products', query: { text: 'black', exclude: ['red'] } });
    expect(one('dresses no more than $100')).not.toHaveProperty('query.exclude');
  });
});

describe('shades, body words, prices and seasons', () => {
  it.each([
    ['an ivory sweater', { text: 'cream sweater', category: 'Tops' }],
    ['charcoal trousers', { text: 'grey trousers', category: 'Bottoms' }],
    ['maroon dress', { text: 'burgundy', category: 'Dresses' }],
    ['a tan bag', { text: 'camel', category: 'Bags' }],
    ['something for my feet under 80 bucks', { category: 'Shoes', maxPrice: 80 }],
    ['something to carry', { category: 'Bags' }],
    ['a layer for tonight', { category: 'Outerwear' }],
    ['something for my ears under fifty dollars', { category: 'Jewelry', maxPrice: 50 }],
    ['a bag around $200', { category: 'Bags', minPrice: 150, maxPrice: 250 }],
    ['I want to splurge on shoes', { category: 'Shoes', minPrice: 500 }],
    ['mid-range boots', { category: 'Shoes', minPrice: 100, maxPrice: 500 }],
    ['jeans, not too expensive', { category: 'Bottoms', maxPrice: 100 }],
    ['gold earrings under a hundred', { text: 'gold earrings', category: 'Jewelry', maxPrice: 100 }],
    ['summer dresses', { text: 'linen or cotton or silk', category: 'Dresses' }],
    ['black winter coats', { text: 'black wool coats or black cashmere coats or black knit coats', category: 'Outerwear' }],
  ])('%s', (text, query) => {
    expect(one(text)).toMatchObject({ kind: 'products', query });
  });
});

describe('follow-ups refer to the search before', () => {
  it.each([
    ['cheaper ones', { cheaper: true }],
    ['any cheaper?', { cheaper: true }],
    ['those are too expensive', { cheaper: true }],
    ['something less expensive please', { cheaper: true }],
    ['show more', { more: true }],
    ['more please', { more: true }],
    ['show me more like these', { more: true }],
    ['anything else?', { more: true }],
    ['got anything pricier', { pricier: true }],
    ['in blue', { colour: 'blue' }],
    ['what about in navy?', { colour: 'navy' }],
    ['do you have those in red?', { colour: 'red' }],
    ['same but in burgundy', { colour: 'burgundy' }],
    ['only in black please', { colour: 'black' }],
    ['not black', { exclude: ['black'] }],
    ['no leather this time', { exclude: ['leather'] }],
  ])('%s', (text, refinement) => {
    expect(one(text)).toMatchObject({ kind: 'products.refine', refinement });
  });

  it('a category named is a new search, and a full request is not a follow-up', () => {
    expect(one('what about bags?').kind).toBe('products');
    expect(one('show me more dresses than last time in the sale').kind).toBe('products');
    expect(one('black bags under $100').kind).toBe('products');
    // Words that ask something else make no follow-up, even with a colour in them.
    expect(one('is my wardrobe mostly black?').kind).not.toBe('products.refine');
  });
});

describe('wanting less of an account never adds it', () => {
  const NEGATIVE = ['stop showing me stuff from', 'hide', 'no more', 'less of', "I'm tired of", "don't show me", 'not interested in',
    'enough of', 'block', "I don't like", 'too much of'];
  it.each(NEGATIVE)('%s @zara', (verb) => {
    const r = one(`${verb} @zara`);
    expect(r).toEqual({ kind: 'hide', handles: ['zara'] });
  });

  it('no message with a negative verb and a handle becomes an add or a follow', () => {
    const adds = new Set(['sources.add', 'influencers.follow', 'influencers.follow_ref']);
    for (const verb of NEGATIVE) {
      for (const tail of ['', ' please', ' anymore', ' in my feed', ' as a source']) {
        for (const r of understand(`${verb} @zara${tail}`, TODAY)) expect(adds.has(r.kind), `${verb} @zara${tail}`).toBe(false);
      }
    }
    expect(wantsLess('add @zara')).toBe(false);
    for (const text of ["don't follow @zara", 'I no longer want to follow @zara', "don't add @zara", 'stop @zara', 'never show me @zara again']) {
      expect(understand(text, TODAY).map((r) => r.kind), text).toEqual(['hide']);
    }
  });

  it('a handle with no verb asks, and stopping to follow still unfollows', () => {
    expect(one('@zara')).toEqual({ kind: 'handle_unclear', handles: ['zara'] });
    expect(one('what about @zara?')).toEqual({ kind: 'handle_unclear', handles: ['zara'] });
    expect(one('stop following @zara').kind).toBe('influencers.unfollow');
    expect(one('add @zara').kind).toBe('sources.add');
  });
});

describe('phrasings a new shopper used', () => {
  it.each([
    ["I'm going to a gala", { kind: 'outfit.build', slots: ['dress', 'shoes', 'bag'], occasion: 'gala' }],
    ["I've got a funeral on Friday", { kind: 'outfit.build', occasion: 'funeral' }],
    ["what should I wear when it's raining?", { kind: 'outfit.build', slots: ['top', 'bottom', 'outerwear'], occasion: 'a rainy day' }],
    ['festival outfit ideas', { kind: 'outfit.build', occasion: 'festival' }],
    ['complete my outfit', { kind: 'look.complete', source: { from: 'conversation' } }],
    ['what goes well with my navy slip dress', { kind: 'outfit.build', anchors: [{ text: 'navy slip dress', owned: true }] }],
    ['pair something with the red wrap dress', { kind: 'outfit.build', anchors: [{ text: 'red wrap dress', owned: false }] }],
    ['help me style my black blazer', { kind: 'look.complete', anchors: [{ text: 'black blazer', owned: true }], source: { from: 'pieces' } }],
    ['show me bags. not black', { kind: 'products', query: { category: 'Bags', exclude: ['black'] } }],
    ['I own a pair of black loafers, add them to my wardrobe', { kind: 'wardrobe.add', item: { item_name: 'Black Loafers', category: 'Shoes', color: 'black' } }],
    ["you're useless", { kind: 'chat', intent: 'complaint' }],
    ['@zara is boring', { kind: 'hide', handles: ['zara'] }],
    ['follow her', { kind: 'influencers.follow_ref', ref: { index: 1 } }],
    ['what else do you have?', { kind: 'products.refine', refinement: { more: true } }],
    ['what about shoes to go with it?', { kind: 'look.complete', source: { from: 'product', ref: { index: 1 } } }],
    ['a bag to go with the second one', { kind: 'look.complete', source: { from: 'product', ref: { index: 2 } } }],
    ['a dress for a wedding, not white', { kind: 'outfit.build', occasion: 'a wedding' }],
  ])('%s', (text, expected) => {
    expect(one(text)).toMatchObject(expected);
  });
});
