/**
 * The web app's page says who is signed in, for each request's own cookie only, and is never kept
 * by a cache; a guest's page says nobody, and the page still comes when the session cannot be read.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID, parseBootText } from '../../shared/boot.js';
import { createApp } from '../app.js';
import { silentLogger } from '../log.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { signUpVerified, type TestUser } from '../test/users.js';
import type { AppEnv } from './env.js';
import { pageRenderer, routePreloads, type ReadBootSession } from './web-shell.js';

/** The app's page handler over INDEX, as server/app.ts builds it. */
const shell = (index: string, read: ReadBootSession, log?: { warn: (obj: object, msg: string) => void }, preloads?: (pathname: string) => string[]) => {
  const render = pageRenderer(read, log, preloads);
  return (c: Parameters<typeof render>[0]) => render(c, index);
};

const INDEX = '<!doctype html><html><head><title>Atelier</title></head><body><div id="root"></div></body></html>';
let t: TestApp;
let spa: ReturnType<typeof createApp>;
let webDir: string;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  webDir = mkdtempSync(join(tmpdir(), 'atelier-web-'));
  writeFileSync(join(webDir, 'index.html'), INDEX);
  spa = createApp({ config: t.config, db: t.database.db, auth: t.auth, log: silentLogger, webDir });
  alice = await signUpVerified(t);
  bob = await signUpVerified(t);
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const bootOf = (html: string) => parseBootText(new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1]);

describe('the web app\'s page', () => {
  it('carries the signed-in shopper, on / and on every room, inside the head', async () => {
    for (const path of ['/', '/home', '/wardrobe?tab=2', '/index.html']) {
      const res = await spa.request(path, { headers: { cookie: alice.cookie } });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html.indexOf(BOOT_ELEMENT_ID)).toBeLessThan(html.indexOf('</head>'));
      const boot = bootOf(html);
      expect(boot?.session?.user).toEqual({ id: alice.id, email: alice.email, name: alice.email.split('@')[0], emailVerified: true });
      expect(Date.parse(boot!.session!.session.expiresAt)).toBeGreaterThan(Date.now());
    }
  });

  it('is each shopper\'s own, and never kept by a browser or shared cache', async () => {
    const [a, b] = await Promise.all([spa.request('/home', { headers: { cookie: alice.cookie } }), spa.request('/home', { headers: { cookie: bob.cookie } })]);
    expect(bootOf(await a.text())?.session?.user.id).toBe(alice.id);
    expect(bootOf(await b.text())?.session?.user.id).toBe(bob.id);
    for (const res of [a, b]) {
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('vary')).toMatch(/cookie/i);
    }
  });

  it('says nobody is signed in for a guest or a cookie that is not a session', async () => {
    expect(bootOf(await (await spa.request('/')).text())).toEqual({ session: null });
    const forged = await spa.request('/home', { headers: { cookie: `${alice.cookie.split('=')[0]}=forged.value` } });
    expect(bootOf(await forged.text())).toEqual({ session: null });
  });

  it('still comes, without the session, when the session cannot be read', async () => {
    const page = shell(INDEX, async () => { throw new Error('database gone'); });
    const app = new Hono<AppEnv>().get('*', page);
    const res = await app.request('/home', { headers: { cookie: 'x=1' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toBe(INDEX);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('names the page\'s own code and what it imports, less what the entry already loads', async () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_api.js'] },
      '_api.js': { file: 'assets/api-1.js' },
      '_card.js': { file: 'assets/card-1.js', imports: ['_api.js'] },
      'routes/home.tsx': { file: 'assets/home-1.js', imports: ['index.html', '_card.js', '_api.js'] },
    };
    const preloads = routePreloads(manifest);
    expect(preloads('/home')).toEqual(['/assets/home-1.js', '/assets/card-1.js']);
    expect(preloads('/home/anything')).toEqual(['/assets/home-1.js', '/assets/card-1.js']);
    for (const path of ['/', '/nowhere', '/..%2f', '/Home']) expect(preloads(path)).toEqual([]);
    expect(routePreloads({ not: 'a manifest' })('/home')).toEqual([]);
    const page = shell(INDEX, async () => null, undefined, preloads);
    const html = await (await new Hono<AppEnv>().get('*', page).request('/home')).text();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js"><link rel="modulepreload" crossorigin href="/assets/card-1.js">');
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });
});
