/**
 * Smaller copies of a stored photo (IMAGE_VARIANT_WIDTHS: 320 and 640 px wide), so a grid that shows
 * a photo a few hundred pixels wide does not fetch its 1,600 px original. Made in the photo workers,
 * never on the event loop: at upload from the pixels already decoded (decode.ts), and for photos
 * stored before copies existed from the stored WebP (`variantsOfStoredPhoto`, the backfill in
 * variant-backfill.ts). Each is stored beside its photo (`variantPath`) through the same storage.
 */
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth, type UploadBucket } from '../../tools/analysis/contracts.js';
import type { Storage } from '../storage/index.js';
import { loadSharp } from '../../tools/analysis/load-sharp.js';
import { MAX_INPUT_PIXELS } from './decode-budget.js';

/** Small pictures show compression sooner than large ones; libwebp effort 4 (its default) costs little at these sizes. */
const VARIANT_QUALITY = 78;
const VARIANT_EFFORT = 4;

export interface PhotoVariant {
  width: ImageVariantWidth;
  height: number;
  webp: Uint8Array;
}

/** The copies a photo this wide gets: only those narrower than it (a copy as wide would only repeat it). */
export const variantWidthsFor = (width: number): ImageVariantWidth[] => IMAGE_VARIANT_WIDTHS.filter((w) => w < width);

/** "u1/1700-coat.webp" → "u1/1700-coat.w320.webp": beside its photo, so the photo's path names its copies. */
export const variantPath = (path: string, width: ImageVariantWidth): string => `${path.replace(/\.webp$/, '')}.w${width}.webp`;

interface RawPixels {
  pixels: Uint8Array;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** The copies of decoded, upright sRGB pixels, each resized from the full-size pixels (sharper than from another copy). */
export const encodeVariants = async ({ pixels, width, height, channels }: RawPixels, timeoutSeconds: number): Promise<PhotoVariant[]> => {
  const sharp = await loadSharp();
  return Promise.all(variantWidthsFor(width).map(async (w) => {
    const { data, info } = await sharp(pixels, { raw: { width, height, channels } })
      .timeout({ seconds: timeoutSeconds })
      .resize({ width: w })
      .webp({ quality: VARIANT_QUALITY, effort: VARIANT_EFFORT })
      .toBuffer({ resolveWithObject: true });
    // A copy of its own, so it can be handed to the main thread (sharp's buffers point into libvips' memory).
    return { width: w, height: info.height, webp: new Uint8Array(data) };
  }));
};

/** The copies of a photo already stored (our own WebP): decoded once, then as at upload. */
export const variantsOfStoredPhoto = async (webp: Uint8Array, timeoutMs: number): Promise<PhotoVariant[]> => {
  const sharp = await loadSharp();
  const timeoutSeconds = Math.max(1, Math.ceil(timeoutMs / 1000));
  const { data, info } = await sharp(webp, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .timeout({ seconds: timeoutSeconds })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return encodeVariants({ pixels: data, width: info.width, height: info.height, channels: info.channels }, timeoutSeconds);
};

/** A photo leaves storage with its copies (removing a copy that was never made is not an error). */
export const deleteStoredPhoto = async (storage: Pick<Storage, 'delete'>, bucket: UploadBucket, path: string): Promise<void> => {
  await storage.delete(bucket, path);
  for (const width of IMAGE_VARIANT_WIDTHS) await storage.delete(bucket, variantPath(path, width));
};
