/**
 * One error shape for every HTTP door: RFC 9457 problem details (`application/problem+json`).
 *
 *   { type, title, status, detail, code, ...extensions, error, message }
 *
 * `code` is the machine-readable reason (the app's snake_case codes, better-auth's UPPER_CASE ones);
 * `type` is a tag URI naming it; `title` is the status's phrase. `error` (= code) and `message`
 * (= detail) are the fields of the app's older `{error, message}` and better-auth's `{code,
 * message}` bodies, kept so existing clients keep working; new clients read `code` and `detail`.
 *
 * Routes go on answering `c.json({ error, message, ... }, status)` (or better-auth its own body):
 * `problemDetails()` rewrites any JSON error answer in that shape as it leaves the app, so the shape
 * is the same whichever route, library or error handler produced it. JSON-RPC answers (MCP) and
 * OAuth's own `{error, error_description}` answers keep the shapes their protocols define.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { isJsonContentType } from './json.js';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** A tag URI (RFC 4151), an identifier that need not resolve, as RFC 9457 allows. */
export const problemType = (code: string): string => `tag:atelier.local,2026:problem:${code}`;

/**
 * The Retry-After of a 429 whose route did not say when to come back. Those routes (the widget
 * API's limits) count in one-minute windows, so no wait is longer; the others set their own (chat,
 * uploads and link previews the seconds left in their window, the auth routes better-auth's).
 */
export const FALLBACK_RETRY_AFTER_SECONDS = 60;

/** Where an error with no body at all is given one: the JSON API and well-known documents. */
const API_PATH = /^\/(api|\.well-known)(\/|$)/;
const EMPTY_CODES: Record<number, string> = { 400: 'bad_request', 401: 'unauthorized', 403: 'forbidden', 404: 'not_found', 405: 'method_not_allowed', 429: 'rate_limited' };

/** Largest error body rewritten; a larger one is passed through untouched. */
const MAX_REWRITTEN_BYTES = 256 * 1024;

const TITLES: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed',
  406: 'Not Acceptable', 409: 'Conflict', 410: 'Gone', 413: 'Content Too Large', 415: 'Unsupported Media Type',
  422: 'Unprocessable Content', 423: 'Locked', 429: 'Too Many Requests', 500: 'Internal Server Error',
  502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout',
};

export const statusTitle = (status: number): string => TITLES[status] ?? (status >= 500 ? 'Server Error' : 'Client Error');

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  /** Alias of `code` (or the body's own `error`, where a route set both), for clients of the older `{error, message}` shape. */
  error: string;
  /** Alias of `detail`, for clients of the older shapes. */
  message: string;
  [extension: string]: unknown;
}

const CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;

/** The problem for a status, code and detail; `extensions` add fields (issues, retryAfter…) but never replace the standard ones. */
export const problem = (status: number, code: string, detail: string, extensions: Record<string, unknown> = {}): Problem => {
  const safeCode = CODE_PATTERN.test(code) ? code : `http_${status}`;
  const standard = { type: problemType(safeCode), title: statusTitle(status), status, detail, code: safeCode };
  const extra = Object.fromEntries(Object.entries(extensions).filter(([key]) => !(key in standard) && key !== 'error' && key !== 'message'));
  return { ...standard, ...extra, error: safeCode, message: detail };
};

/** A problem+json Response (for code that builds its own responses). */
export const problemResponse = (status: number, code: string, detail: string, extensions: Record<string, unknown> = {}, headers?: HeadersInit): Response => {
  const out = new Headers(headers);
  out.set('content-type', PROBLEM_CONTENT_TYPE);
  return new Response(JSON.stringify(problem(status, code, detail, extensions)), { status, headers: out });
};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/**
 * The problem an error body in one of the app's older shapes stands for, or null when the body is
 * not one (JSON-RPC, OAuth errors, a problem already, or not an object).
 */
export const problemFromBody = (status: number, body: unknown): Problem | null => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  if ('jsonrpc' in record || 'error_description' in record) return null;
  const code = text(record.code) ?? text(record.error);
  const detail = text(record.detail) ?? text(record.message);
  if (!code && !detail) return null;
  const { code: _code, error: _error, message: _message, detail: _detail, type: _type, title: _title, status: _status, ...extensions } = record;
  const rewritten = problem(status, code ?? `http_${status}`, detail ?? statusTitle(status), extensions);
  // A body that had both (the auth routes' untrusted origin) keeps each as it was.
  const legacyError = text(record.error);
  if (legacyError) rewritten.error = legacyError;
  return rewritten;
};

/** Seconds to wait from a 429 body's `retryAfter`, when it is a sensible number. */
const bodyRetryAfter = (body: Problem): number | undefined => {
  const value = body.retryAfter;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : undefined;
};

/**
 * Rewrites JSON error answers (4xx/5xx) as problem+json, and gives every 429 a Retry-After (the
 * route's own, else the body's `retryAfter`, else the longest window). Mounted once, outermost, so
 * it also sees app.onError's answers.
 */
export const problemDetails = (): MiddlewareHandler => async (c, next) => {
  await next();
  await rewriteAsProblem(c);
  // Whatever the body (an OAuth or JSON-RPC error, an unreadable or oversized one), a 429 says when to come back.
  if (c.res.status === 429 && !c.res.headers.has('retry-after')) {
    const headers = new Headers(c.res.headers);
    headers.set('Retry-After', String(FALLBACK_RETRY_AFTER_SECONDS));
    const body = c.res.body;
    c.res = undefined;
    c.res = new Response(body, { status: 429, headers });
  }
};

const rewriteAsProblem = async (c: Context): Promise<void> => {
  const res = c.res;
  if (res.status < 400) return;
  const type = res.headers.get('content-type') ?? undefined;
  if (!type && API_PATH.test(c.req.path) && !(await res.clone().text().catch(() => 'unreadable'))) {
    // An empty error (better-auth's answer to a path it does not know): the status, as a problem.
    const headers = new Headers(res.headers);
    headers.set('content-type', PROBLEM_CONTENT_TYPE);
    headers.delete('content-length');
    if (res.status === 429 && !headers.has('retry-after')) headers.set('Retry-After', String(FALLBACK_RETRY_AFTER_SECONDS));
    const detail = res.status === 404 ? `No API route ${c.req.method} ${c.req.path}` : statusTitle(res.status);
    c.res = undefined;
    c.res = new Response(JSON.stringify(problem(res.status, EMPTY_CODES[res.status] ?? `http_${res.status}`, detail)), { status: res.status, headers });
    return;
  }
  if (!isJsonContentType(type) || type?.toLowerCase().startsWith(PROBLEM_CONTENT_TYPE)) {
    if (res.status === 429 && !res.headers.has('retry-after')) res.headers.set('Retry-After', String(FALLBACK_RETRY_AFTER_SECONDS));
    return;
  }
  const declared = Number(res.headers.get('content-length') ?? '0');
  if (declared > MAX_REWRITTEN_BYTES) return;
  let body: unknown;
  try {
    const raw = await res.clone().text();
    if (raw.length > MAX_REWRITTEN_BYTES) return;
    body = JSON.parse(raw);
  } catch {
    return;
  }
  const rewritten = problemFromBody(res.status, body);
  if (!rewritten) return;
  const headers = new Headers(res.headers);
  headers.set('content-type', PROBLEM_CONTENT_TYPE);
  headers.delete('content-length');
  if (res.status === 429 && !headers.has('retry-after')) headers.set('Retry-After', String(bodyRetryAfter(rewritten) ?? FALLBACK_RETRY_AFTER_SECONDS));
  // Cleared first: Hono's setter would otherwise copy the old headers (content-type, length) over the new ones.
  c.res = undefined;
  c.res = new Response(JSON.stringify(rewritten), { status: res.status, headers });
};
