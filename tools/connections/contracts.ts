/** What the connection tools answer, shared with the web app (types only cross that line). */
import { z } from 'zod';

export const connectionSchema = z.strictObject({
  platform: z.literal('instagram'),
  handle: z.string().nullable(),
  via: z.enum(['instagram_oauth', 'facebook_oauth', 'pasted']),
  status: z.enum(['connected', 'expired']),
  connected_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
  media_count: z.number().int().min(0),
  /** When the recent posts were last read from Meta. */
  synced_at: z.iso.datetime().nullable(),
});

export const connectionsListOutputSchema = z.strictObject({
  connections: z.array(connectionSchema),
  /** Whether connecting can work here: a Meta app is configured (real or the development simulator). */
  meta: z.enum(['configured', 'simulated', 'missing']),
  redirect_uris: z.strictObject({ instagram: z.array(z.string()), facebook: z.array(z.string()) }),
});
export type ConnectionsList = z.output<typeof connectionsListOutputSchema>;
export type Connection = ConnectionsList['connections'][number];
