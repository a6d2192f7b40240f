import { sql } from 'drizzle-orm';
import { userInfluencerPreferences } from '../../server/db/schema.js';

/**
 * A followed influencer's stored name as an account handle: without the at-sign, lower-cased. Every
 * join from a preference to its influencer account compares through this one expression.
 */
export const followedHandle = sql<string>`lower(ltrim(${userInfluencerPreferences.influencerName}, '@'))`;
