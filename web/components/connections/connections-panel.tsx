/**
 * /style → Connections (product rules §2): the connected accounts with their status and a Disconnect that
 * really disconnects (the token and the stored posts are deleted), Instagram and Facebook connect
 * buttons, the 'Add New Connection' dialog, then `children` (the Instagram analysis card), the token
 * card, and a Privacy & Data card whose statuses are read from the account, not written in.
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Camera as Instagram, Globe as Facebook, Plus, Shield } from 'lucide-react';
import { ApiError, callTool } from '../../lib/api.js';
import {
  Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Dialog, DialogContent, DialogDescription,
  DialogHeader, DialogTitle, DialogTrigger,
} from '../ui/index.js';
import { OAuthSetupGuide } from './setup-guide.js';
import { InstagramTokenCard } from './token-card.js';
import { formatDay, useConnect, useConnections, type Connection } from './use-connections.js';

const viaLabel: Record<Connection['via'], string> = {
  instagram_oauth: 'Instagram Login',
  facebook_oauth: 'Facebook Login',
  pasted: 'access token',
};

const Row = ({ icon, name, detail, badge, action }: { icon: ReactNode; name: string; detail: ReactNode; badge: ReactNode; action?: ReactNode }) => (
  <li data-testid={`connection-${name}`} className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4 sm:flex-row sm:items-center sm:justify-between">
    <div className="flex items-start gap-3">
      <span className="mt-0.5 text-ink" aria-hidden>{icon}</span>
      <div className="flex flex-col gap-0.5">
        <span className="flex flex-wrap items-center gap-2 font-medium text-ink">{name} {badge}</span>
        <span className="text-sm text-stone-700">{detail}</span>
      </div>
    </div>
    {action && <div className="flex flex-wrap gap-2">{action}</div>}
  </li>
);

const ConnectButtons = ({ onPicked }: { onPicked?: () => void }) => {
  const connect = useConnect();
  const [busy, setBusy] = useState<null | 'instagram' | 'facebook'>(null);
  const go = async (provider: 'instagram' | 'facebook') => {
    setBusy(provider);
    onPicked?.();
    await connect(provider);
    setBusy(null);
  };
  return (
    <>
      <Button type="button" size="sm" onClick={() => void go('instagram')} disabled={busy !== null}>
        <Instagram className="size-4" aria-hidden /> {busy === 'instagram' ? 'Opening Instagram…' : 'Connect Instagram'}
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={() => void go('facebook')} disabled={busy !== null}>
        <Facebook className="size-4" aria-hidden /> {busy === 'facebook' ? 'Opening Facebook…' : 'Connect with Facebook'}
      </Button>
    </>
  );
};

const AddConnectionDialog = () => {
  const connect = useConnect();
  const [open, setOpen] = useState(false);
  const pick = (provider: 'instagram' | 'facebook') => { setOpen(false); void connect(provider); };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="outline"><Plus className="size-4" aria-hidden /> Add New Connection</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add New Connection</DialogTitle>
          <DialogDescription>Connect an account so Atelier can read your recent posts and learn your style.</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-2">
          <li>
            <Button type="button" variant="outline" className="w-full justify-start" onClick={() => pick('instagram')}>
              <Instagram className="size-4" aria-hidden /> Instagram (Business or Creator account)
            </Button>
          </li>
          <li>
            <Button type="button" variant="outline" className="w-full justify-start" onClick={() => pick('facebook')}>
              <Facebook className="size-4" aria-hidden /> Facebook (Instagram account linked to a Page)
            </Button>
          </li>
          <li>
            <Button type="button" variant="outline" className="w-full justify-start" disabled aria-describedby="pinterest-note">
              Pinterest
            </Button>
            <p id="pinterest-note" className="mt-1 px-2 text-xs text-stone-700">Pinterest connections are not available yet.</p>
          </li>
        </ul>
      </DialogContent>
    </Dialog>
  );
};

const StatusBadge = ({ status }: { status: Connection['status'] | 'none' }) =>
  status === 'connected' ? <Badge variant="success">Connected</Badge> : status === 'expired' ? <Badge variant="warning">Expired</Badge> : <Badge variant="muted">Not connected</Badge>;

const PrivacyCard = ({ instagram, loading }: { instagram: Connection | undefined; loading: boolean }) => {
  const sync = !instagram
    ? { label: 'Off', detail: 'No account connected: nothing is read from Instagram.' }
    : instagram.status === 'expired'
      ? { label: 'Paused', detail: `The token expired on ${formatDay(instagram.expires_at)}: reconnect to sync again.` }
      : { label: 'Enabled', detail: instagram.synced_at ? `Your ${instagram.media_count} most recent posts were read on ${formatDay(instagram.synced_at)}.` : 'Connected; no posts read yet.' };
  const rows = [
    { name: 'Data Sync', ...sync },
    { name: 'Token storage', label: instagram ? 'Encrypted' : 'None', detail: instagram ? `Encrypted at rest (AES-256-GCM), never sent to your browser, deleted on disconnect; expires ${formatDay(instagram.expires_at)}.` : 'No Instagram token is stored for you.' },
    { name: 'Analytics', label: 'Off', detail: 'Atelier runs no third-party analytics or tracking scripts.' },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2"><Shield className="size-5" aria-hidden /> Privacy &amp; Data</CardTitle>
        <CardDescription>What Atelier keeps from your connections, as it stands right now.</CardDescription>
      </CardHeader>
      <CardContent>
        {loading ? <p className="text-sm text-stone-600">Loading…</p> : (
          <dl className="flex flex-col gap-3">
            {rows.map((r) => (
              <div key={r.name} className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                <dt className="font-medium text-ink">{r.name}</dt>
                <dd className="flex flex-col gap-0.5 sm:items-end sm:text-right">
                  <Badge variant={r.label === 'Enabled' || r.label === 'Encrypted' ? 'default' : 'muted'}>{r.label}</Badge>
                  <span className="text-sm text-stone-700">{r.detail}</span>
                </dd>
              </div>
            ))}
          </dl>
        )}
        <p className="mt-4 text-sm text-stone-700">
          To delete everything, see <Link to="/data-deletion" className="underline underline-offset-4">data deletion</Link>.
        </p>
      </CardContent>
    </Card>
  );
};

export function ConnectionsPanel({ children }: { children?: React.ReactNode }) {
  const connections = useConnections();
  const queryClient = useQueryClient();
  const instagram = connections.data?.connections.find((c) => c.platform === 'instagram');
  const disconnect = useMutation({
    mutationFn: () => callTool<{ disconnected: boolean }>('connections.disconnect', { platform: 'instagram' }),
    onSuccess: async () => {
      toast.success('Disconnected', { description: 'Instagram is disconnected; its token and stored posts are deleted.' });
      await queryClient.invalidateQueries();
    },
    onError: (error) => toast.error('Disconnect failed', { description: error instanceof ApiError ? error.message : 'Please try again.' }),
  });

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
          <div className="flex flex-col gap-1.5">
            <CardTitle as="h2">Connected accounts</CardTitle>
            <CardDescription>Accounts Atelier reads your recent posts from.</CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            <AddConnectionDialog />
            <OAuthSetupGuide />
          </div>
        </CardHeader>
        <CardContent>
          {connections.isError && <p role="alert" className="mb-3 text-sm text-red-800">Failed to load existing connections</p>}
          {connections.data?.meta === 'simulated' && (
            <p className="mb-3 rounded-md border border-dashed border-amber-400 bg-amber-50 px-3 py-2 text-xs text-amber-900" data-testid="dev-notice">
              <span className="font-semibold uppercase tracking-wider">Development</span> · Instagram and Facebook go through the simulated Meta provider on this server.
            </p>
          )}
          <ul className="flex flex-col gap-3" aria-busy={connections.isLoading}>
            <Row
              icon={<Instagram className="size-5" />}
              name="Instagram"
              badge={<StatusBadge status={instagram?.status ?? 'none'} />}
              detail={instagram
                ? <>@{instagram.handle ?? 'unknown'} · via {viaLabel[instagram.via]} · {instagram.status === 'expired' ? 'expired' : 'expires'} {formatDay(instagram.expires_at)}</>
                : connections.isLoading ? 'Checking…' : 'Not connected'}
              action={instagram ? (
                <>
                  {instagram.status === 'expired' && <ConnectButtons />}
                  <Button type="button" size="sm" variant="outline" disabled={disconnect.isPending} onClick={() => disconnect.mutate()}>
                    {disconnect.isPending ? 'Disconnecting…' : 'Disconnect'}
                  </Button>
                </>
              ) : connections.isLoading ? undefined : <ConnectButtons />}
            />
            <Row icon={<span className="inline-block size-5 text-center font-bold">P</span>} name="Pinterest" badge={<StatusBadge status="none" />} detail="Pinterest connections are not available yet." />
          </ul>
        </CardContent>
      </Card>
      {children}
      <InstagramTokenCard />
      <PrivacyCard instagram={instagram} loading={connections.isLoading} />
    </div>
  );
}
