/**
 * postgres.js with a bounded wait for a connection while the server is away.
 *
 * postgres.js queues a query until one of its connections is free and has no limit on that wait;
 * while the server is down, every queued query waits for a reconnect attempt of its own, spaced by a
 * back-off that grows with every failure across the whole pool. Requests then hung for up to half a
 * minute instead of answering 503. Here, for the top-level client (a transaction's queries already
 * hold their connection):
 * - while `availability` says the server is away, a query or transaction fails at once with
 *   DatabaseUnavailableError and never reaches postgres.js's queue;
 * - a failure that looks like a lost server makes `availability` probe;
 * - a query or transaction that has not reached a connection after `waitMs` makes it probe as well;
 *   if the server is away, the query is withdrawn from the queue (postgres.js's own cancel, which
 *   guarantees it never runs) and fails with DatabaseUnavailableError, and a transaction is
 *   abandoned (if it reaches a connection later, its body is not run and it rolls back). If the
 *   server answers, the wait is a busy pool, not an outage, and it goes on (statement_timeout bounds
 *   the statements that hold the connections).
 *
 * One edge of postgres.js's cancel: a withdrawn query that was the one a connection attempt was made
 * for, if that attempt still succeeds, leaves that connection idle outside the pool until its
 * max_lifetime (30–60 min). Withdrawing only right after a probe found the server away makes that
 * need the server to return within that same moment.
 */
import type postgres from 'postgres';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../http/database-unavailable.js';
import type { Availability } from './availability.js';

/** How long a query may wait for a connection before the server is checked. */
export const CONNECTION_WAIT_MS = 1_000;

type UnsafeOptions = NonNullable<Parameters<postgres.Sql['unsafe']>[2]>;
type Parameters_ = postgres.ParameterOrJSON<never>[];

/**
 * postgres.js sets a query's `state` (the connection's backend key) when it hands the query to an
 * open connection; until then the query is waiting for one. Its own cancel() tells the two apart the
 * same way.
 */
const reachedConnection = (query: object): boolean =>
  Boolean((query as unknown as { state?: unknown }).state);

interface Gate {
  availability: Availability;
  waitMs: number;
}

/**
 * Runs `whileWaiting` every `waitMs` until `settled`: returns a stop function. `whileWaiting` answers
 * false when the waiting is over (it gave up or there is nothing left to wait for).
 */
const everyWait = (waitMs: number, whileWaiting: () => Promise<boolean>): (() => void) => {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    if (stopped) return;
    if (await whileWaiting()) timer = setTimeout(() => void tick(), waitMs);
  };
  timer = setTimeout(() => void tick(), waitMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
};

const noticeFailure = (gate: Gate, error: unknown) => {
  if (isDatabaseUnavailable(error)) gate.availability.suspect();
};

const gatedQuery = (gate: Gate, client: postgres.Sql, text: string, params: Parameters_, options: UnsafeOptions | undefined, values: boolean) =>
  new Promise<unknown>((resolve, reject) => {
    if (gate.availability.isAway()) return reject(new DatabaseUnavailableError());
    const query = client.unsafe(text, params, options);
    let withdrawn = false;
    const stopWaiting = everyWait(gate.waitMs, async () => {
      if (reachedConnection(query)) return false;
      if (await gate.availability.check()) return !reachedConnection(query);
      if (reachedConnection(query)) return false;
      withdrawn = true;
      query.cancel();
      reject(new DatabaseUnavailableError());
      return false;
    });
    (values ? query.values() : query).then(resolve, (error: unknown) => {
      if (!withdrawn) {
        noticeFailure(gate, error);
        reject(error);
      }
    }).finally(stopWaiting);
  });

/**
 * A thenable with the one modifier drizzle uses (`.values()`): the query is created, gated and sent
 * when it is awaited, as a postgres.js query is.
 */
class GatedPendingQuery implements PromiseLike<unknown> {
  #values = false;
  #result: Promise<unknown> | undefined;
  constructor(private readonly start: (values: boolean) => Promise<unknown>) {}
  values(): this {
    this.#values = true;
    return this;
  }
  then<A = unknown, B = never>(onfulfilled?: ((value: unknown) => A | PromiseLike<A>) | null, onrejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<A | B> {
    this.#result ??= this.start(this.#values);
    return this.#result.then(onfulfilled, onrejected);
  }
}

type Callback = (sql: postgres.TransactionSql) => unknown;

const gatedBegin = (gate: Gate, client: postgres.Sql, args: unknown[]) => {
  const callback = args.pop() as Callback;
  return new Promise<unknown>((resolve, reject) => {
    if (gate.availability.isAway()) return reject(new DatabaseUnavailableError());
    let phase: 'waiting' | 'running' | 'abandoned' = 'waiting';
    const begin = Reflect.get(client, 'begin') as (...a: unknown[]) => Promise<unknown>;
    const transaction = begin.call(client, ...args, (sql: postgres.TransactionSql) => {
      // Reached a connection after its caller was told the database is away: run nothing, roll back.
      if (phase === 'abandoned') throw new DatabaseUnavailableError();
      phase = 'running';
      return callback(sql);
    });
    const stopWaiting = everyWait(gate.waitMs, async () => {
      if (phase !== 'waiting') return false;
      if (await gate.availability.check()) return phase === 'waiting';
      if (phase !== 'waiting') return false;
      phase = 'abandoned';
      reject(new DatabaseUnavailableError());
      return false;
    });
    transaction.then(resolve, (error: unknown) => {
      if (phase !== 'abandoned') {
        noticeFailure(gate, error);
        reject(error);
      }
    }).finally(stopWaiting);
  });
};

/** The top-level client with its queries and transactions gated (see above). */
export const gatedByAvailability = (client: postgres.Sql, availability: Availability, waitMs = CONNECTION_WAIT_MS): postgres.Sql => {
  const gate: Gate = { availability, waitMs };
  const unsafe = (text: string, params: Parameters_ = [], options?: UnsafeOptions) =>
    new GatedPendingQuery((values) => gatedQuery(gate, client, text, params, options, values));
  const begin = (...args: unknown[]) => gatedBegin(gate, client, args);
  const replaced = new Map<PropertyKey, unknown>([['unsafe', unsafe], ['begin', begin]]);
  return new Proxy(client, {
    get(target, property, receiver) {
      if (replaced.has(property)) return replaced.get(property);
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
};
