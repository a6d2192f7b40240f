/**
 * `npm run test:e2e`: builds the web app if it is stale and the server bundle, starts that bundle
 * (and a second one with a short session lifetime for the expiry spec) on free ports with fresh data
 * folders, runs Playwright in the machine's Chromium, stops the servers, and exits with Playwright's code.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess, type ServerProcess } from '../server/process/server-process.js';
import { buildWeb } from '../scripts/build-web.js';
import { buildWidget } from '../widget/build.js';

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


/** The server bundle `npm start` runs, built afresh (esbuild, a second or two): the specs test what ships. */
const buildServerBundle = () => {
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error('building the server bundle failed');
};

// TRUST_PROXY: the specs stand in for a proxy, giving each test its own client address.
const startServer = (extraEnv: Record<string, string> = {}): Promise<ServerProcess> =>
  startServerProcess({ bundle: true, stdio: ['ignore', 'inherit', 'inherit'], env: { TRUST_PROXY: 'true', ...extraEnv } });

const main = async (): Promise<number> => {
  ensureChromium();
  ensureBuild();
  // The bundled server cannot build the widget on demand (esbuild inside a bundle has no __filename),
  // so a stale dist/widget would fail the widget specs: build it here, a second at most.
  await buildWidget(root);
  buildServerBundle();
  const servers: ServerProcess[] = [];
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
    await Promise.all(servers.map((server) => server.stop()));
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
