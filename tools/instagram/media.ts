/**
 * The connected account's recent posts as the Instagram analysis reads them. Helper A's connection
 * code stores them on user_social_connections.connection_data.recent_media (from the Graph API's
 * /me/media: id, caption, media_type, media_url, permalink, timestamp); this reads that stored list
 * only — tools never call Instagram — and tolerates entries it does not understand.
 */
import { z } from 'zod';

export const storedMediaSchema = z.looseObject({
  id: z.string().optional(),
  caption: z.string().max(10_000).optional().nullable(),
  media_type: z.string().optional().nullable(),
  media_url: z.string().optional().nullable(),
  permalink: z.string().optional().nullable(),
  timestamp: z.string().optional().nullable(),
});
export type StoredMedia = z.infer<typeof storedMediaSchema>;

/** The stored recent media, newest first as stored; malformed entries are skipped. */
export const storedRecentMedia = (connectionData: Record<string, unknown> | null): StoredMedia[] => {
  const list = connectionData?.['recent_media'];
  if (!Array.isArray(list)) return [];
  const media: StoredMedia[] = [];
  for (const entry of list) {
    const parsed = storedMediaSchema.safeParse(entry);
    if (parsed.success) media.push(parsed.data);
  }
  return media;
};

/** Spec §9: the first 5 recent post images (images and carousels; videos have no still to read). */
export const firstPostImages = (media: readonly StoredMedia[], n: number): StoredMedia[] =>
  media.filter((m) => !m.media_type || m.media_type === 'IMAGE' || m.media_type === 'CAROUSEL_ALBUM').slice(0, n);
