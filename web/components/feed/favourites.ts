/**
 * The local favourite heart on product cards (product rules §2: local, not saved to the account). Kept in
 * localStorage so it survives reloads; the ids also seed "Similar to Your Favorites".
 */
import { useCallback, useSyncExternalStore } from 'react';

const KEY = 'atelier-favourite-products';
const MAX = 50;
const listeners = new Set<() => void>();

const read = (): string[] => {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, MAX) : [];
  } catch {
    return [];
  }
};

let snapshot: string[] | null = null;
const getSnapshot = () => (snapshot ??= read());
const EMPTY: string[] = [];

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) {
      snapshot = null;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** The hearts on this device now, outside React (the /home data load reads them before the page renders). */
export const favouriteIds = (): string[] => getSnapshot();

export const useFavourites = () => {
  const ids = useSyncExternalStore(subscribe, getSnapshot, () => EMPTY);
  const toggle = useCallback((id: string) => {
    const current = getSnapshot();
    const next = current.includes(id) ? current.filter((x) => x !== id) : [id, ...current].slice(0, MAX);
    try {
      localStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      // Private mode or a full quota: the heart still works for this page view.
    }
    snapshot = next;
    for (const l of listeners) l();
  }, []);
  return { ids, has: (id: string) => ids.includes(id), toggle };
};
