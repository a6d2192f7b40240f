/**
 * One uploaded file's bytes → a photo ready to store, or why not. Runs inside a photo worker
 * (server/uploads/photo-worker.ts), never on the server's event loop.
 *
 * The type comes from the file's magic bytes (file-type), never from its name or the browser's
 * header. The header is judged against the pixel and memory budget (decode-budget.ts) before a pixel
 * is decoded. sharp decodes the rest in strips where the format allows (sequentialRead); HEIC (HEVC,
 * which sharp's prebuilt libvips cannot read) is decoded by libheif compiled to WebAssembly. The
 * picture is turned upright from its EXIF orientation, shrunk to at most 1600 px and written as
 * WebP without any metadata (so no EXIF, and no GPS location, survives); the palette and the
 * smaller copies for grids (variants.ts) come from the same decoded pixels.
 */
import { createRequire } from 'node:module';
import { fileTypeFromBuffer } from 'file-type';
import { ACCEPTED_IMAGE_TYPES, UPLOAD_LIMITS, type AcceptedImageType } from '../../tools/analysis/contracts.js';
import { measurePalette, type PaletteMeasurement } from '../../tools/analysis/palette.js';
import { loadSharp } from '../../tools/analysis/load-sharp.js';
import { MAX_INPUT_PIXELS, judgeHeader, type BudgetVerdict, type ImageHeader } from './decode-budget.js';
import { encodeVariants, type PhotoVariant } from './variants.js';

const WEBP_QUALITY = 80;
/** libwebp effort 0-6: 0 encodes a 1600 px photo about 5 times faster than the default 4, at the same size here (measured). */
const WEBP_EFFORT = 0;
/**
 * A worker that decoded a HEIC this large is retired after the job: WebAssembly memory only grows,
 * so the 100s of MB libheif took would otherwise stay with the worker.
 */
const RETIRE_AFTER_HEIC_PIXELS = 8_000_000;

export interface DecodedPhoto {
  kind: 'photo';
  webp: Uint8Array;
  width: number;
  height: number;
  sourceType: AcceptedImageType;
  palette: PaletteMeasurement;
  /** Its smaller copies for grids (variants.ts), made from the same pixels. */
  variants: PhotoVariant[];
}

export type DecodeOutcome =
  | DecodedPhoto
  | { kind: 'unsupported_type' }
  | { kind: 'too_many_pixels' }
  | { kind: 'too_much_memory'; width: number; height: number; format: string }
  | { kind: 'undecodable' };

export interface DecodeResult {
  outcome: DecodeOutcome;
  /** Stop this worker after the job (see RETIRE_AFTER_HEIC_PIXELS). */
  retire: boolean;
}

const TYPE_ALIASES: Record<string, AcceptedImageType> = { 'image/heif': 'image/heic' };

const detectType = async (bytes: Uint8Array): Promise<AcceptedImageType | null> => {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return null;
  const mime = TYPE_ALIASES[detected.mime] ?? detected.mime;
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(mime) ? (mime as AcceptedImageType) : null;
};

type HeicDecoder = typeof import('heic-decode');
let heicDecoder: HeicDecoder | undefined;
/** Loaded at the first HEIC: its WebAssembly costs a worker time and memory that most photos never need. */
const heic = (): HeicDecoder => (heicDecoder ??= createRequire(import.meta.url)('heic-decode') as HeicDecoder);

/** The format as a shopper would name it. */
const formatName = ({ format, progressive }: ImageHeader): string => {
  if (format === 'heif') return 'AVIF';
  if (format === 'png' && progressive) return 'interlaced PNG';
  if (format === 'jpeg' && progressive) return 'progressive JPEG';
  return format.toUpperCase();
};

const refused = (verdict: Exclude<BudgetVerdict, { ok: true }>, header: ImageHeader): DecodeOutcome =>
  verdict.reason === 'too_many_pixels'
    ? { kind: 'too_many_pixels' }
    : { kind: 'too_much_memory', width: header.width, height: header.height, format: formatName(header) };

/** `timeoutMs`, the job's time, lets libvips stop a pipeline itself once it is up. */
export const decodePhoto = async (bytes: Uint8Array, timeoutMs: number): Promise<DecodeResult> => {
  const sourceType = await detectType(bytes);
  if (!sourceType) return { outcome: { kind: 'unsupported_type' }, retire: false };
  const sharp = await loadSharp();
  let retire = false;
  try {
    let source;
    if (sourceType === 'image/heic') {
      const images = await heic().all({ buffer: bytes });
      try {
        const primary = images[0];
        if (!primary) return { outcome: { kind: 'undecodable' }, retire };
        const header: ImageHeader = { format: 'heic', width: primary.width, height: primary.height, channels: 4, bitsPerSample: 8, progressive: false };
        const verdict = judgeHeader(header);
        if (!verdict.ok) return { outcome: refused(verdict, header), retire };
        retire = primary.width * primary.height > RETIRE_AFTER_HEIC_PIXELS;
        // libheif applies the file's rotation and mirroring; the pixels come out upright, as RGBA.
        const { width, height, data } = await primary.decode();
        source = sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 }, limitInputPixels: MAX_INPUT_PIXELS });
      } finally {
        images.dispose();
      }
    } else {
      const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true } as const;
      const meta = await sharp(bytes, options).metadata();
      const header: ImageHeader = {
        format: meta.format ?? 'unknown', width: meta.width ?? 0, height: meta.height ?? 0, channels: meta.channels ?? 4,
        bitsPerSample: meta.bitsPerSample ?? 8, progressive: meta.isProgressive ?? false,
      };
      const verdict = judgeHeader(header);
      if (!verdict.ok) return { outcome: refused(verdict, header), retire };
      source = sharp(bytes, options);
    }
    // Decode once: the upright, shrunk pixels feed both the WebP encoder and the palette.
    const { data: pixels, info } = await source
      .timeout({ seconds: Math.max(1, Math.ceil(timeoutMs / 1000)) })
      .rotate()
      .resize({ width: UPLOAD_LIMITS.maxDimension, height: UPLOAD_LIMITS.maxDimension, fit: 'inside', withoutEnlargement: true })
      // Greyscale and CMYK photos become sRGB here, so every later step sees RGB(A).
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const [webp, palette, variants] = await Promise.all([
      sharp(pixels, raw).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer(),
      measurePalette(sharp(pixels, raw)),
      encodeVariants({ pixels, width: info.width, height: info.height, channels: info.channels }, Math.max(1, Math.ceil(timeoutMs / 1000))),
    ]);
    // A copy of its own, so it can be handed to the main thread without copying again (sharp's
    // buffers point into memory libvips owns).
    return { outcome: { kind: 'photo', webp: new Uint8Array(webp), width: info.width, height: info.height, sourceType, palette, variants }, retire };
  } catch (error) {
    // sharp's own pixel check (a header metadata() could not read the size from) says so in words.
    if (error instanceof Error && /pixel limit/i.test(error.message)) return { outcome: { kind: 'too_many_pixels' }, retire };
    return { outcome: { kind: 'undecodable' }, retire };
  }
};
