/**
 * Product rules §4 sign-in and sign-up lock, as saved in browser storage: lock-until time and type. A lock is
 * restored on load only while still in the future; anything unreadable is dropped.
 */

export type LockType = 'email' | 'auth';

export interface AuthLock {
  type: LockType;
  /** Epoch milliseconds. */
  until: number;
}

export const LOCK_STORAGE_KEY = 'atelier-auth-lock';
/** When a 429 carries no Retry-After. */
export const DEFAULT_LOCK_SECONDS = 60;
/** A forged or stale value can never lock the form for longer than this. */
export const MAX_LOCK_SECONDS = 60 * 60;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isLockType = (v: unknown): v is LockType => v === 'email' || v === 'auth';

export const loadLock = (storage: KeyValueStorage, now: number): AuthLock | null => {
  let raw: string | null;
  try {
    raw = storage.getItem(LOCK_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (parsed && typeof parsed === 'object') {
      const { type, until } = parsed as Record<string, unknown>;
      if (isLockType(type) && typeof until === 'number' && Number.isFinite(until) && until > now) {
        return { type, until: Math.min(until, now + MAX_LOCK_SECONDS * 1000) };
      }
    }
  } catch {
    // fall through: a corrupt value is removed below
  }
  clearLock(storage);
  return null;
};

export const saveLock = (storage: KeyValueStorage, lock: AuthLock): void => {
  try {
    storage.setItem(LOCK_STORAGE_KEY, JSON.stringify(lock));
  } catch {
    // storage full or blocked: the lock still holds for this page view
  }
};

export const clearLock = (storage: KeyValueStorage): void => {
  try {
    storage.removeItem(LOCK_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
};

/** A lock from a 429's Retry-After seconds (null → default), bounded. */
export const lockFromRetryAfter = (type: LockType, retryAfterSeconds: number | null, now: number): AuthLock => {
  const seconds = Math.min(MAX_LOCK_SECONDS, Math.max(1, Math.ceil(retryAfterSeconds ?? DEFAULT_LOCK_SECONDS)));
  return { type, until: now + seconds * 1000 };
};

export const remainingSeconds = (lock: AuthLock | null, now: number): number => (lock ? Math.max(0, Math.ceil((lock.until - now) / 1000)) : 0);

/** An email lock still permits sign-in; any lock blocks sign-up. */
export const lockBlocks = (lock: AuthLock | null, action: 'sign-in' | 'sign-up' | 'email', now: number): boolean => {
  if (!lock || lock.until <= now) return false;
  if (action === 'sign-in') return lock.type === 'auth';
  if (action === 'email') return lock.type === 'email';
  return true;
};
