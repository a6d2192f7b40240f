/**
 * One uploaded file → a stored photo. The type comes from the file's magic bytes (file-type), never
 * from its name or the browser's header. sharp decodes it, turns it upright from its EXIF
 * orientation, shrinks it to at most 1600 px and writes WebP without any metadata (so no EXIF, and
 * no GPS location, survives). The palette is measured from the same decoded image.
 */
import { fileTypeFromBuffer } from 'file-type';
import { HeicDecodeError, decodeHeic } from './heic.js';
import { ACCEPTED_IMAGE_TYPES, UPLOAD_LIMITS, type AcceptedImageType } from '../../tools/analysis/contracts.js';
import { measurePalette, type PaletteMeasurement } from '../../tools/analysis/palette.js';
import { loadSharp } from '../../tools/analysis/load-sharp.js';
import { refuse } from './errors.js';

/**
 * Largest picture decoded (pixels). 100 MP covers every phone camera (48-50 MP sensors) and keeps a
 * decompression bomb (a tiny file claiming a huge canvas) from taking the server's memory.
 */
export const MAX_INPUT_PIXELS = 100_000_000;
const WEBP_QUALITY = 80;
/** libwebp effort 0-6: 0 encodes a 1600 px photo about 5 times faster than the default 4, at the same size here (measured). */
const WEBP_EFFORT = 0;

export interface ProcessedPhoto {
  webp: Buffer;
  width: number;
  height: number;
  sourceType: AcceptedImageType;
  palette: PaletteMeasurement;
}

const TYPE_ALIASES: Record<string, AcceptedImageType> = { 'image/heif': 'image/heic' };

export const detectType = async (bytes: Buffer): Promise<AcceptedImageType | null> => {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return null;
  const mime = TYPE_ALIASES[detected.mime] ?? detected.mime;
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(mime) ? (mime as AcceptedImageType) : null;
};

export const processPhoto = async (bytes: Buffer, fileName: string): Promise<ProcessedPhoto> => {
  const sourceType = await detectType(bytes);
  if (!sourceType) {
    throw refuse(400, 'unsupported_type', `"${fileName}" is not a JPEG, PNG, WebP, AVIF or HEIC image.`, fileName);
  }
  const sharp = await loadSharp();
  try {
    // HEIC (HEVC) is decoded to pixels by libheif in a worker; sharp takes it from there.
    const source = sourceType === 'image/heic'
      ? await decodeHeic(bytes, MAX_INPUT_PIXELS).then(({ width, height, data }) => sharp(data, { raw: { width, height, channels: 4 } }))
      : sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    // Decode once: the upright, shrunk pixels feed both the WebP encoder and the palette.
    const { data: pixels, info } = await source
      .rotate()
      .resize({ width: UPLOAD_LIMITS.maxDimension, height: UPLOAD_LIMITS.maxDimension, fit: 'inside', withoutEnlargement: true })
      // Greyscale and CMYK photos become sRGB here, so every later step sees RGB(A).
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const [webp, palette] = await Promise.all([
      sharp(pixels, raw).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer(),
      measurePalette(sharp(pixels, raw)),
    ]);
    return { webp, width: info.width, height: info.height, sourceType, palette };
  } catch (error) {
    const tooLarge = error instanceof HeicDecodeError ? error.reason === 'too_large' : error instanceof Error && /pixel limit/i.test(error.message);
    const reason = tooLarge
      ? `it is larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`
      : 'it is damaged or incomplete';
    throw refuse(400, 'invalid_image', `"${fileName}" looks like an image but cannot be read: ${reason}.`, fileName);
  }
};
