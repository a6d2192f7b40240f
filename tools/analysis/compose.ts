/**
 * From measurements to the style analysis of product rules §3: the palette measured from the pixels, the
 * words of the item's text, and the nearest influencers, combined into one style vector over the
 * shared vocabulary. Pure: the database work is in analyze.ts.
 *
 * Honesty rules: colour is the only thing a photo tells us without a vision model, so a colour-only
 * analysis stays in the "Low" band (< 0.6) and names no silhouette; its aesthetic is borrowed from
 * the influencers whose palettes match, and says so through that low confidence.
 */
import { DIMENSIONS, dimensionIndex, type DimensionGroup } from '../recommendations/vocabulary.js';
import { blendVectors, normalise, vectorFromText, zeroVector, type StyleVector } from '../recommendations/style-vector.js';
import { EARTH_COLOURS, NEUTRAL_COLOURS, VECTOR_COLOURS, type ColourName } from './colour-names.js';
import type { ColourSwatch, StyleAnalysis } from './contracts.js';
import { chroma, fromHex, hue, oklabToRgb, rgbToOklab, toHex } from './oklab.js';

/** What the pixels of one photo said (kept on the uploads row, so analysis never re-reads the file). */
export interface PhotoMeasurement {
  palette: ColourSwatch[];
  /** The removed background colour, or null when none could be told apart. */
  background: string | null;
}

export interface InfluencerMatch {
  handle: string;
  name: string;
  similarity: number;
  vector: StyleVector;
}

export const UNCLASSIFIED = 'Unclassified';
/** Text counts fully; colour alone is a weaker signal of style than words. */
const COLOUR_WEIGHT = 0.7;
const MAX_ELEMENTS = 6;
const MAX_SWATCHES = 6;

export const titleCase = (word: string): string => word.replace(/(^|[\s-])([a-z])/g, (_, p: string, c: string) => p + c.toUpperCase());

/** Several photos' palettes as one: shares averaged per photo, one swatch per colour word. */
export const mergePalettes = (palettes: readonly ColourSwatch[][]): ColourSwatch[] => {
  const used = palettes.filter((p) => p.length > 0);
  if (used.length === 0) return [];
  const byName = new Map<string, { share: number; lab: [number, number, number] }>();
  for (const palette of used) {
    for (const swatch of palette) {
      const share = swatch.share / used.length;
      const lab = rgbToOklab(fromHex(swatch.hex));
      const entry = byName.get(swatch.name) ?? { share: 0, lab: [0, 0, 0] };
      for (let k = 0; k < 3; k++) entry.lab[k] = (entry.lab[k]! * entry.share + lab[k]! * share) / (entry.share + share || 1);
      entry.share += share;
      byName.set(swatch.name, entry);
    }
  }
  return [...byName]
    .map(([name, { share, lab }]) => ({ name, hex: hexOfLab(lab), share: Math.round(share * 1000) / 1000 }))
    .sort((a, b) => b.share - a.share || a.name.localeCompare(b.name))
    .slice(0, MAX_SWATCHES);
};

const hexOfLab = (lab: [number, number, number]): string => toHex(oklabToRgb(lab));

/** The colour dimensions of a palette, weighted by share. */
export const colourVector = (palette: readonly ColourSwatch[]): StyleVector => {
  const v = zeroVector();
  for (const swatch of palette) {
    const weights = VECTOR_COLOURS[swatch.name as ColourName] ?? {};
    for (const [word, weight] of Object.entries(weights)) v[dimensionIndex('colour', word)]! += swatch.share * weight;
  }
  return normalise(v);
};

/** Style elements a palette shows by itself, measured from lightness, chroma and hue. */
export const paletteElements = (palette: readonly ColourSwatch[]): string[] => {
  if (palette.length === 0) return [];
  const swatches = palette.map((s) => ({ ...s, lab: rgbToOklab(fromHex(s.hex)) }));
  const shareOf = (test: (s: (typeof swatches)[number]) => boolean) => swatches.filter(test).reduce((sum, s) => sum + s.share, 0);
  const elements: string[] = [];
  if (shareOf((s) => NEUTRAL_COLOURS.has(s.name as ColourName)) >= 0.7) elements.push('neutral palette');
  if (shareOf((s) => EARTH_COLOURS.has(s.name as ColourName)) >= 0.5) elements.push('earth tones');
  if (swatches[0]!.share >= 0.8) elements.push('monochrome');
  const bold = shareOf((s) => chroma(s.lab) >= 0.12);
  if (bold >= 0.25) elements.push('bold colour');
  // Pastels are light tints of a hue; a light neutral (beige, cream) is not one.
  if (shareOf((s) => !NEUTRAL_COLOURS.has(s.name as ColourName) && s.lab[0] >= 0.8 && chroma(s.lab) >= 0.04 && chroma(s.lab) < 0.12) >= 0.3) {
    elements.push('pastel');
  }
  const strong = swatches.filter((s) => s.share >= 0.15);
  if (strong.some((a) => strong.some((b) => a.lab[0] - b.lab[0] >= 0.5))) elements.push('high contrast');
  const chromatic = swatches.filter((s) => chroma(s.lab) >= 0.05);
  const warm = chromatic.filter((s) => hue(s.lab) < 110 || hue(s.lab) >= 330).reduce((sum, s) => sum + s.share, 0);
  const cool = chromatic.filter((s) => hue(s.lab) >= 150 && hue(s.lab) < 330).reduce((sum, s) => sum + s.share, 0);
  if (warm >= 0.3 && warm > cool) elements.push('warm tones');
  if (cool >= 0.3 && cool > warm) elements.push('cool tones');
  return elements;
};

interface TextReading {
  vector: StyleVector | null;
  words: Partial<Record<DimensionGroup, string[]>>;
}

/** The vocabulary words a text names, strongest first; null vector when it names nothing. */
export const readText = (text: string | undefined): TextReading => {
  if (!text?.trim()) return { vector: null, words: {} };
  const vector = vectorFromText(text);
  if (vector.every((x) => Math.abs(x - vector[0]!) < 1e-12)) return { vector: null, words: {} };
  const words: Partial<Record<DimensionGroup, string[]>> = {};
  DIMENSIONS
    .map((d) => ({ d, weight: vector[d.index]! }))
    .filter((x) => x.weight > 1e-9)
    .sort((a, b) => b.weight - a.weight || a.d.index - b.d.index)
    .forEach(({ d }) => (words[d.group] ??= []).push(d.word));
  return { vector, words };
};

/** The strongest aesthetic of the matched influencers, weighted by how well each matched. */
const borrowedAesthetic = (influencers: readonly InfluencerMatch[]): string | null => {
  const sums = new Map<string, number>();
  for (const i of influencers) {
    for (const d of DIMENSIONS) {
      if (d.group === 'aesthetic' && i.vector[d.index]! > 0) sums.set(d.word, (sums.get(d.word) ?? 0) + i.vector[d.index]! * Math.max(0, i.similarity));
    }
  }
  const [best] = [...sums].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return best && best[1] > 0 ? best[0] : null;
};

/**
 * Confidence, 0-1. Colour alone earns at most 0.5 (measured palette 0.35, clean background 0.1,
 * influencers that agree 0.05); each kind of word the text names adds what it tells us.
 */
export const confidenceOf = (
  measurements: readonly PhotoMeasurement[],
  words: TextReading['words'],
  influencers: readonly InfluencerMatch[],
): number => {
  const measured = measurements.filter((m) => m.palette.length > 0);
  let score = 0;
  if (measured.length) {
    score += 0.35;
    score += 0.1 * (measured.filter((m) => m.background !== null).length / measured.length);
    if ((influencers[0]?.similarity ?? 0) >= 0.5) score += 0.05;
  }
  if (words.aesthetic?.length) score += 0.2;
  if (words.category?.length) score += 0.12;
  if (words.silhouette?.length) score += 0.08;
  if (words.material?.length) score += 0.05;
  if (words.occasion?.length || words.season?.length) score += 0.03;
  return Math.round(Math.min(0.95, score) * 100) / 100;
};

/** The style vector of photos plus text (before influencers are known). */
export const combinedVector = (palette: readonly ColourSwatch[], text: string | undefined): StyleVector | null => {
  const parts: { vector: StyleVector; weight: number }[] = [];
  if (palette.length) parts.push({ vector: colourVector(palette), weight: COLOUR_WEIGHT });
  const { vector } = readText(text);
  if (vector) parts.push({ vector, weight: 1 });
  return parts.length ? blendVectors(parts) : null;
};

/** The spec's analysis from what was measured, said and matched. */
export const composeAnalysis = (
  measurements: readonly PhotoMeasurement[],
  text: string | undefined,
  influencers: readonly InfluencerMatch[],
): StyleAnalysis => {
  const palette = mergePalettes(measurements.map((m) => m.palette));
  const { words } = readText(text);
  const aesthetic = words.aesthetic?.[0] ?? borrowedAesthetic(influencers);
  const elements = [
    ...(words.aesthetic ?? []).slice(aesthetic === words.aesthetic?.[0] ? 1 : 0, 3),
    ...(words.material ?? []).slice(0, 2),
    ...(words.occasion ?? []).slice(0, 1),
    ...paletteElements(palette),
  ];
  return {
    aesthetic_category: aesthetic ? titleCase(aesthetic) : UNCLASSIFIED,
    style_elements: [...new Set(elements)].slice(0, MAX_ELEMENTS).map(titleCase),
    color_palette: palette,
    silhouettes: (words.silhouette ?? []).slice(0, 3).map(titleCase),
    confidence_score: confidenceOf(measurements, words, influencers),
    matched_influencers: influencers.map((i) => ({
      handle: i.handle, name: i.name, similarity_score: Math.round(Math.max(-1, Math.min(1, i.similarity)) * 1000) / 1000,
    })),
  };
};
