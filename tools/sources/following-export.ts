/**
 * The Instagram "Download your information" following list (REFERENCE.md): the classic shape keeps
 * the username in `string_list_data[].value`, newer exports in `title` with `/_u/` links. Both come
 * wrapped (`{ relationships_following: [...] }`) or bare (`[...]`). Pure; shared by tools and web.
 */
import { HandleCollector, MAX_CANDIDATE_LENGTH } from './handles.js';

export const FOLLOWING_EXPORT_MAX_BYTES = 50 * 1024 * 1024;
export const FOLLOWING_EXPORT_MAX_ENTRIES = 100_000;

export class FollowingExportError extends Error {
  override name = 'FollowingExportError';
}

export interface FollowingExport {
  /** Entries in the file, valid or not. */
  entries: number;
  /** Normalised, valid, unique, in file order. */
  handles: string[];
  /** Usernames that did not survive normalisation (too short or long, nothing left): the first few, clipped. */
  invalid: string[];
  invalidCount: number;
}

/**
 * Exports store UTF-8 bytes as \u00XX escapes; re-reading them as latin-1 restores the text. A text
 * too long to be a username is left as it is (it is invalid either way).
 */
export const fixMojibake = (text: string): string => {
  if (text.length > MAX_CANDIDATE_LENGTH || !/[\u0080-\u00ff]/.test(text) || /[^\u0000-\u00ff]/.test(text)) return text;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(text, (c) => c.charCodeAt(0)));
  } catch {
    return text;
  }
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const hrefUsername = (href: string): string => {
  const path = href.replace(/^(?:https?:\/\/)?(?:www\.|m\.)?instagram\.com\//i, '').split(/[?#]/)[0] ?? '';
  return path.replace(/^_u\//i, '').split('/').filter(Boolean)[0] ?? '';
};

/** username = non-empty title, else string_list_data[0].value, else the href path. */
export const entryUsername = (entry: unknown): string | null => {
  if (!isRecord(entry)) return null;
  if (typeof entry.title === 'string' && entry.title.trim() !== '') return fixMojibake(entry.title);
  const first = Array.isArray(entry.string_list_data) ? entry.string_list_data[0] : undefined;
  if (isRecord(first)) {
    if (typeof first.value === 'string' && first.value.trim() !== '') return fixMojibake(first.value);
    if (typeof first.href === 'string' && first.href.trim() !== '') return hrefUsername(first.href);
  }
  return null;
};

const entriesOf = (data: unknown): unknown[] => {
  if (Array.isArray(data)) return data;
  if (isRecord(data)) {
    const lists = Object.entries(data).filter(([, v]) => Array.isArray(v));
    const preferred = lists.find(([k]) => k === 'relationships_following') ?? lists.find(([k]) => k.startsWith('relationships_'));
    const chosen = preferred ?? (lists.length === 1 ? lists[0] : undefined);
    if (chosen) return chosen[1] as unknown[];
  }
  throw new FollowingExportError(
    'This JSON is not an Instagram following export. Choose following.json from "Download your information" (JSON format).',
  );
};

/** Parses a following.json (or followers_N.json); throws FollowingExportError with a clear message. */
export const parseFollowingExport = (text: string): FollowingExport => {
  // Measuring bytes costs a copy; only texts near the limit can exceed it.
  const tooBig = text.length > FOLLOWING_EXPORT_MAX_BYTES ||
    (text.length > FOLLOWING_EXPORT_MAX_BYTES / 3 && new TextEncoder().encode(text).length > FOLLOWING_EXPORT_MAX_BYTES);
  if (tooBig) {
    throw new FollowingExportError('The export is larger than 50 MB. Upload only following.json, not the whole archive.');
  }
  let data: unknown;
  try {
    data = JSON.parse(text) as unknown;
  } catch {
    throw new FollowingExportError('The file is not valid JSON. Export your information from Instagram in JSON format, not HTML.');
  }
  const list = entriesOf(data);
  if (list.length > FOLLOWING_EXPORT_MAX_ENTRIES) {
    throw new FollowingExportError(`The export lists ${list.length} accounts; at most ${FOLLOWING_EXPORT_MAX_ENTRIES} can be imported at once.`);
  }
  const collector = new HandleCollector();
  let recognised = 0;
  for (const entry of list) {
    const username = entryUsername(entry);
    if (username === null) continue;
    recognised++;
    collector.add(username);
  }
  if (list.length > 0 && recognised === 0) {
    throw new FollowingExportError('No accounts were found in this JSON. Choose following.json from your Instagram export.');
  }
  return { entries: list.length, handles: collector.handles, invalid: collector.invalid, invalidCount: collector.invalidCount };
};

/** Spec §5: input starting with a brace or bracket is parsed as a following-list JSON. */
export const looksLikeJson = (text: string): boolean => /^\s*[[{]/.test(text);
