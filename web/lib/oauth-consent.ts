/**
 * The OAuth pieces the web app needs as an authorization server's front end: the signed query the
 * provider hands /auth and /consent (sent back whole with sign-in and with the shopper's answer),
 * what each scope means in words, and where the provider says the browser goes next.
 */
import { z } from 'zod';

/** The query the provider signed, when this page was opened by it (it carries `sig`); else null. */
export const signedOAuthQuery = (search: string): string | null => {
  const params = new URLSearchParams(search);
  return params.has('sig') && params.has('client_id') ? params.toString() : null;
};

export const SCOPE_WORDS: Record<string, { label: string; hint: string }> = {
  read: { label: 'Read your Atelier', hint: 'Search the catalogue and read your wardrobe, dressing room, outfits, trips and inspiration. Changes nothing.' },
  'read-write': { label: 'Read and change your Atelier', hint: 'Everything above, and add, change or remove things for you: wardrobe pieces, outfits, trips, follows.' },
  offline_access: { label: 'Stay connected', hint: 'Keep this access without asking you again, until you disconnect it on your Account page.' },
};

/** The scopes asked for that Atelier knows, in a fixed order. */
export const requestedScopes = (scope: string | null): string[] => {
  const asked = new Set((scope ?? '').split(' ').filter(Boolean));
  return Object.keys(SCOPE_WORDS).filter((name) => asked.has(name));
};

/** The scopes granted when the shopper picks read-only or read-write among those asked for. */
export const grantedScopes = (asked: readonly string[], access: 'read' | 'read-write'): string => {
  const granted = asked.filter((scope) => scope === 'offline_access' || scope === access || (access === 'read-write' && scope === 'read'));
  return (granted.length ? granted : ['read']).join(' ');
};

const nextStep = z.object({ url: z.string().optional(), redirect_uri: z.string().optional() });

/** Where the provider sends the browser after a sign-in or an answer on the consent page, if anywhere. */
export const oauthNextUrl = (body: unknown): string | null => {
  const parsed = nextStep.safeParse(body);
  if (!parsed.success) return null;
  const url = parsed.data.url ?? parsed.data.redirect_uri;
  if (!url) return null;
  try {
    const target = new URL(url, globalThis.location?.origin ?? 'http://localhost');
    // Never a script URL, whatever the body says.
    return target.protocol === 'javascript:' || target.protocol === 'data:' ? null : target.toString();
  } catch {
    return null;
  }
};
