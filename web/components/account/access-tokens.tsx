/**
 * 'Personal access tokens' in Connected apps on /account: personal access tokens for MCP clients (POST /mcp). Lists the active
 * ones (name, scope, first characters, created, last used), creates one (name + read or read-write)
 * and shows it once with a copy button, and revokes with a confirmation.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { toast } from 'sonner';
import { Check, Copy, KeyRound } from 'lucide-react';
import {
  MAX_ACTIVE_TOKENS, TOKEN_NAME_MAX_CHARS, TOKEN_SCOPES, type AccessTokenSummary, type TokenScope,
} from '../../../tools/access-tokens/contracts.js';
import { ApiError, callTool, errorMessage } from '../../lib/api.js';
import { formatDateTime } from '../../lib/format.js';
import {
  Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Dialog, DialogClose, DialogContent, DialogDescription,
  DialogFooter, DialogHeader, DialogTitle, DialogTrigger, FieldMessage, Input, Label, Spinner,
} from '../ui/index.js';

export const ACCESS_TOKENS_KEY = ['tool', 'accessTokens.list'] as const;

const createSchema = z.object({
  name: z.string().trim().min(1, 'Give the token a name, e.g. the app that will use it.')
    .max(TOKEN_NAME_MAX_CHARS, `Keep the name under ${TOKEN_NAME_MAX_CHARS + 1} characters.`),
  scope: z.enum(TOKEN_SCOPES),
});
type CreateValues = z.infer<typeof createSchema>;

export const SCOPE_TEXT: Record<TokenScope, { label: string; hint: string }> = {
  read: { label: 'Read only', hint: 'Search, and read your wardrobe, dressing room, outfits and trips. Changes nothing.' },
  'read-write': { label: 'Read and write', hint: 'Also add, change and remove things for you.' },
};

/** The new token, shown once, with a copy button. */
const NewToken = ({ token, name, onDone }: { token: string; name: string; onDone: () => void }) => {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied(true);
      toast.success('Token copied');
    } catch {
      toast.error('Could not copy', { description: 'Select the token and copy it by hand.' });
    }
  };
  return (
    <div role="status" className="flex flex-col gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4">
      <p className="text-sm font-medium text-ink">Your new token “{name}”</p>
      <p className="text-sm text-stone-700">Copy it now: <strong>you won't see it again</strong>. Atelier keeps only a fingerprint of it.</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Label htmlFor="new-access-token" className="sr-only">New token</Label>
        <Input id="new-access-token" readOnly value={token} className="font-mono text-sm" onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" variant="outline" className="shrink-0 whitespace-nowrap" onClick={() => void copy()}>
          {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          {copied ? 'Copied' : 'Copy token'}
        </Button>
      </div>
      <div><Button type="button" size="sm" onClick={onDone}>I've copied it</Button></div>
    </div>
  );
};

const CreateTokenForm = ({ disabled, onCreated }: { disabled: boolean; onCreated: (token: string, name: string) => void }) => {
  const queryClient = useQueryClient();
  const form = useForm<CreateValues>({ resolver: zodResolver(createSchema), defaultValues: { name: '', scope: 'read' } });
  const create = useMutation({
    mutationFn: (values: CreateValues) => callTool<AccessTokenSummary & { token: string }>('accessTokens.create', values),
    onSuccess: (created) => {
      form.reset({ name: '', scope: 'read' });
      onCreated(created.token, created.name);
      void queryClient.invalidateQueries({ queryKey: ACCESS_TOKENS_KEY });
    },
    onError: (error) => {
      const issues = error instanceof ApiError && error.body && typeof error.body === 'object' ? (error.body as { issues?: { path: string }[] }).issues : undefined;
      if (issues?.some((i) => i.path === 'name')) form.setError('name', { message: errorMessage(error) });
      else toast.error('Token not created', { description: errorMessage(error) });
    },
  });
  const nameError = form.formState.errors.name?.message;
  return (
    <form onSubmit={form.handleSubmit((values) => create.mutate(values))} noValidate className="flex flex-col gap-4" aria-label="Create an access token">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="access-token-name">Token name</Label>
        <Input id="access-token-name" placeholder="e.g. Claude Desktop" maxLength={TOKEN_NAME_MAX_CHARS + 20} autoComplete="off"
          aria-invalid={!!nameError} aria-describedby={nameError ? 'access-token-name-error' : undefined} {...form.register('name')} />
        {nameError && <FieldMessage id="access-token-name-error">{nameError}</FieldMessage>}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">What it may do</legend>
        {TOKEN_SCOPES.map((scope) => (
          <label key={scope} className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-200 p-3 has-[:checked]:border-ink">
            <input type="radio" value={scope} className="mt-1 size-4 accent-ink" aria-describedby={`scope-${scope}-hint`} {...form.register('scope')} />
            <span className="flex flex-col">
              <span className="text-sm font-medium text-ink">{SCOPE_TEXT[scope].label}</span>
              <span id={`scope-${scope}-hint`} className="text-sm text-stone-600">{SCOPE_TEXT[scope].hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit" disabled={disabled || create.isPending}>
          <KeyRound aria-hidden className="size-4" /> {create.isPending ? 'Creating…' : 'Create token'}
        </Button>
        {disabled && <FieldMessage tone="hint" className="mt-2">You have {MAX_ACTIVE_TOKENS} tokens, the most you can hold. Revoke one to make another.</FieldMessage>}
      </div>
    </form>
  );
};

const RevokeToken = ({ token }: { token: AccessTokenSummary }) => {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const revoke = useMutation({
    mutationFn: () => callTool<{ revoked: string }>('accessTokens.revoke', { id: token.id }),
    onSuccess: () => {
      setOpen(false);
      toast.success('Token revoked', { description: `Apps using “${token.name}” can no longer reach your account.` });
      void queryClient.invalidateQueries({ queryKey: ACCESS_TOKENS_KEY });
    },
    onError: (error) => toast.error('Token not revoked', { description: errorMessage(error) }),
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size="sm" className="self-start text-red-800 sm:self-auto" aria-label={`Revoke ${token.name}`}>Revoke</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Revoke “{token.name}”?</DialogTitle>
          <DialogDescription>Apps using this token ({token.prefix}…) are refused from now on. This cannot be undone.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild><Button variant="outline">Keep it</Button></DialogClose>
          <Button variant="destructive" disabled={revoke.isPending} onClick={() => revoke.mutate()}>{revoke.isPending ? 'Revoking…' : 'Revoke token'}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};

export const AccessTokens = () => {
  const list = useQuery({ queryKey: ACCESS_TOKENS_KEY, queryFn: () => callTool<{ tokens: AccessTokenSummary[]; max: number }>('accessTokens.list', {}) });
  const [shown, setShown] = useState<{ token: string; name: string } | null>(null);
  const tokens = list.data?.tokens ?? [];
  const endpoint = typeof window === 'undefined' ? '/mcp' : `${window.location.origin}/mcp`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Personal access tokens</CardTitle>
        <CardDescription>
          For an assistant that cannot sign in by itself: paste one of these tokens into it, with the address{' '}
          <code className="rounded bg-stone-100 px-1.5 py-0.5 text-ink">{endpoint}</code>.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {shown && <NewToken token={shown.token} name={shown.name} onDone={() => setShown(null)} />}
        <section aria-labelledby="access-tokens-list-title" className="flex flex-col gap-2">
          <h3 id="access-tokens-list-title" className="text-sm font-medium text-ink">Your tokens</h3>
          {list.isPending ? (
            <Spinner label="Loading tokens" />
          ) : list.isError ? (
            <FieldMessage>{errorMessage(list.error, 'We could not load your tokens.')}</FieldMessage>
          ) : tokens.length === 0 ? (
            <p className="text-sm text-stone-600">No tokens yet.</p>
          ) : (
            <ul className="flex flex-col divide-y divide-stone-200 rounded-xl border border-stone-200">
              {tokens.map((token) => (
                <li key={token.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="flex min-w-0 flex-col gap-1">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="truncate font-medium text-ink">{token.name}</span>
                      <Badge variant={token.scope === 'read' ? 'muted' : 'warning'}>{SCOPE_TEXT[token.scope].label}</Badge>
                    </p>
                    <p className="text-sm text-stone-600">
                      <span className="font-mono">{token.prefix}…</span> · Created {formatDateTime(token.created_at)} · {token.last_used_at ? `Last used ${formatDateTime(token.last_used_at)}` : 'Not used yet'}
                    </p>
                  </div>
                  <RevokeToken token={token} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <CreateTokenForm disabled={tokens.length >= (list.data?.max ?? MAX_ACTIVE_TOKENS)} onCreated={(token, name) => setShown({ token, name })} />
      </CardContent>
    </Card>
  );
};
