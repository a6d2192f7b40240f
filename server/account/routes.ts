/**
 * GET /api/account/export: 'Download my data' — one zip with every row of the shopper's (JSON per
 * table, secrets left out, the same rows as the account.export tool) and their uploaded photos.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { personalRows } from '../../tools/account/personal-data.js';
import type { Database } from '../db/client.js';
import { uploads } from '../db/schema.js';
import type { AppEnv } from '../http/env.js';
import type { Storage } from '../storage/index.js';

const README = `Your Atelier data
=================
data/<table>.json  every row Atelier holds about you, one file per table (passwords and tokens are never exported)
files/<path>       your uploaded photos, as stored
`;

export const accountRoutes = (deps: { db: Database; storage: Storage; now: () => Date }) => {
  const app = new Hono<AppEnv>();

  app.get('/export', async (c) => {
    const user = await c.get('user')();
    if (!user) return c.json({ error: 'unauthorized', message: 'Please sign in to continue' }, 401);
    const tables = await personalRows(deps.db, user.id);
    const zip: Zippable = { 'README.txt': strToU8(README) };
    for (const [table, rows] of Object.entries(tables)) zip[`data/${table}.json`] = strToU8(JSON.stringify(rows, null, 2));
    const files = await deps.db.select({ bucket: uploads.bucket, path: uploads.path }).from(uploads).where(eq(uploads.userId, user.id));
    for (const file of files) {
      const stored = await deps.storage.get(file.bucket, file.path);
      if (stored) zip[`files/${file.path}`] = [new Uint8Array(stored.body), { level: 0 }];
    }
    const body = zipSync(zip, { level: 6 });
    const day = deps.now().toISOString().slice(0, 10);
    return new Response(body, {
      headers: {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="atelier-export-${day}.zip"`,
        'cache-control': 'private, no-store',
      },
    });
  });

  return app;
};
