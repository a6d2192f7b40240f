/**
 * Whether the PostgreSQL server can be reached, as far as this process knows. It is marked away only
 * by a probe of its own (a fresh one-connection client running `select 1`), never by one failed
 * query alone: a single connection the server ended (pg_terminate_backend, a pooler recycling it) is
 * not an outage. While away it probes every PROBE_EVERY_MS, so requests succeed again within that
 * long of the server's return instead of waiting out a driver's growing reconnect back-off.
 */
import postgres from 'postgres';

/** Probing cadence while the server is away: the bound on noticing its return. */
export const PROBE_EVERY_MS = 250;
/** A probe that has not answered in this long counts as "away" (a host that drops packets). */
export const PROBE_TIMEOUT_MS = 1_000;

export interface Availability {
  /** True while the last probe failed: callers answer at once instead of queueing for a connection. */
  isAway(): boolean;
  /** Something failed as if the server were gone: probe now (one probe at a time). */
  suspect(): void;
  /** Probes now (or joins the probe under way): true when the server answered. */
  check(): Promise<boolean>;
  /** Stops probing (the database handle is closing). */
  close(): void;
}

export const createAvailability = (
  probe: () => Promise<unknown>,
  { everyMs = PROBE_EVERY_MS, timeoutMs = PROBE_TIMEOUT_MS }: { everyMs?: number; timeoutMs?: number } = {},
): Availability => {
  let away = false;
  let closed = false;
  let probing: Promise<boolean> | undefined;
  let retry: NodeJS.Timeout | undefined;

  const probeOnce = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => { timer = setTimeout(() => resolve(false), timeoutMs); });
    try {
      return await Promise.race([probe().then(() => true, () => false), late]);
    } finally {
      clearTimeout(timer);
    }
  };

  const check = (): Promise<boolean> => {
    probing ??= probeOnce().then((reachable) => {
      probing = undefined;
      away = !reachable;
      clearTimeout(retry);
      // Keep probing while away, so the first request after the server's return already finds it.
      if (away && !closed) {
        retry = setTimeout(() => void check(), everyMs);
        retry.unref();
      }
      return reachable;
    });
    return probing;
  };

  return {
    isAway: () => away,
    suspect: () => {
      if (!away && !closed) void check();
    },
    check,
    close: () => {
      closed = true;
      clearTimeout(retry);
    },
  };
};

/**
 * The probe for one server: its own short-lived client each time, so a probe never waits behind the
 * pool's queued queries or its reconnect back-off, and leaves no connection behind.
 */
export const postgresProbe = (url: string) => async (): Promise<void> => {
  const client = postgres(url, {
    max: 1,
    connect_timeout: Math.ceil(PROBE_TIMEOUT_MS / 1000),
    fetch_types: false,
    onnotice: () => undefined,
    connection: { application_name: 'atelier-probe' },
  });
  try {
    await client`select 1`;
  } finally {
    await client.end({ timeout: 0 }).catch(() => undefined);
  }
};
