import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedClassifier } from './classifier-cache.js';

const examples = {
  greet: ['hello there', 'hi', 'good morning', 'hey you', 'hiya stylist', 'good evening', 'hello', 'hey there'],
  search: ['show me red dresses', 'find black bags', 'any green coats', 'i want blue jeans', 'looking for boots', 'navy tops please', 'white sneakers', 'cream sweaters'],
};

describe('the skill classifier kept on disk', () => {
  let dir: string;
  const before = process.env.ATELIER_CACHE_DIR;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'atelier-cls-'));
    process.env.ATELIER_CACHE_DIR = dir;
  });
  afterEach(() => {
    process.env.ATELIER_CACHE_DIR = before;
    if (before === undefined) delete process.env.ATELIER_CACHE_DIR;
    rmSync(dir, { recursive: true, force: true });
  });

  it('trains once, then loads weights that classify exactly as training does', () => {
    const first = cachedClassifier(examples);
    expect(first.fromCache).toBe(false);
    expect(readdirSync(dir)).toHaveLength(1);
    const second = cachedClassifier(examples);
    expect(second.fromCache).toBe(true);
    for (const text of ['hello stylist', 'red boots', 'show me something', 'good morning you']) expect(second.classify(text)).toEqual(first.classify(text));
  });

  it('trains afresh when an example changes, and when the kept file is unreadable', () => {
    cachedClassifier(examples);
    expect(cachedClassifier({ ...examples, greet: [...examples.greet, 'howdy'] }).fromCache).toBe(false);
    for (const file of readdirSync(dir)) writeFileSync(join(dir, file), '{not json');
    const again = cachedClassifier(examples);
    expect(again.fromCache).toBe(false);
    expect(again.classify('hello there')[0]?.label).toBe('greet');
  });
});
