/**
 * GET /api/openapi.json: a valid OpenAPI 3.1 document (Redocly's recommended rules, no errors)
 * that lists every registered tool at its real path, whose security matches each tool's auth and
 * what the door really does with a guest, that describes the auth routes, uploads, chat and the
 * account export, and whose committed typed client is not stale. The reference page is served
 * outside production only.
 */
import { readFileSync } from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolCatalogue } from '../../tools/registry.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { jsonRequest } from '../test/users.js';
import { CLIENT_TYPES_PATH, renderClientTypes } from './client-types.js';
import type { OpenApiDocument } from './document.js';
import { toolPath } from './tools.js';

let t: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.request('/api/openapi.json');
  expect(res.status).toBe(200);
  document = (await res.json()) as OpenApiDocument;
});
afterAll(async () => { await t.close(); });

type Requirement = Record<string, unknown>;
const operations = () => Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, op]) => ({ path, method, op: op as { security?: Requirement[]; operationId?: string; responses?: Record<string, unknown> } })));
const anonymousAllowed = (security: Requirement[] | undefined) => !security || security.length === 0 || security.some((r) => Object.keys(r).length === 0);

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document by Redocly\'s recommended rules', async () => {
    expect(document.openapi).toBe('3.1.0');
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: '/openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors.map((e) => `${e.ruleId}: ${e.message} at ${e.location[0]?.pointer}`)).toEqual([]);
  });

  it('lists every registered tool, and nothing else, as POST at its real path', () => {
    const listed = Object.keys(document.paths).filter((p) => p.startsWith('/api/tools/')).sort();
    expect(listed).toEqual(toolCatalogue.map(toolPath).sort());
    for (const tool of toolCatalogue) {
      const op = document.paths[toolPath(tool)]!.post as { requestBody: unknown; responses: Record<string, unknown>; 'x-atelier-tool': unknown };
      expect(op['x-atelier-tool']).toMatchObject({ name: tool.name, auth: tool.auth, effect: tool.effect });
      expect(op.requestBody).toBeDefined();
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '413', '429']));
    }
  });

  it('never lists a tool a guest cannot call as open to anonymous callers', () => {
    for (const tool of toolCatalogue) {
      const { security } = document.paths[toolPath(tool)]!.post as { security: Requirement[] };
      if (tool.auth === 'user') {
        expect(security.length, tool.name).toBeGreaterThan(0);
        expect(anonymousAllowed(security), tool.name).toBe(false);
        for (const requirement of security) expect(Object.keys(requirement), tool.name).toContain('sessionCookie');
      } else {
        expect(anonymousAllowed(security), tool.name).toBe(true);
      }
    }
  });

  it('agrees with the door: a guest is refused (401) exactly where the document asks for a session', async () => {
    for (const tool of toolCatalogue) {
      const { security } = document.paths[toolPath(tool)]!.post as { security: Requirement[] };
      // A body no tool accepts: a public tool answers 400 (or runs), never 401.
      const res = await jsonRequest(t, toolPath(tool), { '': null });
      if (anonymousAllowed(security)) expect(res.status, tool.name).not.toBe(401);
      else expect(res.status, tool.name).toBe(401);
    }
    for (const { path, method, op } of operations()) {
      if (path.startsWith('/api/tools') || path.startsWith('/api/auth/') || path.includes('{') || anonymousAllowed(op.security)) continue;
      const res = await t.app.request(path, { method: method.toUpperCase(), headers: { origin: t.config.PUBLIC_URL, 'content-type': 'application/json' }, body: method === 'get' ? undefined : '{}' });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('describes the auth routes, uploads, chat and the account export, each with problem responses', () => {
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(expect.arrayContaining([
      '/api/auth/sign-up/email', '/api/auth/sign-in/email', '/api/auth/sign-out', '/api/auth/get-session',
      '/api/auth/request-password-reset', '/api/auth/reset-password', '/api/auth/verify-email', '/api/auth/send-verification-email',
      '/api/uploads', '/api/files/{id}', '/api/chat', '/api/chat/{id}', '/api/account/export', '/api/session/extend',
    ]));
    // Features Atelier leaves off are not advertised.
    expect(paths).not.toContain('/api/auth/sign-in/social');
    expect(paths).not.toContain('/api/auth/delete-user');
    // Only the methods the app passes to better-auth.
    for (const path of paths.filter((p) => p.startsWith('/api/auth/'))) {
      for (const method of Object.keys(document.paths[path]!)) expect(['get', 'post', 'parameters']).toContain(method);
    }
    const ids = operations().map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        if (Number(status) >= 400 && path !== '/healthz') expect(response, `${method} ${path} ${status}`).toEqual({ $ref: `#/components/responses/Problem${status}` });
      }
    }
    const problem = document.components.responses.Problem429 as { headers: Record<string, unknown>; content: Record<string, unknown> };
    expect(Object.keys(problem.content)).toEqual(['application/problem+json']);
    expect(problem.headers).toHaveProperty('Retry-After');
  });

  it('is what the committed typed client was generated from (run `npx tsx scripts/openapi-client.ts` when this fails)', async () => {
    const expected = await renderClientTypes(document);
    expect(readFileSync(CLIENT_TYPES_PATH, 'utf8') === expected, 'server/openapi/api-types.gen.ts is stale').toBe(true);
  }, 60_000);
});

describe('the API reference page', () => {
  it('is served outside production, with its assets from this origin', async () => {
    const page = await t.app.request('/dev/api');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/openapi.json');
    for (const src of html.matchAll(/(?:src|href)="(\/dev\/api\/[^"]+)"/g)) {
      const asset = await t.app.request(src[1]!);
      expect(asset.status, src[1]).toBe(200);
    }
    expect((await t.app.request('/dev/api/assets/package.json')).status).toBe(404);
  });

  it('is not served in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'prod-secret-prod-secret-prod-secret-1234', PUBLIC_URL: 'https://atelier.example', TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') });
    try {
      expect((await production.app.request('/dev/api')).status).toBe(404);
      expect((await production.app.request('/api/openapi.json')).status).toBe(200);
    } finally {
      await production.close();
    }
  });
});
