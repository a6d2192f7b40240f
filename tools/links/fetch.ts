/**
 * Fetches a product page for the link preview, guarded: http(s) only; private, loopback and
 * cloud-metadata addresses refused after DNS resolution (request-filtering-agent, so a hostname
 * that resolves to 127.0.0.1 is caught too, on every redirect), 5 s for the whole exchange, at most
 * 2 MB of HTML read, at most 5 redirects.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import type { LinkPreview } from '../analysis/contracts.js';
import { readProductPage } from './parse.js';

export const LINK_PREVIEW_LIMITS = { timeoutMs: 5000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 } as const;

export type LinkPreviewErrorCode = 'invalid_url' | 'blocked_address' | 'timeout' | 'unreachable' | 'bad_status' | 'not_html';

export class LinkPreviewError extends Error {
  override name = 'LinkPreviewError';
  constructor(readonly code: LinkPreviewErrorCode, message: string) {
    super(message);
  }
}

/**
 * Where a fetch may go. `public`: the internet only (private, loopback and metadata addresses
 * refused after DNS). `private`: anywhere (ALLOW_PRIVATE_FETCH, tests only). `loopback`: only a
 * literal loopback host, with no DNS at all — what test servers use, so a test can never reach out.
 */
export type LinkFetchScope = 'public' | 'private' | 'loopback';

export interface FetchOptions {
  scope?: LinkFetchScope;
  timeoutMs?: number;
  maxBytes?: number;
}

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

export const decoded = (response: IncomingMessage): Readable => {
  switch ((response.headers['content-encoding'] ?? '').toLowerCase()) {
    case 'gzip': case 'x-gzip': return response.pipe(createGunzip());
    case 'deflate': return response.pipe(createInflate());
    case 'br': return response.pipe(createBrotliDecompress());
    default: return response;
  }
};

/** Reads at most `maxBytes` of the (decompressed) body; a longer page is cut, its <head> is what matters. */
export const readCapped = (stream: Readable, maxBytes: number): Promise<Buffer> => new Promise((resolve, reject) => {
  const chunks: Buffer[] = [];
  let size = 0;
  stream.on('data', (chunk: Buffer) => {
    const room = maxBytes - size;
    chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
    size += Math.min(chunk.length, room);
    if (size >= maxBytes) {
      stream.destroy();
      resolve(Buffer.concat(chunks));
    }
  });
  stream.on('end', () => resolve(Buffer.concat(chunks)));
  stream.on('error', reject);
});

const charsetOf = (contentType: string): string => /charset=["']?([\w-]+)/i.exec(contentType)?.[1]?.toLowerCase() ?? 'utf-8';

/** What a guarded request sends besides the URL. */
export interface GuardedRequestHeaders {
  'user-agent': string;
  accept: string;
  'accept-encoding'?: string;
}

const PREVIEW_HEADERS: GuardedRequestHeaders = {
  'user-agent': 'AtelierLinkPreview/1.0 (+product details for a wardrobe)',
  accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
  'accept-encoding': 'gzip, deflate, br',
};

/**
 * One GET, with the address guard for `scope` applied after DNS resolution (request-filtering-agent)
 * and without following redirects: the caller decides whether a Location is followed, and where.
 * Also used for OAuth client metadata documents (server/mcp/client-metadata.ts).
 */
export const guardedGet = (url: URL, scope: LinkFetchScope, signal: AbortSignal, headers: GuardedRequestHeaders = PREVIEW_HEADERS): Promise<IncomingMessage> =>
  new Promise((resolve, reject) => {
    if (scope === 'loopback' && !LOOPBACK_HOST.test(url.hostname)) {
      reject(new LinkPreviewError('blocked_address', 'This server fetches only its own test pages (loopback), so that link is not read.'));
      return;
    }
    const open = scope !== 'public';
    const filter = { allowPrivateIPAddress: open, allowMetaIPAddress: open };
    const agent = url.protocol === 'https:' ? new RequestFilteringHttpsAgent(filter) : new RequestFilteringHttpAgent(filter);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(url, { agent, signal, headers: { ...headers } }, resolve);
    req.on('error', (error) => {
      agent.destroy();
      reject(error);
    });
    req.end();
  });

/** A refusal of request-filtering-agent's: the address was private, loopback or a metadata service. */
export const isBlockedAddressError = (error: unknown): boolean =>
  (error instanceof LinkPreviewError && error.code === 'blocked_address') || (error instanceof Error && /is not allowed/.test(error.message));

const toPreviewError = (error: unknown, signal: AbortSignal): LinkPreviewError => {
  if (error instanceof LinkPreviewError) return error;
  if (signal.aborted) return new LinkPreviewError('timeout', 'The page took longer than 5 seconds to answer.');
  const message = error instanceof Error ? error.message : String(error);
  if (/is not allowed/.test(message)) return new LinkPreviewError('blocked_address', 'That address is private or local, so Atelier will not fetch it.');
  return new LinkPreviewError('unreachable', 'The page could not be reached.');
};

export const fetchLinkPreview = async (rawUrl: string, options: FetchOptions = {}): Promise<LinkPreview> => {
  const settings: Required<FetchOptions> = {
    scope: options.scope ?? 'public',
    timeoutMs: options.timeoutMs ?? LINK_PREVIEW_LIMITS.timeoutMs,
    maxBytes: options.maxBytes ?? LINK_PREVIEW_LIMITS.maxBytes,
  };
  const signal = AbortSignal.timeout(settings.timeoutMs);
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new LinkPreviewError('invalid_url', 'That is not a web address.');
  }
  try {
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new LinkPreviewError('invalid_url', 'Only http and https links can be previewed.');
      if (url.username || url.password) throw new LinkPreviewError('invalid_url', 'Links with a user name or password are not fetched.');
      const response = await guardedGet(url, settings.scope, signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (hop >= LINK_PREVIEW_LIMITS.maxRedirects) throw new LinkPreviewError('unreachable', 'The page redirects too many times.');
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new LinkPreviewError('bad_status', `The page answered with status ${status}.`);
      }
      const contentType = response.headers['content-type'] ?? '';
      if (!/^\s*(text\/html|application\/xhtml\+xml)/i.test(contentType)) {
        response.resume();
        throw new LinkPreviewError('not_html', 'That link is not a web page.');
      }
      const body = await readCapped(decoded(response), settings.maxBytes);
      let decoder: TextDecoder;
      try {
        decoder = new TextDecoder(charsetOf(contentType));
      } catch {
        decoder = new TextDecoder('utf-8');
      }
      return { url: url.href, ...readProductPage(decoder.decode(body), url.href) };
    }
  } catch (error) {
    throw toPreviewError(error, signal);
  }
};
