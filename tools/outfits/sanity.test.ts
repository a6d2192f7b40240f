import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfNeeded } from '../../server/db/seed.js';
import { silentLogger } from '../../server/log.js';
import { createTestDatabase, type TestDatabase } from '../../server/test/db.js';
import { runSanity, type SanityReport } from './sanity-run.js';

let database: TestDatabase;
let report: SanityReport;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoIfNeeded(database.db, silentLogger);
  report = await runSanity(database.db);
}, 300_000);
afterAll(async () => {
  await database.close();
});

describe('the outfit-sanity suite over the demo catalogue', () => {
  it('runs at least 50 constrained scenarios and 20 trips over the climate table', () => {
    expect(report.scenarios).toBeGreaterThanOrEqual(50);
    expect(report.trips).toBe(20);
    expect(report.tripDays).toBeGreaterThanOrEqual(100);
  });

  it('checks every rule at least once', () => {
    expect(report.rows.filter((r) => r.checked === 0).map((r) => r.rule)).toEqual([]);
  });

  it('breaks no rule: every outfit, suggestion, look alternative and trip day passes', () => {
    const summary = report.violations.slice(0, 15).map((v) => `${v.rule} — ${v.where}: ${v.detail}`);
    expect(summary).toEqual([]);
  });
});
