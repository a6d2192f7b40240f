/**
 * The bounded wait for a connection, against a server that accepts connections and never answers
 * (a host behind a dropped network, a hung server): no real PostgreSQL needed, so it runs on every
 * engine. Queries queued behind the pool's one connection fail as "database unavailable" within a
 * couple of seconds instead of one connect timeout after another, and once the server is known to be
 * away a query fails at once.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../http/database-unavailable.js';
import { openPostgres, type DatabaseHandle } from './client.js';

let silent: Server;
const sockets = new Set<Socket>();
let database: DatabaseHandle;

beforeAll(async () => {
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as { port: number };
  database = openPostgres(`postgres://atelier@127.0.0.1:${port}/atelier`, { poolMax: 1 });
});
afterAll(async () => {
  await database.close().catch(() => undefined);
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

const timedQuery = async () => {
  const started = performance.now();
  const error = await database.db.execute(sql`select 1`).then(() => null, (e: unknown) => e);
  return { error, ms: performance.now() - started };
};

describe('a server that never answers', () => {
  it('fails every queued query as unavailable within a couple of seconds, then at once', { timeout: 30_000 }, async () => {
    const queued = await Promise.all(Array.from({ length: 6 }, timedQuery));
    for (const { error, ms } of queued) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      expect(ms).toBeLessThan(3_000);
    }
    const next = await timedQuery();
    expect(isDatabaseUnavailable(next.error)).toBe(true);
    expect(next.ms).toBeLessThan(100);
  });
});
