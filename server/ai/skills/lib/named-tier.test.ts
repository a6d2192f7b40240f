import { describe, expect, it } from 'vitest';
import { namedTier } from './named-tier.js';

describe('a tier said by its name', () => {
  it('reads mid range, luxury and budget by name; price complaints and garments name none', () => {
    expect(namedTier('too much. mid range?')).toBe('mid');
    expect(namedTier('something in the mid-tier')).toBe('mid');
    expect(namedTier('the high-end ones')).toBe('luxury');
    expect(namedTier('budget then')).toBe('budget');
    expect(namedTier('too pricey')).toBeNull();
    expect(namedTier('something a bit more premium?')).toBeNull();
    expect(namedTier('a midi dress')).toBeNull();
  });
});
