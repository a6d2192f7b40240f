import { describe, expect, it } from 'vitest';
import { vectorFromText } from '../recommendations/style-vector.js';
import { dimensionIndex } from '../recommendations/vocabulary.js';
import { confidenceBand } from './contracts.js';
import { colourVector, combinedVector, composeAnalysis, mergePalettes, paletteElements, type PhotoMeasurement } from './compose.js';

const red: PhotoMeasurement = { palette: [{ name: 'red', hex: '#c8202c', share: 1 }], background: '#ffffff' };
const neutral: PhotoMeasurement = {
  palette: [{ name: 'black', hex: '#111111', share: 0.55 }, { name: 'cream', hex: '#f3e9d2', share: 0.45 }], background: '#808080',
};

describe('composeAnalysis', () => {
  it('is honest about a photo alone: colours only, Low confidence, no silhouette, no invented aesthetic', () => {
    const analysis = composeAnalysis([red], undefined, []);
    expect(analysis).toMatchObject({ aesthetic_category: 'Unclassified', silhouettes: [], matched_influencers: [] });
    expect(analysis.color_palette).toEqual(red.palette);
    expect(analysis.confidence_score).toBeLessThan(0.6);
    expect(confidenceBand(analysis.confidence_score)).toBe('Low');
    expect(analysis.style_elements).toEqual(['Monochrome', 'Bold Colour', 'Warm Tones']);
  });

  it('reads the item text: aesthetic, silhouette, material raise the confidence', () => {
    const analysis = composeAnalysis([neutral], 'Minimalist tailored wool coat for the office', []);
    expect(analysis.aesthetic_category).toBe('Minimalist');
    expect(analysis.silhouettes).toEqual(['Tailored']);
    expect(analysis.style_elements).toEqual(expect.arrayContaining(['Wool', 'Work', 'Neutral Palette', 'High Contrast']));
    expect(analysis.confidence_score).toBeGreaterThanOrEqual(0.8);
    expect(confidenceBand(analysis.confidence_score)).toBe('High');
  });

  it('borrows the aesthetic of the matched influencers when the text names none, and stays Low', () => {
    const influencer = { handle: 'redcarpet', name: 'Red Carpet', similarity: 0.62, vector: vectorFromText('glam red sequin evening') };
    const analysis = composeAnalysis([red], undefined, [influencer]);
    expect(analysis.aesthetic_category).toBe('Glam');
    expect(analysis.matched_influencers).toEqual([{ handle: 'redcarpet', name: 'Red Carpet', similarity_score: 0.62 }]);
    expect(analysis.confidence_score).toBeLessThan(0.6);
  });

  it('a photo that measured nothing and no text has zero confidence', () => {
    expect(composeAnalysis([{ palette: [], background: null }], undefined, []).confidence_score).toBe(0);
    expect(combinedVector([], undefined)).toBeNull();
    expect(combinedVector([], '   ')).toBeNull();
  });
});

describe('vectors and palettes', () => {
  it('puts a palette on the colour dimensions by share, extra names on their neighbours', () => {
    const v = colourVector([{ name: 'navy', hex: '#1c2654', share: 0.75 }, { name: 'teal', hex: '#008080', share: 0.25 }]);
    expect(v[dimensionIndex('colour', 'navy')]).toBeGreaterThan(v[dimensionIndex('colour', 'blue')]!);
    expect(v[dimensionIndex('colour', 'blue')]).toBeCloseTo(v[dimensionIndex('colour', 'green')]!, 6);
    expect(v[dimensionIndex('aesthetic', 'minimalist')]).toBe(0);
  });

  it('merges several photos: each photo weighs the same, one swatch per colour word', () => {
    const merged = mergePalettes([red.palette, neutral.palette]);
    expect(merged.map((s) => [s.name, s.share])).toEqual([['red', 0.5], ['black', 0.275], ['cream', 0.225]]);
  });

  it('names what a palette shows by itself', () => {
    expect(paletteElements(neutral.palette)).toEqual(['neutral palette', 'high contrast']);
    expect(paletteElements([{ name: 'brown', hex: '#6e462a', share: 0.6 }, { name: 'camel', hex: '#be8c5a', share: 0.4 }]))
      .toEqual(expect.arrayContaining(['earth tones', 'warm tones']));
    expect(paletteElements([{ name: 'blue', hex: '#346ec8', share: 1 }])).toEqual(['monochrome', 'bold colour', 'cool tones']);
    expect(paletteElements([{ name: 'pink', hex: '#f5c0cc', share: 0.6 }, { name: 'white', hex: '#ffffff', share: 0.4 }])).toContain('pastel');
    expect(paletteElements([{ name: 'beige', hex: '#d6c4a8', share: 0.7 }, { name: 'cream', hex: '#f3e9d2', share: 0.3 }])).not.toContain('pastel');
    expect(paletteElements([])).toEqual([]);
  });
});
