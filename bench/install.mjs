/**
 * `npm run bench` runs this first: the packages only the benchmarks use (bench/package.json) are
 * installed into bench/node_modules on first use, and again whenever that manifest or its lock
 * changes, so the app's own install never carries Lighthouse, the compared widgets or the load
 * generators. Plain Node (no tsx) so it runs before anything else is needed.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const stamp = join(dir, 'node_modules', '.atelier-bench-deps');
const hash = createHash('sha256');
for (const file of ['package.json', 'package-lock.json']) hash.update(readFileSync(join(dir, file)));
const wanted = hash.digest('hex');

if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) process.exit(0);

console.log('› installing the benchmarks\' own packages into bench/node_modules (first run, or bench/package.json changed)');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
if (result.status !== 0) {
  console.error('bench: `npm ci` in bench/ failed; the benchmarks need its packages (see bench/package.json).');
  process.exit(result.status ?? 1);
}
writeFileSync(stamp, wanted);
