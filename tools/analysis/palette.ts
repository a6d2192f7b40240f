/**
 * The colour palette of a photo, measured from its pixels: downscale, drop the background (the
 * colour that fills the border, flood-filled inwards, and any transparent pixels), cluster what is
 * left in OKLab, name each cluster with a colour word and report its share of the garment.
 */
import type { Sharp } from 'sharp';
import { loadSharp } from './load-sharp.js';
import type { ColourSwatch } from './contracts.js';
import { colourNameOf } from './colour-names.js';
import { kMeans } from './kmeans.js';
import { distance, oklabToRgb, rgbToOklab, toHex } from './oklab.js';

/** Longest side of the sample: enough for shares to the percent, small enough to cost nothing. */
const SAMPLE_SIZE = 80;
const MAX_CLUSTERS = 6;
/** OKLab distance within which a pixel counts as the background colour. */
const BACKGROUND_TOLERANCE = 0.07;
/** Share of the border one colour must cover to be called the background. */
const BACKGROUND_BORDER_SHARE = 0.5;
/** Below this share of the picture, what is left after removing the background is not trusted. */
const MIN_FOREGROUND_SHARE = 0.03;
/** Clusters smaller than this share (edge blends, noise) fold into their nearest larger cluster. */
const MIN_CLUSTER_SHARE = 0.05;

export interface PaletteMeasurement {
  swatches: ColourSwatch[];
  /** The background colour removed, or null when the border showed none (or nothing was left). */
  background: string | null;
  /** Part of the picture the swatches describe, 0-1. */
  foregroundShare: number;
}

export interface Pixels {
  data: Uint8Array | Buffer;
  width: number;
  height: number;
  /** 4 (RGBA) */
  channels: number;
}

/** The border colour, if one colour fills most of the border. */
const backgroundOf = (labs: Float64Array, opaque: Uint8Array, width: number, height: number): [number, number, number] | null => {
  const border: number[] = [];
  for (let x = 0; x < width; x++) border.push(x, (height - 1) * width + x);
  for (let y = 1; y < height - 1; y++) border.push(y * width, y * width + width - 1);
  const candidates = [...new Set(border)].filter((i) => opaque[i]);
  if (candidates.length === 0) return null;
  let best = -1;
  let bestCount = 0;
  // Border pixels are few (under 320), so the exact densest one is cheap to find.
  for (const i of candidates) {
    let count = 0;
    for (const j of candidates) if (distance(labs.subarray(i * 3, i * 3 + 3), labs.subarray(j * 3, j * 3 + 3)) <= BACKGROUND_TOLERANCE) count++;
    if (count > bestCount) {
      bestCount = count;
      best = i;
    }
  }
  if (bestCount < candidates.length * BACKGROUND_BORDER_SHARE) return null;
  const centre = labs.subarray(best * 3, best * 3 + 3);
  const mean = [0, 0, 0];
  let n = 0;
  for (const j of candidates) {
    const lab = labs.subarray(j * 3, j * 3 + 3);
    if (distance(centre, lab) <= BACKGROUND_TOLERANCE) {
      mean[0]! += lab[0]!;
      mean[1]! += lab[1]!;
      mean[2]! += lab[2]!;
      n++;
    }
  }
  return [mean[0]! / n, mean[1]! / n, mean[2]! / n];
};

/** Marks the background reachable from the border (4-neighbours), so a white stripe inside a red garment stays. */
const floodBackground = (labs: Float64Array, opaque: Uint8Array, width: number, height: number, background: ArrayLike<number>): Uint8Array => {
  const isBackground = new Uint8Array(width * height);
  const near = (i: number) => opaque[i] === 1 && distance(labs.subarray(i * 3, i * 3 + 3), background) <= BACKGROUND_TOLERANCE;
  const queue: number[] = [];
  const visit = (i: number) => {
    if (!isBackground[i] && near(i)) {
      isBackground[i] = 1;
      queue.push(i);
    }
  };
  for (let x = 0; x < width; x++) {
    visit(x);
    visit((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    visit(y * width);
    visit(y * width + width - 1);
  }
  for (let head = 0; head < queue.length; head++) {
    const i = queue[head]!;
    const x = i % width;
    if (x > 0) visit(i - 1);
    if (x < width - 1) visit(i + 1);
    if (i >= width) visit(i - width);
    if (i + width < width * height) visit(i + width);
  }
  return isBackground;
};

/** The palette of raw RGBA pixels (pure; `measurePalette` feeds it from an image). */
export const paletteOfPixels = ({ data, width, height, channels }: Pixels): PaletteMeasurement => {
  const total = width * height;
  const labs = new Float64Array(total * 3);
  const opaque = new Uint8Array(total);
  for (let i = 0; i < total; i++) {
    const o = i * channels;
    const lab = rgbToOklab([data[o]!, data[o + 1]!, data[o + 2]!]);
    labs[i * 3] = lab[0];
    labs[i * 3 + 1] = lab[1];
    labs[i * 3 + 2] = lab[2];
    opaque[i] = channels < 4 || data[o + 3]! >= 128 ? 1 : 0;
  }
  const backgroundLab = backgroundOf(labs, opaque, width, height);
  const isBackground = backgroundLab ? floodBackground(labs, opaque, width, height, backgroundLab) : new Uint8Array(total);
  let foreground = 0;
  for (let i = 0; i < total; i++) if (opaque[i] && !isBackground[i]) foreground++;
  // A plain swatch, or a white shirt filling a white frame: nothing left but the "background", which
  // is then the garment itself.
  const opaqueCount = opaque.reduce((s, o) => s + o, 0);
  const useBackground = backgroundLab !== null && foreground >= total * MIN_FOREGROUND_SHARE;
  const keep = (i: number) => opaque[i] === 1 && (!useBackground || !isBackground[i]);
  const kept = useBackground ? foreground : opaqueCount;
  if (kept === 0) return { swatches: [], background: null, foregroundShare: 0 };

  const points = new Float64Array(kept * 3);
  let p = 0;
  for (let i = 0; i < total; i++) {
    if (!keep(i)) continue;
    points[p++] = labs[i * 3]!;
    points[p++] = labs[i * 3 + 1]!;
    points[p++] = labs[i * 3 + 2]!;
  }
  const clusters = kMeans(points, MAX_CLUSTERS).sort((a, b) => b.count - a.count);
  const big = clusters.filter((c, index) => index === 0 || c.count >= kept * MIN_CLUSTER_SHARE);
  const counts = big.map((c) => c.count);
  for (const small of clusters.filter((c) => !big.includes(c))) {
    let nearest = 0;
    big.forEach((b, index) => {
      if (distance(b.centre, small.centre) < distance(big[nearest]!.centre, small.centre)) nearest = index;
    });
    counts[nearest]! += small.count;
  }
  // Two clusters with one name (light and dark denim) are one colour to a shopper.
  const byName = new Map<string, { count: number; lab: [number, number, number] }>();
  big.forEach((cluster, index) => {
    const name = colourNameOf(cluster.centre);
    const entry = byName.get(name) ?? { count: 0, lab: [0, 0, 0] };
    const count = counts[index]!;
    for (let k = 0; k < 3; k++) entry.lab[k] = (entry.lab[k]! * entry.count + cluster.centre[k]! * count) / (entry.count + count);
    entry.count += count;
    byName.set(name, entry);
  });
  const swatches = [...byName]
    .map(([name, { count, lab }]) => ({ name, hex: toHex(oklabToRgb(lab)), share: Math.round((count / kept) * 1000) / 1000 }))
    .sort((a, b) => b.share - a.share || a.name.localeCompare(b.name));
  return {
    swatches,
    background: useBackground && backgroundLab ? toHex(oklabToRgb(backgroundLab)) : null,
    foregroundShare: Math.round((kept / total) * 1000) / 1000,
  };
};

/** Measures the palette of any image sharp can read (the stored WebP, or an upload being processed). */
export const measurePalette = async (image: Buffer | Sharp): Promise<PaletteMeasurement> => {
  const pipeline = Buffer.isBuffer(image) ? (await loadSharp())(image) : image.clone();
  const { data, info } = await pipeline
    .resize(SAMPLE_SIZE, SAMPLE_SIZE, { fit: 'inside' })
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return paletteOfPixels({ data, width: info.width, height: info.height, channels: info.channels });
};
