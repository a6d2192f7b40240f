/**
 * Spec §5 Handles: normalise, validate (2–30 characters), extract from pasted text and from an
 * Instagram "following" export, de-duplicate case-insensitively. Pure; shared by tools and web.
 */

export const HANDLE_MIN_LENGTH = 2;
export const HANDLE_MAX_LENGTH = 30;

const INSTAGRAM_HOST = /^(?:https?:\/\/)?(?:www\.|m\.)?instagram\.com\//i;

/**
 * trim → path of an Instagram profile URL → drop a leading @ and trailing slashes → lowercase →
 * keep only letters, digits, dot and underscore. Returns '' when nothing is left.
 */
export const normaliseHandle = (raw: string): string => {
  let value = raw.trim();
  if (INSTAGRAM_HOST.test(value)) {
    value = value.replace(INSTAGRAM_HOST, '').split(/[?#]/)[0] ?? '';
    value = value.replace(/^_u\//i, '').split('/').filter(Boolean)[0] ?? '';
  }
  return value.replace(/^@+/, '').replace(/\/+$/, '').toLowerCase().replace(/[^a-z0-9._]/g, '');
};

export const isValidHandle = (handle: string): boolean =>
  handle.length >= HANDLE_MIN_LENGTH && handle.length <= HANDLE_MAX_LENGTH && /^[a-z0-9._]+$/.test(handle);

/** Normalised, valid, first-seen order, no duplicates. */
export const uniqueValidHandles = (candidates: Iterable<string>): string[] => {
  const seen = new Set<string>();
  for (const candidate of candidates) {
    const handle = normaliseHandle(candidate);
    if (isValidHandle(handle)) seen.add(handle);
  }
  return [...seen];
};

/** Handles that are not already present (compared case-insensitively), and the ones skipped. */
export const splitNewHandles = (handles: readonly string[], existing: Iterable<string>) => {
  const known = new Set([...existing].map((h) => h.toLowerCase().replace(/^@/, '')));
  const added: string[] = [];
  const skipped: string[] = [];
  for (const handle of handles) (known.has(handle.toLowerCase()) ? skipped : added).push(handle);
  return { added, skipped };
};
