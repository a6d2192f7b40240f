import { describe, expect, it } from 'vitest';
import { read } from './testing.js';

describe('"bag" as the shop\u2019s bag', () => {
  it.each([
    'stick the boots in my bag please',
    'right, add to bag',
    'could you move both into the bag',
    'yes bag them',
    'the earrings in my bag then',
    'so what is in my bag at the moment',
  ])('is the cart: %s', (text) => {
    const reading = read(text);
    expect(reading.corrected).toMatch(/\bbasket\b/);
    expect(reading.clauses.flatMap((c) => c.slots.categories)).not.toContain('Bags');
  });

  it.each([
    'what fits in my bag for a long day out?',
    'earrings to match my bag',
    'show me a black bag',
    'is the tote a big bag?',
    'pack the scarf in my bag for the trip',
  ])('is a handbag: %s', (text) => {
    expect(read(text).corrected).not.toMatch(/\bbasket\b/);
  });
});
