/**
 * /consent: the OAuth consent screen. The authorization server sends the signed-in shopper here
 * when an app (an MCP client) asks to use their Atelier. It names the app and where it will return,
 * lists what it asked for in words, lets the shopper narrow read-write to read only, and posts the
 * answer with the signed query; the server answers where the browser goes next (the app, with a code
 * or with access_denied).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { Page } from '../components/layout/page.js';
import { Button, Card, CardContent, FieldMessage, Spinner } from '../components/ui/index.js';
import { apiFetch, errorMessage } from '../lib/api.js';
import { grantedScopes, oauthNextUrl, requestedScopes, SCOPE_WORDS, signedOAuthQuery } from '../lib/oauth-consent.js';

interface PublicClient { client_id: string; client_name?: string; client_uri?: string }

const hostOf = (uri: string | null) => {
  try {
    return uri ? new URL(uri).host : null;
  } catch {
    return null;
  }
};

export default function ConsentRoute() {
  const [params] = useSearchParams();
  const query = signedOAuthQuery(params.toString());
  const clientId = params.get('client_id') ?? '';
  const asked = requestedScopes(params.get('scope'));
  const canWrite = asked.includes('read-write');
  const [access, setAccess] = useState<'read' | 'read-write'>(canWrite ? 'read-write' : 'read');
  const client = useQuery({
    queryKey: ['oauth-client', clientId],
    enabled: Boolean(query),
    queryFn: () => apiFetch<PublicClient>(`/api/auth/oauth2/public-client?client_id=${encodeURIComponent(clientId)}`),
  });
  const answer = useMutation({
    mutationFn: (accept: boolean) => apiFetch<unknown>('/api/auth/oauth2/consent', {
      method: 'POST',
      body: JSON.stringify({ accept, ...(accept ? { scope: grantedScopes(asked, access) } : {}), oauth_query: query }),
    }),
    onSuccess: (body) => {
      const next = oauthNextUrl(body);
      if (next) window.location.assign(next);
    },
  });

  if (!query) {
    return (
      <Page title="Nothing to approve">
        <p className="text-stone-700">This page opens when an app asks to use your Atelier. Start again from the app.</p>
      </Page>
    );
  }
  const name = client.data?.client_name?.trim() || 'An app';
  const returnsTo = hostOf(params.get('redirect_uri'));
  // An app identified by a metadata document: its name is its own claim, the site that serves it is proven.
  const publishedBy = clientId.startsWith('https://') ? hostOf(clientId) : null;
  const shown = asked.filter((scope) => scope !== 'read' && scope !== 'read-write');

  return (
    <Page title={`Allow ${name} to use your Atelier?`} documentTitle="Allow access">
      <Card className="max-w-2xl">
        <CardContent className="flex flex-col gap-6 pt-6">
          {client.isPending ? <Spinner label="Loading the app's details" /> : client.isError ? (
            <FieldMessage>{errorMessage(client.error, 'We could not find this app. Start again from the app.')}</FieldMessage>
          ) : (
            <p className="flex items-start gap-3 text-stone-700">
              <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
              <span>
                <strong className="text-ink">{name}</strong> is an app that speaks MCP. If you allow it, it can act for you within what you choose
                below{returnsTo ? <>, and you will return to <strong className="text-ink">{returnsTo}</strong></> : null}. It never sees your password.
                {publishedBy ? <> Its details are published by <strong className="text-ink">{publishedBy}</strong>.</> : null}
              </span>
            </p>
          )}
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-ink">What it may do</legend>
            {(canWrite ? (['read-write', 'read'] as const) : (['read'] as const)).map((scope) => (
              <label key={scope} className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-200 p-3 has-[:checked]:border-ink">
                <input type="radio" name="access" value={scope} checked={access === scope} onChange={() => setAccess(scope)}
                  className="mt-1 size-4 accent-ink" aria-describedby={`consent-${scope}-hint`} />
                <span className="flex flex-col">
                  <span className="text-sm font-medium text-ink">{SCOPE_WORDS[scope]!.label}{scope === 'read' && canWrite ? ' only' : ''}</span>
                  <span id={`consent-${scope}-hint`} className="text-sm text-stone-600">{SCOPE_WORDS[scope]!.hint}</span>
                </span>
              </label>
            ))}
            {shown.map((scope) => (
              <p key={scope} className="rounded-xl bg-stone-50 p-3 text-sm text-stone-700">
                <span className="font-medium text-ink">{SCOPE_WORDS[scope]!.label}.</span> {SCOPE_WORDS[scope]!.hint}
              </p>
            ))}
          </fieldset>
          {answer.isError && <FieldMessage>{errorMessage(answer.error, 'Your answer did not reach us. Please try again.')}</FieldMessage>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" disabled={answer.isPending} onClick={() => answer.mutate(false)}>Deny</Button>
            <Button type="button" disabled={answer.isPending || client.isError} onClick={() => answer.mutate(true)}>
              {answer.isPending ? 'Sending…' : 'Allow'}
            </Button>
          </div>
          <p className="text-sm text-stone-600">You can disconnect it at any time under Account → Connected apps.</p>
        </CardContent>
      </Card>
    </Page>
  );
}
