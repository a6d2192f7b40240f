/**
 * Personal access tokens through the HTTP door: per shopper, shown once, stored as a SHA-256 hash
 * only, revoked only by their owner, with limits that refuse clearly and write nothing.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalAccessTokens } from '../../server/db/schema.js';
import { chatTools } from '../../server/ai/tools.js';
import { silentLogger } from '../../server/log.js';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, signUpVerified, type TestUser } from '../../server/test/users.js';
import { MAX_ACTIVE_TOKENS, TOKEN_NAME_MAX_CHARS } from './contracts.js';
import { bearerToken, TOKEN_PATTERN } from './tokens.js';

let t: TestApp;
let a: TestUser;
let b: TestUser;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  a = await signUpVerified(t);
  b = await signUpVerified(t);
});
afterAll(async () => { await t.close(); });

const tokenRows = (userId: string) => t.database.db.select().from(personalAccessTokens).where(eq(personalAccessTokens.userId, userId));

describe('accessTokens.create', () => {
  it('shows the token once and stores only its SHA-256 hash and a short prefix', async () => {
    const { status, body } = await callTool(t, 'accessTokens.create', { name: '  Claude Desktop ', scope: 'read' }, a);
    expect(status).toBe(200);
    const token = body.token as string;
    expect(token).toMatch(TOKEN_PATTERN);
    expect(body).toMatchObject({ name: 'Claude Desktop', scope: 'read', prefix: token.slice(0, 10), last_used_at: null });
    const [row] = await t.database.db.select().from(personalAccessTokens).where(eq(personalAccessTokens.id, body.id as string));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row!.tokenPrefix).toBe(token.slice(0, 10));
    // The token itself is nowhere in the table.
    const dump = await t.database.db.execute(sql`select * from personal_access_tokens`);
    expect(JSON.stringify(dump)).not.toContain(token.slice(10));

    const list = await callTool(t, 'accessTokens.list', {}, a);
    expect(list.status).toBe(200);
    const listed = (list.body.tokens as Record<string, unknown>[]).find((x) => x.id === body.id)!;
    expect(listed).toEqual({ id: body.id, name: 'Claude Desktop', scope: 'read', prefix: token.slice(0, 10), created_at: body.created_at, last_used_at: null });
    expect(JSON.stringify(list.body)).not.toContain(token.slice(10));
    expect(JSON.stringify(list.body)).not.toContain(row!.tokenHash);
  });

  it('makes a different token every time', async () => {
    const one = await callTool(t, 'accessTokens.create', { name: 'one', scope: 'read-write' }, b);
    const two = await callTool(t, 'accessTokens.create', { name: 'two', scope: 'read-write' }, b);
    expect(one.body.token).not.toBe(two.body.token);
    expect(one.body.prefix).not.toBe(two.body.prefix);
  });

  it('refuses bad names, scopes and extra fields with the issues, writing nothing', async () => {
    const before = (await tokenRows(a.id)).length;
    for (const input of [
      { name: '   ', scope: 'read' },
      { name: 'x'.repeat(TOKEN_NAME_MAX_CHARS + 1), scope: 'read' },
      { name: 'ok', scope: 'admin' },
      { name: 'ok' },
      { name: 'ok', scope: 'read', userId: b.id },
      { name: 'nul\u0000', scope: 'read' },
    ]) {
      const { status, body } = await callTool(t, 'accessTokens.create', input, a);
      expect(status, JSON.stringify(input)).toBe(400);
      expect(body.error).toBe('invalid_input');
      expect(Array.isArray(body.issues)).toBe(true);
    }
    const tooLong = await callTool(t, 'accessTokens.create', { name: 'x'.repeat(TOKEN_NAME_MAX_CHARS + 1), scope: 'read' }, a);
    expect(JSON.stringify(tooLong.body.issues)).toContain(`at most ${TOKEN_NAME_MAX_CHARS} characters`);
    expect((await tokenRows(a.id)).length).toBe(before);
  });

  it('refuses a second active token of the same name, but not after the first is revoked', async () => {
    const first = await callTool(t, 'accessTokens.create', { name: 'Cursor', scope: 'read' }, a);
    const same = await callTool(t, 'accessTokens.create', { name: 'cursor', scope: 'read-write' }, a);
    expect(same.status).toBe(409);
    expect(same.body.message).toContain('already have a token named');
    await callTool(t, 'accessTokens.revoke', { id: first.body.id }, a);
    expect((await callTool(t, 'accessTokens.create', { name: 'Cursor', scope: 'read' }, a)).status).toBe(200);
  });

  it(`holds a shopper to ${MAX_ACTIVE_TOKENS} active tokens, counting per shopper`, async () => {
    const c = await signUpVerified(t);
    const made = await Promise.all(Array.from({ length: MAX_ACTIVE_TOKENS + 3 }, (_, i) => callTool(t, 'accessTokens.create', { name: `app ${i}`, scope: 'read' }, c)));
    expect(made.filter((r) => r.status === 200)).toHaveLength(MAX_ACTIVE_TOKENS);
    const refused = made.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.status)).toEqual([409, 409, 409]);
    expect(refused[0]!.body.message).toContain(`You already have ${MAX_ACTIVE_TOKENS} active tokens`);
    expect((await tokenRows(c.id)).length).toBe(MAX_ACTIVE_TOKENS);
    // Another shopper is not affected by c's count.
    expect((await callTool(t, 'accessTokens.create', { name: 'app 0', scope: 'read' }, b)).status).toBe(200);
    // Revoking one makes room.
    await callTool(t, 'accessTokens.revoke', { id: made.find((r) => r.status === 200)!.body.id }, c);
    expect((await callTool(t, 'accessTokens.create', { name: 'again', scope: 'read' }, c)).status).toBe(200);
  });
});

describe('accessTokens.list and accessTokens.revoke', () => {
  it('lists only the caller\'s active tokens, newest first', async () => {
    const d = await signUpVerified(t);
    const names = ['first', 'second', 'third'];
    for (const name of names) await callTool(t, 'accessTokens.create', { name, scope: 'read' }, d);
    const list = await callTool(t, 'accessTokens.list', {}, d);
    expect((list.body.tokens as { name: string }[]).map((x) => x.name)).toEqual([...names].reverse());
    const ofA = await callTool(t, 'accessTokens.list', {}, a);
    expect((ofA.body.tokens as { name: string }[]).map((x) => x.name)).not.toContain('second');
  });

  it('revokes only the owner\'s token: another shopper\'s id answers exactly like a missing one', async () => {
    const made = await callTool(t, 'accessTokens.create', { name: 'to revoke', scope: 'read-write' }, a);
    const id = made.body.id as string;
    const theirs = await callTool(t, 'accessTokens.revoke', { id }, b);
    const missing = await callTool(t, 'accessTokens.revoke', { id: crypto.randomUUID() }, b);
    expect(theirs).toEqual(missing);
    expect(theirs.status).toBe(404);
    const [untouched] = await t.database.db.select().from(personalAccessTokens).where(eq(personalAccessTokens.id, id));
    expect(untouched!.revokedAt).toBeNull();

    const revoked = await callTool(t, 'accessTokens.revoke', { id }, a);
    expect(revoked).toEqual({ status: 200, body: { revoked: id } });
    const [row] = await t.database.db.select().from(personalAccessTokens).where(eq(personalAccessTokens.id, id));
    expect(row!.revokedAt).toBeInstanceOf(Date);
    expect((await callTool(t, 'accessTokens.list', {}, a)).body.tokens).not.toContainEqual(expect.objectContaining({ id }));
    // Revoking twice is a missing token, not a second revocation.
    expect((await callTool(t, 'accessTokens.revoke', { id }, a)).status).toBe(404);
    expect((await callTool(t, 'accessTokens.revoke', { id: 'not-a-uuid' }, a)).status).toBe(400);
  });

  it('is for signed-in shoppers only, whatever a guest sends', async () => {
    for (const [name, input] of [['accessTokens.list', {}], ['accessTokens.create', { name: 'x', scope: 'read' }], ['accessTokens.revoke', { id: 'junk' }]] as const) {
      expect((await callTool(t, name, input)).status).toBe(401);
    }
  });

  it('stays out of the chat door', () => {
    const names = Object.keys(chatTools({ db: t.database.db, userId: a.id, now: () => new Date(), log: silentLogger }));
    expect(names.filter((n) => n.startsWith('accessTokens'))).toEqual([]);
  });
});

describe('bearerToken', () => {
  it('takes only a well-formed Atelier token from a Bearer header', () => {
    const token = `atl_${'a'.repeat(43)}`;
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`bearer  ${token} `)).toBe(token);
    for (const header of [undefined, '', token, `Basic ${token}`, `Bearer ${token}x`, `Bearer ${token} extra`, 'Bearer atl_short', `Bearer ${token.replace('a', '+')}`]) {
      expect(bearerToken(header), String(header)).toBeNull();
    }
  });
});
