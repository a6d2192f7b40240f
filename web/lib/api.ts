/**
 * The one HTTP client of the web app. Every call sends the session cookie and turns a non-2xx answer
 * into an ApiError, so pages handle failures in one shape (status, code, message, body).
 */

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  /** The server's machine-readable code (`error` or `code` field), or a synthetic one. */
  readonly code: string;
  readonly body: unknown;
  /** Seconds from a Retry-After header (429 answers), when present. */
  readonly retryAfter: number | null;

  constructor(status: number, code: string, message: string, body: unknown, retryAfter: number | null = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.body = body;
    this.retryAfter = retryAfter;
  }
}

/** Status 0 marks a request that never got an answer (offline, DNS, CORS, aborted). */
export const isNetworkError = (error: unknown): boolean => error instanceof ApiError && error.status === 0;

const parseRetryAfter = (header: string | null): number | null => {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
};

const readBody = async (res: Response): Promise<unknown> => {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const field = (body: unknown, key: string): string | undefined => {
  if (body && typeof body === 'object' && key in body) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
};

/**
 * Pulls a human message and a code out of an error body: the server's RFC 9457 problem details
 * (`code`, `detail`), or the older `{error, message}` / `{code, message}` shapes they replace.
 */
export const errorFromResponse = (res: Response, body: unknown): ApiError => {
  const code = field(body, 'code') ?? field(body, 'error') ?? `http_${res.status}`;
  const message = field(body, 'detail') ?? field(body, 'message') ?? (typeof body === 'string' && body.length < 300 ? body : '') ?? '';
  return new ApiError(res.status, code, message || res.statusText || `Request failed (${res.status})`, body, parseRetryAfter(res.headers.get('retry-after')));
};

/** fetch against our own origin, JSON in and out. `path` must start with '/'. */
export const apiFetch = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
  if (!path.startsWith('/') || path.startsWith('//')) throw new ApiError(0, 'bad_path', `Refusing to call ${path}`, null);
  const headers = new Headers(init.headers);
  if (init.body !== undefined && typeof init.body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
  headers.set('accept', 'application/json');
  let res: Response;
  try {
    res = await fetch(path, { ...init, headers, credentials: 'include' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', 'Network error: check your connection and try again.', null);
  }
  const body = await readBody(res);
  if (!res.ok) throw errorFromResponse(res, body);
  return body as T;
};

/** POST /api/tools/<name> with the JSON input; resolves to the tool's output. */
export const callTool = <T>(name: string, input: unknown, init: Omit<RequestInit, 'method' | 'body'> = {}): Promise<T> =>
  apiFetch<T>(`/api/tools/${encodeURIComponent(name)}`, { ...init, method: 'POST', body: JSON.stringify(input ?? {}) });

/** A message fit for a toast from anything thrown. */
export const errorMessage = (error: unknown, fallback = 'Something went wrong. Please try again.'): string => {
  if (error instanceof ApiError || error instanceof Error) return error.message || fallback;
  return typeof error === 'string' && error ? error : fallback;
};
