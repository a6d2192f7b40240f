/** What the server and the web app share about personal access tokens (no Node imports: the web bundles it). */
export const TOKEN_SCOPES = ['read', 'read-write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export const TOKEN_NAME_MAX_CHARS = 60;
/** Active (unrevoked) tokens a shopper may hold at once. */
export const MAX_ACTIVE_TOKENS = 20;

/** As accessTokens.list answers each token. */
export interface AccessTokenSummary {
  id: string;
  name: string;
  scope: TokenScope;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
}
