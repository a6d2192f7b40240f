import { describe, expect, it } from 'vitest';
import { isPlainYes, materialOffer, withOfferTaken } from './material-offer.js';

describe('materialOffer', () => {
  it('leaves the material out and keeps everything else', () => {
    expect(materialOffer({ text: 'black linen', category: 'Tops', maxPrice: 100, limit: 6, offset: 6 }))
      .toEqual({ material: 'linen', input: { text: 'black', category: 'Tops', maxPrice: 100, limit: 6 } });
    expect(materialOffer({ text: 'linen culottes or linen shorts', category: 'Bottoms' })?.input.text).toBe('culottes or shorts');
  });

  it('offers the category alone when the material was the only word', () => {
    expect(materialOffer({ text: 'denim', category: 'Tops', limit: 6 })).toEqual({ material: 'denim', input: { category: 'Tops', limit: 6 } });
  });

  it('offers nothing without a material, or when nothing else would narrow the search', () => {
    expect(materialOffer({ text: 'red', category: 'Bags' })).toBeNull();
    expect(materialOffer({ text: 'suede', limit: 6 })).toBeNull();
    expect(materialOffer(null)).toBeNull();
  });
});

describe('isPlainYes', () => {
  it('reads a yes and nothing more', () => {
    for (const t of ['yes', 'yes please', 'ok go on', 'Sure, why not', 'yeah do it', 'go ahead', 'okay then, thanks', 'yep!']) expect(isPlainYes(t), t).toBe(true);
  });

  it('is no yes when the clause asks something of its own or says no', () => {
    for (const t of ['yes, in red', 'ok show me shoes', 'no thanks', 'not really', 'thanks', 'yes but cheaper', '']) expect(isPlainYes(t), t).toBe(false);
  });
});

describe('withOfferTaken', () => {
  const base = { more: false, cheaper: false, pricier: false, colour: 'navy', exclude: [] };
  const state = { lastSearch: { text: 'wool culottes', category: 'Bottoms', limit: 6 }, lastSearchFound: 0 };

  it('drops the offered material when the follow-up opens with a yes', () => {
    expect(withOfferTaken(base, 'yes in navy', [], state).changes?.drop).toEqual(['wool']);
  });

  it('changes nothing without a yes, after a search that found pieces, or when another material is named', () => {
    expect(withOfferTaken(base, 'in navy', [], state)).toBe(base);
    expect(withOfferTaken(base, 'yes in navy', [], { ...state, lastSearchFound: 3 })).toBe(base);
    expect(withOfferTaken(base, 'yes, linen instead', ['linen'], state)).toBe(base);
  });
});
