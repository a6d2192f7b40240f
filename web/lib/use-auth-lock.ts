import { useCallback, useEffect, useState } from 'react';
import { ApiError } from './api.js';
import { clearLock, loadLock, lockBlocks, lockFromRetryAfter, remainingSeconds, saveLock, type AuthLock, type LockType } from './lock.js';

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The sign-in/sign-up lock with a live countdown; persisted so a reload cannot skip it. */
export const useAuthLock = () => {
  const [lock, setLock] = useState<AuthLock | null>(() => {
    const s = storage();
    return s ? loadLock(s, Date.now()) : null;
  });
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!lock) return;
    const id = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= lock.until) {
        const s = storage();
        if (s) clearLock(s);
        setLock(null);
      }
    }, 1_000);
    return () => window.clearInterval(id);
  }, [lock]);

  const clear = useCallback(() => {
    const s = storage();
    if (s) clearLock(s);
    setLock(null);
  }, []);

  /** Locks when `error` is a 429; returns true if it did. */
  const lockOn = useCallback((type: LockType, error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.status !== 429) return false;
    const t = Date.now();
    const next = lockFromRetryAfter(type, error.retryAfter, t);
    const s = storage();
    if (s) saveLock(s, next);
    setNow(t);
    setLock(next);
    return true;
  }, []);

  return {
    lock,
    remaining: remainingSeconds(lock, now),
    blocks: (action: 'sign-in' | 'sign-up' | 'email') => lockBlocks(lock, action, now),
    lockOn,
    clear,
  };
};

export type AuthLockApi = ReturnType<typeof useAuthLock>;
