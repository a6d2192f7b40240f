/**
 * `npm run dev`: the API under `tsx watch` (restarts on server/tools changes) on API_PORT, and Vite's
 * dev server with hot reload on PORT proxying /api, /media, /dev to it. Links in emails point at the
 * Vite origin, so the whole app is reached on one address.
 */
import { spawn } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import { createServer } from 'vite';
import { ensureWidgetBuilt } from '../widget/build.js';

// Settings in .env (see .env.example) apply to both servers; the environment wins over the file.
if (existsSync('.env')) process.loadEnvFile('.env');

const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? port + 1);
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;

// tsx watch follows the import graph, so server/ and tools/ edits restart the API.
const api = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'watch', '--clear-screen=false', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: String(apiPort), PUBLIC_URL: publicUrl, HOST: '127.0.0.1' },
});

// The server only reads dist/widget: build it now, and again after each change to its sources.
const root = process.cwd();
await ensureWidgetBuilt(root);
let rebuild: ReturnType<typeof setTimeout> | undefined;
const widgetWatcher = watch('widget', { recursive: true }, (_event, file) => {
  if (!file || file.endsWith('.test.ts')) return;
  clearTimeout(rebuild);
  rebuild = setTimeout(() => void ensureWidgetBuilt(root).catch((error: unknown) => console.error(`widget build failed: ${String(error)}`)), 200);
});

process.env.ATELIER_API_URL = `http://127.0.0.1:${apiPort}`;
const vite = await createServer({ configFile: 'vite.config.ts', server: { port, host: process.env.HOST ?? 'localhost' } });
await vite.listen();
vite.printUrls();
console.log(`API on http://127.0.0.1:${apiPort} (proxied); open ${publicUrl}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  widgetWatcher.close();
  api.kill('SIGTERM');
  await vite.close();
  process.exit(0);
};
api.on('exit', (code) => {
  if (!stopping) console.error(`API process exited (${code ?? 'signal'}); edit a file to restart it or stop with Ctrl+C.`);
});
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
