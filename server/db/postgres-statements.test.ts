/**
 * postgres.js through drizzle with every parameterised statement prepared once per connection: the
 * server keeps it (pg_prepared_statements), in and out of transactions; a schema change that alters
 * a statement's result is prepared afresh; statements without parameters keep the simple protocol.
 * On the embedded run the wire protocol is PGlite's (pglite-socket); on the PostgreSQL run, the real
 * server's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPostgres, type DatabaseHandle } from './client.js';
import { PREPARED_MAX_PARAMETERS } from './postgres-statements.js';
import { executedRows } from '../../tools/db-rows.js';
import { testEngine } from '../test/engine.js';
import { createPostgresTestDatabase } from '../test/postgres.js';
import { servePgliteOverSocket } from '../test/pglite-socket.js';

let url: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const engine = testEngine();
  if (engine.kind === 'postgres') {
    const database = await createPostgresTestDatabase(engine.adminUrl!, { empty: true });
    url = database.url;
    cleanup = () => database.close();
    return;
  }
  const served = await servePgliteOverSocket({ maxConnections: 4 });
  url = served.url;
  cleanup = () => served.stop();
});

afterAll(() => cleanup());

/** One connection, so what it prepared is what pg_prepared_statements shows. */
const withOneConnection = async (preparedStatements: boolean | undefined, work: (handle: DatabaseHandle) => Promise<void>) => {
  const handle = openPostgres(url, { poolMax: 1, ...(preparedStatements === undefined ? {} : { preparedStatements }) });
  try {
    await work(handle);
  } finally {
    await handle.close();
  }
};

const prepared = async (handle: DatabaseHandle, like: string): Promise<{ statement: string; executions: number }[]> =>
  executedRows<{ statement: string; executions: number }>(await handle.db.execute(sql.raw(
    `select statement, (generic_plans + custom_plans)::int as executions from pg_prepared_statements where statement like '%${like}%' and statement not like '%pg_prepared_statements%'`,
  )));

describe('postgres.js statements through drizzle', () => {
  it('prepares a parameterised statement once and runs it again by name', async () => {
    await withOneConnection(undefined, async (handle) => {
      for (let i = 0; i < 7; i++) {
        const rows = executedRows<{ n: number }>(await handle.db.execute(sql`select ${i}::int + 1 as n /* once */`));
        expect(rows).toEqual([{ n: i + 1 }]);
      }
      const kept = await prepared(handle, '/* once */');
      expect(kept).toHaveLength(1);
      // PGlite's statistics count plans differently; a real server counts every execution.
      if (testEngine().kind === 'postgres') expect(kept[0]!.executions).toBe(7);
    });
  });

  it('prepares inside a transaction and a savepoint too, and rolls back as before', async () => {
    await withOneConnection(undefined, async (handle) => {
      await handle.db.execute(sql`create table if not exists prep_tx (id int primary key)`);
      await expect(handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into prep_tx values (${1}) /* in tx */`);
        await tx.transaction(async (inner) => {
          await inner.execute(sql`insert into prep_tx values (${2}) /* in savepoint */`);
        });
        throw new Error('roll back');
      })).rejects.toThrow('roll back');
      expect(executedRows(await handle.db.execute(sql`select count(*)::int as n from prep_tx`))).toEqual([{ n: 0 }]);
      expect(await prepared(handle, '/* in tx */')).toHaveLength(1);
      expect(await prepared(handle, '/* in savepoint */')).toHaveLength(1);
    });
  });

  it('prepares a statement again when a schema change alters what it returns', async () => {
    await withOneConnection(undefined, async (handle) => {
      await handle.db.execute(sql`create table prep_shape (id int primary key)`);
      await handle.db.execute(sql`insert into prep_shape values (1)`);
      const read = () => handle.db.execute(sql`select * from prep_shape where id = ${1}`);
      expect(executedRows(await read())).toEqual([{ id: 1 }]);
      await handle.db.execute(sql`alter table prep_shape add column label text default 'new'`);
      expect(executedRows(await read())).toEqual([{ id: 1, label: 'new' }]);
    });
  });

  it('sends a statement without parameters as a simple query: several in one string still run', async () => {
    await withOneConnection(undefined, async (handle) => {
      await handle.db.execute(sql.raw('create table prep_multi (id int); insert into prep_multi values (1), (2)'));
      expect(executedRows(await handle.db.execute(sql`select count(*)::int as n from prep_multi`))).toEqual([{ n: 2 }]);
    });
  });

  it('sends a statement with more parameters than the limit unnamed (a bulk insert is not kept)', async () => {
    await withOneConnection(undefined, async (handle) => {
      const many = Array.from({ length: PREPARED_MAX_PARAMETERS + 1 }, (_, i) => sql`(${i})`);
      const rows = executedRows<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from (values ${sql.join(many, sql`, `)}) as v(x) /* bulk */`));
      expect(rows).toEqual([{ n: PREPARED_MAX_PARAMETERS + 1 }]);
      expect(await prepared(handle, '/* bulk */')).toEqual([]);
    });
  });

  it('with DATABASE_PREPARED_STATEMENTS=false keeps nothing prepared (for a pooler in transaction mode)', async () => {
    await withOneConnection(false, async (handle) => {
      for (let i = 0; i < 3; i++) await handle.db.execute(sql`select ${i}::int as n /* unnamed */`);
      expect(await prepared(handle, '/* unnamed */')).toEqual([]);
    });
  });
});
