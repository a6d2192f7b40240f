import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DECODE_MEMORY_BUDGET_BYTES, estimateDecodeBytes, judgeHeader, type ImageHeader } from './decode-budget.js';
import { decodePhoto } from './decode.js';

const header = (format: string, width: number, height: number, more: Partial<ImageHeader> = {}): ImageHeader =>
  ({ format, width, height, channels: 3, bitsPerSample: 8, progressive: false, ...more });

describe('the decode budget', () => {
  it('admits what phones take at full resolution', () => {
    expect(judgeHeader(header('heic', 8064, 6048, { channels: 4 }))).toEqual({ ok: true }); // iPhone 48 MP
    expect(judgeHeader(header('jpeg', 8160, 6120))).toEqual({ ok: true }); // 50 MP Android sensor
    expect(judgeHeader(header('jpeg', 8160, 6120, { progressive: true }))).toEqual({ ok: true });
    expect(judgeHeader(header('heif', 4000, 3000))).toEqual({ ok: true }); // a 12 MP AVIF
  });

  it('refuses more than 50 megapixels, whatever the format', () => {
    expect(judgeHeader(header('png', 10_000, 9_999))).toEqual({ ok: false, reason: 'too_many_pixels' });
    expect(judgeHeader(header('jpeg', 12_240, 16_320))).toEqual({ ok: false, reason: 'too_many_pixels' }); // a 200 MP mode
  });

  it('refuses a whole-picture decode over the memory budget, and judges strip decoders by their strips', () => {
    expect(judgeHeader(header('heif', 6000, 6000))).toEqual({ ok: false, reason: 'too_much_memory' });
    const interlaced16 = header('png', 7000, 7000, { channels: 4, bitsPerSample: 16, progressive: true });
    expect(estimateDecodeBytes(interlaced16)).toBeGreaterThan(estimateDecodeBytes({ ...interlaced16, progressive: false }) * 5);
    expect(estimateDecodeBytes(interlaced16)).toBeLessThan(DECODE_MEMORY_BUDGET_BYTES);
  });

  it('refuses a 1 KB AVIF of 36 MP from its header, without decoding it', async () => {
    const avif = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#c8202c' } }).avif({ effort: 0 }).toBuffer();
    expect(avif.length).toBeLessThan(10_000);
    // Decoded, it would have been a photo (after seconds and ~680 MB); judged by its header, it is refused.
    const { outcome } = await decodePhoto(avif, 20_000);
    expect(outcome).toEqual({ kind: 'too_much_memory', width: 6000, height: 6000, format: 'AVIF' });
  }, 30_000);
});
