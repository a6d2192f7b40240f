/**
 * GET /api/openapi.json (always), and outside production an API reference page at /dev/api: Swagger
 * UI from swagger-ui-dist (a development dependency, absent from production images), served from
 * this origin so the app's Content-Security-Policy holds, pointed at the document.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import type { Auth } from '../auth/auth.js';
import type { AppEnv } from '../http/env.js';
import { openApiDocument } from './document.js';

const REFERENCE_PATH = '/dev/api';

/** The only files of swagger-ui-dist served, with their types. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    tryItOutEnabled: false,
    withCredentials: true,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · Atelier</title>
<link rel="icon" type="image/png" href="${REFERENCE_PATH}/assets/favicon-32x32.png">
<link rel="stylesheet" href="${REFERENCE_PATH}/assets/swagger-ui.css">
<style>body { margin: 0; } .note { font-family: Georgia, serif; padding: .75rem 1.25rem; background: #fafaf9; border-bottom: 1px solid #e7e5e4; }</style>
</head><body>
<p class="note">Atelier API reference, from <a href="/api/openapi.json">/api/openapi.json</a>. This page exists only outside production.</p>
<div id="reference"></div>
<script src="${REFERENCE_PATH}/assets/swagger-ui-bundle.js"></script>
<script src="${REFERENCE_PATH}/init.js"></script>
</body></html>`;

const swaggerUiDir = (): string | null => {
  try {
    return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  } catch {
    return null;
  }
};

export const openApiRoutes = (deps: { auth: Auth; publicUrl: string }) => {
  const app = new Hono<AppEnv>();
  app.get('/api/openapi.json', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await openApiDocument(deps.auth, deps.publicUrl));
  });
  return app;
};

/** The reference page (mount outside production only). */
export const apiReferenceRoutes = () => {
  const app = new Hono<AppEnv>();
  const dir = swaggerUiDir();
  app.get(REFERENCE_PATH, (c) => {
    if (!dir) return c.text('The API reference needs the swagger-ui-dist package (a development dependency).', 404);
    return c.html(PAGE);
  });
  app.get(`${REFERENCE_PATH}/init.js`, (c) => c.body(INIT_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  app.get(`${REFERENCE_PATH}/assets/:file`, async (c) => {
    const file = c.req.param('file');
    const type = ASSETS[file];
    if (!dir || !type) return c.notFound();
    return c.body(new Uint8Array(await readFile(join(dir, file))), 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=3600' });
  });
  return app;
};
