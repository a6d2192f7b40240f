/**
 * `npm start`: build only when the sources changed since the last build (a content hash of what
 * `npm run build` reads, scripts/lib/build-hash.mjs), then run the built server in a child `node`
 * with the server's flags, as `npm run serve` does but without a second npm in between (a start
 * on a busy machine paid seconds for it). Says what it does, so a first start that spends a
 * minute building is not mistaken for a hang. Loads .env when it exists; the environment wins.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtHash, serveArguments, sourceHash } from './lib/build-hash.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = performance.now();
const wanted = sourceHash(root);
const built = builtHash(root);

if (built === wanted) {
  console.log(`› dist/ is up to date with the sources (checked in ${Math.round(performance.now() - started)} ms): starting the server`);
} else {
  console.log(built === null
    ? '› first start: building the web app, the widget and the server into dist/ (about 20 s on a quiet machine; later starts skip this until a source changes)'
    : '› sources changed since the last build: rebuilding dist/');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // `npm run build` records the hash of the sources it built (scripts/build.ts).
  const result = spawnSync(npm, ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('› the build failed (above); nothing was started');
    process.exit(result.status ?? 1);
  }
  console.log(`› built in ${((performance.now() - started) / 1000).toFixed(1)} s: starting the server (the first start also migrates the database and seeds the demo catalogue)`);
}

const envFile = join(root, '.env');
if (existsSync(envFile)) {
  process.loadEnvFile(envFile);
  console.log('› read settings from .env (the environment wins over it)');
}

// The server shuts down cleanly on SIGINT/SIGTERM; pass them on and leave with its exit code.
const server = spawn(process.execPath, serveArguments(root), { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + 15 : 1)));
