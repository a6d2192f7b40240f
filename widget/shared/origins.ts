/**
 * A partner's allowed page origins: `https://shop.example`, `https://*.shop.example` (any
 * subdomain, not the apex, as CSP reads it), `http://localhost:*` (any port). The same patterns
 * are written into the embed page's CSP `frame-ancestors`, so the server, the iframe and the
 * browser agree on what may host the widget. Pure: shared by server, iframe and tests.
 */

export interface OriginPattern {
  scheme: 'http' | 'https';
  /** Lower-case, punycode; without the `*.` of a wildcard. */
  host: string;
  /** Any subdomain of `host` (never `host` itself). */
  wildcard: boolean;
  /** A port number, `*` for any, or null for the scheme's default. */
  port: number | '*' | null;
}

const PATTERN = /^(https?):\/\/(\*\.)?([^/:?#@\s[\]]+)(?::(\d{1,5}|\*))?\/?$/i;
const DEFAULT_PORT = { http: 80, https: 443 } as const;

export type ParsedPattern = { ok: true; pattern: OriginPattern; source: string } | { ok: false; message: string };

/** Reads one allowed-origin entry; the message says what is wrong, for the CLI and the API. */
export const parseOriginPattern = (input: string): ParsedPattern => {
  const text = input.trim();
  if (text.includes('[')) return { ok: false, message: `"${text}": IPv6 addresses cannot be listed (CSP frame-ancestors has no syntax for them); use a host name.` };
  const m = PATTERN.exec(text);
  if (!m) return { ok: false, message: `"${text}" is not an origin such as https://shop.example, https://*.shop.example or http://localhost:*` };
  const scheme = m[1]!.toLowerCase() as 'http' | 'https';
  let host: string;
  try {
    host = new URL(`${scheme}://${m[3]}`).hostname;
  } catch {
    return { ok: false, message: `"${text}" has a host name that is not valid.` };
  }
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(host)) return { ok: false, message: `"${text}" has a host name that is not valid.` };
  const wildcard = m[2] !== undefined;
  if (wildcard && !host.includes('.') && host !== 'localhost') {
    return { ok: false, message: `"${text}": a wildcard needs a domain under it, such as https://*.shop.example` };
  }
  let port: OriginPattern['port'] = null;
  if (m[4] === '*') port = '*';
  else if (m[4] !== undefined) {
    const n = Number(m[4]);
    if (n < 1 || n > 65535) return { ok: false, message: `"${text}" has a port outside 1-65535.` };
    port = n === DEFAULT_PORT[scheme] ? null : n;
  }
  const pattern: OriginPattern = { scheme, host, wildcard, port };
  return { ok: true, pattern, source: patternSource(pattern) };
};

/** The normalised text of a pattern; also a valid CSP host-source. */
export const patternSource = (p: OriginPattern): string =>
  `${p.scheme}://${p.wildcard ? '*.' : ''}${p.host}${p.port === null ? '' : `:${p.port}`}`;

/** An origin as browsers send it, split; null for `null`, opaque or non-HTTP origins. */
const splitOrigin = (origin: string): { scheme: 'http' | 'https'; host: string; port: number } | null => {
  if (!/^https?:\/\/[^/]+$/i.test(origin)) return null;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  if (url.origin !== origin.toLowerCase() && url.origin !== origin) return null;
  const scheme = url.protocol === 'https:' ? 'https' : 'http';
  return { scheme, host: url.hostname, port: url.port ? Number(url.port) : DEFAULT_PORT[scheme] };
};

export const originMatches = (origin: string, p: OriginPattern): boolean => {
  const o = splitOrigin(origin);
  if (!o || o.scheme !== p.scheme) return false;
  if (p.port !== '*' && o.port !== (p.port ?? DEFAULT_PORT[p.scheme])) return false;
  return p.wildcard ? o.host.endsWith(`.${p.host}`) : o.host === p.host;
};

/** Whether a page origin is on a partner's list of pattern texts (unreadable entries match nothing). */
export const originAllowed = (origin: string | null | undefined, patterns: readonly string[]): boolean => {
  if (!origin) return false;
  return patterns.some((text) => {
    const parsed = parseOriginPattern(text);
    return parsed.ok && originMatches(origin, parsed.pattern);
  });
};
