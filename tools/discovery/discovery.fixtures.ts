/**
 * Fixtures for the genome rules, built by code from the named vocabulary: followed accounts and
 * interactions whose vectors come from words, exactly as the catalogue's vectors do.
 */
import { cosineSimilarity, vectorFromText, type StyleVector } from '../recommendations/style-vector.js';
import type { AccuracyBars, FollowedAccount, Interaction, InteractionKind } from './genome.js';

export const WORDS = {
  minimal: 'minimalist black tailored wool',
  boho: 'bohemian green flowing linen',
  street: 'streetwear red oversized denim',
  romantic: 'romantic pink lace silk',
} as const;
export type Look = keyof typeof WORDS;

export const account = (handle: string, look: Look, extra: Partial<FollowedAccount> = {}): FollowedAccount => ({
  id: `acc-${handle}`, handle, displayName: handle, category: 'fashion', vector: vectorFromText(WORDS[look]),
  aestheticStored: true, weight: 1, postCount: 10, fashionPosts: 8, ...extra,
});

let counter = 0;
export const interaction = (kind: InteractionKind, look: Look, extra: Partial<Interaction> = {}): Interaction => ({
  id: `${kind}-${look}-${++counter}`, kind, vector: vectorFromText(`${WORDS[look]} piece`), influencerId: null, brand: null, ...extra,
});

/** n interactions of one kind and look, with ids stable per (kind, look, index). */
export const interactions = (kind: InteractionKind, look: Look, n: number, extra: Partial<Interaction> = {}): Interaction[] =>
  Array.from({ length: n }, (_, i) => ({ ...interaction(kind, look, extra), id: `${kind}-${look}-${i}` }));

/** Reference pools with every look equally present, as a mixed catalogue would be. */
export const mixedReferences = (perLook = 10) => {
  const pool = (Object.keys(WORDS) as Look[]).flatMap((look) =>
    Array.from({ length: perLook }, (_, i) => vectorFromText(`${WORDS[look]} ${['coat', 'dress', 'top', 'skirt', 'bag'][i % 5]}`)));
  return { like: pool, save: pool };
};

const median = (xs: number[]): number | null => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** The accuracy bars from reference vectors, as readAccuracyBars computes them in SQL (percentile_cont(0.5)). */
export const medianBars = (genome: StyleVector, references: { like: readonly StyleVector[]; save: readonly StyleVector[] }): AccuracyBars => ({
  like: median(references.like.map((r) => cosineSimilarity(genome, r))),
  save: median(references.save.map((r) => cosineSimilarity(genome, r))),
});
