/** What the server and the web app share about OAuth grants to MCP clients (no Node imports: the web bundles it). */
import { z } from 'zod';

/** One app the shopper connected through OAuth: the client, what it may do, and when. */
export const connectedAppSchema = z.object({
  client_id: z.string(),
  name: z.string(),
  /** The widest scope granted: read-write lets the app change data, read only reads. */
  scope: z.enum(['read', 'read-write']),
  connected_at: z.string(),
  /** When the app last received a token (on connecting or refreshing); null if never. */
  last_token_at: z.string().nullable(),
});
export type ConnectedApp = z.infer<typeof connectedAppSchema>;
