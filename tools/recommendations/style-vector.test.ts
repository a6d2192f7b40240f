import { describe, expect, it } from 'vitest';
import {
  blendVectors, colourWordIn, cosineSimilarity, explainMatch, parsePgVector, toPgVector, topDimensions,
  vectorFromColours, vectorFromText,
} from './style-vector.js';
import { STYLE_VECTOR_DIMENSIONS } from './vocabulary.js';

const length = (v: number[]) => Math.sqrt(v.reduce((s, x) => s + x * x, 0));
const words = (v: number[], n = 10) => topDimensions(v, n).map((d) => d.word);

describe('vectorFromText', () => {
  it('is unit length, the vocabulary width, and deterministic', () => {
    const a = vectorFromText('Minimalist black tailored wool blazer for the office');
    expect(a).toHaveLength(STYLE_VECTOR_DIMENSIONS);
    expect(length(a)).toBeCloseTo(1, 10);
    expect(vectorFromText('Minimalist black tailored wool blazer for the office')).toEqual(a);
  });

  it('reads vocabulary words, synonyms, plurals and two-word phrases', () => {
    const v = vectorFromText('Boho lace maxi dresses in ivory, wide leg trousers, gray sneakers');
    expect(words(v, 20)).toEqual(expect.arrayContaining(['bohemian', 'romantic', 'flowing', 'dresses', 'cream', 'wide-leg', 'bottoms', 'grey', 'shoes']));
    expect(words(v, 20)).not.toContain('black');
  });

  it('lets hints set category, colour and price tier', () => {
    const v = vectorFromText('Shirt dress', { category: 'Dresses', colour: 'navy', price: 640 });
    expect(topDimensions(v, 1, 'category')[0]?.word).toBe('dresses');
    expect(topDimensions(v, 5, 'category').map((d) => d.word)).not.toContain('tops');
    expect(topDimensions(v, 1, 'colour')[0]?.word).toBe('navy');
    expect(topDimensions(v, 1, 'tier')[0]?.word).toBe('luxury');
    expect(topDimensions(vectorFromText('tee', { price: 40 }), 1, 'tier')[0]?.word).toBe('budget');
  });

  it('gives text that names nothing the uniform vector, never NaN', () => {
    const v = vectorFromText('qwerty zxcv');
    expect(v.every((x) => Number.isFinite(x) && x > 0)).toBe(true);
    expect(length(v)).toBeCloseTo(1, 10);
  });
});

describe('similarity and explanation', () => {
  const blazer = vectorFromText('Minimalist black tailored blazer', { category: 'Outerwear' });
  const trousers = vectorFromText('Minimalist black tailored trousers', { category: 'Bottoms' });
  const boho = vectorFromText('Bohemian floral flowing pink maxi dress', { category: 'Dresses' });

  it('ranks a similar style above a different one', () => {
    expect(cosineSimilarity(blazer, trousers)).toBeGreaterThan(cosineSimilarity(blazer, boho));
    expect(cosineSimilarity(blazer, blazer)).toBeCloseTo(1, 10);
  });

  it('names the shared dimensions in shopper words, one per group first', () => {
    expect(explainMatch(blazer, trousers)).toBe('minimalist, black, tailored');
    expect(explainMatch(blazer, trousers, 1)).toBe('minimalist');
    expect(explainMatch(blazer, boho)).toBe('');
  });

  it('does not explain a match by the uniform "no style" vector', () => {
    expect(explainMatch(vectorFromText('???'), vectorFromText('!!!'))).toBe('');
  });
});

describe('vectorFromColours', () => {
  it('maps measured colours to the nearest colour words, dominant first', () => {
    const v = vectorFromColours([[15, 15, 18], [30, 40, 90], [240, 240, 238]]);
    expect(words(v, 3)).toEqual(['black', 'navy', 'white']);
    expect(length(v)).toBeCloseTo(1, 10);
    expect(topDimensions(v, 10, 'aesthetic')).toEqual([]);
  });
});

describe('blendVectors', () => {
  it('weights parts and renormalises', () => {
    const black = vectorFromText('black');
    const red = vectorFromText('red');
    const mostlyBlack = blendVectors([{ vector: black, weight: 3 }, { vector: red, weight: 1 }]);
    expect(words(mostlyBlack, 2)).toEqual(['black', 'red']);
    expect(length(mostlyBlack)).toBeCloseTo(1, 10);
    expect(length(blendVectors([]))).toBeCloseTo(1, 10);
  });
});

describe('pgvector text form', () => {
  it('round-trips', () => {
    const v = vectorFromText('chic cream silk blouse');
    const text = toPgVector(v);
    expect(text.startsWith('[') && text.endsWith(']')).toBe(true);
    parsePgVector(text).forEach((x, i) => expect(x).toBeCloseTo(v[i]!, 6));
    expect(parsePgVector([1, 2])).toEqual([1, 2]);
  });

  it('refuses vectors of the wrong width', () => {
    expect(() => toPgVector([1, 2, 3])).toThrow();
  });
});

describe('colourWordIn (product rules §3 fitting_room colour rule)', () => {
  it('takes the first word of the spec list that the text contains', () => {
    expect(colourWordIn('A navy and white striped tee')).toBe('white');
    expect(colourWordIn('Cream wool coat')).toBe('cream');
    expect(colourWordIn('Gray hoodie')).toBe('gray');
    expect(colourWordIn('Redesigned classic')).toBe('neutral');
    expect(colourWordIn('')).toBe('neutral');
  });
});
