/**
 * Client ID Metadata Documents: how the current MCP authorization profile registers a client. The
 * client's `client_id` is an https URL; the authorization server fetches the JSON document there,
 * checks that it names that same URL, and treats the client as described by it. Nothing is
 * registered by hand and nobody can claim a client id on a domain they do not control.
 *
 * better-auth serves these through @better-auth/cimd, which has only release candidates for 1.7.
 * The provider itself has the two seams that package is built on, and this file uses them, so no
 * OAuth is written here:
 * - `extensions: [{ clientDiscovery }]` — the provider asks `matches()`/`resolve()` whenever it
 *   looks a client id up (authorize, consent, token, refresh) and advertises
 *   `client_id_metadata_document_supported` in its metadata;
 * - `registerClientMetadataDocument` — the provider's own persistence of a validated document
 *   (no secret is ever issued, operator flags survive a refresh, the /mcp resource is linked).
 * What is ours: fetching the document safely (the link-preview guard: https only, public addresses
 * after DNS, no redirects, 5 s, 5 KB) and reading it strictly (below).
 */
import type { ClientDiscovery, OAuthClient, OAuthOptions, SchemaClient, Scope } from '@better-auth/oauth-provider';
import { registerClientMetadataDocument } from '@better-auth/oauth-provider/internal';
import { APIError } from 'better-auth/api';
import { z } from 'zod';
import { decoded, guardedGet, isBlockedAddressError, readCapped, type LinkFetchScope } from '../../tools/links/fetch.js';

/** The discovery's id, stored on each client it owns (`oauth_clients.client_discovery_id`). */
export const CIMD_DISCOVERY_ID = 'cimd';
/** The draft recommends at most 5 KB; a real document is a few hundred bytes. */
export const METADATA_MAX_BYTES = 5 * 1024;
const METADATA_TIMEOUT_MS = 5000;
/** How long a fetched document is trusted before the next use of the client fetches it again. */
const METADATA_REFRESH_MS = 60 * 60 * 1000;

/** A fetched document: what the client's server answered, already read whole (and capped). */
export interface FetchedDocument {
  status: number;
  contentType: string;
  body: string;
}
export type MetadataDocumentFetch = (url: URL) => Promise<FetchedDocument>;

const refuse = (description: string) => new APIError('BAD_REQUEST', { error: 'invalid_client', error_description: description });

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A client id this discovery owns: an https URL with a path, no fragment, no credentials and no
 * dot segments (the draft's rules). Anything else is an ordinary registered client id.
 */
export const isMetadataClientId = (clientId: string): boolean => {
  if (!clientId.startsWith('https://') || clientId.includes('#') || /\/\.\.?(?:\/|$|\?)/.test(clientId)) return false;
  try {
    const url = new URL(clientId);
    return url.pathname !== '/' && !url.username && !url.password;
  } catch {
    return false;
  }
};

/** The guarded fetch the app uses: one GET, redirects refused, the address guard of `scope`. */
export const fetchMetadataDocument = (scope: LinkFetchScope): MetadataDocumentFetch => async (url) => {
  const signal = AbortSignal.timeout(METADATA_TIMEOUT_MS);
  try {
    const response = await guardedGet(url, scope, signal, { 'user-agent': 'Atelier/1.0 (OAuth client metadata)', accept: 'application/json' });
    const contentType = response.headers['content-type'] ?? '';
    const status = response.statusCode ?? 0;
    if (status !== 200) {
      response.resume();
      return { status, contentType, body: '' };
    }
    const declared = Number(response.headers['content-length'] ?? '0');
    if (declared > METADATA_MAX_BYTES) {
      response.destroy();
      throw refuse(`The client's metadata document is larger than ${METADATA_MAX_BYTES / 1024} KB.`);
    }
    // One byte over the limit is enough to know the document is too large.
    const body = await readCapped(decoded(response), METADATA_MAX_BYTES + 1);
    if (body.byteLength > METADATA_MAX_BYTES) throw refuse(`The client's metadata document is larger than ${METADATA_MAX_BYTES / 1024} KB.`);
    return { status, contentType, body: body.toString('utf8') };
  } catch (error) {
    if (error instanceof APIError) throw error;
    if (isBlockedAddressError(error)) throw refuse('The client id points at a private or local address, so Atelier will not fetch it.');
    if (signal.aborted) throw refuse(`The client's metadata document did not arrive within ${METADATA_TIMEOUT_MS / 1000} seconds.`);
    throw refuse('The client\'s metadata document could not be fetched.');
  }
};

const httpUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}, 'must be an absolute http(s) URL');

/**
 * The fields Atelier takes from a document; everything else (secrets, operator flags such as
 * skip_consent or require_pkce, back-channel logout, keys) is ignored or refused. Atelier's MCP
 * clients are public clients: PKCE, no client authentication.
 */
const documentSchema = z.looseObject({
  client_id: z.string(),
  client_name: z.string().max(200).optional(),
  client_uri: httpUrl.optional(),
  redirect_uris: z.array(httpUrl).min(1, 'must list at least one redirect URI').max(20),
  grant_types: z.array(z.string()).optional(),
  response_types: z.array(z.string()).optional(),
  token_endpoint_auth_method: z.string().optional(),
  scope: z.string().max(1000).optional(),
  software_id: z.string().max(200).optional(),
  software_version: z.string().max(200).optional(),
});

const SUPPORTED_GRANTS = new Set(['authorization_code', 'refresh_token']);

/**
 * A redirect URI a document may list: on the client id's own origin, or a loopback address (a
 * desktop client receives the code on the shopper's own machine, RFC 8252).
 */
const allowedRedirect = (uri: string, origin: string) => {
  const url = new URL(uri);
  return url.origin === origin || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
};

/** Reads and checks a fetched document for `clientId`; answers the client metadata to register. */
const readMetadataDocument = (clientId: string, fetched: FetchedDocument): OAuthClient => {
  if (fetched.status !== 200) {
    throw refuse(fetched.status >= 300 && fetched.status < 400
      ? 'The client\'s metadata document redirects; it must be served at its client id.'
      : `The client's metadata document answered ${fetched.status}.`);
  }
  if (!/^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(fetched.contentType)) throw refuse('The client\'s metadata document is not JSON.');
  let json: unknown;
  try {
    json = JSON.parse(fetched.body);
  } catch {
    throw refuse('The client\'s metadata document is not valid JSON.');
  }
  const parsed = documentSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw refuse(`The client's metadata document is not valid: ${issue ? `${issue.path.join('.') || 'document'} ${issue.message}` : 'unreadable'}.`);
  }
  const doc = parsed.data;
  if (doc.client_id !== clientId) throw refuse('The client\'s metadata document names a different client_id than the URL it was fetched from.');
  if ('client_secret' in doc || 'client_secret_expires_at' in doc) throw refuse('A client metadata document must not carry a client secret.');
  if ((doc.token_endpoint_auth_method ?? 'none') !== 'none') throw refuse('Atelier accepts metadata-document clients as public clients only (token_endpoint_auth_method "none", with PKCE).');
  const origin = new URL(clientId).origin;
  const stray = doc.redirect_uris.find((uri) => !allowedRedirect(uri, origin));
  if (stray) throw refuse(`The redirect URI ${stray} is neither on ${origin} nor a loopback address.`);
  if (doc.client_uri && new URL(doc.client_uri).origin !== origin) throw refuse(`client_uri must be on ${origin}.`);
  if (doc.grant_types && !doc.grant_types.includes('authorization_code')) throw refuse('The client must use the authorization_code grant.');
  if (doc.response_types && !doc.response_types.includes('code')) throw refuse('The client must use the code response type.');
  // Grants Atelier does not offer (a device-code grant, say) are ignored, as RFC 7591 lets a server do.
  const grants = doc.grant_types?.filter((grant) => SUPPORTED_GRANTS.has(grant));
  return {
    client_id: clientId,
    redirect_uris: doc.redirect_uris,
    token_endpoint_auth_method: 'none',
    ...(doc.client_name ? { client_name: doc.client_name } : {}),
    ...(doc.client_uri ? { client_uri: doc.client_uri } : {}),
    ...(grants ? { grant_types: grants as OAuthClient['grant_types'] } : {}),
    ...(doc.response_types ? { response_types: ['code'] } : {}),
    ...(doc.scope ? { scope: doc.scope } : {}),
    ...(doc.software_id ? { software_id: doc.software_id } : {}),
    ...(doc.software_version ? { software_version: doc.software_version } : {}),
  };
};

/** A stored client whose document was fetched recently enough to be used as it is. */
const fresh = (client: SchemaClient<Scope[]>, now: number) =>
  client.updatedAt instanceof Date && now - client.updatedAt.getTime() < METADATA_REFRESH_MS;

export interface ClientMetadataDiscoveryDeps {
  fetchDocument: MetadataDocumentFetch;
  now?: () => number;
}

/** The provider's client discovery for metadata-document client ids. */
export const clientMetadataDiscovery = ({ fetchDocument, now = Date.now }: ClientMetadataDiscoveryDeps): ClientDiscovery => ({
  id: CIMD_DISCOVERY_ID,
  matches: isMetadataClientId,
  discoveryMetadata: { client_id_metadata_document_supported: true },
  async resolve(ctx, clientId, existing) {
    if (existing && fresh(existing, now())) return existing;
    const provider = ctx.context.getPlugin('oauth-provider');
    if (!provider) throw new APIError('INTERNAL_SERVER_ERROR', { error: 'server_error', error_description: 'The OAuth provider is not configured.' });
    const metadata = readMetadataDocument(clientId, await fetchDocument(new URL(clientId)));
    const { client } = await registerClientMetadataDocument(ctx, provider.options as OAuthOptions<Scope[]>, {
      metadata, clientId, clientDiscoveryId: CIMD_DISCOVERY_ID, ...(existing ? { existingClient: existing } : {}),
    });
    return client;
  },
});
