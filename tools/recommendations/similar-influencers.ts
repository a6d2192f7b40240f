/**
 * `recommendations.similarInfluencers`: product rules §7's find_similar_influencers_by_handle (threshold 0.6,
 * max 6) through the tool door, with each account's details and the reason it is similar.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { influencerAccounts } from '../../server/db/schema.js';
import { isValidHandle, normaliseHandle } from '../sources/handles.js';
import { ToolError, defineTool } from '../types.js';
import { explainMatch, parsePgVector } from './style-vector.js';

/** Product rules §9: similar influencers, threshold 0.6, max 6. */
export const SIMILAR_INFLUENCERS_THRESHOLD = 0.6;
export const SIMILAR_INFLUENCERS_MAX = 6;

export const similarInfluencerSchema = z.object({
  handle: z.string(),
  similarity_score: z.number(),
  display_name: z.string(),
  profile_image_url: z.string().nullable(),
  category: z.string(),
  /** The style words the two accounts share most, e.g. "minimalist, black, tailored". */
  match_reason: z.string(),
});
export type SimilarInfluencer = z.infer<typeof similarInfluencerSchema>;

export const similarInfluencers = defineTool({
  name: 'recommendations.similarInfluencers',
  description:
    'Influencers whose style is closest to the given Instagram handle (cosine similarity of style vectors), ' +
    'best first, with the style words they share. Defaults: similarity at least 0.6, at most 6 results.',
  auth: 'public',
  effect: 'read',
  input: z.strictObject({
    handle: z.string().trim().min(1).max(200)
      .transform(normaliseHandle)
      .refine(isValidHandle, { message: 'A handle has 2 to 30 letters, digits, dots or underscores' }),
    similarityThreshold: z.number().min(0).max(1).default(SIMILAR_INFLUENCERS_THRESHOLD),
    maxResults: z.number().int().min(1).max(50).default(SIMILAR_INFLUENCERS_MAX),
  }),
  output: z.object({ handle: z.string(), influencers: z.array(similarInfluencerSchema) }),
  async execute({ handle, similarityThreshold, maxResults }, { db }) {
    const [target] = await db.select({ styleVector: influencerAccounts.styleVector })
      .from(influencerAccounts).where(eq(influencerAccounts.handle, handle)).limit(1);
    if (!target) throw new ToolError('not_found', `Atelier has no influencer @${handle} yet.`);
    const matches = await db
      .select({ handle: sql<string>`s.handle`, similarityScore: sql<number>`s.similarity_score` })
      .from(sql`find_similar_influencers_by_handle(${handle}, ${similarityThreshold}::double precision, ${maxResults}::integer) as s`);
    if (matches.length === 0 || !target.styleVector) return { handle, influencers: [] };
    const accounts = await db.select().from(influencerAccounts)
      .where(inArray(influencerAccounts.handle, matches.map((m) => m.handle)));
    const byHandle = new Map(accounts.map((a) => [a.handle, a]));
    const targetVector = parsePgVector(target.styleVector);
    return {
      handle,
      influencers: matches.flatMap((m) => {
        const account = byHandle.get(m.handle);
        if (!account) return [];
        return [{
          handle: m.handle,
          similarity_score: Math.round(Number(m.similarityScore) * 1000) / 1000,
          display_name: account.displayName,
          profile_image_url: account.profileImageUrl,
          category: account.category,
          match_reason: account.styleVector ? explainMatch(targetVector, parsePgVector(account.styleVector)) : '',
        }];
      }),
    };
  },
});

export const similarInfluencerTools = [similarInfluencers];
