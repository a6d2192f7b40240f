/**
 * The outfit-sanity section of `npm run evals`: the suite in tools/outfits/sanity-run.ts (≥ 50
 * constrained scenarios and 20 trips over the demo catalogue and the climate table), reported as a
 * violation rate per rule. A section of its own: it never changes the tool evals' pass rate.
 */
import { createPglite, wrapPglite } from '../server/db/client.js';
import { migrateDatabase } from '../server/db/migrate.js';
import { seedDemoIfNeeded } from '../server/db/seed.js';
import { silentLogger } from '../server/log.js';
import { runSanity, type SanityReport } from '../tools/outfits/sanity-run.js';

export interface OutfitSanitySection {
  report: Omit<SanityReport, 'violations'> & { violations: SanityReport['violations'] };
  passed: boolean;
  ms: number;
  lines: string[];
  markdown: string[];
}

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

export const outfitSanitySection = async (): Promise<OutfitSanitySection> => {
  const started = performance.now();
  // A database of its own, migrated here like the tool evals' one: `npm run evals` on a fresh clone has no
  // test run's template to copy.
  const database = wrapPglite(await createPglite());
  await migrateDatabase(database);
  try {
    await seedDemoIfNeeded(database.db, silentLogger);
    const report = await runSanity(database.db);
    const ms = Math.round(performance.now() - started);
    const passed = report.violations.length === 0;
    const header = `${report.scenarios} scenarios (occasion × temperature × budget × anchor) and ${report.trips} trips (${report.tripDays} days) in ${ms} ms; ` +
      `${report.relaxedOutfits} composed outfits needed a stated relaxation`;
    const width = Math.max(...report.rows.map((r) => r.rule.length));
    const lines = [
      header, '',
      `${'rule'.padEnd(width)}  checked  violations  rate`,
      ...report.rows.map((r) => `${r.rule.padEnd(width)}  ${String(r.checked).padStart(7)}  ${String(r.violations).padStart(10)}  ${pct(r.rate)}`),
      '', passed ? 'outfit sanity: 0 violations: PASS' : `outfit sanity: ${report.violations.length} violations: FAIL`,
      ...report.violations.slice(0, 20).map((v) => `  ✗ ${v.rule} — ${v.where}: ${v.detail}`),
    ];
    const markdown = [
      '## Outfit sanity', '',
      `${header}. Rules and bands: docs/stylist-judgement.md.`, '',
      '| rule | checked | violations | rate |', '|---|---|---|---|',
      ...report.rows.map((r) => `| ${r.rule} | ${r.checked} | ${r.violations} | ${pct(r.rate)} |`), '',
      passed ? '**0 violations.**' : `**${report.violations.length} violations.**`,
      ...report.violations.slice(0, 20).map((v) => `- ${v.rule} — ${v.where}: ${v.detail}`), '',
    ];
    return { report, passed, ms, lines, markdown };
  } finally {
    await database.close();
  }
};
