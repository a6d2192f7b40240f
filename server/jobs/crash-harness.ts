/**
 * Helpers of the crash tests: a real server process (server/process/server-process.ts) on a given
 * DATA_DIR that can be killed with SIGKILL, its log lines, a signed-up shopper, and
 * the embedded database opened directly while no server runs.
 */
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createPglite } from '../db/client.js';
import { startServerProcess } from '../process/server-process.js';

const STARTUP_MS = 180_000;

export interface LogLine { level: number; msg: string; [key: string]: unknown }

export interface CrashServer {
  url: string;
  child: ChildProcess;
  logs: LogLine[];
  /** Resolves with the first log line (seen or still to come) that matches. */
  waitForLog(match: (line: LogLine) => boolean): Promise<LogLine>;
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

export const startServer = async (dataDir: string, env: Record<string, string> = {}): Promise<CrashServer> => {
  const logs: LogLine[] = [];
  const waiters: { match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  let exited: Promise<void> = Promise.resolve();
  // Its log lines are read from the first one on, so a full pipe never stalls start-up.
  const readLogs = (child: ChildProcess) => {
    exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    let buffered = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const text of lines) {
        let line: LogLine;
        try { line = JSON.parse(text) as LogLine; } catch { continue; }
        logs.push(line);
        for (const w of [...waiters]) if (w.match(line)) { waiters.splice(waiters.indexOf(w), 1); w.resolve(line); }
      }
    });
  };
  const { url, child } = await startServerProcess({
    dataDir,
    stdio: ['ignore', 'pipe', 'inherit'],
    timeoutMs: STARTUP_MS,
    // No demo rooms: their seed would queue pipeline jobs and plan a trip beside the ones a test parks and counts.
    env: { LOG_LEVEL: 'info', TRUST_PROXY: 'true', OPENAI_API_KEY: '', SEED_DEMO_ROOMS: 'false', ...env },
    onSpawn: readLogs,
  });
  return {
    url,
    child,
    logs,
    waitForLog: (match) => {
      const seen = logs.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        waiters.push({ match, resolve });
        void exited.then(() => reject(new Error('server exited before the awaited log line')));
      });
    },
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
};

/** A JSON POST from the server's own origin. */
export const post = (url: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url, ...headers }, body: JSON.stringify(body) });

const cookieOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

export interface Shopper { email: string; password: string; cookie: string }

/** A new shopper, verified through the dev outbox and signed in. */
export const signUp = async (url: string, email: string): Promise<Shopper> => {
  const password = 'Velvet-Runway-42';
  const client = { 'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` };
  const up = await post(url, '/api/auth/sign-up/email', { email, password, name: 'Crash Test', callbackURL: '/' }, client);
  if (!up.ok) throw new Error(`sign-up failed: ${up.status} ${await up.text()}`);
  const mail = (await (await fetch(`${url}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { emails: { links: string[] }[] };
  const link = mail.emails[0]?.links.find((l) => l.includes('verify-email'));
  if (!link) throw new Error('no verification link');
  await fetch(link, { redirect: 'manual' });
  return signIn(url, email, password);
};

export const signIn = async (url: string, email: string, password: string): Promise<Shopper> => {
  const res = await post(url, '/api/auth/sign-in/email', { email, password }, { 'x-forwarded-for': '10.78.0.1' });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return { email, password, cookie: cookieOf(res) };
};

export const callTool = async (url: string, shopper: Shopper, name: string, input: unknown) => {
  const res = await post(url, `/api/tools/${name}`, input, { cookie: shopper.cookie });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/** Opens the embedded database as the next start would; throws if it needs repair it cannot do. */
export const withDatabase = async <T>(dataDir: string, use: (query: <R>(sql: string, params?: unknown[]) => Promise<R[]>) => Promise<T>): Promise<T> => {
  const pglite = await createPglite(join(dataDir, 'db'));
  try {
    // Without parameters the text may hold several statements (exec); the last one's rows answer.
    return await use(async <R>(sql: string, params?: unknown[]) =>
      params ? (await pglite.query<R>(sql, params)).rows : ((await pglite.exec(sql)).at(-1)?.rows ?? []) as R[]);
  } finally {
    await pglite.close();
  }
};
