/**
 * Node flags the server always runs with, kept in one place: package.json `config.serverNodeFlags`,
 * which `npm run serve` / `npm start` and `npm run bench` pass to node as $npm_package_config_serverNodeFlags,
 * and which the scripts that spawn a server process (server-process.ts, the startup bench) read here.
 *
 * --max-semi-space-size=64 (MB): a feed request allocates 0.5–0.8 MB (driver rows, cards, JSON),
 * so with V8's default 16 MB semi-spaces a minor GC of about 0.7 ms fell in one request in twenty,
 * right on the p95, and the young generation's churn added about 0.3 ms to the median request on
 * the embedded database. With 64 MB the minor GCs are a quarter as frequent (under 2 % of requests).
 * The space grows only as allocation demands: an idle server's memory is unchanged, a busy one
 * holds at most about 100 MB more.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const packageJson = fileURLToPath(new URL('../../package.json', import.meta.url));

const withConfig = z.object({ config: z.object({ serverNodeFlags: z.string() }) });

export const serverNodeFlags = (): string[] =>
  withConfig.parse(JSON.parse(readFileSync(packageJson, 'utf8'))).config.serverNodeFlags.split(/\s+/).filter(Boolean);
