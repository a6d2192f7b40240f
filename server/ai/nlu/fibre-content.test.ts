import { describe, expect, it } from 'vitest';
import { withoutFibreContent } from './fibre-content.js';

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('withoutFibreContent', () => {
  it('drops a blend wherever it is, with its label part', () => {
    expect(squash(withoutFibreContent('linen blend shirt in white - 55% linen 45% viscose - €39.95'))).toBe('linen blend shirt in white - - €39.95');
    expect(squash(withoutFibreContent('Composition: 98% cotton, 2% elastane. Straight leg'))).toBe('. Straight leg');
  });
  it("keeps a single fibre in the shopper's own words: it is their ask", () => {
    expect(withoutFibreContent('a 100% cotton tee')).toBe('a 100% cotton tee');
  });
  it('in a paste, keeps a single fibre pieces are chosen by, without its figure, and drops a man-made one', () => {
    expect(squash(withoutFibreContent('Midi wrap dress in red. Main: 100% Viscose. Machine wash.', true))).toBe('Midi wrap dress in red. . Machine wash.');
    expect(squash(withoutFibreContent('Relaxed jeans. 100% cotton, button fly', true))).toBe('Relaxed jeans. cotton , button fly');
    expect(squash(withoutFibreContent('Composition: 100% calf leather', true))).toBe('leather');
  });
  it('leaves discounts and other figures alone', () => {
    expect(withoutFibreContent('20% off the lace bralette, size 10', true)).toBe('20% off the lace bralette, size 10');
  });
});
