/**
 * What one photo may cost to decode, judged from its header before a pixel is decoded.
 *
 * Pixels: 50 MP. Phones' full-resolution modes are 48–50 MP (an iPhone's 8064 × 6048 is 48.8 MP,
 * a 50 MP Android sensor's 8160 × 6120 is 49.9 MP); the 108 and 200 MP modes a few phones offer are
 * refused, and every photo is shrunk to 1600 px anyway. A file claiming more is a bomb or a poster.
 *
 * Memory: 600 MB. Baseline JPEG, plain PNG and WebP decode in strips (and shrink while loading), so
 * even 50 MP takes tens of MB. Interlaced PNG, progressive JPEG, AVIF and HEIC decode the whole
 * picture at once: their cost per pixel was measured on this machine (peak RSS growth over the
 * decode ÷ pixels), and the budget is what a 48 MP iPhone HEIC needs. So an interlaced PNG of 50 MP
 * passes even as 16-bit RGBA (500 MB), an AVIF may have ~33 MP.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
export const DECODE_MEMORY_BUDGET_BYTES = 600 * 1024 * 1024;

/** Peak memory per pixel of the whole-picture decoders, measured (with a little room) on these 2 cores. */
const BYTES_PER_PIXEL = {
  /** libheif compiled to WebAssembly: 541 MB for 48.8 MP. */
  heic: 12,
  /** libheif inside libvips: 222 MB for 12 MP, 850 MB for 49 MP. */
  avif: 19,
  /** libjpeg's coefficient buffers: 151 MB for 48 MP RGB. */
  progressiveJpegPerChannel: 1.1,
  /** The whole picture in memory, plus ~20 % (240 MB for 196 MB of 49 MP RGBA pixels). */
  interlacedPngOverhead: 1.25,
  /** Strips and shrink-on-load: 44–65 MB at 49 MP. */
  streamed: 1.5,
} as const;

export interface ImageHeader {
  /** sharp's format name, or 'heic' for what libheif in WebAssembly decodes. */
  format: string;
  width: number;
  height: number;
  channels: number;
  bitsPerSample: number;
  /** Interlaced PNG or progressive JPEG. */
  progressive: boolean;
}

export const estimateDecodeBytes = (header: ImageHeader): number => {
  const pixels = header.width * header.height;
  if (header.format === 'heic') return pixels * BYTES_PER_PIXEL.heic;
  if (header.format === 'heif') return pixels * BYTES_PER_PIXEL.avif;
  if (header.progressive && header.format === 'jpeg') return pixels * header.channels * BYTES_PER_PIXEL.progressiveJpegPerChannel;
  if (header.progressive && header.format === 'png') {
    return pixels * header.channels * Math.ceil(header.bitsPerSample / 8) * BYTES_PER_PIXEL.interlacedPngOverhead;
  }
  return pixels * BYTES_PER_PIXEL.streamed;
};

export type BudgetVerdict = { ok: true } | { ok: false; reason: 'too_many_pixels' | 'too_much_memory' };

export const judgeHeader = (header: ImageHeader): BudgetVerdict => {
  if (!(header.width > 0 && header.height > 0)) return { ok: true }; // the decoder will say it is damaged
  if (header.width * header.height > MAX_INPUT_PIXELS) return { ok: false, reason: 'too_many_pixels' };
  if (estimateDecodeBytes(header) > DECODE_MEMORY_BUDGET_BYTES) return { ok: false, reason: 'too_much_memory' };
  return { ok: true };
};
