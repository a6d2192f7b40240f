/**
 * Apps the shopper connected to the MCP door through OAuth (the consent on /consent), listed and
 * revoked on the account page beside personal tokens. A grant is the consent row plus the tokens
 * issued under it; revoking deletes the consent and marks every token of that client for this
 * shopper revoked, so the app is refused at its next call and must ask again. Account-level actions:
 * kept out of the chat door and out of MCP.
 */
import { and, desc, eq, inArray, isNull, max } from 'drizzle-orm';
import { z } from 'zod';
import { oauthAccessTokens, oauthClients, oauthConsents, oauthRefreshTokens } from '../../server/db/schema.js';
import { defineTool, ToolError } from '../types.js';
import { connectedAppSchema } from './contracts.js';

const widestScope = (scopes: readonly string[] | null) =>
  scopes?.includes('read-write') ? 'read-write' as const : 'read' as const;

export const connectedAppsList = defineTool({
  name: 'connectedApps.list',
  description: 'Apps the shopper connected to Atelier\'s MCP server through OAuth, newest first: the app\'s name, the scope granted (read or read-write), when connected and when it last received a token.',
  auth: 'user',
  chatDoor: false,
  effect: 'read',
  input: z.strictObject({}),
  output: z.object({ apps: z.array(connectedAppSchema) }),
  async execute(_input, ctx) {
    const grants = await ctx.db.select({
      clientId: oauthConsents.clientId, scopes: oauthConsents.scopes, createdAt: oauthConsents.createdAt,
      updatedAt: oauthConsents.updatedAt, name: oauthClients.name,
    }).from(oauthConsents)
      .innerJoin(oauthClients, eq(oauthClients.clientId, oauthConsents.clientId))
      .where(eq(oauthConsents.userId, ctx.userId))
      .orderBy(desc(oauthConsents.createdAt));
    if (!grants.length) return { apps: [] };
    const lastTokens = await ctx.db.select({ clientId: oauthAccessTokens.clientId, at: max(oauthAccessTokens.createdAt) })
      .from(oauthAccessTokens)
      .where(and(eq(oauthAccessTokens.userId, ctx.userId), inArray(oauthAccessTokens.clientId, grants.map((g) => g.clientId))))
      .groupBy(oauthAccessTokens.clientId);
    const lastBy = new Map(lastTokens.map((row) => [row.clientId, row.at]));
    return {
      apps: grants.map((grant) => ({
        client_id: grant.clientId,
        name: grant.name?.trim() || 'Unnamed app',
        scope: widestScope(grant.scopes),
        connected_at: (grant.createdAt ?? grant.updatedAt ?? new Date(0)).toISOString(),
        last_token_at: lastBy.get(grant.clientId)?.toISOString() ?? null,
      })),
    };
  },
});

export const connectedAppsRevoke = defineTool({
  name: 'connectedApps.revoke',
  description: 'Disconnect an app from the shopper\'s account by its client id: its consent is removed and its tokens stop working at once.',
  auth: 'user',
  chatDoor: false,
  effect: 'delete',
  input: z.strictObject({ client_id: z.string().trim().min(1, 'Name the app by its client id.').max(200) }),
  output: z.object({ revoked: z.string() }),
  async execute({ client_id: clientId }, ctx) {
    const at = ctx.now();
    const removed = await ctx.db.transaction(async (tx) => {
      const consents = await tx.delete(oauthConsents)
        .where(and(eq(oauthConsents.clientId, clientId), eq(oauthConsents.userId, ctx.userId)))
        .returning({ id: oauthConsents.id });
      if (!consents.length) return false;
      await tx.update(oauthAccessTokens).set({ revoked: at })
        .where(and(eq(oauthAccessTokens.clientId, clientId), eq(oauthAccessTokens.userId, ctx.userId), isNull(oauthAccessTokens.revoked)));
      await tx.update(oauthRefreshTokens).set({ revoked: at })
        .where(and(eq(oauthRefreshTokens.clientId, clientId), eq(oauthRefreshTokens.userId, ctx.userId), isNull(oauthRefreshTokens.revoked)));
      return true;
    });
    if (!removed) throw new ToolError('not_found', 'No app with that id is connected to your account.');
    return { revoked: clientId };
  },
});

export const connectedAppTools = [connectedAppsList, connectedAppsRevoke] as const;
