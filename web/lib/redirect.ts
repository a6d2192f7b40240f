/**
 * Return paths carried in ?next=. Only same-origin absolute paths survive: anything that could leave
 * the site (//evil, /\evil, https://, javascript:) or loop back to /auth falls back to the default.
 */
export const safeNextPath = (raw: string | null | undefined, fallback = '/'): string => {
  if (!raw || raw.length > 2048) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // Control characters and backslashes let some browsers rewrite the path into another origin.
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return fallback;
  try {
    const url = new URL(raw, 'http://atelier.invalid');
    if (url.origin !== 'http://atelier.invalid') return fallback;
    if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
};

/** The /auth URL that brings the user back to `path` after signing in. */
export const authPathFor = (path: string): string => {
  const next = safeNextPath(path, '');
  return next && next !== '/' ? `/auth?next=${encodeURIComponent(next)}` : '/auth';
};
