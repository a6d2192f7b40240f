import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const post = (name: string, body: string, headers: Record<string, string> = {}) =>
  t.app.request(`/api/tools/${name}`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

describe('the tool door', () => {
  it('lists every tool with its JSON schemas', async () => {
    const res = await t.app.request('/api/tools');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { tools: { name: string; auth: string; input: { type: string } }[] };
    const search = body.tools.find((tool) => tool.name === 'products.search');
    expect(search?.auth).toBe('public');
    expect(search?.input.type).toBe('object');
  });

  it('runs a valid call', async () => {
    const res = await post('products.search', JSON.stringify({ category: 'Shoes', maxPrice: 100 }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ products: [] });
  });

  it('answers unknown fields and wrong types with 400 and the zod issues', async () => {
    const res = await post('products.search', JSON.stringify({ limit: 'ten', colour: 'red' }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; issues: { path: string }[] };
    expect(body.error).toBe('invalid_input');
    expect(body.issues.map((i) => i.path)).toContain('limit');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await post('products.search', '{"text":');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('invalid_json');
  });

  it('answers an unknown tool with 404', async () => {
    expect((await post('products.nope', '{}')).status).toBe(404);
  });

  it('answers an oversized body with 413 and runs nothing', async () => {
    const small = await createTestApp({ BODY_LIMIT_BYTES: '1024' });
    const res = await small.app.request('/api/tools/products.search', {
      method: 'POST', body: JSON.stringify({ text: 'x'.repeat(4096) }), headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    await small.close();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.request('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toBe('not_found');
  });
});
