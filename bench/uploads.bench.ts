/**
 * Uploads: a 12-megapixel phone JPEG through POST /api/uploads (decode, orient, resize, WebP,
 * palette, influencer match, storage, row) and then styleDna.analyze, as the product upload does it
 * (target p95 < 400 ms on 2 cores); and the server's memory (RSS) across 200 such uploads, which
 * should stay flat (every buffer released after its request).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { boot } from '../server/boot.js';
import type { TestApp } from '../server/test/app.js';
import { callTool, signUpVerified } from '../server/test/users.js';
import { uploadResponseSchema } from '../tools/analysis/contracts.js';
import { percentile, round, type BenchModule } from './lib.js';

const WIDTH = 4000;
const HEIGHT = 3000;

/**
 * A photo-like 12 MP JPEG: a garment on a light backdrop with sensor-like noise, so it compresses
 * (and decodes) like a real photo rather than a flat test card. Deterministic (an LCG, not Math.random).
 */
const twelveMegapixelJpeg = async (): Promise<Buffer> => {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 12345;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const garment = x > 1100 && x < 2900 && y > 400 && y < 2700;
      const base = garment ? [138, 36, 50] : [232, 228, 220];
      const o = (y * WIDTH + x) * 3;
      for (let c = 0; c < 3; c++) {
        seed = (seed * 1103515245 + 12345) >>> 0;
        pixels[o + c] = Math.max(0, Math.min(255, base[c]! + ((seed >>> 16) % 25) - 12));
      }
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
};

const uploadOnce = async (t: TestApp, cookie: string, jpeg: Buffer, bucket: string) => {
  const form = new FormData();
  form.append('bucket', bucket);
  form.append('files', new File([new Uint8Array(jpeg)], 'IMG_4000.JPG', { type: 'image/jpeg' }));
  const res = await t.app.request('/api/uploads', { method: 'POST', body: form, headers: { cookie, origin: t.config.PUBLIC_URL } });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return uploadResponseSchema.parse(await res.json()).uploads[0]!.id;
};

const mb = (bytes: number) => round(bytes / 1024 / 1024, 1);

export default {
  name: 'uploads',
  async run() {
    const dataDir = mkdtempSync(join(tmpdir(), 'atelier-bench-uploads-'));
    const booted = await boot({ env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMITS: 'false', NODE_ENV: 'test', OPENAI_API_KEY: '', STORAGE_URL: '' }, seed: true });
    try {
      const t = { app: booted.app, database: booted.database, config: booted.config, auth: booted.auth, close: async () => undefined } as TestApp;
      const user = await signUpVerified(t);
      const jpeg = await twelveMegapixelJpeg();

      const uploadMs: number[] = [];
      const totalMs: number[] = [];
      // CPU time of the whole process (all threads) per upload + analysis: unlike wall time it does not
      // grow when other work shares the 2 cores, so it shows what a quiet machine would take.
      const cpuMs: number[] = [];
      for (let i = 0; i < 5; i++) await uploadOnce(t, user.cookie, jpeg, 'wardrobe'); // warm-up
      for (let i = 0; i < 40; i++) {
        const started = performance.now();
        const cpu = process.cpuUsage();
        const id = await uploadOnce(t, user.cookie, jpeg, 'style-inspiration');
        uploadMs.push(performance.now() - started);
        const analysed = await callTool(t, 'styleDna.analyze', { uploadIds: [id] }, user);
        if (analysed.status !== 200) throw new Error(`styleDna.analyze answered ${analysed.status}`);
        totalMs.push(performance.now() - started);
        const used = process.cpuUsage(cpu);
        cpuMs.push((used.user + used.system) / 1000);
      }

      const rss: { after: number; rssMb: number }[] = [{ after: 0, rssMb: mb(process.memoryUsage().rss) }];
      for (let i = 1; i <= 200; i++) {
        await uploadOnce(t, user.cookie, jpeg, 'wardrobe');
        if (i % 25 === 0) rss.push({ after: i, rssMb: mb(process.memoryUsage().rss) });
      }
      const afterWarm = rss.find((r) => r.after === 50)!.rssMb;
      return {
        jpeg: { width: WIDTH, height: HEIGHT, megabytes: mb(jpeg.length) },
        uploadMs: { p50: round(percentile(uploadMs, 50)), p95: round(percentile(uploadMs, 95)), n: uploadMs.length },
        uploadAndAnalyzeMs: { p50: round(percentile(totalMs, 50)), p95: round(percentile(totalMs, 95)), n: totalMs.length, target: '< 400' },
        uploadAndAnalyzeCpuMs: { p50: round(percentile(cpuMs, 50)), p95: round(percentile(cpuMs, 95)) },
        loadAverage: (await import('node:os')).loadavg().map((l) => round(l, 1)),
        rss,
        rssGrowthFrom50To200Mb: round(rss.at(-1)!.rssMb - afterWarm, 1),
      };
    } finally {
      await booted.database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
} satisfies BenchModule;
