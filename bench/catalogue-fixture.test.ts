/** Which catalogues a bench opens: the generator's key, or one kept under an earlier key when asked. */
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueKey } from './catalogue-fixture.js';

const saved = process.env.BENCH_CATALOGUE_KEY;
afterEach(() => {
  if (saved === undefined) delete process.env.BENCH_CATALOGUE_KEY;
  else process.env.BENCH_CATALOGUE_KEY = saved;
});

describe('catalogueKey', () => {
  it('is the hash of the generator\'s inputs unless another key is asked for', () => {
    delete process.env.BENCH_CATALOGUE_KEY;
    const own = catalogueKey();
    expect(own).toMatch(/^[0-9a-f]{16}$/);
    expect(catalogueKey()).toBe(own);
    process.env.BENCH_CATALOGUE_KEY = '70621c2b1b9155c4';
    expect(catalogueKey()).toBe('70621c2b1b9155c4');
    process.env.BENCH_CATALOGUE_KEY = '';
    expect(catalogueKey()).toBe(own);
  });

  it('refuses a key that is not one (it names databases and files)', () => {
    for (const bad of ['70621c2b', 'x0621c2b1b9155c4', '70621c2b1b9155c4; drop database x', '../../etc/passwd00']) {
      process.env.BENCH_CATALOGUE_KEY = bad;
      expect(() => catalogueKey(), bad).toThrow(/16 hex digits/);
    }
  });
});
