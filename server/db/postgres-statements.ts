/**
 * postgres.js with every parameterised statement prepared once per connection, as on PGlite
 * (pglite-statements.ts).
 *
 * drizzle's postgres-js driver asks postgres.js to prepare only the queries given a name with
 * `.prepare(name)`; everything else (every `db.execute`, every query builder call) is sent as an
 * unnamed statement, which the server parses, analyses and plans afresh on every call. For the feed's
 * seven-CTE statements at 100k products that planning was 0.2–0.5 ms a request, a tenth of the whole.
 * Here a statement with parameters is sent with `prepare: true`: postgres.js names it, keeps it per
 * connection (until the connection is recycled), and later calls only bind and execute it, so the
 * server's plan cache can settle on one generic plan. A statement a schema change invalidated is
 * prepared again by postgres.js itself (its retry on RevalidateCachedQuery / FetchPreparedStatement).
 *
 * Statements without parameters keep the simple protocol (migrations send several statements in one
 * string, which only it allows). postgres.js also asks the server to describe an unnamed statement
 * before running it, so each used to cost two round trips. Behind a pooler in transaction mode, where a connection's prepared
 * statements do not follow the session, set DATABASE_PREPARED_STATEMENTS=false.
 */
import type postgres from 'postgres';

/**
 * Statements with more parameters than this are sent unnamed as before: bulk inserts, whose text
 * changes with their row count and would each be kept, text and plan, for the connection's life.
 */
export const PREPARED_MAX_PARAMETERS = 1000;

type UnsafeOptions = NonNullable<Parameters<postgres.Sql['unsafe']>[2]>;
type Callback = (sql: postgres.TransactionSql) => unknown;

/** `client` (or a transaction's or savepoint's client) with its parameterised statements prepared. */
export const preparingEveryStatement = <T extends postgres.Sql | postgres.TransactionSql>(client: T): T =>
  new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (query: string, params: postgres.ParameterOrJSON<never>[] = [], options: UnsafeOptions = {}) =>
          target.unsafe(query, params, params.length > 0 && params.length <= PREPARED_MAX_PARAMETERS ? { ...options, prepare: true } : options);
      }
      if (property === 'begin' || property === 'savepoint') {
        // The callback comes last (begin and savepoint both take an optional name or options first).
        return (...args: unknown[]) => {
          const callback = args.pop() as Callback;
          const wrapped: Callback = (sql) => callback(preparingEveryStatement(sql));
          const original = Reflect.get(target, property) as (...a: unknown[]) => unknown;
          return original.call(target, ...args, wrapped);
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
