/**
 * Style sources (product rules §3 style_sources, §7 table writes): list, add from text or a following
 * export (batches of 100, one transaction so nothing is half-written), remove, activate.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { styleSources, userInfluencerPreferences } from '../../server/db/schema.js';
import { schedulePipeline } from '../recommendations/pipeline.js';
import { ToolError, defineTool, type Database } from '../types.js';
import { extractHandlesYielding } from './extract.js';
import { FOLLOWING_EXPORT_MAX_BYTES, FollowingExportError } from './following-export.js';
import { NO_HANDLES_MESSAGE, normaliseHandle, splitNewHandles } from './handles.js';
import { inTextList, textArray } from './sql-lists.js';
import { nextTurn, runYielding, type Steps } from './steps.js';

export const INSERT_BATCH_SIZE = 100;
/** Enough for the largest export we accept; keeps one call bounded. */
const MAX_HANDLES_PER_CALL = 100_000;
/** How many invalid inputs an answer echoes back; the count is always complete. */
const INVALID_ECHO = 50;

export const sourceSchema = z.object({
  id: z.string(),
  handle: z.string(),
  source_type: z.enum(['influencer', 'instagram']),
  source_name: z.string(),
  source_url: z.string().nullable(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  priority_score: z.number().int(),
  created_at: z.string(),
});
export type StyleSource = z.infer<typeof sourceSchema>;

const handleList = z.array(z.string().max(200)).min(1).max(MAX_HANDLES_PER_CALL);
/** Room for the longest list the schema allows (100,000 handles of up to 200 characters, quoted). */
const HANDLE_LIST_BODY_BYTES = 25 * 1024 * 1024;

const toSource = (row: typeof styleSources.$inferSelect): StyleSource => ({
  id: row.id,
  handle: row.sourceHandle,
  source_type: row.sourceType,
  source_name: row.sourceName,
  source_url: row.sourceUrl,
  description: row.description,
  is_active: row.isActive,
  priority_score: row.priorityScore,
  created_at: row.createdAt.toISOString(),
});

/** The caller's sources among `handles` (exact, normalised): one array parameter, the unique index. */
const existingHandles = (db: Database, userId: string, handles: string[]) =>
  db.select({ handle: styleSources.sourceHandle, isActive: styleSources.isActive }).from(styleSources)
    .where(and(eq(styleSources.userId, userId), inTextList(styleSources.sourceHandle, handles)));

/** Rows per page when reading all of a shopper's handles. */
const HANDLE_PAGE = 5000;

/** Which of `handles` the shopper already follows (one array parameter per 5,000). */
const followedAmong = async (db: Database, userId: string, handles: string[]): Promise<Set<string>> => {
  const out = new Set<string>();
  for (let i = 0; i < handles.length; i += HANDLE_PAGE) {
    const rows = await db.select({ name: userInfluencerPreferences.influencerName }).from(userInfluencerPreferences)
      .where(and(eq(userInfluencerPreferences.userId, userId), inTextList(userInfluencerPreferences.influencerName, handles.slice(i, i + HANDLE_PAGE))));
    for (const row of rows) out.add(row.name);
  }
  return out;
};

/**
 * Every handle the shopper has, as stored (product rules §5 compares them case-insensitively in
 * splitNewHandles), a page at a time along the (user_id, source_handle) index with a turn of the
 * event loop between pages, so 100,000 sources are never read in one statement.
 */
const allHandles = async (db: Database, userId: string): Promise<string[]> => {
  const out: string[] = [];
  for (let after: string | undefined; ;) {
    const rows = await db.select({ handle: styleSources.sourceHandle }).from(styleSources)
      .where(and(eq(styleSources.userId, userId), after === undefined ? undefined : gt(styleSources.sourceHandle, after)))
      .orderBy(asc(styleSources.sourceHandle))
      .limit(HANDLE_PAGE);
    for (const row of rows) out.push(row.handle);
    if (rows.length < HANDLE_PAGE) return out;
    after = rows[rows.length - 1]!.handle;
    await nextTurn();
  }
};

/**
 * Handles per statement in remove and setActive (one array parameter each). Each statement is
 * atomic and idempotent, so they run one by one with a turn of the event loop between them rather
 * than in one transaction: under the embedded database a transaction would hold every other
 * request's queries for its whole length. A failure part-way answers 500; repeating the call
 * finishes the job.
 */
const STATEMENT_BATCH = 500;

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** Handles normalised between two yields: at most 200 characters each (the input's limit). */
const NORMALISE_SLICE = 2000;

/** Normalised, unique, non-empty; a slice at a time, so 100,000 inputs never hold the event loop. */
function* normaliseAllSteps(raw: readonly string[]): Steps<string[]> {
  const out = new Set<string>();
  for (let i = 0; i < raw.length; i++) {
    const handle = normaliseHandle(raw[i]!);
    if (handle !== '') out.add(handle);
    if (i % NORMALISE_SLICE === NORMALISE_SLICE - 1) yield;
  }
  return [...out];
}
const normaliseAll = (raw: readonly string[]) => runYielding(normaliseAllSteps(raw));

export const sourcesList = defineTool({
  name: 'sources.list',
  description:
    "List the shopper's style sources (Instagram handles they imported or added), by handle. status: active (default), inactive or all. " +
    'limit: return only the first N (count still counts them all).',
  auth: 'user',
  effect: 'read',
  input: z.strictObject({
    status: z.enum(['active', 'inactive', 'all']).default('active'),
    limit: z.number().int().min(1).max(1000).optional(),
  }),
  output: z.object({ sources: z.array(sourceSchema), count: z.number().int() }),
  async execute({ status, limit }, { db, userId }) {
    const filters = [eq(styleSources.userId, userId)];
    if (status !== 'all') filters.push(eq(styleSources.isActive, status === 'active'));
    const query = db.select().from(styleSources).where(and(...filters)).orderBy(asc(styleSources.sourceHandle));
    const rows = limit === undefined ? await query : await query.limit(limit);
    if (limit === undefined || rows.length < limit) return { sources: rows.map(toSource), count: rows.length };
    const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(styleSources).where(and(...filters));
    return { sources: rows.map(toSource), count: Number(total?.n ?? rows.length) };
  },
});

export const sourcesAdd = defineTool({
  name: 'sources.add',
  // A following export may be 50 MB, more once escaped into JSON: the server's whole BODY_LIMIT_BYTES.
  // Such a body is stream-parsed a slice at a time (server/http/json-stream.ts).
  maxInputBytes: Number.MAX_SAFE_INTEGER,
  description:
    'Add Instagram style sources from text: @mentions, Instagram profile links, or the JSON of an Instagram following export. ' +
    'Handles are normalised and validated (2-30 characters); ones already present are skipped.',
  auth: 'user',
  effect: 'change',
  input: z.strictObject({ text: z.string().max(FOLLOWING_EXPORT_MAX_BYTES, 'The text is larger than 50 MB.') }),
  output: z.object({ added: z.array(z.string()), skipped: z.array(z.string()), invalid: z.array(z.string()), invalidCount: z.number().int() }),
  async execute({ text }, { db, userId, log, now }) {
    let extracted;
    try {
      // Read a slice at a time: a 50 MB export or paste never holds the event loop. Blank text
      // finds nothing and gets the spec's message below.
      extracted = await extractHandlesYielding(text, MAX_HANDLES_PER_CALL);
    } catch (error) {
      if (error instanceof FollowingExportError) throw new ToolError('invalid_input', error.message);
      throw error;
    }
    const { handles, invalid, invalidCount } = extracted;
    if (handles.length === 0 && invalidCount === 0) throw new ToolError('invalid_input', NO_HANDLES_MESSAGE);
    if (handles.length > MAX_HANDLES_PER_CALL) throw new ToolError('invalid_input', `At most ${MAX_HANDLES_PER_CALL} handles can be added at once.`);
    const existing = await allHandles(db, userId);
    const { added, skipped } = splitNewHandles(handles, existing);
    // A kept source is followed by the database (migration 0018); the ones it follows now get their looks fetched.
    const alreadyFollowed = added.length ? await followedAmong(db, userId, added) : new Set<string>();
    if (added.length > 0) {
      await db.transaction(async (tx) => {
        for (let i = 0; i < added.length; i += INSERT_BATCH_SIZE) {
          // Product rules §7: batches of 100 rows, each batch one array parameter instead of nine per row.
          const batch = added.slice(i, i + INSERT_BATCH_SIZE);
          await tx.execute(sql`
            insert into ${styleSources} (user_id, source_type, source_name, source_handle, source_url, description, is_active)
            select ${userId}, 'instagram', 'instagram', h, 'https://www.instagram.com/' || h || '/', 'Imported via Styler', true
            from unnest(${textArray(batch)}) as h
            on conflict do nothing`);
          // All or nothing needs the one transaction; the event loop still turns between batches.
          await nextTurn();
        }
      });
    }
    const newlyFollowed = added.filter((h) => !alreadyFollowed.has(h));
    if (newlyFollowed.length) await schedulePipeline({ db, log, now }, { userId, handles: newlyFollowed });
    return { added, skipped, invalid: invalid.slice(0, INVALID_ECHO), invalidCount };
  },
});

export const sourcesRemove = defineTool({
  name: 'sources.remove',
  maxInputBytes: HANDLE_LIST_BODY_BYTES,
  description: "Remove style sources by handle. Answers the handles removed and those the shopper did not have.",
  auth: 'user',
  effect: 'delete',
  input: z.strictObject({ handles: handleList }),
  output: z.object({ removed: z.array(z.string()), notFound: z.array(z.string()) }),
  async execute({ handles }, { db, userId, log, now }) {
    const wanted = await normaliseAll(handles);
    if (wanted.length === 0) throw new ToolError('invalid_input', NO_HANDLES_MESSAGE);
    const removed = new Set<string>();
    for (const chunk of chunks(wanted, STATEMENT_BATCH)) {
      const deleted = await db.delete(styleSources)
        .where(and(eq(styleSources.userId, userId), inTextList(styleSources.sourceHandle, chunk)))
        .returning({ handle: styleSources.sourceHandle });
      for (const row of deleted) removed.add(row.handle);
      await nextTurn();
    }
    // Removing a source unfollows it (the database keeps the two as one), so the taste is rebuilt.
    if (removed.size) await schedulePipeline({ db, log, now }, { userId });
    return { removed: wanted.filter((h) => removed.has(h)), notFound: wanted.filter((h) => !removed.has(h)) };
  },
});

export const sourcesSetActive = defineTool({
  name: 'sources.setActive',
  maxInputBytes: HANDLE_LIST_BODY_BYTES,
  description: 'Deactivate (active: false) or reactivate (active: true) style sources by handle, keeping them.',
  auth: 'user',
  effect: 'change',
  input: z.strictObject({ handles: handleList, active: z.boolean() }),
  output: z.object({ changed: z.array(z.string()), unchanged: z.array(z.string()), notFound: z.array(z.string()) }),
  async execute({ handles, active }, { db, userId, log, now }) {
    const wanted = await normaliseAll(handles);
    if (wanted.length === 0) throw new ToolError('invalid_input', NO_HANDLES_MESSAGE);
    const state = new Map<string, boolean>();
    for (const chunk of chunks(wanted, STATEMENT_BATCH)) {
      for (const row of await existingHandles(db, userId, chunk)) state.set(row.handle, row.isActive);
      await nextTurn();
    }
    const changed = wanted.filter((h) => state.has(h) && state.get(h) !== active);
    for (const chunk of chunks(changed, STATEMENT_BATCH)) {
      await db.update(styleSources).set({ isActive: active })
        .where(and(eq(styleSources.userId, userId), inTextList(styleSources.sourceHandle, chunk)));
      await nextTurn();
    }
    // A paused or resumed source pauses or resumes its follow too, so the taste is rebuilt.
    if (changed.length) await schedulePipeline({ db, log, now }, { userId });
    return {
      changed,
      unchanged: wanted.filter((h) => state.get(h) === active),
      notFound: wanted.filter((h) => !state.has(h)),
    };
  },
});

export const sourceTools = [sourcesList, sourcesAdd, sourcesRemove, sourcesSetActive];
