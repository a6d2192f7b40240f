/**
 * Time from process start to /healthz answering: on an empty data directory (migrations + demo seed;
 * target < 10 s) and again on the same, now existing, directory (target < 1.5 s). Each start is a
 * real server process started the way `npm start` starts it (`node dist/server/main.js`, the esbuild
 * bundle, built first) on a free port; peak RSS is read from /proc.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { round, type BenchModule } from './lib.js';
import { freePort } from '../server/process/free-port.js';
import { serverNodeFlags } from '../server/process/server-node-flags.js';

const root = fileURLToPath(new URL('..', import.meta.url));

const peakRssMb = (pid: number | undefined): number | null => {
  if (!pid || !existsSync(`/proc/${pid}/status`)) return null;
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : null;
};

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });

/** Starts the server on `dataDir`, polls /healthz every 25 ms, returns the time to the first 200. */
const startOnce = async (dataDir: string) => {
  const port = await freePort();
  const started = performance.now();
  // node directly (not npm), so the pid we time and stop is the server itself.
  const child = spawn(process.execPath, [...serverNodeFlags(), '--enable-source-maps', 'dist/server/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr.slice(-500)}`);
      if (performance.now() - started > 120_000) throw new Error('no /healthz answer within 120 s');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    return { ms: round(performance.now() - started, 0), peak_rss_mb: peakRssMb(child.pid) };
  } finally {
    await stop(child);
  }
};

export default {
  name: 'startup',
  async run() {
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], { cwd: root, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`server bundle failed: ${build.stderr}`);
    const dataDir = mkdtempSync(join(tmpdir(), 'atelier-startup-'));
    try {
      const first = await startOnce(dataDir);
      const warm = [await startOnce(dataDir), await startOnce(dataDir), await startOnce(dataDir)];
      const warmMs = warm.map((w) => w.ms).sort((a, b) => a - b);
      return {
        first_start_with_seed: { ...first, target_ms: 10_000 },
        warm_start: { median_ms: warmMs[1], runs_ms: warm.map((w) => w.ms), peak_rss_mb: warm[0]!.peak_rss_mb, target_ms: 1_500 },
      };
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
} satisfies BenchModule;
