/**
 * PGlite with its statements prepared once, as postgres.js does on a real server.
 *
 * `PGlite.query` parses, analyses and plans its text on every call, through five separate trips into
 * the WASM backend. For the feed's statements that was 40 % of their time at 100k products (planning
 * a seven-CTE statement costs more than its HNSW search). Here each distinct data statement is parsed
 * once into a named prepared statement, and every later call only binds and executes it, in a single
 * trip. With a statement's shape constants written as literals (limits, dimensions), the server's own
 * plan cache then settles on one generic plan after five executions (plan_cache_mode = auto: only
 * when the generic plan is estimated no worse than a custom one), so the statement is not planned
 * again either.
 *
 * What stays exactly as PGlite does it: results and their parsers, errors (the same DatabaseError,
 * with query and params attached), the query and transaction locks, and the file sync after a
 * statement. Utility statements (DDL, SET, COPY), queries with a blob or explicit parameter types,
 * and everything inside `transaction()` go through PGlite's own `query`.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/** Prepared statements one database keeps; the least recently used is closed beyond this. */
export const PREPARED_STATEMENTS_MAX = 500;

/** Statements worth preparing: those that read or write rows. */
const DATA_STATEMENT = /^\s*(select|with|insert|update|delete)\b/i;

/**
 * A prepared statement the server no longer has, or whose result shape a schema change altered:
 * prepared afresh and tried once more.
 */
const STALE_STATEMENT_CODES = new Set(['26000', '0A000']);

interface Prepared {
  name: string;
  /** Parameter type oids, as the server inferred them (each value is serialised for its type). */
  paramTypes: number[];
}

/** Statement names are unique in the process, so two wrappers of one database never collide. */
let counter = 0;

const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/** The error as PGlite's own query reports it. */
const withQuery = (error: unknown, query: string, params: unknown[], options: QueryOptions | undefined): unknown => {
  if (error && typeof error === 'object') Object.assign(error, { query, params, queryOptions: options });
  return error;
};

export interface PreparedPglite {
  /** The client to hand to drizzle: `pglite` with `query` preparing its statements. */
  client: PGlite;
  /** Statements prepared now (tests). */
  size(): number;
}

export const withPreparedStatements = (pglite: PGlite, { max = PREPARED_STATEMENTS_MAX }: { max?: number } = {}): PreparedPglite => {
  const { serialize } = protocol;
  // Map order is the LRU order: a hit moves its entry to the end.
  const statements = new Map<string, Prepared>();
  const stream = (message: Uint8Array) => pglite.execProtocolStream(message, { syncToFs: false });

  const prepare = async (text: string): Promise<Prepared> => {
    const name = `atelier_s${counter++}`;
    const described = await stream(concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]));
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, prepared);
    if (statements.size > max) {
      const [oldestText, oldest] = statements.entries().next().value!;
      statements.delete(oldestText);
      await stream(concat([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]));
    }
    return prepared;
  };

  const execute = async <T>(prepared: Prepared, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> => {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = prepared.paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await stream(concat([
      serialize.bind({ statement: prepared.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync(),
    ]));
    return parse.parseResults(messages, pglite.parsers, options)[0] as Results<T>;
  };

  const run = async <T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> => {
    const known = statements.get(text);
    if (known) {
      statements.delete(text);
      statements.set(text, known);
      try {
        return await execute<T>(known, params, options);
      } catch (error) {
        if (!STALE_STATEMENT_CODES.has(String((error as { code?: unknown }).code))) throw error;
        statements.delete(text);
        await stream(concat([serialize.close({ type: 'S', name: known.name }), serialize.sync()]));
      }
    }
    return execute<T>(await prepare(text), params, options);
  };

  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (!DATA_STATEMENT.test(text) || options?.blob || options?.paramTypes) return pglite.query<T>(text, params, options);
    await pglite._checkReady();
    return pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(async () => {
      try {
        return await run<T>(text, params, options);
      } catch (error) {
        throw withQuery(error, text, params, options);
      } finally {
        // As PGlite's own query: outside a transaction, a statement's writes reach the files.
        await pglite.syncToFs();
      }
    }));
  };

  // Everything but `query` is PGlite's own, called on PGlite itself (its private fields need it).
  const client = new Proxy(pglite, {
    get(target, key) {
      if (key === 'query') return query;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { client, size: () => statements.size };
};
