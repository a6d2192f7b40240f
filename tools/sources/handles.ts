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

/** Handles that are not already present (compared case-insensitively), and the ones skipped. */
export const splitNewHandles = (handles: readonly string[], existing: Iterable<string>) => {
  const known = new Set([...existing].map((h) => h.toLowerCase().replace(/^@/, '')));
  const added: string[] = [];
  const skipped: string[] = [];
  for (const handle of handles) (known.has(handle.toLowerCase()) ? skipped : added).push(handle);
  return { added, skipped };
};

const MENTION = /(?:^|[^A-Za-z0-9._@])@([^\s@,;:!?()<>[\]{}"'`]+)/g;
const PROFILE_LINK = /(?:https?:\/\/)?(?:www\.|m\.)?instagram\.com\/[^\s,;<>"'`)]+/gi;

/** Raw candidates from pasted text: @mentions and Instagram profile links, in order of appearance. */
export const handleCandidates = (text: string): string[] => {
  const found: { at: number; raw: string }[] = [];
  for (const m of text.matchAll(PROFILE_LINK)) found.push({ at: m.index, raw: m[0] });
  for (const m of text.matchAll(MENTION)) found.push({ at: m.index, raw: `@${m[1] ?? ''}` });
  return found.sort((a, b) => a.at - b.at).map((f) => f.raw.replace(/[.]+$/, ''));
};

/** Candidates split into normalised valid handles (unique, in order) and the raw invalid ones. */
export const partitionHandles = (candidates: Iterable<string>): { handles: string[]; invalid: string[] } => {
  const seen = new Set<string>();
  const invalid: string[] = [];
  for (const raw of candidates) {
    const handle = normaliseHandle(raw);
    if (isValidHandle(handle)) seen.add(handle);
    else invalid.push(raw);
  }
  return { handles: [...seen], invalid };
};

/** Spec §5 "If none are found". The quotes are the spec's typographic ones. */
export const NO_HANDLES_MESSAGE = "I couldn't detect any Instagram handles. Try \u2018add @name\u2019.";
