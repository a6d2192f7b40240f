/**
 * Product rules §5 Handles: normalise, validate (2–30 characters), extract from pasted text and from an
 * Instagram "following" export, de-duplicate case-insensitively. Pure; shared by tools and web.
 *
 * Everything here runs in time linear in its input (a 50 MB paste is possible): no regular
 * expression can backtrack over its input, and text is read in slices (see steps.ts).
 */
import { runNow, type Steps } from './steps.js';

export const HANDLE_MIN_LENGTH = 2;
export const HANDLE_MAX_LENGTH = 30;

/**
 * The longest raw candidate that is normalised. A handle is at most 30 characters and a profile
 * link with its query a few hundred; anything longer is invalid whatever it holds, and is refused
 * before any work proportional to its length.
 */
export const MAX_CANDIDATE_LENGTH = 2048;
/** How much of an invalid input an answer shows back (the longest input a handle list takes). */
export const INVALID_ECHO_LENGTH = 200;
/** How many invalid inputs are kept to show; invalidCount counts them all. */
export const INVALID_KEPT = 1000;

/** Anchored, with no repetition: fails or matches within its first 26 characters. */
const INSTAGRAM_HOST = /^(?:https?:\/\/)?(?:www\.|m\.)?instagram\.com\//i;

const stripLeading = (value: string, char: string) => {
  let start = 0;
  while (start < value.length && value[start] === char) start++;
  return value.slice(start);
};

const stripTrailing = (value: string, char: string) => {
  let end = value.length;
  while (end > 0 && value[end - 1] === char) end--;
  return value.slice(0, end);
};

/** The text before the first ? or # (the path of a URL). */
const beforeQuery = (value: string) => {
  for (let i = 0; i < value.length; i++) if (value[i] === '?' || value[i] === '#') return value.slice(0, i);
  return value;
};

/** The first non-empty /-separated segment, or ''. */
const firstSegment = (value: string) => {
  let start = 0;
  while (start < value.length && value[start] === '/') start++;
  const end = value.indexOf('/', start);
  return value.slice(start, end === -1 ? value.length : end);
};

/**
 * trim → path of an Instagram profile URL → drop a leading @ and trailing slashes → lowercase →
 * keep only letters, digits, dot and underscore. Returns '' when nothing is left.
 */
export const normaliseHandle = (raw: string): string => {
  let value = raw.trim();
  const host = INSTAGRAM_HOST.exec(value);
  if (host) {
    value = beforeQuery(value.slice(host[0].length));
    if (value.slice(0, 3).toLowerCase() === '_u/') value = value.slice(3);
    value = firstSegment(value);
  }
  return stripTrailing(stripLeading(value, '@'), '/').toLowerCase().replace(/[^a-z0-9._]/g, '');
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

const clip = (raw: string) => (raw.length > INVALID_ECHO_LENGTH ? `${raw.slice(0, INVALID_ECHO_LENGTH)}…` : raw);

/** Valid handles (normalised, unique, in order) and the invalid raw candidates, as they arrive. */
export class HandleCollector {
  private readonly seen = new Set<string>();
  /** The first INVALID_KEPT invalid candidates, each clipped to INVALID_ECHO_LENGTH. */
  readonly invalid: string[] = [];
  invalidCount = 0;

  /** Stops collecting once more than `maxHandles` valid handles are found (the caller refuses those). */
  constructor(private readonly maxHandles = Infinity) {}

  add(raw: string): void {
    const handle = raw.length > MAX_CANDIDATE_LENGTH ? '' : normaliseHandle(raw);
    if (isValidHandle(handle)) {
      this.seen.add(handle);
      return;
    }
    this.invalidCount++;
    if (this.invalid.length < INVALID_KEPT) this.invalid.push(clip(raw));
  }

  get full(): boolean {
    return this.seen.size > this.maxHandles;
  }

  get handles(): string[] {
    return [...this.seen];
  }
}

/** Candidates split into normalised valid handles (unique, in order) and the raw invalid ones. */
export const partitionHandles = (candidates: Iterable<string>): { handles: string[]; invalid: string[] } => {
  const collector = new HandleCollector();
  for (const raw of candidates) collector.add(raw);
  return { handles: collector.handles, invalid: collector.invalid };
};

// Pasted text. A mention is "@" after the start or a character that is not a letter, digit, dot,
// underscore or "@"; a link is an Instagram profile URL. Neither repeats anything that can fail
// after it, so both run in linear time; both stop at every BOUNDARY character below.
const MENTION = /(?:^|[^A-Za-z0-9._@])@([^\s@,;:!?()<>[\]{}"'`]+)/g;
const PROFILE_LINK = /(?:https?:\/\/)?(?:www\.|m\.)?instagram\.com\/[^\s,;<>"'`)]+/gi;

/**
 * Characters that neither a mention nor a link can contain: JavaScript's \s plus , ; < > " ' ` ).
 * Text is cut only right after one, so reading it piece by piece finds exactly what reading it
 * whole finds (a cut acts as the start of text, which is itself a valid place for a mention).
 */
const ASCII_BOUNDARY = new Uint8Array(128);
for (const c of ' \t\n\v\f\r,;<>"\'`)') ASCII_BOUNDARY[c.charCodeAt(0)] = 1;
/** The non-ASCII code units of JavaScript's \s (ECMAScript WhiteSpace and LineTerminator). */
export const NON_ASCII_SPACES: ReadonlySet<number> = new Set([
  0x00a0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a,
  0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff,
]);
export const isBoundary = (code: number): boolean => (code < 128 ? ASCII_BOUNDARY[code] === 1 : NON_ASCII_SPACES.has(code));

/** Characters a mention body stops at besides the boundaries. */
const MENTION_STOPS = new Set([...'@:!?()[]{}'].map((c) => c.charCodeAt(0)));
/** Characters that may not stand right before the "@" of a mention. */
const isWordOrAt = (code: number) =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 46 || code === 95 || code === 64;

const HOST_NAME = 'instagram.com';
/** `instagram.com` (ASCII letters in any case, as the /i patterns read it) ending right before `end`. */
const hostEndsAt = (text: string, end: number) => {
  const start = end - HOST_NAME.length;
  if (start < 0) return false;
  for (let j = 0; j < HOST_NAME.length; j++) {
    const want = HOST_NAME.charCodeAt(j);
    const got = text.charCodeAt(start + j);
    if (got !== want && !(want >= 97 && want <= 122 && got === want - 32)) return false;
  }
  return true;
};

/** Characters read between two yields. */
export const TEXT_SLICE = 32 * 1024;
/** Pieces handed to the patterns are cut at the first boundary past this length. */
const PIECE = 16 * 1024;

/** Candidates in one piece of text, in order of appearance, trailing dots dropped. */
const pieceCandidates = (piece: string): string[] => {
  const found: { at: number; raw: string }[] = [];
  for (const m of piece.matchAll(PROFILE_LINK)) found.push({ at: m.index, raw: m[0] });
  for (const m of piece.matchAll(MENTION)) found.push({ at: m.index, raw: `@${m[1] ?? ''}` });
  return found.sort((a, b) => a.at - b.at).map((f) => stripTrailing(f.raw, '.'));
};

/**
 * Raw candidates from pasted text (@mentions and Instagram profile links, in order of appearance)
 * to `take`, a slice at a time. A run without boundaries longer than MAX_CANDIDATE_LENGTH is never
 * handed to the patterns: when it holds a mention or a link it is taken whole as one (invalid)
 * candidate, otherwise it is skipped.
 */
export function* textCandidateSteps(text: string, take: (raw: string) => boolean | void): Steps<void> {
  const n = text.length;
  let pieceStart = 0;
  let runStart = 0;
  let runHolds = false;
  let sinceYield = 0;
  for (let i = 0; i <= n; i++) {
    const code = i < n ? text.charCodeAt(i) : -1;
    if (code === -1 || isBoundary(code)) {
      if (i - runStart > MAX_CANDIDATE_LENGTH) {
        if (runStart > pieceStart) for (const raw of pieceCandidates(text.slice(pieceStart, runStart))) if (take(raw) === false) return;
        if (runHolds && take(text.slice(runStart, i)) === false) return;
        pieceStart = i;
      } else if (code === -1 || i + 1 - pieceStart >= PIECE) {
        for (const raw of pieceCandidates(text.slice(pieceStart, i + 1))) if (take(raw) === false) return;
        pieceStart = i + 1;
      }
      runStart = i + 1;
      runHolds = false;
    } else if (!runHolds && (code === 64 || code === 47) && i + 1 < n && !isBoundary(text.charCodeAt(i + 1))) {
      // Whether a run too long to read held a candidate: an "@" in a mention's place with a body
      // character after it, or "instagram.com/" with a path character after it.
      runHolds = code === 64
        ? (i === runStart || !isWordOrAt(text.charCodeAt(i - 1))) && !MENTION_STOPS.has(text.charCodeAt(i + 1))
        : hostEndsAt(text, i);
    }
    if (++sinceYield === TEXT_SLICE) {
      sinceYield = 0;
      yield;
    }
  }
}

/** Raw candidates from pasted text: @mentions and Instagram profile links, in order of appearance. */
export const handleCandidates = (text: string): string[] => {
  const found: string[] = [];
  runNow(textCandidateSteps(text, (raw) => { found.push(raw); }));
  return found;
};

/** Product rules §5 "If none are found". The quotes are the spec's typographic ones. */
export const NO_HANDLES_MESSAGE = "I couldn't detect any Instagram handles. Try \u2018add @name\u2019.";

/** Product rules §5: input starting with a brace or bracket (after JavaScript's \s) is a following-list JSON. */
export function* looksLikeJsonSteps(text: string): Steps<boolean> {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 91 || code === 123) return true;
    if (!(code === 32 || (code >= 9 && code <= 13) || NON_ASCII_SPACES.has(code))) return false;
    if (i % TEXT_SLICE === TEXT_SLICE - 1) yield;
  }
  return false;
}

export const looksLikeJson = (text: string): boolean => runNow(looksLikeJsonSteps(text));
