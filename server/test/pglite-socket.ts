/**
 * A fresh embedded database served over the Postgres wire protocol (@electric-sql/pglite-socket):
 * for tests of the postgres.js driver path without a PostgreSQL server.
 */
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { PGlite } from '@electric-sql/pglite';
import { freePort } from '../process/free-port.js';
import { createPglite } from '../db/client.js';

export interface PgliteOverSocket {
  pglite: PGlite;
  /** postgres://… for openPostgres. */
  url: string;
  stop(): Promise<void>;
}

export const servePgliteOverSocket = async ({ maxConnections }: { maxConnections: number }): Promise<PgliteOverSocket> => {
  const pglite = await createPglite();
  const port = await freePort();
  const socket = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port, maxConnections });
  await socket.start();
  return {
    pglite,
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await socket.stop();
      await pglite.close();
    },
  };
};
