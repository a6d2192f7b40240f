/**
 * Image bombs: small files that claim huge canvases. Every decode runs in the photo workers, so the
 * event loop keeps answering while they are refused or decoded, memory stays within one decode's
 * budget, and one shopper's costly photos never fail or starve another shopper's.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { serve, type ServerType } from '@hono/node-server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../process/free-port.js';
import { uploadErrorSchema, uploadResponseSchema } from '../../tools/analysis/contracts.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { signUpVerified, type TestUser } from '../test/users.js';
import { watchEventLoopGap, watchRssGrowth } from '../test/watch-process.js';

/**
 * Generous bounds, for a shared 2-core box: under load averages of 12–20 (while these were written)
 * an idle process here sees its timers up to ~60 ms late, and these tests measured a loop delay of
 * 18–250 ms and /healthz answers of 40–550 ms (the worst with another test file running beside
 * them). Before the pool, the same 49 MP uploads held the loop for 460–745 ms and grew the process
 * by 536 MB, and the 100 MP ones made /healthz wait up to 4.5 s.
 */
const LOOP_DELAY_BOUND_MS = 400;
const HEALTH_BOUND_MS = 1_000;

/** A flat canvas compresses to almost nothing however large it claims to be (10,000 × 9,999: ~300 KB). */
const flatPng = (width: number, height: number, opts: { alpha?: boolean; interlaced?: boolean } = {}) =>
  sharp({ create: { width, height, channels: opts.alpha ? 4 : 3, background: opts.alpha ? '#c8202c80' : '#c8202c' } })
    .png({ progressive: opts.interlaced ?? false, compressionLevel: 9 })
    .toBuffer();

/**
 * A 48-megapixel HEIC (8064 × 6048, an iPhone's full resolution) of one flat colour: 29 KB that cost
 * libheif about 2 s and 540 MB to decode. A file because nothing in node_modules writes HEVC: made
 * with `heif-enc -q 50` (Debian's libheif-examples) from a flat PNG written by sharp.
 */
const heic48 = () => readFileSync(fileURLToPath(new URL('./fixtures/solid-48mp.heic', import.meta.url)));
const smallHeic = () => readFileSync(fileURLToPath(new URL('./fixtures/red-square.heic', import.meta.url)));
const smallPng = () => sharp({ create: { width: 240, height: 160, channels: 3, background: '#c8202c' } }).png().toBuffer();

/** The multipart body, encoded before it is sent: the test's own client work is not the server's. */
const encodeForm = async (files: { name: string; bytes: Buffer }[]) => {
  const form = new FormData();
  form.append('bucket', 'wardrobe');
  for (const f of files) form.append('files', new File([new Uint8Array(f.bytes)], f.name, { type: 'image/png' }));
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
};

type EncodedForm = Awaited<ReturnType<typeof encodeForm>>;
const uploadInit = (t: TestApp, user: TestUser, { body, contentType }: EncodedForm): RequestInit => ({
  method: 'POST', body: new Uint8Array(body), headers: { origin: t.config.PUBLIC_URL, cookie: user.cookie, 'content-type': contentType },
});
const send = (t: TestApp, user: TestUser, form: EncodedForm) => t.app.request('/api/uploads', uploadInit(t, user, form));

const post = async (t: TestApp, user: TestUser, files: { name: string; bytes: Buffer }[]) => send(t, user, await encodeForm(files));

const errorOf = async (res: Response) => uploadErrorSchema.parse(await res.json());

/** Runs `work` while watching the event loop's delay, /healthz's answer time (at `base`) and the process's memory. */
const watched = async <T>(base: string, work: () => Promise<T>) => {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const loopGap = watchEventLoopGap();
  const rssGrowth = watchRssGrowth();
  let polling = true;
  let slowestHealth = 0;
  const poll = (async () => {
    while (polling) {
      const started = performance.now();
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      slowestHealth = Math.max(slowestHealth, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    const result = await work();
    const measured = { maxDelayMs: Math.max(delay.max / 1e6, loopGap()), slowestHealthMs: slowestHealth, rssGrowthMb: rssGrowth() };
    console.info('event loop and memory while decoding', measured);
    return { result, ...measured };
  } finally {
    polling = false;
    await poll;
    loopGap();
    rssGrowth();
    delay.disable();
  }
};

describe('image bombs under the old 100-megapixel limit, over a real socket', () => {
  let t: TestApp;
  let server: ServerType;
  let base: string;
  let dataDir: string;
  let alice: TestUser;
  let bob: TestUser;
  let plain100: Buffer;
  let interlaced100: Buffer;
  let plain49: Buffer;
  let interlaced49: Buffer;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atelier-bombs-'));
    t = await createTestApp({ DATA_DIR: dataDir, IMAGE_WORKERS: '1' });
    // Over a socket the body arrives in pieces, as in production; app.request would hand it over whole.
    const port = await freePort();
    server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port });
    base = `http://127.0.0.1:${port}`;
    alice = await signUpVerified(t);
    bob = await signUpVerified(t);
    // The photo worker is started (and from source, compiled) before anything is measured.
    expect((await post(t, alice, [{ name: 'warm-up.png', bytes: await smallPng() }])).status).toBe(201);
    // The bombs: 10,000 × 9,999 (just under 100 MP), plain RGB and interlaced RGBA.
    [plain100, interlaced100, plain49, interlaced49] = await Promise.all([
      flatPng(10_000, 9_999),
      flatPng(10_000, 9_999, { alpha: true, interlaced: true }),
      flatPng(7_000, 7_000),
      flatPng(7_000, 7_000, { alpha: true, interlaced: true }),
    ]);
  });
  afterAll(async () => {
    await new Promise<void>((done) => server.close(() => done()));
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const upload = (user: TestUser, form: EncodedForm) => fetch(`${base}/api/uploads`, uploadInit(t, user, form));

  it('refuses 100 MP canvases from their header, the event loop answering throughout and memory flat', async () => {
    const ten = await encodeForm(Array.from({ length: 10 }, (_, i) => ({ name: `bomb-${i}.png`, bytes: plain100 })));
    const two = await encodeForm([{ name: 'interlaced-1.png', bytes: interlaced100 }, { name: 'interlaced-2.png', bytes: interlaced100 }]);
    const { result, maxDelayMs, slowestHealthMs, rssGrowthMb } = await watched(base, () => Promise.all([upload(alice, ten), upload(bob, two)]));
    for (const res of result) {
      expect(res.status).toBe(400);
      const body = await errorOf(res);
      expect(body.error).toBe('invalid_image');
      expect(body.message).toMatch(/larger than 50 megapixels/);
    }
    expect(maxDelayMs).toBeLessThan(LOOP_DELAY_BOUND_MS);
    expect(slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
    expect(rssGrowthMb).toBeLessThan(50);
  });

  it('decodes 49 MP bombs (plain and interlaced) one at a time in the pool while the event loop answers', async () => {
    const three = await encodeForm([{ name: 'p1.png', bytes: plain49 }, { name: 'p2.png', bytes: plain49 }, { name: 'p3.png', bytes: plain49 }]);
    const two = await encodeForm([{ name: 'i1.png', bytes: interlaced49 }, { name: 'i2.png', bytes: interlaced49 }]);
    const { result, maxDelayMs, slowestHealthMs, rssGrowthMb } = await watched(base, () => Promise.all([upload(alice, three), upload(bob, two)]));
    for (const res of result) expect(res.status).toBe(201);
    expect(maxDelayMs).toBeLessThan(LOOP_DELAY_BOUND_MS);
    expect(slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
    // One interlaced 49 MP RGBA picture is ~200 MB of pixels; two at once would be twice that.
    expect(rssGrowthMb).toBeLessThan(400);
  }, 60_000);
});

describe('one shopper\'s slow photos and another\'s', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atelier-bombs-'));
    // One worker and a 1 s budget: the 48 MP HEIC takes longer than that, a small photo far less.
    t = await createTestApp({ DATA_DIR: dataDir, IMAGE_WORKERS: '1', IMAGE_DECODE_TIMEOUT_MS: '1000' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a slow HEIC fails alone when its own time is up: the HEIC queued behind it, another shopper\'s, is stored', async () => {
    const alice = await signUpVerified(t);
    const bob = await signUpVerified(t);
    const slow = post(t, alice, [{ name: 'IMG_4800.HEIC', bytes: heic48() }]);
    // Bob's photo arrives while Alice's is decoding and waits its turn.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const quick = post(t, bob, [{ name: 'IMG_0002.HEIC', bytes: smallHeic() }]);
    const [slowRes, quickRes] = await Promise.all([slow, quick]);
    expect(slowRes.status).toBe(400);
    expect((await errorOf(slowRes)).message).toMatch(/IMG_4800\.HEIC.*took longer than 1 s to decode/);
    expect(quickRes.status).toBe(201);
  }, 30_000);
});

describe('per-shopper limits, and what a phone takes', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atelier-bombs-'));
    t = await createTestApp({ DATA_DIR: dataDir, IMAGE_WORKERS: '1' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a shopper\'s third upload at once is 429 with Retry-After, and another shopper is served before the first one\'s queue', async () => {
    const dana = await signUpVerified(t);
    const erin = await signUpVerified(t);
    const slow = await flatPng(7_000, 7_000, { alpha: true, interlaced: true });
    const finished: string[] = [];
    const track = (label: string, pending: Response | Promise<Response>) => Promise.resolve(pending).then((res) => {
      finished.push(label);
      return res;
    });
    const danas = [1, 2, 3].map((n) => track(`dana-${n}`, post(t, dana, [{ name: `slow-${n}a.png`, bytes: slow }, { name: `slow-${n}b.png`, bytes: slow }])));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const erins = track('erin', post(t, erin, [{ name: 'top.png', bytes: await smallPng() }]));
    const responses = await Promise.all([...danas, erins]);

    const statuses = responses.slice(0, 3).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 429]);
    const refused = responses.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(refused)).error).toBe('rate_limited');
    // Answered at once, before any decode; then Erin's one small photo, not left behind Dana's four slow ones.
    expect(finished[0]).toBe(`dana-${responses.indexOf(refused) + 1}`);
    expect(responses[3]!.status).toBe(201);
    expect(finished[1]).toBe('erin');
  }, 60_000);

  it('stores a 48 MP iPhone HEIC: the pixel limit and the memory budget fit what a phone takes', async () => {
    const frank = await signUpVerified(t);
    const res = await post(t, frank, [{ name: 'IMG_4800.HEIC', bytes: heic48() }]);
    expect(res.status).toBe(201);
    expect(uploadResponseSchema.parse(await res.json()).uploads[0]).toMatchObject({ sourceType: 'image/heic', width: 1600, height: 1200 });
  }, 60_000);
});
