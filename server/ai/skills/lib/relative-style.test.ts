import { describe, expect, it } from 'vitest';
import { relativeStylesIn } from './relative-style.js';

describe('relativeStylesIn', () => {
  it('reads a degree as the word listings carry', () => {
    expect(relativeStylesIn('any smaller ones?')).toEqual(['small']);
    expect(relativeStylesIn('something less formal')).toEqual(['casual']);
    expect(relativeStylesIn('anything in a longer length')).toEqual(['long']);
    expect(relativeStylesIn('can you dress it down a bit')).toEqual(['casual']);
    expect(relativeStylesIn('a warmer one, and lighter in colour')).toEqual(['warm', 'light']);
    expect(relativeStylesIn('does it come with a wider fit')).toEqual(['wide']);
    expect(relativeStylesIn('the same boots but with a lower heel')).toEqual(['flat']);
    expect(relativeStylesIn('something flatter for walking')).toEqual(['flat']);
    expect(relativeStylesIn('like those boots but flat')).toEqual(['flat']);
  });

  it('reads nothing from plain words or price comparatives', () => {
    for (const t of ['show me more', 'cheaper ones', 'a long weekend away', 'something small for my mum', 'pricier', 'a flat white to go', 'my flat is tiny', 'same but no heels', 'something darker, navy maybe']) expect(relativeStylesIn(t), t).toEqual([]);
  });
});
