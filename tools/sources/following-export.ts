/**
 * The Instagram "Download your information" following list (REFERENCE.md): the classic shape keeps
 * the username in `string_list_data[].value`, newer exports in `title` with `/_u/` links. Both come
 * wrapped (`{ relationships_following: [...] }`) or bare (`[...]`). Pure; shared by tools and web.
 *
 * An export may be 50 MB. `JSON.parse` would hold the event loop for the whole file (seconds for
 * hostile ones, e.g. millions of tiny objects), so the file is read with a streaming JSON parser
 * in slices (see steps.ts), keeping only the usernames of the lists it might choose.
 */
import { TokenParser, TokenType, Tokenizer } from '@streamparser/json';
import { HandleCollector, MAX_CANDIDATE_LENGTH } from './handles.js';
import { runNow, type Steps } from './steps.js';

export const FOLLOWING_EXPORT_MAX_BYTES = 50 * 1024 * 1024;
export const FOLLOWING_EXPORT_MAX_ENTRIES = 100_000;
/** Characters handed to the JSON reader between two yields. */
export const EXPORT_SLICE = 32 * 1024;

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

const TOO_BIG = 'The export is larger than 50 MB. Upload only following.json, not the whole archive.';
const NOT_JSON = 'The file is not valid JSON. Export your information from Instagram in JSON format, not HTML.';
const NOT_AN_EXPORT =
  'This JSON is not an Instagram following export. Choose following.json from "Download your information" (JSON format).';
const NO_ACCOUNTS = 'No accounts were found in this JSON. Choose following.json from your Instagram export.';

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
/** Own properties only: a "__proto__" key in the file is data, never a prototype to read through. */
const own = (record: Record<string, unknown>, key: string): unknown => (Object.hasOwn(record, key) ? record[key] : undefined);

const hrefUsername = (href: string): string => {
  const path = href.replace(/^(?:https?:\/\/)?(?:www\.|m\.)?instagram\.com\//i, '').split(/[?#]/)[0] ?? '';
  return path.replace(/^_u\//i, '').split('/').filter(Boolean)[0] ?? '';
};

/** username = non-empty title, else string_list_data[0].value, else the href path. */
export const entryUsername = (entry: unknown): string | null => {
  if (!isRecord(entry)) return null;
  const title = own(entry, 'title');
  if (typeof title === 'string' && title.trim() !== '') return fixMojibake(title);
  const list = own(entry, 'string_list_data');
  const first: unknown = Array.isArray(list) ? list[0] : undefined;
  if (isRecord(first)) {
    const value = own(first, 'value');
    if (typeof value === 'string' && value.trim() !== '') return fixMojibake(value);
    const href = own(first, 'href');
    // A link too long to be a profile link is passed on whole, to be refused as invalid unread.
    if (typeof href === 'string' && href.trim() !== '') return href.length > MAX_CANDIDATE_LENGTH ? href : hrefUsername(href);
  }
  return null;
};

/** One array the export might hold its accounts in: how many entries, and their usernames. */
class AccountList {
  entries = 0;
  recognised = 0;
  readonly collector = new HandleCollector();

  add(entry: unknown): void {
    // Past the limit the file is refused; only the count still matters.
    if (++this.entries > FOLLOWING_EXPORT_MAX_ENTRIES) return;
    const username = entryUsername(entry);
    if (username === null) return;
    this.recognised++;
    this.collector.add(username);
  }
}

/**
 * The list an export keeps its accounts in, as `JSON.parse` + `Object.entries` would choose it: a
 * bare array; else `relationships_following`; else the first `relationships_*` array; else the only
 * array. `arrays` maps every top-level key, in first-seen order, to its (last) value's list, or
 * null when that value is not an array.
 */
const chooseList = (root: AccountList | null, arrays: Map<string, AccountList | null>): AccountList | null => {
  if (root) return root;
  const lists = [...arrays].filter((pair): pair is [string, AccountList] => pair[1] !== null);
  const preferred = lists.find(([k]) => k === 'relationships_following') ?? lists.find(([k]) => k.startsWith('relationships_'));
  const chosen = preferred ?? (lists.length === 1 ? lists[0] : undefined);
  return chosen?.[1] ?? null;
};

/** Where to cut a slice so it never splits a surrogate pair. */
const sliceEnd = (text: string, start: number, size: number) => {
  const end = Math.min(text.length, start + size);
  const last = text.charCodeAt(end - 1);
  return end < text.length && last >= 0xd800 && last <= 0xdbff ? end - 1 : end;
};

/** UTF-8 length, a slice at a time (only texts near the limit need it). */
function* utf8LengthSteps(text: string): Steps<number> {
  const encoder = new TextEncoder();
  const buffer = new Uint8Array(EXPORT_SLICE * 3);
  let bytes = 0;
  for (let start = 0; start < text.length;) {
    const end = sliceEnd(text, start, EXPORT_SLICE);
    bytes += encoder.encodeInto(text.slice(start, end), buffer).written;
    start = end;
    yield;
  }
  return bytes;
}

/** Reads a following.json (or followers_N.json) a slice at a time; throws FollowingExportError with a clear message. */
export function* followingExportSteps(text: string): Steps<FollowingExport> {
  const tooBig = text.length > FOLLOWING_EXPORT_MAX_BYTES ||
    (text.length > FOLLOWING_EXPORT_MAX_BYTES / 3 && (yield* utf8LengthSteps(text)) > FOLLOWING_EXPORT_MAX_BYTES);
  if (tooBig) throw new FollowingExportError(TOO_BIG);

  const tokenizer = new Tokenizer();
  let parser: TokenParser | undefined;
  let rootList: AccountList | null = null;
  let rootIsObject = false;
  // Top-level keys of an object root, followed token by token: keys whose value is not an array
  // are kept too (as null), so a repeated key ends up as `JSON.parse` would leave it.
  const arrays = new Map<string, AccountList | null>();
  let current: AccountList | null = null;
  let depth = 0;
  let expectKey = true;
  let valueNext = false;
  let key = '';

  tokenizer.onToken = ({ token, value }) => {
    if (!parser) {
      rootIsObject = token === TokenType.LEFT_BRACE;
      if (token === TokenType.LEFT_BRACKET) rootList = new AccountList();
      // Only entries are built into values: elements of the root array, or of the root object's arrays.
      parser = new TokenParser({ paths: [rootIsObject ? '$.*.*' : '$.*'], keepStack: false });
      parser.onValue = ({ value: entry, parent }) => {
        const list = rootIsObject ? current : rootList;
        if (list && Array.isArray(parent)) list.add(entry);
      };
    }
    if (rootIsObject && depth === 1) {
      if (token === TokenType.STRING && expectKey) {
        key = value as string;
        expectKey = false;
      } else if (token === TokenType.COLON) {
        valueNext = true;
      } else if (valueNext) {
        valueNext = false;
        current = token === TokenType.LEFT_BRACKET ? new AccountList() : null;
        arrays.set(key, current);
      } else if (token === TokenType.COMMA) {
        expectKey = true;
      }
    }
    if (token === TokenType.LEFT_BRACE || token === TokenType.LEFT_BRACKET) depth++;
    else if (token === TokenType.RIGHT_BRACE || token === TokenType.RIGHT_BRACKET) depth--;
    parser.write({ token, value });
  };

  try {
    for (let start = 0; start < text.length;) {
      const end = sliceEnd(text, start, EXPORT_SLICE);
      tokenizer.write(text.slice(start, end));
      start = end;
      yield;
    }
    tokenizer.end();
    // Whitespace alone, or a value that never closed.
    if (!parser?.isEnded) throw new Error('incomplete');
  } catch {
    throw new FollowingExportError(NOT_JSON);
  }

  const list = chooseList(rootList, arrays);
  if (!list) throw new FollowingExportError(NOT_AN_EXPORT);
  if (list.entries > FOLLOWING_EXPORT_MAX_ENTRIES) {
    throw new FollowingExportError(`The export lists ${list.entries} accounts; at most ${FOLLOWING_EXPORT_MAX_ENTRIES} can be imported at once.`);
  }
  if (list.entries > 0 && list.recognised === 0) throw new FollowingExportError(NO_ACCOUNTS);
  const { collector } = list;
  return { entries: list.entries, handles: collector.handles, invalid: collector.invalid, invalidCount: collector.invalidCount };
}

/** Parses a following.json in one go (the browser, small texts); throws FollowingExportError with a clear message. */
export const parseFollowingExport = (text: string): FollowingExport => runNow(followingExportSteps(text));

export { looksLikeJson } from './handles.js';
