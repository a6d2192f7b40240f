/**
 * Apps connected through OAuth, on /account: each with the scope granted, when it connected and when
 * it last received a token, and a Disconnect button (connectedApps.revoke) that stops it at once.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ConnectedApp } from '../../../tools/connected-apps/contracts.js';
import { callTool, errorMessage } from '../../lib/api.js';
import { formatDateTime } from '../../lib/format.js';
import {
  Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Dialog, DialogClose, DialogContent, DialogDescription,
  DialogFooter, DialogHeader, DialogTitle, DialogTrigger, FieldMessage, Spinner,
} from '../ui/index.js';
import { SCOPE_TEXT } from './access-tokens.js';

export const CONNECTED_APPS_KEY = ['tool', 'connectedApps.list'] as const;

const Disconnect = ({ app }: { app: ConnectedApp }) => {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const revoke = useMutation({
    mutationFn: () => callTool<{ revoked: string }>('connectedApps.revoke', { client_id: app.client_id }),
    onSuccess: () => {
      setOpen(false);
      toast.success(`${app.name} disconnected`, { description: 'It can no longer reach your account. It would have to ask you again.' });
      void queryClient.invalidateQueries({ queryKey: CONNECTED_APPS_KEY });
    },
    onError: (error) => toast.error('Not disconnected', { description: errorMessage(error) }),
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size="sm" className="self-start text-red-800 sm:self-auto" aria-label={`Disconnect ${app.name}`}>Disconnect</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Disconnect “{app.name}”?</DialogTitle>
          <DialogDescription>Its access ends now: the next thing it asks of Atelier is refused. It can ask you again later.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild><Button variant="outline">Keep it</Button></DialogClose>
          <Button variant="destructive" disabled={revoke.isPending} onClick={() => revoke.mutate()}>{revoke.isPending ? 'Disconnecting…' : 'Disconnect'}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};

export const ConnectedApps = () => {
  const list = useQuery({ queryKey: CONNECTED_APPS_KEY, queryFn: () => callTool<{ apps: ConnectedApp[] }>('connectedApps.list', {}) });
  const apps = list.data?.apps ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Apps you allowed</CardTitle>
        <CardDescription>Assistants that asked to use your Atelier and that you allowed on the consent screen.</CardDescription>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <Spinner label="Loading connected apps" />
        ) : list.isError ? (
          <FieldMessage>{errorMessage(list.error, 'We could not load your connected apps.')}</FieldMessage>
        ) : apps.length === 0 ? (
          <p className="text-sm text-stone-600">No apps connected yet.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-stone-200 rounded-xl border border-stone-200" aria-label="Connected apps">
            {apps.map((app) => (
              <li key={app.client_id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="truncate font-medium text-ink">{app.name}</span>
                    <Badge variant={app.scope === 'read' ? 'muted' : 'warning'}>{SCOPE_TEXT[app.scope].label}</Badge>
                  </p>
                  <p className="text-sm text-stone-600">
                    Connected {formatDateTime(app.connected_at)} · {app.last_token_at ? `Access last renewed ${formatDateTime(app.last_token_at)}` : 'No access given yet'}
                  </p>
                </div>
                <Disconnect app={app} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
};
