import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { colourNameOf } from './colour-names.js';
import { rgbToOklab, oklabToRgb, type Rgb } from './oklab.js';
import { measurePalette, paletteOfPixels } from './palette.js';

const block = (width: number, height: number, background: string) => ({ create: { width, height, channels: 3 as const, background } });

const onBackground = async (background: string, pieces: { colour: string; top: number; left: number; width: number; height: number }[], size = 400) =>
  sharp(block(size, size, background))
    .composite(pieces.map((p) => ({ input: block(p.width, p.height, p.colour), top: p.top, left: p.left })))
    .jpeg({ quality: 90 })
    .toBuffer();

describe('measurePalette', () => {
  it('finds a red square on white and ignores the white background', async () => {
    const palette = await measurePalette(await onBackground('#ffffff', [{ colour: '#c8202c', top: 100, left: 100, width: 200, height: 200 }]));
    expect(palette.swatches[0]).toMatchObject({ name: 'red', share: 1 });
    expect(palette.swatches.map((s) => s.name)).not.toContain('white');
    expect(palette.background).toBe('#ffffff');
    expect(palette.foregroundShare).toBeCloseTo(0.25, 1);
  });

  it('keeps a stripe of the background colour inside the garment (only colour reachable from the border is background)', async () => {
    const image = await onBackground('#ffffff', [
      { colour: '#1c2654', top: 40, left: 40, width: 320, height: 320 },
      { colour: '#ffffff', top: 180, left: 80, width: 240, height: 40 },
    ]);
    const palette = await measurePalette(image);
    expect(palette.swatches.map((s) => s.name)).toEqual(['navy', 'white']);
    expect(palette.swatches[1]!.share).toBeGreaterThan(0.08);
  });

  it('reports two colours with their shares', async () => {
    const image = await onBackground('#808080', [
      { colour: '#111111', top: 50, left: 40, width: 160, height: 300 },
      { colour: '#f3e9d2', top: 50, left: 200, width: 160, height: 300 },
    ]);
    const palette = await measurePalette(image);
    expect(palette.swatches.map((s) => s.name)).toEqual(['black', 'cream']);
    for (const s of palette.swatches) expect(s.share).toBeCloseTo(0.5, 1);
    expect(palette.swatches.reduce((sum, s) => sum + s.share, 0)).toBeCloseTo(1, 2);
  });

  it('takes a picture filled by one colour as that colour (no background to remove)', async () => {
    const palette = await measurePalette(await sharp(block(300, 300, '#c19a6b')).png().toBuffer());
    expect(palette).toEqual({ swatches: [{ name: 'camel', hex: expect.stringMatching(/^#c[01]9[9a]6[ab]$/), share: 1 }], background: null, foregroundShare: 1 });
  });

  it('treats transparent pixels as background', async () => {
    const image = await sharp({ create: { width: 200, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: block(100, 100, '#2e8b57'), top: 50, left: 50 }])
      .png()
      .toBuffer();
    const palette = await measurePalette(image);
    expect(palette.swatches).toEqual([expect.objectContaining({ name: 'green', share: 1 })]);
  });

  it('is deterministic: the same photo gives the same palette', async () => {
    const noisy = await sharp(Buffer.from(Array.from({ length: 64 * 64 * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: 64, height: 64, channels: 3 } })
      .png().toBuffer();
    expect(await measurePalette(noisy)).toEqual(await measurePalette(noisy));
  });

  it('answers an empty palette for a fully transparent picture', () => {
    expect(paletteOfPixels({ data: new Uint8Array(4 * 4 * 4), width: 4, height: 4, channels: 4 }))
      .toEqual({ swatches: [], background: null, foregroundShare: 0 });
  });
});

describe('colour names', () => {
  it.each([
    [[0, 0, 0], 'black'], [[255, 255, 255], 'white'], [[128, 128, 128], 'grey'], [[214, 196, 168], 'beige'],
    [[250, 243, 222], 'cream'], [[20, 30, 90], 'navy'], [[30, 100, 220], 'blue'], [[210, 30, 40], 'red'],
    [[250, 170, 190], 'pink'], [[110, 50, 150], 'purple'], [[40, 150, 70], 'green'], [[250, 215, 50], 'yellow'],
    [[100, 60, 35], 'brown'], [[195, 145, 95], 'camel'], [[107, 110, 45], 'olive'], [[115, 20, 45], 'burgundy'],
    [[255, 140, 0], 'orange'], [[0, 128, 128], 'teal'],
    [[28, 28, 30], 'black'], [[51, 51, 51], 'grey'], [[90, 90, 90], 'grey'], [[225, 225, 225], 'white'], [[60, 58, 56], 'grey'],
  ] as [Rgb, string][])('names %j %s', (rgb, name) => {
    expect(colourNameOf(rgbToOklab(rgb))).toBe(name);
  });

  it('round-trips sRGB through OKLab', () => {
    for (const rgb of [[0, 0, 0], [255, 255, 255], [200, 30, 90], [12, 200, 140]] as Rgb[]) expect(oklabToRgb(rgbToOklab(rgb))).toEqual(rgb);
  });
});
