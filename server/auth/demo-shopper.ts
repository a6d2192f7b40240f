/**
 * The demo shopper: a verified account that exists on every seeded start, so the product can be
 * tried without reading an email. Created through better-auth's own adapter and password hasher,
 * without sending a confirmation email. Idempotent.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import type { Auth } from './auth.js';

export const DEMO_SHOPPER = {
  email: 'demo@atelier.local',
  password: 'Atelier-Demo-2026',
  name: 'Demo Shopper',
} as const;

export const ensureDemoShopper = async (auth: Auth, db: Database): Promise<{ id: string; created: boolean }> => {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SHOPPER.email)).limit(1);
  if (existing) return { id: existing.id, created: false };
  const ctx = await auth.$context;
  const user = await ctx.internalAdapter.createUser({ email: DEMO_SHOPPER.email, name: DEMO_SHOPPER.name, emailVerified: true }, { method: 'email-password' });
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(DEMO_SHOPPER.password),
  });
  return { id: user.id, created: true };
};
