/**
 * kill -9 in the middle of work, then start again: each write is all or nothing, background work
 * resumes, and the embedded database opens without repair. Every kill lands at a known point: a
 * trigger that parks the import's or the trip's transaction (and leaves a mark file), a test-mode hold in the
 * pipeline (HOLD_ENV), an upload whose body never finishes — never a timer.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { objectKey } from '../storage/storage.js';
import { callTool, signIn, signUp, startServer, withDatabase, type CrashServer, type LogLine } from './crash-harness.js';
import { HOLD_ENV } from './index.js';

/** YYYY-MM-DD, days from today (UTC). */
const isoInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const IMPORT_SIZE = 7_500;
const MARK = 'crash_test_mark';
const dataDir = mkdtempSync(join(tmpdir(), 'atelier-crash-'));
let server: CrashServer | undefined;
afterAll(async () => {
  await server?.kill9();
  rmSync(dataDir, { recursive: true, force: true });
});

const importText = Array.from({ length: IMPORT_SIZE }, (_, i) => `@crash_import_${i}`).join('\n');
const userIdOf = async (email: string) =>
  withDatabase(dataDir, async (q) => (await q<{ id: string }>('select id from users where email = $1', [email]))[0]!.id);
const sourceCount = (userId: string) =>
  withDatabase(dataDir, async (q) => Number((await q<{ n: string }>('select count(*) as n from style_sources where user_id = $1', [userId]))[0]!.n));

/**
 * A trigger that parks the transaction inserting into `table` once `condition` holds: it writes a
 * mark file (so the test knows the write is under way) and sleeps for an hour, until the kill.
 */
const park = (table: string, condition: string) => withDatabase(dataDir, (q) => q(`
  create function crash_test_hold() returns trigger language plpgsql as $$
  begin
    if ${condition} then
      execute format('copy (select 1) to %L', current_setting('data_directory') || '/${MARK}');
      perform pg_sleep(3600);
    end if;
    return null;
  end $$;
  create trigger crash_test_hold after insert on ${table} for each statement execute function crash_test_hold();`));

const unpark = async (table: string) => {
  await withDatabase(dataDir, (q) => q(`drop trigger crash_test_hold on ${table}; drop function crash_test_hold();`));
  rmSync(join(dataDir, 'db', MARK));
};

const waitForFile = async (path: string) => {
  while (!existsSync(path)) {
    if (server?.child.exitCode !== null) throw new Error('server exited');
    await new Promise((r) => setTimeout(r, 50));
  }
};

const photo = () => sharp({ create: { width: 240, height: 160, channels: 3, background: '#c8202c' } }).png().toBuffer();

const multipart = async () => {
  const boundary = `----crash${Date.now()}`;
  const bytes = await photo();
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="bucket"\r\n\r\nwardrobe\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="coat.png"\r\nContent-Type: image/png\r\n\r\n`;
  return { boundary, body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]) };
};

describe('kill -9 mid-work, then start again', { timeout: 600_000 }, () => {
  const email = `crash-${Date.now()}@example.com`;
  let userId = '';

  it('a 7,500-account import killed inside its transaction leaves nothing; one killed after its answer keeps all', async () => {
    server = await startServer(dataDir);
    await signUp(server.url, email);
    await server.stop();
    userId = await userIdOf(email);
    // Parks the import's one transaction once 3,000 of its rows are in.
    await park('style_sources', "(select count(*) from style_sources where source_handle like 'crash_import_%') >= 3000");

    server = await startServer(dataDir);
    let shopper = await signIn(server.url, email, 'Velvet-Runway-42');
    const answer = callTool(server.url, shopper, 'sources.add', { text: importText }).then(() => 'answered', () => 'no answer');
    await waitForFile(join(dataDir, 'db', MARK));
    await server.kill9();
    expect(await answer).toBe('no answer');
    // Opens without repair; the transaction that never committed left no row.
    expect(await sourceCount(userId)).toBe(0);
    await unpark('style_sources');

    server = await startServer(dataDir);
    shopper = await signIn(server.url, email, 'Velvet-Runway-42');
    const added = await callTool(server.url, shopper, 'sources.add', { text: importText });
    expect(added.status).toBe(200);
    expect((added.body.added as string[]).length).toBe(IMPORT_SIZE);
    await server.kill9();
    expect(await sourceCount(userId)).toBe(IMPORT_SIZE);
  });

  it('the follow pipeline killed mid-job resumes at the next start and builds the taste vector', async () => {
    server = await startServer(dataDir, { [HOLD_ENV]: 'influencers' });
    const shopper = await signIn(server.url, email, 'Velvet-Runway-42');
    const followed = await callTool(server.url, shopper, 'influencers.follow', { handles: ['aimeesong'] });
    expect(followed.status).toBe(200);
    await server.waitForLog((l) => l.msg === 'background job held for a crash test');
    await server.kill9();

    const mid = await withDatabase(dataDir, async (q) => ({
      jobs: await q<{ name: string; state: string }>('select name, state from background_jobs'),
      profiles: await q('select 1 from user_style_profiles where user_id = $1', [userId]),
    }));
    // The one the follow started was running; the import before it (a kept source is a follow) may
    // have left its own pipeline run queued behind it.
    expect(mid.jobs.filter((j) => j.state === 'running')).toEqual([{ name: 'recommendations.pipeline', state: 'running' }]);
    expect(new Set(mid.jobs.map((j) => j.name))).toEqual(new Set(['recommendations.pipeline']));
    expect(mid.profiles).toEqual([]);

    server = await startServer(dataDir);
    const pipelineDone = (l: LogLine) => l.msg === 'background job done' && l.job === 'recommendations.pipeline';
    await server.waitForLog(pipelineDone);
    while (server.logs.filter(pipelineDone).length < mid.jobs.length) await new Promise((r) => setTimeout(r, 100));
    await server.stop();
    const after = await withDatabase(dataDir, async (q) => ({
      jobs: await q('select 1 from background_jobs'),
      profiles: await q<{ has_vector: boolean }>('select style_vector is not null as has_vector from user_style_profiles where user_id = $1', [userId]),
    }));
    expect(after.jobs).toEqual([]);
    expect(after.profiles).toEqual([{ has_vector: true }]);
  });

  it('a trip plan killed while it is written leaves no trip; the next start plans it whole', async () => {
    const trip = { destination: 'Lisbon', start_date: isoInDays(40), end_date: isoInDays(42), activities: ['City Walk'] };
    await park('trip_plans', 'true');
    server = await startServer(dataDir);
    let shopper = await signIn(server.url, email, 'Velvet-Runway-42');
    const answer = callTool(server.url, shopper, 'trips.plan', trip).then(() => 'answered', () => 'no answer');
    await waitForFile(join(dataDir, 'db', MARK));
    await server.kill9();
    expect(await answer).toBe('no answer');
    expect(await withDatabase(dataDir, (q) => q('select 1 from trip_plans where user_id = $1', [userId]))).toEqual([]);
    await unpark('trip_plans');

    server = await startServer(dataDir);
    shopper = await signIn(server.url, email, 'Velvet-Runway-42');
    const planned = await callTool(server.url, shopper, 'trips.plan', trip);
    expect(planned.status).toBe(200);
    const listed = await callTool(server.url, shopper, 'trips.list', {});
    expect((listed.body.trips as unknown[]).length).toBe(1);
    await server.kill9();
    const rows = await withDatabase(dataDir, (q) => q<{ days: number }>("select jsonb_array_length(planned_outfits->'days') as days from trip_plans where user_id = $1", [userId]));
    expect(rows).toEqual([{ days: 3 }]);
  });

  it('an upload killed mid-body leaves no row without its file; a finished one keeps both', async () => {
    server = await startServer(dataDir);
    const shopper = await signIn(server.url, email, 'Velvet-Runway-42');
    const full = await multipart();
    const done = await fetch(`${server.url}/api/uploads`, {
      method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${full.boundary}`, cookie: shopper.cookie, origin: server.url }, body: full.body,
    });
    expect(done.status).toBe(201);

    // The second upload declares its whole length but never sends the last bytes: the kill lands while it is read.
    const partial = await multipart();
    const url = new URL('/api/uploads', server.url);
    const req = request(url, { method: 'POST', headers: {
      'content-type': `multipart/form-data; boundary=${partial.boundary}`, 'content-length': String(partial.body.length), cookie: shopper.cookie, origin: server.url,
    } });
    req.on('error', () => undefined);
    await new Promise<void>((resolve) => req.write(partial.body.subarray(0, partial.body.length - 64), () => resolve()));
    await server.kill9();

    const rows = await withDatabase(dataDir, (q) => q<{ bucket: string; path: string }>('select bucket, path from uploads where user_id = $1', [userId]));
    expect(rows).toHaveLength(1);
    for (const row of rows) expect(existsSync(join(dataDir, 'storage', objectKey(row.bucket, row.path)))).toBe(true);

    // And the server starts again on what the kills left, and serves the stored photo.
    server = await startServer(dataDir);
    const again = await signIn(server.url, email, 'Velvet-Runway-42');
    const listed = (await done.json()) as { uploads: { id: string }[] };
    const file = await fetch(`${server.url}/api/files/${listed.uploads[0]!.id}`, { headers: { cookie: again.cookie } });
    expect(file.status).toBe(200);
    await server.stop();
  });
});
