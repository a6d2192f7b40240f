import { describe, expect, it } from 'vitest';
import { read } from './testing.js';

const clauses = (text: string) => read(text).clauses.map((c) => [c.text, c.slots.price?.usd.min, c.slots.price?.usd.max]);

describe('two pieces each with its own price are two clauses', () => {
  it.each([
    ['sneakers under $100 and a bag under $70', [['sneakers under $100', undefined, 100], ['a bag under $70', undefined, 70]]],
    ['a dress under 150, shoes 200 max', [['a dress under 150', undefined, 150], ['shoes 200 max', undefined, 200]]],
  ])('%s', (text, expected) => expect(clauses(text)).toEqual(expected));

  it('keeps one clause for one piece with a range or a second detail', () => {
    for (const text of ['bags over 50 and under 100', 'dresses between 80 and 150', 'black jeans under 100 and in a straight leg', 'from 100 to 200 and in black']) {
      expect(read(text).clauses, text).toHaveLength(1);
    }
  });
});
