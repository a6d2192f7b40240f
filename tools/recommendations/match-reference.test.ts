import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../server/test/db.js';
import type { DatabaseHandle } from '../../server/db/client.js';
import { seedDemoIfNeeded } from '../../server/db/seed.js';
import { silentLogger } from '../../server/log.js';
import { cachedMatchScale, forgetMatchReference, matchReferenceSample } from './match-reference.js';
import { matchScaleFor } from './match-scale.js';
import { vectorFromText } from './style-vector.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoIfNeeded(handle.db, silentLogger);
});
afterAll(() => handle.close());

describe('the percent-match scale kept per taste', () => {
  it('is the scale over the sample, reused for the same taste and measured afresh for another', async () => {
    const navy = vectorFromText('navy tailored wool blazer');
    const floral = vectorFromText('pink floral summer dress');
    const sample = await matchReferenceSample(handle.db);
    expect(sample.length).toBeGreaterThan(0);

    const first = await cachedMatchScale(handle.db, navy);
    expect(first).toEqual(matchScaleFor(navy, sample));
    // The same values in a new array (as each request parses them): the kept scale, not a new one.
    expect(await cachedMatchScale(handle.db, [...navy])).toBe(first);
    const other = await cachedMatchScale(handle.db, floral);
    expect(other).toEqual(matchScaleFor(floral, sample));
    expect(other).not.toEqual(first);
    expect(await cachedMatchScale(handle.db, null)).toBeNull();
  });

  it('is measured again once the sample is forgotten', async () => {
    const navy = vectorFromText('navy tailored wool blazer');
    const kept = await cachedMatchScale(handle.db, navy);
    forgetMatchReference(handle.db);
    const again = await cachedMatchScale(handle.db, navy);
    expect(again).not.toBe(kept);
    expect(again).toEqual(kept);
  });
});
