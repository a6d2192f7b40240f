import { describe, expect, it } from 'vitest';
import { slotsOf } from './testing.js';

describe('several of one event', () => {
  it.each([
    ['what should I wear for the meetings?', 'office'], ['outfits for my interviews next week', 'interview'],
    ['two weddings this summer, what do I wear', 'wedding-guest'], ['something for the office parties', 'party'],
  ])('%s → %s', (text, occasion) => expect(slotsOf(text).occasions).toContain(occasion));
});
