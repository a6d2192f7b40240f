/**
 * The demo shopper: a verified account, so the product can be tried without reading an email.
 * Created through better-auth's own adapter and password hasher, without sending a confirmation
 * email. Idempotent. Its default password is published in the README, so it exists only outside
 * production, or in production with a password of the operator's own (config.demoShopperPassword).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { accounts, sessions, users } from '../db/schema.js';
import type { Auth } from './auth.js';
import { DEMO_SHOPPER } from '../../shared/demo-shopper.js';

export { DEMO_SHOPPER };

/** The demo shopper's id, if there is one. */
export const demoUserId = async (db: Database): Promise<string | undefined> =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SHOPPER.email)).limit(1))[0]?.id;

const credentialOf = async (db: Database, userId: string) =>
  (await db.select({ id: accounts.id, password: accounts.password }).from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential'))).limit(1))[0];

/**
 * Creates the demo shopper with `password`, or makes an existing one use it. Checking an existing
 * password costs one scrypt (~70 ms), so it is done only for a password other than the published
 * default: a development start stays fast, and changing DEMO_SHOPPER_PASSWORD takes effect (signing
 * out every session opened with the old one).
 */
export const ensureDemoShopper = async (auth: Auth, db: Database, password: string = DEMO_SHOPPER.password): Promise<{ id: string; created: boolean }> => {
  const ctx = await auth.$context;
  const existing = await demoUserId(db);
  if (existing) {
    if (password === DEMO_SHOPPER.password) return { id: existing, created: false };
    const credential = await credentialOf(db, existing);
    if (credential?.password && await ctx.password.verify({ hash: credential.password, password })) return { id: existing, created: false };
    const hash = await ctx.password.hash(password);
    if (credential) await db.update(accounts).set({ password: hash, updatedAt: new Date() }).where(eq(accounts.id, credential.id));
    else await ctx.internalAdapter.linkAccount({ userId: existing, providerId: 'credential', accountId: existing, password: hash });
    await db.delete(sessions).where(eq(sessions.userId, existing));
    return { id: existing, created: false };
  }
  const user = await ctx.internalAdapter.createUser({ email: DEMO_SHOPPER.email, name: DEMO_SHOPPER.name, emailVerified: true }, { method: 'email-password' });
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(password),
  });
  return { id: user.id, created: true };
};

/**
 * A deployment started before production stopped creating the demo shopper still has one that
 * signs in with the published password. Its password and sessions are removed (its rows stay, and
 * no one can sign in as it); true when that happened. Costs one scrypt, once.
 */
export const revokePublishedDemoPassword = async (auth: Auth, db: Database): Promise<boolean> => {
  const id = await demoUserId(db);
  const credential = id ? await credentialOf(db, id) : undefined;
  if (!id || !credential?.password) return false;
  const ctx = await auth.$context;
  if (!await ctx.password.verify({ hash: credential.password, password: DEMO_SHOPPER.password })) return false;
  await db.delete(accounts).where(eq(accounts.id, credential.id));
  await db.delete(sessions).where(eq(sessions.userId, id));
  return true;
};
