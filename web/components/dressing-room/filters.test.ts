import { describe, expect, it } from 'vitest';
import { filterPieces, matchesPrice, NO_FILTERS, pieceSignals, type FilterablePiece } from './filters.js';

const piece = (item_name: string, price: number | null, styling_notes: string | null = null, category: string | null = null): FilterablePiece =>
  ({ item_name, price, styling_notes, category });

describe('dressing-room price filter (product rules §9)', () => {
  it('Under $50 is below 50, $50-200 is 50 to 200 inclusive, $200+ is above 200', () => {
    expect([49.99, 50, 200, 200.01].map((p) => matchesPrice(p, 'under-50'))).toEqual([true, false, false, false]);
    expect([49.99, 50, 200, 200.01].map((p) => matchesPrice(p, '50-200'))).toEqual([false, true, true, false]);
    expect([49.99, 50, 200, 200.01].map((p) => matchesPrice(p, '200-plus'))).toEqual([false, false, false, true]);
  });

  it('a piece without a price only shows under Any price', () => {
    expect(matchesPrice(null, 'all')).toBe(true);
    expect(matchesPrice(null, 'under-50')).toBe(false);
    expect(matchesPrice(null, '200-plus')).toBe(false);
  });
});

describe('occasion and season filters work (the spec\'s were inert)', () => {
  const office = piece('Tailored Wool Blazer', 240, 'Monday meetings call for a tailored blazer. Classic for winter, always.', 'Outerwear');
  const brunch = piece('Linen Shirt', 45, 'Sunday brunch uniform: linen shirt. #casual #summerfashion', 'Tops');
  const gown = piece('Silk Gown', 900, null, 'Dresses');
  const plain = piece('Crew Tee', 20, null, 'Tops');
  const trip = piece('Packable Trench', 180, 'Packing light for a city trip. Chic for autumn.', 'Outerwear');
  const all = [office, brunch, gown, plain, trip];

  it('reads occasions and seasons from the words, synonyms and hashtags included', () => {
    expect(pieceSignals(office).dimensions.has('occasion:work')).toBe(true);
    expect(pieceSignals(office).dimensions.has('season:winter')).toBe(true);
    expect(pieceSignals(brunch).dimensions.has('season:summer')).toBe(true);
    expect(pieceSignals(trip).dimensions.has('season:fall')).toBe(true);
    expect(pieceSignals(gown).dimensions.has('occasion:evening')).toBe(true);
    expect(pieceSignals(plain).hasOccasion).toBe(false);
  });

  it('filters by occasion, season and price together', () => {
    expect(filterPieces(all, NO_FILTERS).visible).toEqual(all);
    expect(filterPieces(all, { ...NO_FILTERS, occasion: 'work' }).visible).toEqual([office]);
    expect(filterPieces(all, { ...NO_FILTERS, occasion: 'casual' }).visible).toEqual([brunch]);
    expect(filterPieces(all, { ...NO_FILTERS, occasion: 'evening' }).visible).toEqual([gown]);
    expect(filterPieces(all, { ...NO_FILTERS, occasion: 'travel' }).visible).toEqual([trip]);
    expect(filterPieces(all, { ...NO_FILTERS, season: 'fall' }).visible).toEqual([trip]);
    expect(filterPieces(all, { ...NO_FILTERS, season: 'winter', price: '200-plus' }).visible).toEqual([office]);
    expect(filterPieces(all, { ...NO_FILTERS, season: 'winter', price: 'under-50' }).visible).toEqual([]);
  });

  it('counts pieces hidden only because their words name no occasion or season', () => {
    // plain and gown name no season; office, brunch and trip name another one.
    expect(filterPieces(all, { ...NO_FILTERS, season: 'spring' })).toEqual({ visible: [], unknown: 2 });
    // The price filter hides for a real reason: not counted.
    expect(filterPieces(all, { ...NO_FILTERS, season: 'spring', price: '50-200' }).unknown).toBe(0);
  });
});

describe('pieces from the catalogue', () => {
  it('use the dimensions the server read from the product\'s stored vector', () => {
    const blazer = { item_name: 'The Marlow Blazer', price: 240, category: 'Outerwear', styling_notes: null, style_words: ['occasion:work', 'season:fall', 'aesthetic:classic'] };
    expect(pieceSignals(blazer).dimensions.has('occasion:work')).toBe(true);
    expect(filterPieces([blazer], { ...NO_FILTERS, occasion: 'work', season: 'fall' }).visible).toEqual([blazer]);
    expect(filterPieces([blazer], { ...NO_FILTERS, season: 'summer' }).visible).toEqual([]);
  });
});
