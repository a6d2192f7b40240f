/**
 * `npm run test:e2e`: builds the web app if it is stale, starts the server (and a second one with a
 * short session lifetime for the expiry spec) on free ports with fresh data folders, runs
 * Playwright in the machine's Chromium, stops the servers, and exits with Playwright's code.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/lib/free-port.js';
import { buildWeb } from '../scripts/build-web.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Long enough to sign in first, short enough that the 5-minute warning comes within seconds. */
export const SHORT_SESSION_TTL_SECONDS = 312;

const ensureChromium = () => {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) throw new Error(`Chromium not found at ${CHROMIUM}; install it (apt-get install chromium).`);
  console.log('Installing Chromium from Debian packages…');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit' });
};

const newestMtime = (dir: string): number => {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
};

const ensureBuild = () => {
  const built = join(root, 'dist/web/index.html');
  const sources = Math.max(newestMtime(join(root, 'web')), newestMtime(join(root, 'tools')), statSync(join(root, 'vite.config.ts')).mtimeMs);
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  console.log('Building the web app…');
  buildWeb(root, ['--logLevel', 'warn']);
};


interface Running {
  url: string;
  child: ChildProcess;
  dataDir: string;
}

const startServer = async (extraEnv: Record<string, string> = {}): Promise<Running> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-e2e-'));
  const child = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    // TRUST_PROXY: the specs stand in for a proxy, giving each test its own client address.
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', TRUST_PROXY: 'true', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, ...extraEnv },
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy in 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, child, dataDir };
};

const stopServer = async (server: Running) => {
  if (server.child.exitCode === null) {
    const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
    server.child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  }
  rmSync(server.dataDir, { recursive: true, force: true });
};

const main = async (): Promise<number> => {
  ensureChromium();
  ensureBuild();
  const servers: Running[] = [];
  try {
    const [mainServer, shortServer] = await Promise.all([startServer(), startServer({ SESSION_TTL_SECONDS: String(SHORT_SESSION_TTL_SECONDS) })]);
    servers.push(mainServer, shortServer);
    const args = [join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--config', join(root, 'e2e/playwright.config.ts'), ...process.argv.slice(2)];
    const pw = spawnSync(process.execPath, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: mainServer.url, E2E_SHORT_SESSION_URL: shortServer.url, CHROMIUM_PATH: CHROMIUM },
    });
    return pw.status ?? 1;
  } finally {
    await Promise.all(servers.map(stopServer));
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
