import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../server/demo/catalogue.js';
import { CATEGORIES } from '../recommendations/vocabulary.js';
import { deriveAttributes, explainAttributes } from './attributes.js';
import { withCorrections } from './columns.js';
import { attributesSummary, garmentAttributesSchema } from './contracts.js';
import { CATEGORY_RULES, GARMENTS, MATERIALS, MODIFIERS } from './lexicon.js';

const of = (category: string, name: string, details?: string) => deriveAttributes({ category, name, details });

describe('garment attributes from real catalogue names', () => {
  // Names as server/demo/catalogue.ts makes them (seed 42), with what a stylist would say of each.
  const TABLE: [category: string, name: string, formality: number, warmth: number, seasons: string[]][] = [
    ['Tops', 'Fitted Silk Blouse', 3, 2, ['spring', 'summer', 'autumn', 'winter']],
    ['Tops', 'Ines Linen Tee', 2, 1, ['spring', 'summer']],
    ['Tops', 'The Emil Turtleneck', 3, 4, ['autumn', 'winter']],
    ['Tops', 'Oversized Cotton Sweater', 2, 4, ['autumn', 'winter']],
    ['Bottoms', 'Jules Linen Culottes', 3, 1, ['spring', 'summer']],
    ['Bottoms', 'Wide-Leg Wool Trousers', 3, 4, ['autumn', 'winter']],
    ['Bottoms', 'Wide-Leg Denim Jeans', 2, 3, ['spring', 'summer', 'autumn', 'winter']],
    ['Bottoms', 'Wren Relaxed Shorts', 2, 1, ['summer']],
    ['Dresses', 'Flowing Silk Wrap Dress', 3, 2, ['spring', 'summer']],
    ['Outerwear', 'Juno Wool Blazer', 4, 4, ['autumn', 'winter']],
    ['Outerwear', 'The Margaux Puffer Jacket', 2, 5, ['winter']],
    ['Outerwear', 'Vera Cotton Trench Coat', 3, 3, ['spring', 'autumn']],
    ['Outerwear', 'The Juno Overcoat', 4, 5, ['winter']],
    ['Outerwear', 'The Celeste Denim Jacket', 2, 3, ['spring', 'autumn']],
    ['Shoes', 'Slim Faux Leather Slingback Heels', 4, 3, ['spring', 'summer', 'autumn', 'winter']],
    ['Shoes', 'Emil Canvas Sneakers', 2, 3, ['spring', 'summer', 'autumn', 'winter']],
    ['Shoes', 'The Mila Ankle Boots', 3, 4, ['autumn', 'winter']],
    ['Shoes', 'Flowing Faux Leather Sandals', 2, 1, ['summer']],
    ['Accessories', 'Cashmere Scarf', 3, 4, ['autumn', 'winter']],
    ['Bags', 'Satin Clutch', 4, 3, ['spring', 'summer', 'autumn', 'winter']],
    ['Jewelry', 'Vera Akoya Pearl Drop Earrings', 4, 3, ['spring', 'summer', 'autumn', 'winter']],
    ['Activewear', 'Relaxed Cashmere Joggers', 1, 4, ['autumn', 'winter']],
    ['Sleepwear', 'Flowing Silk Pajama Set', 1, 2, ['spring', 'summer']],
  ];
  it.each(TABLE)('%s "%s" → formality %i, warmth %i, %j', (category, name, formality, warmth, seasons) => {
    expect(of(category, name)).toMatchObject({ formality, warmth, seasons });
  });

  it('gives occasions a stylist would: a wedding and a date are not the same piece', () => {
    expect(of('Dresses', 'Silk Slip Dress').occasions).toEqual(expect.arrayContaining(['wedding-guest', 'party', 'date']));
    expect(of('Dresses', 'Silk Slip Dress').occasions).not.toContain('office');
    expect(of('Outerwear', 'Juno Wool Blazer').occasions).toEqual(expect.arrayContaining(['office', 'interview']));
    expect(of('Outerwear', 'Juno Wool Blazer').occasions).not.toContain('beach');
    expect(of('Shoes', 'Black Stilettos').occasions).toContain('party');
    expect(of('Shoes', 'Black Stilettos').occasions).not.toEqual(expect.arrayContaining(['festival']));
    expect(of('Bottoms', 'Wren Relaxed Shorts').occasions).toEqual(expect.arrayContaining(['beach', 'festival', 'casual']));
    expect(of('Activewear', 'Fitted Nylon Sports Bra').occasions).toContain('gym');
    expect(of('Activewear', 'Fitted Nylon Sports Bra').occasions).not.toContain('beach');
    expect(of('Sleepwear', 'Flowing Silk Pajama Set').occasions).toEqual(['lounge']);
    expect(of('Dresses', 'Sequin Gown').occasions).toEqual(expect.arrayContaining(['black-tie', 'party']));
    expect(of('Dresses', 'Sequin Gown').occasions).not.toContain('funeral');
  });

  it('reads the words the brief names: culottes, mules, gilet, puffer, trench, slip dress, sneakers, loafers, stilettos', () => {
    expect(of('Bottoms', 'Linen Culottes')).toMatchObject({ formality: 3, warmth: 1 });
    expect(of('Shoes', 'Leather Mules')).toMatchObject({ formality: 3, warmth: 2 });
    expect(of('Outerwear', 'Quilted Gilet')).toMatchObject({ formality: 2, warmth: 4 });
    expect(of('Outerwear', 'Down Puffer')).toMatchObject({ warmth: 5, seasons: ['winter'] });
    expect(of('Outerwear', 'Classic Trench')).toMatchObject({ formality: 3, warmth: 3 });
    expect(of('Shoes', 'White Sneakers').formality).toBe(2);
    expect(of('Shoes', 'Suede Loafers').formality).toBe(3);
    expect(of('Dresses', 'Black Tuxedo').formality).toBe(5);
  });

  it('knows the common garment words beyond the demo catalogue', () => {
    expect(of('Bottoms', 'Black Pencil Skirt').occasions).toEqual(expect.arrayContaining(['office', 'interview']));
    expect(of('Shoes', 'Suede Chelsea Boots')).toMatchObject({ formality: 3, warmth: 4 });
    expect(of('Outerwear', 'Leather Jacket').occasions).toContain('date');
    expect(of('Bottoms', 'Swim Shorts').occasions).toContain('beach');
    expect(of('Accessories', 'Straw Sun Hat')).toMatchObject({ warmth: 1, seasons: ['spring', 'summer'] });
  });

  it('takes the last garment as the head noun, and a two-word phrase over its last word', () => {
    expect(explainAttributes({ category: 'Dresses', name: 'Cotton Shirt Dress' }).base).toBe('shirt dress');
    expect(explainAttributes({ category: 'Outerwear', name: 'Trench Coat' }).base).toBe('trench coat');
    expect(explainAttributes({ category: 'Activewear', name: 'Sports Bra' }).base).toBe('sport bra');
    // "Denim" is the jacket's own word, so it is not counted again as its material.
    expect(explainAttributes({ category: 'Outerwear', name: 'Denim Jacket' }).reasons).toHaveLength(1);
  });

  it('falls back to the category when no garment word is known, and to casual mid-weight for an unknown category', () => {
    expect(explainAttributes({ category: 'Outerwear', name: 'The Marlow' }).base).toBe('category Outerwear');
    expect(of('Outerwear', 'The Marlow')).toMatchObject({ formality: 2, warmth: 4 });
    expect(of('Upload', 'Blue product photo')).toMatchObject({ formality: 2, warmth: 3 });
    expect(of('', '')).toMatchObject({ formality: 2, warmth: 3 });
  });

  it('reads the material from the details only when the name names none', () => {
    expect(of('Tops', 'The Nell Blouse', 'Minimalist blouse in black linen.').seasons).toEqual(['spring', 'summer']);
    expect(of('Tops', 'Wool Blouse', 'in black linen').seasons).toEqual(['autumn', 'winter']);
    // A garment word in the details does not change what the piece is.
    expect(of('Tops', 'The Nell Top', 'pairs with a gown').formality).toBe(2);
  });

  it('settles contradictory words: warmth adds up, the formality ceiling wins, the category caps last', () => {
    expect(of('Tops', 'Linen Wool Shirt').warmth).toBe(2);
    expect(of('Bottoms', 'Sequin Denim Jeans').formality).toBe(2);
    expect(of('Activewear', 'Silk Evening Leggings').formality).toBe(1);
    expect(of('Tops', 'Quilted Cashmere Wool Sweater').warmth).toBe(4);
    expect(of('Shoes', 'Shearling Boots').warmth).toBe(5);
  });

  it('is deterministic and always inside the scales and vocabularies, for every generated product', () => {
    const { products } = generateCatalogue({ seed: 7, now: new Date('2026-01-01T00:00:00Z'), products: 600, influencers: 3, posts: 0 });
    for (const p of products) {
      const a = of(p.category, p.productName, p.productDescription);
      expect(garmentAttributesSchema.parse(a)).toEqual(a);
      expect(a.seasons.length).toBeGreaterThan(0);
      expect(a.occasions.length).toBeGreaterThan(0);
      // The generator stores exactly what the derivation gives (the backfill's answer for the same row).
      expect({ formality: p.formality, warmth: p.warmth, seasons: p.seasons, occasions: p.occasions }).toEqual(a);
    }
  });

  it('documents every row: each garment, material, modifier and category says why', () => {
    for (const entry of [...Object.values(GARMENTS), ...Object.values(MATERIALS), ...Object.values(MODIFIERS), ...CATEGORIES.map((c) => CATEGORY_RULES[c].default)]) {
      expect(entry.why.length).toBeGreaterThan(5);
    }
    expect(explainAttributes({ category: 'Outerwear', name: 'Juno Wool Blazer' }).reasons).toEqual([
      `blazer: ${GARMENTS.blazer!.why}`, `wool: ${MATERIALS.wool!.why}`,
    ]);
  });

  it('reads as the line an item shows', () => {
    expect(attributesSummary(of('Outerwear', 'Vera Cotton Trench Coat'))).toBe('Smart-casual · Mid-weight · Spring, Autumn');
    expect(attributesSummary(of('Shoes', 'Emil Canvas Sneakers'))).toBe('Casual · Mid-weight · All year');
  });
});

describe('corrections', () => {
  const derived = of('Tops', 'Grey Wool Sweater');
  const stored = { formality: 4, warmth: 2, seasons: ['spring'], occasions: ['office'] };

  it('keeps what the shopper set when the item is derived again, and re-derives the rest', () => {
    const { attributes, corrected } = withCorrections(derived, stored, ['formality']);
    expect(attributes.formality).toBe(4);
    expect(attributes.warmth).toBe(derived.warmth);
    expect(corrected).toEqual(['formality']);
  });

  it('takes a value sent now as a correction, and null hands the field back to the derivation', () => {
    const sent = withCorrections(derived, stored, ['formality'], { seasons: ['winter', 'autumn'], formality: null });
    expect(sent.attributes.seasons).toEqual(['autumn', 'winter']);
    expect(sent.attributes.formality).toBe(derived.formality);
    expect(sent.corrected).toEqual(['seasons']);
  });
});
