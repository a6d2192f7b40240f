/**
 * Personal access tokens for the MCP door, managed on /style: list, create (the token is shown
 * once), revoke. Account-level actions, so they stay out of the chat door — and out of MCP, so a
 * token can never mint or revoke tokens.
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { personalAccessTokens, users } from '../../server/db/schema.js';
import { defineTool, ToolError } from '../types.js';
import { accessTokenSummarySchema, MAX_ACTIVE_TOKENS, TOKEN_NAME_MAX_CHARS, TOKEN_SCOPES } from './contracts.js';
import { newToken } from './tokens.js';

type TokenRow = typeof personalAccessTokens.$inferSelect;
const summaryOf = (row: Pick<TokenRow, 'id' | 'name' | 'scope' | 'tokenPrefix' | 'createdAt' | 'lastUsedAt'>) => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  prefix: row.tokenPrefix,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

const summaryColumns = {
  id: personalAccessTokens.id,
  name: personalAccessTokens.name,
  scope: personalAccessTokens.scope,
  tokenPrefix: personalAccessTokens.tokenPrefix,
  createdAt: personalAccessTokens.createdAt,
  lastUsedAt: personalAccessTokens.lastUsedAt,
};

export const tokenNameSchema = z.string().trim()
  .min(1, 'Give the token a name, e.g. the app that will use it.')
  .max(TOKEN_NAME_MAX_CHARS, `Token names are at most ${TOKEN_NAME_MAX_CHARS} characters.`);

export const accessTokensList = defineTool({
  name: 'accessTokens.list',
  description: 'The shopper\'s active personal access tokens for the MCP door, newest first: name, scope, the first characters, when created and last used. Never the token itself.',
  auth: 'user',
  chatDoor: false,
  effect: 'read',
  input: z.strictObject({}),
  output: z.object({ tokens: z.array(accessTokenSummarySchema), max: z.number().int() }),
  async execute(_input, ctx) {
    const rows = await ctx.db.select(summaryColumns).from(personalAccessTokens)
      .where(and(eq(personalAccessTokens.userId, ctx.userId), isNull(personalAccessTokens.revokedAt)))
      .orderBy(desc(personalAccessTokens.createdAt), desc(personalAccessTokens.id));
    return { tokens: rows.map(summaryOf), max: MAX_ACTIVE_TOKENS };
  },
});

export const accessTokensCreate = defineTool({
  name: 'accessTokens.create',
  description: 'Create a personal access token for an MCP client. scope: read (only tools that change nothing) or read-write. The token is in this answer only; Atelier keeps its hash.',
  auth: 'user',
  chatDoor: false,
  effect: 'change',
  input: z.strictObject({ name: tokenNameSchema, scope: z.enum(TOKEN_SCOPES) }),
  output: accessTokenSummarySchema.extend({ token: z.string() }),
  async execute({ name, scope }, ctx) {
    const { token, hash, prefix } = newToken();
    const row = await ctx.db.transaction(async (tx) => {
      // One creation at a time per shopper, so two at once cannot both pass the limit.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, ctx.userId)).for('update');
      const active = and(eq(personalAccessTokens.userId, ctx.userId), isNull(personalAccessTokens.revokedAt));
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(personalAccessTokens).where(active);
      if (n >= MAX_ACTIVE_TOKENS) {
        throw new ToolError('conflict', `You already have ${MAX_ACTIVE_TOKENS} active tokens. Revoke one you no longer use first.`);
      }
      const [same] = await tx.select({ id: personalAccessTokens.id }).from(personalAccessTokens)
        .where(and(active, sql`lower(${personalAccessTokens.name}) = lower(${name})`)).limit(1);
      if (same) throw new ToolError('conflict', `You already have a token named "${name}". Choose another name.`, { issues: [{ path: 'name', message: 'already in use' }] });
      const [inserted] = await tx.insert(personalAccessTokens)
        .values({ userId: ctx.userId, name, scope, tokenHash: hash, tokenPrefix: prefix, createdAt: ctx.now() })
        .returning(summaryColumns);
      return inserted!;
    });
    return { ...summaryOf(row), token };
  },
});

export const accessTokensRevoke = defineTool({
  name: 'accessTokens.revoke',
  description: 'Revoke one of the shopper\'s personal access tokens by id: MCP clients using it are refused from now on.',
  auth: 'user',
  chatDoor: false,
  effect: 'delete',
  input: z.strictObject({ id: z.uuid('The token id must be a UUID.') }),
  output: z.object({ revoked: z.string() }),
  async execute({ id }, ctx) {
    const rows = await ctx.db.update(personalAccessTokens).set({ revokedAt: ctx.now() })
      .where(and(eq(personalAccessTokens.id, id), eq(personalAccessTokens.userId, ctx.userId), isNull(personalAccessTokens.revokedAt)))
      .returning({ id: personalAccessTokens.id });
    if (!rows.length) throw new ToolError('not_found', 'No such token.');
    return { revoked: id };
  },
});

export const accessTokenTools = [accessTokensList, accessTokensCreate, accessTokensRevoke] as const;
