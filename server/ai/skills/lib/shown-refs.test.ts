/**
 * The reference resolver (lib/shown-refs.ts) and the actions that act on what it resolves: a piece chosen is saved,
 * a place asked around a piece is that slot of an outfit, a piece of the shopper's own is composed into the outfit
 * shown, the outfit shown is kept under a name or dressed for a temperature. Sentences other than the batches'.
 */
import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';
import { slotsOf } from '../../nlu/testing.js';
import { dialogueState } from '../dialogue.js';
import type { SeenResult } from './plan-core.js';
import { pieceReferent, referentOf } from './shown-refs.js';

const TODAY = '2026-04-20';
const seen = (toolName: string, input: unknown, output: unknown): SeenResult => ({ toolName, input, output, isError: false, request: 0, prep: false });
const shoes = [
  { id: 's1', product_name: 'White Leather Sneakers', brand: 'Pace', price: 95, color: 'white', category: 'Shoes' },
  { id: 's2', product_name: 'Black Ankle Boots', brand: 'Forma', price: 240, color: 'black', category: 'Shoes' },
  { id: 's3', product_name: 'Satin Slingback Heels', brand: 'Orsay', price: 780, color: 'beige', category: 'Shoes' },
];
const listed = (items: Record<string, unknown>[], earlier = ['shoes please']) =>
  dialogueState([seen('products_search', { category: 'Shoes', limit: 6 }, { products: items })], earlier);
const outfit = (constraints: Record<string, unknown>) => dialogueState([seen('outfits_compose', { constraints }, {
  pieces: [
    { slot: 'top', source: 'product', id: 't1', name: 'Linen Beach Shirt' },
    { slot: 'outerwear', source: 'product', id: 'o1', name: 'Grey Tailored Blazer' },
    { slot: 'shoes', source: 'product', id: 's1', name: 'White Leather Sneakers' },
  ],
})], ['an outfit']);
const one = (text: string, state: ReturnType<typeof listed>) => {
  const rs = understand(text, TODAY, state);
  expect(rs, text).toHaveLength(1);
  return rs[0]!;
};

describe('what a clause refers to among what was just shown', () => {
  it('a position, a description, or with nothing named the only piece shown', () => {
    const state = listed(shoes);
    expect(pieceReferent('the third one', slotsOf('the third one'), state)?.name).toBe('Satin Slingback Heels');
    expect(pieceReferent('the boots', slotsOf('the boots'), state)?.name).toBe('Black Ankle Boots');
    expect(pieceReferent('the white pair', slotsOf('the white pair'), state)?.name).toBe('White Leather Sneakers');
    expect(pieceReferent('that one', slotsOf('that one'), state)).toBeNull(); // three shown, none in focus
    expect(pieceReferent('that one', slotsOf('that one'), listed(shoes.slice(1, 2)))?.name).toBe('Black Ankle Boots');
    expect(pieceReferent('nice', slotsOf('nice'), listed(shoes.slice(1, 2)), { explicit: true })).toBeNull();
  });
  it('after an outfit, a pointer is the outfit; a piece described is no outfit', () => {
    expect(referentOf('keep this', slotsOf('keep this'), outfit({}))).toEqual({ kind: 'outfit' });
    expect(referentOf('the sneakers', slotsOf('the sneakers'), outfit({}))).toBeNull();
  });
});

describe('a piece shown, chosen in any form of the verb, is saved', () => {
  it('by description, position or the only one shown', () => {
    expect(one('right, going with the boots', listed(shoes))).toMatchObject({ kind: 'dressingRoom.add', described: { words: ['black ankle boots'] } });
    expect(one('the slingbacks it is', listed(shoes))).toMatchObject({ kind: 'dressingRoom.add', described: { words: ['satin slingback heels'] } });
    expect(one('ok bookmarking that', listed(shoes.slice(0, 1)))).toMatchObject({ kind: 'dressingRoom.add' });
    expect(one("i'll go for the third", listed(shoes))).toMatchObject({ kind: 'dressingRoom.add', ref: { index: 3 } });
  });
  it('not a choice: a piece of no kind shown, another place, or several that fit', () => {
    expect(one('go with a blazer instead', listed(shoes)).kind).not.toBe('dressingRoom.add');
    expect(one('keep the black ones in my cart', listed(shoes)).kind).not.toBe('dressingRoom.add');
  });
});

describe('a place of an outfit around a piece shown', () => {
  it('names the places before the relation and the piece after it', () => {
    expect(one('which handbag would work with the boots?', listed(shoes))).toMatchObject({
      kind: 'outfit.build', slots: ['bag'], anchors: [{ text: 'Black Ankle Boots', shown: { id: 's2', slot: 'shoes' } }],
    });
    expect(one('a top and jeans to wear with the second pair', listed(shoes))).toMatchObject({ kind: 'outfit.build', slots: ['top', 'bottom'], anchors: [{ shown: { id: 's2' } }] });
    expect(one('what bag goes with them', listed(shoes.slice(2)))).toMatchObject({ kind: 'outfit.build', slots: ['bag'], anchors: [{ shown: { id: 's3' } }] });
  });
  it('a bare "for" counts a piece named only, not "it" (the trip, the day)', () => {
    expect(one('a bag for the slingbacks', listed(shoes))).toMatchObject({ kind: 'outfit.build', slots: ['bag'], anchors: [{ shown: { id: 's3' } }] });
    const r = one('and a bag for it', listed(shoes.slice(2)));
    expect(r.kind === 'outfit.build' && r.anchors.some((a) => a.shown)).toBe(false);
  });
});

describe('the outfit shown, acted on', () => {
  it('a piece of her own put in: composed again around it, the occasion kept', () => {
    expect(one('use my own suede jacket rather than the blazer', outfit({ occasion: 'date' }))).toMatchObject({
      kind: 'outfit.build', recompose: true, anchors: [{ text: 'suede jacket', owned: true }], constraints: { occasion: 'date' },
    });
    expect(one('i already have some tan boots, put those in', outfit({ occasion: 'office' }))).toMatchObject({ kind: 'outfit.build', recompose: true, anchors: [{ text: 'tan boots', owned: true }] });
    expect(one("i don't own a blazer, use one from the shop", outfit({})).kind === 'outfit.build' && 'recompose' in one("i don't own a blazer, use one from the shop", outfit({}))).toBe(false);
  });
  it('kept under a name, or dressed for a temperature said with its unit', () => {
    expect(one('store it as sunday best', outfit({}))).toMatchObject({ kind: 'outfits.save', name: 'sunday best' });
    expect(one('keep this one as "rainy commute"', outfit({}))).toMatchObject({ kind: 'outfits.save', name: 'rainy commute' });
    expect(one('what if it drops to 3 degrees', outfit({ occasion: 'brunch' }))).toMatchObject({ kind: 'outfit.build', constraints: { occasion: 'brunch', temperature_c: 3 } });
    expect(one('same look for 86F please', outfit({ occasion: 'date' }))).toMatchObject({ kind: 'outfit.build', constraints: { occasion: 'date', temperature_c: 30 } });
  });
});
