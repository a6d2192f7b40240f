import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance } from './text.js';

/** The plain two-row reading of the same distance, kept here to check the fast one against. */
const reference = (a: string, b: string, max = 2): number => {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, prevPrev[j - 2]! + 1);
      row.push(value);
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
};

describe('editDistance', () => {
  it.each([
    ['follwo', 'follow', 1], ['sandles', 'sandals', 2], ['lisbn', 'lisbon', 1], ['', 'abc', 3], ['abc', '', 3], ['kitten', 'sitting', 3],
  ])('%s → %s is %i', (a, b, d) => expect(editDistance(a, b, 3)).toBe(d));

  it('gives up past max', () => expect(editDistance('trousers', 'sneakers', 2)).toBe(3));

  it('answers as the plain two-row reading does, short words and long, one call after another', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'é'), maxLength: 14 });
    fc.assert(fc.property(word, word, fc.integer({ min: 0, max: 4 }), (a, b, max) => editDistance(a, b, max) === reference(a, b, max)), { numRuns: 3000 });
    // A word longer than the rows kept so far, then short ones again.
    const long = 'ab'.repeat(60);
    expect(editDistance(long, `${long}x`, 2)).toBe(reference(long, `${long}x`, 2));
    expect(editDistance('coat', 'boat', 1)).toBe(1);
  });
});
