/**
 * What the style-discovery dialog's Quick Pick, Paste Handles and Instagram Import tabs count, show
 * and save. Parsing reuses the pure rules in tools/sources (the same code sources.add runs); every
 * save goes through the tools: sources.quickPick, or sources.add (the style_sources record,
 * 'Imported via Styler', batches of 100) then influencers.follow in calls of at most 500.
 */
import type { QueryClient } from '@tanstack/react-query';
import { extractSteps } from '../../../tools/sources/extract.js';
import { FOLLOWING_EXPORT_MAX_BYTES, FollowingExportError, followingExportSteps } from '../../../tools/sources/following-export.js';
import type { Steps } from '../../../tools/sources/steps.js';
import { FOLLOW_MAX_HANDLES } from '../../../tools/influencers/contracts.js';
import { QUICK_PICK_HANDLES } from '../../../tools/sources/quick-pick.js';
import { callTool } from '../../lib/api.js';

/** Product rules §2: Paste Handles previews up to 30, Instagram Import up to 40. */
export const PASTE_PREVIEW = 30;
export const IMPORT_PREVIEW = 40;

/** The fixed Quick Pick list, alphabetical (product rules §2), whatever order the constant is kept in. */
export const quickPickHandles = (): string[] => [...QUICK_PICK_HANDLES].sort((a, b) => a.localeCompare(b));

/** The first `limit` items and how many more there are ('+N more'). */
export const preview = <T>(items: readonly T[], limit: number): { shown: T[]; more: number } => ({
  shown: items.slice(0, limit),
  more: Math.max(0, items.length - limit),
});

export const chunk = <T>(items: readonly T[], size: number): T[][] => {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('chunk size must be a positive integer');
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** Largest paste read in the browser; sources.add reads the same 50 MB. */
export const PASTE_MAX_CHARS = FOLLOWING_EXPORT_MAX_BYTES;

export type ParseResult =
  | { ok: true; handles: string[]; invalidCount: number; entries: number }
  | { ok: false; message: string };

/** Work between two yields to the browser: a 50 MB export never freezes the page. */
const SLICE_MS = 12;

/**
 * Runs the parser's slices (the same generators the server runs), handing the main thread back
 * every few milliseconds so typing, scrolling and the progress stay live; `signal` abandons it.
 */
export const runInBrowser = async <T>(steps: Steps<T>, signal?: AbortSignal): Promise<T> => {
  let since = Date.now();
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (Date.now() - since >= SLICE_MS) {
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
      if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError');
      since = Date.now();
    }
  }
};

const readable = async (run: () => Promise<ParseResult>): Promise<ParseResult> => {
  try {
    return await run();
  } catch (error) {
    if (error instanceof FollowingExportError) return { ok: false, message: error.message };
    throw error;
  }
};

/** Pasted text → unique, normalised handles (product rules §5), or why nothing can be read. */
export const parsePaste = (text: string, signal?: AbortSignal): Promise<ParseResult> => {
  if (text.length > PASTE_MAX_CHARS) return Promise.resolve({ ok: false, message: 'The text is larger than 50 MB.' });
  return readable(async () => {
    const out = await runInBrowser(extractSteps(text), signal);
    return { ok: true, handles: out.handles, invalidCount: out.invalidCount, entries: out.handles.length + out.invalidCount };
  });
};

/** A following export's text → its accounts, or the reader's message for a malformed file. */
export const parseExportText = (text: string, signal?: AbortSignal): Promise<ParseResult> =>
  readable(async () => {
    const out = await runInBrowser(followingExportSteps(text), signal);
    return { ok: true, handles: out.handles, invalidCount: out.invalidCount, entries: out.entries };
  });

/** The chosen file, refused by size before a byte is read (a huge file never reaches memory). */
export const parseExportFile = async (file: Pick<File, 'size' | 'text' | 'name'>, signal?: AbortSignal): Promise<ParseResult> => {
  if (file.size === 0) return { ok: false, message: `${file.name} is empty.` };
  if (file.size > FOLLOWING_EXPORT_MAX_BYTES) {
    return { ok: false, message: 'The export is larger than 50 MB. Upload only following.json, not the whole archive.' };
  }
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, message: `${file.name} could not be read.` };
  }
  return parseExportText(text, signal);
};

export interface SaveProgress { done: number; total: number }
export interface SaveOutcome { added: number; skipped: number }

interface FollowOutput { added: string[]; skipped: string[] }
interface SourcesAddOutput { added: string[]; skipped: string[] }

/**
 * Follows the handles (influencers.follow, 500 a call: its counts are what the toast says, and it
 * starts the refresh of their looks), then keeps them as style sources (sources.add, one call: its
 * batches of 100 run in one transaction; keeping a source also follows it in the database, so
 * following first is what lets the follow tool count and refresh them). Both skip what already
 * exists, so a save that failed part-way is finished by saving again.
 */
export const saveHandles = async (handles: readonly string[], onProgress?: (p: SaveProgress) => void): Promise<SaveOutcome> => {
  if (handles.length === 0) throw new Error('Select at least one account.');
  let added = 0;
  let skipped = 0;
  let done = 0;
  onProgress?.({ done, total: handles.length });
  for (const part of chunk(handles, FOLLOW_MAX_HANDLES)) {
    const out = await callTool<FollowOutput>('influencers.follow', { handles: part });
    added += out.added.length;
    skipped += out.skipped.length;
    done += part.length;
    onProgress?.({ done, total: handles.length });
  }
  await callTool<SourcesAddOutput>('sources.add', { text: handles.map((h) => `@${h}`).join('\n') });
  return { added, skipped };
};

export const saveQuickPick = async (handles: readonly string[]): Promise<SaveOutcome> => {
  if (handles.length === 0) throw new Error('Select at least one account.');
  const out = await callTool<FollowOutput>('sources.quickPick', { handles });
  return { added: out.added.length, skipped: out.skipped.length };
};

/** The caches a follow changes: the stat cards, the Influencers tab, the connections list, /home, Smart Analysis. */
export const invalidateAfterFollow = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['tool', 'discovery.latest'] }),
    queryClient.invalidateQueries({ queryKey: ['tool', 'influencers.followed'] }),
    queryClient.invalidateQueries({ queryKey: ['tool', 'sources.list'] }),
    queryClient.invalidateQueries({ queryKey: ['tool', 'styleProfile.get'] }),
    queryClient.invalidateQueries({ queryKey: ['influencers'] }),
    queryClient.invalidateQueries({ queryKey: ['feed'] }),
    queryClient.invalidateQueries({ queryKey: ['posts'] }),
    queryClient.invalidateQueries({ queryKey: ['curated'] }),
  ]);

/** 'Saved 3 accounts.' / 'Saved 2 accounts; 1 was already followed.' */
export const savedMessage = ({ added, skipped }: SaveOutcome): string => {
  const base = `Saved ${added} ${added === 1 ? 'account' : 'accounts'}.`;
  if (skipped === 0) return base;
  return `${base.slice(0, -1)}; ${skipped} ${skipped === 1 ? 'was' : 'were'} already followed.`;
};
