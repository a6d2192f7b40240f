/**
 * A simulated Meta provider under /dev/meta (outside production only; app.ts mounts it), so the whole
 * Instagram/Facebook connection flow runs offline against the real client (tools/connections/meta-client.ts
 * with META_BASE_URL pointing here). Every Meta host is served under /dev/meta/<host> with the real
 * paths: the consent page (Allow / Deny), the token endpoints (code → short-lived → long-lived,
 * refresh), /me, /me/accounts and the recent media, with deterministic demo data. Codes are single-use
 * and live 1 hour; tokens are HMAC-signed, so they survive a restart and cannot be forged.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { postImageUrl } from '../media/urls.js';
import type { AppEnv } from '../http/env.js';

export const SIMULATOR_APP_ID = 'atelier-simulator';
export const SIMULATOR_PATH = '/dev/meta';
/** The demo account behind every consent (deterministic data). */
export const SIMULATOR_USERNAME = 'atelier.muse';
export const SIMULATOR_IG_ID = '17841400000000001';
export const SIMULATOR_FB_ID = '10100000000000001';
const CODE_TTL_MS = 60 * 60 * 1000;
const SHORT_TTL_S = 60 * 60;
const LONG_TTL_S = 5_183_944;

/** Five recent posts: fashion captions with hashtags and colours, drawn by /media. */
export const simulatedMedia = (publicUrl: string) => [
  { id: '18000000000000005', caption: 'Camel trench over a cream knit, tailored and minimal. #minimalist #camel #trenchcoat #ootd', category: 'Outerwear', colour: 'camel', aesthetic: 'minimalist', item: 'trench coat', type: 'IMAGE', at: '2026-11-20T09:30:00+0000' },
  { id: '18000000000000004', caption: 'Black slip dress and gold hoops for dinner. #elegant #black #slipdress #evening', category: 'Dresses', colour: 'black', aesthetic: 'elegant', item: 'slip dress', type: 'IMAGE', at: '2026-11-17T19:05:00+0000' },
  { id: '18000000000000003', caption: 'Wide-leg denim, white tee, loafers: Saturday uniform. #casual #denim #white #streetstyle', category: 'Bottoms', colour: 'blue', aesthetic: 'casual', item: 'jeans', type: 'CAROUSEL_ALBUM', at: '2026-11-14T11:12:00+0000' },
  { id: '18000000000000002', caption: 'Olive cargo and chunky sneakers on the way to the studio. #streetwear #olive #sneakers', category: 'Shoes', colour: 'olive', aesthetic: 'streetwear', item: 'sneakers', type: 'IMAGE', at: '2026-11-10T08:45:00+0000' },
  { id: '18000000000000001', caption: 'Navy blazer, striped shirt, pearl earrings. Quietly classic. #classic #navy #blazer #tailoring', category: 'Outerwear', colour: 'navy', aesthetic: 'classic', item: 'blazer', type: 'IMAGE', at: '2026-11-06T10:00:00+0000' },
].map((p) => ({
  id: p.id,
  caption: p.caption,
  media_type: p.type,
  media_url: `${publicUrl}${postImageUrl(`sim-${p.id.slice(-4)}`, p.category, p.colour, p.aesthetic, p.item)}`,
  permalink: `https://www.instagram.com/p/SIM${p.id.slice(-6)}/`,
  timestamp: p.at,
}));

type Provider = 'instagram' | 'facebook';
interface IssuedCode { provider: Provider; redirectUri: string; expiresAt: number }
const tokenPayload = z.strictObject({ p: z.enum(['instagram', 'facebook']), k: z.enum(['short', 'long']), exp: z.number(), n: z.string() });
type TokenPayload = z.infer<typeof tokenPayload>;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const oauthError = (c: Context<AppEnv>, message: string, status: 400 | 401 = 400) =>
  c.json({ error: { message, type: 'OAuthException', code: status === 401 ? 190 : 100 } }, status);

export interface SimulatorDeps {
  publicUrl: string;
  /** Signs the simulator's tokens (derived from the auth secret, so tokens outlive a restart). */
  secret: string;
  now?: () => Date;
}

type Kind = 'short' | 'long';

/** Tokens signed with a key derived from the auth secret: they outlive a restart and cannot be forged. */
const simulatorTokens = (secret: string, now: () => number) => {
  const key = createHmac('sha256', secret).update('atelier meta simulator').digest();
  const sign = (payload: TokenPayload) => {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `SIM${payload.p === 'instagram' ? 'IG' : 'FB'}.${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
  };
  return {
    issue: (p: Provider, k: Kind) =>
      sign({ p, k, exp: Math.floor(now() / 1000) + (k === 'long' ? LONG_TTL_S : SHORT_TTL_S), n: randomBytes(6).toString('base64url') }),
    /** The token's payload when it is ours, for this provider (and kind), and unexpired; else null. */
    verify: (token: string | undefined, p: Provider, k?: Kind): TokenPayload | null => {
      const [, body, mac, ...rest] = (token ?? '').split('.');
      if (!body || !mac || rest.length) return null;
      const expected = createHmac('sha256', key).update(body).digest();
      const given = Buffer.from(mac, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let parsed: z.ZodSafeParseResult<TokenPayload>;
      try {
        parsed = tokenPayload.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
      } catch {
        return null;
      }
      if (!parsed.success || parsed.data.p !== p || (k && parsed.data.k !== k) || parsed.data.exp * 1000 <= now()) return null;
      return parsed.data;
    },
  };
};
type Tokens = ReturnType<typeof simulatorTokens>;

/** Authorization codes: single-use, for one provider and redirect URI, for an hour. */
const simulatorCodes = (now: () => number) => {
  const codes = new Map<string, IssuedCode>();
  return {
    issue: (provider: Provider, redirectUri: string) => {
      const code = randomBytes(24).toString('base64url');
      for (const [old, issued] of codes) if (issued.expiresAt <= now()) codes.delete(old);
      codes.set(code, { provider, redirectUri, expiresAt: now() + CODE_TTL_MS });
      return code;
    },
    take: (code: string | undefined, provider: Provider, redirectUri: string | undefined): boolean => {
      const issued = code ? codes.get(code.replace(/#_$/, '')) : undefined;
      if (!issued) return false;
      codes.delete(code!.replace(/#_$/, '')); // single-use, even when the rest of the request is wrong
      return issued.provider === provider && issued.redirectUri === redirectUri && issued.expiresAt > now();
    },
  };
};
type Codes = ReturnType<typeof simulatorCodes>;

interface Simulator {
  deps: SimulatorDeps;
  appSecret: string;
  redirectUris: ReadonlySet<string>;
  tokens: Tokens;
  codes: Codes;
}

const invalidPage = (title: string, text: string) => `<!doctype html><html lang="en"><body><h1>${title}</h1><p>${text}</p></body></html>`;

/** Meta's consent dialog: checks the app, redirect URI and response type, then asks Allow or Deny. */
const consentPage = (c: Context<AppEnv>, provider: Provider, redirectUris: ReadonlySet<string>) => {
  const q = c.req.query();
  const label = provider === 'instagram' ? 'Instagram' : 'Facebook';
  if (q['client_id'] !== SIMULATOR_APP_ID) return c.html(invalidPage('Invalid app', `client_id must be ${SIMULATOR_APP_ID}.`), 400);
  if (!q['redirect_uri'] || !redirectUris.has(q['redirect_uri'])) {
    return c.html(invalidPage('Invalid redirect URI', 'The redirect_uri is not registered for this app.'), 400);
  }
  if (q['response_type'] !== 'code') return c.html(invalidPage('Invalid request', 'response_type must be code.'), 400);
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Authorize Atelier · ${label} (simulated)</title>
<style>
  body { font-family: system-ui, sans-serif; color: #1c1917; background: #fafaf9; max-width: 30rem; margin: 3rem auto; padding: 0 1rem; }
  main { background: #fff; border: 1px solid #d6d3d1; border-radius: 1rem; padding: 1.5rem; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: .6rem 1.2rem; border-radius: .5rem; border: 1px solid #1c1917; cursor: pointer; min-height: 44px; }
  button[value=allow] { background: #1c1917; color: #fff; } button[value=deny] { background: #fff; color: #1c1917; }
  button:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
  p.note { color: #57534e; font-size: .9rem; }
</style></head>
<body><main>
  <h1>Allow Atelier to use your ${label} account?</h1>
  <p>Atelier asks to read your profile (<strong>@${SIMULATOR_USERNAME}</strong>) and your recent posts.</p>
  <p class="note">This is the simulated Meta provider for development; no data leaves this server.</p>
  <form method="post" action="${SIMULATOR_PATH}/consent">
    ${hidden('provider', provider)}${hidden('redirect_uri', q['redirect_uri'])}${hidden('state', q['state'] ?? '')}
    <div class="actions">
      <button type="submit" name="decision" value="allow">Allow</button>
      <button type="submit" name="decision" value="deny">Deny</button>
    </div>
  </form>
</main></body></html>`);
};

const consentForm = z.strictObject({
  provider: z.enum(['instagram', 'facebook']),
  redirect_uri: z.string(),
  state: z.string().max(500),
  decision: z.enum(['allow', 'deny']),
});

/** The consent dialogs of both providers and the form they post: back to the app with a code or a refusal. */
const consentRoutes = (app: Hono<AppEnv>, { redirectUris, codes }: Simulator) => {
  app.get('/www.instagram.com/oauth/authorize', (c) => consentPage(c, 'instagram', redirectUris));
  app.get('/www.facebook.com/:version/dialog/oauth', (c) => consentPage(c, 'facebook', redirectUris));
  app.post('/consent', async (c) => {
    const parsed = consentForm.safeParse(Object.fromEntries(Object.entries(await c.req.parseBody()).filter(([, v]) => typeof v === 'string')));
    if (!parsed.success || !redirectUris.has(parsed.data.redirect_uri)) return c.text('Invalid consent form.', 400);
    const { provider, redirect_uri: redirectUri, state, decision } = parsed.data;
    const target = new URL(redirectUri);
    if (decision === 'deny') {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_reason', 'user_denied');
      target.searchParams.set('error_description', 'The user denied your request.');
    } else {
      target.searchParams.set('code', codes.issue(provider, redirectUri));
    }
    if (state) target.searchParams.set('state', state);
    return c.redirect(`${target.toString()}${provider === 'instagram' && decision === 'allow' ? '#_' : ''}`, 302);
  });
};

const recentMedia = (c: Context<AppEnv>, publicUrl: string) => {
  const limit = Math.min(Math.max(Number(c.req.query('limit')) || 25, 1), 100);
  return c.json({ data: simulatedMedia(publicUrl).slice(0, limit) });
};

/** Instagram Login: code → short-lived token (form POST), then long-lived and refresh; the profile and its media. */
const instagramRoutes = (app: Hono<AppEnv>, { deps, appSecret, tokens, codes }: Simulator) => {
  app.post('/api.instagram.com/oauth/access_token', async (c) => {
    const form = await c.req.parseBody();
    if (form['client_id'] !== SIMULATOR_APP_ID || form['client_secret'] !== appSecret) return oauthError(c, 'Invalid client_id or client_secret.');
    if (form['grant_type'] !== 'authorization_code') return oauthError(c, 'Unsupported grant_type.');
    const redirect = typeof form['redirect_uri'] === 'string' ? form['redirect_uri'] : undefined;
    if (!codes.take(typeof form['code'] === 'string' ? form['code'] : undefined, 'instagram', redirect)) {
      return oauthError(c, 'This authorization code has been used or has expired.');
    }
    return c.json({ data: [{ access_token: tokens.issue('instagram', 'short'), user_id: Number(SIMULATOR_IG_ID), permissions: 'instagram_business_basic' }] });
  });
  app.get('/graph.instagram.com/access_token', (c) => {
    const q = c.req.query();
    if (q['grant_type'] !== 'ig_exchange_token' || q['client_secret'] !== appSecret) return oauthError(c, 'Invalid grant_type or client_secret.');
    if (!tokens.verify(q['access_token'], 'instagram', 'short')) return oauthError(c, 'Invalid OAuth access token.', 401);
    return c.json({ access_token: tokens.issue('instagram', 'long'), token_type: 'bearer', expires_in: LONG_TTL_S });
  });
  app.get('/graph.instagram.com/refresh_access_token', (c) => {
    const q = c.req.query();
    if (q['grant_type'] !== 'ig_refresh_token') return oauthError(c, 'Invalid grant_type.');
    if (!tokens.verify(q['access_token'], 'instagram', 'long')) return oauthError(c, 'Invalid OAuth access token.', 401);
    return c.json({ access_token: tokens.issue('instagram', 'long'), token_type: 'bearer', expires_in: LONG_TTL_S });
  });
  app.get('/graph.instagram.com/me', (c) => {
    if (!tokens.verify(c.req.query('access_token'), 'instagram')) return oauthError(c, 'Invalid OAuth access token.', 401);
    return c.json({ id: SIMULATOR_IG_ID, user_id: SIMULATOR_IG_ID, username: SIMULATOR_USERNAME });
  });
  app.get('/graph.instagram.com/me/media', (c) => {
    if (!tokens.verify(c.req.query('access_token'), 'instagram')) return oauthError(c, 'Invalid OAuth access token.', 401);
    return recentMedia(c, deps.publicUrl);
  });
};

/** Facebook Login: code or fb_exchange_token on one endpoint; the Instagram account linked to a Page, and its media. */
const facebookRoutes = (app: Hono<AppEnv>, { deps, appSecret, tokens, codes }: Simulator) => {
  app.get('/graph.facebook.com/:version/oauth/access_token', (c) => {
    const q = c.req.query();
    if (q['client_id'] !== SIMULATOR_APP_ID || q['client_secret'] !== appSecret) return oauthError(c, 'Invalid client_id or client_secret.');
    if (q['grant_type'] === 'fb_exchange_token') {
      if (!tokens.verify(q['fb_exchange_token'], 'facebook')) return oauthError(c, 'Invalid OAuth access token.', 401);
      return c.json({ access_token: tokens.issue('facebook', 'long'), token_type: 'bearer', expires_in: LONG_TTL_S });
    }
    if (!codes.take(q['code'], 'facebook', q['redirect_uri'])) return oauthError(c, 'This authorization code has been used or has expired.');
    return c.json({ access_token: tokens.issue('facebook', 'short'), token_type: 'bearer', expires_in: SHORT_TTL_S });
  });
  app.get('/graph.facebook.com/:version/me', (c) => {
    if (!tokens.verify(c.req.query('access_token'), 'facebook')) return oauthError(c, 'Invalid OAuth access token.', 401);
    return c.json({ id: SIMULATOR_FB_ID, name: 'Atelier Muse' });
  });
  app.get('/graph.facebook.com/:version/me/accounts', (c) => {
    if (!tokens.verify(c.req.query('access_token'), 'facebook')) return oauthError(c, 'Invalid OAuth access token.', 401);
    return c.json({ data: [{ id: '20500000000000001', instagram_business_account: { id: SIMULATOR_IG_ID, username: SIMULATOR_USERNAME } }] });
  });
  app.get('/graph.facebook.com/:version/:owner/media', (c) => {
    if (!tokens.verify(c.req.query('access_token'), 'facebook')) return oauthError(c, 'Invalid OAuth access token.', 401);
    if (c.req.param('owner') !== SIMULATOR_IG_ID) return oauthError(c, 'Unsupported get request.');
    return recentMedia(c, deps.publicUrl);
  });
};

/** A long-lived Instagram token to paste into the token card (development only). */
const tokenPageRoute = (app: Hono<AppEnv>, { tokens }: Simulator) => {
  app.get('/token', (c) => {
    const token = tokens.issue('instagram', 'long');
    if (c.req.query('format') === 'json') return c.json({ access_token: token, expires_in: LONG_TTL_S });
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Simulated Instagram token</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem">
<h1>Simulated Instagram access token</h1><p>Paste it into the Instagram token card on /style. It lasts 60 days.</p>
<label for="token">Access token</label><textarea id="token" readonly rows="4" style="width: 100%">${escapeHtml(token)}</textarea></body></html>`);
  });
};

export const metaSimulatorRoutes = (deps: SimulatorDeps) => {
  const now = () => (deps.now ? deps.now() : new Date()).getTime();
  const simulator: Simulator = {
    deps,
    appSecret: simulatorAppSecret(deps.secret),
    redirectUris: new Set(['instagram/callback', 'instagram/bridge', 'facebook/callback'].map((p) => `${deps.publicUrl}/auth/${p}`)),
    tokens: simulatorTokens(deps.secret, now),
    codes: simulatorCodes(now),
  };
  const app = new Hono<AppEnv>();
  consentRoutes(app, simulator);
  instagramRoutes(app, simulator);
  facebookRoutes(app, simulator);
  tokenPageRoute(app, simulator);
  return app;
};

/** The simulator's app secret, derived from the auth secret (the server uses it as META_APP_SECRET). */
export const simulatorAppSecret = (secret: string): string =>
  createHmac('sha256', secret).update('atelier meta simulator app secret').digest('base64url');
