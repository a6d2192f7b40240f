/**
 * Simulated shoppers on the demo catalogue, to measure what a match percent means.
 *
 * Each shopper has a hidden true taste (one to three of the demo influencers' styles, sometimes with
 * one personal favourite piece mixed in). Shown a piece, they like or save it with a probability
 * that rises steeply with how close it is to that hidden taste, relative to the rest of the
 * catalogue (the top tenth or so are mostly kept, the rest rarely): about one piece in eight
 * overall. At onboarding they follow most of the accounts behind their taste plus up to two others,
 * as people do. Then they browse the catalogue in a random order.
 *
 * Atelier only sees the follows and the saves, so at several points in each shopper's history (after
 * 0, 1, 2, 3, 5, 8, 12 and 20 saves) the taste is rebuilt the way taste.ts does it (follows weigh 1,
 * saves 2, blended) and every piece the shopper is shown *afterwards*, up to HELD_OUT_SHOWN of them,
 * becomes one observation: the app's closeness rank for it on that taste, and whether the shopper
 * went on to like or save it. Those later interactions were never part of the taste: they are held out.
 *
 * Pure and seeded: the same seed gives the same observations on every machine.
 */
import { DEMO_COUNTS, generateCatalogue } from '../../server/demo/catalogue.js';
import { createRandom, DEMO_SEED } from '../../server/demo/prng.js';
import { matchPercent, matchScaleFor } from '../../tools/recommendations/match-scale.js';
import { blendVectors, cosineSimilarity, type StyleVector } from '../../tools/recommendations/style-vector.js';
import { learningConfidenceOf, TASTE_WEIGHTS } from '../../tools/recommendations/taste.js';

/** The numbers of saves after which the taste is rebuilt and the following pieces observed. */
export const SNAPSHOT_SAVES = [0, 1, 2, 3, 5, 8, 12, 20] as const;
/** Pieces observed after each snapshot. */
export const HELD_OUT_SHOWN = 60;

export interface Observation {
  shopper: number;
  follows: number;
  saves: number;
  /** learning_confidence at the snapshot (taste.ts's rule). */
  confidence: number;
  /** The app's closeness rank of the piece on the shopper's taste, 0-100 (match-scale.ts). */
  closeness: number;
  /** Raw cosine between the taste and the piece. */
  cosine: number;
  /** The shopper liked or saved it when shown it later. */
  kept: boolean;
}

export interface SimulationOptions { shoppers: number; seed: number }

const keepProbability = (trueRank: number) => 0.95 / (1 + Math.exp(-(trueRank - 0.88) / 0.035));

const demoCatalogue = () => generateCatalogue({
  seed: DEMO_SEED, now: new Date('2026-01-01T00:00:00Z'),
  products: DEMO_COUNTS.products, influencers: DEMO_COUNTS.influencers, posts: DEMO_COUNTS.posts,
});

/** The pieces' and accounts' style vectors of the demo catalogue (what `npm start` seeds). */
export const demoVectors = (): { products: StyleVector[]; accounts: StyleVector[] } => {
  const catalogue = demoCatalogue();
  return {
    products: catalogue.products.map((p) => p.styleVector as StyleVector),
    accounts: catalogue.influencers.map((a) => a.styleVector as StyleVector),
  };
};

/** Fractional rank (0 = farthest, 1 = closest) of each value among all of them. */
const ranks = (values: readonly number[]): number[] => {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  order.forEach(([, i], r) => { out[i] = r / (values.length - 1); });
  return out;
};

export const simulate = (options: SimulationOptions, vectors = demoVectors()): Observation[] => {
  const { products, accounts } = vectors;
  const observations: Observation[] = [];
  for (let s = 0; s < options.shoppers; s++) {
    const rng = createRandom(options.seed).fork(`shopper-${s}`);
    const inspirations = rng.sample(accounts.map((_, i) => i), rng.int(1, 3));
    const hidden = inspirations.map((i) => ({ vector: accounts[i]!, weight: rng.float(0.5, 1.5) }));
    if (rng.chance(0.5)) hidden.push({ vector: rng.pick(products), weight: 0.5 });
    const truth = blendVectors(hidden);
    const trueRank = ranks(products.map((p) => cosineSimilarity(truth, p)));

    const follows = inspirations.filter(() => rng.chance(0.8));
    const others = rng.sample(accounts.map((_, i) => i).filter((i) => !inspirations.includes(i)), rng.int(0, 2));
    const followParts = [...follows, ...others].map((i) => ({ vector: accounts[i]!, weight: TASTE_WEIGHTS.follow }));

    const order = rng.sample(products.map((_, i) => i), products.length);
    const kept = order.map((i) => rng.chance(keepProbability(trueRank[i]!)));
    const saved: number[] = [];
    let at = 0;
    for (const target of SNAPSHOT_SAVES) {
      while (saved.length < target && at < order.length) {
        if (kept[at]) saved.push(order[at]!);
        at++;
      }
      if (saved.length < target) break;
      const parts = [...followParts, ...saved.map((i) => ({ vector: products[i]!, weight: TASTE_WEIGHTS.save }))];
      if (!parts.length) continue;
      const taste = blendVectors(parts);
      const scale = matchScaleFor(taste, products);
      const confidence = learningConfidenceOf({ follows: followParts.length, likes: 0, saves: saved.length, feedback: 0, uploads: 0 });
      for (let j = at; j < Math.min(order.length, at + HELD_OUT_SHOWN); j++) {
        const cosine = cosineSimilarity(taste, products[order[j]!]!);
        observations.push({
          shopper: s, follows: followParts.length, saves: saved.length, confidence,
          closeness: matchPercent(scale, cosine)!, cosine, kept: kept[j]!,
        });
      }
    }
  }
  return observations;
};
