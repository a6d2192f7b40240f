/**
 * The iframe's own storage. In a third-party iframe browsers partition it by the top-level site,
 * so a shop sees only its own conversation, and some block it: then the session lives as long as
 * the page, and the chat still works.
 */
import type { Session } from './api.js';

const memory = new Map<string, string>();

const store = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return memory.get(key) ?? null;
    }
  },
  set(key: string, value: string | null) {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch {
      if (value === null) memory.delete(key);
      else memory.set(key, value);
    }
  },
};

export const sessionStore = (partner: string) => {
  const key = `atelier-widget:${partner}:session`;
  return {
    load(): Session | null {
      try {
        const value = JSON.parse(store.get(key) ?? 'null') as Session | null;
        return value && typeof value.token === 'string' && value.who && typeof value.who.kind === 'string' ? value : null;
      } catch {
        return null;
      }
    },
    save: (session: Session | null) => store.set(key, session && JSON.stringify(session)),
  };
};
