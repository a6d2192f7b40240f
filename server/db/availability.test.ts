/**
 * The availability probe: one failed query alone never marks the server away, a failed probe does;
 * while away it probes again on its own until the server answers; concurrent checks share a probe.
 */
import { describe, expect, it } from 'vitest';
import { createAvailability } from './availability.js';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('database availability', () => {
  it('is away only after a failed probe, probes on its own while away, and is back when a probe succeeds', async () => {
    let up = false;
    let probes = 0;
    const availability = createAvailability(async () => {
      probes += 1;
      if (!up) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    }, { everyMs: 20, timeoutMs: 200 });
    expect(availability.isAway()).toBe(false);
    const [first, second] = await Promise.all([availability.check(), availability.check()]);
    expect([first, second, probes]).toEqual([false, false, 1]);
    expect(availability.isAway()).toBe(true);
    await settle(100);
    expect(probes).toBeGreaterThan(2);
    up = true;
    await settle(60);
    expect(availability.isAway()).toBe(false);
    const settled = probes;
    await settle(100);
    expect(probes).toBe(settled);
    availability.close();
  });

  it('counts a probe that does not answer in time as away', async () => {
    const availability = createAvailability(() => new Promise(() => undefined), { everyMs: 1_000, timeoutMs: 30 });
    expect(await availability.check()).toBe(false);
    expect(availability.isAway()).toBe(true);
    availability.close();
  });
});
