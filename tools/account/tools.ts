/**
 * The shopper's own data: `account.export` (every row, JSON per table; the archive with uploaded
 * files is GET /api/account/export) and `account.delete` (the /data-deletion timeline: deactivated
 * and signed out at once, connections and tokens removed at once, the rest purged by a scheduled job).
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { accountDeletions, accounts, instagramCredentials, oauthStates, personalAccessTokens, sessions, userSocialConnections, users } from '../../server/db/schema.js';
import { defineTool, ToolError } from '../types.js';
import { personalRows } from './personal-data.js';

export const ACCOUNT_EXPORT_PATH = '/api/account/export';

export const accountExport = defineTool({
  name: 'account.export',
  description: 'Everything Atelier holds about the signed-in shopper, as JSON rows per table (secrets left out). The archive with uploaded photos downloads from /api/account/export.',
  auth: 'user',
  effect: 'read',
  chatDoor: false,
  input: z.strictObject({}),
  output: z.object({
    exported_at: z.string(),
    archive_url: z.string(),
    counts: z.record(z.string(), z.number().int()),
    tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  }),
  async execute(_input, ctx) {
    const tables = await personalRows(ctx.db, ctx.userId);
    return {
      exported_at: ctx.now().toISOString(),
      archive_url: ACCOUNT_EXPORT_PATH,
      counts: Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length])),
      tables: JSON.parse(JSON.stringify(tables)) as Record<string, Record<string, unknown>[]>,
    };
  },
});

/** The /data-deletion page's timeline, in days after the request. */
export const DELETION_TIMELINE_DAYS = { personalData: 30, completeRemoval: 90, fraudRecords: 183 } as const;

export const accountDelete = defineTool({
  name: 'account.delete',
  description: 'Delete the shopper\'s account: signed out everywhere and deactivated at once, social connections and tokens removed at once, personal data and photos purged within 30 days, complete removal within 90. Needs the account\'s email as confirmation.',
  auth: 'user',
  effect: 'delete',
  chatDoor: false,
  input: z.strictObject({ confirmEmail: z.string().trim().min(3).max(320) }),
  output: z.object({ deactivated: z.literal(true), requested_at: z.string(), personal_data_purged_by: z.string(), complete_removal_by: z.string() }),
  async execute({ confirmEmail }, ctx) {
    const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, ctx.userId));
    if (!user) throw new ToolError('not_found', 'No such account.');
    if (user.email.toLowerCase() !== confirmEmail.toLowerCase()) {
      throw new ToolError('invalid_input', 'Type the email address of your account to confirm.', { issues: [{ path: 'confirmEmail', message: 'does not match the account\'s email' }] });
    }
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      await tx.insert(accountDeletions).values({ userId: ctx.userId, email: user.email.toLowerCase(), requestedAt: now }).onConflictDoNothing();
      await tx.delete(userSocialConnections).where(eq(userSocialConnections.userId, ctx.userId));
      await tx.delete(instagramCredentials).where(eq(instagramCredentials.userId, ctx.userId));
      // Provider tokens go now; the password hash goes with the account row (30 days) — sign-in is refused meanwhile.
      await tx.update(accounts).set({ accessToken: null, refreshToken: null, idToken: null }).where(eq(accounts.userId, ctx.userId));
      await tx.delete(sessions).where(eq(sessions.userId, ctx.userId));
      // The MCP door's access tokens and any OAuth sign-in under way end at once too.
      await tx.delete(personalAccessTokens).where(eq(personalAccessTokens.userId, ctx.userId));
      await tx.delete(oauthStates).where(eq(oauthStates.userId, ctx.userId));
    });
    const [row] = await ctx.db.select({ requestedAt: accountDeletions.requestedAt }).from(accountDeletions).where(eq(accountDeletions.userId, ctx.userId));
    const requested = row?.requestedAt ?? now;
    const inDays = (days: number) => new Date(requested.getTime() + days * 86_400_000).toISOString();
    return {
      deactivated: true as const,
      requested_at: requested.toISOString(),
      personal_data_purged_by: inDays(DELETION_TIMELINE_DAYS.personalData),
      complete_removal_by: inDays(DELETION_TIMELINE_DAYS.completeRemoval),
    };
  },
});

export const accountTools = [accountExport, accountDelete] as const;
