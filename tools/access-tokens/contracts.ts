/** What the server and the web app share about personal access tokens (no Node imports: the web bundles it). */
import { z } from 'zod';

export const TOKEN_SCOPES = ['read', 'read-write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export const TOKEN_NAME_MAX_CHARS = 60;
/** Active (unrevoked) tokens a shopper may hold at once. */
export const MAX_ACTIVE_TOKENS = 20;

/** As accessTokens.list answers each token. */
export const accessTokenSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(TOKEN_SCOPES),
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type AccessTokenSummary = z.infer<typeof accessTokenSummarySchema>;
