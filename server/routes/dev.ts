/**
 * Development-only mail reading: GET /dev/mailbox (an HTML page) and GET /api/dev/outbox?to=EMAIL
 * (JSON, newest first), each email with where it stands with SMTP (sent, retrying and why, given
 * up). app.ts mounts these only outside production.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import type { AppEnv } from '../http/env.js';
import { listOutbox, type OutboxEntry } from '../mail/outbox.js';

const outboxQuery = z.strictObject({
  to: z.string().trim().min(1).max(320).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Where an email stands with SMTP, in words: sent, waiting for a try, retrying, or given up. */
export const deliveryStatus = (e: OutboxEntry): string => {
  if (e.sent_at) return `sent by SMTP${e.attempts > 1 ? ` after ${e.attempts} tries` : ''}`;
  const lastError = e.last_error ? ` (${e.last_error})` : '';
  if (e.failed_at) return `not sent: gave up after ${e.attempts} ${e.attempts === 1 ? 'try' : 'tries'}${lastError}`;
  if (e.next_attempt_at && e.attempts > 0) return `not sent yet: ${e.attempts} failed ${e.attempts === 1 ? 'try' : 'tries'}${lastError}; next try ${e.next_attempt_at}`;
  if (e.next_attempt_at) return 'queued for SMTP';
  return e.last_error ? `not sent${lastError}` : 'not sent (no SMTP configured)';
};

const renderMailbox = (entries: OutboxEntry[], to: string | undefined) => {
  const items = entries.map((e) => `
    <article>
      <header><strong>${escapeHtml(e.subject)}</strong><br><small>to ${escapeHtml(e.to)} · ${escapeHtml(e.created_at)} · <span class="${e.failed_at ? 'failed' : e.last_error && !e.sent_at ? 'retrying' : ''}">${escapeHtml(deliveryStatus(e))}</span></small></header>
      <pre>${escapeHtml(e.text)}</pre>
      ${e.links.map((l) => `<p><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></p>`).join('')}
    </article>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · Atelier</title>
<style>
  body { font-family: Georgia, serif; color: #1c1917; background: #fafaf9; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; }
  h1 { font-weight: 400; } article { background: #fff; border: 1px solid #e7e5e4; padding: 1rem 1.25rem; margin: 1rem 0; }
  pre { white-space: pre-wrap; font-family: ui-monospace, monospace; font-size: .85rem; } a { color: #1c1917; word-break: break-all; }
  form { display: flex; gap: .5rem; } input { flex: 1; padding: .4rem; }
  .failed { color: #b91c1c; font-weight: 600; } .retrying { color: #92400e; }
</style></head>
<body>
  <h1>Dev mailbox</h1>
  <p>Emails the app would send. This page exists only outside production.</p>
  <form method="get" action="/dev/mailbox"><input name="to" type="email" placeholder="Filter by recipient" value="${escapeHtml(to ?? '')}"><button>Filter</button></form>
  ${items || '<p>No emails yet.</p>'}
</body></html>`;
};

export const devRoutes = (deps: { db: Database }) => {
  const app = new Hono<AppEnv>();

  app.get('/api/dev/outbox', async (c) => {
    const parsed = outboxQuery.safeParse(c.req.query());
    if (!parsed.success) {
      return c.json({ error: 'invalid_input', message: 'Query must be ?to=EMAIL (optional) and ?limit=1..200 (optional).', issues: parsed.error.issues }, 400);
    }
    return c.json({ emails: await listOutbox(deps.db, parsed.data) });
  });

  app.get('/dev/mailbox', async (c) => {
    const parsed = outboxQuery.safeParse(c.req.query());
    const query = parsed.success ? parsed.data : { limit: 50 };
    const entries = await listOutbox(deps.db, query);
    return c.html(renderMailbox(entries, 'to' in query ? query.to : undefined));
  });

  return app;
};
