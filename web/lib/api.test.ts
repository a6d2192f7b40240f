import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, callTool, isNetworkError } from './api.js';

const respond = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }));

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('POSTs a tool call with credentials and returns the output', async () => {
    const fetchMock = respond(200, { added: ['a'] });
    vi.stubGlobal('fetch', fetchMock);
    await expect(callTool<{ added: string[] }>('influencers.follow', { handles: ['a'] })).resolves.toEqual({ added: ['a'] });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/tools/influencers.follow');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"handles":["a"]}');
  });

  it('turns an error answer into ApiError with code, message and Retry-After', async () => {
    vi.stubGlobal('fetch', respond(429, { code: 'RATE_LIMITED', message: 'Too many attempts' }, { 'retry-after': '42' }));
    const error = await apiFetch('/api/auth/sign-in/email', { method: 'POST', body: '{}' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: 'Too many attempts', retryAfter: 42 });
  });

  it('reads the tool door error shape', async () => {
    vi.stubGlobal('fetch', respond(401, { error: 'unauthorized', message: 'Sign in required' }));
    await expect(callTool('x.y', {})).rejects.toMatchObject({ status: 401, code: 'unauthorized', message: 'Sign in required' });
  });

  it('reads problem details (RFC 9457): code and detail', async () => {
    vi.stubGlobal('fetch', respond(400, { type: 'tag:atelier.local,2026:problem:invalid_input', title: 'Bad Request', status: 400, detail: 'Pick a category.', code: 'invalid_input' }));
    await expect(callTool('x.y', {})).rejects.toMatchObject({ status: 400, code: 'invalid_input', message: 'Pick a category.' });
  });

  it('reports a dropped connection as a network error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
  });

  it('refuses to call anything but our own origin', async () => {
    vi.stubGlobal('fetch', respond(200, {}));
    await expect(apiFetch('//evil.example/x')).rejects.toMatchObject({ code: 'bad_path' });
    await expect(apiFetch('https://evil.example/x')).rejects.toMatchObject({ code: 'bad_path' });
  });
});
