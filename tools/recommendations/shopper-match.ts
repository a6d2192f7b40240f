/**
 * The match a tool reports for a piece, to one shopper: the cosine between the shopper's stored
 * taste (user_style_profiles) and the piece's style vector, through the one calibrated scale
 * (match.ts) and gated by the shopper's stored style confidence. Feed, Smart Analysis, outfits,
 * look completion and the chat's tools all ask this, so one piece reads the same everywhere,
 * whatever the tool ranked by.
 */
import { eq } from 'drizzle-orm';
import { userStyleProfiles } from '../../server/db/schema.js';
import type { Database } from '../types.js';
import { cachedMatchScale } from './match-reference.js';
import { matchOf, type Match, type MatchLabelKind } from './match.js';
import { cosineSimilarity, parsePgVector, type StyleVector } from './style-vector.js';

export type Matcher = (piece: StyleVector | null | undefined, otherwise?: MatchLabelKind) => Match;

/** The stored taste and style confidence a matcher scores with (a user_style_profiles row, or none). */
export interface MatcherProfile { styleVector: StyleVector | string | null; learningConfidence: number | null }

/**
 * The matcher for a profile already read (a tool that reads the shopper's profile for its own
 * ranking passes it here rather than reading it twice); the reference scale is cached per taste.
 */
export const matcherFor = async (db: Database, profile: MatcherProfile | null | undefined): Promise<Matcher> =>
  matcherOver(db, profile?.styleVector ? parsePgVector(profile.styleVector) : null, profile);

const matcherOver = async (db: Database, taste: StyleVector | null, profile: MatcherProfile | null | undefined): Promise<Matcher> => {
  const scale = await cachedMatchScale(db, taste);
  const confidence = profile?.learningConfidence ?? 0;
  return (piece, otherwise = 'new') => matchOf({
    similarity: taste && piece ? Math.max(0, Math.min(1, cosineSimilarity(taste, piece))) : null,
    scale, confidence, otherwise,
  });
};

/** One read of the shopper's profile; the returned function scores any number of pieces. */
export const shopperMatcher = async (db: Database, userId: string | null | undefined): Promise<Matcher> =>
  (await shopperMatch(db, userId)).match;

/** The shopper's stored taste (null for a guest or before any signal) and the matcher over it. */
export interface ShopperMatch {
  taste: StyleVector | null;
  match: Matcher;
}

/** One read of the shopper's profile: its taste, and the matcher over it. */
export const shopperMatch = async (db: Database, userId: string | null | undefined): Promise<ShopperMatch> => {
  const [row] = userId
    ? await db.select({ styleVector: userStyleProfiles.styleVector, learningConfidence: userStyleProfiles.learningConfidence })
      .from(userStyleProfiles).where(eq(userStyleProfiles.userId, userId)).limit(1)
    : [];
  const taste = row?.styleVector ? parsePgVector(row.styleVector) : null;
  return { taste, match: await matcherOver(db, taste, row) };
};
