/**
 * `npm run bench [-- section ...]`: runs every benchmark module, prints its figures and writes
 * bench/results.json. Asserts nothing.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { BenchModule } from './lib.js';
import { serverNodeFlags } from '../server/process/server-node-flags.js';

// Benches that serve the app in this process time it as `npm run serve` runs it.
const serverFlags = serverNodeFlags();
const missingFlags = serverFlags.filter((flag) => !process.execArgv.includes(flag));
if (missingFlags.length) console.warn(`Without the server's node flags (${missingFlags.join(' ')}): run the benches with \`npm run bench\`.`);

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const resultsPath = join(dir, 'results.json');
// Running only some sections keeps the figures of the others from the last full run.
const previous: Record<string, unknown> = only.length && existsSync(resultsPath) ? JSON.parse(readFileSync(resultsPath, 'utf8')) as Record<string, unknown> : {};
const results: Record<string, unknown> = { ...previous, machine: { cpus: (await import('node:os')).cpus().length, node: process.version, serverNodeFlags: serverFlags.filter((flag) => process.execArgv.includes(flag)) }, ranAt: new Date().toISOString() };

for (const file of readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).sort()) {
  const mod = (await import(pathToFileURL(join(dir, file)).href)) as { default: BenchModule };
  if (only.length && !only.includes(mod.default.name)) continue;
  console.log(`\n▶ ${mod.default.name}`);
  const started = performance.now();
  try {
    const figures = await mod.default.run();
    results[mod.default.name] = figures;
    console.log(JSON.stringify(figures, null, 2));
  } catch (error) {
    results[mod.default.name] = { error: String(error) };
    console.error(`  failed: ${String(error)}`);
  }
  console.log(`  (${Math.round(performance.now() - started)} ms)`);
}

writeFileSync(resultsPath, `${JSON.stringify(results, null, 2)}\n`);
console.log('\nwrote bench/results.json');
