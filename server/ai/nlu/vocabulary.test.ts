import { describe, expect, it } from 'vitest';
import { GARMENT_OCCASIONS } from '../../../tools/garments/contracts.js';
import { GARMENTS } from '../../../tools/garments/lexicon.js';
import { SLOT_KEYWORDS } from '../../../tools/outfits/rules.js';
import { CATEGORIES } from '../../../tools/recommendations/vocabulary.js';
import { CATEGORY_WORDS, GARMENT_WORDS, OCCASION_WORDS, garmentOf, singular } from './vocabulary.js';

describe('the garment synonym table', () => {
  it('holds every garment of the catalogue\'s garment lexicon, with a catalogue category', () => {
    const missing = Object.keys(GARMENTS).filter((word) => !GARMENT_WORDS.has(word) && !(word in CATEGORY_WORDS));
    expect(missing).toEqual([]);
    for (const [word, entry] of GARMENT_WORDS) expect(CATEGORIES, word).toContain(entry.category);
  });

  it('holds the outfit slots\' keywords that are garments', () => {
    const categoryWords = new Set([...Object.keys(CATEGORY_WORDS), 'accessory', 'jewelry', 'jewellery', 'shoe', 'bag']);
    const missing = Object.values(SLOT_KEYWORDS).flat().filter((w) => !categoryWords.has(w) && !w.endsWith('s') && !garmentOf(w));
    expect(missing).toEqual([]);
  });

  it.each([
    ['culottes', 'culottes', 'Bottoms'], ['mules', 'mule', 'Shoes'], ['gilet', 'gilet', 'Outerwear'], ['slingback', 'slingback', 'Shoes'],
    ['crossbody', 'crossbody bag', 'Bags'], ['camisole', 'camisole', 'Tops'], ['cami', 'cami', 'Tops'], ['bodysuit', 'bodysuit', 'Tops'],
    ['palazzo pants', 'palazzo pants', 'Bottoms'], ['parka', 'parka', 'Outerwear'], ['beanie', 'beanie', 'Accessories'],
    ['espadrilles', 'espadrille', 'Shoes'], ['trainers', 'trainer', 'Shoes'], ['jumper', 'jumper', 'Tops'], ['hoops', 'hoops', 'Jewelry'],
    ['chinos', 'chinos', 'Bottoms'], ['jeans', 'jeans', 'Bottoms'], ['dresses', 'dress', 'Dresses'], ['necklaces', 'necklace', 'Jewelry'],
    ['pyjamas', 'pajamas', 'Sleepwear'], ['sunnies', 'sunglasses', 'Accessories'], ['blazers', 'blazer', 'Outerwear'],
  ])('%s → %s (%s)', (word, garment, category) => {
    expect(garmentOf(word)).toMatchObject({ garment, category });
  });

  it('names the common synonym where shoppers use another word', () => {
    expect(garmentOf('jumper')?.synonym).toBe('sweater');
    expect(garmentOf('trainers')?.synonym).toBe('sneaker');
  });

  it('singularises plurals by rule', () => {
    expect(['dresses', 'culottes', 'hoodies', 'boots', 'watches', 'dress', 'glass'].map(singular)).toEqual(['dress', 'culotte', 'hoody', 'boot', 'watch', 'dress', 'glass']);
  });

  it('maps occasion words onto the garment occasions only', () => {
    for (const occasion of Object.values(OCCASION_WORDS)) expect(GARMENT_OCCASIONS).toContain(occasion);
    for (const occasion of GARMENT_OCCASIONS) expect(Object.values(OCCASION_WORDS)).toContain(occasion);
  });
});
