/**
 * postgres.js with every parameterised statement prepared once per connection, as on PGlite
 * (pglite-statements.ts).
 *
 * drizzle's postgres-js driver asks postgres.js to prepare only the queries given a name with
 * `.prepare(name)`; everything else (every `db.execute`, every query builder call) went unnamed: the
 * server parsed, analysed and planned it afresh on every call, and postgres.js first asked the server
 * to describe it, a second round trip. For the feed's seven-CTE statements at 100k products that was
 * 0.2–0.5 ms a request. Here a statement with parameters is sent with `prepare: true`: postgres.js
 * names it, keeps it per connection (until the connection is recycled), and later calls only bind and
 * execute it, so the server's plan cache can settle on one generic plan. A statement a schema change
 * invalidated is prepared again by postgres.js itself (its retry on RevalidateCachedQuery /
 * FetchPreparedStatement).
 *
 * Statements without parameters keep the simple protocol (migrations send several statements in one
 * string, which only it allows). Behind a pooler in transaction mode, where a connection's prepared
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
export const preparingEveryStatement = <T extends postgres.Sql | postgres.TransactionSql>(client: T): T => {
  // Built once: drizzle reads `unsafe` on every query.
  const unsafe = (query: string, params: postgres.ParameterOrJSON<never>[] = [], options: UnsafeOptions = {}) =>
    client.unsafe(query, params, params.length > 0 && params.length <= PREPARED_MAX_PARAMETERS ? { ...options, prepare: true } : options);
  // begin and savepoint take an optional name or options, then the callback, whose client is wrapped too.
  const wrappingCallback = (method: 'begin' | 'savepoint') => (...args: unknown[]) => {
    const callback = args.pop() as Callback;
    const original = Reflect.get(client, method) as (...a: unknown[]) => unknown;
    return original.call(client, ...args, (sql: postgres.TransactionSql) => callback(preparingEveryStatement(sql)));
  };
  const replaced = new Map<PropertyKey, unknown>([['unsafe', unsafe], ['begin', wrappingCallback('begin')], ['savepoint', wrappingCallback('savepoint')]]);
  return new Proxy(client, {
    get(target, property, receiver) {
      if (replaced.has(property)) return replaced.get(property);
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
};
