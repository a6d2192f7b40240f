import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfNeeded } from '../../server/db/seed.js';
import { silentLogger } from '../../server/log.js';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool } from '../../server/test/users.js';
import { executedRows } from '../db-rows.js';

interface Answer { handle: string; influencers: { handle: string; similarity_score: number; match_reason: string; display_name: string }[] }

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfNeeded(t.database.db, silentLogger, new Date('2026-02-01T09:00:00Z'));
});
afterAll(async () => t?.close());

describe('recommendations.similarInfluencers (HTTP door)', () => {
  it('defaults to similarity ≥ 0.6 and at most 6, best first, never the account itself', async () => {
    const { status, body } = await callTool(t, 'recommendations.similarInfluencers', { handle: '@Pernilleteisbaek' });
    expect(status).toBe(200);
    const answer = body as unknown as Answer;
    expect(answer.handle).toBe('pernilleteisbaek');
    expect(answer.influencers.length).toBeGreaterThan(0);
    expect(answer.influencers.length).toBeLessThanOrEqual(6);
    for (const i of answer.influencers) {
      expect(i.similarity_score).toBeGreaterThanOrEqual(0.6);
      expect(i.handle).not.toBe('pernilleteisbaek');
      expect(i.match_reason).not.toBe('');
    }
    const scores = answer.influencers.map((i) => i.similarity_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('honours the threshold and the maximum', async () => {
    const all = (await callTool(t, 'recommendations.similarInfluencers', { handle: 'cos', similarityThreshold: 0 })).body as unknown as Answer;
    expect(all.influencers).toHaveLength(6);
    const three = (await callTool(t, 'recommendations.similarInfluencers', { handle: 'cos', similarityThreshold: 0, maxResults: 3 })).body as unknown as Answer;
    expect(three.influencers.map((i) => i.handle)).toEqual(all.influencers.slice(0, 3).map((i) => i.handle));
    const strict = (await callTool(t, 'recommendations.similarInfluencers', { handle: 'cos', similarityThreshold: 0.99 })).body as unknown as Answer;
    expect(strict.influencers).toEqual([]);
  });

  it('matches the SQL function called with the spec defaults', async () => {
    const result = await t.database.db.execute(sql`select * from find_similar_influencers_by_handle('cos')`);
    const rows = executedRows<{ handle: string; similarity_score: number }>(result);
    const viaTool = (await callTool(t, 'recommendations.similarInfluencers', { handle: 'cos' })).body as unknown as Answer;
    expect(viaTool.influencers.map((i) => i.handle)).toEqual(rows.map((r) => r.handle));
    for (const r of rows) expect(r.similarity_score).toBeGreaterThanOrEqual(0.6);
    expect(rows.length).toBeLessThanOrEqual(6);
  });

  it('answers 404 for an unknown handle and 400 for bad input', async () => {
    expect((await callTool(t, 'recommendations.similarInfluencers', { handle: 'nobody_here' })).status).toBe(404);
    expect((await callTool(t, 'recommendations.similarInfluencers', { handle: '!' })).status).toBe(400);
    expect((await callTool(t, 'recommendations.similarInfluencers', { handle: 'cos', extra: 1 })).status).toBe(400);
    expect((await callTool(t, 'recommendations.similarInfluencers', { handle: 'cos', maxResults: 0 })).status).toBe(400);
    expect((await callTool(t, 'recommendations.similarInfluencers', { handle: 'cos', similarityThreshold: 2 })).status).toBe(400);
  });
});
