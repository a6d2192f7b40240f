/**
 * A real Atelier server process on a free loopback port with a fresh data folder, for e2e runs,
 * load tests and benchmarks: started, waited on until /healthz answers, stopped and cleaned up.
 * `node --import tsx` (not the tsx CLI, which forks) so `child.pid` is the server's own.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';
import { serverNodeFlags } from './server-node-flags.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess { url: string; child: ChildProcess; dataDir: string; stop(): Promise<void> }

/**
 * `dataDir`: share one folder between servers (it is then left for the caller to remove).
 * `onSpawn`: sees the child before start-up is awaited (to read a piped stdout from its first line).
 */
export const startServerProcess = async (opts: {
  env?: Record<string, string>; stdio?: StdioOptions; timeoutMs?: number; dataDir?: string; onSpawn?: (child: ChildProcess) => void;
  /** Run the built bundle (dist/server/main.js, as `npm start` does) instead of the sources. */
  bundle?: boolean;
  /** Another checkout to run (a benchmark comparing builds); this one by default. */
  root?: string;
} = {}): Promise<ServerProcess> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'atelier-server-'));
  const removeDataDir = () => { if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true }); };
  const args = [...serverNodeFlags(), ...(opts.bundle ? ['--enable-source-maps', 'dist/server/main.js'] : ['--import', 'tsx', 'server/main.ts'])];
  const child = spawn(process.execPath, args, {
    cwd: opts.root ?? root,
    stdio: opts.stdio ?? ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, ...opts.env },
  });
  opts.onSpawn?.(child);
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    removeDataDir();
  };
  const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) {
      removeDataDir();
      throw new Error(`server exited with ${child.exitCode}`);
    }
    if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) return { url, child, dataDir, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not answer /healthz within ${Math.round((opts.timeoutMs ?? 120_000) / 1000)} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
};
