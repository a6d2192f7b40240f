import { describe, expect, it } from 'vitest';
import { LOCK_STORAGE_KEY, MAX_LOCK_SECONDS, clearLock, loadLock, lockBlocks, lockFromRetryAfter, remainingSeconds, saveLock } from './lock.js';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};

describe('auth lock persistence', () => {
  it('round-trips a future lock', () => {
    const s = memoryStorage();
    const lock = lockFromRetryAfter('auth', 30, 1_000);
    saveLock(s, lock);
    expect(loadLock(s, 2_000)).toEqual({ type: 'auth', until: 31_000 });
  });

  it('drops a lock that is already past, and removes it', () => {
    const s = memoryStorage();
    saveLock(s, { type: 'email', until: 5_000 });
    expect(loadLock(s, 5_000)).toBeNull();
    expect(s.map.has(LOCK_STORAGE_KEY)).toBe(false);
  });

  it('drops corrupt or forged values', () => {
    const s = memoryStorage();
    for (const raw of ['nope', '{"type":"admin","until":99999999999999}', '{"type":"auth","until":"soon"}', 'null', '[]']) {
      s.setItem(LOCK_STORAGE_KEY, raw);
      expect(loadLock(s, 0)).toBeNull();
    }
  });

  it('caps a far-future lock at the maximum', () => {
    const s = memoryStorage();
    saveLock(s, { type: 'auth', until: Number.MAX_SAFE_INTEGER });
    expect(loadLock(s, 0)?.until).toBe(MAX_LOCK_SECONDS * 1000);
  });

  it('clears', () => {
    const s = memoryStorage();
    saveLock(s, { type: 'auth', until: 10_000 });
    clearLock(s);
    expect(loadLock(s, 0)).toBeNull();
  });

  it('survives a storage that throws', () => {
    const broken = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('full'); }, removeItem: () => { throw new Error('x'); } };
    expect(loadLock(broken, 0)).toBeNull();
    expect(() => saveLock(broken, { type: 'auth', until: 1 })).not.toThrow();
  });
});

describe('lock rules', () => {
  it('defaults and bounds Retry-After', () => {
    expect(lockFromRetryAfter('auth', null, 0).until).toBe(60_000);
    expect(lockFromRetryAfter('auth', 0, 0).until).toBe(1_000);
    expect(lockFromRetryAfter('auth', 1e9, 0).until).toBe(MAX_LOCK_SECONDS * 1000);
  });

  it('counts whole remaining seconds', () => {
    const lock = { type: 'auth' as const, until: 10_000 };
    expect(remainingSeconds(lock, 0)).toBe(10);
    expect(remainingSeconds(lock, 9_001)).toBe(1);
    expect(remainingSeconds(lock, 10_000)).toBe(0);
    expect(remainingSeconds(null, 0)).toBe(0);
  });

  it('an email lock still permits sign-in but blocks sign-up and emails', () => {
    const lock = { type: 'email' as const, until: 10_000 };
    expect(lockBlocks(lock, 'sign-in', 0)).toBe(false);
    expect(lockBlocks(lock, 'sign-up', 0)).toBe(true);
    expect(lockBlocks(lock, 'email', 0)).toBe(true);
  });

  it('an auth lock blocks sign-in and sign-up until it passes', () => {
    const lock = { type: 'auth' as const, until: 10_000 };
    expect(lockBlocks(lock, 'sign-in', 0)).toBe(true);
    expect(lockBlocks(lock, 'sign-up', 0)).toBe(true);
    expect(lockBlocks(lock, 'sign-in', 10_000)).toBe(false);
  });
});
