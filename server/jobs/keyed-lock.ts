/**
 * One holder per key across every server on one PostgreSQL: a session advisory lock on a
 * connection reserved for the holder's whole run. PostgreSQL drops the lock with the connection,
 * so a server killed mid-run leaves no key locked behind it.
 */
import postgres from 'postgres';

export interface KeyedLock {
  /** Runs `work` holding `key`'s lock and answers true, or answers false at once when another holds it. */
  tryWith(key: string, work: () => Promise<void>): Promise<boolean>;
  close(): Promise<void>;
}

export const createKeyedLock = (url: string, { maxHolders = 8 } = {}): KeyedLock => {
  const client = postgres(url, {
    max: maxHolders,
    // A connection closes when idle, so a quiet server keeps none open for its jobs.
    idle_timeout: 60,
    connect_timeout: 5,
    onnotice: () => undefined,
    connection: { application_name: 'atelier-jobs' },
  });
  return {
    async tryWith(key, work) {
      const holder = await client.reserve();
      try {
        // A 64-bit hash of the key: apart from the start-up lock's small constant in practice.
        const [row] = await holder<{ locked: boolean }[]>`select pg_try_advisory_lock(hashtextextended(${key}, 0)) as locked`;
        if (!row?.locked) return false;
        try {
          await work();
        } finally {
          await holder`select pg_advisory_unlock(hashtextextended(${key}, 0))`.catch(() => undefined);
        }
        return true;
      } finally {
        holder.release();
      }
    },
    close: () => client.end({ timeout: 5 }),
  };
};
