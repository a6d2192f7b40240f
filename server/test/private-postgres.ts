/**
 * A PostgreSQL cluster of one test file's own, so that file may stop and restart it (the scale-out
 * test) without disturbing the shared server the rest of the Postgres run uses. Needs the server
 * binaries `pg_config --bindir` names (the Postgres run installs them) and pgvector installed there.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../process/free-port.js';

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  adminUrl: string;
  stop(): void;
  start(): void;
  remove(): void;
}

const bindir = (): string | null => {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    return existsSync(join(dir, 'initdb')) ? dir : null;
  } catch {
    return null;
  }
};

export const privatePostgresAvailable = (): boolean => bindir() !== null;

/** initdb refuses root; the cluster then belongs to the postgres user. */
const asPostgres = (cmd: string, args: string[]) =>
  process.getuid?.() === 0
    ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'ignore' })
    : execFileSync(cmd, args, { stdio: 'ignore' });

export const startPrivatePostgres = async (): Promise<PrivatePostgres> => {
  const bin = bindir();
  if (!bin) throw new Error('no PostgreSQL server binaries (pg_config --bindir)');
  const dir = mkdtempSync(join(tmpdir(), 'atelier-private-pg-'));
  if (process.getuid?.() === 0) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const port = await freePort();
  asPostgres(join(bin, 'initdb'), ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres']);
  const start = () => asPostgres(join(bin, 'pg_ctl'), [
    '-D', join(dir, 'data'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    '-l', join(dir, 'log'), '-w', 'start',
  ]);
  const stop = () => asPostgres(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
  start();
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove() {
      try { stop(); } catch { /* already stopped */ }
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
