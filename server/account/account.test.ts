/**
 * Export and deletion, as /data-deletion promises: the export holds every row of the shopper's and
 * their photos (no secrets, nobody else's rows); deletion deactivates and disconnects at once, and
 * the scheduled purge (driven here by a simulated clock) removes the rest on the stated timeline.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import {
  accountDeletions, accounts, fittingRoomItems, instagramCredentials, outbox, personalAccessTokens, securityEvents, sessions, uploads, userSocialConnections,
  users, wardrobeItems, widgetConversations, widgetMessages, widgetPartners,
} from '../db/schema.js';
import { executedRows } from '../../tools/db-rows.js';
import { silentLogger } from '../log.js';
import { createDiskStorage } from '../storage/disk.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { callTool, jsonRequest, signUpVerified, type TestUser } from '../test/users.js';
import { purgeDueDeletions } from './purge.js';

const storageDir = mkdtempSync(join(tmpdir(), 'atelier-account-'));
const storage = createDiskStorage(storageDir);
let t: TestApp;
let app: ReturnType<typeof createApp>;
let shopper: TestUser;
let other: TestUser;
const PASSWORD = 'Velvet-Runway-42';

const request = async (path: string, user: TestUser): Promise<Response> => app.request(path, { headers: { cookie: user.cookie } });
const tool = async (name: string, input: unknown, user?: TestUser) => {
  const res = await jsonRequest({ ...t, app } as TestApp, `/api/tools/${name}`, input, user ? { cookie: user.cookie } : {});
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const sessionUser = async (user: TestUser) => ((await (await request('/api/auth/get-session', user)).json()) as { user?: unknown } | null)?.user;

const giveRows = async (user: TestUser, label: string) => {
  const db = t.database.db;
  await db.insert(fittingRoomItems).values({ userId: user.id, itemName: `${label} Coat`, externalProductId: `${label}-coat` });
  await db.insert(wardrobeItems).values({ userId: user.id, itemName: `${label} Shirt`, category: 'Tops' });
  const path = `wardrobe/${user.id}/1700000000000-${label}.webp`;
  await storage.put('wardrobe', path, Buffer.from(`photo of ${label}`), { contentType: 'image/webp' });
  await db.insert(uploads).values({ userId: user.id, bucket: 'wardrobe', path, contentType: 'image/webp', bytes: 10, width: 1, height: 1 });
  await db.insert(userSocialConnections).values({ userId: user.id, platform: 'instagram', connectionData: { fashion_accounts: [] } });
  await db.insert(instagramCredentials).values({ userId: user.id, accessTokenEncrypted: 'secret-token', expiresAt: new Date(Date.now() + 86_400_000) });
  await db.insert(personalAccessTokens).values({ userId: user.id, name: `${label} laptop`, tokenHash: `hash-${label}-${user.id}`, tokenPrefix: 'atl_abcdef', scope: 'read' });
  await db.insert(securityEvents).values({ userId: user.id, eventType: 'oauth_connected', details: { provider: 'instagram' } });
  // A wrong password: the sign-in hook logs it by email alone (no user id).
  const wrong = await jsonRequest(t, '/api/auth/sign-in/email', { email: user.email, password: 'Wrong-Password-99' }, { 'x-forwarded-for': `10.251.0.${label.length}` });
  expect(wrong.status).toBe(401);
  const [partner] = await db.select({ id: widgetPartners.id }).from(widgetPartners).limit(1);
  const partnerId = partner?.id ?? (await db.insert(widgetPartners).values({ partnerKey: 'pk_account_test', name: 'Shop', allowedOrigins: ['https://shop.example'], identitySecret: 'x'.repeat(32) }).returning({ id: widgetPartners.id }))[0]!.id;
  const conversationId = crypto.randomUUID();
  await db.insert(widgetConversations).values({ id: conversationId, partnerId, subject: `user:${user.id}`, userId: user.id });
  await db.insert(widgetMessages).values({ id: `${label}-widget-message`, conversationId, role: 'user', parts: [{ type: 'text', text: `${label} widget question` }] });
  return path;
};

/** Every row of every table that still holds `needle` anywhere, as table names. */
const tablesHolding = async (needle: string): Promise<string[]> => {
  const db = t.database.db;
  const tables = executedRows<{ table_name: string }>(await db.execute(sql`
    select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`));
  const found: string[] = [];
  for (const { table_name: table } of tables) {
    const [row] = executedRows<{ n: string }>(await db.execute(sql`select count(*) as n from ${sql.identifier(table)} r where position(${needle.toLowerCase()} in lower(r::text)) > 0`));
    if (Number(row!.n)) found.push(table);
  }
  return found;
};

let shopperPhoto = '';
beforeAll(async () => {
  t = await createTestApp();
  app = createApp({ config: t.config, db: t.database.db, auth: t.auth, log: silentLogger, storage });
  shopper = await signUpVerified(t, undefined, PASSWORD);
  other = await signUpVerified(t, undefined, PASSWORD);
  shopperPhoto = await giveRows(shopper, 'mine');
  await giveRows(other, 'theirs');
});
afterAll(async () => {
  await t.close();
  rmSync(storageDir, { recursive: true, force: true });
});

describe('account.export and Download my data', () => {
  it('answers every table of the shopper\'s rows, none of anyone else\'s, and no secrets', async () => {
    const res = await tool('account.export', {}, shopper);
    expect(res.status).toBe(200);
    const tables = res.body.tables as Record<string, Record<string, unknown>[]>;
    expect(tables.users![0]!.email).toBe(shopper.email);
    expect(tables.wardrobe_items!.map((r) => r.item_name)).toEqual(['mine Shirt']);
    expect(tables.fitting_room_items!.map((r) => r.item_name)).toEqual(['mine Coat']);
    expect(tables.uploads!).toHaveLength(1);
    expect(Object.keys(tables.sessions![0]!)).not.toContain('token');
    expect(Object.keys(tables.accounts![0]!)).not.toContain('password');
    expect(Object.keys(tables.instagram_credentials![0]!)).not.toContain('access_token_encrypted');
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('theirs');
    expect(text).not.toContain('secret-token');
    expect((res.body.counts as Record<string, number>).wardrobe_items).toBe(1);
  });

  it('holds the widget conversation, the mail sent to the shopper and the failed sign-ins for their email', async () => {
    const res = await tool('account.export', {}, shopper);
    const tables = res.body.tables as Record<string, Record<string, unknown>[]>;
    expect(tables.widget_conversations!).toHaveLength(1);
    expect(tables.widget_messages!.map((m) => m.parts)).toEqual([[{ type: 'text', text: 'mine widget question' }]]);
    expect(tables.email_outbox!.map((m) => m.to)).toEqual([shopper.email.toLowerCase()]);
    expect(tables.email_outbox![0]!.subject).toEqual(expect.any(String));
    // The mail's body carries its one-time link: a secret, like a token.
    expect(Object.keys(tables.email_outbox![0]!)).not.toContain('links');
    expect(Object.keys(tables.email_outbox![0]!)).not.toContain('text');
    const failed = tables.security_events!.filter((e) => e.event_type === 'failed_login');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.user_id).toBeNull();
    expect(tables.security_events!.filter((e) => e.event_type === 'oauth_connected')).toHaveLength(1);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain('theirs widget question');
  });

  it('downloads one archive with a JSON file per table and the photos', async () => {
    const res = await request('/api/account/export', shopper);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="atelier-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(entries)).toEqual(expect.arrayContaining(['README.txt', 'data/users.json', 'data/wardrobe_items.json', 'data/chat_messages.json', `files/${shopperPhoto}`]));
    expect(strFromU8(entries[`files/${shopperPhoto}`]!)).toBe('photo of mine');
    expect(Object.keys(entries).some((name) => name.includes(other.id))).toBe(false);
  });

  it('is for signed-in shoppers only', async () => {
    expect((await app.request('/api/account/export')).status).toBe(401);
    expect((await callTool(t, 'account.export', {})).status).toBe(401);
  });

  it('is not offered to the stylist', async () => {
    const { chatTools } = await import('../ai/tools.js');
    const names = Object.keys(chatTools({ db: t.database.db, userId: shopper.id, now: () => new Date(), log: silentLogger }));
    expect(names).not.toContain('account_export');
    expect(names).not.toContain('account_delete');
  });
});

describe('account.delete and the purge timeline', () => {
  const db = () => t.database.db;
  let requestedAt: Date;

  it('refuses a wrong confirmation and changes nothing', async () => {
    const res = await tool('account.delete', { confirmEmail: 'someone@else.example' }, shopper);
    expect(res.status).toBe(400);
    expect(await db().select().from(accountDeletions)).toEqual([]);
    expect(await sessionUser(shopper)).toBeTruthy();
  });

  it('deactivates at once: signed out everywhere, connections and tokens gone, sign-in refused', async () => {
    const res = await tool('account.delete', { confirmEmail: shopper.email.toUpperCase() }, shopper);
    expect(res.status).toBe(200);
    requestedAt = new Date(res.body.requested_at as string);
    expect(await db().select().from(sessions).where(eq(sessions.userId, shopper.id))).toEqual([]);
    expect(await db().select().from(userSocialConnections).where(eq(userSocialConnections.userId, shopper.id))).toEqual([]);
    expect(await db().select().from(instagramCredentials).where(eq(instagramCredentials.userId, shopper.id))).toEqual([]);
    expect(await db().select().from(personalAccessTokens).where(eq(personalAccessTokens.userId, shopper.id))).toEqual([]);
    expect(await db().select().from(personalAccessTokens).where(eq(personalAccessTokens.userId, other.id))).toHaveLength(1);
    const [account] = await db().select().from(accounts).where(eq(accounts.userId, shopper.id));
    expect(account?.accessToken ?? null).toBeNull();
    expect(await sessionUser(shopper)).toBeFalsy();
    const signIn = await jsonRequest(t, '/api/auth/sign-in/email', { email: shopper.email, password: PASSWORD }, { 'x-forwarded-for': '10.252.0.1' });
    expect(signIn.status).toBe(403);
    expect(((await signIn.json()) as { message: string }).message).toMatch(/being deleted/);
    // The other shopper is untouched.
    expect(await db().select().from(userSocialConnections).where(eq(userSocialConnections.userId, other.id))).toHaveLength(1);
  });

  const purgeAt = (days: number) =>
    purgeDueDeletions({ db: db(), storage, log: silentLogger, now: () => new Date(requestedAt.getTime() + days * 86_400_000) });

  it('keeps personal data for up to 30 days, then purges it with the photos', async () => {
    expect(await purgeAt(29.9)).toEqual({ personalDataPurged: 0, removed: 0, fraudRecordsPurged: 0 });
    expect(await db().select().from(wardrobeItems).where(eq(wardrobeItems.userId, shopper.id))).toHaveLength(1);

    expect(await purgeAt(30)).toEqual({ personalDataPurged: 1, removed: 0, fraudRecordsPurged: 0 });
    expect(await db().select().from(users).where(eq(users.id, shopper.id))).toEqual([]);
    expect(await db().select().from(wardrobeItems).where(eq(wardrobeItems.userId, shopper.id))).toEqual([]);
    expect(await db().select().from(uploads).where(eq(uploads.userId, shopper.id))).toEqual([]);
    expect(await storage.exists('wardrobe', shopperPhoto)).toBe(false);
    expect(await db().select().from(widgetMessages).where(eq(widgetMessages.id, 'mine-widget-message'))).toEqual([]);
    expect(await db().select().from(outbox).where(eq(outbox.to, shopper.email.toLowerCase()))).toEqual([]);
    expect(await db().select().from(outbox).where(eq(outbox.to, other.email.toLowerCase()))).toHaveLength(1);
    // Fraud-prevention records stay, detached and tagged, for now: the failed sign-in by email too.
    const fraud = await db().select().from(securityEvents);
    expect(fraud.filter((e) => (e.details as { deletedUser?: string }).deletedUser === shopper.id).map((e) => e.eventType).sort()).toEqual(['failed_login', 'oauth_connected']);
    // The other shopper keeps everything.
    expect(await db().select().from(wardrobeItems).where(eq(wardrobeItems.userId, other.id))).toHaveLength(1);
    expect(await db().select().from(uploads).where(eq(uploads.userId, other.id))).toHaveLength(1);
  });

  it('runs again safely (after a crash or on the next hour) without doing anything twice', async () => {
    expect(await purgeAt(31)).toEqual({ personalDataPurged: 0, removed: 0, fraudRecordsPurged: 0 });
  });

  it('completes removal at 90 days and drops fraud records at 6 months', async () => {
    // After the first purge the address still gets mail and sign-in attempts; they go by the 90-day mark.
    await db().insert(outbox).values({ to: shopper.email.toLowerCase(), subject: 'Reset your password', text: 'link' });
    await db().insert(securityEvents).values({ eventType: 'failed_login', details: { email: shopper.email.toLowerCase(), errorCode: 'INVALID_EMAIL_OR_PASSWORD' } });
    expect(await purgeAt(90)).toEqual({ personalDataPurged: 0, removed: 1, fraudRecordsPurged: 0 });
    expect(await db().select().from(outbox).where(eq(outbox.to, shopper.email.toLowerCase()))).toEqual([]);
    const tagged = (await db().select().from(securityEvents)).filter((e) => (e.details as { deletedUser?: string }).deletedUser === shopper.id);
    expect(tagged.filter((e) => e.eventType === 'failed_login')).toHaveLength(2);
    const [record] = await db().select().from(accountDeletions).where(eq(accountDeletions.userId, shopper.id));
    expect(record?.email).toBeNull();
    expect(await purgeAt(183)).toEqual({ personalDataPurged: 0, removed: 0, fraudRecordsPurged: 1 });
    const left = await db().select().from(securityEvents);
    expect(left.some((e) => (e.details as { deletedUser?: string }).deletedUser === shopper.id)).toBe(false);
    expect(left.filter((e) => e.userId === other.id)).toHaveLength(1);
    expect(left.filter((e) => (e.details as { email?: string }).email === other.email.toLowerCase())).toHaveLength(1);
  });

  it('leaves nothing that names the shopper after the whole timeline but the bare deletion record', async () => {
    await purgeAt(184);
    expect(await tablesHolding(shopper.email)).toEqual([]);
    expect(await tablesHolding(shopper.id)).toEqual(['account_deletions']);
    // The other shopper still has their mail and sign-in records.
    expect(await tablesHolding(other.email)).toEqual(expect.arrayContaining(['email_outbox', 'security_events', 'users']));
  });
});
