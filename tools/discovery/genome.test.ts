import { withArticle } from '../text/phrase.js';
import { describe, expect, it } from 'vitest';
import { vectorFromText } from '../recommendations/style-vector.js';
import {
  ACCURACY_MIN_HELD_OUT, ACCURACY_MIN_SIGNALS, analysisProgressLabel, confidenceBand, influenceBand,
} from './contracts.js';
import {
  brandAffinity, buildGenome, engagementInsights, engagementScore, genomeVector, holdOut, influencerInspiration,
  measureAccuracy, stylingTechnique, whyPerfectForYou,
} from './genome.js';
import { account, interaction, interactions, medianBars, mixedReferences } from './discovery.fixtures.js';

describe('bands (product rules §9)', () => {
  it('confidence: 0.8 or more High, 0.6 or more Medium, else Low', () => {
    expect([1, 0.8, 0.79, 0.6, 0.59, 0].map(confidenceBand)).toEqual(['High', 'High', 'Medium', 'Medium', 'Low', 'Low']);
  });
  it('influence: 0.7 or more Strong, 0.4 or more Moderate, else Subtle', () => {
    expect([1, 0.7, 0.69, 0.4, 0.39, 0].map(influenceBand)).toEqual(['Strong', 'Strong', 'Moderate', 'Moderate', 'Subtle', 'Subtle']);
  });
  it('analysis card labels by progress (product rules §4)', () => {
    expect([10, 29, 30, 59, 60, 89, 90, 100].map(analysisProgressLabel)).toEqual([
      'Connecting to Instagram...', 'Connecting to Instagram...', 'Fetching your following data...', 'Fetching your following data...',
      'Analyzing fashion influences...', 'Analyzing fashion influences...', 'Generating your style DNA...', 'Generating your style DNA...',
    ]);
  });
});

describe('style genome', () => {
  it('is null with no signal at all, and ignores words that name nothing', () => {
    expect(buildGenome([], [])).toBeNull();
    expect(buildGenome([], [{ ...interaction('like', 'minimal'), vector: vectorFromText('hello there') }])).toBeNull();
  });

  it('reads the aesthetic DNA, colour pull and brands from follows, likes and saves', () => {
    const genome = buildGenome(
      [account('noir', 'minimal'), account('noir2', 'minimal')],
      [...interactions('like', 'minimal', 3), ...interactions('save', 'minimal', 2, { brand: 'Row' }), interaction('save', 'boho', { brand: 'Meadow' })],
    )!;
    expect(Object.keys(genome.aesthetic_dna)[0]).toBe('minimalist');
    expect(genome.aesthetic_dna.minimalist).toBe(1);
    expect(genome.aesthetic_dna.bohemian).toBeLessThan(0.5);
    expect(Object.keys(genome.color_gravitational_pull)[0]).toBe('black');
    expect(Object.keys(genome.color_gravitational_pull).length).toBeLessThanOrEqual(4);
    expect(Object.keys(genome.aesthetic_dna).length).toBeLessThanOrEqual(6);
    expect(genome.brand_affinity_map).toEqual({ Row: 1, Meadow: 0.5 });
    expect(genome.confidence_score).toBeGreaterThan(0);
    expect(genome.confidence_score).toBeLessThanOrEqual(1);
  });

  it('is more confident for consistent behaviour than for scattered behaviour of the same size', () => {
    const consistent = buildGenome(['a', 'b', 'c', 'd'].map((h) => account(h, 'minimal')), interactions('like', 'minimal', 8))!;
    const scattered = buildGenome(
      [account('a', 'minimal'), account('b', 'boho'), account('c', 'street'), account('d', 'romantic')],
      [...interactions('like', 'minimal', 2), ...interactions('like', 'boho', 2), ...interactions('like', 'street', 2), ...interactions('like', 'romantic', 2)],
    )!;
    expect(consistent.confidence_score).toBeGreaterThan(scattered.confidence_score);
  });

  it('brand affinity counts feedback that names the brand twice and followed accounts\' brands a quarter', () => {
    expect(brandAffinity(
      [interaction('feedback', 'minimal', { brand: 'A', brandReason: true }), interaction('save', 'minimal', { brand: 'B' })],
      [{ brand: 'C' }],
    )).toEqual({ A: 1, B: 0.5, C: 0.13 });
  });
});

describe('prediction accuracy hold-out', () => {
  const userId = 'user-1';
  const bars = (genome: ReturnType<typeof genomeVector>) => medianBars(genome!, mixedReferences());

  it('holds nothing out below the minimum number of likes and saves', () => {
    expect(holdOut(userId, interactions('like', 'minimal', ACCURACY_MIN_SIGNALS - 1))).toBeNull();
    // Feedback is not a like or save and does not count towards the minimum.
    expect(holdOut(userId, [...interactions('like', 'minimal', ACCURACY_MIN_SIGNALS - 1), ...interactions('feedback', 'minimal', 5)])).toBeNull();
  });

  it('holds out a deterministic share, at least the minimum, and keeps everything else', () => {
    const all = [...interactions('like', 'minimal', 10), ...interactions('save', 'minimal', 10), ...interactions('feedback', 'boho', 3)];
    const first = holdOut(userId, all)!;
    const second = holdOut(userId, [...all].reverse())!;
    expect(first.held.length).toBeGreaterThanOrEqual(ACCURACY_MIN_HELD_OUT);
    expect(first.held.length).toBeLessThan(all.length / 2);
    expect(new Set(first.held.map((i) => i.id))).toEqual(new Set(second.held.map((i) => i.id)));
    expect(first.held.length + first.kept.length).toBe(all.length);
    for (const h of first.held) expect(first.kept).not.toContain(h);
    expect(first.held.every((i) => i.kind !== 'feedback')).toBe(true);
    // Another shopper's rows are held out differently.
    expect(new Set(holdOut('user-2', all)!.held.map((i) => i.id))).not.toEqual(new Set(first.held.map((i) => i.id)));
  });

  it('a consistent shopper\'s held-out likes and saves land in the genome\'s top half', () => {
    const all = [...interactions('like', 'minimal', 6), ...interactions('save', 'minimal', 6)];
    const split = holdOut(userId, all)!;
    const accuracy = measureAccuracy(genomeVector([account('noir', 'minimal')], split.kept), split.held, bars(genomeVector([account('noir', 'minimal')], split.kept)))!;
    expect(accuracy.held_out).toBe(split.held.length);
    expect(accuracy.hits).toBe(split.held.length);
    expect(accuracy.score).toBe(1);
  });

  it('held-out items unlike the rest of the behaviour are misses, and the score says so', () => {
    const held = interactions('save', 'street', 3);
    const minimal = genomeVector([account('noir', 'minimal')], interactions('like', 'minimal', 8));
    const accuracy = measureAccuracy(minimal, held, bars(minimal))!;
    expect(accuracy).toEqual({ hits: 0, held_out: 3, score: 0 });
    const mixed = measureAccuracy(minimal, [...interactions('save', 'minimal', 1), ...interactions('save', 'street', 1)], bars(minimal))!;
    expect(mixed).toEqual({ hits: 1, held_out: 2, score: 0.5 });
  });

  it('has no number without a genome or references', () => {
    expect(measureAccuracy(null, interactions('like', 'minimal', 2), { like: 0.5, save: 0.5 })).toBeNull();
    const v = vectorFromText('minimalist');
    expect(measureAccuracy(v, interactions('like', 'minimal', 2), medianBars(v, { like: [], save: [] }))).toBeNull();
  });
});

describe('engagement insights', () => {
  it('ranks by the shopper\'s own interactions, with influence bands from the genome', () => {
    const noir = account('noir', 'minimal');
    const meadow = account('meadow', 'boho', { postCount: 4, fashionPosts: 1 });
    const quiet = account('quiet', 'minimal');
    const all = [
      ...interactions('like', 'minimal', 3, { influencerId: noir.id }), interaction('save', 'minimal', { influencerId: noir.id }),
      interaction('like', 'boho', { influencerId: meadow.id }),
    ];
    const insights = engagementInsights([meadow, quiet, noir], all, genomeVector([noir, quiet, meadow], all));
    expect(insights.map((i) => i.handle)).toEqual(['noir', 'meadow', 'quiet']);
    expect(insights[0]).toMatchObject({ interaction_types: ['likes', 'saves'], interactions: { likes: 3, saves: 1, feedback: 0 }, style_influence: 'Strong' });
    expect(insights[0]!.engagement_score).toBe(engagementScore(1, 3, 1, 0));
    expect(insights[1]).toMatchObject({ interaction_types: ['likes'], fashion_relevance: 0.25 });
    expect(insights[1]!.style_influence_score).toBeLessThan(insights[0]!.style_influence_score);
    expect(insights[2]!.interaction_types).toEqual([]);
  });

  it('keeps the top 10', () => {
    const accounts = Array.from({ length: 14 }, (_, i) => account(`a${String(i).padStart(2, '0')}`, 'minimal'));
    expect(engagementInsights(accounts, [], genomeVector(accounts, []))).toHaveLength(10);
  });

  it('engagement score grows with interactions and stays below 1', () => {
    expect(engagementScore(1, 0, 0, 0)).toBe(0.18);
    expect(engagementScore(1, 2, 0, 0)).toBeGreaterThan(engagementScore(1, 1, 0, 0));
    expect(engagementScore(1, 100, 100, 100)).toBeLessThanOrEqual(1);
  });
});

describe('recommendation texts', () => {
  const noir = account('noir', 'minimal');
  const genome = buildGenome([noir], [...interactions('save', 'minimal', 3, { brand: 'Row' }), ...interactions('like', 'boho', 1)])!;
  const piece = { category: 'Outerwear', brand: 'Row', vector: vectorFromText('minimalist black tailored wool coat', { category: 'Outerwear' }) };

  it('why: the shared dimensions, the aesthetic\'s weight, the colour pull and the brand', () => {
    const why = whyPerfectForYou(genome, piece);
    expect(why).toMatch(/^It shares your genome's minimalist, black, tailored/);
    expect(why).toContain('minimalist carries 100% weight in your aesthetic DNA');
    expect(why).toContain('black is one of your strongest colour pulls');
    expect(why).toContain('you already gravitate to Row');
    expect(whyPerfectForYou(genome, { ...piece, brand: 'Other' })).not.toContain('gravitate');
  });

  it('styling technique: the partner piece in the next colour of the pull, in the genome\'s silhouette', () => {
    const next = Object.keys(genome.color_gravitational_pull).find((c) => c !== 'black')!;
    const text = stylingTechnique(genome, piece);
    expect(text).toBe(`Pair it with ${withArticle(`${next} dress`)} or ${next} trousers and keep the line tailored, the silhouette your genome favours.`);
    // The article goes before the colour: never "Pair it with blue a dress".
    expect(text).not.toMatch(/with \w+ an? dress/);
    expect(stylingTechnique(genome, { ...piece, category: 'Tops' })).toContain(`${next} trousers or ${withArticle(`${next} skirt`)}`);
    expect(stylingTechnique(genome, { ...piece, category: 'Jewelry' })).toContain('Pair it with a plain neckline');
  });

  it('influencer inspiration: the followed account selling it, else the nearest followed account, else none', () => {
    const meadow = account('meadow', 'boho');
    expect(influencerInspiration([noir, meadow], { vector: piece.vector, influencerId: meadow.id })).toBe('@meadow');
    expect(influencerInspiration([noir, meadow], { vector: piece.vector, influencerId: null })).toBe('@noir');
    expect(influencerInspiration([], { vector: piece.vector, influencerId: null })).toBeNull();
  });
});
